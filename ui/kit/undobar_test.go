package kit_test

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/ui/kit"
	"tableside/ui/kit/kittest"
)

// drawn is the text actually drawn under o, line by line.
func drawn(o fyne.CanvasObject) string {
	var out []string
	for _, x := range test.LaidOutObjects(o) {
		if t, ok := x.(*canvas.Text); ok && t.Visible() {
			out = append(out, t.Text)
		}
	}
	return strings.Join(out, " ")
}

func abs(o fyne.CanvasObject) fyne.Position {
	return fyne.CurrentApp().Driver().AbsolutePositionForObject(o)
}

// wordsBottom is where the last line drawn by the label showing text
// ends on screen (a wrapped label's lines can run below its own box).
func wordsBottom(o fyne.CanvasObject, text string) float32 {
	for _, x := range test.LaidOutObjects(o) {
		if l, ok := x.(*widget.Label); ok && l.Text == text {
			return textBottom(l, abs(l).Y-l.Position().Y)
		}
	}
	return -1
}

// textBottom is the lowest edge of the text drawn by o, placed at y0 plus
// its position.
func textBottom(o fyne.CanvasObject, y0 float32) float32 {
	y := y0 + o.Position().Y
	switch o := o.(type) {
	case *canvas.Text:
		return y + o.Size().Height
	case fyne.Widget:
		bottom := float32(-1)
		for _, c := range test.WidgetRenderer(o).Objects() {
			bottom = max(bottom, textBottom(c, y))
		}
		return bottom
	}
	return -1
}

func TestUndoBar(t *testing.T) {
	undos, redos := 0, 0
	u := kit.NewUndoBar(func() { undos++ }, func() { redos++ })
	tests := []struct {
		undo, redo       string
		canUndo, canRedo bool
		says             string
	}{
		{"", "", false, false, "Nothing done yet in this game."},
		{"Rowan takes 3 damage", "", true, false, "Undo takes back: Rowan takes 3 damage"},
		{"Rowan takes 3 damage", "Rowan heals 1", true, true, "Undo takes back: Rowan takes 3 damage Redo brings back: Rowan heals 1"},
		{"", "Rowan takes 3 damage", false, true, "Redo brings back: Rowan takes 3 damage"},
	}
	for _, s := range screens() {
		t.Run(s.String(), func(t *testing.T) {
			w := s.open(t)
			for _, tt := range tests {
				u.Set(tt.undo, tt.redo, tt.canUndo, tt.canRedo)
				// The screen is rebuilt around the bar after every change.
				w.SetContent(container.NewBorder(nil, u.Content(), nil, nil, kit.Heading("Board")))
				if o := kittest.OverflowsAt(w, s.size); len(o) > 0 {
					t.Errorf("overflows: %q", o)
				}
				if got := strings.Join(strings.Fields(u.Words()), " "); got != tt.says {
					t.Errorf("the bar says %q, want %q", got, tt.says)
				}
				// What is drawn is the words, or their start up to "…".
				got := strings.Join(strings.Fields(drawn(w.Content())), " ")
				shown := strings.Join(strings.Fields(u.Shown()), " ")
				if !strings.Contains(got, shown) || !strings.HasPrefix(tt.says, strings.SplitN(shown, "…", 2)[0]) {
					t.Errorf("the bar draws %q, want the start of %q", got, tt.says)
				}
				// Nothing is drawn over the buttons.
				if bottom := wordsBottom(w.Content(), u.Shown()); bottom > abs(u.Undo).Y+0.5 {
					t.Errorf("the words end at %.0f, below the top of Undo at %.0f", bottom, abs(u.Undo).Y)
				}
				if u.Undo.Disabled() == tt.canUndo || u.Redo.Disabled() == tt.canRedo {
					t.Errorf("undo enabled %v, redo enabled %v; want %v, %v", !u.Undo.Disabled(), !u.Redo.Disabled(), tt.canUndo, tt.canRedo)
				}
			}
			// Set after the bar is on screen changes what it draws.
			u.Set("Rowan draws a card", "", true, false)
			if got := drawn(w.Content()); !strings.Contains(got, "Rowan draws a card") {
				t.Errorf("after Set the bar draws %q", got)
			}
		})
	}
	kittest.Tap(t, u.Undo, "Undo")
	if undos != 1 || redos != 0 {
		t.Errorf("undo %d, redo %d", undos, redos)
	}
}

// Issue 24: the bar grew to eight lines after a Time Phase, and three to
// four at Very large text. At every size and text size its words take two
// lines at most and the bar keeps one height whatever it says; words cut
// short end in "…" and a tap on them shows them whole.
func TestUndoBarTwoLines(t *testing.T) {
	long := "The Time Phase: the Sun moves to Dusk, Rowan and Gwen each draw a card, the Skeleton Archer and the Goblin Warband move two spaces toward the nearest Hero, and the Necromancer raises one Zombie in every empty crypt"
	tests := []struct {
		name       string
		undo, redo string
	}{
		{"nothing", "", ""},
		{"short undo", "Rowan takes 3 damage", ""},
		{"long undo", long, ""},
		{"long both", long, long},
		{"short both", "Rowan takes 3 damage", "Rowan heals 1"},
	}
	for _, s := range screens() {
		t.Run(s.String(), func(t *testing.T) {
			w := s.open(t)
			u := kit.NewUndoBar(func() {}, func() {})
			height := float32(-1)
			for _, tt := range tests {
				u.Set(tt.undo, tt.redo, tt.undo != "", tt.redo != "")
				w.SetContent(container.NewBorder(nil, u.Content(), nil, nil, kit.Heading("Board")))
				w.Resize(s.size)
				kittest.Settle(w)
				words := u.WordsTarget()
				lines := 0
				for _, x := range test.LaidOutObjects(words) {
					if tx, ok := x.(*canvas.Text); ok && tx.Visible() && strings.TrimSpace(tx.Text) != "" {
						lines++
					}
				}
				if lines > 2 {
					t.Errorf("%s: %d lines: %q", tt.name, lines, u.Shown())
				}
				if h := words.Size().Height; height < 0 {
					height = h
				} else if h != height {
					t.Errorf("%s: the words are %.0f high, %.0f before: the bar changed height", tt.name, h, height)
				}
				if o := kittest.Overflows(w.Canvas()); len(o) > 0 {
					t.Errorf("%s: overflows %q", tt.name, o)
				}
				if p := kittest.LookProblems(w.Canvas()); len(p) > 0 {
					t.Errorf("%s: %q", tt.name, p)
				}
				// The whole words are a tap away when cut.
				t.Logf("%s: %q", tt.name, u.Shown())
				cut := strings.Contains(u.Shown(), "…")
				if cut && s.size.Width > 1000 && strings.HasPrefix(tt.name, "short") {
					t.Errorf("%s: cut on a tablet: %q", tt.name, u.Shown())
				}
				test.Tap(words)
				top := w.Canvas().Overlays().Top()
				switch {
				case cut && top == nil:
					t.Errorf("%s: a tap on words cut short showed nothing", tt.name)
				case cut && !strings.Contains(kittest.Texts(top), strings.Fields(tt.undo)[len(strings.Fields(tt.undo))-1]):
					t.Errorf("%s: the whole words are not shown: %q", tt.name, kittest.Texts(top))
				case !cut && top != nil:
					t.Errorf("%s: a tap on whole words opened a sheet", tt.name)
				}
				if top != nil {
					kittest.Tap(t, top, "Close")
				}
			}
		})
	}
}
