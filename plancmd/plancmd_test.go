package plancmd

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tableside/lineup"
	"tableside/tracker"
	"tableside/tracker/trackertest"
)

func runMain(t *testing.T, args []string, stdin string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := Main(args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

func TestMainCommandLine(t *testing.T) {
	good := `{"procedure": "magic", "roll": {"hits": 2}, "spells": [{"costs": [0]}, {"costs": [3]}]}`
	dir := t.TempDir()
	file := filepath.Join(dir, "state.json")
	if err := os.WriteFile(file, []byte(good), 0o600); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name   string
		args   []string
		stdin  string
		code   int
		stdout string // a part of it
		stderr string // a part of it
	}{
		{"help", []string{"-h"}, "", 0, "usage: tableside plan", ""},
		{"help lists every planner", []string{"help"}, "", 0, "A Sword & Sorcery table, with \"game\": \"sorcery\" in the file:\n  time_phase", ""},
		{"no arguments", nil, "", 2, "", "usage"},
		{"too many", []string{"magic", "a", "b"}, "", 2, "", "usage"},
		{"unknown procedure", []string{"spells", "-"}, good, 2, "", `unknown procedure "spells"`},
		{"a file", []string{file}, "", 0, `"procedure": "magic"`, ""},
		{"a file and a procedure", []string{"magic", file}, "", 0, `"done": true`, ""},
		{"the procedure disagrees", []string{"final", file}, "", 1, "", `procedure: the file says "magic" but the command asks for "final"`},
		{"no such file", []string{filepath.Join(dir, "nope.json")}, "", 1, "", "no such file"},
		{"stdin", []string{"-"}, good, 0, `"resolve": [1]`, ""},
		{"procedure from the command line", []string{"magic", "-"}, `{"roll": {"hits": 0}, "spells": [{"costs": [0]}]}`, 0, `"done": true`, ""},
		{"no procedure at all", []string{"-"}, `{"roll": {"hits": 0}}`, 1, "", "procedure: missing"},
		{"broken JSON says where", []string{"-"}, "{\n  \"procedure\": \"magic\",\n  \"roll\": {\"hits\": 2,}\n}", 1, "", "line 3"},
		{"trailing data", []string{"-"}, good + " {}", 1, "", "extra data"},
		{"empty", []string{"-"}, "", 1, "", "empty"},
		{"too big", []string{"-"}, strings.Repeat(" ", maxInput+1), 1, "", "larger than"},
		{"another game's procedure", []string{"souls", "-"}, good, 1, "", `procedure "souls" is Sword & Sorcery's; a Lludwik's Labyrinth file has "magic"`},
		{"a game with no planner", []string{"-"}, `{"game": "legends"}`, 1, "", `game: want "sorcery", or no "game" for a Lludwik's Labyrinth file`},
		{"a game that is no name", []string{"-"}, `{"game": 5}`, 1, "", `game: want "sorcery", or no "game"`},
		{"an empty game", []string{"-"}, `{"game": ""}`, 1, "", `game: want "sorcery", or no "game"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errs := runMain(t, c.args, c.stdin)
			if code != c.code || !strings.Contains(out, c.stdout) || !strings.Contains(errs, c.stderr) {
				t.Fatalf("exit %d, stdout %q, stderr %q", code, out, errs)
			}
			if code != 0 && out != "" {
				t.Errorf("a failure printed a plan: %q", out)
			}
		})
	}
}

// TestPlanGoesToTheFilesGame: the file's "game" picks the planner, and a
// file without one goes to the planner that takes those; this package
// knows no game but what it is given.
func TestPlanGoesToTheFilesGame(t *testing.T) {
	answer := func(who string) func(string, []byte) ([]byte, error) {
		return func(proc string, _ []byte) ([]byte, error) { return []byte(who + " " + proc), nil }
	}
	planners := []tracker.Planner{
		{Title: "Old", Procedures: []string{"a"}, Run: answer("old")},
		{Title: "New", File: "new", Procedures: []string{"b"}, Run: answer("new")},
	}
	for _, c := range []struct {
		args      []string
		doc, want string
	}{
		{[]string{"-"}, `{}`, "old "},
		{[]string{"a", "-"}, `{"x": 1}`, "old a"},
		{[]string{"b", "-"}, `{"game": "new"}`, "new b"},
		{[]string{"-"}, `not JSON`, "old "},
	} {
		var out, errb bytes.Buffer
		if code := run(planners, c.args, strings.NewReader(c.doc), &out, &errb); code != 0 || out.String() != c.want {
			t.Errorf("%v %s: exit %d, %q %q; want %q", c.args, c.doc, code, out.String(), errb.String(), c.want)
		}
	}
	var out, errb bytes.Buffer
	if code := run(planners, []string{"a", "-"}, strings.NewReader(`{"game": "new"}`), &out, &errb); code != 1 || !strings.Contains(errb.String(), `procedure "a" is Old's; a New file has "b" (leave out "game" for the other)`) {
		t.Errorf("another planner's procedure: exit %d, %q", code, errb.String())
	}
}

// Every example on every planner's page runs through `tableside plan -`
// and gives exactly what the page shows, and every procedure has one that
// works.
func TestDocumentedExamples(t *testing.T) {
	planners := lineup.Games().Planners()
	if len(planners) < 2 {
		t.Fatalf("%d planners in the lineup", len(planners))
	}
	for _, p := range planners {
		t.Run(p.Title, func(t *testing.T) { testPage(t, "../"+p.Doc, p.Procedures) })
	}
}

func testPage(t *testing.T, docsPath string, procedures []string) {
	procs := map[string]bool{}
	for _, e := range trackertest.PlanExamples(t, docsPath) {
		t.Run(e.Name, func(t *testing.T) {
			if e.Input == "" || (e.Output == "") == (e.Stderr == "") {
				t.Fatalf("%s:%d: an example needs an input and one output or stderr block", docsPath, e.Line)
			}
			var stdout, stderr bytes.Buffer
			code := Main([]string{"-"}, strings.NewReader(e.Input), &stdout, &stderr)
			if e.Output != "" {
				if code != 0 {
					t.Fatalf("%s:%d: exit %d: %s", docsPath, e.Line, code, stderr.String())
				}
				if stdout.String() != e.Output {
					t.Fatalf("%s:%d: the output differs from the page.\ngot:\n%s", docsPath, e.Line, stdout.String())
				}
				var head struct{ Procedure string }
				_ = json.Unmarshal([]byte(e.Output), &head)
				procs[head.Procedure] = true
				return
			}
			if code != 1 || stdout.Len() != 0 || stderr.String() != e.Stderr {
				t.Fatalf("%s:%d: exit %d, stderr %q, stdout %q", docsPath, e.Line, code, stderr.String(), stdout.String())
			}
		})
	}
	for _, p := range procedures {
		if !procs[p] {
			t.Errorf("the page has no working example of %q", p)
		}
	}
}

// failingWriter refuses every write, as a full disk or a closed pipe does.
type failingWriter struct{ err error }

func (w failingWriter) Write([]byte) (int, error) { return 0, w.err }

// A plan that cannot be written is a failure: a message and status 3, not
// a silent 0 with nothing written.
func TestMainReportsAnOutputThatCannotBeWritten(t *testing.T) {
	good := `{"procedure": "magic", "roll": {"hits": 2}, "spells": [{"costs": [0]}, {"costs": [3]}]}`
	outputs := map[string]func(t *testing.T) io.Writer{
		"a writer that fails": func(*testing.T) io.Writer { return failingWriter{errors.New("no space left on device")} },
		"a closed pipe": func(t *testing.T) io.Writer {
			r, w, err := os.Pipe()
			if err != nil {
				t.Fatal(err)
			}
			r.Close()
			t.Cleanup(func() { w.Close() })
			return w
		},
		"a full disk": func(t *testing.T) io.Writer {
			f, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
			if err != nil {
				t.Skip("no /dev/full here")
			}
			t.Cleanup(func() { f.Close() })
			return f
		},
	}
	for name, out := range outputs {
		t.Run(name, func(t *testing.T) {
			stdout := out(t)
			for _, args := range [][]string{{"-"}, {"-h"}} {
				var errb bytes.Buffer
				code := Main(args, strings.NewReader(good), stdout, &errb)
				if code != 3 || !strings.Contains(errb.String(), "cannot write the plan") {
					t.Fatalf("%v: exit %d, stderr %q", args, code, errb.String())
				}
			}
		})
	}
}
