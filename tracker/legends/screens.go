package legends

import (
	"slices"

	"tableside/tracker"
)

// Small queries the table screens (ui/legendsui) read, so that no rule
// lives in the UI. Each answers from the state and changes nothing.

// RollOffWaiting lists the players who still roll in this round of the
// roll-off, in seat order: the round's contenders who have not rolled yet
// (L39; only the tied top roll again, A-1). Empty outside the roll-off.
func (s State) RollOffWaiting() []int {
	if s.Phase != PhaseRollOff {
		return nil
	}
	var out []int
	for _, c := range s.RollOff.Contenders {
		if !slices.ContainsFunc(s.RollOff.Rolls, func(r Roll) bool { return r.Player == c && r.Round == s.RollOff.Round }) {
			out = append(out, c)
		}
	}
	return out
}

// RollOffRange is the lowest and highest 2d6 total of the roll-off (L39).
func RollOffRange() (int, int) { return rollOffRange() }

// DieSides is the number of sides of the game's dice.
func DieSides() int { return facts().DieSides }

// TableOrder lists every seat starting from the active player and going
// clockwise (L403), so the one whose turn it is stands on top; from the
// first seat during the roll-off.
func (s State) TableOrder() []int {
	n := len(s.Players)
	from := max(s.Active, 0)
	out := make([]int, 0, n)
	for k := range n {
		out = append(out, (from+k)%n)
	}
	return out
}

// LayerName is the name a player knows a damage layer by: the Monster's
// card, or host's Defence card in that slot.
func (s State) LayerName(l Layer, host int) string {
	if l.Monster != 0 {
		if m, ok := s.Monster(l.Monster); ok {
			return m.Card.Name
		}
		return "a Monster"
	}
	if host >= 0 && host < len(s.Players) {
		for _, d := range s.Players[host].Defence {
			if d.Card.Slot == l.Slot {
				return d.Card.Name
			}
		}
	}
	return string(l.Slot)
}

// StepCommand is the command that runs a start-of-turn step with nothing
// to choose (Poison, the Monsters' and the Hero's healing); ok is false
// for the Monsters' attacks, which need a Monster and a die, and for the
// main part of the turn.
func StepCommand(st Stage) (tracker.Command, bool) {
	switch st {
	case StagePoison:
		return Poison(), true
	case StageRegen:
		return MonsterRegen(), true
	case StageHeroRegen:
		return HeroRegen(), true
	}
	return tracker.Command{}, false
}

// Setting reports whether the house rule key (from SettingsList) is on.
func (set Settings) Setting(key string) bool {
	if p := set.field(key); p != nil {
		return *p
	}
	return false
}

// WithSetting is set with the house rule key turned on or off; an unknown
// key changes nothing.
func (set Settings) WithSetting(key string, on bool) Settings {
	if p := set.field(key); p != nil {
		*p = on
	}
	return set
}

// field is where the house rule key is kept in set; nil for an unknown
// key.
func (set *Settings) field(key string) *bool {
	for _, info := range SettingsList() {
		if info.Key == key {
			return info.field(set)
		}
	}
	return nil
}

// SeatTeam is seat i's team (0 or 1) at a table of n, before the game
// starts: alternating in 4p, seats 1-3 and 4-6 in 6p (L601); -1
// when the mode has no teams.
func SeatTeam(n, i int) int { return teamOf(n, i) }

// modeTitles are the names players read, one for each Mode.
var modeTitles = map[Mode]string{
	ModeHeadToHead:  "Head to head",
	ModeFreeForAll:  "Every Hero for himself",
	ModeTwoTeams:    "Two teams of two",
	ModeAllies:      "Allies and enemies",
	ModeBattlefield: "Battlefield, three against three",
}

// Title is the mode's name for players.
func (m Mode) Title() string { return tracker.TitleIn(modeTitles, m) }

// MonsterAttackRoll is one Monster's attack with the app rolling the die.
func MonsterAttackRoll(monster int, order ...Layer) tracker.Command {
	return tracker.Cmd(KindMonsterAttack, MonsterAttackCmd{Monster: monster, Roll: true, Order: order})
}

// EndWords says how the game stands once it is over or a 5-player finish
// waits for the table: "Ana wins." Empty while play goes on.
func (s State) EndWords() string {
	switch {
	case len(s.Tie) > 0:
		return s.names(s.Tie) + " have all met the win: the table decides who wins."
	case len(s.Winners) == 1:
		return s.names(s.Winners) + " wins."
	case len(s.Winners) > 1:
		return s.names(s.Winners) + " win."
	}
	return ""
}

// forgetAttacked drops a Monster that left play from this turn's list of
// those that attacked: killed in the main part of the turn after its
// attack (L273), it no longer stands anywhere, and a saved state naming
// it would not read back.
func (s *State) forgetAttacked(id int) {
	s.Turn.Attacked = slices.DeleteFunc(s.Turn.Attacked, func(x int) bool { return x == id })
}

// Slots lists the kinds of Defence card, one of each in front of a Hero
// (L115-127), in the set-up screen's order.
func Slots() []Slot { return []Slot{Armour, Shield, Helmet, Cape, SpellSl} }
