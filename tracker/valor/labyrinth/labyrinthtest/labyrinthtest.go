// Package labyrinthtest holds the Labyrinth map fixtures that the tests of
// tracker/valor and ui/valorui, and the demo, lay alike; it imports only
// the labyrinth package, so tracker/valor's own tests may use it.
package labyrinthtest

import "tableside/tracker/valor/labyrinth"

// Tile is one tile to place: where, its four sides, and its kind.
type Tile struct {
	At    labyrinth.Pos
	Walls labyrinth.Walls
	Kind  labyrinth.TileKind
}

// AllHalls is a tile open on every side.
var AllHalls = labyrinth.Walls{North: labyrinth.Hall, East: labyrinth.Hall, South: labyrinth.Hall, West: labyrinth.Hall}

// SmallMap is a 3 x 3 block of tiles in the North-West corner: Portals at
// [0,0] and [0,2], Base Camp at [2,0], a Wall between [1,0] and [1,1], the
// rest open. Laid row by row, West to East.
func SmallMap() []Tile {
	var out []Tile
	for r := range 3 {
		for c := range 3 {
			w := AllHalls
			var k labyrinth.TileKind
			switch {
			case r == 0 && c != 1:
				k = labyrinth.Portal
			case r == 2 && c == 0:
				k = labyrinth.BaseCamp
			}
			if r == 1 && c == 0 {
				w.East = labyrinth.Wall
			}
			if r == 1 && c == 1 {
				w.West = labyrinth.Wall
			}
			out = append(out, Tile{At: labyrinth.Pos{Row: r, Col: c}, Walls: w, Kind: k})
		}
	}
	return out
}
