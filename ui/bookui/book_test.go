package bookui_test

import (
	"bytes"
	"errors"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"tableside/decks"
	"tableside/tracker/valor"
	"tableside/tracker/valor/book"
	"tableside/ui/bookui/booktest"
	"tableside/ui/uitest"
)

// TestBookEventPacketsByTapping enters an Act's Events, then draws, flips,
// stashes, marks, archives with icons and reads the Hero Stash at a Level
// Up Step, every step a tap (000 L187-194, L469-481, L518).
func TestBookEventPacketsByTapping(t *testing.T) {
	tb := newTable(t, uitest.Phone)
	booktest.StartValor(tb)
	booktest.Open(tb)
	tb.See("Thursday · Act 1 of 8")
	if st := booktest.State(tb); !slices.Equal(st.Members, []string{"Ana", "Bo"}) || st.Act != 1 {
		t.Fatalf("000 L1081: the players at the table are the party: %q act %d", st.Members, st.Act)
	}

	// Only the titles are typed.
	booktest.Enter(tb, "Arrival", "TOP", 1, false)
	booktest.Enter(tb, "Lost Goblin", "I", 1, false)
	if f := tb.Buttons("I"); len(f) == 0 {
		t.Fatal("no tier buttons")
	}
	booktest.Enter(tb, "Flooded Hall", "I", 1, false)
	booktest.Enter(tb, "Siren", "II", 2, false)
	booktest.Enter(tb, "Deep Gate", "BOT", 1, false)
	booktest.Enter(tb, "Homecoming", "BOT", 1, true)
	tb.See("1. TOP: Arrival")
	tb.See("2. I, shuffle these 2: Flooded Hall, Lost Goblin")
	tb.See("4. BOT: Deep Gate")
	tb.See("Set aside, not in the deck: Homecoming (A)")
	tb.See("Left in the deck: TOP 1 · I 2 · II 1 · III 0 · BOT 1 (5 in all)")

	// A mistake comes out again.
	booktest.Enter(tb, "Typo", "III", 1, false)
	tb.Tap("Take out a packet entered by mistake")
	tb.Tap("Typo")
	if slices.ContainsFunc(booktest.State(tb).Events, func(e book.Event) bool { return e.Title == "Typo" }) {
		t.Fatal("the packet entered by mistake is still in the book")
	}

	// The session's Heroes come ticked from tonight's game.
	booktest.StartSession(tb, "Into the Labyrinth")
	if o, _ := booktest.State(tb).Playing(); !slices.Equal(o.Heroes, []string{"Rowan", "Bjorn"}) || o.Date != "2026-11-22" {
		t.Fatalf("the session's Heroes and date: %+v", o)
	}

	// Draw the top packet (000 L473), flip it to B and stash it (000 L475).
	tb.Tap("Events")
	if len(tb.Buttons("Drew ")) != 1 {
		t.Fatal("000 L192: only the TOP packet can be on top")
	}
	tb.Tap("Drew Arrival")
	tb.See("Drawn: Arrival, side A up")
	booktest.TapExact(tb, "B", 0)
	tb.See("Drawn: Arrival, side B up")
	tb.Tap("To the Hero Stash")
	if e := booktest.Packet(tb, "Arrival"); e.Place != decks.PlaceStash || e.Side != "B" {
		t.Fatalf("000 L475 Flip to B - Put in Stash: %+v", e.Packet)
	}
	// Tier I was shuffled: either may be on top.
	tb.See("These 2 were shuffled together")
	tb.Tap("Drew Lost Goblin")
	tb.Tap("Mark a Hero")
	tb.Tap("Marker 2")
	tb.Tap("Bjorn")
	if e := booktest.Packet(tb, "Lost Goblin"); e.Place != decks.PlaceMarked || e.Marker != 2 || e.Hero != "Bjorn" {
		t.Fatalf("000 L477 Mark Hero as 2: %+v", e.Packet)
	}
	tb.See("Lost Goblin (A): Bjorn holds marker 2")
	tb.Tap("Drew Flooded Hall")
	tb.Tap("Archive")
	tb.Keys("1")
	tb.Keys("0")
	if e := booktest.Packet(tb, "Flooded Hall"); e.Place != decks.PlaceArchive || len(e.Faces) != 1 || e.Faces[0].Plus != 1 {
		t.Fatalf("000 L481, L1163: archived with its icons: %+v %+v", e.Packet, e.Faces)
	}

	// The Level Up Step reads the Hero Stash (000 L479, L518).
	tb.Tap("Level Up Step: read the Hero Stash")
	tb.Tap("Read Arrival (B)")
	tb.See("Read Arrival (side B up)")
	tb.TypeIn("The choice made, if it offered one", "Share the fire")
	booktest.TapExact(tb, "Event Archive", 0)
	test.Tap(booktest.NumberKey(tb, "-1 icons", 0, 1))
	tb.Tap("Save")
	e := booktest.Packet(tb, "Arrival")
	if e.Place != decks.PlaceArchive || e.Side != "B" || !slices.Equal(e.Choices, []string{"Share the fire"}) || e.Faces[0].Minus != 1 || e.ToRead {
		t.Fatalf("000 L479-481: read, chosen and archived on side B: %+v %+v %q", e.Packet, e.Faces, e.Choices)
	}
	tb.See("Event Archive (2) · score +0")

	// Bjorn's marker comes due; the packet goes back on top.
	test.Tap(tb.Buttons("Draw it")[0])
	tb.See("Drawn: Lost Goblin, side A up")
	tb.Tap("Put back")
	tb.Tap("On top of the deck")
	if next := booktest.State(tb).NextDraw(); len(next) != 1 || next[0].Title != "Lost Goblin" {
		t.Fatalf("put back on top: next %+v", next)
	}
	tb.Tap("Drew Lost Goblin")
	// A choice and a side on one screen, as the card says.
	tb.Tap("Choice made")
	tb.TypeIn("The choice made, if it offered one", "Run")
	booktest.TapExact(tb, "Hero Stash", 0)
	tb.Tap("Save")
	if e := booktest.Packet(tb, "Lost Goblin"); e.Place != decks.PlaceStash || !slices.Equal(e.Choices, []string{"Run"}) {
		t.Fatalf("the drawn packet's choice and place: %+v %q", e.Packet, e.Choices)
	}
	// Read again at the next Level Up: the earlier choice is one tap.
	tb.Tap("Level Up Step")
	tb.Tap("Read Lost Goblin (A)")
	tb.Tap("As before: Run")
	booktest.TapExact(tb, "B", 0)
	tb.Tap("Save")
	if e := booktest.Packet(tb, "Lost Goblin"); e.Place != decks.PlaceStash || e.Side != "B" || len(e.Choices) != 2 || e.ToRead {
		t.Fatalf("read and flipped, kept in the Stash: %+v %q", e.Packet, e.Choices)
	}
	tb.See("Lost Goblin (B) · chose Run")

	// The Special Event set aside is drawn when called for.
	test.Tap(tb.Buttons("Draw it")[0])
	tb.See("Drawn: Homecoming, side A up")
	tb.Tap("Set aside")
	if e := booktest.Packet(tb, "Homecoming"); e.Place != decks.PlaceAside || !e.Seen {
		t.Fatalf("set aside again, seen: %+v", e)
	}
	tb.Shot("phone-book-events-play")
}

