package legends_test

import (
	"fmt"

	"tableside/tracker/legends"
	"tableside/tracker/trackertest"
)

func board(name string, life int) legends.HeroBoard {
	return legends.HeroBoard{Name: name, Levels: []legends.HeroLevel{{MaxLife: life, Intelligence: 2}}, Yellow: 60, Blue: 120}
}

// Example sets up a 2-player game, rolls for the first turn and plays a
// Weapon and a Heavy into a Defence card.
func Example() {
	s, err := legends.NewGame(legends.Setup{Players: []legends.SeatSetup{
		{Name: "Ana", Hero: board("Paladin", 20)},
		{Name: "Bo", Hero: board("Ranger", 18)},
	}})
	if err != nil {
		panic(err)
	}
	do := trackertest.Narrator(&s)
	fmt.Println(s.Mode, "-", s.Mode.WinRule())
	do(legends.RollOffTotal(0, 8))
	do(legends.RollOffTotal(1, 8))
	do(legends.RollOffTotal(0, 5))
	do(legends.RollOffTotal(1, 10))
	fmt.Println("first draws:", s.FirstDraws())
	do(legends.EndTurn())
	do(legends.PlayDefence(legends.DefenceCard{Name: "Wooden Shield", Slot: legends.Shield, Value: 3}))
	do(legends.EndTurn())
	sword := legends.Source{Kind: legends.Weapon, Name: "Sword", Bonus: 1}
	do(legends.Attack(legends.AttackCmd{Source: sword, Target: legends.Target{Player: 0}, Die: 1}))
	heavy, _ := legends.ParseQuick("Heavy +5")
	do(legends.Attack(legends.AttackCmd{Source: heavy, Target: legends.Target{Player: 0}, Die: 4}))
	o, _ := s.Preview(legends.AttackCmd{Source: legends.Source{Kind: legends.Spell, Cost: 2, Bonus: 1}, Target: legends.Target{Player: 0}, Die: 4})
	fmt.Println("a Spell would do:", o.Describe(s))
	// Output:
	// head_to_head - Knock out your opponent.
	// Ana rolls 8 for the first turn
	// Bo rolls 8 for the first turn; Ana, Bo tie at 8 and roll again
	// Ana rolls 5 for the first turn
	// Bo rolls 10 for the first turn; Bo starts
	// first draws: [5 3]
	// Bo ends the turn; Ana to play
	// Ana plays Wooden Shield (shield, 3)
	// Ana ends the turn; Bo to play
	// Bo: Sword, die 1, attack 2: Wooden Shield takes 2
	// refused: A Heavy Weapon must be the only Weapon of the turn, and Bo has already attacked with one; keep it for another turn.
	// a Spell would do: Wooden Shield broken, 4 to Ana
}
