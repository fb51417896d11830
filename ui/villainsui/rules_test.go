package villainsui

import (
	"testing"
)

// TestSetupL10PowerBySeat: the setup screen says what each seat starts with
// (004 L10: the 2nd takes 1, the 3rd and 4th 2, the 5th and 6th 3), and a
// three-player game started by tapping gives the 3rd player 2 Power.
func TestSetupL10PowerBySeat(t *testing.T) {
	tb := newTable(t, phone)
	tb.saveVillain(testVillain("The Baron"))
	tb.saveVillain(testVillain("The Duchess"))
	c, err := tb.S.Store().CreateCampaign("Friday group", "villains")
	if err != nil {
		t.Fatal(err)
	}
	tb.S.SetupGame(c)
	tb.See("0, 1, 2, 2, 3, 3")
	tb.Tap("Add a player")
	for i, v := range []string{"The Baron", "The Duchess", "The Baron"} {
		tb.Selects(i).SetSelected(v)
	}
	tb.Selects(3).SetSelected("Player 1") // who goes first
	tb.Tap("Start the game")
	st := tb.state()
	var got []int
	for _, p := range st.Players {
		got = append(got, p.Power)
	}
	if st.First != 0 || len(got) != 3 || got[0] != 0 || got[1] != 1 || got[2] != 2 {
		t.Fatalf("004 L10: first %d, Power by seat %v; want first 0 and [0 1 2]", st.First, got)
	}
	tb.See("Round 1 · Player 1's turn")
}
