package sorcery

import "testing"

// TestParseSentenceL6563 reads the Giant Spider's sentences (L6563-6604).
func TestParseSentenceL6563(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Sentence
	}{
		{"Attack with Bite.", Sentence{Then: "Attack with Bite."}},
		{"If the victim is slowed: use Entrap.", Sentence{If: "the victim is slowed", Then: "use Entrap"}},
		{"If the victim is slowed and alone in its area: move to engage and use Entrap; otherwise attack with Web again.",
			Sentence{If: "the victim is slowed and alone in its area", Then: "move to engage and use Entrap", Else: "attack with Web again"}},
	} {
		if got := ParseSentence(c.in); got != c.want {
			t.Errorf("%q: got %+v", c.in, got)
		}
	}
	if !IsAttack("attack with Web again") || IsAttack("use Entrap") {
		t.Fatal("IsAttack")
	}
}

// TestSentenceOfActivationL6557 finds the sentences among an activation's
// steps.
func TestSentenceOfActivationL6557(t *testing.T) {
	s := table([]Hero{artemis(), jeanne()}, giantSpider())
	a, err := s.Activate(ActivationInput{Enemy: 0, Sights: []Sight{seen("Artemis", 0), seen("Jeanne", 3)}})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, st := range a.Steps {
		if x := SentenceOf(st); x != "" {
			got = append(got, x)
		}
	}
	if len(got) != 3 || got[1] != "Attack with Bite." {
		t.Fatalf("%q", got)
	}
}

// TestConditionWordsL4602 says the re-application rule before it is done.
func TestConditionWordsL4602(t *testing.T) {
	c := Conditions{Bleed: 1, Health: Blind}
	for _, k := range []struct {
		kind string
		rank int
		want string
	}{{"bleed", 1, "Bleed I again: 1 HP instead"}, {"bleed", 2, "Bleed II"}, {"slow", 0, "Slow again: 1 HP instead"}, {"stun", 0, "Stun"}, {"fire", 1, "Fire I (1 HP now)"}} {
		if got := ConditionWords(c, k.kind, k.rank); got != k.want {
			t.Errorf("%s %d: %q", k.kind, k.rank, got)
		}
	}
	if c.List() != "Blind, Bleed I" {
		t.Fatal(c.List())
	}
}

// TestLibraryValidateL6262 checks cards as they are typed.
func TestLibraryValidateL6262(t *testing.T) {
	if err := (Hero{Name: "Robin", MaxHP: 7}).Validate(); err != nil {
		t.Fatal(err)
	}
	if (Hero{Name: "Robin"}).Validate() == nil || (EnemyCard{Name: "x"}).Validate() == nil {
		t.Fatal("a card without HP or rank passed")
	}
	if err := giantSpider().Card.Validate(); err != nil {
		t.Fatal(err)
	}
	if (EncounterCard{Main: Effect{Kind: ActivateAll}}).Validate() == nil || (EncounterCard{Letter: "A", Main: Effect{Kind: ActivateX, X: 9}}).Validate() == nil {
		t.Fatal("a bad Encounter card passed")
	}
	for _, k := range EffectKinds() {
		if (Effect{Kind: k, X: 2, Say: "x"}).Words() == "" {
			t.Fatal(k)
		}
	}
	if (Effect{Kind: ActivateX, X: 2}).Words() != "Activate 2 Enemies" {
		t.Fatal("words")
	}
}
