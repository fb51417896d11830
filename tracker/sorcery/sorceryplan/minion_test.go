package sorceryplan

import (
	"os"
	"strings"
	"testing"
)

// docBlock is the body of the page's block tagged "json KIND NAME".
func docBlock(t *testing.T, kind, name string) string {
	t.Helper()
	b, err := os.ReadFile("../../../docs/sorcery-plan.md")
	if err != nil {
		t.Fatal(err)
	}
	_, body, ok := strings.Cut(string(b), "```json "+kind+" "+name+"\n")
	if !ok {
		t.Fatalf("no %s block for %s on the page", kind, name)
	}
	body, _, _ = strings.Cut(body, "```")
	return body
}

// The page's Minion example (rules 003 L7216-7234, L5451-5455): Venom 1
// takes Thorgren, the only one with no Venom; Venom 3 then takes Artemis,
// the more wounded; the plan gives what the page shows, byte for byte.
func TestMinionExample003L7216(t *testing.T) {
	out, err := Run("", []byte(docBlock(t, "input", "minions")))
	if err != nil {
		t.Fatal(err)
	}
	if want := docBlock(t, "output", "minions"); string(out) != want {
		t.Fatalf("got:\n%s\nwant:\n%s", out, want)
	}
	for _, want := range []string{`"decided": "preferred"`, `"decided": "most_wounded"`, `"Venom 3 on Artemis's sheet"`} {
		if !strings.Contains(string(out), want) {
			t.Errorf("the plan does not say %s", want)
		}
	}
}

// The activation plan says why its victim (its reason) (L6536-6555): the
// candidates, those the preferred victim kept, the deciding step and its
// numbers; here both unwounded, Xantares has fewer HP left, 7 against 10.
func TestActivationReason003L6548(t *testing.T) {
	out, err := Run("", []byte(docBlock(t, "input", "activation")))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"candidates": [`, `"decided": "hp_left"`, `"who": "Xantares",`, `"value": 7`} {
		if !strings.Contains(string(out), want) {
			t.Errorf("the plan does not say %s:\n%s", want, out)
		}
	}
}

// A Companion named for a Venom's area is refused under "input": Minions
// never pick one (L5451-5455).
func TestMinionNeverPicksCompanion003L5451(t *testing.T) {
	in := strings.Replace(docBlock(t, "input", "minions"), `"sharing": ["Thorgren", "Artemis"]}`, `"sharing": ["Wolf"]}`, 1)
	_, err := Run("", []byte(in))
	if err == nil || !strings.HasPrefix(err.Error(), "input: ") || !strings.Contains(err.Error(), "Companion") {
		t.Fatalf("%v", err)
	}
}
