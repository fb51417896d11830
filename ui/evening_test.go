package ui_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"maps"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"

	"tableside/playlog"
	"tableside/tracker"
	"tableside/tracker/legends"
	"tableside/tracker/sorcery"
	"tableside/tracker/valor"
	"tableside/tracker/villains"
	"tableside/ui"
	"tableside/ui/uitest"
)

// anEvening is one game played to its end: its first state, what the
// table did, the action that ends it, and who the game makes winners.
type anEvening struct {
	name, game string
	initial    func() (any, error)
	play       []tracker.Command
	end        tracker.Command
	players    []string // names, in seat order
	winners    []string
}

// Each action comes 20 minutes after the last; the one that ends the
// game 35 minutes after the last.
const (
	actionGap = 20 * time.Minute
	endGap    = 35 * time.Minute
)

func (e anEvening) minutes() int {
	return int((time.Duration(len(e.play))*actionGap + endGap) / time.Minute)
}

func playedEvenings() []anEvening {
	return []anEvening{
		{
			// 004 L14: the first to meet their objective wins, alone.
			name: "Villainous-style", game: "villains",
			initial: func() (any, error) {
				return state(villains.NewGame(villains.Setup{First: 0, Players: []villains.Seat{
					{Name: "Ana", Villain: uitest.VillainBoard("The Baron")}, {Name: "Ben", Villain: uitest.VillainBoard("The Duchess")}}}))
			},
			play: []tracker.Command{villains.MoveMarker(1)}, end: villains.DeclareWinner(1),
			players: []string{"Ana", "Ben"}, winners: []string{"Ben"},
		},
		{
			// 002 L11: the player or team who eliminates all their opponents.
			name: "Village of Legends", game: "legends",
			initial: func() (any, error) {
				hero := func(n string) legends.HeroBoard {
					return legends.HeroBoard{Name: n, Levels: []legends.HeroLevel{{MaxLife: 20, Intelligence: 1}}}
				}
				return state(legends.NewGame(legends.Setup{Seed: 5, Players: []legends.SeatSetup{{Name: "Ana", Hero: hero("Knight")}, {Name: "Bo", Hero: hero("Druid")}}}))
			},
			play:    []tracker.Command{legends.RollOffTotal(0, 12), legends.RollOffTotal(1, 2)},
			end:     legends.Correct(legends.CorrectCmd{Player: 1, Life: -20, Reason: "Doom card"}),
			players: []string{"Ana", "Bo"}, winners: []string{"Ana"},
		},
		{
			// 000 L770: the Villain at 0 Health, the Heroes win together.
			name: "Lludwik's Labyrinth", game: "valor",
			initial: func() (any, error) { return state(valor.NewGame(valorSetup(valor.BoxLabyrinth))) },
			end:     valor.DeclareWinner(valor.SideHeroes, ""),
			players: []string{"Ana", "Bo", "Gwen"}, winners: []string{"Ana", "Bo", "Gwen"},
		},
		{
			// 001 L81: the Villain player wins alone.
			name: "Minions of Mordak", game: "valor",
			initial: func() (any, error) { return state(valor.NewGame(valorSetup(valor.BoxMordak))) },
			end:     valor.DeclareWinner(valor.SideVillain, ""),
			players: []string{"Ana", "Bo", "Gwen", "Vera"}, winners: []string{"Vera"},
		},
		{
			// 003 L1779-1782: the Heroes win or lose the Quest together.
			name: "Sword & Sorcery", game: "sorcery",
			initial: twoHeroQuest,
			end:     sorcery.QuestOver(nil, sorcery.Lost, "2026-11-22"),
			players: []string{"Ana", "Thorgren"},
		},
		{
			// 000 L771: the Villain wins, and every Hero loses together.
			name: "Lludwik's Labyrinth", game: "valor",
			initial: func() (any, error) { return state(valor.NewGame(valorSetup(valor.BoxLabyrinth))) },
			end:     valor.DeclareWinner(valor.SideVillain, ""),
			players: []string{"Ana", "Bo", "Gwen"},
		},
		{
			// 001 L75: the Heroes win together; the Villain player loses.
			name: "Minions of Mordak", game: "valor",
			initial: func() (any, error) { return state(valor.NewGame(valorSetup(valor.BoxMordak))) },
			end:     valor.DeclareWinner(valor.SideHeroes, ""),
			players: []string{"Ana", "Bo", "Gwen", "Vera"}, winners: []string{"Ana", "Bo", "Gwen"},
		},
		{
			// 003 L14, L1775-1777: a Quest won is won by every Hero.
			name: "Sword & Sorcery", game: "sorcery",
			initial: twoHeroQuest,
			end:     sorcery.QuestOver(nil, sorcery.Won, "2026-11-22"),
			players: []string{"Ana", "Thorgren"}, winners: []string{"Ana", "Thorgren"},
		},
	}
}

