package kit_test

import (
	"fmt"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"tableside/ui/kit"
	"tableside/ui/kit/kittest"
)

// Turning a tablet draws the screen anew for its shape, one column or
// two, and its scrolls started again at the top: the player lost their
// place. What stood at the top of the scroll stays in sight.
func TestTurningKeepsThePlace(t *testing.T) {
	w := kittest.NewWindow(t, fyne.NewSize(400, 800), kit.Theme{Mode: "light"})
	item := func(i int) fyne.CanvasObject { return widget.NewLabel(fmt.Sprintf("Item %d", i)) }
	column := func(from, to int) *container.Scroll {
		box := container.NewVBox()
		for i := from; i < to; i++ {
			box.Add(item(i))
		}
		return container.NewVScroll(box)
	}
	var scrolls []*container.Scroll
	build := func() fyne.CanvasObject {
		if w.Canvas().Size().Width >= kit.TabletWidth {
			left, right := column(0, 100), column(100, 200)
			scrolls = []*container.Scroll{left, right}
			return container.NewGridWithColumns(2, left, right)
		}
		one := column(0, 200)
		scrolls = []*container.Scroll{one}
		return one
	}
	root := kit.NewRoot()
	w.SetContent(root)
	root.Set(build(), build)
	// Item 120 at the top of the phone's one column.
	top := func(sc *container.Scroll, text string) float32 {
		for _, o := range sc.Content.(*fyne.Container).Objects {
			if o.(*widget.Label).Text == text {
				return o.Position().Y - sc.Offset.Y
			}
		}
		t.Fatalf("no %q in the scroll", text)
		return 0
	}
	sc := scrolls[0]
	sc.ScrollToOffset(fyne.NewPos(0, top(sc, "Item 120")))
	if got := top(sc, "Item 120"); got != 0 {
		t.Fatalf("Item 120 stands %v below the top", got)
	}
	// Turned: two columns, Item 120 in the right one, at its top.
	w.Resize(fyne.NewSize(1280, 800))
	if len(scrolls) != 2 {
		t.Fatal("the tablet's two columns were not drawn")
	}
	if got := top(scrolls[1], "Item 120"); got < -1 || got > 1 {
		t.Errorf("turned to a tablet, Item 120 stands %v below the top of its column", got)
	}
	// And back.
	w.Resize(fyne.NewSize(400, 800))
	if got := top(scrolls[0], "Item 120"); got < -1 || got > 1 {
		t.Errorf("turned back, Item 120 stands %v below the top", got)
	}
}
