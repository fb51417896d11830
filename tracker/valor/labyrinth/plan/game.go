package plan

import (
	"encoding/json"
	"fmt"
	"slices"

	sorceryplan "tableside/tracker/sorcery/plan"
)

// runner picks the engine for a file by its "game" field: "sorcery" runs
// the Sword & Sorcery procedures (docs/sorcery-plan.md); a file without
// the field is a Labyrinth file, as every file was before the field came.
// A file that is not JSON goes to Run, whose reader says where it breaks.
// other reports the Sword & Sorcery engine.
func runner(doc []byte) (run func(string, []byte) ([]byte, error), other bool) {
	var head struct {
		Game *string `json:"game"`
	}
	if json.Unmarshal(doc, &head) != nil || head.Game == nil || *head.Game != sorceryplan.Game {
		return Run, false
	}
	return sorceryplan.Run, true
}

// knownProcedure reports whether some game knows proc, for the command
// line; the file's game then checks it.
func knownProcedure(proc string) bool {
	return slices.Contains(procedures[:], proc) || slices.Contains(sorceryplan.Procedures(), proc)
}

// labyrinthProcedure refuses, for a Labyrinth file, a procedure only the
// other game knows.
func labyrinthProcedure(proc string) error {
	if proc == "" || slices.Contains(procedures[:], proc) {
		return nil
	}
	return fmt.Errorf("procedure %q is Sword & Sorcery's; a Labyrinth file has %s (add \"game\": %q for the other)", proc, quoted(procedures[:]), sorceryplan.Game)
}
