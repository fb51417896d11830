package ui_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// guestPost sends a guest's change to a board's link, as its page does,
// and returns the status and the answer's words. The host applies it on
// this goroutine (the test driver runs fyne.Do at once), so the screen is
// read only after it returns.
func guestPost(t *testing.T, url string, rev int64, seat int, counter string, step int) (int, string) {
	t.Helper()
	body := fmt.Sprintf(`{"rev":%d,"seat":%d,"counter":%q,"step":%d}`, rev, seat, counter, step)
	resp, err := http.Post(url+"/write", "application/json", strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var a struct {
		Rev   int64  `json:"rev"`
		Error string `json:"error"`
	}
	json.NewDecoder(resp.Body).Decode(&a)
	return resp.StatusCode, a.Error
}

// TestGuestChangesTheirOwnBoard: with guest changes on, the host gives Ana
// her Villain by a code of its own; her change goes through the store as
// the host's tap does, shows in History with her name and undoes; a change
// for Ben's Villain or from an older table is refused with words and
// changes nothing; taken back, her link is dead.
func TestGuestChangesTheirOwnBoard(t *testing.T) {
	tb := newTable(t, phone)
	tb.S.OpenCampaign(tb.startedGame("Friday"))
	p := tb.S.Current()
	p.ShareTable()
	tb.See("Guests may change their own board")
	tb.See("Off: guests only watch.")
	if len(tb.Buttons("Give a board")) != 0 {
		t.Fatal("guest changes are on before the host turns them on")
	}
	test.Tap(tb.TallChecks("Guests may change their own board")[0])
	// A guest without a name is given nothing.
	tb.Tap("Give a board to a guest")
	tb.See("Pick a board first")
	tb.Tap("The Baron")
	tb.TypeIn("The guest's name", "  ")
	tb.Tap("Give")
	tb.See("Give the guest a name. Nothing was given.")
	tb.Dismiss()
	tb.See("Give a board to a guest")
	tb.Tap("Give a board to a guest")
	tb.Tap("The Baron")
	if got := tb.Entries("The guest's name")[0].Text; got != "Ana" {
		t.Fatalf("the name is the board's player's: %q", got)
	}
	tb.Shot("share-give")
	tb.Tap("Give")
	tb.See("Only Ana scans this")
	tb.Shot("share-seat-code")
	seat := urlIn.FindString(tb.Texts())
	if !strings.Contains(seat, "/g/") {
		t.Fatalf("the board's link: %q", seat)
	}
	tb.Tap("Done")
	tb.See("Ana plays The Baron")
	// The guests' part lies below the code: scrolled to, as the host does.
	for _, o := range test.LaidOutObjects(tb.Roots()[0]) {
		if sc, ok := o.(*container.Scroll); ok {
			sc.ScrollToBottom()
		}
	}
	tb.Shot("share-sheet-guests")

	g := watch(t, seat)
	first, _ := g.next(t)
	if power(first, "Ana") != "0" || len(first.Table.Seats) != 2 {
		t.Fatalf("first update: %+v", first)
	}
	// Ben's Villain, and a table older than the one shown: refused.
	if code, says := guestPost(t, seat, first.Rev, 1, "power", 1); code != 403 || !strings.Contains(says, "plays The Baron") {
		t.Fatalf("Ben's board: %d %q", code, says)
	}
	if code, says := guestPost(t, seat, first.Rev-1, 0, "power", 1); code != 409 || !strings.Contains(says, "The table changed") {
		t.Fatalf("an older table: %d %q", code, says)
	}
	// The rules refuse a Power below 0, in words.
	if code, says := guestPost(t, seat, first.Rev, 0, "power", -1); code != 422 || !strings.Contains(says, "Power") {
		t.Fatalf("below 0: %d %q", code, says)
	}
	if p.Session().Rev() != first.Rev {
		t.Fatal("a refused change changed the game")
	}

	if code, says := guestPost(t, seat, first.Rev, 0, "power", 1); code != 200 {
		t.Fatalf("Ana's change: %d %q", code, says)
	}
	done, _ := g.next(t)
	if power(done, "Ana") != "1" || done.Rev != p.Session().Rev() {
		t.Fatalf("after Ana's change: %+v", done)
	}
	hostShows := func() string {
		// The game under the sheet, as the host sees it once the sheet is closed.
		var out []string
		for _, o := range test.LaidOutObjects(tb.Win.Content()) {
			if l, ok := o.(*widget.Label); ok {
				out = append(out, l.Text)
			}
		}
		return strings.Join(out, "|")
	}
	// The host's screen was redrawn with the change at once.
	if got := hostShows(); !strings.Contains(got, "Undo takes back: Ana: 0 -> 1 Power") {
		t.Fatalf("the host's screen: %s", got)
	}
	lines, err := p.HistoryLines(0, 1)
	if err != nil || len(lines) != 1 || !strings.HasSuffix(lines[0], "· by Ana") {
		t.Fatalf("History: %q %v", lines, err)
	}
	p.Undo()
	undone, _ := g.next(t)
	if power(undone, "Ana") != "0" {
		t.Fatalf("after the host's undo: %+v", undone)
	}
	if lines, _ := p.HistoryLines(0, 1); !strings.Contains(lines[0], "by Ana  (undone)") {
		t.Fatalf("History after the undo: %q", lines)
	}

	// A guest's change while the host reads History leaves History on show.
	p.ShowHistory()
	if code, says := guestPost(t, seat, undone.Rev, 0, "hand", 1); code != 200 {
		t.Fatalf("a change during History: %d %q", code, says)
	}
	if got := hostShows(); !strings.Contains(got, "History") || strings.Contains(got, "Undo takes back") {
		t.Fatalf("a guest's change took the host out of History: %s", got)
	}
	g.next(t)
	p.Render()

	tb.Tap("Take back")
	tb.See("Give a board to a guest")
	if code, _ := guestPost(t, seat, undone.Rev, 0, "power", 1); code != 404 {
		t.Fatalf("a board taken back: %d", code)
	}
	tb.S.StopSharing()
}