// TestBookSessionsAcrossRestartExportImport plays two sessions of Act 1,
// ends the Act with the Hoard chart, buys an upgrade and plays a session of
// Act 2, across restarts of the store; the campaign then exports and
// imports to the same book.
func TestBookSessionsAcrossRestartExportImport(t *testing.T) {
	tb := newTable(t, uitest.Phone)
	c := booktest.StartValor(tb)
	booktest.Open(tb)
	booktest.Enter(tb, "Arrival", "TOP", 1, false)
	booktest.Enter(tb, "Lost Goblin", "I", 1, false)

	// The Hoard card's chart, once, by pads (000 L1118).
	tb.Tap("Hoard & Camp")
	tb.Tap("Enter the Hoard chart")
	booktest.SetCounter(tb, "Bounty at least", 0, "5")
	booktest.SetCounter(tb, "Supplies it gives", 0, "1")
	tb.Tap("Add a column")
	booktest.SetCounter(tb, "Bounty at least", 1, "10")
	tb.Tap("Add a column")
	booktest.SetCounter(tb, "Bounty at least", 2, "20")
	booktest.SetCounter(tb, "Supplies it gives", 2, "4")
	tb.Tap("Save the chart")
	want := []book.HoardColumn{{Bounty: 5, Supplies: 1}, {Bounty: 10, Supplies: 2}, {Bounty: 20, Supplies: 4}}
	if got := booktest.State(tb).Chart; !slices.Equal(got, want) {
		t.Fatalf("000 L1118: the chart %+v", got)
	}
	tb.See("5+ Bounty: 1 Supply · 10+ Bounty: 2 Supplies · 20+ Bounty: 4 Supplies")

	// Session 1.
	booktest.StartSession(tb, "Into the Labyrinth")
	tb.Tap("Events")
	tb.Tap("Drew Arrival")
	tb.Tap("To the Hero Stash")
	booktest.EndSession(tb, "Won", "6", "12")
	st := booktest.State(tb)
	if st.Hoard != 12 || booktest.Packet(tb, "Arrival").Place != decks.PlaceArchive {
		t.Fatalf("000 L1116, L1145: Hoard %d, Arrival %s", st.Hoard, booktest.Packet(tb, "Arrival").Place)
	}
	tb.See("Act 1 · Sun 22 Nov 2026 · 1 won, 0 lost")
	tb.See("1. Sun 22 Nov 2026 · Into the Labyrinth · Won\nRowan (Ana), Bjorn (Bo)\n6 XP, all Heroes together · 12 Bounty")

	// Closing the app loses nothing: the book opens again from the game.
	tb.Restart()
	tb.Tap("Continue")
	booktest.Open(tb)
	tb.Tap("Sessions")
	tb.See("Sessions played (1)")
	tb.TypeIn("Mission", "Waterworks")
	tb.Tap("Start session 2")
	booktest.EndSession(tb, "Lost", "3", "2")
	tb.See("Waterworks · Lost\nRowan (Ana), Bjorn (Bo)\n3 XP, all Heroes together · 2 Bounty")
	// A Mission not won is offered again, not typed twice.
	tb.See("Again: Waterworks")

	// The Act ends: Hoard 14 is in the 10+ column (000 L1118).
	tb.Tap("Hoard & Camp")
	tb.See("With the Hoard as it is (14 Bounty): 2 Supplies (the 10+ column)")
	tb.Tap("End Act 1")
	tb.Keys("0")
	tb.See("Hero Hoard 14 + 0 = 14 Bounty.")
	tb.See("The 10+ column gives 2 Supplies")
	booktest.TapExact(tb, "End Act 1", 0)
	st = booktest.State(tb)
	if st.Act != 2 || st.Supplies != 2 || st.Hoard != 0 || len(st.Acts) != 1 || booktest.Packet(tb, "Lost Goblin").Place != decks.PlaceBox {
		t.Fatalf("000 L1118, L1149: act %d supplies %d hoard %d acts %+v", st.Act, st.Supplies, st.Hoard, st.Acts)
	}
	tb.See("Act 1: Hoard 14 Bounty, gave 2 Supplies")
	// The campaign's page: the Act, its days, won and lost, what its end
	// gave, and who played which Hero (issue 27).
	tb.Tap("Sessions")
	tb.See("Act 1 · Sun 22 Nov 2026 · 1 won, 1 lost")
	tb.See("Ended: Hoard 14 Bounty, gave 2 Supplies")
	tb.See("Rowan (Ana), Bjorn (Bo)")
	tb.Tap("Hoard & Camp")

	// A Base Camp upgrade, between Acts (000 L1122-1130).
	tb.Tap("Buy an upgrade")
	tb.TypeIn("Upgrade's name", "Fortified Camp")
	booktest.SetCounter(tb, "Supply cost", 0, "2")
	tb.TypeIn("What to do as each game is set up", "Use the Fortified Camp tile")
	tb.Tap("Buy it")
	if st := booktest.State(tb); st.Supplies != 0 || len(st.Upgrades) != 1 {
		t.Fatalf("the upgrade paid in Supplies: %+v", st)
	}
	tb.See("Fortified Camp: Use the Fortified Camp tile")

	tb.Restart()
	tb.Tap("Continue")
	booktest.Open(tb)
	tb.See("Thursday · Act 2 of 8")
	tb.Tap("Events")
	booktest.Enter(tb, "Deep Gate", "BOT", 1, false)
	// A Hero new to the book is typed once, and ticked.
	tb.Tap("Sessions")
	tb.TypeIn("Mission", "The Deep")
	tb.TypeIn("Another Hero's name", "Gwen")
	tb.Tap("Add")
	tb.Tap("Start session 3")
	if o, _ := booktest.State(tb).Playing(); !slices.Equal(o.Heroes, []string{"Rowan", "Bjorn", "Gwen"}) {
		t.Fatalf("the Heroes of session 3: %q", o.Heroes)
	}
	tb.See("Fortified Camp: Use the Fortified Camp tile")
	tb.Tap("Events")
	tb.Tap("Drew Deep Gate")
	tb.Tap("Archive")
	tb.Keys("0")
	tb.Keys("1")
	tb.See("The deck's last Event has been drawn")
	booktest.EndSession(tb, "Won", "5", "4")
	st = booktest.State(tb)
	if len(st.Sessions) != 3 || st.Sessions[2].Act != 2 || !st.Sessions[2].FinalEvent || st.Hoard != 4 {
		t.Fatalf("session 3 of Act 2: %+v hoard %d", st.Sessions, st.Hoard)
	}

	// Export and import: the same book, undo log and all.
	orig := tb.S.Current().Session()
	var buf bytes.Buffer
	if err := tb.S.Store().Export(c.ID, &buf); err != nil {
		t.Fatal(err)
	}
	c2, err := tb.S.Store().Import(&buf)
	if err != nil {
		t.Fatal(err)
	}
	dup, err := tb.S.Store().Book(c2.ID, book.Game{}.ID(), func() ([]byte, error) { return nil, errors.New("the imported campaign has no book") })
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(dup.State, orig.State) || dup.Cursor != orig.Cursor || dup.Len != orig.Len {
		t.Fatalf("imported book differs:\n%s\n%s", dup.State, orig.State)
	}
	b1, _ := tb.S.Store().History(orig.ID, 0)
	b2, _ := tb.S.Store().History(dup.ID, 0)
	if len(b1) != len(b2) || b1[0].Words != b2[0].Words {
		t.Fatalf("imported history: %d entries, want %d", len(b2), len(b1))
	}
}

