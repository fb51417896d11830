package trackertest

import (
	"bufio"
	"bytes"
	"os"
	"strings"
	"testing"
)

// PlanExample is one run of `tableside plan` a planner's page documents
// (tracker.Planner.Doc): an input and the output, or the error, the page
// promises for it.
type PlanExample struct {
	Name, Input, Output, Stderr string
	// Line is where the example starts on the page.
	Line int
}

// PlanExamples reads the fenced blocks of the page at path tagged "json
// input NAME", "json output NAME" and "text stderr NAME", in the page's
// order.
func PlanExamples(t testing.TB, path string) []PlanExample {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]*PlanExample{}
	var order []string
	sc := bufio.NewScanner(bytes.NewReader(b))
	var block *strings.Builder
	var kind, name string
	line := 0
	for sc.Scan() {
		line++
		l := sc.Text()
		if block == nil {
			f := strings.Fields(strings.TrimPrefix(l, "```"))
			if strings.HasPrefix(l, "```") && len(f) == 3 && (f[1] == "input" || f[1] == "output" || f[1] == "stderr") {
				block, kind, name = &strings.Builder{}, f[1], f[2]
				if byName[name] == nil {
					byName[name] = &PlanExample{Name: name, Line: line}
					order = append(order, name)
				}
			}
			continue
		}
		if l == "```" {
			e := byName[name]
			switch kind {
			case "input":
				e.Input = block.String()
			case "output":
				e.Output = block.String()
			case "stderr":
				e.Stderr = block.String()
			}
			block = nil
			continue
		}
		block.WriteString(l + "\n")
	}
	out := make([]PlanExample, len(order))
	for i, n := range order {
		out[i] = *byName[n]
	}
	return out
}