// twoHeroQuest is a Sword & Sorcery Quest's first state: Jeanne, played
// by Ana, and Thorgren, with no player named.
func twoHeroQuest() (any, error) {
	return state(sorcery.NewQuest(sorcery.QuestSetup{Events: 10, Seed: 3, Heroes: []sorcery.Hero{
		{Name: "Jeanne", Player: "Ana", Soulrank: 1, MaxHP: 9, Styles: []sorcery.Style{sorcery.Faith}},
		{Name: "Thorgren", Soulrank: 1, MaxHP: 11, Styles: []sorcery.Style{sorcery.Strength}}}}))
}

// state is a game's first state, as any.
func state[S any](s S, err error) (any, error) { return s, err }

// valorSetup is three Heroes (Gwen with no player named) against a
// Villain of box: made-up boards of the shapes the rules describe.
func valorSetup(box valor.Box) valor.Setup {
	row := func(k valor.RowKind, power bool, slots ...valor.Die) valor.RowCard {
		return valor.RowCard{Kind: k, Power: power, Slots: slots}
	}
	n, b := valor.DieNovice, valor.DieBlank
	hero := func(name string) valor.HeroCard {
		return valor.HeroCard{Name: name, Health: 14, Actions: 3, MaxActions: 6, Spells: 2,
			Treasures: [3]valor.TreasureKind{valor.TreasureOffense, valor.TreasureDefense, valor.TreasureItem},
			Rows:      []valor.RowCard{row(valor.RowMelee, true, n, n, b), row(valor.RowRanged, false, n, b, b), row(valor.RowMagic, false, n, b, b)}}
	}
	loot := func(f valor.LootFor) *valor.LootStashCard {
		c := &valor.LootStashCard{Name: "Loot Stash (test)", For: f, MinHeroes: 1, MaxHeroes: 6, Side: "A",
			Columns: []valor.LootColumn{{Bounty: 0, XP: 1}, {Bounty: 3, XP: 3}, {Bounty: 6, XP: 5}}}
		if f == valor.LootVillain {
			c.Columns[1].Health, c.Columns[2].Health = 5, 10
		}
		return c
	}
	su := valor.Setup{Box: box, Seed: 1, HeroLoot: loot(valor.LootHeroes), VillainLoot: loot(valor.LootVillain),
		Heroes: []valor.SeatHero{{Player: "Ana", Hero: hero("Rowan")}, {Player: "Bo", Hero: hero("Bjorn")}, {Hero: hero("Gwen")}}}
	if box == valor.BoxLabyrinth {
		magic := row(valor.RowMagic, false, n, b, b)
		magic.PlusOnes = 1
		su.Mode = valor.ModeQuest
		su.Villain = valor.VillainCard{Name: "Golem", Health: []int{30, 40, 50, 60, 70, 80}, MaxHealth: 100, Actions: 2, MaxActions: 4,
			Rows: []valor.RowCard{magic, row(valor.RowCorruption, false, n, n, b), row(valor.RowMelee, false, valor.DieAdept, valor.DieAdept, valor.DieMaster)}}
		return su
	}
	su.VillainPlayer = "Vera"
	su.Villain = valor.VillainCard{Name: "Mordak", Health: []int{40, 50, 60, 70, 80}, MaxHealth: 100, Actions: 3, MaxActions: 6, Spells: 2,
		Rows: []valor.RowCard{row(valor.RowMelee, false, n, b), row(valor.RowRanged, false, n, b), row(valor.RowMagic, true, n, n, b), row(valor.RowCorruption, false, n, n, b)}}
	return su
}

