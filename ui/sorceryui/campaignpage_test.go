package sorceryui

import (
	"bytes"
	"reflect"
	"testing"

	"tableside/tracker/sorcery"
)

// sellsword is a Guild Mercenary for the library: shared by the party,
// Hero Count 1 (L5427-5433, L5442-5450).
func (tb *table) sellsword() {
	tb.save(sorcery.CompanionKind, "Sellsword", sorcery.Companion{Name: "Sellsword", MaxHP: 6, HeroCount: 1})
}

// endQuest ends the Quest by its checklist, as the players do: End the
// Quest, won or lost, End.
func (tb *table) endQuest(how string) {
	tb.T.Helper()
	tb.Tap("End the Quest")
	tb.Tap(how)
	tb.Tap("End the Quest")
	tb.Dismiss()
	tb.See("Between Quests")
}

// nextQuest starts the campaign's next Quest from the game's menu, as it
// was set up last, and starts it.
func (tb *table) nextQuest() {
	tb.T.Helper()
	tapButton(tb.T, tb.S.Current().MenuButton())
	tb.Tap("Start a new game in this campaign")
	tb.Tap("Start the Quest")
}

// TestCompanionStaysBetweenQuests: a mercenary hired by the party
// "travels with them until it dies" (003 L5427-5430) and is placed with
// the Heroes at the next Quest's start (L5316-5319), healed at the end
// (L5479-5480). By the widgets: the Sellsword joins, is wounded, the
// Quest ends; the Journey lists it; after a restart the next Quest's
// setup names it and the table shows it whole, Jeanne's still.
func TestCompanionStaysBetweenQuests(t *testing.T) {
	tb := libraryTable(t)
	tb.sellsword()
	tb.quest(true, "Artemis", "Jeanne")
	c := tb.S.Current().Campaign()
	tb.Tap("A Companion joins")
	tb.Tap("Sellsword")
	tb.Tap("Jeanne")
	tb.See("Sellsword (Jeanne's) · 6/6 HP")
	tapButton(t, tb.Buttons("Wound")[0]) // the Sellsword's, above the roster's
	tb.Keys("2")
	tb.See("Sellsword (Jeanne's) · 4/6 HP")
	// From the Quest's end to the next Quest on the table, counted: the
	// checklist (End, won or lost, End, OK) and the menu's way to the
	// setup (menu, new game, Start), 7 taps at most.
	taps := tb.CountTaps()
	taps.In("checklist")
	taps.Tap("End the Quest")
	taps.Tap("We won")
	taps.Tap("End the Quest")
	taps.Tap("OK")
	tb.See("Sellsword (Jeanne's) · 6 HP · starts the next Quest with the Heroes")

	tb.Restart()
	tb.S.OpenCampaign(c)
	taps.In("menu to Start")
	taps.TapObject(tb.S.Current().MenuButton())
	taps.Tap("Start a new game in this campaign")
	tb.See("With the party: Sellsword.")
	taps.Tap("Start the Quest")
	tb.See("Sellsword (Jeanne's) · 6/6 HP")
	taps.Report(7)
	st := tb.State()
	if len(st.Companions) != 1 || st.Heroes[st.Companions[0].Owner].Name != "Jeanne" || st.SpawnCount() != 3 {
		t.Fatalf("the next Quest starts with %+v", st.Companions)
	}
	// One Quest played standalone keeps nothing (L729-731): no party.
	tapButton(t, tb.S.Current().MenuButton())
	tb.Tap("Start a new game in this campaign")
	tb.Tap("One Quest")
	tb.Tap("Start the Quest")
	if st := tb.State(); len(st.Companions) != 0 {
		t.Fatalf("a standalone Quest starts with %+v", st.Companions)
	}
}

