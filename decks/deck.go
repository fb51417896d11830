package decks

// Deck is a draw pile with its discard pile and the cards set aside. Spent
// cards go face-up beside the deck; when the draw pile runs out, the
// discards are shuffled into a new one (000 L1050).
type Deck[T any] struct {
	Draw Pile[T] `json:"draw,omitempty"`
	// Discards is the discard pile, the last card discarded on top.
	Discards Pile[T] `json:"discards,omitempty"`
	// Aside holds cards taken out of play for now, in the order set aside.
	Aside Pile[T] `json:"aside,omitempty"`
}

// NewDeck returns a deck of cards shuffled with r.
func NewDeck[T any](cards []T, r Rand) Deck[T] {
	var d Deck[T]
	d.Draw.PutTop(cards...)
	d.Draw.Shuffle(r)
	return d
}

// Len counts every card of the deck: to draw, discarded and set aside.
func (d Deck[T]) Len() int { return len(d.Draw) + len(d.Discards) + len(d.Aside) }

// DrawTop draws the top card, first reshuffling the discards when the
// draw pile is empty; false when there is nothing left to draw.
func (d *Deck[T]) DrawTop(r Rand) (T, bool) {
	if len(d.Draw) == 0 {
		d.Reshuffle(r)
	}
	return d.Draw.DrawTop()
}

// DrawBottom draws the bottom card, reshuffling the same way.
func (d *Deck[T]) DrawBottom(r Rand) (T, bool) {
	if len(d.Draw) == 0 {
		d.Reshuffle(r)
	}
	return d.Draw.DrawBottom()
}

// Discard puts c on top of the discard pile.
func (d *Deck[T]) Discard(c T) { d.Discards.PutTop(c) }

// Reshuffle shuffles the discard pile and puts it under what is left of
// the draw pile (000 L1050 reshuffles once the draw pile is empty).
func (d *Deck[T]) Reshuffle(r Rand) {
	d.Discards.Shuffle(r)
	d.Draw.PutBottom(d.Discards...)
	d.Discards = nil
}

// SetAside takes the card i places from the top of the draw pile and sets
// it aside; false when there is no such card.
func (d *Deck[T]) SetAside(i int) bool {
	c, ok := d.Draw.Take(i)
	if ok {
		d.Aside.PutBottom(c)
	}
	return ok
}

// PutBack returns the card set aside at index i to the top of the draw
// pile, or to its bottom; false when there is no such card.
func (d *Deck[T]) PutBack(i int, top bool) bool {
	c, ok := d.Aside.Take(i)
	if !ok {
		return false
	}
	if top {
		d.Draw.PutTop(c)
	} else {
		d.Draw.PutBottom(c)
	}
	return true
}
