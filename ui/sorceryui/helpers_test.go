package sorceryui

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/tracker/sorcery"
	"tableside/ui/kit"
	"tableside/ui/uitest"
)

// table is a test table with this game's screens.
type table struct{ uitest.Game[sorcery.State] }

func newTable(t testing.TB, size fyne.Size) *table {
	return &table{uitest.NewGame(t, size, sorcery.Decode, Screens{})}
}

// fridaySetup is a phone with nothing in the library, on the setup of a
// new campaign "Friday": where the tests that type their cards begin.
func fridaySetup(t testing.TB) *table {
	tb := newTable(t, phone)
	tb.newQuest("Friday")
	return tb
}

// libraryTable is a phone with the test library (library) saved: the
// table most tests start from.
func libraryTable(t testing.TB) *table {
	tb := newTable(t, phone)
	tb.library()
	return tb
}

// save puts a card into the library directly (a factory).
func (tb *table) save(kind, name string, card any) {
	tb.T.Helper()
	tb.SaveCard(sorcery.ID, kind, name, card)
}

func hero(name string, hp int, st sorcery.Style) sorcery.Hero {
	return sorcery.Hero{Name: name, Soulrank: 1, MaxHP: hp, Styles: []sorcery.Style{st}}
}

// The Giant Spider's Scroll as the example reads it (rules 003
// L6563-6604); preferred victim: the least wounded (L6605-6607).
func giantSpider() sorcery.EnemyCard {
	return sorcery.EnemyCard{Name: "Giant Spider", Rank: sorcery.Green, Style: sorcery.Strength, HP: []int{6}, SoulPoints: 2,
		Preferred: sorcery.LeastWounded, Rules: []sorcery.Rule{
			{Min: 0, Max: 0, Sentences: []string{"If the victim is slowed: use Entrap.", "Attack with Bite.", "Move away 1 area."}},
			{Min: 1, Max: 2, Sentences: []string{"Attack with Web.", "If the victim is slowed and alone in its area: move to engage and use Entrap; otherwise attack with Web again."}},
			{Plus: true, Sentences: []string{"Move 1 area toward the closest Hero.", "Attack the closest Hero in sight within 2 areas with Web."}},
		}}
}

// library fills the card library: four Heroes, the Giant Spider in green
// and a Blue Hobgremlin, and four Encounter cards.
func (tb *table) library() {
	for _, h := range []sorcery.Hero{hero("Artemis", 8, sorcery.Dexterity), hero("Jeanne", 9, sorcery.Faith), hero("Thorgren", 10, sorcery.Strength), hero("Xantares", 7, sorcery.Magic)} {
		tb.save(sorcery.HeroKind, h.Name, h)
	}
	tb.save(sorcery.EnemyKind, "Green Giant Spider", giantSpider())
	hob := giantSpider()
	hob.Name, hob.Rank, hob.Preferred = "Hobgremlin", sorcery.Blue, sorcery.MostWounded
	tb.save(sorcery.EnemyKind, "Blue Hobgremlin", hob)
	for _, c := range []sorcery.EncounterCard{
		{Letter: "A", Main: sorcery.Effect{Kind: sorcery.ActivateAll}},
		{Letter: "B", Main: sorcery.Effect{Kind: sorcery.ActivateRank, Rank: sorcery.Blue}},
		{Letter: "C", Main: sorcery.Effect{Kind: sorcery.ActivateX, X: 1}},
		// "Activate No Enemies" (L6275-6284): an Enemy Turn that hurts
		// nobody, whose reshuffle brings the others back.
		{Letter: "D", Main: sorcery.Effect{Kind: sorcery.ActivateX}},
	} {
		tb.save(sorcery.EncounterKind, c.Letter, c)
	}
}

// newQuest makes a campaign and opens its setup.
func (tb *table) newQuest(name string) campaign.Campaign {
	tb.T.Helper()
	c := tb.NewCampaign(name, sorcery.ID)
	tb.S.SetupGame(c)
	return c
}

// exported is campaign c as a file.
func (tb *table) exported(c campaign.Campaign) bytes.Buffer {
	tb.T.Helper()
	var file bytes.Buffer
	if err := tb.S.Store().Export(c.ID, &file); err != nil {
		tb.T.Fatal(err)
	}
	return file
}

// imported imports file, opens it and returns its campaign.
func (tb *table) imported(file bytes.Buffer) campaign.Campaign {
	tb.T.Helper()
	got, err := tb.S.Store().Import(&file)
	if err != nil {
		tb.T.Fatal(err)
	}
	tb.S.OpenCampaign(got)
	return got
}