// TestBookSearchFindsCard021: "is card 021 unlocked?" takes one look
// (000 L1085-1108, L1060-1066).
func TestBookSearchFindsCard021(t *testing.T) {
	tb := newTable(t, uitest.Phone)
	booktest.StartValor(tb)
	booktest.Open(tb)
	tb.Tap("Unlocked")
	tb.Tap("Discover a card")
	tb.Keys("21")
	tb.Tap("Mini Sideboard")
	tb.See("Type the name printed on the card")
	tb.Dismiss()
	tb.TypeIn("The card's name", "Ghost Walk!")
	tb.Tap("Mini Sideboard")
	tb.Tap("Unlock an envelope")
	tb.TypeIn("Its icon, as you call it", "Skull")
	tb.Tap("Unlock")
	tb.Tap("Unlock a Talent card")
	tb.Tap("Rowan")
	tb.TypeIn("The Talent card's name", "Wild Heart")
	tb.Tap("Unlock")
	st := booktest.State(tb)
	if len(st.Cards) != 1 || st.Cards[0].Number != 21 || st.Cards[0].Board != book.BoardMini || len(st.Envelopes) != 1 || len(st.TalentsOf("rowan")) != 1 {
		t.Fatalf("unlocked: %+v %+v %+v", st.Cards, st.Envelopes, st.Talents)
	}
	tb.See("Rowan: Wild Heart")

	search := tb.Entries("Search: a card number or a name")[0]
	uitest.TypeInto(search, "021")
	tb.See("Card 021: unlocked, Ghost Walk! (Mini Sideboard)")
	tb.See("021 Ghost Walk! (Mini Sideboard) · Act 1")
	uitest.TypeInto(search, "22")
	tb.See("Card 022: not unlocked")
	uitest.TypeInto(search, "skull")
	tb.See("Envelope Skull · Act 1")
	tb.Shot("phone-book-search")
}

