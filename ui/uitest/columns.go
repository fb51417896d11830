package uitest

import (
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
)

// ScrollingColumns is how many scrolling columns the screen shows: one on
// a phone, more where a tablet lays a screen out side by side.
func (tb *Table) ScrollingColumns() int {
	n := 0
	for _, o := range test.LaidOutObjects(tb.Win.Content()) {
		if _, ok := o.(*container.Scroll); ok {
			n++
		}
	}
	return n
}
