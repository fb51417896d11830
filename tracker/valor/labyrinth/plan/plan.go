// Package plan runs the Villain Round engine of package labyrinth without
// a window: `tableside plan FILE.json` (package plancmd) hands it a table
// state as JSON and prints the plan as JSON, so a player can attach a
// state file to a bug report and anyone can reproduce what the app
// decided. Both formats are documented in docs/labyrinth-plan.md, whose
// examples are tests.
package plan

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
	"tableside/tracker/valor/labyrinth"
)

// procedures are the plans the command knows, in the Villain Round's order.
var procedures = [...]string{"magic", "corruption", "spawn", "minions", "minion", "levelup", "final"}

// Procedures lists the plans the command knows, in the Villain Round's
// order.
func Procedures() []string { return slices.Clone(procedures[:]) }

// Planner is this package as `tableside plan` runs it: for a file with no
// "game" field, as every file was before other games had plans.
func Planner() tracker.Planner {
	return tracker.Planner{Title: "Lludwik's Labyrinth", Procedures: Procedures(), Run: Run, Doc: "docs/labyrinth-plan.md"}
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
