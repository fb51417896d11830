package share

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
	"testing"

	"tableside/tracker"
	"tableside/tracker/legends"
	"tableside/tracker/sorcery"
	"tableside/tracker/valor"
	"tableside/tracker/villains"
)

// phoneWidths are the narrowest phones' CSS widths: 360 px (many Android
// phones), 375 and 390 (iPhones), and the 400 of the other browser tests.
var phoneWidths = []int{360, 375, 390, 400}

// gameTables are a table of each game at its widest for a guest's phone:
// two-digit and three-digit numbers, long names, the guest given a board
// where the game has them. Valor's and Sorcery's states are put together
// by hand (their Decode wants a whole campaign's setup) and shown by their
// own Glance; the boards are their GuestSeats where the state decodes, else
// the same counters the game gives.
func gameTables(t *testing.T) map[string]Table {
	t.Helper()
	out := map[string]Table{}

	v := valor.State{Box: valor.BoxLabyrinth, Mode: valor.ModeCampaign, Round: 12,
		Heroes: []valor.Hero{
			{Player: "Anastasia", Name: "Rowan the Unbroken", Health: 12, MaxHealth: 14, Shields: 10, Actions: 4, XP: 27, Hand: 11},
			{Player: "Bo", Name: "Bjorn", Health: 8, MaxHealth: 16, Actions: 3, XP: 5, Hand: 3},
		},
		Villain: valor.Villain{Name: "Golem", Health: 100, MaxHealth: 100, Shields: 12, Actions: 4, XP: 30, Hand: 12}}
	vt := Table{Campaign: "Friday group", Game: valor.Game{}.Title(), Last: "Anastasia: Rowan the Unbroken heals 1 Health", Glance: v.Glance()}
	for i, h := range v.Heroes {
		vt.Seats = append(vt.Seats, tracker.GuestSeat{Seat: i, Name: h.Name, Player: h.Player, Counters: []tracker.GuestCounter{
			{ID: "health", Label: "Health", Value: fmt.Sprintf("%d/%d", h.Health, h.MaxHealth)},
			{ID: "shields", Label: "Shields", Value: fmt.Sprint(h.Shields)},
			{ID: "xp", Label: "XP", Value: fmt.Sprint(h.XP)},
			{ID: "hand", Label: "Cards in hand", Value: fmt.Sprint(h.Hand)},
		}})
	}
	out["valor"] = vt

	start, err := villains.NewGame(villains.Setup{Players: []villains.Seat{
		{Name: "Anastasia", Villain: board("Vex the Undying Queen")}, {Name: "Bo", Villain: board("Rook")}}})
	if err != nil {
		t.Fatal(err)
	}
	start.Players[0].Power = villains.MaxPower
	b, _ := start.Encode()
	out["villains"] = TableOf(villains.Game{}, "Friday group", b, "Anastasia: 0 -> 1 Power")

	lv := []legends.HeroLevel{{MaxLife: 99}}
	ls, err := legends.NewGame(legends.Setup{Players: []legends.SeatSetup{
		{Name: "Anastasia", Hero: legends.HeroBoard{Name: "Brakk Stonefist", Levels: lv}},
		{Name: "Bo", Hero: legends.HeroBoard{Name: "Ysolde", Levels: lv}}}})
	if err != nil {
		t.Fatal(err)
	}
	ls.Phase, ls.Round, ls.Active = legends.PhasePlay, 14, 0
	ls.Players[0].Life, ls.Players[0].XP, ls.Players[0].Level, ls.Players[0].Poison, ls.Players[0].Berserk = 97, 240, 3, 12, 3
	out["legends"] = Table{Campaign: "Friday group", Game: legends.Game{}.Title(), Last: "Anastasia loses 2 Life", Glance: ls.Glance()}

	ss := sorcery.State{Round: 11, Souls: 27,
		Heroes: []sorcery.Hero{
			{Name: "Jeanne d'Arc of Orléans", Soulrank: 4, MaxHP: 18, Wounds: 3, Shields: 12},
			{Name: "Thorgren", Soulrank: 2, MaxHP: 10, Wounds: 9}}}
	out["sorcery"] = Table{Campaign: "Friday group", Game: sorcery.Game{}.Title(), Last: "Jeanne d'Arc of Orléans loses 3 HP", Glance: ss.Glance()}

	for name, tb := range out {
		if strings.Contains(fmt.Sprint(tb.Glance.Lines), "cannot be shown") || len(tb.Glance.Sections) == 0 {
			t.Fatalf("%s: the table is not a game's: %+v", name, tb.Glance)
		}
	}
	return out
}