// TestBookJudgmentInAct5: from Act 5 the Order faces Judgment once an Act,
// scored on the Archive's exposed sides; a packet without icons is
// entered first (000 L1157-1173).
func TestBookJudgmentInAct5(t *testing.T) {
	tb := newTable(t, uitest.Phone)
	booktest.StartValor(tb)
	booktest.Open(tb)
	p := tb.S.Current()
	for _, cmd := range []struct {
		name string
		ok   bool
	}{
		{"chart", p.Do(book.HoardChart(book.HoardColumn{Bounty: 5, Supplies: 1}))},
		{"events", p.Do(book.AddEvents(book.NewEvent{Title: "Arrival", Tier: decks.TierTop, Cards: 1}, book.NewEvent{Title: "Ambush", Tier: decks.TierI, Cards: 1}))},
		{"session", p.Do(book.StartSession("2026-11-22", "Into the Labyrinth", "Rowan"))},
	} {
		if !cmd.ok {
			t.Fatalf("%s: %s", cmd.name, tb.S.LastMessage())
		}
	}
	arrival, ambush := booktest.Packet(tb, "Arrival").ID, booktest.Packet(tb, "Ambush").ID
	p.Do(book.Draw(arrival))
	p.Do(book.Archive(arrival, "B", 1, 0))
	p.Do(book.Draw(ambush))
	p.Do(book.SetAside(ambush, ""))
	p.Do(book.EndSession(book.ResultWon, 3, 6))
	tb.Tap("Judgment")
	tb.See("Judgment comes from Act 5 on; this is Act 1.")
	for act := 1; act < 5; act++ {
		if !p.Do(book.EndAct(0)) {
			t.Fatal(tb.S.LastMessage())
		}
	}
	tb.See("Thursday · Act 5 of 8")
	tb.See("Judgment is due in Act 5.")
	tb.See("Icons still to enter (1)")
	tb.See("Ambush (A) · Act 1 · icons not entered")
	if !tb.Button("Face Judgment").Disabled() {
		t.Fatal("000 L1161: Judgment faced with a packet's icons missing")
	}
	tb.Shot("phone-book-judgment-due")
	tb.Tap("Icons")
	tb.Keys("0")
	tb.Keys("2")
	tb.See("Score now: -1 from 2 archived packets: Dastardly Villains")
	tb.Shot("phone-book-judgment-ready")
	tb.Tap("Face Judgment: -1, Dastardly Villains")
	st := booktest.State(tb)
	if j, ok := st.Decree(); !ok || j.Score != -1 || j.Decree != book.DecreeDastardly {
		t.Fatalf("000 L1168: %+v", st.Judgments)
	}
	tb.See("Act 5: decreed Dastardly Villains (score -1)")
	if len(tb.Buttons("Face Judgment")) != 0 {
		t.Fatal("000 L1171: once an Act")
	}
}