// playEvening stores e's game and its actions on the store's clock, from
// 20:00, opens it, and sends the action that ends it through the screen.
func playEvening(t *testing.T, tb *uitest.Table, e anEvening) *ui.Play {
	t.Helper()
	st := tb.S.Store()
	clock := uitest.Clock()
	st.SetClock(func() time.Time { return clock })
	c, err := st.CreateCampaign("Friday "+e.name, e.game)
	if err != nil {
		t.Fatal(err)
	}
	first, err := e.initial()
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(first)
	if err != nil {
		t.Fatal(err)
	}
	sess, err := st.StartSession(c.ID, b)
	if err != nil {
		t.Fatal(err)
	}
	for _, cmd := range e.play {
		clock = clock.Add(actionGap)
		if _, _, err := st.Do(sess.ID, cmd); err != nil {
			t.Fatalf("%s: %v", cmd.Kind, err)
		}
	}
	if c, err = st.Campaign(c.ID); err != nil {
		t.Fatal(err)
	}
	p := tb.S.OpenSession(c, sess.ID)
	tb.ClosePopups() // a game's own first sheet (Legends' steps)
	if len(tb.Buttons("The evening's end")) != 0 {
		t.Fatal("a game under way offers its evening's end outside the menu")
	}
	clock = clock.Add(endGap)
	if !p.Do(e.end) {
		t.Fatalf("the game's end was refused: %s", tb.S.LastMessage())
	}
	return p
}

// logThisPlay taps Log this play on the evening's end, counted on c, and
// reads back the link shown and the one in its QR code, which must be the
// same.
func logThisPlay(t *testing.T, tb *uitest.Table, c *uitest.Taps, p *ui.Play) string {
	t.Helper()
	c.In("Log this play")
	c.Tap("Log this play")
	img, link := p.LoggedPlay()
	if img == nil {
		t.Fatal("Log this play showed no QR code")
	}
	tb.See(link)
	if got := decodeQR(t, img.(*canvas.Image).Image); got != link {
		t.Fatalf("the QR code reads %q, the link is %q", got, link)
	}
	tb.Tap("Copy the link")
	if got := tb.FyneApp.Clipboard().Content(); got != link {
		t.Fatalf("Copy put %q on the clipboard, not the link", got)
	}
	tb.Tap("Close")
	return link
}

// decodeQR reads a QR code as a camera would, with the test-only reader
// share/ checks its codes with: by ZXing's search, else as the whole image.
func decodeQR(t *testing.T, img image.Image) string {
	t.Helper()
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	got, err := qrcode.NewQRCodeReader().Decode(bmp, nil)
	if err != nil {
		pure := map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_PURE_BARCODE: true}
		if got, err = qrcode.NewQRCodeReader().Decode(bmp, pure); err != nil {
			t.Fatalf("the QR code does not read: %v", err)
		}
	}
	return got.GetText()
}

// The fields docs/log-a-play.md says Tableside sends, and no others.
var (
	playFields   = []string{"comments", "durationMin", "game", "playDate", "players", "sourceName", "sourcePlayId"}
	gameFields   = []string{"name", "noPoints", "sourceGameId"}
	playerFields = []string{"name", "role", "sourcePlayerId", "winner"}
)

// keys are a JSON object's field names, sorted.
func keys(m map[string]any) []string { return slices.Sorted(maps.Keys(m)) }

