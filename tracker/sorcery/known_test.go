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
	s.Enemies[0].Wounds = 2
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
		// Without "the victim", the Scroll speaks of the Enemy itself
		// (the Hobgremlin's "If wounded: use Reborn", L6670-6706).
		{"Jeanne", "wounded", Judged{Known: true, Holds: true, Said: "the Green Giant Spider is wounded"}},
		{"Jeanne", "engaged", Judged{Ask: "engaged"}},
	} {
		if got := s.JudgeCondition(0, c.victim, c.cond); got != c.want {
			t.Errorf("%s, %q: %+v; want %+v", c.victim, c.cond, got, c.want)
		}
	}
}