// TestBookResetAsksTwiceAndUndoes: a reset asks, then asks for the party's
// name; undo brings the whole book back (000 L1151).
func TestBookResetAsksTwiceAndUndoes(t *testing.T) {
	tb := newTable(t, uitest.Phone)
	booktest.StartValor(tb)
	booktest.Open(tb)
	booktest.Enter(tb, "Arrival", "TOP", 1, false)
	tb.S.Current().Do(book.Discover(21, "Ghost Walk!", book.BoardMini))
	before := append([]byte(nil), tb.S.Current().Session().State...)

	tb.Tap("Reset")
	tb.Tap("Reset the whole campaign")
	tb.See("Reset the whole campaign?")
	tb.Tap("Cancel")
	if !bytes.Equal(tb.S.Current().Session().State, before) {
		t.Fatal("a cancelled reset changed the book")
	}
	tb.Tap("Reset the whole campaign")
	tb.Tap("Go on")
	tb.See("Type Thursday to reset")
	tb.TypeIn("The party's name", "Wednesday")
	tb.Tap("Reset")
	tb.See("type the party's name, Thursday; nothing was changed")
	tb.Dismiss()
	if !bytes.Equal(tb.S.Current().Session().State, before) {
		t.Fatal("a reset with the wrong name changed the book")
	}
	tb.Tap("Reset the whole campaign")
	tb.Tap("Go on")
	tb.TypeIn("The party's name", "Thursday")
	tb.Tap("Reset")
	if st := booktest.State(tb); st.Party != "" || len(st.Events) != 0 || len(st.Cards) != 0 {
		t.Fatalf("000 L1151: the book is empty again: %+v", st)
	}
	tb.See("A party with no name yet · Act 1 of 8")
	tb.See("Undo takes back: Thursday is reset")
	tb.Tap("Undo")
	if !bytes.Equal(tb.S.Current().Session().State, before) {
		t.Fatalf("undo did not bring the book back:\n%s\n%s", tb.S.Current().Session().State, before)
	}
	tb.See("Thursday · Act 1 of 8")
}

