// Package data holds the facts Tableside takes from the rulebooks, as
// embedded JSON files, and checks them when they are loaded.
//
// Only what a rulebook states is shipped here. A default the rulebook does
// not give is labelled as such in the file's "sources" so that players know
// to check it against their box.
package data

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"sync"
)

//go:embed villains.json
var villainsJSON []byte

// VillainRules are the numbers of rules 004 (the Villainous-style game).
type VillainRules struct {
	// Rules names the rulebook the numbers come from ("004").
	Rules string `json:"rules"`
	// MinPlayers and MaxPlayers bound the number of Villains at the table.
	MinPlayers int `json:"min_players"`
	MaxPlayers int `json:"max_players"`
	// StartingHand is the number of cards each player draws at setup (004 L9).
	StartingHand int `json:"starting_hand"`
	// HandSize is what a player draws up to at the end of a turn (004 L80).
	HandSize int `json:"hand_size"`
	// StartingPower is the Power each seat starts with, by position in
	// turn order: index 0 is the first player (004 L10).
	StartingPower []int `json:"starting_power"`
	// FateTokenMinPlayers is the smallest player count that uses the Fate
	// token (004 L52).
	FateTokenMinPlayers int `json:"fate_token_min_players"`
	// LocationsPerVillain is the number of locations on a Villain's board.
	LocationsPerVillain int `json:"locations_per_villain"`
	// Sources says where each number comes from, by field name.
	Sources map[string]string `json:"sources"`
}

// Villains returns the rules-004 facts from the embedded file. The file is
// parsed and checked once; each call returns its own copy.
func Villains() (VillainRules, error) { return villains() }

var villains = embedded(villainsJSON, "villains", VillainRules.clone)

func (r VillainRules) clone() VillainRules {
	r.StartingPower = slices.Clone(r.StartingPower)
	r.Sources = maps.Clone(r.Sources)
	return r
}

// embedded reads an embedded rules file once, on first use (parseStrict),
// and gives each caller its own copy (clone): no caller can change the
// facts another reads.
func embedded[T interface{ Validate() error }](b []byte, name string, clone func(T) T) func() (T, error) {
	load := sync.OnceValues(func() (T, error) { return parseStrict[T](b, name) })
	return func() (T, error) {
		r, err := load()
		if err != nil {
			var zero T
			return zero, err
		}
		return clone(r), nil
	}
}

// ParseValor, ParseLabyrinth, ParseLegends and ParseVillains read a rules
// file in the format of valor.json, labyrinth.json, legends.json or
// villains.json as the app reads its own: strictly (parseStrict), so a
// file edited by hand is checked before it is trusted.
func ParseValor(b []byte) (ValorRules, error) { return parseStrict[ValorRules](b, "valor") }

// ParseLabyrinth: see ParseValor.
func ParseLabyrinth(b []byte) (LabyrinthRules, error) {
	return parseStrict[LabyrinthRules](b, "labyrinth")
}

// ParseLegends: see ParseValor.
func ParseLegends(b []byte) (LegendsRules, error) { return parseStrict[LegendsRules](b, "legends") }

// ParseVillains: see ParseValor.
func ParseVillains(b []byte) (VillainRules, error) {
	return parseStrict[VillainRules](b, "villains")
}

// parseStrict reads one rules file: a single JSON object, no unknown field
// (a misspelt key must not slip by), nothing after it, and numbers its own
// Validate accepts. name says which file in the error.
func parseStrict[T interface{ Validate() error }](b []byte, name string) (T, error) {
	var r, zero T
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return zero, fmt.Errorf("%s rules file: %w", name, err)
	}
	if dec.More() {
		return zero, fmt.Errorf("%s rules file: extra data after the JSON object", name)
	}
	if err := r.Validate(); err != nil {
		return zero, fmt.Errorf("%s rules file: %w", name, err)
	}
	return r, nil
}

// sourced says which of keys has no entry in a rules file's "sources": every
// number shipped must say where the rulebook gives it.
func sourced(sources map[string]string, keys ...string) error {
	for _, k := range keys {
		if sources[k] == "" {
			return fmt.Errorf("sources has no entry for %s; say where the number comes from", k)
		}
	}
	return nil
}

// checkDice checks the three Action dice of a rules file: six faces each,
// none above maxHits.
func checkDice(novice, adept, master []int, maxHits int) error {
	for _, d := range []struct {
		name  string
		faces []int
	}{{"novice", novice}, {"adept", adept}, {"master", master}} {
		if len(d.faces) != 6 {
			return fmt.Errorf("dice.%s has %d faces; a die has 6", d.name, len(d.faces))
		}
		for _, f := range d.faces {
			if f < 0 || f > maxHits {
				return fmt.Errorf("dice.%s has a face of %d Hits; faces are 0 to %d", d.name, f, maxHits)
			}
		}
	}
	return nil
}

// Validate checks that the numbers make a playable game.
func (r VillainRules) Validate() error {
	switch {
	case r.Rules == "":
		return errors.New(`"rules" must name the rulebook`)
	case r.MinPlayers < 2:
		return fmt.Errorf("min_players is %d; a Fate action needs an opponent, so at least 2", r.MinPlayers)
	case r.MaxPlayers < r.MinPlayers:
		return fmt.Errorf("max_players (%d) is below min_players (%d)", r.MaxPlayers, r.MinPlayers)
	case r.StartingHand < 0:
		return fmt.Errorf("starting_hand is %d; it cannot be negative", r.StartingHand)
	case r.HandSize < 1:
		return fmt.Errorf("hand_size is %d; it must be at least 1", r.HandSize)
	case len(r.StartingPower) != r.MaxPlayers:
		return fmt.Errorf("starting_power has %d seats; it needs one per player up to max_players (%d)",
			len(r.StartingPower), r.MaxPlayers)
	case r.FateTokenMinPlayers < r.MinPlayers || r.FateTokenMinPlayers > r.MaxPlayers+1:
		return fmt.Errorf("fate_token_min_players is %d; it must be between %d and %d (%d means never)",
			r.FateTokenMinPlayers, r.MinPlayers, r.MaxPlayers+1, r.MaxPlayers+1)
	case r.LocationsPerVillain < 2:
		return fmt.Errorf("locations_per_villain is %d; a Villain must be able to move, so at least 2", r.LocationsPerVillain)
	}
	for i, p := range r.StartingPower {
		if p < 0 {
			return fmt.Errorf("starting_power for seat %d is %d; it cannot be negative", i+1, p)
		}
	}
	return sourced(r.Sources, "min_players", "max_players", "starting_hand", "hand_size",
		"starting_power", "fate_token_min_players", "locations_per_villain")
}

// StartingPowerFor returns the Power of the player at position seat in turn
// order (0 is the first player), or an error for a seat the game does not have.
func (r VillainRules) StartingPowerFor(seat int) (int, error) {
	if seat < 0 || seat >= len(r.StartingPower) {
		return 0, fmt.Errorf("there is no seat %d; the game seats %d to %d players", seat+1, r.MinPlayers, r.MaxPlayers)
	}
	return r.StartingPower[seat], nil
}
