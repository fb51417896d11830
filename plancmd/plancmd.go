// Package plancmd is `tableside plan`: it reads a table state file and
// prints, as JSON, what a game's engine works out for the steps the rules
// give the game itself (a Villain Round, an Enemy Turn), with no window,
// so a table's state can go with a bug report and anyone can see what the
// app decided.
//
// It knows no game. The games of the lineup that have a planner
// (tracker.Planner) give it theirs, and the file says whose it is: its
// "game" field names the planner, and a file without one goes to the
// planner that takes those (the Labyrinth's, whose files came first).
// Each page of formats (docs/labyrinth-plan.md, docs/sorcery-plan.md) is
// run here, example by example.
package plancmd

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"tableside/lineup"
	"tableside/tracker"
)

// maxInput bounds a state file; a full map with every token is far smaller.
const maxInput = 4 << 20

// Main is `tableside plan` for the lineup's games: args are the arguments
// after "plan". It returns the exit status: 0 with the plan on stdout, 1
// for a file the rules cannot use (the message names the field), 2 for a
// wrong command line, 3 when the plan cannot be written (a full disk, a
// closed pipe).
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	return run(lineup.Games().Planners(), args, stdin, stdout, stderr)
}

// run is Main with the planners to choose from.
func run(planners []tracker.Planner, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 1 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help" || args[0] == "help") {
		return output(stdout, stderr, []byte(usage(planners)))
	}
	var proc, file string
	switch len(args) {
	case 1:
		file = args[0]
	case 2:
		proc, file = args[0], args[1]
		if !slices.ContainsFunc(planners, func(p tracker.Planner) bool { return slices.Contains(p.Procedures, proc) }) {
			fmt.Fprintf(stderr, "tableside plan: unknown procedure %q\n%s", proc, usage(planners))
			return 2
		}
	default:
		fmt.Fprint(stderr, usage(planners))
		return 2
	}
	var in io.Reader = stdin
	if file != "-" {
		f, err := os.Open(file)
		if err != nil {
			fmt.Fprintf(stderr, "tableside plan: %v\n", err)
			return 1
		}
		defer f.Close()
		in = f
	}
	doc, err := io.ReadAll(io.LimitReader(in, maxInput+1))
	if err != nil {
		fmt.Fprintf(stderr, "tableside plan: %s: %v\n", file, err)
		return 1
	}
	if len(doc) > maxInput {
		fmt.Fprintf(stderr, "tableside plan: %s: larger than %d bytes; no table state is that big\n", file, maxInput)
		return 1
	}
	p, err := planner(planners, doc)
	if err == nil && proc != "" && !slices.Contains(p.Procedures, proc) {
		err = elsewhere(planners, p, proc)
	}
	var out []byte
	if err == nil {
		out, err = p.Run(proc, doc)
	}
	if err != nil {
		fmt.Fprintf(stderr, "tableside plan: %s: %v\n", file, err)
		return 1
	}
	return output(stdout, stderr, out)
}

// planner is the planner doc's "game" field names. A file that is not a
// JSON object, or has no "game", goes to the planner of such files, whose
// reader says where a broken file breaks.
func planner(planners []tracker.Planner, doc []byte) (tracker.Planner, error) {
	var head map[string]json.RawMessage
	game := ""
	if json.Unmarshal(doc, &head) == nil && head["game"] != nil {
		// A "game" that is not a string names no planner.
		if json.Unmarshal(head["game"], &game) != nil || game == "" {
			game = string(head["game"])
		}
	}
	for _, p := range planners {
		if p.File == game {
			return p, nil
		}
	}
	var want []string
	for _, p := range planners {
		if p.File != "" {
			want = append(want, fmt.Sprintf("%q", p.File))
		}
	}
	return tracker.Planner{}, fmt.Errorf("game: want %s, or no \"game\" for a %s file", strings.Join(want, " or "), defaultTitle(planners))
}

// elsewhere refuses proc for a file of p, a procedure only another
// planner knows, and says how to name that planner's files.
func elsewhere(planners []tracker.Planner, p tracker.Planner, proc string) error {
	for _, o := range planners {
		if !slices.Contains(o.Procedures, proc) {
			continue
		}
		how := "leave out \"game\" for the other"
		if o.File != "" {
			how = fmt.Sprintf("add \"game\": %q for the other", o.File)
		}
		return fmt.Errorf("procedure %q is %s's; a %s file has %s (%s)", proc, o.Title, p.Title, tracker.Quoted(p.Procedures), how)
	}
	return fmt.Errorf("unknown procedure %q", proc)
}

// defaultTitle names the table of the files without "game".
func defaultTitle(planners []tracker.Planner) string {
	for _, p := range planners {
		if p.File == "" {
			return p.Title
		}
	}
	return "no"
}

// usage is the command line's help, each planner's procedures listed.
func usage(planners []tracker.Planner) string {
	var b strings.Builder
	b.WriteString(`usage: tableside plan [PROCEDURE] FILE.json

Reads a table state and prints what the rules make the game itself do, as
JSON. FILE may be - for standard input. Without PROCEDURE, the file's
"procedure" field says which.
`)
	for _, p := range planners {
		which := fmt.Sprintf(`"game": %q`, p.File)
		if p.File == "" {
			which = `no "game"`
		}
		fmt.Fprintf(&b, "\nA %s table, with %s in the file:\n  %s\n  Formats and examples: %s\n", p.Title, which, strings.Join(p.Procedures, ", "), p.Doc)
	}
	return b.String()
}

// output writes out to stdout and returns the exit status: 3, with a line on
// stderr, if it was not all written. A regular file is synced too, since
// some file systems tell of a full disk only then.
func output(stdout, stderr io.Writer, out []byte) int {
	_, err := stdout.Write(out)
	if f, ok := stdout.(*os.File); ok && err == nil {
		if fi, serr := f.Stat(); serr == nil && fi.Mode().IsRegular() {
			err = f.Sync()
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "tableside plan: cannot write the plan: %v\n", err)
		return 3
	}
	return 0
}
