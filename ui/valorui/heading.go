package valorui

import (
	"fmt"

	"tableside/tracker/valor"
)

// roundHeading is the board's heading in play: the Round and its step,
// led by the Act in a game the campaign book opened (000 L1079), short so
// that it stays one line on a phone.
func roundHeading(st valor.State) string {
	h := fmt.Sprintf("Round %d · %s", st.Round, st.Phase.Title())
	if a := st.CampAct(); a > 0 {
		return fmt.Sprintf("Act %d · %s", a, h)
	}
	return h
}
