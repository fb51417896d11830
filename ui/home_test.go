package ui_test

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/lineup"
	"tableside/tracker"
	"tableside/tracker/villains"
	"tableside/ui/kit"
	"tableside/ui/kit/kittest"
	"tableside/ui/uitest"
)

type table struct{ *uitest.Table }

var phone = uitest.Phone

func newTable(t testing.TB, size fyne.Size) *table {
	return &table{uitest.New(t, size, lineup.Games().Screens()...)}
}

// startedGame makes a campaign with a game of two players and one action.
func (tb *table) startedGame(name string) campaign.Campaign {
	tb.T.Helper()
	c, err := tb.S.Store().CreateCampaign(name, "villains")
	if err != nil {
		tb.T.Fatal(err)
	}
	st, err := villains.NewGame(villains.Setup{First: 0, Players: []villains.Seat{
		{Name: "Ana", Villain: uitest.VillainBoard("The Baron")}, {Name: "Ben", Villain: uitest.VillainBoard("The Duchess")}}})
	if err != nil {
		tb.T.Fatal(err)
	}
	b, _ := st.Encode()
	sess, err := tb.S.Store().StartSession(c.ID, b)
	if err != nil {
		tb.T.Fatal(err)
	}
	if _, _, err := tb.S.Store().Do(sess.ID, villains.MoveMarker(1)); err != nil {
		tb.T.Fatal(err)
	}
	c, _ = tb.S.Store().Campaign(c.ID)
	return c
}

func TestHomeListsNewestFirstAndContinues(t *testing.T) {
	tb := newTable(t, phone)
	tb.startedGame("Tuesday")
	tb.startedGame("Friday")
	tb.S.ShowHome()
	if rows := tb.S.HomeCampaigns(); len(rows) != 2 || rows[0].Name != "Friday" {
		t.Fatalf("campaigns not newest first: %+v", rows)
	}
	tb.See("Villainous-style · last played")
	tb.Tap("Continue: Friday")
	tb.See("Round 1 · Ana's turn")
	tb.See("Undo takes back: Ana: The Baron moves Lair -> Docks")
}

func TestRenameAndDeleteNamesWhatIsLost(t *testing.T) {
	tb := newTable(t, phone)
	c := tb.startedGame("Tuesday")
	tb.S.Rename(c.ID, "  ")
	tb.Told("name") // an empty name is refused in words
	tb.Dismiss()
	tb.S.Rename(c.ID, "Tuesday regulars")
	tb.See("Tuesday regulars")

	test.Tap(tb.S.HomeMenu(0))
	tb.Tap("Delete")
	for _, want := range []string{"Tuesday regulars", "1 game", "1 recorded action"} {
		tb.Told(want) // the delete warning names what is lost
	}
	tb.Tap("Delete") // the confirm button
	tb.See("No campaigns yet")
}

func TestExportImportFromHome(t *testing.T) {
	tb := newTable(t, phone)
	c := tb.startedGame("Tuesday")
	var file bytes.Buffer
	wait(t, tb.S.Export(c, &file, nil))
	tb.See("is saved")
	tb.Dismiss()
	wait(t, tb.S.ImportFrom(bytes.NewReader(file.Bytes())))
	tb.See("Tuesday (imported)")
	tb.Dismiss()

	// A broken file says so and adds nothing.
	wait(t, tb.S.ImportFrom(strings.NewReader(file.String()[:file.Len()/2])))
	if !strings.HasPrefix(tb.S.LastMessage(), "nothing was imported") {
		t.Fatalf("a truncated file: %q", tb.S.LastMessage())
	}
	if camps, _ := tb.S.Store().Campaigns(); len(camps) != 2 {
		t.Fatalf("%d campaigns after a bad import, want 2", len(camps))
	}
}

// wait waits for an export or import to show its result. The limit only
// keeps a broken test from hanging; nothing here waits on the clock.
func wait(t *testing.T, ended <-chan struct{}) {
	t.Helper()
	select {
	case <-ended:
	case <-time.After(time.Minute):
		t.Fatal("the export or import never ended")
	}
}

// A file exported through the storage's URI comes back through it: the
// campaign, its games and its state, read back from the store.
func TestExportImportThroughFiles(t *testing.T) {
	tb := newTable(t, phone)
	c := tb.startedGame("Tuesday")
	uri := storage.NewFileURI(filepath.Join(t.TempDir(), "tuesday.tableside.json"))
	w, err := storage.Writer(uri)
	if err != nil {
		t.Fatal(err)
	}
	wait(t, tb.S.Export(c, w, uri))
	tb.See("is saved")
	tb.Dismiss()
	r, err := storage.Reader(uri)
	if err != nil {
		t.Fatal(err)
	}
	wait(t, tb.S.ImportFrom(r))
	tb.See("Tuesday (imported)")
	tb.Dismiss()
	camps, err := tb.S.Store().Campaigns()
	if err != nil || len(camps) != 2 {
		t.Fatalf("campaigns %+v, %v", camps, err)
	}
	orig, _, _ := tb.S.Store().LastSession(c.ID)
	for _, imp := range camps {
		if imp.ID == c.ID {
			continue
		}
		copied, _, err := tb.S.Store().LastSession(imp.ID)
		if err != nil || copied.Cursor != orig.Cursor || !bytes.Equal(copied.State, orig.State) {
			t.Fatalf("imported session %+v (%v), want the state of %+v", copied, err, orig)
		}
	}
}

