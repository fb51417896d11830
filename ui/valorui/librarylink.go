package valorui

import "tableside/ui"

// Library is Valor & Villainy's card library in its own words, for a
// library handed over from another phone (ui.LibraryScreens).
func (Screens) Library(changed func()) ui.Library { return cardLibrary(changed) }
