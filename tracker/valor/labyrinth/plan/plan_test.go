package plan

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// Bad files get a message naming the field that is wrong.
func TestErrorsNameTheField(t *testing.T) {
	region := func(s string) string {
		rows := make([]string, 5)
		for r := range rows {
			cells := []string{"null", "null", "null", "null", "null"}
			if r == 2 {
				cells[3] = s
			}
			rows[r] = "[" + strings.Join(cells, ",") + "]"
		}
		return `{"regions":[` + strings.Join(rows, ",") + `]}`
	}
	walls := `"walls":{"north":"hall","east":"hall","south":"wall","west":"wall"}`
	minion := `{"name":"Gnome","actions":2,"attacks":[{"type":"melee","power":true}]}`
	cases := []struct{ doc, want string }{
		{`{"procedure":"minions","map":` + region(`{"walls":{"north":"hal","east":"hall","south":"wall","west":"wall"}}`) + `}`,
			`map.regions[2][3].walls.north: want "hall" or "wall"`},
		{`{"procedure":"minions","map":` + region(`{"walls":{"north":"hall","east":"hall","south":"wall"}}`) + `}`,
			`map.regions[2][3].walls.west: missing`},
		{`{"procedure":"minions","map":` + region(`{`+walls+`,"colour":"red"}`) + `}`,
			`map.regions[2][3].colour: unknown field`},
		{`{"procedure":"minions","map":` + region(`{`+walls+`,"tile":"lake"}`) + `}`,
			`map.regions[2][3].tile: want one of "portal", "base_camp", "dojo", "mountain"`},
		{`{"procedure":"minions","map":` + region(`{`+walls+`,"heroes":[{"name":"Rowan","health":"7"}]}`) + `}`,
			`map.regions[2][3].heroes[0].health: want a whole number`},
		{`{"procedure":"minions","map":` + region(`{`+walls+`,"heroes":[{"name":"Frank","health":7,"sidekick":true}]}`) + `}`,
			`map.regions[2][3].heroes[0].health: a Sidekick on the map has 1 to 6 Health`},
		{`{"procedure":"minions","map":` + region(`{`+walls+`,"heroes":[{"name":"Gnome","health":7}],"minions":[`+minion+`]}`) + `}`,
			`map.regions[2][3].minions[0].name: "Gnome" is already the name at regions[2][3].heroes[0]`},
		{`{"procedure":"minions","map":` + region(`{`+walls+`,"minions":[{"name":"Gnome","actions":2,"attacks":[{"type":"melee"}]}]}`) + `}`,
			`map.regions[2][3].minions[0].attacks: mark the Power Action`},
		{`{"procedure":"minions","map":` + region(`{`+walls+`,"minions":[{"name":"Gnome","actions":2,"attacks":[{"type":"magic","power":true}]}]}`) + `}`,
			`map.regions[2][3].minions[0].attacks[0].type: want "melee" or "ranged"`},
		{`{"procedure":"minions","map":` + region(`{`+walls+`,"minions":[{"name":"Gnome","actions":2,"attacks":[{"type":"melee","power":true}],"abilities":["fly"]}]}`) + `}`,
			`map.regions[2][3].minions[0].abilities[0]: want one of`},
		{`{"procedure":"minions","map":` + region(`{`+walls+`,"defender":"Rowan"}`) + `}`,
			`map.regions[2][3].defender: "Rowan" is not among`},
		{`{"procedure":"minions","map":` + region(`{`+walls+`,"rockfalls":6}`) + `}`,
			`map.regions[2][3].rockfalls: the map holds more than the 5 Rockfall tokens`},
		{`{"procedure":"minions","map":{"regions":[]}}`, `map.regions: want exactly 5 entries, not 0`},
		{`{"procedure":"minions","map":` + region(`{`+walls+`,"minions":[`+minion+`]}`) + `,"acted":["Hound"]}`,
			`acted[0]: there is no Minion called "Hound" on the map`},
		{`{"procedure":"minion","map":` + region(`{`+walls+`,"minions":[`+minion+`]}`) + `,"turn":{"minion":"Gnome","actions_left":3}}`,
			`turn.actions_left: Gnome has 2 Action Points`},
		{`{"procedure":"minion","map":` + region(`{`+walls+`,"minions":[`+minion+`]}`) + `,"turn":{"minion":"Gnome","rolled":["ranged"]}}`,
			`turn.rolled[0]: Gnome has no ranged attack`},
		{`{"procedure":"minion","map":` + region(`{`+walls+`,"minions":[`+minion+`]}`) + `,"turn":{"minion":"Gnome","target":[2]}}`,
			`turn.target: want [row, column]`},
		{`{"procedure":"spawn","map":` + region(`{`+walls+`}`) + `,"spawns":["giant"]}`,
			`spawns[0]: want one of "chump", "elite", "boss"`},
		{`{"procedure":"magic","roll":{"hits":-1}}`, `roll.hits: a roll is 0 to 999 Hits`},
		{`{"procedure":"magic","roll":{"hits":3,"dice":{"novice":1}}}`, `roll.dice: give "hits" or "dice", not both`},
		{`{"procedure":"magic","roll":{"dice":{"novice":1},"rand":{"state":-1}}}`, `roll.rand.state: want a whole number of 0 or more`},
		{`{"procedure":"magic","roll":{"hits":3},"plus_ones":{"melee":4,"ranged":3}}`, `plus_ones: 7 Plus-Ones; the Villain holds at most 6`},
		{`{"procedure":"magic","roll":{"hits":3},"spells":[{"costs":[0]},{"costs":[]}]}`, `spells[1].costs: a Spell lists 1 to 6 costs`},
		{`{"procedure":"magic","roll":{"hits":3},"spells":[{"costs":[0]},{"costs":[3]},{"costs":[1]}]}`, `spells[2]: no more Spells are flipped once the pool was spent`},
		{`{"procedure":"corruption","roll":{"hits":3},"decks":{"chump":{"cost":0,"cards":1},"elite":{"cost":5,"cards":1},"boss":{"cost":8,"cards":1}}}`, `decks.chump.cost: the cover card's cost is 1 to 99 Hits`},
		{`{"procedure":"corruption","roll":{"hits":3},"decks":{"chump":{"cost":3,"cards":1},"elite":{"cost":5,"cards":1}}}`, `decks.boss: missing`},
		{`{"procedure":"levelup","heroes":2,"health":5,"health_max":10,"day":0,"rows":{"melee":["blank"]}}`, `loot: the rulebook prints the Villain Loot Stash only for 3-6 Heroes`},
		{`{"procedure":"levelup","heroes":3,"health":5,"health_max":10,"day":0,"rows":{"melee":["grey"]}}`, `rows.melee[0]: want one of "blank", "novice", "adept", "master"`},
		{`{"procedure":"levelup","heroes":3,"health":5,"health_max":10,"day":0,"rows":{}}`, `rows: the Villain board has at least one dice row`},
		{`{"procedure":"levelup","heroes":3,"health":11,"health_max":10,"day":0,"rows":{"melee":["blank"]}}`, `health: 0 to health_max (10)`},
		{`{"procedure":"levelup","heroes":3,"health":5,"health_max":10,"day":4,"rows":{"melee":["blank"]}}`, `The Approach of Doom is on Day 4`},
		{`{"procedure":"levelup","heroes":3,"health":5,"health_max":10,"day":0,"rows":{"melee":["blank"]},"loot":[{"bounty":1,"xp":2}]}`, `loot: list the card's columns from 0 Bounty upward`},
		{`{"procedure":"final","villain":{"actions":6,"actions_max":5,"health":10}}`, `villain.actions: 0 to actions_max (5)`},
		{`{"procedure":"final","villain":{"actions":1,"actions_max":5,"health":10},"attacks":[{"damage":5,"type":"corruption"}]}`, `attacks[0].type: want "melee", "ranged" or "magic"`},
		{`{"procedure":"final","villain":{"actions":1,"actions_max":5,"health":10},"level_up":{"heroes":["A","B"]}}`, `level_up.souls: the rulebook prints side B only for 3-6 Heroes`},
		{`{"procedure":"final","villain":{"actions":1,"actions_max":5,"health":10},"villain":{"actions":1,"actions_max":5,"health":10}}`, `villain: given twice`},
		{`{"procedure":"final","villain":null}`, `villain: must not be null; want an object`},
		{`{"procedure":"final","villain":[1]}`, `villain: want an object`},
		{`["final"]`, `the file must hold one JSON object`},
		{`{"procedure":"final",`, `not valid JSON`},
	}
	for _, c := range cases {
		_, err := Run("", []byte(c.doc))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s\n  got  %v\n  want %q", c.doc, err, c.want)
		}
	}
}

func TestOutputIsStable(t *testing.T) {
	for _, e := range docExamples(t, docsPath) {
		if e.Output == "" {
			continue
		}
		a, err := Run("", []byte(e.Input))
		if err != nil {
			t.Fatal(err)
		}
		// The same input with its fields in another order and no spaces.
		var v map[string]any
		if err := json.Unmarshal([]byte(e.Input), &v); err != nil {
			t.Fatal(err)
		}
		compact, _ := json.Marshal(v)
		b, err := Run("", compact)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(a, b) || !json.Valid(a) {
			t.Errorf("%s: output depends on the input's layout", e.Name)
		}
	}
}
