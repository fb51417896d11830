package data

import (
	"reflect"
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
	returnsCopies(t, Villains, ParseVillains, villainsJSON, func(r *VillainRules) {
		r.StartingPower[0] = 99
		r.Sources["hand_size"] = ""
	})
}

func TestParseVillainsRejectsBrokenFiles(t *testing.T) {
	rejects(t, villainsJSON, "villains", ParseVillains, []breakage{
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
	})
}

func TestLabyrinthEmbedded(t *testing.T) {
	r, err := Labyrinth()
	if err != nil {
		t.Fatal(err)
	}
	numbers(t, []number{
		{"000 L258 a Move is up to 3 steps", r.MoveSteps, 3},
		{"000 L627 the Villain holds up to 6 Plus-Ones", r.VillainPlusOneCap, 6},
		{"000 L335 a Defeated Hero is 3 Bounty", r.DefeatedHeroBounty, 3},
		{"000 L750 the Villain spends XP in 2s", r.LevelUpXP, 2},
		{"000 L803 Day 1 bonus", r.DoomDays[1].BonusXP, 2},
		{"000 L805 Day 2 no bonus", r.DoomDays[2].BonusXP, 0},
		{"000 L807 Day 3 bonus", r.DoomDays[3].BonusXP, 2},
		{"000 L877 damage in fives", r.VillainDamageStep, 5},
		{"000 L1018 a Shield prevents 2", r.ShieldPrevents, 2},
		{"000 L820 each Hero pays 5", r.NoActionPay, 5},
		{"000 L771 3 Souls win", r.SoulsToWin, 3},
		{"000 L982 5 Bombs", r.BombTokens, 5},
		{"000 L1012 5 Rockfalls", r.RockfallTokens, 5},
	})
	dice := map[string][2][]int{
		"001 L867 Novice": {r.Dice.Novice, {0, 0, 0, 1, 1, 1}},
		"001 L868 Adept":  {r.Dice.Adept, {0, 1, 1, 1, 1, 2}},
		"001 L869 Master": {r.Dice.Master, {1, 1, 1, 2, 2, 2}},
	}
	for name, d := range dice {
		if !slices.Equal(d[0], d[1]) {
			t.Errorf("%s faces: got %v, want %v", name, d[0], d[1])
		}
	}
	a, ok := r.VillainLootCard(4, "A")
	if !ok || len(a.Columns) != 6 || a.Columns[5].XP != 8 || a.Columns[0].XP != 2 {
		t.Errorf("000 L834-836 side A card for 4 Heroes: %+v, %v", a, ok)
	}
	b, ok := r.VillainLootCard(6, "B")
	if !ok || b.Columns[len(b.Columns)-1].Souls != 3 {
		t.Errorf("000 L846-847 side B card: %+v, %v", b, ok)
	}
	if _, ok := r.VillainLootCard(2, "A"); ok {
		t.Error("the rulebook prints no Villain Loot Stash card for 2 Heroes")
	}
}

func TestLabyrinthReturnsCopies(t *testing.T) {
	returnsCopies(t, Labyrinth, ParseLabyrinth, labyrinthJSON, func(r *LabyrinthRules) {
		r.Dice.Novice[0] = 9
		r.VillainLoot[0].Columns[0].XP = 99
		r.Sources["dice"] = ""
		r.DoomDays[1].BonusXP = 0
	})
}

func TestParseLabyrinthRejectsBrokenFiles(t *testing.T) {
	rejects(t, labyrinthJSON, "labyrinth", ParseLabyrinth, []breakage{
		{"unknown field", `"move_steps": 3,`, `"move_steps": 3, "moves": 3,`, "unknown field"},
		{"no moves", `"move_steps": 3`, `"move_steps": 0`, "move_steps"},
		{"five faces", `"novice": [0, 0, 0, 1, 1, 1]`, `"novice": [0, 0, 1, 1, 1]`, "dice.novice"},
		{"face of 3", `"master": [1, 1, 1, 2, 2, 2]`, `"master": [1, 1, 1, 2, 2, 3]`, "dice.master"},
		{"no cap", `"villain_plus_one_cap": 6`, `"villain_plus_one_cap": 0`, "villain_plus_one_cap"},
		{"missing day", `,
    {"name": "Day 4"}`, ``, "doom_days"},
		{"negative bonus", `{"name": "Day 1", "bonus_xp": 2}`, `{"name": "Day 1", "bonus_xp": -2}`, "doom_days[1]"},
		{"columns not rising", `{"bounty": 4, "xp": 5, "health": 5}`, `{"bounty": 3, "xp": 5, "health": 5}`, "does not rise"},
		{"souls on side A", `{"bounty": 1, "xp": 3}`, `{"bounty": 1, "xp": 3, "souls": 1}`, "side A"},
		{"xp on side B", `{"bounty": 3, "souls": 1}`, `{"bounty": 3, "souls": 1, "xp": 1}`, "side B"},
		{"bad side", `"side": "B"`, `"side": "C"`, "side is"},
		{"no source", `"move_steps": "000 L258: one Move Action is up to 3 steps; Minions move the same way (L693)",`, ``, "sources"},
		{"no rulebook", `"rules": "000"`, `"rules": ""`, "rules"},
	})
}

