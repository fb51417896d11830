package sorcery

import (
	"fmt"

	"tableside/tracker"
)

// FlipMaster turns the Master Enemy at index enemy's card to its other
// side.
func FlipMaster(enemy int) tracker.Command {
	return tracker.Cmd(KindFlipMaster, EnemyCmd{Enemy: enemy})
}

// Flipped is the card with its other side up, the side now down as its
// Back, and whether it has one. The other side is the same card: its
// name, rank, race and Master mark are the front's, kept on the side up
// only, so two flips give the card back as it was.
func (c EnemyCard) Flipped() (EnemyCard, bool) {
	if c.Back == nil {
		return c, false
	}
	b := *c.Back
	b.Name, b.Rank, b.Race, b.Master = c.Name, c.Rank, c.Race, true
	front := c
	front.Back, front.Name, front.Rank, front.Race, front.Master = nil, "", "", "", false
	b.Back = &front
	return b, true
}

// flipMaster: a Master Enemy's card is printed on both sides, each its
// own A.I., and the card's powers say when to flip it (L7322-7326, L7348-7351). The
// book says nothing of the tokens, so the Enemy keeps its wounds,
// conditions and Enemy Powers, its shields and charges cut to the new
// side's; a wound count the new side's HP cannot hold is the card's to
// settle first.
func (s *State) flipMaster(a EnemyCmd) (string, error) {
	e, err := s.enemyAt(a.Enemy)
	if err != nil {
		return "", err
	}
	if !e.Card.Master {
		return "", tracker.Refuse("The %s is no Master Enemy: its card has one side", e.Label())
	}
	side, ok := e.Card.Flipped()
	n := s.HeroCount()
	switch {
	case !ok:
		return "", tracker.Refuse("The %s's other side is not typed: enter it in the Enemy editor first", e.Label())
	case e.Wounds >= e.hpOf(side, n):
		// Its Red Criticals stay on the card and cut the other side's HP
		// too (L4804-4806).
		return "", tracker.Refuse("The %s has %s and its other side %d HP: heal or kill it as the card says first", e.Label(), count(e.Wounds, "wound"), e.hpOf(side, n))
	}
	e.Card = side
	words := fmt.Sprintf("Flip the %s's card: the other side's A.I. and powers rule it now. It keeps %s of %d HP and its conditions", e.Label(), count(e.Wounds, "wound"), e.hpOf(side, n))
	// Tokens past the new side's numbers go, and the words say so.
	if sh := side.MaxShields(n, s.Act); e.Shields > sh {
		words += fmt.Sprintf("; its shields go down from %d to %d", e.Shields, sh)
		e.Shields = sh
	}
	if e.Charges > side.Charges {
		words += fmt.Sprintf("; its charges go down from %d to %d", e.Charges, side.Charges)
		e.Charges = side.Charges
	}
	return words + ".", nil
}

// CanFlip tells whether the Enemy's card may be turned over: a Master
// Enemy whose other side is typed (L7322-7326).
func (e Enemy) CanFlip() bool {
	_, ok := e.Card.Flipped()
	return e.Card.Master && ok
}

// MayHaveBack tells whether the card is printed on both sides: a Master
// Enemy's only (L7322-7326).
func (c EnemyCard) MayHaveBack() bool { return c.Master }
