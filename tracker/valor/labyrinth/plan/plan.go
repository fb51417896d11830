// Package plan runs the Villain Round engine of package labyrinth without
// a window: `tableside plan FILE.json` reads a table state as JSON and
// prints the plan as JSON, so a player can attach a state file to a bug
// report and anyone can reproduce what the app decided. Both formats are
// documented in docs/labyrinth-plan.md, whose examples are this package's
// tests.
package plan

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"tableside/tracker/valor/labyrinth"
)

// procedures are the plans the command knows, in the Villain Round's order.
var procedures = [...]string{"magic", "corruption", "spawn", "minions", "minion", "levelup", "final"}

// Procedures lists the plans the command knows, in the Villain Round's
// order.
func Procedures() []string { return slices.Clone(procedures[:]) }

// maxInput bounds a state file; a full map with every token is far smaller.
const maxInput = 4 << 20

const usage = `usage: tableside plan [PROCEDURE] FILE.json

Reads a Lludwik's Labyrinth table state and prints what the rules make the
Villain and its Minions do, as JSON. FILE may be - for standard input.
PROCEDURE is one of magic, corruption, spawn, minions, minion, levelup,
final; without it, the file's "procedure" field says which.
Formats and examples: docs/labyrinth-plan.md.

A file with "game": "sorcery" is a Sword & Sorcery table instead, with
the procedures time_phase, souls, enemy_turn, activation, minions and spawn
(docs/sorcery-plan.md).
`

// Main is `tableside plan`: args are the arguments after "plan". It returns
// the exit status: 0 with the plan on stdout, 1 for a file the rules cannot
// use (the message names the field), 2 for a wrong command line, 3 when the
// plan cannot be written (a full disk, a closed pipe).
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 1 && (args[0] == "-h" || args[0] == "-help" || args[0] == "--help" || args[0] == "help") {
		return output(stdout, stderr, []byte(usage))
	}
	var proc, file string
	switch len(args) {
	case 1:
		file = args[0]
	case 2:
		proc, file = args[0], args[1]
		if !knownProcedure(proc) {
			fmt.Fprintf(stderr, "tableside plan: unknown procedure %q\n%s", proc, usage)
			return 2
		}
	default:
		fmt.Fprint(stderr, usage)
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
	run, other := runner(doc)
	if !other {
		if err := labyrinthProcedure(proc); err != nil {
			fmt.Fprintf(stderr, "tableside plan: %s: %v\n", file, err)
			return 1
		}
	}
	out, err := run(proc, doc)
	if err != nil {
		fmt.Fprintf(stderr, "tableside plan: %s: %v\n", file, err)
		return 1
	}
	return output(stdout, stderr, out)
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

// Run plans one document. procedure may be empty, and then the document's
// "procedure" field says which; when both are given they must agree. The
// output is the same bytes for the same input.
func Run(procedure string, doc []byte) ([]byte, error) {
	var head struct {
		Procedure json.RawMessage `json:"procedure"`
	}
	if err := json.Unmarshal(doc, &head); err != nil {
		// The strict reader words the problem better.
		var any struct{}
		if err := decode(doc, &any); err != nil {
			return nil, err
		}
		return nil, &labyrinth.FieldError{Problem: "the file must hold one JSON object {...}"}
	}
	var named string
	if head.Procedure != nil {
		if err := json.Unmarshal(head.Procedure, &named); err != nil || !slices.Contains(procedures[:], named) {
			return nil, &labyrinth.FieldError{Field: "procedure", Problem: "want one of " + quoted(procedures[:])}
		}
	}
	switch {
	case procedure == "" && named == "":
		return nil, &labyrinth.FieldError{Field: "procedure", Problem: "missing: name the plan wanted, one of " + quoted(procedures[:])}
	case procedure != "" && named != "" && procedure != named:
		return nil, &labyrinth.FieldError{Field: "procedure", Problem: fmt.Sprintf("the file says %q but the command asks for %q", named, procedure)}
	case procedure == "":
		procedure = named
	}
	var plan any
	var err error
	switch procedure {
	case "magic":
		var d struct {
			Procedure string `json:"procedure,omitempty"`
			labyrinth.MagicInput
		}
		if err = decode(doc, &d); err == nil {
			plan, err = labyrinth.MagicRoll(d.MagicInput)
		}
	case "corruption":
		var d struct {
			Procedure string `json:"procedure,omitempty"`
			labyrinth.CorruptionInput
		}
		if err = decode(doc, &d); err == nil {
			plan, err = labyrinth.CorruptionRoll(d.CorruptionInput)
		}
	case "spawn":
		var d struct {
			Procedure string `json:"procedure,omitempty"`
			SpawnInput
		}
		if err = decode(doc, &d); err == nil {
			plan, err = labyrinth.PlaceSpawns(&d.Map, d.Spawns)
		}
	case "minions":
		var d struct {
			Procedure string `json:"procedure,omitempty"`
			MinionsInput
		}
		if err = decode(doc, &d); err == nil {
			plan, err = labyrinth.PlanMinionStep(&d.Map, d.Acted)
		}
	case "minion":
		var d struct {
			Procedure string `json:"procedure,omitempty"`
			MinionInput
		}
		if err = decode(doc, &d); err == nil {
			plan, err = labyrinth.PlanMinion(&d.Map, d.Turn)
		}
	case "levelup":
		var d struct {
			Procedure string `json:"procedure,omitempty"`
			labyrinth.LevelUpInput
		}
		if err = decode(doc, &d); err == nil {
			plan, err = labyrinth.LevelUp(d.LevelUpInput)
		}
	case "final":
		var d struct {
			Procedure string `json:"procedure,omitempty"`
			labyrinth.FinalInput
		}
		if err = decode(doc, &d); err == nil {
			plan, err = labyrinth.Final(d.FinalInput)
		}
	}
	if err != nil {
		return nil, err
	}
	return withProcedure(procedure, plan)
}

// withProcedure writes plan with "procedure" as its first field, so an
// output names what it answers.
func withProcedure(procedure string, plan any) ([]byte, error) {
	var enc bytes.Buffer
	e := json.NewEncoder(&enc)
	e.SetEscapeHTML(false)
	if err := e.Encode(plan); err != nil {
		return nil, err
	}
	b := bytes.TrimSpace(enc.Bytes())
	var buf bytes.Buffer
	fmt.Fprintf(&buf, `{"procedure":%q`, procedure)
	if len(b) > 2 {
		buf.WriteByte(',')
	}
	buf.Write(b[1:])
	return encode(json.RawMessage(buf.Bytes()))
}

func quoted(s []string) string {
	q := make([]string, len(s))
	for i, x := range s {
		q[i] = fmt.Sprintf("%q", x)
	}
	return strings.Join(q, ", ")
}
