package decks

// Pile is a face-down stack of cards, top first. It is a plain slice, so
// it serialises to JSON as an array with the top card first. An emptied
// Pile is nil, which keeps its JSON the same however it was emptied. The
// methods that change a pile take a pointer; a Pile never shares its
// cards with the slices it returns.
type Pile[T any] []T

// Len is the number of cards in the pile.
func (p Pile[T]) Len() int { return len(p) }

// Take removes the card i places from the top (0 is the top), as when a
// card is set aside; false when there is no such card.
func (p *Pile[T]) Take(i int) (T, bool) {
	if i < 0 || i >= len(*p) {
		var zero T
		return zero, false
	}
	c := (*p)[i]
	rest := make(Pile[T], 0, len(*p)-1)
	rest = append(append(rest, (*p)[:i]...), (*p)[i+1:]...)
	p.set(rest)
	return c, true
}

// PutBottom puts cards under the pile, the last of them ending at the
// bottom.
func (p *Pile[T]) PutBottom(cards ...T) {
	p.set(append(append(Pile[T](nil), *p...), cards...))
}

// TakeRandom takes one card at random, as from a pool no one stacked;
// false when the pile is empty. r does not advance on an empty pile.
func (p *Pile[T]) TakeRandom(r Rand) (T, bool) {
	if len(*p) == 0 {
		var zero T
		return zero, false
	}
	return p.Take(r.IntN(len(*p)))
}

// set stores cards, nil when empty.
func (p *Pile[T]) set(cards Pile[T]) {
	if len(cards) == 0 {
		cards = nil
	}
	*p = cards
}

// Rand is all a deck asks of its randomness: a uniform number in [0, n)
// that advances the source. A *tracker.Rand kept in the game's state is
// one; decks need nothing else of tracker.
type Rand interface {
	IntN(n int) int
}
