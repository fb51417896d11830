package bookui_test

import (
	"testing"

	"fyne.io/fyne/v2"

	"tableside/ui/bookui/booktest"
	"tableside/ui/kit/kittest"
)

// The book's top row (its way back to the game, the campaign's name and
// ☰) fits the smallest phone at the largest text with a campaign named
// at length: the name gives way, never the ☰ past the window's edge, and
// keeps room enough to be read (a real window showed "Thu…" and the ☰
// cut off while the way back said "Back to the game").
func TestBookTopRowFitsTheSmallestPhone(t *testing.T) {
	small := fyne.NewSize(360, 640)
	tb := newTable(t, small)
	c := booktest.StartValor(tb)
	if err := tb.S.Store().RenameCampaign(c.ID, "Thursday Labyrinth of the Long Name"); err != nil {
		t.Fatal(err)
	}
	c.Name = "Thursday Labyrinth of the Long Name"
	tb.S.OpenCampaign(c)
	booktest.Open(tb)
	tb.EveryLook("the book's first page", func() { tb.S.Current().Render() })
	tb.TextSize("huge")
	tb.Win.Resize(small)
	tb.S.Current().Render()
	if p := kittest.OverflowsAt(tb.Win, small); len(p) > 0 {
		t.Errorf("at 360x640, huge text: %v", p)
	}
	var back, menu *kittest.Place
	for _, pl := range kittest.Places(tb.Win.Canvas()) {
		switch {
		case pl.What == `Button "The game"`:
			back = &pl
		case pl.What == "icon Button" && pl.At.Y < 10:
			menu = &pl
		}
	}
	if back == nil || menu == nil {
		t.Fatal("no way back or no ☰ in the book's top row")
	}
	if room := menu.At.X - (back.At.X + back.Size.Width); room < 100 {
		t.Errorf("the campaign's name has %.0f px between the way back and ☰ at 360x640, huge text", room)
	}
	if right := menu.At.X + menu.Size.Width; right > small.Width {
		t.Errorf("☰ ends at %.0f px, past the window's %0.f", right, small.Width)
	}
}
