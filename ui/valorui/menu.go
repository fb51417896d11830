package valorui

import (
	"tableside/tracker/valor"
	"tableside/ui"
	"tableside/ui/bookui"
)

// MenuItems are the game's own entries in the game's menu (☰): a
// Labyrinth game's campaign book, whose Sessions page is the campaign's
// page, second after History, so that it is on the menu's first screen
// of a small phone at the largest text, as Sword & Sorcery's is (the
// board's own button is at the bottom of the boards).
func (v *view) MenuItems() []ui.MenuItem {
	st, err := ui.StateOf(v.p, valor.Decode)
	if err != nil || !st.Features().Modes {
		return nil
	}
	return []ui.MenuItem{{Title: "Campaign book", Tap: func() { bookui.OpenFrom(v.p) }}}
}