// wounded fails unless Hero i has want wounds.
func (tb *table) wounded(i, want int) {
	tb.T.Helper()
	if h := tb.State().Heroes[i]; h.Wounds != want {
		tb.T.Fatalf("%s has %d wounds, want %d", h.Name, h.Wounds, want)
	}
}

// tapButton taps one button found among several alike.
func tapButton(t testing.TB, b *widget.Button) {
	t.Helper()
	if b.Disabled() {
		t.Fatalf("button %q is disabled", b.Text)
	}
	test.Tap(b)
}

// enterHero opens the Hero editor from the Quest's setup and types the
// card's name.
func (tb *table) enterHero(name string) {
	tb.T.Helper()
	tb.Tap("Enter this Hero")
	tb.TypeIn("Hero's name", name)
}

// startWith seats first and second on the Quest's setup and starts it.
func (tb *table) startWith(first, second string) {
	tb.T.Helper()
	tb.pickSeat(0, first)
	tb.pickSeat(1, second)
	tb.Tap("Start the Quest")
}

// giveItem gives the Hero whose board is open the library's item named
// item, where it goes (Equipped, Carried, ...) when the app asks.
func (tb *table) giveItem(item string, where ...string) {
	tb.T.Helper()
	tb.Tap("Give an item")
	tb.Tap(item)
	for _, w := range where {
		tb.Tap(w)
	}
}

// howFar answers the Enemy Turn's "How far is each Hero": in Hero i's
// row, the button worded areas[i] ("0" to "5", or "Not in sight").
func (tb *table) howFar(areas ...string) {
	tb.T.Helper()
	for i, a := range areas {
		tapButton(tb.T, tb.Buttons(a)[i])
	}
}

// byPath answers the Enemy Turn's "By path, how far": in Hero i's path
// row, under the rows of sight, the button worded areas[i].
func (tb *table) byPath(areas ...string) {
	tb.T.Helper()
	for i, a := range areas {
		tapButton(tb.T, tb.Buttons(a)[len(areas)+i])
	}
}

// checkEnemy ticks an Enemy card on the setup screen.
func (tb *table) checkEnemy(label string) {
	tb.T.Helper()
	for _, o := range test.LaidOutObjects(tb.Win.Content()) {
		if c, ok := o.(*kit.TallCheck); ok && c.TouchLabel() == "check box "+label {
			c.SetChecked(true)
			return
		}
	}
	tb.T.Fatalf("no check box %q", label)
}

// enterEnemy opens the Enemy editor from the Quest's setup and types the
// card's name, its rank and style (button words) and its HP for one Hero.
func (tb *table) enterEnemy(name, rank, style, hp string) {
	tb.T.Helper()
	tb.Tap("Enter an Enemy")
	tb.typeEnemy(name, rank, style, hp)
}

// typeEnemy types an Enemy card's basics into the Enemy editor open on
// screen, however it was opened (the setup, a spawn, Place an Enemy).
func (tb *table) typeEnemy(name, rank, style, hp string) {
	tb.T.Helper()
	tb.TypeIn("Enemy's name", name)
	tb.Tap(rank)
	tb.Tap(style)
	tb.Tap(hp)
}

// pickSeat picks a Hero for a seat as a player does: the seat's row, then
// the Hero's row in the list it opens.
func (tb *table) pickSeat(seat int, name string) {
	tb.T.Helper()
	tb.Tap(fmt.Sprintf("%d. ", seat+1))
	tb.Choose(name)
	if got := tb.seated(seat); got != name {
		tb.T.Fatalf("seat %d shows %q after picking %q", seat+1, got, name)
	}
}

// seated is the Hero a seat's row shows, "" for none.
func (tb *table) seated(seat int) string {
	tb.T.Helper()
	words := strings.TrimPrefix(tb.Button(fmt.Sprintf("%d. ", seat+1)).Text, fmt.Sprintf("%d. ", seat+1))
	if words == "Choose a Hero" {
		return ""
	}
	return words
}

// answerInView fails unless the question's first answer (the button whose
// words start with prefix) lies wholly in view: a player sees it without
// scrolling (issue 24).
func (tb *table) answerInView(where, prefix string) {
	tb.T.Helper()
	b := tb.Button(prefix)
	if why := tb.Unseen(b); why != "" {
		tb.T.Errorf("%s: %q %s", where, b.Text, why)
	}
}

// The window sizes most tests here open at (uitest's).
var (
	phone  = uitest.Phone
	tablet = uitest.Tablet
)
