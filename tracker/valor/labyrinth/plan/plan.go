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

	"tableside/tracker"
	"tableside/tracker/valor/labyrinth"
)

// procedure is one plan the command knows: how its document is read and
// which engine call plans it.
type procedure struct {
	name string
	// read reads a document strictly into the procedure's input.
	read func(doc []byte) (any, error)
	// plan runs the engine on an input read.
	plan func(in any) (any, error)
	// takes says whether in is the procedure's input.
	takes func(in any) bool
}

// procedureOf is the procedure name whose document is an In, planned by
// engine.
func procedureOf[In, Out any](name string, engine func(In) (Out, error)) procedure {
	return procedure{
		name: name,
		read: func(doc []byte) (any, error) {
			var in In
			err := decodeInput(doc, &in)
			return in, err
		},
		plan:  func(in any) (any, error) { return engine(in.(In)) },
		takes: func(in any) bool { _, ok := in.(In); return ok },
	}
}

// procedures are the plans the command knows, in the Villain Round's
// order. The procedures whose engine call takes more than one argument
// read an input of this package (write.go).
func procedures() []procedure {
	return []procedure{
		procedureOf("magic", labyrinth.MagicRoll),
		procedureOf("corruption", labyrinth.CorruptionRoll),
		procedureOf("spawn", func(in SpawnInput) (labyrinth.SpawnPlan, error) {
			return labyrinth.PlaceSpawns(&in.Map, in.Spawns)
		}),
		procedureOf("minions", func(in MinionsInput) (labyrinth.StepPlan, error) {
			return labyrinth.PlanMinionStep(&in.Map, in.Acted)
		}),
		procedureOf("minion", func(in MinionInput) (labyrinth.Turn, error) {
			return labyrinth.PlanMinion(&in.Map, in.Turn)
		}),
		procedureOf("levelup", labyrinth.LevelUp),
		procedureOf("final", labyrinth.Final),
	}
}

// lookup finds the procedure called name.
func lookup(name string) (procedure, bool) {
	for _, p := range procedures() {
		if p.name == name {
			return p, true
		}
	}
	return procedure{}, false
}

// Procedures lists the plans the command knows, in the Villain Round's
// order.
func Procedures() []string {
	var names []string
	for _, p := range procedures() {
		names = append(names, p.name)
	}
	return names
}

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
	procedure, err := tracker.PlanProcedure(procedure, head.Procedure, Procedures())
	if err != nil {
		return nil, err
	}
	p, _ := lookup(procedure)
	in, err := p.read(doc)
	if err != nil {
		return nil, err
	}
	plan, err := p.plan(in)
	if err != nil {
		return nil, err
	}
	return withProcedure(procedure, plan)
}

// withProcedure writes plan with "procedure" as its first field, so an
// output names what it answers.
func withProcedure(procedure string, plan any) ([]byte, error) {
	b, err := marshal(plan)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	fmt.Fprintf(&buf, `{"procedure":%q`, procedure)
	if len(b) > 2 {
		buf.WriteByte(',')
	}
	buf.Write(b[1:])
	return encode(json.RawMessage(buf.Bytes()))
}
