package valorui

import (
	"testing"

	"tableside/scripts/demo/demoplay"
	"tableside/tracker"
	"tableside/tracker/valor"
	"tableside/ui/uitest"
)

// longEvening is the demo's Labyrinth evening played to its second Hero
// Round, then blows and heals, XP gained and lost, to n actions in all:
// every action changes a line of the chart, the most points it can have.
// It goes through the store alone, as drawing each tap would take minutes.
func longEvening(b testing.TB, n int) *table {
	tb := newTable(b, phone)
	st := tb.S.Store()
	sess, err := demoplay.LabyrinthSetup(st, "Thursday Labyrinth")
	if err != nil {
		b.Fatal(err)
	}
	done, err := demoplay.LabyrinthPlay(st, sess.ID, true)
	if err != nil {
		b.Fatal(err)
	}
	cycle := []tracker.Command{
		valor.Damage(0, 1, ""), valor.Heal(0, 1, ""), valor.Damage(1, 2, ""), valor.Heal(1, 2, ""),
		valor.XP(valor.VillainWho, 1, ""), valor.XP(valor.VillainWho, -1, ""),
	}
	for i := done; i < n; i++ {
		if _, _, err := st.Do(sess.ID, cycle[i%len(cycle)]); err != nil {
			b.Fatalf("action %d: %v", i+1, err)
		}
	}
	c, err := st.Campaign(sess.CampaignID)
	if err != nil {
		b.Fatal(err)
	}
	tb.S.OpenSession(c, sess.ID)
	return tb
}

// BenchmarkHistoryChart is what a player waits for on opening History of
// an evening of 1,000 actions: every state rebuilt along the log, charted,
// and the screen drawn with the log's first page.
func BenchmarkHistoryChart(b *testing.B) {
	uitest.BenchHistory(b, longEvening(b, 1000).Table, 1000, 1)
}
