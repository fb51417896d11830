package legendsui

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
	"tableside/tracker/legends"
	"tableside/ui/kit"
)

// attackDraft is the damage helper as the player fills it in: the card
// (a quick value: its kind and bonus, a Spell's cost), the target out of
// those the engine allows (Targets), the order of the layers fixed before
// the die (AttackLayers; L215, L273, L327), the die, and the preview
// (Preview). Confirm sends one command.
type attackDraft struct {
	v      *view
	kind   int // index into kinds
	bonus  int
	cost   int
	any    bool
	target int // index into the offered targets, -1 none
	order  []legends.Layer
	die    int // 0 until typed
	roll   bool
	// cards are the library's Weapons and attack Spells, read when the
	// helper opens; card is the one picked, -1 for a quick value.
	cards []legends.Source
	card  int
	// said is the words' label as last drawn, and room the tallest it has
	// been while the sheet is open: the room never shrinks, so the form's
	// scroll, at its end, is never pulled down under the finger.
	said *widget.Label
	room float32
}

var kinds = []legends.SourceKind{legends.Weapon, legends.Heavy, legends.Staff, legends.Spell}

func newAttackDraft(v *view) *attackDraft {
	d := &attackDraft{v: v, target: -1, card: -1}
	s := v.p.App()
	for _, w := range libCards[legends.WeaponCard](s, legends.LibraryWeapon) {
		d.cards = append(d.cards, w.Source())
	}
	for _, c := range libCards[legends.SpellCard](s, legends.LibrarySpell) {
		if c.Kind == legends.AttackSpell {
			d.cards = append(d.cards, c.Source())
		}
	}
	return d
}

// source is the card as a quick value, named as it would be typed
// ("Heavy +5").
func (d *attackDraft) source() legends.Source {
	if d.card >= 0 && d.card < len(d.cards) {
		return d.cards[d.card]
	}
	k := kinds[d.kind]
	src := legends.Source{Kind: k, Bonus: d.bonus, Name: fmt.Sprintf("%s %+d", kindTitle(k), d.bonus)}
	if k == legends.Spell {
		src.Cost, src.AnyTarget = d.cost, d.any
	}
	return src
}

func kindTitle(k legends.SourceKind) string {
	return tracker.UpperFirst(string(k))
}

// changed forgets what depends on an earlier choice and redraws.
func (d *attackDraft) changed(resetTarget bool) {
	if resetTarget {
		d.target = -1
	}
	d.order = nil
	d.v.p.Render()
}

// command is the attack as filled in so far; ok is false until a target
// and a die are chosen.
func (d *attackDraft) command(st legends.State) (legends.AttackCmd, bool) {
	src := d.source()
	targets := st.Targets(src)
	if d.target < 0 || d.target >= len(targets) || (d.die == 0 && !d.roll) {
		return legends.AttackCmd{}, false
	}
	return legends.AttackCmd{Source: src, Target: targets[d.target], Order: d.order, Die: d.die, Roll: d.roll}, true
}

