package tracker

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// Planner is a game's `tableside plan`: the engine that works out the
// steps the rules give the game itself (a Villain Round, an Enemy Turn),
// run on a state file with no window, so a table's state can go with a bug
// report and anyone can see what the app decided. It is optional: a game
// whose rules leave nothing to work out has none. A game gives its planner
// in its line of the lineup (package lineup); package plancmd reads a file
// and hands it to the planner the file names.
type Planner struct {
	// Title names the table its files hold ("Lludwik's Labyrinth").
	Title string
	// File is the value of a plan file's "game" field that picks this
	// planner. One planner has "": it takes the files without the field
	// (the Labyrinth's, whose files came first).
	File string
	// Procedures are the plans it knows, in the order of a round.
	Procedures []string
	// Run plans one file: procedure may be "", and then the file's
	// "procedure" field says which. It returns the plan as JSON, the same
	// bytes for the same file, or an error naming the field at fault.
	Run func(procedure string, doc []byte) ([]byte, error)
	// Doc is the page that describes its files (docs/labyrinth-plan.md).
	Doc string
}

// PlanProcedure is the procedure a plan file is run with: asked, the
// command's, or when that is "" the file's own, whose "procedure" field
// is named (nil when the file has none); when both are given they must
// agree. It must be one of procs, the planner's Procedures. The error is
// a FieldError on "procedure" that says why not, and what to give.
func PlanProcedure(asked string, named json.RawMessage, procs []string) (string, error) {
	var file string
	wrong := &FieldError{Field: "procedure", Problem: "want one of " + Quoted(procs)}
	if named != nil && (json.Unmarshal(named, &file) != nil || !slices.Contains(procs, file)) {
		return "", wrong
	}
	switch {
	case asked == "" && file == "":
		return "", &FieldError{Field: "procedure", Problem: "missing: name the plan wanted, one of " + Quoted(procs)}
	case asked != "" && file != "" && asked != file:
		return "", &FieldError{Field: "procedure", Problem: fmt.Sprintf("the file says %q but the command asks for %q", file, asked)}
	case asked == "":
		return file, nil
	case !slices.Contains(procs, asked):
		return "", wrong
	}
	return asked, nil
}

// Quoted lists names each in quotes, with commas between: what a plan
// file's field may hold, as its errors say it.
func Quoted(names []string) string {
	q := make([]string, len(names))
	for i, x := range names {
		q[i] = fmt.Sprintf("%q", x)
	}
	return strings.Join(q, ", ")
}

// KeptGame is a Game whose sessions are kept beside the evenings of
// another game's campaign (a campaign book), never as a campaign of their
// own: New campaign does not offer it, and the other game's screens open
// it. A game without it is offered in New campaign.
type KeptGame interface {
	Game
	// KeptBy is the ID of the game whose campaigns keep it.
	KeptBy() string
}
