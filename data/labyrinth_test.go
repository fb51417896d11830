package data

import (
	"slices"
	"testing"
)

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
	a, _ := Labyrinth()
	a.Dice.Novice[0] = 9
	a.VillainLoot[0].Columns[0].XP = 99
	a.Sources["dice"] = ""
	a.DoomDays[1].BonusXP = 0
	b, _ := Labyrinth()
	if b.Dice.Novice[0] != 0 || b.VillainLoot[0].Columns[0].XP != 2 || b.Sources["dice"] == "" || b.DoomDays[1].BonusXP != 2 {
		t.Fatal("a caller changed the shared rules")
	}
}

func TestParseLabyrinthRejectsBrokenFiles(t *testing.T) {
	good := string(labyrinthJSON)
	rejects(t, good, "labyrinth.json", ParseLabyrinth, []breakage{
		{"not JSON", good, "{", "labyrinth rules file"},
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
		{"trailing data", good, good + "{}", "extra data"},
	})
}