// content is the form: the card, the target, what stands in the way,
// then the card's numbers. On the smallest phone at the largest text the
// pinned bottom leaves the form a few rows, so the target comes right
// after the card, and the heading carries Cancel and asks "with" itself:
// the card's first line and the first target are on the first screen.
// What a choice changes is always below it. The order of the layers, the
// die and the preview are the bottom's. A single legal target is picked
// already.
func (d *attackDraft) content(st legends.State) fyne.CanvasObject {
	win := d.v.p.App().Window()
	me := st.Players[st.Active]
	cancel := widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), func() { d.v.attack = nil; d.v.p.Render() })
	// Bold rather than a heading's size: beside Cancel it keeps to one
	// line at Very large text.
	box := container.NewVBox(container.NewBorder(nil, nil, nil, kit.Tall(cancel), kit.Middle(kit.Bold(me.Name+" attacks with"))))

	// One question: the kinds of card for one not typed (its numbers
	// below), and the library's cards behind one button that lists them
	// by name, however many the group typed. Each card a button of its
	// own pushed the targets off the first screen of a small phone with
	// one card in the library, and off any phone with a dozen.
	titles := make([]string, 0, len(kinds)+1)
	for _, k := range kinds {
		titles = append(titles, kindTitle(k))
	}
	picked := d.kind
	if d.card >= 0 {
		picked = -1
	}
	row := &fyne.Container{Layout: &flow{}}
	for i, t := range titles {
		b := widget.NewButton(t, func() { d.card, d.kind = -1, i; d.changed(true) })
		if i == picked {
			b.Importance = widget.HighImportance
		}
		row.Add(kit.Tall(b))
	}
	if len(d.cards) > 0 {
		// First in the row, its words fixed: the card picked is named on
		// a line below, so the row's widths never change with it.
		lib := widget.NewButtonWithIcon("Library…", theme.ListIcon(), func() {
			names := make([]string, len(d.cards))
			for i, c := range d.cards {
				names[i] = c.Name
			}
			kit.Choose(win, "Which card?", names, func(i int) { d.card = i; d.changed(true) })
		})
		if d.card >= 0 {
			lib.Importance = widget.HighImportance
		}
		row.Objects = append([]fyne.CanvasObject{kit.Tall(lib)}, row.Objects...)
	}
	box.Add(row)
	if d.card >= 0 && d.card < len(d.cards) {
		box.Add(kit.Note(cardWords(d.cards[d.card])))
	}
	quick := d.card < 0
	src := d.source()
	spell := quick && src.Kind == legends.Spell
	if spell {
		// Above the targets: it changes which are offered (L325).
		box.Add(kit.NewTallCheck("The card may hit any player or Monster", d.any, nil, func(on bool) { d.any = on; d.changed(true) }))
	}
	targets := d.pickOnly(st)
	if len(targets) == 0 {
		box.Add(kit.Note("Nobody can be attacked with this now."))
	} else {
		var names []string
		for _, t := range targets {
			names = append(names, st.TargetName(t))
		}
		box.Add(pickRow("At", names, d.target, 2, func(i int) { d.target = i; d.changed(false) }))
	}
	// Right below the targets it says why they are so few (L273), and
	// there it leaves the first target on the first screen of a small
	// phone at the largest text.
	if w := st.BeatFirst(src); w != "" {
		box.Add(kit.Bold(w))
	}
	if quick {
		box.Add(kit.NewQuickNumber(win, "The card's bonus", &d.bonus, -2, 30, 6, func() { d.changed(false) }).Content())
	}
	if spell {
		box.Add(kit.NewQuickNumber(win, "Intelligence it costs", &d.cost, 0, 20, 5, func() { d.changed(false) }).Content())
	}
	return box
}

// cardWords names a library card with what it adds, as the player reads
// it on the card: "War Hammer: Heavy +5".
func cardWords(c legends.Source) string {
	w := fmt.Sprintf("%s: %s %+d", c.Name, kindTitle(c.Kind), c.Bonus)
	if c.Cost > 0 {
		w += fmt.Sprintf(", %d Intelligence", c.Cost)
	}
	return w
}

// pickOnly picks the only legal target for the player and returns the
// targets. Both halves of the sheet call it, whichever is drawn first:
// the bottom, drawn before the form, said "Pick a target first." beside
// the target the form had picked.
func (d *attackDraft) pickOnly(st legends.State) []legends.Target {
	targets := st.Targets(d.source())
	if len(targets) == 1 && d.target < 0 {
		d.target = 0
	}
	return targets
}

// pickRow is one answer out of a few, as a row of buttons, the picked one
// lit, its label to its left. Not kit.Choice: its radio
// mark on every button widens them, so the four kinds of card no longer
// fit one line of a phone and the targets went below the fold. A pick
// here changes only a colour, never a width, so nothing moves.
func pickRow(label string, titles []string, picked, cols int, pick func(int)) fyne.CanvasObject {
	grid := kit.Fit(cols)
	for i, t := range titles {
		b := widget.NewButton(t, func() { pick(i) })
		if i == picked {
			b.Importance = widget.HighImportance
		}
		grid.Add(kit.Tall(b))
	}
	// The label beside the row, not above it: a line saved on a small
	// phone. Built by hand so the label comes first in drawing order, as
	// it reads.
	l := kit.Middle(widget.NewLabel(label))
	return &fyne.Container{Layout: layout.NewBorderLayout(nil, nil, l, nil), Objects: []fyne.CanvasObject{l, grid}}
}

