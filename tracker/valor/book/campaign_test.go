package book

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"tableside/decks"
	"tableside/tracker"
	"tableside/tracker/trackertest"
)

// 000 L1118: the Hoard's total turns into Supplies with the column of the
// highest Bounty met or exceeded.
func TestHoardChartL1118(t *testing.T) {
	tests := []struct {
		hoard, supplies, column int
	}{
		{0, 0, -1},
		{4, 0, -1},
		{5, 1, 0},  // met exactly
		{9, 1, 0},  // exceeded, the next not met
		{10, 2, 1}, // met exactly
		{29, 4, 2},
		{30, 6, 3},
		{500, 6, 3}, // beyond the last column
	}
	for _, tt := range tests {
		sup, col := SuppliesFor(chart, tt.hoard)
		if sup != tt.supplies || col != tt.column {
			t.Errorf("Hoard %d: %d Supplies (column %d), want %d (column %d)", tt.hoard, sup, col, tt.supplies, tt.column)
		}
	}
	if sup, col := SuppliesFor(nil, 50); sup != 0 || col != -1 {
		t.Errorf("no chart: %d %d", sup, col)
	}
	s, words := applyWords(t, newBook(t), HoardChart(chart...))
	if words != "Hero Hoard chart: Bounty 5+ -> 1, 10+ -> 2, 20+ -> 4, 30+ -> 6 Supplies" || !reflect.DeepEqual(s.Chart, chart) {
		t.Errorf("%q %v", words, s.Chart)
	}
	if _, words = applyWords(t, s, HoardChart(chart[:2]...)); !strings.HasPrefix(words, "Hero Hoard chart corrected") {
		t.Errorf("%q", words)
	}
	refused(t, s, HoardChart(HoardColumn{Bounty: 10, Supplies: 2}, HoardColumn{Bounty: 5, Supplies: 1}), "from the lowest Bounty up: 5 comes after 10")
	refused(t, s, HoardChart(), "Enter the chart's columns")
	refused(t, s, HoardChart(HoardColumn{Bounty: -1}), "type 0 to")
}

// 000 L1116-1118: each session's Bounty joins the Hero Hoard; at the Act's
// end the equipped Treasures and the Loot Stash join it too, and the total
// turns into Supplies; the next Act begins.
func TestEndActL1118(t *testing.T) {
	s := newBook(t)
	refused(t, s, EndAct(3), "Enter the Hero Hoard card's chart first")
	s = applyAll(t, s, HoardChart(chart...), StartSession("d", "m", "Rowan"))
	refused(t, s, EndAct(3), "Session 1 (m) is still being played; end it before the Act ends.")
	s, words := applyWords(t, s, EndSession(ResultWon, 4, 12))
	if s.Hoard != 12 || !strings.Contains(words, "Hero Hoard 0 -> 12 Bounty") {
		t.Errorf("hoard %d, %q", s.Hoard, words)
	}
	if total, sup, col := s.EndActPreview(9); total != 21 || sup != 4 || col != 2 {
		t.Errorf("preview %d %d %d", total, sup, col)
	}
	s, words = applyWords(t, s, EndAct(9))
	if want := "Act 1 ends: Hero Hoard 12 + 9 = 21 Bounty -> 4 Supplies (the 20+ column); Supplies 0 -> 4; Act 2 begins"; words != want {
		t.Errorf("words %q\nwant  %q", words, want)
	}
	if s.Act != 2 || s.Hoard != 0 || s.Supplies != 4 || !reflect.DeepEqual(s.Acts, []ActRecord{{Act: 1, Bounty: 21, Supplies: 4}}) {
		t.Errorf("act %d hoard %d supplies %d acts %v", s.Act, s.Hoard, s.Supplies, s.Acts)
	}
	s, words = applyWords(t, s, EndAct(2))
	if !strings.Contains(words, "below every column of the chart: no Supplies") || s.Supplies != 4 {
		t.Errorf("%q", words)
	}
	// Act 8 ends the campaign (000 L1149).
	s = toAct(t, 8)
	s, words = applyWords(t, s, EndAct(0))
	if !s.Complete || s.Act != Acts || !strings.Contains(words, "the campaign is complete") {
		t.Errorf("complete %v act %d %q", s.Complete, s.Act, words)
	}
	refused(t, s, EndAct(0), "The campaign is complete")
	refused(t, s, StartSession("d", "m", "Rowan"), "Play Quests, or reset the campaign")
	mustApply(t, s, StartQuest("d", "m", "Rowan"))
}

