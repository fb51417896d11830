package valorui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"tableside/ui/kit"
	"tableside/ui/valormap"
)

// mapFit lays out a phone's map screen in the height the window gives it:
// the heading and view switch, the map, the wizard's question and answers
// (pinned, when the wizard runs) and the panel's scroll. The map shrinks
// before the panel does: the panel keeps room for what to do now (its
// first lines and button), and the wizard's question and first answer
// stay on the first screen. When even the smallest map leaves the pinned
// answers no room, they move into the scroll's top, above its
// explanation, rather than run under the Undo bar.
type mapFit struct {
	head   fyne.CanvasObject // the view switch, and the legend when not pinned
	sq     *fyne.Container   // holds the map, sized by Layout
	view   *valormap.View
	pinned fyne.CanvasObject // may be nil
	// fixedSlot shows pinned above the scroll; scrollSlot inside it.
	fixedSlot, scrollSlot *fyne.Container
	scroll                *container.Scroll
	inScroll              bool
}

// minMapCell is the least side of a region when the window is short: a
// finger still finds it, a little under a button's height.
const minMapCell = 34

// tinyMapCell is the least side of a region under the wizard's answers
// when nothing else gives them room.
const tinyMapCell = 24

func newMapFit(head fyne.CanvasObject, view *valormap.View, pinned, body fyne.CanvasObject) (*mapFit, fyne.CanvasObject) {
	f := &mapFit{head: head, view: view, pinned: pinned,
		fixedSlot: container.NewStack(), scrollSlot: container.NewStack()}
	if pinned != nil {
		f.fixedSlot.Add(pinned)
	}
	f.sq = container.NewWithoutLayout(view)
	f.scroll = container.NewVScroll(kit.Padded(kit.VBox(f.scrollSlot, body)))
	return f, container.New(f, f.head, f.sq, kit.Padded(f.fixedSlot), f.scroll)
}

func (f *mapFit) mapMin() float32 {
	return float32(minMapCell*5) + f.view.MinSize().Width - float32(5*52)
}

// firstAnswer is the height the wizard's question and its first line of
// answers need, padded: the pinned part's first object (the question) and
// a button's height.
func (f *mapFit) firstAnswer() float32 {
	pad := theme.Padding()
	need := kit.TouchHeight + 4*pad
	if c, ok := f.pinned.(*fyne.Container); ok && len(c.Objects) > 0 {
		return need + c.Objects[0].MinSize().Height
	}
	return need + f.pinned.MinSize().Height
}

func (f *mapFit) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := f.head.MinSize()
	w := max(h.Width, f.scroll.MinSize().Width, f.mapMin())
	if f.pinned != nil {
		w = max(w, f.pinned.MinSize().Width+2*theme.Padding())
	}
	return fyne.NewSize(w, h.Height+f.mapMin()+kit.TouchHeight)
}

func (f *mapFit) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	headH := f.head.MinSize().Height
	panel := f.scroll.Content.MinSize().Height
	if f.inScroll && f.pinned != nil {
		panel -= f.pinned.MinSize().Height
	}
	// What to do now: the panel's first lines and a button, at least.
	need := min(panel, max(size.Height/5, 2*kit.TouchHeight))
	pinnedH := float32(0)
	if f.pinned != nil {
		pinnedH = f.pinned.MinSize().Height + 2*pad
		need = min(panel, kit.TouchHeight) // the explanation scrolls
	}
	most := min(size.Width-2*pad, size.Height*3/8)
	if f.pinned != nil {
		most = min(most, size.Height/3)
	}
	side := min(most, size.Height-headH-pinnedH-need)
	in := false
	if side < f.mapMin() {
		side = f.mapMin()
		if f.pinned != nil {
			// The answers scroll with the explanation, right under the
			// map, which gives them what room it can, to a map of
			// thumbnails: a question unanswered stops the table, a map
			// tap in the wizard is a rare correction.
			in = true
			tiny := f.mapMin() - float32((minMapCell-tinyMapCell)*5)
			switch room := size.Height - headH; {
			case room-pinnedH >= tiny:
				// Every answer in sight under a smaller map.
				side = min(side, room-pinnedH)
			case room-f.firstAnswer() >= tiny:
				// The question and its first answers, the rest a
				// scroll away.
				side = max(tiny, min(side, room-f.firstAnswer()))
			default:
				// Not even thumbnails: the map gives way to the
				// answers; its switch still shows it.
				side = 0
			}
		}
	}
	if in != f.inScroll {
		f.inScroll = in
		f.fixedSlot.RemoveAll()
		f.scrollSlot.RemoveAll()
		if in {
			f.scrollSlot.Add(f.pinned)
		} else {
			f.fixedSlot.Add(f.pinned)
		}
	}
	y := float32(0)
	f.head.Move(fyne.NewPos(0, y))
	f.head.Resize(fyne.NewSize(size.Width, headH))
	y += headH
	f.sq.Hidden = side == 0
	f.sq.Move(fyne.NewPos(0, y))
	f.sq.Resize(fyne.NewSize(size.Width, side))
	f.view.Move(fyne.NewPos((size.Width-side)/2, 0))
	f.view.Resize(fyne.NewSquareSize(side))
	y += side
	fixed := objs[2]
	if f.pinned != nil && !in {
		fixed.Show()
		fixed.Move(fyne.NewPos(0, y))
		fixed.Resize(fyne.NewSize(size.Width, pinnedH))
		y += pinnedH
	} else {
		fixed.Hide()
	}
	f.scroll.Move(fyne.NewPos(0, y))
	f.scroll.Resize(fyne.NewSize(size.Width, max(size.Height-y, 0)))
}
