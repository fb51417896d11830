package valor

import (
	"fmt"

	"tableside/tracker"
	"tableside/tracker/valor/labyrinth"
)

// Setup on the app's map. The setup checklist's map item (000 L170-177:
// Base Camp and the 4 other Starting Regions) and Chump item (L186: the
// Chumps on tile T1) are ticked by the map itself once the players have
// done them there, so a group laying the map in the app never ticks them
// by hand, and the Villain Round wizard, which needs the map, runs.

// StartingTiles is how many tiles the setup lays: Base Camp and the 4
// other Starting Regions (000 L172).
const StartingTiles = 5

// passDone ticks, after every command, the checklist items due that are
// done already or have nothing to do, and says what it ticked: the setup's
// map and Chump items once the app's map shows them done, and in the Hero
// Level Up Step a Cash out with nothing in the Loot Stash. (Level Ups are
// never passed: a Hero with no XP may still train at a Dojo then, 001
// L631.) The table is told in the command's words (History
// shows them), and Undo takes them back with the command.
func (s *State) passDone() (words []string) {
	for {
		c, pending := s.current()
		if c == nil {
			return words
		}
		w := s.doneAlready(c.Key, pending)
		if w == "" {
			return words
		}
		if c.Key == StepMap && pending {
			s.StartTiles = s.laidTiles()
		}
		words = append(words, w)
		s.done(c, pending)
	}
}

// doneAlready says why the checklist item key, due now, needs nothing
// more from the table, or "" when it does.
func (s *State) doneAlready(key string, pending bool) string {
	heroStep := s.Phase == PhaseHeroLevelUp && !pending
	switch {
	case pending && s.Pending == PendingSetup && s.Box == BoxLabyrinth && s.Map != nil:
		switch {
		case key == StepMap && s.StartingMapLaid():
			return "the map's setup is done"
		case key == StepChumps && s.chumpsOnMap() >= s.chumps():
			return "the Chumps are placed"
		}
	case heroStep && key == StepCashOut && s.heroStashEmpty():
		// 000 L550-565: no column is reached and nothing moves.
		return "nothing to cash out: the Hero Loot Stash is empty"
	}
	return ""
}

// heroStashEmpty reports whether cashing out the Hero Loot Stash would
// change nothing: no Bounty, Minions or Treasures, and no column of the
// card paid at 0 Bounty.
func (s *State) heroStashEmpty() bool {
	_, pays := s.HeroLoot.Column(0)
	return s.HeroStashBounty() == 0 && len(s.HeroStash.Minions) == 0 && len(s.HeroStash.Treasures) == 0 && !pays
}

// StartingMapLaid reports whether the app's map holds the setup's tiles:
// Base Camp and at least the 4 other Starting Regions.
func (s State) StartingMapLaid() bool {
	if s.Map == nil {
		return false
	}
	tiles := s.Map.Tiles()
	camp := false
	for _, p := range tiles {
		camp = camp || s.Map.At(p).Tile == labyrinth.BaseCamp
	}
	return camp && len(tiles) >= StartingTiles
}

// chumpsOnMap counts the Chump Minions on the app's map.
func (s *State) chumpsOnMap() int {
	n := 0
	for _, p := range s.Map.Tiles() {
		for _, m := range s.Map.At(p).Minions {
			if m.Size == labyrinth.SizeChump {
				n++
			}
		}
	}
	return n
}

// laidTiles are the tiles on the map, row by row, as PlaceTile lays them.
func (s *State) laidTiles() []PlaceTileCmd {
	var out []PlaceTileCmd
	for _, p := range s.Map.Tiles() {
		r := s.Map.At(p)
		out = append(out, PlaceTileCmd{At: p, Walls: r.Walls, Tile: r.Tile})
	}
	return out
}

// layTiles lays the starting tiles of an earlier game (State.StartTiles)
// on an empty map in one command: one tap and one Undo for what the table
// lays the same way every game.
func (s *State) layTiles(e *env, a LayTilesCmd) (string, error) {
	if s.Map != nil && tiles(s.Map) > 0 {
		return "", tracker.Refuse("The map holds tiles already; lay the others one by one.")
	}
	if len(a.Tiles) == 0 || len(a.Tiles) > labyrinth.Size*labyrinth.Size {
		return "", tracker.Refuse("Lay 1 to %d tiles.", labyrinth.Size*labyrinth.Size)
	}
	for _, t := range a.Tiles {
		if s.Map != nil && s.Map.At(t.At) != nil {
			return "", tracker.Refuse("Two tiles at %v.", t.At)
		}
		if _, err := s.placeTile(e, t); err != nil {
			return "", err
		}
	}
	return fmt.Sprintf("%d starting tiles laid as in the last game", len(a.Tiles)), nil
}

// ChumpsToPlace is how many Chumps the setup still puts on the app's map
// (000 L186: 1, or 2 with 4+ Heroes, on tile T1), while its Chump item is
// not done; 0 otherwise. The map then opens a tapped tile's Minion picker
// at once, and goes back to the checklist once the last is placed.
func (s State) ChumpsToPlace() int {
	if s.Pending != PendingSetup || s.Box != BoxLabyrinth || s.Map == nil {
		return 0
	}
	for _, c := range s.PendingSteps {
		if c.Key == StepChumps && !c.Done {
			return max(0, s.chumps()-s.chumpsOnMap())
		}
	}
	return 0
}

// SizeDue is the size of Minion the table is placing now, when the rules
// say which: Chumps during the setup, until its Chump item is done (000
// L186; the only Minions a setup places). Otherwise "", any size. A
// Minion picker then lists that deck's cards, and a new card starts at
// that size.
func (s State) SizeDue() labyrinth.MinionSize {
	if s.Pending != PendingSetup || s.Box != BoxLabyrinth {
		return ""
	}
	for _, c := range s.PendingSteps {
		if c.Key == StepChumps && !c.Done {
			return labyrinth.SizeChump
		}
	}
	return ""
}

// BaseCampAt is where the setup lays Base Camp: the centre of the 5 x 5
// map (000 L172). The map wraps at every edge, so any square would do for
// the rules; the centre is where the book puts it and the players expect
// it on screen.
func BaseCampAt() labyrinth.Pos {
	return labyrinth.Pos{Row: labyrinth.Size / 2, Col: labyrinth.Size / 2}
}

// BaseCampDue reports whether the app lays Base Camp itself as the
// players open the map for the setup's map item: a Labyrinth setup on an
// empty map. The players then lay the 4 other Starting Regions around it
// (000 L172), whose places and sides the book shows only in a picture.
func (s State) BaseCampDue() bool {
	return s.StartingMapDue() && (s.Map == nil || tiles(s.Map) == 0)
}

// StartingMapDue reports whether the setup's map item is the one due: the
// map screen then helps lay the Starting Regions.
func (s State) StartingMapDue() bool {
	if s.Box != BoxLabyrinth || s.Pending != PendingSetup {
		return false
	}
	c, _ := s.current()
	return c != nil && c.Key == StepMap
}