// 000 L1122-1130: upgrades are bought between Acts with Supplies, once
// each, and apply as each later game is set up (000 L1235, L1237).
func TestBaseCampUpgradesL1122(t *testing.T) {
	s := applyAll(t, newBook(t), HoardChart(chart...), StartSession("d", "m", "Rowan"), EndSession(ResultWon, 0, 30))
	refused(t, s, BuyUpgrade(BuyUpgradeCmd{Name: "Fortified Camp", Cost: 1}), "Act 1 has begun; buy it when the Act ends")
	if s.CanBuyUpgrades() == nil {
		t.Error("upgrades on sale mid-Act")
	}
	s = mustApply(t, s, EndAct(0)) // 30 Bounty: 6 Supplies
	fort := BuyUpgradeCmd{Name: "Fortified Camp", Cost: 4, Benefit: "A better Base Camp tile", Reminder: "Use the Fortified Camp tile from the Sideboard tiles instead of Base Camp"}
	s, words := applyWords(t, s, BuyUpgrade(fort))
	if words != "Base Camp: Fortified Camp bought for 4 Supplies (6 -> 2); it applies as each game begins from Act 2 on" || s.Supplies != 2 {
		t.Errorf("%q, %d Supplies", words, s.Supplies)
	}
	refused(t, s, BuyUpgrade(fort), "Fortified Camp is bought already; each upgrade is bought once")
	refused(t, s, BuyUpgrade(BuyUpgradeCmd{Name: "Armory", Cost: 3}), "Armory costs 3 Supplies; the book holds 2.")
	s = mustApply(t, s, BuyUpgrade(BuyUpgradeCmd{Name: "Reliquary", Cost: 2, Reminder: "Equip the named Treasure on any Hero, or add it to the Stash"}))
	s = applyAll(t, s, StartSession("d2", "m2", "Rowan", "Bjorn"), UnlockTalent("Rowan", "Wild Heart"), UnlockTalent("Bjorn", "Iron Will"), UnlockTalent("bjorn", "Stone Skin"))
	want := []string{
		"Fortified Camp: Use the Fortified Camp tile from the Sideboard tiles instead of Base Camp",
		"Reliquary: Equip the named Treasure on any Hero, or add it to the Stash",
		"Rowan starts with the Talent card Wild Heart",
		"Bjorn picks 1 Talent card to start with: Iron Will, Stone Skin",
	}
	if got := s.StartReminders(); !reflect.DeepEqual(got, want) {
		t.Errorf("reminders\n%q\nwant\n%q", got, want)
	}
	refused(t, s, BuyUpgrade(BuyUpgradeCmd{Name: "Armory"}), "end the session first")
	// 000 L1237: the Reliquary's Treasure is recorded as each game ends.
	s = mustApply(t, s, EndSession(ResultLost, 2, 0))
	s, words = applyWords(t, s, UpgradeNote("reliquary", "Sword of Dawn"))
	if words != "Reliquary: Sword of Dawn" || !strings.HasSuffix(s.StartReminders()[1], "(Sword of Dawn)") {
		t.Errorf("%q %q", words, s.StartReminders())
	}
	refused(t, s, UpgradeNote("Reliquary", "Sword of Dawn"), "already")
	refused(t, s, UpgradeNote("Armory", "x"), "no upgrade called \"Armory\"")
}