// TestBookCampaignOfItsOwnIsRefused: the book is kept beside a Valor
// campaign; picked as a campaign's own game it says where to find it.
func TestBookCampaignOfItsOwnIsRefused(t *testing.T) {
	tb := newTable(t, uitest.Phone)
	c, err := tb.S.Store().CreateCampaign("Book only", book.Game{}.ID())
	if err != nil {
		t.Fatal(err)
	}
	tb.S.SetupGame(c)
	if !strings.Contains(tb.S.LastMessage(), "tap Campaign book") {
		t.Fatalf("said %q", tb.S.LastMessage())
	}
}

// TestBookScreensRender draws the book's pages at phone and tablet size
// (PNGs in $TABLESIDE_SCREENS); shot fails if one needs more than the
// window's width, and every tap target is at least touch height.
func TestBookScreensRender(t *testing.T) {
	for _, sz := range uitest.PhoneAndTablet() {
		t.Run(sz.Name, func(t *testing.T) {
			tb := newTable(t, sz.Size)
			booktest.StartValor(tb)
			booktest.Open(tb)
			shot := func(name string) {
				tb.T.Helper()
				// Wrapped words know their height once they have their
				// width: lay out once more, as the next frame would.
				tb.Win.Content().Refresh()
				tb.Shot(sz.Name + "-book-" + name)
				booktest.Touch(tb, name)
			}
			shot("events-empty")
			p := tb.S.Current()
			p.Do(book.HoardChart(book.HoardColumn{Bounty: 5, Supplies: 1}, book.HoardColumn{Bounty: 10, Supplies: 2}, book.HoardColumn{Bounty: 20, Supplies: 4}))
			p.Do(book.AddEvents(
				book.NewEvent{Title: "Arrival", Tier: decks.TierTop, Cards: 1},
				book.NewEvent{Title: "Lost Goblin", Tier: decks.TierI, Cards: 1},
				book.NewEvent{Title: "Flooded Hall", Tier: decks.TierI, Cards: 1},
				book.NewEvent{Title: "The Siren of the Drowned Crypt Who Sings", Tier: decks.TierII, Cards: 3},
				book.NewEvent{Title: "Bats", Tier: decks.TierIII, Cards: 1},
				book.NewEvent{Title: "Deep Gate", Tier: decks.TierBottom, Cards: 1},
				book.NewEvent{Title: "Homecoming", Tier: decks.TierBottom, Cards: 1, Special: true}))
			p.Do(book.AddToPool(book.NewEvent{Title: "Wandering Merchant", Tier: decks.TierI, Cards: 1}, book.NewEvent{Title: "Cave-in", Tier: decks.TierII, Cards: 2}))
			p.Do(book.Discover(21, "Ghost Walk!", book.BoardMini))
			p.Do(book.UnlockTalent("Rowan", "Wild Heart"))
			p.Do(book.BuyUpgrade(book.BuyUpgradeCmd{Name: "Watchtower", Cost: 0, Benefit: "See further", Reminder: "Reveal one more tile at setup"}))
			booktest.TapExact(tb, "Events", 0)
			shot("events-entry")
			p.Do(book.StartSession("2026-11-22", "Into the Labyrinth", "Rowan", "Bjorn"))
			shot("events-deck")
			tb.Tap("Drew Arrival")
			booktest.TapExact(tb, "B", 0)
			shot("events-drawn")
			tb.Tap("To the Hero Stash")
			tb.Tap("Drew Lost Goblin")
			tb.Tap("Mark a Hero")
			tb.Tap("Marker 2")
			tb.Tap("Bjorn")
			tb.Tap("Drew Flooded Hall")
			tb.Tap("Archive")
			tb.Keys("1")
			tb.Keys("0")
			tb.Tap("Level Up Step")
			shot("events-stash")
			tb.Tap("Read Arrival")
			booktest.TapExact(tb, "Mark a Hero", 0)
			shot("events-read")
			tb.Tap("Back to the book")
			tb.Tap("Drew The Siren")
			shot("events-drawn-long")
			tb.Tap("Set aside")
			tb.Tap("Quest Pool")
			shot("pool")
			tb.Tap("Sessions")
			shot("sessions-open")
			booktest.EndSession(tb, "Won", "6", "12")
			shot("sessions")
			tb.Tap("Hoard & Camp")
			shot("hoard")
			tb.Tap("Correct the chart")
			shot("chart")
			tb.Tap("Back to the book")
			tb.Tap("Unlocked")
			shot("unlocked")
			tb.Tap("Judgment")
			shot("judgment")
			tb.Tap("Reset")
			shot("reset")
			tb.Tap("Reset the whole campaign")
			tb.Shot(sz.Name + "-book-reset-ask1")
			tb.Tap("Go on")
			tb.Shot(sz.Name + "-book-reset-ask2")
			tb.Tap("Cancel")
			tb.Tap("Hoard & Camp")
			tb.Tap("End Act 1")
			tb.Keys("3")
			tb.Shot(sz.Name + "-book-end-act")
			tb.Tap("Cancel")
		})
	}
}