// overlaps finds, in the page as drawn, text that runs into another box or
// past the screen's edge: in each counter row (label, −, value, +) and each
// number of a section (its cell in the grid), the text's extent (a Range's,
// which goes past its box when it overflows) against its siblings' boxes
// and the viewport; and a page wider than the screen.
const overlaps = `(function () {
  var bad = [], vw = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > vw) bad.push("the page scrolls sideways: " + document.documentElement.scrollWidth + " > " + vw);
  function textBox(e) { var r = document.createRange(); r.selectNodeContents(e); return r.getBoundingClientRect(); }
  function meet(a, b) { return a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5; }
  function inside(a, b) { return a.left >= b.left - 0.5 && a.right <= b.right + 0.5; }
  function name(e) { return (e.getAttribute("aria-label") || e.textContent).trim(); }
  var groups = [].slice.call(document.querySelectorAll(".counter")).concat([].slice.call(document.querySelectorAll("dl")));
  groups.forEach(function (g) {
    var kids = [].slice.call(g.children);
    kids.forEach(function (k) {
      var t = textBox(k);
      if (t.width > 0 && (t.left < -0.5 || t.right > vw + 0.5)) bad.push(name(k) + ": past the screen's edge");
      if (t.width > 0 && !inside(t, k.getBoundingClientRect())) bad.push(name(k) + ": wider than its place (" + Math.round(t.width) + " > " + Math.round(k.getBoundingClientRect().width) + ")");
      kids.forEach(function (o) {
        if (o !== k && meet(t, o.getBoundingClientRect())) bad.push(name(k) + " runs into " + name(o));
      });
    });
  });
  document.querySelectorAll("h1, h2, p, li, .note").forEach(function (e) {
    var t = textBox(e);
    if (t.width > 0 && t.right > vw + 0.5) bad.push(name(e).slice(0, 40) + ": past the screen's edge");
  });
  return bad.join("\n");
})()`

// TestBrowserGuestPageFitsAPhone: every game's guest page, watched and
// with the guest's own board, at 360 to 400 px wide, at the browser's
// text size and a larger one: no number or label runs into a button or
// another number, none goes past the screen's edge, and nothing scrolls
// sideways. (Valor's two-digit Health ran into its + at 360-390 px.)
func TestBrowserGuestPageFitsAPhone(t *testing.T) {
	if _, err := os.Stat(chromiumPath); err != nil {
		t.Skip("Chromium is not installed (make test installs it):", err)
	}
	br := startChromium(t)
	tables := gameTables(t)
	for _, game := range []string{"valor", "villains", "legends", "sorcery"} {
		tb := tables[game]
		s, err := Start(Options{Addr: loopback, Write: func(context.Context, GuestWrite) (int64, error) { return 0, errors.New("not in this test") }})
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Publish(1, tb); err != nil {
			t.Fatal(err)
		}
		links := map[string]string{"watching": s.URL()}
		if len(tb.Seats) > 0 {
			links["with a board"] = s.Give("Anastasia", 0, tb.Seats[0].Name)
		}
		for kind, link := range links {
			for _, w := range phoneWidths {
				br.call(br.session, "Emulation.setDeviceMetricsOverride", map[string]any{"width": w, "height": 800, "deviceScaleFactor": 1, "mobile": true}, nil)
				br.open(link)
				want := []string{"Live", tb.Glance.Sections[0].Name}
				if kind != "watching" {
					want = append(want, "You play")
				}
				br.waitText(want...)
				if bad := br.eval(overlaps); bad != "" {
					t.Errorf("%s, %s, at %d px:\n%s", game, kind, w, bad)
				}
				if w == 360 {
					br.shot(fmt.Sprintf("share-fit-%s-%s", game, strings.ReplaceAll(kind, " ", "-")))
				}
			}
		}
		s.Stop()
	}
}