// 000 L1085-1108, L1060-1066: Discovered cards, envelopes and Talent
// cards stay unlocked; one search answers "is card 021 unlocked?".
func TestUnlocksL1085(t *testing.T) {
	s := newBook(t)
	s, words := applyWords(t, s, Discover(21, "Ghost Walk!", BoardMini))
	if words != "Discovered: 021 Ghost Walk! from the Mini Sideboard; shuffle it into the deck it belongs to" {
		t.Errorf("%q", words)
	}
	s = mustApply(t, s, StartSession("d", "m", "Rowan"))
	s, words = applyWords(t, s, Discover(21, "Helm of Ages", BoardFull))
	if !strings.Contains(words, "may equip it or take it into the hand at once") || !strings.Contains(words, "") {
		t.Errorf("%q", words)
	}
	refused(t, s, Discover(21, "Ghost Walk!", BoardMini), "Card 021 of the Mini Sideboard is discovered already; it stays unlocked.")
	refused(t, s, Discover(1, "x", "side"), "mini or full")
	refused(t, s, Discover(0, "x", BoardMini), "1 to 999")
	s = applyAll(t, s, UnlockEnvelope("Skull"), UnlockTalent("Rowan", "Wild Heart"))
	refused(t, s, UnlockEnvelope("skull"), "Envelope skull is open already")
	refused(t, s, UnlockTalent("rowan", "wild heart"), "already")
	s, words = applyWords(t, s, EndSession(ResultWon, 1, 0))
	if !strings.Contains(words, "return 021 Helm of Ages to their decks, not the Sideboard") {
		t.Errorf("%q", words)
	}
	tests := []struct {
		q    string
		want []string
	}{
		{"021", []string{"021 Ghost Walk! (Mini Sideboard)", "021 Helm of Ages (Full-Size Sideboard)"}},
		{"21", []string{"021 Ghost Walk! (Mini Sideboard)", "021 Helm of Ages (Full-Size Sideboard)"}},
		{"ghost", []string{"021 Ghost Walk! (Mini Sideboard)"}},
		{"22", nil},
		{"skull", []string{"Envelope Skull"}},
		{"rowan", []string{"Rowan: Wild Heart"}},
		{"", []string{"021 Ghost Walk! (Mini Sideboard)", "021 Helm of Ages (Full-Size Sideboard)", "Envelope Skull", "Rowan: Wild Heart"}},
	}
	for _, tt := range tests {
		var got []string
		for _, f := range s.Search(tt.q) {
			got = append(got, f.Text)
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Search(%q) = %q, want %q", tt.q, got, tt.want)
		}
	}
	if got := s.Discovered(21); len(got) != 2 || len(s.Discovered(22)) != 0 {
		t.Errorf("Discovered(21) = %v", got)
	}
}

// TestFullListsRefuseMore: each of the four lists that unlock things keeps
// MaxEntries at most (an app limit, not a rule); one more is refused in
// words that name that list, and nothing changes. A second copy is
// refused first, in its own words, full list or not.
func TestFullListsRefuseMore(t *testing.T) {
	// Between Acts with 6 Supplies, as upgrades are bought (000 L1122).
	s := applyAll(t, newBook(t), HoardChart(chart...), StartSession("d", "m", "Rowan"), EndSession(ResultWon, 0, 30), EndAct(0))
	for i := range MaxEntries {
		s.Upgrades = append(s.Upgrades, Upgrade{Name: fmt.Sprintf("Upgrade %d", i), Act: 1})
		s.Cards = append(s.Cards, Card{Number: i + 1, Name: "Card", Board: BoardMini, Act: 1})
		s.Envelopes = append(s.Envelopes, Envelope{Name: fmt.Sprintf("Envelope %d", i), Act: 1})
		s.Talents = append(s.Talents, Talent{Hero: "Rowan", Card: fmt.Sprintf("Talent %d", i), Act: 1})
	}
	for _, c := range []struct {
		cmd  tracker.Command
		want string
	}{
		{BuyUpgrade(BuyUpgradeCmd{Name: "Armory", Cost: 1}), "The book holds 500 upgrades, as many as it keeps."},
		{Discover(999, "Helm of Ages", BoardMini), "The book holds 500 Discovered cards, as many as it keeps."},
		{UnlockEnvelope("Skull"), "The book holds 500 envelopes, as many as it keeps."},
		{UnlockTalent("Rowan", "Wild Heart"), "The book holds 500 Talent cards, as many as it keeps."},
		{BuyUpgrade(BuyUpgradeCmd{Name: "upgrade 7", Cost: 1}), "upgrade 7 is bought already; each upgrade is bought once."},
		{Discover(7, "Card", BoardMini), "Card 007 of the Mini Sideboard is discovered already"},
		{UnlockEnvelope("Envelope 7"), "Envelope Envelope 7 is open already"},
		{UnlockTalent("Rowan", "Talent 7"), "Rowan has the Talent card Talent 7 already"},
	} {
		refused(t, s, c.cmd, c.want)
	}
}