// TestBookQuestDrawsFromThePool: a Quest draws random Events from the
// Quest Pool the players keep, and they go back when it ends (000 L194,
// L946).
func TestBookQuestDrawsFromThePool(t *testing.T) {
	tb := newTable(t, uitest.Phone)
	booktest.StartValor(tb)
	booktest.Open(tb)
	tb.Tap("Quest Pool")
	for _, title := range []string{"Merchant", "Cave-in", "Ghosts"} {
		tb.TypeIn("Event title", title)
		booktest.TapExact(tb, "I", 0)
		tb.Tap("Add it to the Quest Pool")
	}
	tb.See("Quest Pool (3 packets)")
	tb.Tap("Sessions")
	tb.TypeIn("Mission", "A Quest")
	booktest.TapCheck(tb, "A Quest (Quest mode): Events come from the Quest Pool", 0)
	tb.Tap("Start session 1")
	if o, _ := booktest.State(tb).Playing(); !o.Quest {
		t.Fatal("the session is not a Quest")
	}
	tb.Tap("Events")
	tb.See("The Quest's Event deck")
	tb.Tap("Draw the Quest's Events from the pool")
	tb.Keys("2")
	tb.Tap("Tier I")
	if st := booktest.State(tb); st.EventsLeft() != 2 || len(st.InPlace(decks.PlacePool)) != 1 {
		t.Fatalf("000 L194: 2 random Events into the deck: left %d pool %d", st.EventsLeft(), len(st.InPlace(decks.PlacePool)))
	}
	tb.See("1. I, shuffle these 2:")
	test.Tap(tb.Buttons("Drew ")[0])
	tb.Tap("To the Hero Stash")
	tb.Shot("phone-book-quest")
	booktest.EndSession(tb, "Won", "4", "3")
	if st := booktest.State(tb); len(st.InPlace(decks.PlacePool)) != 3 || st.Hoard != 0 {
		t.Fatalf("the Quest's packets are back in the pool, the Hoard untouched: pool %d hoard %d", len(st.InPlace(decks.PlacePool)), st.Hoard)
	}
}

// TestBookLastEventBeginsTheFinalBattle: drawing the deck's last Event
// leads back to the evening and its Final Battle checklist (000 L766).
func TestBookLastEventBeginsTheFinalBattle(t *testing.T) {
	tb := newTable(t, uitest.Phone)
	booktest.StartValor(tb)
	finishChecklist(tb)
	booktest.Open(tb)
	tb.Tap("Events")
	booktest.Enter(tb, "Last Stand", "BOT", 1, false)
	tb.Tap("Sessions")
	tb.TypeIn("Mission", "The Deep")
	tb.Tap("Start session 1")
	tb.Tap("Events")
	tb.Tap("Drew Last Stand")
	tb.Tap("Back to the game: begin the Final Battle")
	st := booktest.ValorState(tb)
	if !st.Final || st.Pending != valor.PendingFinal {
		t.Fatalf("000 L766: the Final Battle begins: final %v pending %q (%s)", st.Final, st.Pending, tb.S.LastMessage())
	}
	tb.See("Set up the Final Battle as your Mission says.")
}
