package legends

import (
	"bytes"
	"encoding/json"
	"reflect"
	"testing"

	"tableside/tracker"
	"tableside/tracker/trackertest"
)

// docExample is the table of docs/legends-state.md: 4 players, Ana's
// second turn under way, the Orc wounded before Bo, Cy poisoned by the
// Giant Spider, Bo's Helmet damaged this turn. The JSON and fuzz tests
// take it too: a mid-game table with Monsters, wounds, Poison and a
// damaged Defence card.
func docExample(t testing.TB) State {
	t.Helper()
	s := newTable(t, 4)
	s.Players[1].Hero.Levels[0].Armour = 1
	orc := MonsterCard{Name: "Orc", Life: 6, Attack: 1, Cost: 30}
	spider := MonsterCard{Name: "Giant Spider", Life: 4, Cost: 20, Poison: 1, Types: []string{"Beast"}}
	for _, c := range []tracker.Command{
		PlayDefence(defence("Wooden Shield", Shield, 4)),
		PlayMonster(orc, 1),
		PlayMonster(spider, 2),
		EndTurn(),
		MonsterAttack(1, 2),
		Attack(AttackCmd{Source: Source{Kind: Weapon, Name: "Short Sword", Bonus: 0}, Target: Target{Player: 1, Monsters: true}, Die: 2}),
		PlayDefence(defence("Iron Helmet", Helmet, 3)),
		EndTurn(),
		MonsterAttack(2, 4),
		EndTurn(),
		EndTurn(),
		Gold(GoldCmd{Coins: 20}),
		Attack(AttackCmd{Source: Source{Kind: Weapon, Name: "Dagger", Bonus: -1}, Target: at(1), Die: 3}),
	} {
		s = mustApply(t, s, c)
	}
	return s
}

// TestDocsExample keeps docs/legends-state.md honest: its example must be
// the state docExample builds, and read back.
func TestDocsExample(t *testing.T) {
	got, err := Decode(trackertest.DocExample(t, "../../docs/legends-state.md"))
	if err != nil {
		t.Fatalf("the doc's example does not read: %v", err)
	}
	want := docExample(t)
	if !reflect.DeepEqual(got, want) {
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetIndent("", "  ")
		_ = enc.Encode(want)
		t.Fatalf("the doc's example is not the table docExample builds; it is now:\n%s", b.String())
	}
	p := got.Players[1]
	if p.Defence[0].Taken != 2 || got.Monsters[0].Life != 4 || got.Players[2].Poison != 1 {
		t.Fatalf("the example lost its point: %+v", p)
	}
}
