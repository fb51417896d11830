package uitest

import (
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

// ScrollColumns counts the scrolls laid out in the window: a game board
// shows one scrolling column on a phone and two side by side on a tablet,
// and a turned window switches between them.
func (tb *Table) ScrollColumns() int {
	n := 0
	for _, o := range test.LaidOutObjects(tb.Win.Content()) {
		if _, ok := o.(*container.Scroll); ok {
			n++
		}
	}
	return n
}