// gate passes the first n bytes through, then closes reached and waits for
// open: a test can act while an export or import is surely under way.
type gate struct {
	n             int
	waited        bool // the worker's own; the test reads only the channels
	reached, open chan struct{}
}

func newGate(n int) *gate {
	return &gate{n: n, reached: make(chan struct{}), open: make(chan struct{})}
}

// hold is how much of p may pass now; past the gate it waits once.
func (g *gate) hold(p []byte) []byte {
	if g.n == 0 && !g.waited {
		g.waited = true
		close(g.reached)
		<-g.open
	}
	if g.n > 0 && len(p) > g.n {
		p = p[:g.n]
	}
	return p
}

func (g *gate) pass(k int) {
	if g.n > 0 {
		g.n -= k
	}
}

type gatedReader struct {
	*gate
	r io.Reader
}

func (g gatedReader) Read(p []byte) (int, error) {
	k, err := g.r.Read(g.hold(p))
	g.pass(k)
	return k, err
}

type gatedWriter struct {
	*gate
	w io.WriteCloser
}

func (g gatedWriter) Write(p []byte) (int, error) {
	// The gate waits at the first write; then everything passes.
	g.hold(nil)
	return g.w.Write(p)
}

func (g gatedWriter) Close() error { return g.w.Close() }

// Cancel in the middle of an import leaves no campaign.
func TestImportCancel(t *testing.T) {
	tb := newTable(t, phone)
	c := tb.startedGame("Tuesday")
	var file bytes.Buffer
	wait(t, tb.S.Export(c, &file, nil))
	tb.Dismiss()
	g := newGate(file.Len() / 2)
	ended := tb.S.ImportFrom(gatedReader{g, bytes.NewReader(file.Bytes())})
	<-g.reached
	tb.See("Importing")
	tb.Shot("import-progress")
	tb.Tap("Cancel")
	close(g.open)
	wait(t, ended)
	if msg := tb.S.LastMessage(); !strings.Contains(msg, "nothing was added") {
		t.Fatalf("a stopped import says %q", msg)
	}
	tb.Dismiss()
	if camps, _ := tb.S.Store().Campaigns(); len(camps) != 1 {
		t.Fatalf("%d campaigns after a stopped import, want 1", len(camps))
	}
}

// Cancel in the middle of an export removes the unfinished file and says
// so; it never says "Exported".
func TestExportCancel(t *testing.T) {
	tb := newTable(t, phone)
	c := tb.startedGame("Tuesday")
	path := filepath.Join(t.TempDir(), "tuesday.tableside.json")
	uri := storage.NewFileURI(path)
	w, err := storage.Writer(uri)
	if err != nil {
		t.Fatal(err)
	}
	g := newGate(0)
	ended := tb.S.Export(c, gatedWriter{g, w}, uri)
	<-g.reached
	tb.See("Exporting")
	tb.Shot("export-progress")
	tb.Tap("Cancel")
	close(g.open)
	wait(t, ended)
	if msg := tb.S.LastMessage(); !strings.Contains(msg, "stopped") || !strings.Contains(msg, "was removed") {
		t.Fatalf("a stopped export says %q", msg)
	}
	if _, err := os.Stat(path); !os.IsNotExist(err) {
		t.Fatalf("the unfinished file is still there (%v)", err)
	}
}

func TestSettingsAreSavedAndApplied(t *testing.T) {
	tb := newTable(t, phone)
	tb.S.ShowSettings()
	themes, sizes, awake := tb.S.SettingsChoices()
	themes.Pick(1)
	sizes.Pick(2)
	awake.SetChecked(false)
	tb.Restart()
	if mode, scale := tb.S.ThemeNow(); mode != "light" || scale != kit.TextScale("huge") {
		t.Fatalf("after a restart: theme %q scale %v", mode, scale)
	}
	if got := tb.FyneApp.Settings().Theme().Size(theme.SizeNameText); got <= theme.DefaultTheme().Size(theme.SizeNameText) {
		t.Fatalf("very large text is %v, no larger than the default", got)
	}
	if tb.S.KeepAwake() != "off" {
		t.Fatal("keeping the screen awake was not switched off")
	}
	themes, _, awake = tb.S.SettingsChoices()
	if themes.Picked != 1 || awake.Checked() {
		t.Fatal("the settings screen does not show what was saved")
	}
}