func TestLegendsEmbedded(t *testing.T) {
	r, err := Legends()
	if err != nil {
		t.Fatal(err)
	}
	if r.Rules != "002" || r.MaxPlayers != 6 || r.BaseMaxPlayers != 4 || r.Hand != 5 || r.ChestMultiplier != 10 {
		t.Fatalf("%+v", r)
	}
	returnsCopies(t, Legends, ParseLegends, legendsJSON, func(r *LegendsRules) {
		r.FirstDraws[0] = 99
		r.Sources["hand"] = ""
	})
}

func TestParseLegendsRejectsBrokenFiles(t *testing.T) {
	rejects(t, legendsJSON, "legends", ParseLegends, []breakage{
		{"unknown field", `"hand": 5`, `"hands": 5`, "unknown field"},
		{"no source", `"imp_bonus": "002 L179`, `"x": "`, "sources has no entry for imp_bonus"},
		{"bad dice", `"sneak_pass": 4`, `"sneak_pass": 7`, "dice"},
		{"big draw", `"first_draws": [3, 4]`, `"first_draws": [3, 9]`, "first draw of 9"},
	})
}

// TestParseValorRejectsBrokenFiles: valor.json broken on purpose is refused
// in words that name what is wrong.
func TestParseValorRejectsBrokenFiles(t *testing.T) {
	rejects(t, valorJSON, "valor", ParseValor, []breakage{
		{"unknown field", `"hand_size": 6,`, `"hand_size": 6, "hand": 6,`, "unknown field"},
		{"no Plus-One cap", `"plus_one_cap": 4,`, `"plus_one_cap": 0,`, "hero.plus_one_cap"},
		{"no heroes", `"min_heroes": 1,
    "max_heroes": 6,`, `"min_heroes": 0,
    "max_heroes": 6,`, "min_heroes"},
		{"odd XP step", `"level_up_xp": 2,`, `"level_up_xp": 0,`, "level_up_xp"},
		{"bonus day off the track", `"bonus_days": [1, 3]`, `"bonus_days": [1, 5]`, "bonus_days"},
		{"a die with 5 faces", `"novice": [0, 0, 0, 1, 1, 1]`, `"novice": [0, 0, 1, 1, 1]`, "5 faces"},
		{"loot columns falling", `{"bounty": 3, "xp": 4, "health": 5}`, `{"bounty": 1, "xp": 4, "health": 5}`, "rise"},
		{"loot side", `"side": "B"`, `"side": "C"`, "side"},
		{"ability number", `"hits": 3`, `"hits": 0`, "make_a_da_pizza.hits"},
		{"no source", `"hero.hand_size": "000 L520, 001 L482: discard down to 6 cards",`, ``, "sources"},
		{"no rulebook", `"mordak": "001"`, `"mordak": ""`, "rules"},
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

// rejects checks that parse, a strict reading of a rules file (the app's,
// parseStrict), refuses each breakage of file, the embedded name.json, in
// words that say what is wrong; and, as every strict reader must, a file
// that is not JSON and one with data after its object.
func rejects[T any](t *testing.T, file []byte, name string, parse func([]byte) (T, error), cases []breakage) {
	t.Helper()
	good := string(file)
	cases = append([]breakage{{"not JSON", good, "{", name + " rules file"}}, cases...)
	cases = append(cases, breakage{"trailing data", good, good + "{}", "extra data"})
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			broken := c.to
			if c.from != good {
				if !strings.Contains(good, c.from) {
					t.Fatalf("test fixture: %q not in %s.json", c.from, name)
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

// returnsCopies checks that a caller who spoils the rules that get gave
// it leaves the next caller's whole, as a fresh reading of file (parse)
// finds them: get shares no slice or map with its callers. An error from
// either is said as itself, not as spoilt rules.
func returnsCopies[T any](t *testing.T, get func() (T, error), parse func([]byte) (T, error), file []byte, spoil func(*T)) {
	t.Helper()
	mine, err := get()
	if err != nil {
		t.Fatal(err)
	}
	spoil(&mine)
	next, err := get()
	if err != nil {
		t.Fatal(err)
	}
	want, err := parse(file)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(next, want) {
		t.Fatal("a caller changed the shared rules")
	}
}
