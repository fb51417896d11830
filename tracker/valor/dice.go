package valor

import (
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
)

// Digital dice. The app rolls only when the players ask it to; the faces
// it rolls are kept in the state, copied from data/valor.json as the game
// starts (001 L867-869), so a replay rolls the same, and the players can
// correct them when their dice differ (SetDice).

// DiceFaces are the Hits on the six faces of each Action die.
type DiceFaces struct {
	Novice []int `json:"novice"`
	Adept  []int `json:"adept"`
	Master []int `json:"master"`
}

// diceSides is the faces of a die: the dice are six-sided.
const diceSides = 6

func defaultFaces() DiceFaces {
	r, err := facts()
	if err != nil {
		return DiceFaces{}
	}
	return DiceFaces{Novice: slices.Clone(r.Dice.Novice), Adept: slices.Clone(r.Dice.Adept), Master: slices.Clone(r.Dice.Master)}
}

// Faces are the dice faces the app rolls in this game.
func (s State) Faces() DiceFaces { return s.faces() }

func (s *State) faces() DiceFaces {
	if s.DiceFaces != nil {
		return *s.DiceFaces
	}
	return defaultFaces()
}

func (f DiceFaces) of(d Die) []int {
	switch d {
	case DieNovice:
		return f.Novice
	case DieAdept:
		return f.Adept
	case DieMaster:
		return f.Master
	}
	return nil
}

func (f DiceFaces) clone() DiceFaces {
	return DiceFaces{Novice: slices.Clone(f.Novice), Adept: slices.Clone(f.Adept), Master: slices.Clone(f.Master)}
}

func (f DiceFaces) validate() error {
	for _, d := range []Die{DieNovice, DieAdept, DieMaster} {
		faces := f.of(d)
		if len(faces) != diceSides {
			return fmt.Errorf("the %s die has %d faces; a die has %d", d.Title(), len(faces), diceSides)
		}
		for _, h := range faces {
			if h < 0 || h > MaxFaceHits {
				return fmt.Errorf("the %s die has a face of %d Hits; faces are 0 to %d", d.Title(), h, MaxFaceHits)
			}
		}
	}
	return nil
}

// rollDice rolls the dice of c with the game's faces and seeded source:
// the Hits on each die (Novice dice first, then Adept, then Master) and
// their total.
func (s *State) rollDice(c DiceCount) ([]int, int) {
	f := s.faces()
	var out []int
	total := 0
	for _, d := range []struct {
		n     int
		faces []int
	}{{c.Novice, f.Novice}, {c.Adept, f.Adept}, {c.Master, f.Master}} {
		for range d.n {
			h := d.faces[s.Rand.IntN(len(d.faces))]
			out = append(out, h)
			total += h
		}
	}
	return out, total
}

// diceWords is "2 Novice + 1 Adept", or "no dice".
func diceWords(c DiceCount) string {
	var parts []string
	for _, d := range []struct {
		n    int
		name string
	}{{c.Novice, "Novice"}, {c.Adept, "Adept"}, {c.Master, "Master"}} {
		if d.n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", d.n, d.name))
		}
	}
	if len(parts) == 0 {
		return "no dice"
	}
	return strings.Join(parts, " + ")
}

// facesWords is the app's roll as the log shows it: "1, 0, 2 = 3 Hits".
func facesWords(faces []int, hits int) string {
	if len(faces) == 0 {
		return fmt.Sprintf("no dice = %d Hits", hits)
	}
	parts := make([]string, len(faces))
	for i, f := range faces {
		parts[i] = fmt.Sprint(f)
	}
	return fmt.Sprintf("%s = %d Hit%s", strings.Join(parts, ", "), hits, plural(hits))
}

// setDice corrects the faces of one die, when the table's dice differ
// from the app's (the defaults are 001 L867-869).
func (s *State) setDice(_ *env, a SetDiceCmd) (string, error) {
	if a.Die != DieNovice && a.Die != DieAdept && a.Die != DieMaster {
		return "", tracker.Refuse("Choose the Novice, Adept or Master die.")
	}
	if len(a.Faces) != diceSides {
		return "", tracker.Refuse("Type the Hits on each of the %d faces of the %s die.", diceSides, a.Die.Title())
	}
	for _, h := range a.Faces {
		if h < 0 || h > MaxFaceHits {
			return "", tracker.Refuse("A face shows 0 to %d Hits; %d is not one.", MaxFaceHits, h)
		}
	}
	f := s.faces().clone()
	old := f.of(a.Die)
	if slices.Equal(old, a.Faces) {
		return "", tracker.Refuse("The %s die has those faces already.", a.Die.Title())
	}
	switch a.Die {
	case DieNovice:
		f.Novice = slices.Clone(a.Faces)
	case DieAdept:
		f.Adept = slices.Clone(a.Faces)
	default:
		f.Master = slices.Clone(a.Faces)
	}
	s.DiceFaces = &f
	return fmt.Sprintf("%s die faces: %s -> %s", a.Die.Title(), intsWords(old), intsWords(a.Faces)), nil
}

func intsWords(v []int) string {
	parts := make([]string, len(v))
	for i, n := range v {
		parts[i] = fmt.Sprint(n)
	}
	return strings.Join(parts, " ")
}
