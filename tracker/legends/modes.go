package legends

import (
	"fmt"
	"slices"
	"strings"
)

// Mode is the game played at a player count (L559-613).
type Mode string

// One mode per player count.
const (
	ModeHeadToHead  Mode = "head_to_head" // 2 players (L561-565)
	ModeFreeForAll  Mode = "free_for_all" // 3 players (L569-573)
	ModeTwoTeams    Mode = "two_teams"    // 4 players, 2 v 2 (L575-579)
	ModeAllies      Mode = "allies"       // 5 players (L583-587)
	ModeBattlefield Mode = "battlefield"  // 6 players, 3 v 3 (L591-613)
)

// ModeFor is the mode of n players.
func ModeFor(n int) Mode {
	switch n {
	case 2:
		return ModeHeadToHead
	case 3:
		return ModeFreeForAll
	case 4:
		return ModeTwoTeams
	case 5:
		return ModeAllies
	case 6:
		return ModeBattlefield
	}
	return ""
}

// WinRule is the mode's victory in a line, for the set-up screen.
func (m Mode) WinRule() string {
	switch m {
	case ModeHeadToHead:
		return "Knock out your opponent."
	case ModeFreeForAll:
		return "Be the last Hero standing."
	case ModeTwoTeams:
		return "Knock out both players of the other team."
	case ModeAllies:
		return "Be the first whose two enemies are both out."
	case ModeBattlefield:
		return "Knock out the enemy Skirmisher; the first Skirmisher down ends the game."
	}
	return ""
}

// Expansions lists the expansions a game may name: the boxes rules 002
// covers besides the base game (L5).
func Expansions() []string {
	return []string{"Ancient Guild", "The Horde", "The Reaper's Hand", "Adhara"}
}

// PlayerCounts are the numbers of players a game may have, fewest first:
// 2 to 6 (L9).
func PlayerCounts() []int {
	f := facts()
	out := make([]int, 0, f.MaxPlayers-f.MinPlayers+1)
	for n := f.MinPlayers; n <= f.MaxPlayers; n++ {
		out = append(out, n)
	}
	return out
}

// NeedsExpansion reports whether n players need at least one expansion:
// the base game alone seats 2 to 4, up to 6 with one (L9).
func NeedsExpansion(n int) bool { return n > facts().BaseMaxPlayers }

// HasSkirmishers reports whether a game of n players is the battlefield,
// where each team names a Skirmisher and frontliners face each other
// (6 players, L591-605).
func HasSkirmishers(n int) bool { return ModeFor(n) == ModeBattlefield }

// checkExpansions: 5 and 6 players need at least one expansion (L9).
func checkExpansions(n int, ex []string) error {
	names := Expansions()
	seen := map[string]bool{}
	for _, e := range ex {
		if !slices.Contains(names, e) {
			return fmt.Errorf("%q is not an expansion of this game; choose from %s", e, strings.Join(names, ", "))
		}
		if seen[e] {
			return fmt.Errorf("%s is listed twice", e)
		}
		seen[e] = true
	}
	if f := facts(); NeedsExpansion(n) && len(ex) == 0 {
		return fmt.Errorf("%d players need at least one expansion; with the base game alone, play with %d to %d", n, f.MinPlayers, f.BaseMaxPlayers)
	}
	return nil
}

// checkTeams checks the sides the mode needs: alternate teams in 4p
// three in a row in 6p with one Skirmisher each and frontliners
// facing in pairs (L599-605), none otherwise.
func (s State) checkTeams() error {
	n := len(s.Players)
	for i, p := range s.Players {
		want := teamOf(n, i)
		if p.Team != want {
			return fmt.Errorf("%s sits in team %d; the seats give team %d", p.Name, p.Team, want)
		}
		if s.Mode != ModeBattlefield {
			if p.Role != "" || p.Facing != -1 {
				return fmt.Errorf("only the 6-player battlefield has roles")
			}
			continue
		}
		switch p.Role {
		case Skirmisher:
			if p.Facing != -1 {
				return fmt.Errorf("%s is a Skirmisher and faces nobody", p.Name)
			}
		case Frontliner:
			f := p.Facing
			if f < 0 || f >= n || s.Players[f].Team == p.Team || s.Players[f].Role != Frontliner || s.Players[f].Facing != i {
				return fmt.Errorf("%s must face one enemy frontliner, who faces them back", p.Name)
			}
		default:
			return fmt.Errorf("%s needs a battlefield role: frontliner or Skirmisher", p.Name)
		}
	}
	if s.Mode == ModeBattlefield {
		for team := range 2 {
			k := 0
			for _, p := range s.Players {
				if p.Team == team && p.Role == Skirmisher {
					k++
				}
			}
			if k != 1 {
				return fmt.Errorf("each team has one Skirmisher; team %d has %d", team+1, k)
			}
		}
	}
	return nil
}

// teamOf is seat i's team: alternate in 4p, so that the player on your
// left is an opponent; blocks of three in 6p (L601); none otherwise.
func teamOf(n, i int) int {
	switch n {
	case 4:
		return i % 2
	case 6:
		return i / 3
	}
	return -1
}

