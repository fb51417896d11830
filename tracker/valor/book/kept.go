package book

import "tableside/tracker"

var _ tracker.KeptGame = Game{}

// KeptBy is Valor & Villainy: the book is kept beside a campaign's
// evenings, never made a campaign of its own (tracker.KeptGame).
func (Game) KeptBy() string { return "valor" }
