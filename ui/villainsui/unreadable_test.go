package villainsui

import (
	"strings"
	"testing"
)

// TestSetupSaysWhichBoardsItLeavesOut: a board in the library that the
// rules no longer take (kept by an older version, say) is not offered,
// and the setup screen says so by name rather than leave it missing
// without a word.
func TestSetupSaysWhichBoardsItLeavesOut(t *testing.T) {
	tb := newTable(t, phone)
	tb.saveVillain(testVillain("The Baron"))
	broken := testVillain("The Count")
	broken.Objective = ""
	tb.saveVillain(broken)
	c, err := tb.S.Store().CreateCampaign("Friday group", "villains")
	if err != nil {
		t.Fatal(err)
	}
	tb.S.SetupGame(c)
	tb.See("Left out, as they cannot be read: The Count.")
	tb.TapObject(tb.Buttons(villainPrefix)[0])
	if rows := tb.Texts(); strings.Contains(rows, "The Count\n") || !strings.Contains(rows, "The Baron") {
		t.Fatalf("the sheet offers:\n%s", rows)
	}
}