// TestSecondWindowIsReadOnly is a double launch on one database: the second
// copy says it can only look, and refuses to write.
func TestSecondWindowIsReadOnly(t *testing.T) {
	first := newTable(t, phone)
	c := first.startedGame("Tuesday")

	second := first.Second()
	if !second.S.Store().ReadOnly() {
		t.Fatal("a second copy on the same database was not read-only")
	}
	second.See("already open on this data in another window")
	second.Tap("Continue: Tuesday")
	second.Tap("Undo")
	second.Told("another copy") // a write in the read-only copy is refused
	if sess, _, _ := first.S.Store().LastSession(c.ID); sess.Cursor != 1 {
		t.Fatalf("the read-only copy changed the log: cursor %d", sess.Cursor)
	}
}

// TestNewCampaignOffersGamesNotBooks: a campaign book lives inside a
// campaign; the new-campaign sheet offers only the games themselves.
func TestNewCampaignOffersGamesNotBooks(t *testing.T) {
	tb := newTable(t, phone)
	tb.Tap("New campaign")
	options := kittest.Buttons(kittest.Top(tb.Win.Canvas()))
	// Every game of the app's lineup but the campaign book, by title, then
	// the sheet's two buttons.
	var want []string
	for _, g := range lineup.Games().Catalog().Sorted() {
		if _, kept := g.(tracker.KeptGame); !kept {
			want = append(want, g.Title())
		}
	}
	if len(want) != 4 {
		t.Fatalf("the lineup offers %q for new campaigns, want 4 games", want)
	}
	want = append(want, "Cancel", "Create")
	if strings.Join(options, "|") != strings.Join(want, "|") {
		t.Fatalf("offered %q, want %q", options, want)
	}
}

// TestNewCampaignAsksWhichGame: issue 24. The first title was picked for
// the player, so a name and Enter started a campaign of a game nobody
// chose. Now nothing is picked on a first evening, Create says what it
// waits for, and Enter creates nothing until a game is picked; the game
// played last is offered picked, and says so. Taps: the game, the name
// (typed, one), Create: 3 after New campaign, or 2 for the last game.
func TestNewCampaignAsksWhichGame(t *testing.T) {
	tb := newTable(t, phone)
	tb.Tap("New campaign")
	name := tb.Entries("e.g. Friday group")[0]
	uitest.TypeInto(name, "Friday group")
	name.OnSubmitted(name.Text) // the keyboard's Enter
	if cs, _ := tb.S.Store().Campaigns(); len(cs) != 0 {
		t.Fatalf("Enter with no game picked created %+v", cs)
	}
	if create := tb.Button("Create"); !create.Disabled() {
		t.Fatal("Create is ready with no game picked")
	}
	tb.See("Pick a game first")
	tb.Tap("Villainous-style")
	name.OnSubmitted(name.Text)
	cs, _ := tb.S.Store().Campaigns()
	if len(cs) != 1 || cs[0].Game != "villains" || cs[0].Name != "Friday group" {
		t.Fatalf("campaigns: %+v", cs)
	}

	// The game played last is offered picked, named so.
	tb.startedGame("Tuesday")
	tb.S.ShowHome()
	tb.Tap("New campaign")
	last := tb.Button("Villainous-style")
	if last.Text != "Villainous-style (played last)" || last.Importance != widget.HighImportance {
		t.Fatalf("the last game is offered as %q, importance %v", last.Text, last.Importance)
	}
	tb.See("Type a name first")
	tb.TypeIn("e.g. Friday group", "Saturday")
	tb.Tap("Create")
	if cs, _ := tb.S.Store().Campaigns(); len(cs) != 3 {
		t.Fatalf("campaigns: %+v", cs)
	}
}

// TestHomePopUpsInEveryLook: a campaign's menu, its rename and delete
// pop-ups fit a small phone at every text size and show all their options.
func TestHomePopUpsInEveryLook(t *testing.T) {
	tb := newTable(t, phone)
	tb.startedGame("The Tuesday regulars of the long table")
	open := func() { tb.S.ShowHome(); test.Tap(tb.S.HomeMenu(0)) }
	tb.LookAt("a campaign's menu", open)
	tb.LookAt("renaming a campaign", func() { open(); tb.Tap("Rename") })
	tb.LookAt("deleting a campaign", func() { open(); tb.Tap("Delete") })
	tb.LookAt("the home screen", func() { tb.S.ShowHome() })
}

// TestHomeDrawnAgainForItsWidth: a screen first drawn before the window
// had its size (as at launch) is drawn again for the width it gets, so a
// campaign's name is not broken into a letter column.
func TestHomeDrawnAgainForItsWidth(t *testing.T) {
	tb := newTable(t, fyne.NewSize(60, 200))
	tb.startedGame("Friday group")
	tb.S.ShowHome()
	tb.Win.Resize(phone)
	if b := tb.Button("Continue"); strings.Contains(b.Text, "\n") {
		t.Fatalf("at 400 wide the Continue button still reads %q", b.Text)
	}
}
