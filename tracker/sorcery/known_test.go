package sorcery

import "testing"

// TestJudgeConditionAsksOnlyWhatTheTableSees: the victim's conditions and
// wounds are the app's to read (sorcery-ai.md, Who knows what); the
// Giant Spider's "If the victim is slowed" (L6563-6604) is never asked,
// and of "slowed and alone in its area" only the area is.
func TestJudgeConditionAsksOnlyWhatTheTableSees(t *testing.T) {
	h := jeanne()
	h.Conditions.Health = Slow
	s := table([]Hero{artemis(), h}, giantSpider())
	for _, c := range []struct {
		victim, cond string
		want         Judged
	}{
		{"Jeanne", "the victim is slowed", Judged{Known: true, Holds: true, Said: "Jeanne is slowed"}},
		{"Artemis", "the victim is slowed", Judged{Known: true, Said: "Artemis is not slowed"}},
		{"Artemis", "the victim is not slowed", Judged{Known: true, Holds: true, Said: "Artemis is not slowed"}},
		{"Jeanne", "the victim is slowed and alone in its area", Judged{Ask: "alone in its area", Said: "Jeanne is slowed"}},
		{"Artemis", "the victim is slowed and alone in its area", Judged{Known: true, Said: "Artemis is not slowed"}},
		{"Artemis", "the victim is alone in its area", Judged{Ask: "the victim is alone in its area"}},
		{"Artemis", "the victim is wounded", Judged{Known: true, Said: "Artemis is not wounded"}},
	} {
		if got := s.JudgeCondition(c.victim, c.cond); got != c.want {
			t.Errorf("%s, %q: %+v; want %+v", c.victim, c.cond, got, c.want)
		}
	}
}
