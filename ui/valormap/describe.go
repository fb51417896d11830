package valormap

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"tableside/tracker"
	"tableside/tracker/valor/labyrinth"
)

// Title names a region for the head of its detail: "Region [2,3]: Portal".
// r is nil for a region not yet scouted; names names its tile.
func Title(p labyrinth.Pos, r *labyrinth.Region, names TileTitles) string {
	switch {
	case r == nil:
		return fmt.Sprintf("Region %v: not scouted yet", p)
	case r.Tile == "":
		return fmt.Sprintf("Region %v", p)
	}
	return fmt.Sprintf("Region %v: %s", p, names.of(r.Tile))
}

// Describe is the region in words, one line per thing, for the detail a tap
// opens: the tile and its sides, the tokens, then what stands there in the
// order the table shows it: the Heroes and Sidekicks on the left as they
// stand, then the Minion stack from the top (the Minions' Defender, 000
// L273) down to the Villain, who is always at the bottom. wounded names the
// Minions lying Wounded side up (000 L302), which labyrinth.Region does not
// record; names names its tile.
func Describe(r labyrinth.Region, names TileTitles, wounded ...string) []string {
	var out []string
	if role := r.Tile.Role(); role != "" {
		out = append(out, names.of(r.Tile)+": "+role)
	} else {
		out = append(out, names.of(r.Tile)+" tile")
	}
	out = append(out, sides(r.Walls))
	if r.Rockfalls > 0 {
		out = append(out, count(r.Rockfalls, "Rockfall token")+": "+labyrinth.RockfallRole)
	}
	if r.Bombs > 0 {
		out = append(out, count(r.Bombs, "Bomb token"))
	}
	for _, h := range r.Heroes {
		kind := "Hero"
		if h.Sidekick {
			kind = "Sidekick"
		}
		line := fmt.Sprintf("%s %s, %s", kind, h.Name, count(h.Health, "Health"))
		if h.Name == r.Defender {
			line += ", Defender"
		}
		out = append(out, line)
	}
	top, _ := r.MinionDefender()
	n := len(r.Minions)
	for depth, name := range r.StackTopFirst()[:n] { // the Villain last, below
		mn := minionNamed(r, name)
		var where string
		switch {
		case name == top && n == 1:
			where = "Defender"
		case name == top:
			where = fmt.Sprintf("top of %d, Defender", n)
		default:
			where = ordinal(depth+1) + " from the top"
		}
		line := fmt.Sprintf("Minion %s (%s)", mn.Name, where)
		for _, w := range wounded {
			if w == mn.Name {
				line += ", Wounded"
				break
			}
		}
		out = append(out, line+": "+card(mn))
	}
	if r.Villain != "" {
		out = append(out, fmt.Sprintf("Villain %s, under the stack", r.Villain))
	}
	return out
}

// minionNamed is the Minion called name in r.
func minionNamed(r labyrinth.Region, name string) labyrinth.Minion {
	for _, mn := range r.Minions {
		if mn.Name == name {
			return mn
		}
	}
	return labyrinth.Minion{Name: name}
}

// sides says where the Walls are: "Walls north and west; Halls east and
// south".
func sides(w labyrinth.Walls) string {
	var walls, halls []string
	for _, d := range []labyrinth.Dir{labyrinth.North, labyrinth.East, labyrinth.South, labyrinth.West} {
		if w.Side(d) == labyrinth.Wall {
			walls = append(walls, d.String())
		} else {
			halls = append(halls, d.String())
		}
	}
	switch {
	case len(walls) == 0:
		return "Halls on every side"
	case len(halls) == 0:
		return "Walls on every side"
	}
	return fmt.Sprintf("%s %s; %s %s", plural(len(walls), "Wall"), tracker.JoinAnd(walls), plural(len(halls), "Hall"), tracker.JoinAnd(halls))
}

// card is a Minion card's numbers: "Elite, 2 Actions, Melee (Power) and
// Ranged, Boss and Bomb".
func card(mn labyrinth.Minion) string {
	var parts []string
	if mn.Size != "" {
		parts = append(parts, tracker.UpperFirst(string(mn.Size)))
	}
	parts = append(parts, count(mn.Actions, "Action"))
	var attacks []string
	for _, a := range mn.Attacks {
		s := tracker.UpperFirst(string(a.Type))
		if a.Power {
			s += " (Power)"
		}
		attacks = append(attacks, s)
	}
	if len(attacks) > 0 {
		parts = append(parts, tracker.JoinAnd(attacks))
	}
	var abs []string
	for _, a := range mn.Abilities {
		abs = append(abs, tracker.UpperFirst(string(a)))
	}
	if len(abs) > 0 {
		parts = append(parts, tracker.JoinAnd(abs))
	}
	return strings.Join(parts, ", ")
}

func plural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

// count is "1 Action", "2 Actions"; Health has no plural.
func count(n int, word string) string {
	if n != 1 && word != "Health" {
		word += "s"
	}
	return fmt.Sprintf("%d %s", n, word)
}

func ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return fmt.Sprintf("%d%s", n, suffix)
}

// fitName is what of a name fits width at text size fs: the whole name,
// else its initials ("Cave Troll" CT, keeping a number whole: "Goblin 12"
// G12), else as much of the front as fits ("Rowan" Ro), at least one
// letter.
func fitName(name string, w, fs float32) string {
	if width(name, fs) <= w {
		return name
	}
	short := name
	if words := strings.Fields(name); len(words) > 1 {
		var b strings.Builder
		for _, word := range words {
			if strings.IndexFunc(word, func(r rune) bool { return !unicode.IsDigit(r) }) < 0 {
				b.WriteString(word)
				continue
			}
			r, _ := utf8.DecodeRuneInString(word)
			b.WriteRune(unicode.ToUpper(r))
		}
		short = b.String()
	}
	runes := []rune(short)
	for n := len(runes); n > 1; n-- {
		if width(string(runes[:n]), fs) <= w {
			return string(runes[:n])
		}
	}
	return string(runes[:min(1, len(runes))])
}