// 000 L1138-1145: at a session's end the packets read go into the Event
// Archive with the side last read up; the deck's packets wait for the
// Act's next session; the Bounty joins the Hoard.
func TestCleanupL1138(t *testing.T) {
	s := playing(t)
	s = drawTo(t, s, "Arrival", Stash(1, "B"))
	s = drawTo(t, s, "Bats", Mark(id(t, s, "Bats"), "", 2, "Bjorn"))
	s = mustApply(t, s, Draw(id(t, s, "Altar")))
	s = mustApply(t, s, Flip(id(t, s, "Altar"), "C"))
	if len(s.Cleanup()) != 6 {
		t.Errorf("cleanup %q", s.Cleanup())
	}
	s, words := applyWords(t, s, EndSession(ResultUnfinished, 2, 3))
	want := "Session 1 (Into the Labyrinth) unfinished: 2 XP, 3 Bounty; Hero Hoard 0 -> 3 Bounty; into the Event Archive, the side last read up: Arrival (B), Bats (A), Altar (C); enter the judgment icons of 3 archived packets"
	if words != want {
		t.Errorf("words %q\nwant  %q", words, want)
	}
	for title, side := range map[string]decks.Side{"Arrival": "B", "Bats": "A", "Altar": "C"} {
		if e := packetOf(t, s, title); e.Place != decks.PlaceArchive || e.Side != side || e.Marker != 0 {
			t.Errorf("%s %+v", title, e)
		}
	}
	if s.EventsLeft() != 4 {
		t.Errorf("%d left in the deck", s.EventsLeft())
	}
	if e := packetOf(t, s, "Epilogue"); e.Place != decks.PlaceAside {
		t.Errorf("the unread Conclusion left its place: %+v", e)
	}
	if _, ok := s.Playing(); ok {
		t.Error("a session is still open")
	}
	// The next session builds the deck from what is left.
	s, words = applyWords(t, s, StartSession("2025-03-08", "Deeper", "Rowan"))
	if !strings.Contains(words, "II 2, III 1, BOT 1") || titlesOf(s.NextDraw())[0] != "Bridge" {
		t.Errorf("%q, top %q", words, titlesOf(s.NextDraw()))
	}
	refused(t, s, StartSession("x", "y", "Rowan"), "Session 2 (Deeper) is still being played; end it first.")
	// The Act's unused packets go back to the box when it ends.
	s = applyAll(t, s, EndSession(ResultWon, 0, 0), HoardChart(chart...))
	s, words = applyWords(t, s, EndAct(0))
	if !strings.Contains(words, "5 unused Event packets back in the box") || len(s.Packets()) != 0 || len(s.InPlace(decks.PlaceArchive)) != 3 {
		t.Errorf("%q; in play %q, archive %q", words, titlesOf(s.Packets()), titlesOf(s.InPlace(decks.PlaceArchive)))
	}
}

