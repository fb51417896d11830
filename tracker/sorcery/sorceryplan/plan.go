// Package sorceryplan runs the Sword & Sorcery procedures of package sorcery
// without a window: `tableside plan FILE.json` with "game": "sorcery" in
// the file reads the table and what the table tells, and prints the plan
// as JSON. The formats are documented in docs/sorcery-plan.md, whose
// examples are tests.
package sorceryplan

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
	"tableside/tracker/sorcery"
)

// Game is the "game" field's value that selects this package.
const Game = "sorcery"

// proc is one plan the command knows: its name in the file, and the
// engine's call that plans it.
type proc struct {
	name string
	plan func(doc []byte) (any, error)
}

// procedures are the plans the command knows, in the Round's order.
func procedures() []proc {
	return []proc{
		{"time_phase", planner((*sorcery.State).PlanTimePhase)},
		{"souls", planner((*sorcery.State).PlanSouls)},
		{"enemy_turn", planner((*sorcery.State).PlanEnemyTurn)},
		{"activation", planner((*sorcery.State).Activate)},
		{"minions", planner((*sorcery.State).PlanMinionTurn)},
		{"spawn", planner((*sorcery.State).PlanSpawn)},
	}
}

// Procedures lists the plans the command knows.
func Procedures() []string {
	var names []string
	for _, p := range procedures() {
		names = append(names, p.name)
	}
	return names
}

// Planner is this package as `tableside plan` runs it: for a file whose
// "game" is Game.
func Planner() tracker.Planner {
	return tracker.Planner{Title: "Sword & Sorcery", File: Game, Procedures: Procedures(), Run: Run, Doc: "docs/sorcery-plan.md"}
}

// file is the input: the table's state, with "game", "procedure" and the
// procedure's "input" beside its fields.
type file[I any] struct {
	Game      string `json:"game"`
	Procedure string `json:"procedure,omitempty"`
	Input     I      `json:"input"`
	sorcery.State
}

// output is what is printed: the plan under the procedure's name.
type output struct {
	Game      string `json:"game"`
	Procedure string `json:"procedure"`
	Plan      any    `json:"plan"`
}

// Run plans one document. procedure may be empty, and then the document's
// "procedure" field says which; when both are given they must agree. The
// output is the same bytes for the same input.
func Run(procedure string, doc []byte) ([]byte, error) {
	var head struct {
		Procedure string `json:"procedure"`
	}
	if err := decodeHead(doc, &head); err != nil {
		return nil, err
	}
	named, names := head.Procedure, Procedures()
	switch {
	case named != "" && !slices.Contains(names, named):
		return nil, at("procedure", "want one of %s", quoted(names))
	case procedure == "" && named == "":
		return nil, at("procedure", "missing: name the plan wanted, one of %s", quoted(names))
	case procedure != "" && named != "" && procedure != named:
		return nil, at("procedure", "the file says %q but the command asks for %q", named, procedure)
	case procedure == "":
		procedure = named
	case !slices.Contains(names, procedure):
		return nil, at("procedure", "want one of %s", quoted(names))
	}
	procs := procedures()
	plan, err := procs[slices.IndexFunc(procs, func(p proc) bool { return p.name == procedure })].plan(doc)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(output{Game: Game, Procedure: procedure, Plan: plan}); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// planner is the procedure that plans with do, its input an I.
func planner[I, P any](do func(*sorcery.State, I) (P, error)) func(doc []byte) (any, error) {
	return func(doc []byte) (any, error) { return run(doc, do) }
}

// run reads the file for a procedure with input I, checks the table and
// plans. A refusal is what the table told that the rules cannot use: it
// is put under "input".
func run[I, P any](doc []byte, do func(*sorcery.State, I) (P, error)) (P, error) {
	var zero P
	var f file[I]
	if err := decode(doc, &f); err != nil {
		return zero, err
	}
	if f.Game != Game {
		return zero, at("game", "want %q", Game)
	}
	if err := f.State.Check(); err != nil {
		return zero, err
	}
	p, err := do(&f.State, f.Input)
	if tracker.IsRefusal(err) {
		return zero, at("input", "%s", err.Error())
	}
	return p, err
}

// decodeHead reads the fields every file has, leniently: the full,
// strict read comes with the procedure's types.
func decodeHead(doc []byte, v any) error {
	raw, err := tracker.JSONDocument(doc)
	if err != nil {
		return err
	}
	if !bytes.HasPrefix(bytes.TrimSpace(raw), []byte("{")) {
		return &sorcery.FieldError{Problem: "the file must hold one JSON object {...}"}
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return at("procedure", "want one of %s", quoted(Procedures()))
	}
	return nil
}

func quoted(s []string) string {
	q := make([]string, len(s))
	for i, x := range s {
		q[i] = fmt.Sprintf("%q", x)
	}
	return strings.Join(q, ", ")
}
