package plan

import (
	"fmt"

	"tableside/tracker/valor/labyrinth"
)

// The documents of the procedures whose engine call takes more than one
// argument. The others read labyrinth's own inputs: magic
// labyrinth.MagicInput, corruption labyrinth.CorruptionInput, levelup
// labyrinth.LevelUpInput, final labyrinth.FinalInput.

// SpawnInput is the `spawn` document: the map and the sizes spawned, in
// order.
type SpawnInput struct {
	Map    labyrinth.Map          `json:"map"`
	Spawns []labyrinth.MinionSize `json:"spawns"`
}

// MinionsInput is the `minions` document: the map and the Minions that
// have acted this step.
type MinionsInput struct {
	Map   labyrinth.Map `json:"map"`
	Acted []string      `json:"acted,omitempty"`
}

// MinionInput is the `minion` document: the map and the turn under way.
type MinionInput struct {
	Map  labyrinth.Map       `json:"map"`
	Turn labyrinth.TurnState `json:"turn"`
}

// Input writes in as the document `tableside plan` reads for procedure
// (docs/labyrinth-plan.md): "procedure" first, then in's fields, laid out
// as the command prints its plans. in is the procedure's input type, listed
// above; any other is an error. The app writes a table's moment this way,
// so that Run on the bytes plans what the app planned.
func Input(procedure string, in any) ([]byte, error) {
	if p, ok := lookup(procedure); !ok || !p.takes(in) {
		return nil, fmt.Errorf("plan: a %T is not the input of the %q procedure", in, procedure)
	}
	return withProcedure(procedure, in)
}

// Output writes a plan the engine made for procedure exactly as Run
// prints it: the same value gives the same bytes.
func Output(procedure string, plan any) ([]byte, error) {
	return withProcedure(procedure, plan)
}
