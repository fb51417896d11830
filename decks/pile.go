package decks

// Pile is a face-down stack of cards, top first. It is a plain slice, so
// it serialises to JSON as an array with the top card first. An emptied
// Pile is nil, which keeps its JSON the same however it was emptied. The
// methods that change a pile take a pointer; a Pile never shares its
// cards with the slices it returns.
type Pile[T any] []T

// Len is the number of cards in the pile.
func (p Pile[T]) Len() int { return len(p) }

// Top returns the top card without drawing it; false when the pile is
// empty.
func (p Pile[T]) Top() (T, bool) {
	if len(p) == 0 {
		var zero T
		return zero, false
	}
	return p[0], true
}

// Bottom returns the bottom card without drawing it; false when the pile
// is empty.
func (p Pile[T]) Bottom() (T, bool) {
	if len(p) == 0 {
		var zero T
		return zero, false
	}
	return p[len(p)-1], true
}

// DrawTop takes the top card; false when the pile is empty.
func (p *Pile[T]) DrawTop() (T, bool) { return p.Take(0) }

// DrawBottom takes the bottom card (a Chump for setup, 000 L186); false
// when the pile is empty.
func (p *Pile[T]) DrawBottom() (T, bool) { return p.Take(len(*p) - 1) }

// Draw takes up to n cards from the top, in the order drawn.
func (p *Pile[T]) Draw(n int) []T {
	n = max(0, min(n, len(*p)))
	out := append([]T(nil), (*p)[:n]...)
	p.set(append(Pile[T](nil), (*p)[n:]...))
	return out
}

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

// PutTop puts cards on the top, the first of them ending on top.
func (p *Pile[T]) PutTop(cards ...T) {
	p.set(append(append(Pile[T](nil), cards...), *p...))
}

// PutBottom puts cards under the pile, the last of them ending at the
// bottom.
func (p *Pile[T]) PutBottom(cards ...T) {
	p.set(append(append(Pile[T](nil), *p...), cards...))
}

// Insert puts c so that i cards lie above it (0 puts it on top, Len at
// the bottom); false when i is outside the pile.
func (p *Pile[T]) Insert(i int, c T) bool {
	if i < 0 || i > len(*p) {
		return false
	}
	out := make(Pile[T], 0, len(*p)+1)
	out = append(append(append(out, (*p)[:i]...), c), (*p)[i:]...)
	p.set(out)
	return true
}

// Shuffle puts the pile in a random order drawn from r (Fisher-Yates).
func (p *Pile[T]) Shuffle(r Rand) {
	c := *p
	for i := len(c) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		c[i], c[j] = c[j], c[i]
	}
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

// Index returns how many cards lie above the first card match accepts,
// or -1 when none does.
func (p Pile[T]) Index(match func(T) bool) int {
	for i, c := range p {
		if match(c) {
			return i
		}
	}
	return -1
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
