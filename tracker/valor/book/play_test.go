package book

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"
	"testing"
	"time"

	"tableside/decks"
	"tableside/tracker"
	"tableside/tracker/trackertest"
)

// step is a command and the start of the words the log must show.
type step struct {
	cmd   func(s State) tracker.Command
	words string
}

func fixed(c tracker.Command, words string) step {
	return step{cmd: func(State) tracker.Command { return c }, words: words}
}

// byTitle builds a command for the packet titled title in the book as it
// is when the step runs.
func byTitle(title string, f func(id int) tracker.Command, words string) step {
	return step{cmd: func(s State) tracker.Command {
		for _, e := range s.Events {
			if e.Title == title && (s.inPlay(&e) || e.Place == decks.PlaceArchive) {
				return f(e.ID)
			}
		}
		return f(0)
	}, words: words}
}

// twoActs plays two sessions of Act 1 and one of Act 2, as three evenings
// at the table.
func twoActs() []step {
	act2 := []NewEvent{
		{Title: "Flooded Hall", Tier: decks.TierI, Cards: 1},
		{Title: "Siren", Tier: decks.TierII, Cards: 2},
		{Title: "Deep Gate", Tier: decks.TierBottom, Cards: 1},
	}
	return []step{
		fixed(HoardChart(chart...), "Hero Hoard chart: Bounty 5+ -> 1"),
		fixed(AddEvents(actEvents()...), "Act 1 Events: 8 packets entered"),
		// Evening 1 (000 L187-192).
		fixed(StartSession("2025-03-01", "Into the Labyrinth", "Rowan", "Bjorn"), "Act 1, session 1: Into the Labyrinth"),
		byTitle("Arrival", Draw, "Arrival: drawn from the Event deck (tier TOP: 0 left)"),
		byTitle("Arrival", func(id int) tracker.Command { return Stash(id, "B") }, "Arrival: side A -> B, into the Hero Stash"),
		byTitle("Bats", Draw, "Bats: drawn from the Event deck (tier I: 1 left)"),
		byTitle("Bats", func(id int) tracker.Command { return Archive(id, "", 0, 1) }, "Bats: into the Event Archive (0 +1 and 1 -1 icons)"),
		fixed(Discover(21, "Ghost Walk!", BoardMini), "Discovered: 021 Ghost Walk! from the Mini Sideboard; the Hero who found it"),
		fixed(LevelUp(), "Level Up Step: the Lead Hero reads 1 Event in the Hero Stash"),
		byTitle("Arrival", func(id int) tracker.Command {
			return ReadStash(MoveCmd{Packet: id, To: decks.PlaceArchive, Icons: &Icons{Plus: 1}, Choice: "Share the fire"})
		}, `Arrival: read at the Level Up Step, side B, chose "Share the fire", into the Event Archive`),
		fixed(EndSession(ResultWon, 6, 7), "Session 1 (Into the Labyrinth) won: 6 XP, 7 Bounty; Hero Hoard 0 -> 7 Bounty; return 021 Ghost Walk!"),
		// Evening 2.
		fixed(StartSession("2025-03-08", "The Altar", "Rowan", "Bjorn", "Gwen"), "Act 1, session 2: The Altar, 2025-03-08 (Rowan, Bjorn, Gwen); build the Event deck, each tier shuffled: I 1, II 2, III 1, BOT 1"),
		byTitle("Altar", Draw, "Altar: drawn from the Event deck (tier I: 0 left)"),
		byTitle("Altar", func(id int) tracker.Command { return Mark(id, "C", 1, "Gwen") }, "Altar: side A -> C, marked on Gwen as 1"),
		byTitle("Bridge", Draw, "Bridge: drawn from the Event deck (tier II: 1 left)"),
		// A packet read and set aside goes into the Archive at the end too.
		byTitle("Bridge", func(id int) tracker.Command { return SetAside(id, "B") }, "Bridge: side A -> B, set aside"),
		fixed(LevelUp(), "Level Up Step: the Hero Stash holds no Event to read"),
		fixed(EndSession(ResultLost, 3, 5), "Session 2 (The Altar) lost: 3 XP, 5 Bounty; Hero Hoard 7 -> 12 Bounty; into the Event Archive, the side last read up: Altar (C), Bridge (B); enter the judgment icons of 2 archived packets"),
		byTitle("Altar", func(id int) tracker.Command { return SetIcons(id, "", 1, 0) }, "Altar, side C: 1 +1 and 0 -1 icons"),
		fixed(EndAct(4), "Act 1 ends: Hero Hoard 12 + 4 = 16 Bounty -> 2 Supplies (the 10+ column); Supplies 0 -> 2; 4 unused Event packets back in the box; Act 2 begins"),
		fixed(BuyUpgrade(BuyUpgradeCmd{Name: "Fortified Camp", Cost: 2, Reminder: "Use the Fortified Camp tile instead of Base Camp"}), "Base Camp: Fortified Camp bought for 2 Supplies (2 -> 0)"),
		fixed(UnlockEnvelope("Crown"), "Envelope Crown unlocked"),
		fixed(UnlockTalent("Gwen", "Eagle Eye"), "Gwen unlocks the Talent card Eagle Eye"),
		// Evening 3: Act 2.
		fixed(AddEvents(act2...), "Act 2 Events: 3 packets entered; the deck holds I 1, II 1, BOT 1"),
		fixed(StartSession("2025-04-12", "Waterworks", "Rowan", "Gwen"), "Act 2, session 3: Waterworks"),
		byTitle("Flooded Hall", Draw, "Flooded Hall: drawn from the Event deck (tier I: 0 left)"),
		byTitle("Flooded Hall", func(id int) tracker.Command { return Stash(id, "B") }, "Flooded Hall: side A -> B, into the Hero Stash"),
		fixed(LevelUp(), "Level Up Step: the Lead Hero reads 1 Event in the Hero Stash"),
		byTitle("Flooded Hall", func(id int) tracker.Command { return ReadStash(MoveCmd{Packet: id, Choice: "Wait for the tide"}) }, `Flooded Hall: read at the Level Up Step, side B, chose "Wait for the tide", stays in the Hero Stash`),
		byTitle("Siren", Draw, "Siren: drawn from the Event deck (tier II: 0 left)"),
		byTitle("Siren", func(id int) tracker.Command { return Archive(id, "D", 0, 2) }, "Siren: side A -> D, into the Event Archive (0 +1 and 2 -1 icons)"),
		byTitle("Deep Gate", Draw, "Deep Gate: drawn from the Event deck (tier BOT: 0 left); that was the last Event of the deck: in most Missions the Final Battle begins now"),
		fixed(EndSession(ResultWon, 9, 8), "Session 3 (Waterworks) won: 9 XP, 8 Bounty; Hero Hoard 0 -> 8 Bounty; into the Event Archive, the side last read up: Flooded Hall (B), Deep Gate (A); enter the judgment icons of 3 archived packets"),
	}
}

