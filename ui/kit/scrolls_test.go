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

// board is a screen that rebuilds its whole content after every committed
// change, as the game screens do, keeping its Scrolls between rebuilds.
type board struct {
	w       fyne.Window
	scrolls kit.Scrolls
	health  int
	scroll  *container.Scroll
	acc     *widget.Accordion
}

func (b *board) build() {
	rows := container.NewVBox()
	for i := range 30 {
		rows.Add(kit.Tall(widget.NewButton(fmt.Sprintf("Row %d", i+1), nil)))
	}
	rows.Add(kit.Tall(widget.NewButton(fmt.Sprintf("Heal (Health %d)", b.health), func() {
		b.health++ // the store commits; the screen is rebuilt from it
		b.build()
	})))
	b.acc = b.scrolls.Accordion("checklist", widget.NewAccordionItem("The whole checklist", kit.Note("Step 1. Step 2.")))
	rows.Add(b.acc)
	b.scroll = b.scrolls.VScroll("board", rows)
	b.w.SetContent(container.NewBorder(kit.Heading("Board"), nil, nil, nil, b.scroll))
}

// Issue 12: after every tap the screen was rebuilt and the scroll jumped
// to the top.
func TestScrollsKeepTheOffsetAcrossRebuilds(t *testing.T) {
	for _, s := range screens() {
		t.Run(s.String(), func(t *testing.T) {
			w := s.open(t)
			b := &board{w: w}
			b.build()
			w.Resize(s.size)
			b.scroll.ScrollToBottom()
			before := b.scroll.Offset
			if before.Y == 0 {
				t.Fatalf("nothing to scroll at %v", s)
			}
			heal := kittest.FindButton(w.Content(), "Heal")
			at := fyne.CurrentApp().Driver().AbsolutePositionForObject(heal)

			kittest.Tap(t, w.Content(), "Heal")
			if b.health != 1 {
				t.Fatal("the tap did nothing")
			}
			if b.scroll.Offset != before {
				t.Errorf("after the rebuild the scroll is at %v, was %v", b.scroll.Offset, before)
			}
			heal = kittest.FindButton(w.Content(), "Heal (Health 1)")
			if now := fyne.CurrentApp().Driver().AbsolutePositionForObject(heal); now != at {
				t.Errorf("the button tapped moved from %v to %v", at, now)
			}
		})
	}
}

func TestScrollsKeepOpenSectionsAndForget(t *testing.T) {
	w := screen{kittest.Sizes()[1], "normal"}.open(t)
	b := &board{w: w}
	b.build()
	b.acc.Open(0)
	b.build()
	if !b.acc.Items[0].Open {
		t.Error("the checklist closed when the screen was rebuilt")
	}
	b.scroll.ScrollToBottom()
	b.scrolls.Forget("board")
	b.scrolls.Forget("checklist")
	b.build()
	if b.acc.Items[0].Open || b.scroll.Offset.Y != 0 {
		t.Errorf("after Forget: open %v, offset %v", b.acc.Items[0].Open, b.scroll.Offset)
	}
}

// Each screen keeps its own memory: there is no memory shared by all.
func TestScrollsArePerScreen(t *testing.T) {
	w := screen{kittest.Sizes()[1], "normal"}.open(t)
	one, two := &board{w: w}, &board{w: w}
	one.build()
	one.scroll.ScrollToBottom()
	two.build()
	if two.scroll.Offset.Y != 0 {
		t.Errorf("a second screen starts at %v", two.scroll.Offset)
	}
	var zero kit.Scrolls
	if zero.Offset("board") != (fyne.Position{}) {
		t.Error("the zero value remembers something")
	}
}

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
