package plan

import (
	"bytes"
	"strings"
	"testing"

	"tableside/tracker/valor/labyrinth"
)

// readInput reads a document into the input type of its procedure, as Run
// does, and returns the value Input takes.
func readInput(t *testing.T, procedure, doc string) any {
	t.Helper()
	p, ok := lookup(procedure)
	if !ok {
		t.Fatalf("no procedure %q", procedure)
	}
	in, err := p.read([]byte(doc))
	if err != nil {
		t.Fatal(err)
	}
	return in
}

// TestInputWritesWhatRunReads: every documented example, read into its
// input and written again by Input, plans the same, byte for byte; and
// written twice, it gives the same document.
func TestInputWritesWhatRunReads(t *testing.T) {
	for _, e := range docExamples(t, docsPath) {
		if e.Output == "" {
			continue
		}
		t.Run(e.Name, func(t *testing.T) {
			var head struct{ Procedure string }
			if err := decodeHead(e.Output, &head); err != nil {
				t.Fatal(err)
			}
			doc, err := Input(head.Procedure, readInput(t, head.Procedure, e.Input))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.HasPrefix(doc, []byte("{\n  \"procedure\": \""+head.Procedure+"\",\n")) {
				t.Errorf("the document does not open with its procedure:\n%s", doc)
			}
			got, err := Run("", doc)
			if err != nil {
				t.Fatalf("%v\n%s", err, doc)
			}
			if string(got) != e.Output {
				t.Fatalf("the plan of the document written differs from the page's:\n%s", got)
			}
			again, err := Input(head.Procedure, readInput(t, head.Procedure, string(doc)))
			if err != nil || !bytes.Equal(again, doc) {
				t.Fatalf("written twice, the document changed (%v):\n%s\n%s", err, doc, again)
			}
		})
	}
}

// TestInputRefusesAnotherProcedure: an input is written only under its own
// procedure's name.
func TestInputRefusesAnotherProcedure(t *testing.T) {
	for _, c := range []struct {
		procedure string
		in        any
	}{
		{"corruption", labyrinth.MagicInput{}},
		{"minions", MinionInput{}},
		{"nonsense", labyrinth.FinalInput{}},
		{"magic", struct{}{}},
	} {
		if _, err := Input(c.procedure, c.in); err == nil || !strings.Contains(err.Error(), "is not the input of") {
			t.Errorf("%s with a %T: %v", c.procedure, c.in, err)
		}
	}
}
