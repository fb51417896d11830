package legends

import (
	"fmt"
	"strconv"
	"strings"

	"tableside/tracker"
)

// The kinds of card the library keeps for this game (the note, §6.1), as
// stored with each card: never rename one.
const (
	LibraryHero    = "hero"
	LibraryMonster = "monster"
	LibraryDefence = "defence"
	LibraryWeapon  = "weapon"
	LibrarySpell   = "spell"
)

// libraryKinds are the kinds of card the library keeps for this game,
// each with the check an imported card of it passes: the same Validate
// its editor uses, so an imported card is one the screens could have
// saved.
func libraryKinds() []tracker.CardKind {
	return []tracker.CardKind{
		tracker.CardOf[HeroBoard](LibraryHero),
		tracker.CardOf[MonsterCard](LibraryMonster),
		tracker.CardOf[DefenceCard](LibraryDefence),
		tracker.CardOf[WeaponCard](LibraryWeapon),
		tracker.CardOf[SpellCard](LibrarySpell),
	}
}

var _ tracker.CardChecker = Game{}

// CheckCard checks a card library entry read from outside (a library file
// from another device) by its kind (libraryKinds). Unknown fields are
// refused: the next save would drop them without a word.
func (Game) CheckCard(kind, name string, data []byte) error {
	return tracker.CheckCardKinds(libraryKinds(), kind, name, data)
}

// ParseBonus reads one X WITH (class) or X AGAINST (Monster type) line of
// a Hero board as typed into the library: "2 with Axes", "+1 against
// Undead" (L463-465). with is true for WITH.
func ParseBonus(line string) (with bool, b Bonus, err error) {
	f := strings.Fields(line)
	if len(f) < 3 {
		return false, Bonus{}, fmt.Errorf(`type a bonus like "2 with Axes" or "1 against Undead"`)
	}
	n, err := strconv.Atoi(strings.TrimPrefix(f[0], "+"))
	if err != nil || n < -20 || n > 20 {
		return false, Bonus{}, fmt.Errorf("%q: start with the bonus, -20 to 20", line)
	}
	switch strings.ToLower(f[1]) {
	case "with":
		with = true
	case "against":
	default:
		return false, Bonus{}, fmt.Errorf(`%q: say "with" a class or "against" a Monster type`, line)
	}
	return with, Bonus{Name: strings.Join(f[2:], " "), Amount: n}, nil
}

// ParseResistance reads one resistance or immunity line as typed into the
// library: "fire 2" (resistance 2) or "air immune" (L381-387).
func ParseResistance(line string) (Resistance, error) {
	f := strings.Fields(strings.ToLower(line))
	if len(f) != 2 {
		return Resistance{}, fmt.Errorf(`type an element and an amount, like "fire 2" or "air immune"`)
	}
	r := Resistance{Element: Element(f[0])}
	if f[1] == "immune" {
		r.Immune = true
	} else if n, err := strconv.Atoi(f[1]); err == nil {
		r.Amount = n
	} else {
		return Resistance{}, fmt.Errorf("%q: the amount is a number, or immune", line)
	}
	if err := r.validate(line); err != nil {
		return Resistance{}, err
	}
	return r, nil
}

// BonusLine and ResistanceLine write a bonus and a resistance back as
// their lines, so an editor shows a saved card as it was typed.
func BonusLine(with bool, b Bonus) string {
	word := "against"
	if with {
		word = "with"
	}
	return fmt.Sprintf("%d %s %s", b.Amount, word, b.Name)
}

// ResistanceLine: see BonusLine.
func ResistanceLine(r Resistance) string {
	if r.Immune {
		return string(r.Element) + " immune"
	}
	return fmt.Sprintf("%s %d", r.Element, r.Amount)
}
