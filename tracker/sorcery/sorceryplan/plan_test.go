package sorceryplan

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"strings"
	"testing"

	"tableside/tracker/sorcery"
)

// docInputs are the input blocks of docs/sorcery-plan.md.
func docInputs(t testing.TB) []string {
	b, err := os.ReadFile("../../../docs/sorcery-plan.md")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, part := range strings.Split(string(b), "```json input ")[1:] {
		_, body, _ := strings.Cut(part, "\n")
		body, _, _ = strings.Cut(body, "```")
		out = append(out, body)
	}
	if len(out) < len(Procedures()) {
		t.Fatalf("%d inputs on the page", len(out))
	}
	return out
}

// A file error names the field as the file spells it, list places
// included.
func TestFieldErrors(t *testing.T) {
	doc := docInputs(t)[0]
	for _, c := range []struct{ from, to, want string }{
		{`"wounds": 3}`, `"wounds": "3"}`, "enemies[2].wounds: want a whole number"},
		{`"copy": 1, "controller": 2`, `"copy": 1, "controler": 2`, "enemies[2].controler: unknown field"},
		{`"game": "sorcery",`, `"game": "sorcery", "procedure": "spawn",`, "procedure: "},
		{`"areas": 1}`, `"areas": 1, "who": "Jeanne"}`, ""},
		{`"max_hp": 7`, `"max_hp": 0`, "heroes[2].max_hp: want 1 or more"},
	} {
		in := strings.Replace(doc, c.from, c.to, 1)
		if in == doc {
			t.Fatalf("%q is not in the example", c.from)
		}
		_, err := Run("", []byte(in))
		var fe *sorcery.FieldError
		if c.want == "" {
			if err == nil {
				t.Errorf("%q: accepted", c.to)
			}
			continue
		}
		if !errors.As(err, &fe) || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%q: got %v; want %q", c.to, err, c.want)
		}
	}
	if _, err := Run("spawn", []byte(doc)); err == nil || !strings.Contains(err.Error(), "the file says") {
		t.Errorf("a disagreeing procedure: %v", err)
	}
}

// A null where the file needs a value (a number, a name, true or false,
// an object) is refused, naming the field, as the Labyrinth's reader
// refuses it: read quietly, "wounds": null would be 0 wounds. A null list
// or optional part reads as one left out, and a field left out is still
// read as empty (docs/sorcery-plan.md, Reading and writing).
func TestNullForAValueIsRefused(t *testing.T) {
	doc := docInputs(t)[0]
	for _, c := range []struct{ from, to, want string }{
		{`"wounds": 3}`, `"wounds": null}`, "enemies[2].wounds: must not be null; want a whole number"},
		{`"name": "Jeanne"`, `"name": null`, "heroes[0].name: must not be null; want text in quotes"},
		{`"card": "H",`, `"card": null,`, "input.card: must not be null; want text in quotes"},
		{`"los": true, "areas": 1`, `"los": null, "areas": 1`, "input.activations[0].sights[0].los: must not be null; want true or false"},
		{`"events": {"unrevealed": 8}`, `"events": null`, "events: must not be null; want an object {...}"},
	} {
		in := strings.Replace(doc, c.from, c.to, 1)
		if in == doc {
			t.Fatalf("%q is not in the example", c.from)
		}
		out, err := Run("", []byte(in))
		var fe *sorcery.FieldError
		if !errors.As(err, &fe) || err.Error() != c.want || out != nil {
			t.Errorf("%q: got %v; want %q", c.to, err, c.want)
		}
	}
	// A null that may stand is the field left out: the same plan.
	for _, c := range []struct{ from, null, left string }{
		{`, "otherwise": {"kind": "highest_rank"}}`, `, "otherwise": null}`, `}`},
		{`"draw": ["E", "H"],`, `"draw": null,`, ``},
		{`, "styles": ["magic"]}`, `, "styles": null}`, `}`},
		{`"events": {"unrevealed": 8}`, `"events": {"unrevealed": 8, "revealed": null}`, `"events": {"unrevealed": 8}`},
		{`"controller": 0, "wounds": 0}`, ``, `"controller": 0}`},
	} {
		left := strings.Replace(doc, c.from, c.left, 1)
		if left == doc && c.from != c.left {
			t.Fatalf("%q is not in the example", c.from)
		}
		want, err := Run("", []byte(left))
		if err != nil {
			t.Errorf("%q left out: %v", c.from, err)
			continue
		}
		if c.null == "" {
			continue
		}
		got, err := Run("", []byte(strings.Replace(doc, c.from, c.null, 1)))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%q: got %v, a plan other than the field left out: %t", c.null, err, !bytes.Equal(got, want))
		}
	}
}

// FuzzRun feeds any bytes to the reader: it never panics; it refuses with
// words, or prints JSON naming the game and procedure, the same bytes for
// the same input.
func FuzzRun(f *testing.F) {
	for _, in := range docInputs(f) {
		f.Add([]byte(in))
	}
	f.Add([]byte(`null`))
	f.Add([]byte(`{"game":"sorcery","procedure":"souls"}`))
	f.Add([]byte(`{"game":"sorcery","procedure":"souls","souls":null}`))
	f.Add([]byte(`{"game":"sorcery","procedure":"souls","heroes":null,"menace":null,"input":null}`))
	f.Fuzz(func(t *testing.T, doc []byte) {
		out, err := Run("", doc)
		if err != nil {
			if err.Error() == "" || out != nil {
				t.Fatal("an error without words, or with output")
			}
			return
		}
		var head struct{ Game, Procedure string }
		if json.Unmarshal(out, &head) != nil || head.Game != Game || head.Procedure == "" {
			t.Fatalf("output is not JSON naming its procedure:\n%s", out)
		}
		again, _ := Run("", doc)
		if !bytes.Equal(out, again) {
			t.Fatal("the same input gave a different answer")
		}
	})
}
