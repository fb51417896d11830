package valor

import "tableside/tracker/valor/labyrinth"

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
