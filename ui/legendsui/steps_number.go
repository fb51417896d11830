package legendsui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"tableside/ui/kit"
)

// stepNumber is a number of a card whose cardboard counts in steps (the
// XP track in 20s, prices in 10s: legends.XPStep, legends.PriceStep):
// − and + move by the step, the pad a tap on the number away for any other
// value in range. kit.Number's counter steps by 1 and draws a new counter
// at every change, so this keeps its own, redrawn in place.
type stepNumber struct {
	win     fyne.Window
	label   string
	v       *int
	lo, hi  int
	step    int
	changed func()
	box     *fyne.Container
	counter *kit.Counter
}

func newStepNumber(win fyne.Window, label string, v *int, lo, hi, step int, changed func()) *stepNumber {
	n := &stepNumber{win: win, label: label, v: v, lo: lo, hi: hi, step: step, changed: changed, box: kit.Stack()}
	n.redraw()
	return n
}

// Set puts v in range and redraws.
func (n *stepNumber) Set(v int) {
	*n.v = min(max(v, n.lo), n.hi)
	n.redraw()
	if n.changed != nil {
		n.changed()
	}
}

func (n *stepNumber) redraw() {
	n.counter = kit.NewCounter(n.win, n.label, strconv.Itoa(*n.v), *n.v, n.lo, n.hi, func(d int) { n.Set(*n.v + d) }, n.Set).Stepping(n.step)
	kit.Enable(n.counter.Minus, *n.v > n.lo)
	kit.Enable(n.counter.Plus, *n.v < n.hi)
	name := widget.NewLabel(n.label)
	name.Wrapping = fyne.TextWrapWord
	buttons := kit.Columns(3, kit.Square(n.counter.Minus), kit.Square(n.counter.Value), kit.Square(n.counter.Plus))
	n.box.Objects = []fyne.CanvasObject{kit.Border(nil, nil, nil, buttons, kit.Middle(name))}
	n.box.Refresh()
}

// Content is the number's row.
func (n *stepNumber) Content() fyne.CanvasObject { return kit.Own(n.box) }
