package valor

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"tableside/tracker"
)

// glanceText is a glance flattened to its words, for searching.
func glanceText(g tracker.Glance) string {
	b, _ := json.Marshal(g)
	return string(b)
}

func statOf(t *testing.T, sec tracker.GlanceSection, label string) string {
	t.Helper()
	i := slices.IndexFunc(sec.Stats, func(s tracker.GlanceStat) bool { return s.Label == label })
	if i < 0 {
		t.Fatalf("%s has no %q: %+v", sec.Name, label, sec.Stats)
	}
	return sec.Stats[i].Value
}

func TestGlanceHeroesVillainTrack(t *testing.T) {
	s := charge(t, lab(t))
	s = mustApply(t, s, Damage(1, 3, ""))
	g := s.Glance()
	if len(g.Sections) != 4 {
		t.Fatalf("3 Heroes and the Villain, got %d sections", len(g.Sections))
	}
	bjorn := g.Sections[1]
	if bjorn.Name != "Bjorn" || bjorn.Note != "PBjorn" || statOf(t, bjorn, "Health") != "11/14" {
		t.Fatalf("Bjorn after 3 damage: %+v", bjorn)
	}
	if g.Sections[0].Mark != tracker.GlanceActing || bjorn.Mark != "" {
		t.Fatalf("Rowan acts first on Charge: %+v", g.Sections)
	}
	v := g.Sections[3]
	if v.Name != s.Villain.Name || statOf(t, v, "Health") == "" {
		t.Fatalf("the Villain last: %+v", v)
	}
	if !strings.Contains(g.Title, "Round 1") || !strings.Contains(glanceText(g), s.Track().Name) {
		t.Fatalf("title and track: %+v", g)
	}
	// Through the game, from bytes, as Share table reads it.
	b, _ := s.Encode()
	from, err := Game{}.Glance(b)
	if err != nil || glanceText(from) != glanceText(g) {
		t.Fatalf("Game.Glance: %v\n%s\n%s", err, glanceText(from), glanceText(g))
	}
	if _, err := (Game{}).Glance([]byte("{")); err == nil {
		t.Fatal("a broken state must not glance")
	}
}

func TestGlanceWizardStep(t *testing.T) {
	s := toVillainRound(t, testMapGame(t))
	w := s.WizardView()
	if !w.Active {
		t.Fatal("the wizard should be on in a Labyrinth Villain Round with a map")
	}
	g := s.Glance()
	if !slices.Contains(g.Lines, w.Say) || !slices.Contains(g.Lines, w.Title) {
		t.Fatalf("the wizard's step %q is not in %q", w.Say, g.Lines)
	}
}

// BenchmarkGlance is what Share table adds to each tap on the host: the
// stored state decoded and glanced at, in a Villain Round with the map.
func BenchmarkGlance(b *testing.B) {
	s := toVillainRound(b, testMapGame(b))
	st, _ := s.Encode()
	for b.Loop() {
		if _, err := (Game{}).Glance(st); err != nil {
			b.Fatal(err)
		}
	}
}