// checkLink reads the play back from link and checks it against e: the
// documented fields only, the winners as the game decided them, 20:00 and
// the minutes the log dates.
func checkLink(t *testing.T, e anEvening, link string) map[string]any {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil || u.Scheme+"://"+u.Host+u.Path != playlog.CreatePlay {
		t.Fatalf("link %q (%v)", link, err)
	}
	var play map[string]any
	if err := json.Unmarshal([]byte(u.Query().Get("data")), &play); err != nil {
		t.Fatalf("data of %q: %v", link, err)
	}
	if got := keys(play); !slices.Equal(got, playFields) {
		t.Errorf("fields %v, want %v", got, playFields)
	}
	game := play["game"].(map[string]any)
	if got := keys(game); !slices.Equal(got, gameFields) || !strings.Contains(game["name"].(string), e.name) || game["noPoints"] != true {
		t.Errorf("game %v", game)
	}
	if play["sourceName"] != "Tableside" || play["playDate"] != "2026-11-22 20:00:00" || play["durationMin"] != float64(e.minutes()) {
		t.Errorf("source %v, date %v, %v min; want Tableside, 2026-11-22 20:00:00, %d min from the log", play["sourceName"], play["playDate"], play["durationMin"], e.minutes())
	}
	var names, winners []string
	for _, pl := range play["players"].([]any) {
		pl := pl.(map[string]any)
		if got := keys(pl); !slices.Equal(got, playerFields) && !slices.Equal(got, slices.DeleteFunc(slices.Clone(playerFields), func(f string) bool { return f == "role" })) {
			t.Errorf("player fields %v, want %v (role left out where it is the name)", got, playerFields)
		}
		names = append(names, pl["name"].(string))
		if pl["winner"] == true {
			winners = append(winners, pl["name"].(string))
		}
	}
	if !slices.Equal(names, e.players) || !slices.Equal(winners, e.winners) {
		t.Errorf("players %v, winners %v; want %v, winners %v", names, winners, e.players, e.winners)
	}
	return play
}

// TestLogThisPlayLink (issue 30): for every game, played to its end on
// the store's clock (each side's win where a game has two, a co-operative
// game won and lost), the game over offers the evening's end; Log this play
// shows a link whose JSON holds exactly the documented fields, the
// winners as the game decided them and the minutes the log dates, and a QR
// code that reads to the same link. From the menu, after going back to the
// game, the same play comes again with the same sourcePlayId. At a phone
// and a tablet.
func TestLogThisPlayLink(t *testing.T) {
	for _, size := range []fyne.Size{uitest.Phone, uitest.Tablet} {
		for _, e := range playedEvenings() {
			won := "nobody"
			if len(e.winners) > 0 {
				won = strings.Join(e.winners, ", ")
			}
			t.Run(fmt.Sprintf("%s won by %s at %.0fx%.0f", e.name, won, size.Width, size.Height), func(t *testing.T) {
				tb := newTable(t, size).Table
				p := playEvening(t, tb, e)
				// Reached from the game's end: under what the game tells of
				// it (Legends' last elimination), the game over offers it.
				if tb.Win.Canvas().Overlays().Top() != nil {
					tb.Dismiss()
				}
				// Budgets, counted as a player taps: the play on the screen
				// two taps after the game's end, three from the menu at any
				// time (the menu a choice list's two).
				end := tb.CountTaps()
				end.In("the button under the top bar")
				end.Tap("The evening's end")
				tb.See("Log this play")
				tb.TouchCheck("the evening's end")
				first := checkLink(t, e, logThisPlay(t, tb, end, p))
				end.Report(2)
				// Reached from the menu.
				tb.Tap("Back to the game")
				menu := tb.CountTaps()
				menu.In("the menu")
				menu.TapObject(p.MenuButton())
				menu.Tap("The evening's end")
				tb.See("Log this play")
				again := checkLink(t, e, logThisPlay(t, tb, menu, p))
				menu.Report(3)
				if first["sourcePlayId"] != again["sourcePlayId"] {
					t.Errorf("sent twice, the play changed id: %v then %v", first["sourcePlayId"], again["sourcePlayId"])
				}
			})
		}
	}
}

