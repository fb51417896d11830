package valorui

import (
	"image/color"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/ui/kit"
)

// vPick is one name out of a list that may be long (the library's Hero
// boards, the Villains, the Loot Stash cards): a button a thumb tall that
// shows the name picked, or what to pick, and opens the names as the kit's
// choice rows. It replaces Fyne's drop-down, whose 35 px field and 1.1:1
// fill were neither a thumb's target nor visible at a bright table
// (issue 24). A tap on a row picks and closes; a list of one name is
// picked at the first tap, with nothing to choose between.
//
// The words are a wrapped label over the button, so a long name breaks
// onto lines at whatever width and text size the screen is laid out.
type vPick struct {
	widget.BaseWidget
	win         fyne.Window
	title       string
	options     []string
	selected    string
	placeholder string
	onChanged   func(string)
	btn         *widget.Button
	label       *widget.Label
}

func newPick(win fyne.Window, title string, options []string, placeholder string, changed func(string)) *vPick {
	p := &vPick{win: win, title: title, options: options, placeholder: placeholder, onChanged: changed}
	p.btn = widget.NewButtonWithIcon("", theme.MenuDropDownIcon(), p.open)
	p.btn.Alignment = widget.ButtonAlignTrailing
	p.label = widget.NewLabelWithStyle(placeholder, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.label.Wrapping = fyne.TextWrapWord
	p.ExtendBaseWidget(p)
	return p
}

func (p *vPick) CreateRenderer() fyne.WidgetRenderer {
	// The label leaves the mark's room on the right.
	mark := canvas.NewRectangle(color.Transparent)
	mark.SetMinSize(fyne.NewSize(theme.Size(theme.SizeNameInlineIcon)+2*theme.Size(theme.SizeNameInnerPadding), 0))
	return widget.NewSimpleRenderer(kit.Stack(p.btn, kit.Border(nil, nil, nil, mark, kit.Middle(p.label))))
}

// Button is what a tap lands on.
func (p *vPick) Button() *widget.Button { return p.btn }

// SetSelected shows name as picked, without calling onChanged.
func (p *vPick) SetSelected(name string) {
	if slices.Contains(p.options, name) {
		p.selected = name
		p.redraw()
	}
}

// Selected is the name picked, "" for none.
func (p *vPick) Selected() string { return p.selected }

// pick picks name as a tap on its row does.
func (p *vPick) pick(name string) {
	p.selected = name
	p.redraw()
	if p.onChanged != nil {
		p.onChanged(name)
	}
}

func (p *vPick) redraw() {
	text := p.selected
	if text == "" {
		text = p.placeholder
	}
	p.label.SetText(text)
}

func (p *vPick) open() {
	if len(p.options) == 1 {
		p.pick(p.options[0])
		return
	}
	var sheet interface{ Hide() }
	list := kit.NewChoiceList(p.win, p.options, slices.Index(p.options, p.selected), func(i int) {
		if sheet != nil {
			sheet.Hide()
		}
		p.pick(p.options[i])
	})
	sheet = kit.ShowSheet(p.win, p.title, list.Content(), "Cancel")
}