// TestCampaignPageAndThreeEvenings plays three Quests of one campaign in
// three starts of the app on one file: players named at the setup, a
// Companion hired, crowns earned, won, lost, won. After each Quest the
// campaign is exported, and the export imports equal into a fresh file.
// The third export, imported, continues there: the fourth Quest played
// alike on both files ends on the same table and the same campaign page.
func TestCampaignPageAndThreeEvenings(t *testing.T) {
	tb := libraryTable(t)
	tb.sellsword()
	tb.newQuest("Friday")
	tb.pickSeat(0, "Artemis")
	tb.pickSeat(1, "Jeanne")
	tb.TypeIn("Who plays seat 1? (may stay empty)", "Ana")
	tb.TypeIn("Who plays seat 2? (may stay empty)", "Ben")
	tb.Tap("All Green")
	tb.Tap("Start the Quest")
	c := tb.S.Current().Campaign()

	var file bytes.Buffer
	outcomes := []string{"We won", "We lost", "We won"}
	for i, how := range outcomes {
		if i > 0 {
			tb.Restart()
			tb.S.OpenCampaign(c)
			tb.nextQuest()
		}
		tb.evening(i)
		tb.endQuest(how)
		file = tb.exported(c)
		other := newTable(t, phone)
		got := other.imported(file)
		if st := other.State(); !reflect.DeepEqual(st, tb.State()) {
			t.Fatalf("evening %d imported %+v,\nwant %+v", i+1, st, tb.State())
		}
		_ = got
	}
	st := tb.State()
	if r := st.Camp.Quests; len(r) != 3 || r[0].Outcome != sorcery.Won || r[1].Outcome != sorcery.Lost || r[2].Heroes[0].Player != "Ana" || r[2].Heroes[1].Crowns != 30 {
		t.Fatalf("the campaign recorded %+v", r)
	}

	// The campaign page, from the Journey.
	tb.Tap("The campaign so far")
	tb.See("3 Quests played, 2 won.")
	tb.See("Quest 2 · Sun 22 Nov 2026 · lost")
	tb.See("Artemis (Ana) · Soulrank 1 · 30 crowns")
	tb.See("Jeanne (Ben)")
	tb.Tap("Back to the game")
	tb.See("Between Quests")

	// The third export continues in a fresh file as it does here.
	other := newTable(t, phone)
	oc := other.imported(file)
	other.S.OpenCampaign(oc)
	for _, t := range []*table{tb, other} {
		t.nextQuest()
		t.evening(3)
		t.endQuest("We lost")
	}
	if a, b := tb.State(), other.State(); !reflect.DeepEqual(a, b) {
		t.Fatalf("the fourth Quest ended as %+v here,\n%+v in the imported file", a, b)
	}
	tapButton(t, other.S.Current().MenuButton())
	other.Tap("The campaign so far")
	other.See("4 Quests played, 2 won.")
	other.See("Quest 4 · Sun 22 Nov 2026 · lost")
}

// evening is Quest n's play, alike on every file: the Sellsword hired in
// the first, crowns earned, the Giant Spider wounded.
func (tb *table) evening(n int) {
	tb.T.Helper()
	if n == 0 {
		tb.Tap("A Companion joins")
		tb.Tap("Sellsword")
		tb.Tap("Artemis")
	}
	tb.See("Sellsword (Artemis's) · 6/6 HP")
	tb.do(sorcery.Crowns("Artemis", 10), sorcery.Crowns("Jeanne", 10))
}

// TestCampaignPageInEveryLook draws the campaign page with three Quests
// and the Quest end checklist's question at every size, text size and
// theme.
func TestCampaignPageInEveryLook(t *testing.T) {
	tb := newTable(t, phone)
	st := exampleTable()
	st.Phase = sorcery.Between
	st.Heroes[0].Player, st.Heroes[1].Player = "Ana", "Benedikt the Bold"
	st.Companions = []sorcery.Companion{{Name: "Sellsword", Owner: 1, MaxHP: 6, HeroCount: 1}}
	st.Camp.Quests = campaignRecords()
	tb.start(st)
	open := func() { tb.S.OpenCampaign(tb.S.Current().Campaign()) }
	tb.LookAt("the Journey with its Companions", open)
	tb.LookAt("the campaign page", func() { open(); tb.Tap("The campaign so far") })
	c := tb.S.Current().Campaign()
	tb.LookAt("the next Quest's setup with the party", func() { tb.S.SetupGame(c) })
	tb.LookAt("the campaign page from the menu", func() {
		open()
		tapButton(t, tb.S.Current().MenuButton())
	})
}

