package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// Scrolls is a screen's memory of where the player looked: how far each of
// its scrolls was scrolled and which sections were open. Screens rebuild
// their whole content after every committed change; without this memory a
// tap at the bottom of a long board jumped back to the top.
//
// A screen owns its Scrolls (one per screen, kept between rebuilds) and
// passes it to what it builds; the zero value is ready to use. Keys name a
// place on the screen ("board", "log"); they are the screen's own.
type Scrolls struct {
	scrolls    map[string]*container.Scroll
	accordions map[string]*widget.Accordion
}

// VScroll scrolls content vertically, starting where the scroll last built
// under key was when this one replaced it.
func (s *Scrolls) VScroll(key string, content fyne.CanvasObject) *container.Scroll {
	sc := container.NewVScroll(content)
	if old, ok := s.scrolls[key]; ok {
		// Read from the scroll being replaced rather than kept from
		// OnScrolled: what counts is what the player last saw.
		sc.Offset = old.Offset
	}
	if s.scrolls == nil {
		s.scrolls = map[string]*container.Scroll{}
	}
	s.scrolls[key] = sc
	return sc
}

// Offset is where the scroll under key is now (zero if none).
func (s *Scrolls) Offset(key string) fyne.Position {
	if sc, ok := s.scrolls[key]; ok {
		return sc.Offset
	}
	return fyne.Position{}
}

// Accordion is a widget.Accordion whose items open as the items of the
// same title in the accordion last built under key were left.
func (s *Scrolls) Accordion(key string, items ...*widget.AccordionItem) *widget.Accordion {
	a := widget.NewAccordion(items...)
	if old, ok := s.accordions[key]; ok {
		a.MultiOpen = old.MultiOpen
		open := map[string]bool{}
		for _, it := range old.Items {
			open[it.Title] = it.Open
		}
		for _, it := range items {
			if o, ok := open[it.Title]; ok {
				it.Open = o
			}
		}
	}
	if s.accordions == nil {
		s.accordions = map[string]*widget.Accordion{}
	}
	s.accordions[key] = a
	return a
}

// Forget drops what is remembered under key, so the next scroll or
// accordion built under it starts at the top, closed: for a new step where
// the old place means nothing.
func (s *Scrolls) Forget(key string) {
	delete(s.scrolls, key)
	delete(s.accordions, key)
}
