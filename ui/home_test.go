package ui

import (
	"bytes"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/tracker/villains"
)

// startedGame makes a campaign with a game of two players and one action.
func (tb *table) startedGame(name string) campaign.Campaign {
	tb.t.Helper()
	c, err := tb.s.store.CreateCampaign(name, "villains")
	if err != nil {
		tb.t.Fatal(err)
	}
	st, err := villains.NewGame(villains.Setup{First: 0, Players: []villains.Seat{
		{Name: "Ana", Villain: testVillain("The Baron")}, {Name: "Ben", Villain: testVillain("The Duchess")}}})
	if err != nil {
		tb.t.Fatal(err)
	}
	b, _ := st.Encode()
	sess, err := tb.s.store.StartSession(c.ID, b)
	if err != nil {
		tb.t.Fatal(err)
	}
	if _, _, err := tb.s.store.Do(sess.ID, villains.MoveMarker(1)); err != nil {
		tb.t.Fatal(err)
	}
	c, _ = tb.s.store.Campaign(c.ID)
	return c
}

func TestHomeListsNewestFirstAndContinues(t *testing.T) {
	tb := newTable(t, phone)
	tb.startedGame("Tuesday")
	tb.startedGame("Friday")
	tb.s.showHome()
	h := tb.s.buildHome()
	if len(h.rows) != 2 || h.rows[0].c.Name != "Friday" {
		t.Fatalf("campaigns not newest first: %+v", h.rows)
	}
	tb.see("Villainous-style · last played")
	tb.tap("Continue: Friday")
	tb.see("Round 1 · Ana's turn")
	tb.see("Undo takes back: Ana: The Baron moves Lair -> Docks")
}

func TestRenameAndDeleteNamesWhatIsLost(t *testing.T) {
	tb := newTable(t, phone)
	c := tb.startedGame("Tuesday")
	h := tb.s.buildHome()
	h.rename(c.ID, "  ")
	if !strings.Contains(tb.s.lastMessage, "name") {
		t.Fatalf("an empty name was not refused in words: %q", tb.s.lastMessage)
	}
	tb.dismiss()
	h.rename(c.ID, "Tuesday regulars")
	tb.see("Tuesday regulars")

	h = tb.s.buildHome()
	test.Tap(h.rows[0].actions)
	tb.tap("Delete")
	for _, want := range []string{"Tuesday regulars", "1 game", "1 recorded action"} {
		if !strings.Contains(tb.s.lastMessage, want) {
			t.Fatalf("the delete warning %q does not name %q", tb.s.lastMessage, want)
		}
	}
	tb.tap("Delete") // the confirm button
	tb.see("No campaigns yet")
}

func TestExportImportFromHome(t *testing.T) {
	tb := newTable(t, phone)
	c := tb.startedGame("Tuesday")
	h := tb.s.buildHome()
	var file bytes.Buffer
	h.export(c, &file)
	tb.dismiss()
	h.importFrom(bytes.NewReader(file.Bytes()))
	tb.see("Tuesday (imported)")
	tb.dismiss()

	// A broken file says so and adds nothing.
	h.importFrom(strings.NewReader(file.String()[:file.Len()/2]))
	if !strings.HasPrefix(tb.s.lastMessage, "nothing was imported") {
		t.Fatalf("a truncated file: %q", tb.s.lastMessage)
	}
	if camps, _ := tb.s.store.Campaigns(); len(camps) != 2 {
		t.Fatalf("%d campaigns after a bad import, want 2", len(camps))
	}
}

func TestSettingsAreSavedAndApplied(t *testing.T) {
	tb := newTable(t, phone)
	tb.s.showSettings()
	v := tb.s.buildSettings()
	v.themeChoice.SetSelected("Light")
	v.sizeChoice.SetSelected("Very large")
	v.awake.SetChecked(false)
	tb.restart()
	if tb.s.theme.mode != "light" || tb.s.theme.scale != textScales["huge"] {
		t.Fatalf("after a restart: theme %q scale %v", tb.s.theme.mode, tb.s.theme.scale)
	}
	if got := tb.app.Settings().Theme().Size(theme.SizeNameText); got <= theme.DefaultTheme().Size(theme.SizeNameText) {
		t.Fatalf("very large text is %v, no larger than the default", got)
	}
	if tb.s.setting(settingKeepAwake, "on") != "off" {
		t.Fatal("keeping the screen awake was not switched off")
	}
	v = tb.s.buildSettings()
	if v.themeChoice.Selected != "Light" || v.awake.Checked {
		t.Fatal("the settings screen does not show what was saved")
	}
}

// TestSecondWindowIsReadOnly is a double launch on one database: the second
// copy says it can only look, and refuses to write.
func TestSecondWindowIsReadOnly(t *testing.T) {
	first := newTable(t, phone)
	c := first.startedGame("Tuesday")

	second := &table{t: t, app: first.app, path: first.path, size: phone, win: test.NewTempWindow(t, nil)}
	second.win.Resize(phone)
	second.open()
	if !second.s.store.ReadOnly() {
		t.Fatal("a second copy on the same database was not read-only")
	}
	second.see("already open on this data in another window")
	second.tap("Continue: Tuesday")
	second.tap("Undo")
	if !strings.Contains(second.s.lastMessage, "another copy") {
		t.Fatalf("a write in the read-only copy: %q", second.s.lastMessage)
	}
	if sess, _, _ := first.s.store.LastSession(c.ID); sess.Cursor != 1 {
		t.Fatalf("the read-only copy changed the log: cursor %d", sess.Cursor)
	}
}

// TestNewCampaignOffersGamesNotBooks: a campaign book lives inside a
// campaign; the new-campaign dialog offers only the games themselves.
func TestNewCampaignOffersGamesNotBooks(t *testing.T) {
	tb := newTable(t, phone)
	tb.tap("New campaign")
	var options []string
	for _, o := range test.LaidOutObjects(tb.roots()[0]) {
		if g, ok := o.(*widget.RadioGroup); ok {
			options = g.Options
		}
	}
	want := []string{"Valor & Villainy", "Villainous-style"}
	if strings.Join(options, "|") != strings.Join(want, "|") {
		t.Fatalf("offered %q, want %q", options, want)
	}
}