func TestSessionRefusals(t *testing.T) {
	s := newBook(t)
	tests := []struct {
		cmd  tracker.Command
		want string
	}{
		{StartSession("d", "m"), "Choose 1 to 6 Heroes"},
		{StartSession("d", "m", "A", "B", "C", "D", "E", "F", "G"), "Choose 1 to 6 Heroes"},
		{StartSession("d", "m", "Rowan", "rowan"), "rowan is named twice"},
		{StartSession("", "m", "Rowan"), "The date is empty"},
		{StartSession("d", " ", "Rowan"), "The Mission is empty"},
		{EndSession(ResultWon, 0, 0), "No session is being played"},
		{LevelUp(), "start the session first"},
		{Party(""), "The party's name is empty"},
		{Party("X", "Ana", "ana"), "ana is named twice"},
	}
	for _, tt := range tests {
		refused(t, s, tt.cmd, tt.want)
	}
	p := mustApply(t, s, StartSession("d", "m", "Rowan"))
	refused(t, p, EndSession("draw", 0, 0), "won, lost or unfinished")
	refused(t, p, EndSession(ResultWon, -1, 0), "0 to 999 XP")
	refused(t, p, EndSession(ResultWon, 0, 1000), "0 to 999 Bounty")
	if _, words := applyWords(t, s, Party("The New Order", "Ana")); words != "Party: The New Order (Ana)" {
		t.Errorf("%q", words)
	}
}

func TestCorrections(t *testing.T) {
	s := newBook(t)
	s, words := applyWords(t, s, AdjustHoard(5, "a Minion missed"))
	if words != "Hero Hoard: 0 -> 5 Bounty (a Minion missed)" || s.Hoard != 5 {
		t.Errorf("%q", words)
	}
	refused(t, s, AdjustHoard(-6, ""), "The Hero Hoard holds 5 Bounty; it cannot lose 6.")
	refused(t, s, AdjustSupplies(0, ""), "Say how many Supplies")
	s, words = applyWords(t, s, AdjustSupplies(3, ""))
	if words != "Supplies: 0 -> 3" || s.Supplies != 3 {
		t.Errorf("%q", words)
	}
	refused(t, s, AdjustSupplies(MaxSupplies, ""), "holds at most")
}

// judged is a book in Act 5 whose Archive holds three packets with their
// icons entered: +1, -1 and +1 -1 on their exposed faces.
func judged(t *testing.T, icons ...Icons) State {
	t.Helper()
	s := applyAll(t, toAct(t, JudgmentAct), AddEvents(actEvents()...), StartSession("d", "m", "Rowan"))
	for i, title := range []string{"Arrival", "Bats", "Altar"}[:len(icons)] {
		s = drawTo(t, s, title, Archive(id(t, s, title), "B", icons[i].Plus, icons[i].Minus))
	}
	return s
}

// 000 L1157-1173: from Act 5 the Order Faces Judgment: +1 for each +1
// icon and -1 for each -1 icon on the Archive's exposed faces; below 0 is
// Dastardly Villains, 0 and up Knights of Valor, once an Act.
func TestJudgmentSignL1168(t *testing.T) {
	tests := []struct {
		name   string
		icons  []Icons
		score  int
		decree Decree
	}{
		{"000 L1168 below 0", []Icons{{Minus: 1}, {Plus: 1, Minus: 1}}, -1, DecreeDastardly},
		{"000 L1169 0 is Valor", []Icons{{Plus: 1}, {Minus: 1}}, 0, DecreeKnights},
		{"000 L1169 above 0", []Icons{{Plus: 2}, {Minus: 1}, {Plus: 1}}, 2, DecreeKnights},
		{"000 L1173 an empty Archive is 0", nil, 0, DecreeKnights},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := judged(t, tt.icons...)
			if !s.JudgmentDue() {
				t.Error("Judgment is not due in Act 5")
			}
			if score, missing := s.JudgmentScore(); score != tt.score || len(missing) != 0 {
				t.Errorf("preview %d, missing %v", score, missing)
			}
			s, words := applyWords(t, s, FaceJudgment())
			j, ok := s.Decree()
			if !ok || j.Score != tt.score || j.Decree != tt.decree || j.Act != 5 {
				t.Errorf("%+v %v", j, ok)
			}
			if !strings.HasPrefix(words, "Judgment, Act 5: score ") || !strings.Contains(words, tt.decree.Title()) {
				t.Errorf("%q", words)
			}
			if s.JudgmentDue() {
				t.Error("Judgment still due")
			}
			refused(t, s, FaceJudgment(), "The decree holds until the next Act")
		})
	}
	if DecreeFor(-1) != DecreeDastardly || DecreeFor(0) != DecreeKnights || DecreeDastardly.Title() != "Dastardly Villains" || DecreeKnights.Title() != "Knights of Valor" {
		t.Error("DecreeFor")
	}
}