// dieRow is the die, 1 to 6, one row of one-tap buttons: six fit one line
// of the smallest phone at the largest text, where seven did not and the
// row took two. Roll sits beside Confirm (bottom). The words above say
// it is the die ("Pick the die first, or Roll."), so it needs no label
// line of its own.
func (d *attackDraft) dieRow() fyne.CanvasObject {
	row := kit.Fit(legends.DieSides())
	for n := 1; n <= legends.DieSides(); n++ {
		b := widget.NewButton(strconv.Itoa(n), func() { d.die, d.roll = n, false; d.v.p.Render() })
		if d.die == n && !d.roll {
			b.Importance = widget.HighImportance
		}
		row.Add(kit.Tall(b))
	}
	return row
}

// bottom is the order of the layers, the preview, the die and the
// buttons, kept below the form so the die and Confirm are in reach without
// scrolling however long the form (a Spell's). It is pinned to the
// screen's foot and grows upwards, so its words, as long as they need
// (one line at least), move neither the die's row nor Confirm; nor do
// they move the form, which stays where it is scrolled: the order and the
// preview, or the engine's words for an attack it refuses, or what a
// greyed Confirm waits for. Cancel is in the form's heading, Roll beside
// Confirm: three rows where there were five, so the form keeps the card
// and the target on the first screen of a 360 x 640 phone at Very large.
func (d *attackDraft) bottom(st legends.State) fyne.CanvasObject {
	d.pickOnly(st)
	var words []string
	src := d.source()
	if targets := st.Targets(src); d.target >= 0 && d.target < len(targets) {
		if names, err := d.layerNames(st, src, targets[d.target]); err != nil {
			words = append(words, err.Error())
		} else if len(names) > 1 {
			words = append(words, "In order: "+strings.Join(names, ", then ")+".")
		}
	}
	confirm := kit.BigButton("Confirm the attack", theme.ConfirmIcon(), true, nil)
	confirm.Disable()
	if cmd, ok := d.command(st); ok {
		if out, err := st.Preview(cmd); err != nil {
			words = append(words, err.Error())
		} else {
			words = append(words, fmt.Sprintf("Die %d, attack %d: %s", out.Die, out.Attack, out.Describe(st)))
			confirm.Enable()
			confirm.OnTapped = func() { d.confirm(cmd) }
		}
	} else {
		// A greyed Confirm says what it waits for (issue 24), in the
		// words' own room, so nothing moves when it is given.
		switch targets := st.Targets(src); {
		case len(targets) == 0:
			// The form says why nobody can be attacked.
		case d.target < 0 || d.target >= len(targets):
			words = append(words, "Pick a target first.")
		default:
			words = append(words, "Pick the die first, or Roll.")
		}
	}
	if d.said != nil {
		d.room = max(d.room, d.said.Size().Height)
	}
	text := widget.NewLabelWithStyle(strings.Join(words, " "), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	text.Wrapping = fyne.TextWrapWord
	d.said = text
	// The order's button sits beside the words, in their room: it comes
	// and goes with the target and moves neither the form nor the die.
	var order fyne.CanvasObject
	if targets := st.Targets(src); d.target >= 0 && d.target < len(targets) {
		order = d.orderButton(st, src, targets[d.target])
	}
	room := canvas.NewRectangle(color.Transparent)
	line := fyne.MeasureText("Mg", theme.TextSize(), fyne.TextStyle{Bold: true}).Height + 2*theme.InnerPadding()
	room.SetMinSize(fyne.NewSize(0, max(line, d.room)))
	roll := widget.NewButtonWithIcon("Roll", theme.ViewRefreshIcon(), func() { d.die, d.roll = 0, true; d.v.p.Render() })
	if d.roll {
		roll.Importance = widget.HighImportance
	}
	said := container.NewBorder(nil, nil, nil, order, container.NewVBox(text))
	return container.NewVBox(widget.NewSeparator(), container.NewStack(room, said), d.dieRow(),
		container.NewBorder(nil, nil, kit.Tall(roll), nil, kit.Tall(confirm)))
}

// layerNames are the layers the attack goes through in the order chosen,
// then the Hero it reaches; the engine's words for a target it refuses.
func (d *attackDraft) layerNames(st legends.State, src legends.Source, t legends.Target) ([]string, error) {
	l, err := st.AttackLayers(src, t)
	if err != nil {
		return nil, err
	}
	if d.order == nil {
		d.order = append(append([]legends.Layer{}, l.Monsters...), l.Defence...)
	}
	var names []string
	for _, x := range d.order {
		names = append(names, st.LayerName(x, l.Host)) // the Defence cards are the Host's
	}
	if l.Hero >= 0 {
		names = append(names, st.Players[l.Hero].Name)
	}
	return names, nil
}

// orderButton chooses another order of the layers, when there is one to
// choose (L155, L215, L273, L327); nil otherwise.
func (d *attackDraft) orderButton(st legends.State, src legends.Source, t legends.Target) fyne.CanvasObject {
	l, err := st.AttackLayers(src, t)
	if err != nil || len(l.Monsters) < 2 && len(l.Defence) < 2 {
		return nil
	}
	win := d.v.p.App().Window()
	who := st.Players[st.Active].Name
	return kit.Middle(kit.Tall(widget.NewButtonWithIcon("Order", theme.ListIcon(), func() {
		orderLayers(win, st, l.Monsters, l.Host, who, func(mons []legends.Layer) {
			orderLayers(win, st, l.Defence, l.Host, who, func(def []legends.Layer) {
				d.order = append(append([]legends.Layer{}, mons...), def...)
				d.v.p.Render()
			})
		})
	})))
}

// confirm sends the attack; the helper closes once the store took it and
// stays open, as filled in, when the rules refuse it.
func (d *attackDraft) confirm(cmd legends.AttackCmd) {
	d.v.attack = nil
	if !d.v.p.Do(legends.Attack(cmd)) {
		d.v.attack = d
		d.v.p.Render()
	}
}

// flow lays buttons out left to right at their own widths, as many to a
// line as fit, each line then stretched to the full width: "Library…"
// beside "Weapon", then "Heavy", "Staff" and "Spell", two lines on a
// 360 px phone at Very large text where equal cells (kit.Fit) took three
// and pushed the targets off the first screen. A pick changes a colour,
// never a width, so no button moves.
type flow struct {
	// width is the width last laid out, which decides the lines and so
	// the height: 0 until the first layout.
	width float32
}

// Like reports whether o is laid out as f is, for kit.Patch.
func (f *flow) Like(o fyne.Layout) bool {
	_, ok := o.(*flow)
	return ok
}

// lines splits the visible objects into lines that fit width; before the
// first layout (width 0) each is a line of its own, the most height the
// row can need.
func (f *flow) lines(objs []fyne.CanvasObject, width float32) [][]fyne.CanvasObject {
	var out [][]fyne.CanvasObject
	var line []fyne.CanvasObject
	used := float32(0)
	pad := theme.Padding()
	for _, o := range objs {
		if !o.Visible() {
			continue
		}
		w := max(o.MinSize().Width, kit.TouchHeight)
		if len(line) > 0 && (width <= 0 || used+pad+w > width) {
			out, line, used = append(out, line), nil, 0
		}
		if len(line) > 0 {
			used += pad
		}
		line, used = append(line, o), used+w
	}
	if len(line) > 0 {
		out = append(out, line)
	}
	return out
}

func (f *flow) MinSize(objs []fyne.CanvasObject) fyne.Size {
	var w, h float32
	lines := f.lines(objs, f.width)
	for _, l := range lines {
		lh := float32(0)
		for _, o := range l {
			w, lh = max(w, o.MinSize().Width), max(lh, o.MinSize().Height)
		}
		h += lh
	}
	if len(lines) > 1 {
		h += float32(len(lines)-1) * theme.Padding()
	}
	return fyne.NewSize(w, h)
}

func (f *flow) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	f.width = size.Width
	pad := theme.Padding()
	y := float32(0)
	for _, l := range f.lines(objs, size.Width) {
		need, lh := float32(0), float32(0)
		for _, o := range l {
			need += max(o.MinSize().Width, kit.TouchHeight)
			lh = max(lh, o.MinSize().Height)
		}
		// What is left over is shared by the line's buttons in proportion
		// to their widths, so a line ends at the right edge.
		scale := (size.Width - float32(len(l)-1)*pad) / need
		x := float32(0)
		for i, o := range l {
			w := max(o.MinSize().Width, kit.TouchHeight) * scale
			if i == len(l)-1 {
				w = size.Width - x
			}
			o.Move(fyne.NewPos(x, y))
			o.Resize(fyne.NewSize(w, lh))
			x += w + pad
		}
		y += lh + pad
	}
}
