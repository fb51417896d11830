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
				if got := strings.Join(strings.Fields(drawn(w.Content())), " "); !strings.Contains(got, tt.says) {
					t.Errorf("the bar draws %q, want %q", got, tt.says)
				}
				// Wrapped words take their lines; nothing is drawn over the buttons.
				if bottom := wordsBottom(w.Content(), u.Words()); bottom > abs(u.Undo).Y+0.5 {
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
