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

// setupDoneOnMap ticks the map and Chump items when the map shows them
// done; words says what it ticked.
func (s *State) setupDoneOnMap() (words []string) {
	if s.Box != BoxLabyrinth || s.Map == nil {
		return nil
	}
	for {
		c, pending := s.current()
		if c == nil || s.Pending != PendingSetup {
			return words
		}
		switch {
		case c.Key == StepMap && s.StartingMapLaid():
			words = append(words, "the map's setup is done")
			s.StartTiles = s.laidTiles()
		case c.Key == StepChumps && s.chumpsOnMap() >= s.chumps():
			words = append(words, "the Chumps are placed")
		default:
			return words
		}
		s.done(c, pending)
	}
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
