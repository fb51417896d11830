package valormap

import (
	"slices"
	"strings"
	"testing"

	"tableside/tracker/valor/labyrinth"
)

func TestDescribe(t *testing.T) {
	m := table()
	for _, tc := range []struct {
		at      labyrinth.Pos
		wounded []string
		want    []string
	}{
		{P(2, 2), []string{"Goblin 2", "Nobody"}, []string{
			"Portal: Minions spawn here",
			"Halls on every side",
			"Minion Hound (top of 4, Defender): Elite, 2 Actions, Melee (Power) and Ranged, Evade and Bomb",
			"Minion Goblin 2 (2nd from the top), Wounded: Chump, 2 Actions, Melee (Power)",
			"Minion Goblin 1 (3rd from the top): Chump, 2 Actions, Melee (Power)",
			"Minion Ogre (4th from the top): Boss, 3 Actions, Melee (Power), Boss",
			"Villain Lludwik, under the stack",
		}},
		{P(0, 1), nil, []string{
			"Plain tile",
			"Wall north; Halls east, south and west",
			"Hero Rowan, 7 Health",
			"Sidekick Frank, 2 Health, Defender",
		}},
		{P(1, 1), nil, []string{
			"Dojo: Heroes train here",
			"Halls on every side",
			"1 Rockfall token: a Move entering here ends here",
			"2 Bomb tokens",
		}},
		{P(4, 4), nil, []string{
			"Plain tile",
			"Walls north and west; Halls east and south",
			"1 Bomb token",
			"Minion Cave Troll (Defender): Elite, 2 Actions, Melee (Power), Rockfall",
		}},
		{P(1, 2), nil, []string{"Mountain: blocks the view across it", "Wall east; Halls north, south and west"}},
		{P(0, 2), nil, []string{"Base Camp: Defeated Heroes return here", "Walls north and east; Halls south and west", "Hero Thaddy, 9 Health"}},
	} {
		got := Describe(*m.At(tc.at), nil, tc.wounded...)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%v:\n%s\nwant\n%s", tc.at, strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
		}
	}
	if got := Describe(labyrinth.Region{Walls: walls(W, W, W, W)}, nil); got[1] != "Walls on every side" {
		t.Errorf("a closed tile: %q", got)
	}
}

func TestTitle(t *testing.T) {
	m := table()
	for _, tc := range []struct {
		at   labyrinth.Pos
		want string
	}{
		{P(2, 2), "Region [2,2]: Portal"},
		{P(0, 2), "Region [0,2]: Base Camp"},
		{P(0, 1), "Region [0,1]"},
		{P(4, 2), "Region [4,2]: not scouted yet"},
	} {
		if got := Title(tc.at, m.At(tc.at), nil); got != tc.want {
			t.Errorf("Title(%v) = %q, want %q", tc.at, got, tc.want)
		}
	}
}