// Teams reports whether the mode plays in two teams.
func (m Mode) Teams() bool { return m == ModeTwoTeams || m == ModeBattlefield }

// Enemies reports whether a and b play against each other: always, except
// teammates in 4p and 6p. 5p allies are shown but may be attacked.
func (s State) Enemies(a, b int) bool {
	if a == b {
		return false
	}
	return !s.Mode.Teams() || s.Players[a].Team != s.Players[b].Team
}

// Allies5 returns player p's two allies in the 5-player game: his
// neighbours at the start (L587).
func (s State) Allies5(p int) []int {
	if s.Mode != ModeAllies {
		return nil
	}
	n := len(s.Players)
	return []int{(p + n - 1) % n, (p + 1) % n}
}

// Enemies5 returns player p's two enemies in the 5-player game: the two
// who do not sit beside him at the start (L587).
func (s State) Enemies5(p int) []int {
	if s.Mode != ModeAllies {
		return nil
	}
	return []int{(p + 2) % 5, (p + 3) % 5}
}

// lastOfTeam reports whether p is the only one of his team still in, so
// he may aim at anyone (L411).
func (s State) lastOfTeam(p int) bool {
	if !s.Mode.Teams() {
		return false
	}
	for i, q := range s.Players {
		if i != p && !q.Out && q.Team == s.Players[p].Team {
			return false
		}
	}
	return true
}

// leftOpponent is the next living opponent clockwise from p: "the player
// on your left" once some are out (A-36).
func (s State) leftOpponent(p int) int {
	n := len(s.Players)
	for k := 1; k < n; k++ {
		j := (p + k) % n
		if !s.Players[j].Out && s.Enemies(p, j) {
			return j
		}
	}
	return -1
}

// frontlineBroken reports whether team t has lost a frontliner.
func (s State) frontlineBroken(t int) bool {
	for _, p := range s.Players {
		if p.Team == t && p.Role == Frontliner && p.Out {
			return true
		}
	}
	return false
}

// weaponTargets lists the players p may aim a Weapon, Heavy or Staff at,
// and in 6p where he may place a Monster (L565-609; ).
func (s State) weaponTargets(p int) []int {
	var out []int
	others := func(keep func(int) bool) []int {
		for _, j := range s.living() {
			if j != p && (keep == nil || keep(j)) {
				out = append(out, j)
			}
		}
		return out
	}
	if s.lastOfTeam(p) {
		return others(nil) // L411
	}
	switch s.Mode {
	case ModeHeadToHead, ModeAllies:
		return others(nil) // L565; L587: no limits in 5p
	case ModeFreeForAll, ModeTwoTeams:
		if j := s.leftOpponent(p); j >= 0 {
			return []int{j} // L573, L579; A-36
		}
		return nil
	case ModeBattlefield:
		me := s.Players[p]
		enemySkirmisher := func(j int) bool { return s.Players[j].Team != me.Team && s.Players[j].Role == Skirmisher }
		if me.Role == Frontliner {
			if f := me.Facing; !s.Players[f].Out {
				return []int{f} // L601
			}
			if s.Settings.OpenSkirmisher {
				return others(func(j int) bool { return s.Players[j].Team != me.Team })
			}
			return others(enemySkirmisher)
		}
		return others(func(j int) bool {
			q := s.Players[j]
			if q.Team == me.Team {
				return false
			}
			return q.Role == Frontliner || s.frontlineBroken(q.Team) // L605, L603
		})
	}
	return nil
}

// spellTargets lists the players p may aim an Attack Spell at: the
// opponent in 2p (L565), any opponent in 3p and 4p (L573; A-38), anyone in
// 5p and 6p (L587, L609) and for a Spell whose card says so (L325).
func (s State) spellTargets(p int, anywhere bool) []int {
	var out []int
	for _, j := range s.living() {
		if j == p {
			continue
		}
		if anywhere || s.Mode == ModeAllies || s.Mode == ModeBattlefield || s.Enemies(p, j) || s.lastOfTeam(p) {
			out = append(out, j)
		}
	}
	return out
}

// placements lists where p may put a Monster he plays: anyone in 3-5p
// (L147, L573, L587; A-63); the opponent in 2p (L565; the note §3.13); only
// where his Weapons reach in 6p (L607); in front of an opponent for a
// summoned one (L491); a Defensive one anywhere, in any mode (L535).
func (s State) placements(p int, card MonsterCard, summoned bool) []int {
	var out []int
	switch {
	case card.Defensive && !summoned:
		// L535: a Defensive Monster is played in any player's area, in
		// every mode; it attacks nobody, so the 6-player limit on
		// Monsters (L607) does not bind it.
		out = s.living()
	case s.Mode == ModeBattlefield:
		out = s.weaponTargets(p)
	case summoned:
		for _, j := range s.living() {
			if j != p && s.Enemies(p, j) {
				out = append(out, j)
			}
		}
	case s.Mode == ModeHeadToHead:
		out = s.weaponTargets(p)
	default:
		out = s.living()
	}
	return out
}
