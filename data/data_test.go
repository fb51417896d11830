package data

import (
	"slices"
	"strings"
	"testing"
)

func TestVillainsEmbedded(t *testing.T) {
	r, err := Villains()
	if err != nil {
		t.Fatal(err)
	}
	numbers(t, []number{
		{"004 L52 at least 2 players (a Fate needs an opponent)", r.MinPlayers, 2},
		{"004 L10 up to 6 players", r.MaxPlayers, 6},
		{"004 L9 starting hand of 4", r.StartingHand, 4},
		{"004 L80 draw up to 4", r.HandSize, 4},
		{"004 L52 Fate token in 5/6 player games", r.FateTokenMinPlayers, 5},
		{"4 locations per Villain board", r.LocationsPerVillain, 4},
	})
	if want := []int{0, 1, 2, 2, 3, 3}; !slices.Equal(r.StartingPower, want) {
		t.Errorf("004 L10 starting power by seat: got %v, want %v", r.StartingPower, want)
	}
	for seat, want := range []int{0, 1, 2, 2, 3, 3} {
		if got, err := r.StartingPowerFor(seat); err != nil || got != want {
			t.Errorf("StartingPowerFor(%d) = %d, %v; want %d", seat, got, err, want)
		}
	}
	if _, err := r.StartingPowerFor(6); err == nil {
		t.Error("StartingPowerFor(6) should fail: there is no 7th seat")
	}
}

func TestVillainsReturnsCopies(t *testing.T) {
	a, _ := Villains()
	a.StartingPower[0] = 99
	a.Sources["hand_size"] = ""
	b, _ := Villains()
	if b.StartingPower[0] != 0 || b.Sources["hand_size"] == "" {
		t.Fatal("a caller changed the shared rules")
	}
}

func TestParseVillainsRejectsBrokenFiles(t *testing.T) {
	good := string(villainsJSON)
	rejects(t, good, "villains.json", ParseVillains, []breakage{
		{"not JSON", good, "{", "villains rules file"},
		{"unknown field", `"rules": "004",`, `"rules": "004", "hand": 4,`, "unknown field"},
		{"one player", `"min_players": 2`, `"min_players": 1`, "min_players"},
		{"max below min", `"max_players": 6`, `"max_players": 1`, "max_players"},
		{"seat missing", `[0, 1, 2, 2, 3, 3]`, `[0, 1, 2, 2, 3]`, "starting_power"},
		{"negative power", `[0, 1, 2, 2, 3, 3]`, `[0, 1, -1, 2, 3, 3]`, "negative"},
		{"no hand size", `"hand_size": 4`, `"hand_size": 0`, "hand_size"},
		{"negative hand", `"starting_hand": 4`, `"starting_hand": -4`, "starting_hand"},
		{"fate token out of range", `"fate_token_min_players": 5`, `"fate_token_min_players": 9`, "fate_token"},
		{"one location", `"locations_per_villain": 4`, `"locations_per_villain": 1`, "locations_per_villain"},
		{"no source", `"starting_hand": "004 L9",`, ``, "sources"},
		{"no rulebook", `"rules": "004"`, `"rules": ""`, "rules"},
		{"trailing data", good, good + "{}", "extra data"},
	})
}

// number is one number of a rules file and the one the rulebook prints;
// name cites the line.
type number struct {
	name      string
	got, want int
}

// numbers checks each number against the rulebook's.
func numbers(t *testing.T, checks []number) {
	t.Helper()
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s: got %d, want %d", c.name, c.got, c.want)
		}
	}
}

// breakage is a rules file broken on purpose: from replaced by to in the
// good file (the whole file when from is the file), with want in the
// error's words.
type breakage struct {
	name, from, to, want string
}

// rejects checks that parse refuses each breakage of good, the embedded
// file called file, in words that say what is wrong.
func rejects[T any](t *testing.T, good, file string, parse func([]byte) (T, error), cases []breakage) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			broken := c.to
			if c.from != good {
				if !strings.Contains(good, c.from) {
					t.Fatalf("test fixture: %q not in %s", c.from, file)
				}
				broken = strings.Replace(good, c.from, c.to, 1)
			}
			_, err := parse([]byte(broken))
			if err == nil {
				t.Fatal("a broken file was accepted")
			}
			if !strings.Contains(err.Error(), c.want) {
				t.Fatalf("error %q does not mention %q", err, c.want)
			}
		})
	}
}
