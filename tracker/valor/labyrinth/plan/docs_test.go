package plan

import (
	"bufio"
	"bytes"
	"os"
	"strings"
	"testing"

	sorceryplan "tableside/tracker/sorcery/plan"
)

const docsPath = "../../../../docs/labyrinth-plan.md"

// sorceryDocs is the Sword & Sorcery page: its files carry "game":
// "sorcery" and run through the same command.
const sorceryDocs = "../../../../docs/sorcery-plan.md"

// example is one documented run: an input block and the output (or the
// error) the page promises for it.
type example struct {
	name, input, output, stderr string
	line                        int
}

// docExamples reads the fenced blocks of the page tagged "json input NAME",
// "json output NAME" and "text stderr NAME".
func docExamples(t testing.TB, docsPath string) []example {
	t.Helper()
	b, err := os.ReadFile(docsPath)
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]*example{}
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
					byName[name] = &example{name: name, line: line}
					order = append(order, name)
				}
			}
			continue
		}
		if l == "```" {
			e := byName[name]
			switch kind {
			case "input":
				e.input = block.String()
			case "output":
				e.output = block.String()
			case "stderr":
				e.stderr = block.String()
			}
			block = nil
			continue
		}
		block.WriteString(l + "\n")
	}
	var out []example
	for _, n := range order {
		out = append(out, *byName[n])
	}
	return out
}

// Every example on both pages runs through `tableside plan -` and gives
// exactly what the page shows.
func TestDocumentedExamples(t *testing.T) {
	t.Run("labyrinth", func(t *testing.T) { testPage(t, docsPath, Procedures()) })
	t.Run("sorcery", func(t *testing.T) { testPage(t, sorceryDocs, sorceryplan.Procedures()) })
}

func testPage(t *testing.T, docsPath string, procedures []string) {
	exs := docExamples(t, docsPath)
	procs := map[string]bool{}
	for _, e := range exs {
		t.Run(e.name, func(t *testing.T) {
			if e.input == "" || (e.output == "") == (e.stderr == "") {
				t.Fatalf("%s:%d: an example needs an input and one output or stderr block", docsPath, e.line)
			}
			var stdout, stderr bytes.Buffer
			code := Main([]string{"-"}, strings.NewReader(e.input), &stdout, &stderr)
			if e.output != "" {
				if code != 0 {
					t.Fatalf("%s:%d: exit %d: %s", docsPath, e.line, code, stderr.String())
				}
				if stdout.String() != e.output {
					t.Fatalf("%s:%d: the output differs from the page.\ngot:\n%s", docsPath, e.line, stdout.String())
				}
				var head struct{ Procedure string }
				_ = decodeHead(e.output, &head)
				procs[head.Procedure] = true
				return
			}
			if code != 1 || stdout.Len() != 0 || stderr.String() != e.stderr {
				t.Fatalf("%s:%d: exit %d, stderr %q, stdout %q", docsPath, e.line, code, stderr.String(), stdout.String())
			}
		})
	}
	for _, p := range procedures {
		if !procs[p] {
			t.Errorf("the page has no working example of %q", p)
		}
	}
}

func decodeHead(s string, v any) error {
	return jsonUnmarshalLoose([]byte(s), v)
}
