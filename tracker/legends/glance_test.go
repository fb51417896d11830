package legends

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"tableside/tracker"
)

// TestGlanceEveryPlayer002L551L147: a guest's phone shows whose turn it
// is and every player's Life, XP and level, Poison (L551) and the
// Monsters in front of him (L147), the active player first and marked, a
// player out marked out.
func TestGlanceEveryPlayer002L551L147(t *testing.T) {
	s := newTable(t, 3)
	s = mustApply(t, s, PlayMonster(MonsterCard{Name: "Spider", Life: 4, Attack: 1, Cost: 20, Poison: 1}, 1))
	s = mustApply(t, s, EndTurn())
	s = mustApply(t, s, MonsterAttack(s.Monsters[0].ID, 3)) // 4 to Bo and a Poison token
	s = mustApply(t, s, Correct(CorrectCmd{Player: 2, Life: -20, Reason: "a card"}))
	g := s.Glance()
	if !strings.Contains(g.Title, "Bo's turn") || len(g.Sections) != 3 {
		t.Fatalf("title and sections: %+v", g)
	}
	bo := g.Sections[0]
	stat := func(sec tracker.GlanceSection, label string) string {
		i := slices.IndexFunc(sec.Stats, func(x tracker.GlanceStat) bool { return x.Label == label })
		if i < 0 {
			return ""
		}
		return sec.Stats[i].Value
	}
	if bo.Name != "Bo" || bo.Mark != tracker.GlanceActing || stat(bo, "Life") != "16/20" || stat(bo, "Poison") != "1" || stat(bo, "Level") != "1" {
		t.Fatalf("Bo on top: %+v", bo)
	}
	if !slices.Contains(bo.Lines, "Monster Spider (Ana's): Life 4/4") {
		t.Fatalf("the Spider before Bo: %q", bo.Lines)
	}
	if cy := g.Sections[1]; cy.Name != "Cy" || cy.Mark != tracker.GlanceOut {
		t.Fatalf("Cy is out: %+v", cy)
	}
	b, _ := s.Encode()
	from, err := Game{}.Glance(b)
	x, _ := json.Marshal(from)
	y, _ := json.Marshal(g)
	if err != nil || string(x) != string(y) {
		t.Fatalf("Game.Glance from bytes: %v", err)
	}
	if _, err := (Game{}).Glance([]byte("{")); err == nil {
		t.Fatal("a broken state must not glance")
	}
	if g := mustNew(t).Glance(); !strings.Contains(g.Title, "Rolling") {
		t.Fatalf("the roll-off: %q", g.Title)
	}
}

func mustNew(t *testing.T) State {
	s := newGame(t, testSetup(2))
	return s
}