func TestJudgmentRefusals(t *testing.T) {
	refused(t, toAct(t, 4), FaceJudgment(), "from Act 5 on; this is Act 4")
	// A packet archived without icons must have them entered first.
	s := judged(t, Icons{Plus: 1})
	s = drawTo(t, s, "Bats", Move(MoveCmd{Packet: id(t, s, "Bats"), To: decks.PlaceArchive}))
	refused(t, s, FaceJudgment(), "Enter the +1 and -1 icons on the exposed side of Bats (A) first.")
	if _, missing := s.JudgmentScore(); len(missing) != 1 {
		t.Errorf("missing %v", missing)
	}
	s, words := applyWords(t, s, SetIcons(id(t, s, "Bats"), "", 0, 3))
	if words != "Bats, side A: 0 +1 and 3 -1 icons" {
		t.Errorf("%q", words)
	}
	refused(t, s, SetIcons(id(t, s, "Bats"), "C", 0, 0), "no side \"C\"")
	s = mustApply(t, s, FaceJudgment())
	if j, _ := s.Decree(); j.Score != -2 || j.Decree != DecreeDastardly {
		t.Errorf("%+v", j)
	}
	// The score is not carried forward: the next Act faces it again.
	s = applyAll(t, s, EndSession(ResultWon, 0, 0), EndAct(0))
	if _, ok := s.Decree(); ok || !s.JudgmentDue() {
		t.Error("Act 6 kept Act 5's decree")
	}
	// 000 L1173: a Quest can face Judgment too, by default 0.
	q := applyAll(t, toAct(t, 2), StartQuest("d", "q", "Rowan"), FaceJudgment())
	if len(q.Judgments) != 1 || q.Judgments[0].Session != 2 || q.Judgments[0].Decree != DecreeKnights {
		t.Errorf("%+v", q.Judgments)
	}
	refused(t, q, FaceJudgment(), "This Quest has faced Judgment already.")
}

// 000 L1151: resetting the campaign is one command; it asks for the
// party's name, and undo in the log takes it back.
func TestResetL1151(t *testing.T) {
	s := judged(t, Icons{Plus: 1})
	s = applyAll(t, s, EndSession(ResultWon, 3, 2), Discover(21, "Ghost Walk!", BoardMini))
	refused(t, s, ResetCampaign("the orders"), "type the party's name, The Order; nothing was changed")
	var g Game
	log := &trackertest.Log{Initial: encode(t, s)}
	if _, err := log.Do(g, ResetCampaign(" the order "), time.Time{}); err != nil {
		t.Fatal(err)
	}
	r, err := Decode(log.State())
	if err != nil {
		t.Fatal(err)
	}
	if r.Act != 1 || len(r.Events) != 0 || len(r.Cards) != 0 || len(r.Sessions) != 0 || r.Party != "" || !reflect.DeepEqual(r.Chart, chart) {
		t.Errorf("after the reset %+v", r)
	}
	log.Undo()
	if string(log.State()) != string(encode(t, s)) {
		t.Error("undo did not bring the campaign back")
	}
	refused(t, mustApply(t, s, StartSession("d", "m", "Rowan")), ResetCampaign("The Order"), "end it before resetting")
	refused(t, r, ResetCampaign("x"), "The party has no name")
	mustApply(t, r, ResetCampaign(""))
}