// TestEveningEndInEveryLook draws the evening's end and Log this play's
// sheet of a game over and of one under way, in both themes, every text
// size and window size: nothing runs past the window, no rule line shows.
func TestEveningEndInEveryLook(t *testing.T) {
	tb := newTable(t, uitest.Phone).Table
	e := playedEvenings()[3] // Minions of Mordak: a chart, four seats
	p := playEvening(t, tb, e)
	tb.LookAt("a game over", p.Redraw)
	tb.LookAt("the evening's end", p.ShowEveningEnd)
	tb.LookAt("log this play", func() { p.ShowEveningEnd(); tb.Tap("Log this play") })
	tb.Tap("Back to the game")
	if _, err := tb.S.Store().Undo(p.Session().ID); err != nil {
		t.Fatal(err)
	}
	p = tb.S.OpenSession(p.Campaign(), p.Session().ID)
	tb.LookAt("the evening's end of a game under way", func() {
		p.ShowEveningEnd()
		tb.See("not over yet")
	})
}

// TestLogThisPlaySameAfterAMove: a campaign exported and imported on
// another device logs the same play: the same sourcePlayId, playDate and
// minutes, so BG Stats updates the play rather than adding another.
func TestLogThisPlaySameAfterAMove(t *testing.T) {
	e := playedEvenings()[0]
	tb := newTable(t, uitest.Phone).Table
	p := playEvening(t, tb, e)
	before, err := p.Evening()
	if err != nil {
		t.Fatal(err)
	}
	var file bytes.Buffer
	if err := tb.S.Store().Export(p.Campaign().ID, &file); err != nil {
		t.Fatal(err)
	}
	other := newTable(t, uitest.Phone).Table
	c, err := other.S.Store().Import(&file)
	if err != nil {
		t.Fatal(err)
	}
	sess, ok, err := other.S.Store().LastSession(c.ID)
	if err != nil || !ok {
		t.Fatalf("no game imported: %v", err)
	}
	after, err := other.S.OpenSession(c, sess.ID).Evening()
	if err != nil {
		t.Fatal(err)
	}
	if after.SourcePlayID != before.SourcePlayID || after.PlayDate != before.PlayDate || after.DurationMin != before.DurationMin {
		t.Fatalf("moved, the play is %+v; before it was %+v", after, before)
	}
}

// TestEveningEndOverTwoEvenings: a game begun on a Sunday at 20:00 and
// played 20 minutes, then taken up on Tuesday with an action and ended 30
// minutes after it, is one play of 50 minutes begun on Sunday: the gap
// does not count, nor the time before Tuesday's first action (opening a
// game is no action, and the log times actions only). The screen says so.
func TestEveningEndOverTwoEvenings(t *testing.T) {
	e := playedEvenings()[0]
	tb := newTable(t, uitest.Phone).Table
	st := tb.S.Store()
	clock := uitest.Clock()
	st.SetClock(func() time.Time { return clock })
	c, err := st.CreateCampaign("Two evenings", e.game)
	if err != nil {
		t.Fatal(err)
	}
	first, _ := e.initial()
	b, _ := json.Marshal(first)
	sess, err := st.StartSession(c.ID, b)
	if err != nil {
		t.Fatal(err)
	}
	clock = clock.Add(20 * time.Minute)
	if _, _, err := st.Do(sess.ID, e.play[0]); err != nil {
		t.Fatal(err)
	}
	clock = clock.Add(46 * time.Hour)
	p := tb.S.OpenSession(c, sess.ID)
	if !p.Do(villains.AdjustPower(0, 1, "a card")) {
		t.Fatal(tb.S.LastMessage())
	}
	clock = clock.Add(30 * time.Minute)
	if !p.Do(e.end) {
		t.Fatal(tb.S.LastMessage())
	}
	play, err := p.Evening()
	if err != nil || play.PlayDate != "2026-11-22 20:00:00" || play.DurationMin != 50 {
		t.Fatalf("play %+v (%v), want Sunday 20:00 and 50 minutes", play, err)
	}
	tb.Tap("The evening's end")
	tb.See("Began Sun 22 Nov at 20:00 · played 50 min over 2 evenings")
}
