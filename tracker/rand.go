package tracker

import "math/rand/v2"

// Rand is a seeded random source whose whole state is one number, so it can
// be saved inside a game's state. Undo then restores the dice too, and a
// replayed log rolls exactly what the table saw. The generator is SplitMix64
// (Steele, Lea, Flood 2014): small, fast and statistically sound for dice.
type Rand struct {
	State uint64 `json:"state"`
}

// NewRand returns a source started from seed.
func NewRand(seed uint64) Rand { return Rand{State: seed} }

// Uint64 advances the source; it makes *Rand a math/rand/v2 Source.
func (r *Rand) Uint64() uint64 {
	r.State += 0x9e3779b97f4a7c15
	z := r.State
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// IntN returns a uniform number in [0, n) and advances the source.
func (r *Rand) IntN(n int) int { return rand.New(r).IntN(n) }