// TestTwoActsExportImport plays two sessions of Act 1 and one of Act 2
// through Game.Apply, each command going through JSON as the store keeps
// it; then exports the log, imports it by replaying every command, and
// finds the same campaign.
func TestTwoActsExportImport(t *testing.T) {
	var g Game
	start := newBook(t)
	log := &trackertest.Log{Initial: encode(t, start)}
	at := time.Date(2025, 3, 1, 19, 0, 0, 0, time.UTC)
	for i, st := range twoActs() {
		cur, err := Decode(log.State())
		if err != nil {
			t.Fatal(err)
		}
		e := log.Play(t, g, i+1, st.cmd(cur), at.Add(time.Duration(i)*time.Minute))
		if !strings.HasPrefix(e.Words, st.words) {
			t.Errorf("step %d words\n%q\nwant\n%q...", i+1, e.Words, st.words)
		}
	}
	end, err := Decode(log.State())
	if err != nil {
		t.Fatal(err)
	}
	var results []Result
	for _, x := range end.Sessions {
		results = append(results, x.Result)
	}
	switch {
	case end.Act != 2 || end.Hoard != 8 || end.Supplies != 0 || len(end.Acts) != 1:
		t.Errorf("act %d hoard %d supplies %d acts %v", end.Act, end.Hoard, end.Supplies, end.Acts)
	case !reflect.DeepEqual(results, []Result{ResultWon, ResultLost, ResultWon}):
		t.Errorf("results %v", results)
	case len(end.InPlace(decks.PlaceArchive)) != 7:
		t.Errorf("archive %q", titlesOf(end.InPlace(decks.PlaceArchive)))
	case !end.Sessions[2].FinalEvent:
		t.Error("session 3 drew the last Event")
	case len(end.Search("021")) != 1 || len(end.Search("crown")) != 1:
		t.Errorf("search %v", end.Search(""))
	}
	// Arrival +1, Bats -1, Altar +1, Siren -2; Bridge, Flooded Hall and
	// Deep Gate were archived by the cleanup, their icons not yet entered.
	if score, missing := end.JudgmentScore(); score != -1 || len(missing) != 3 {
		t.Errorf("score %d, missing %q", score, titlesOf(missing))
	}

	// Export: the starting book and every entry, as a file would hold them.
	type file struct {
		Initial json.RawMessage `json:"initial"`
		Entries []tracker.Entry `json:"entries"`
		Cursor  int             `json:"cursor"`
	}
	out := mustJSON(t, file{Initial: log.Initial, Entries: log.Entries, Cursor: log.Cursor})
	var in file
	if err := json.Unmarshal(out, &in); err != nil {
		t.Fatal(err)
	}
	for i := range in.Entries {
		in.Entries[i].State = log.Entries[i].State // a file holds no states: the replay must give them
	}
	imported := &trackertest.Log{Initial: in.Initial, Entries: in.Entries, Cursor: in.Cursor}
	imported.Replays(t, g)
	back, err := Decode(imported.State())
	if err != nil || !reflect.DeepEqual(back, end) {
		t.Fatalf("decoded import differs: %v", err)
	}

	// Undo walks back into Act 1, redo comes forward again.
	for range 14 { // back before the end of Act 1
		log.Undo()
	}
	mid, _ := Decode(log.State())
	if mid.Act != 1 || mid.Hoard != 12 || len(mid.Sessions) != 2 {
		t.Errorf("after undo: act %d hoard %d sessions %d", mid.Act, mid.Hoard, len(mid.Sessions))
	}
	for log.Redo() {
	}
	if !bytes.Equal(log.State(), imported.State()) {
		t.Error("redo did not come back")
	}
}