// campaignRecords are three Quests ended: Soulrank and crowns rising.
func campaignRecords() []sorcery.QuestRecord {
	return []sorcery.QuestRecord{
		{Date: "2026-11-06", Outcome: sorcery.Won, Souls: 4, Heroes: []sorcery.HeroRecord{{Name: "Jeanne", Player: "Ana", Soulrank: 1, Crowns: 40}, {Name: "Thorgren", Player: "Benedikt the Bold", Soulrank: 2, Crowns: 25}}},
		{Date: "2026-11-13", Outcome: sorcery.Lost, Souls: 1, Heroes: []sorcery.HeroRecord{{Name: "Jeanne", Player: "Ana", Soulrank: 2, Crowns: 65}, {Name: "Thorgren", Player: "Benedikt the Bold", Soulrank: 2, Crowns: 30}}},
		{Date: "2026-11-20", Outcome: sorcery.Won, Souls: 6, Heroes: []sorcery.HeroRecord{{Name: "Jeanne", Player: "Ana", Soulrank: 3, Crowns: 120}, {Name: "Thorgren", Player: "Benedikt the Bold", Soulrank: 3, Crowns: 80}}},
	}
}

// TestPadsOpenOnWhatTheAppKnows: a pad whose number the app has opens on
// it, for the table to confirm with OK alone: a Site Sheet entered again
// adds no Hourglasses (L855-858), and a Forge asks what it asked last.
func TestPadsOpenOnWhatTheAppKnows(t *testing.T) {
	tb := newTable(t, phone)
	st := exampleTable()
	st.Phase = sorcery.Between
	st.Camp.Visited, st.Camp.Labels, st.Camp.ForgePrice, st.Camp.TimeReserve = []string{"Nilmerg Village"}, []string{"Begin"}, 25, 2
	st.Heroes[0].Crowns = 60
	st.Heroes[0].Items = []sorcery.HeldItem{{Item: sorcery.Item{Name: "Mail", Slot: sorcery.Armour, Armor: 2}, Equipped: true, Breaks: 1}}
	tb.start(st)
	tb.Tap("Enter a Site Sheet")
	tb.answer("Its name", "Nilmerg Village")
	tb.Tap("OK") // the pad's, on 0
	if cp := tb.State().Camp; cp.Site != "Nilmerg Village" || cp.TimeReserve != 2 {
		t.Fatalf("the Site: %+v", cp)
	}
	tb.Tap("Mend Jeanne's Mail at a Forge")
	tb.Tap("OK") // the pad's, on 25
	if h := tb.State().Heroes[0]; h.Crowns != 35 || h.Items[0].Breaks != 0 {
		t.Fatalf("the Forge: %+v", h)
	}
}

// TestLooksSorceryCampaignPage renders the campaign page of three Quests
// at a phone and a tablet, in both themes (TABLESIDE_SCREENS).
func TestLooksSorceryCampaignPage(t *testing.T) {
	tb := newTable(t, phone)
	st := exampleTable()
	st.Phase = sorcery.Between
	st.Camp.Quests = campaignRecords()
	tb.start(st)
	c := tb.S.Current().Campaign()
	tb.shots("campaign-page", func() { tb.S.OpenCampaign(c); tb.Tap("The campaign so far") })
}

// TestCampaignPageOfAnOldCampaign: a campaign stored before Quests were
// recorded opens as it was, and its page says none is recorded yet; the
// next Quest's end is its first line.
func TestCampaignPageOfAnOldCampaign(t *testing.T) {
	tb := newTable(t, phone)
	st := exampleTable()
	st.Phase = sorcery.Between
	tb.start(st)
	tb.Tap("The campaign so far")
	tb.See("No Quest has ended in this campaign yet.")
	tb.Tap("Back to the game")
	tb.nextQuest()
	tb.endQuest("We lost")
	tb.Tap("The campaign so far")
	tb.See("1 Quest played, 0 won.")
	tb.See("Quest 1 · Sun 22 Nov 2026 · lost")
}
