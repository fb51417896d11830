package ui_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/netip"
	"regexp"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"tableside/campaign"
	"tableside/share"
	"tableside/tracker/villains"
	"tableside/ui/uitest"
)

// watcher is a guest's event stream, read as the page reads it.
type watcher struct {
	resp    *http.Response
	updates chan watched
}

type watched struct {
	Rev   int64       `json:"rev"`
	Table share.Table `json:"table"`
	At    time.Time   `json:"-"`
}

func watch(t *testing.T, url string) *watcher {
	t.Helper()
	resp, err := http.Get(url + "/events")
	if err != nil {
		t.Fatal(err)
	}
	w := &watcher{resp: resp, updates: make(chan watched, 10)}
	go func() {
		defer close(w.updates)
		r := bufio.NewReader(resp.Body)
		named := false // an event of its own ("stopped"), not an update
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				return
			}
			named = (named || strings.HasPrefix(line, "event: ")) && line != "\n"
			if data, ok := strings.CutPrefix(line, "data: "); ok && !named {
				var u watched
				json.Unmarshal([]byte(data), &u)
				u.At = time.Now()
				w.updates <- u
			}
		}
	}()
	t.Cleanup(func() { resp.Body.Close() })
	return w
}

// next is the next update; ok is false once the stream has ended.
func (w *watcher) next(t *testing.T) (watched, bool) {
	t.Helper()
	select {
	case u, ok := <-w.updates:
		return u, ok
	case <-time.After(time.Minute):
		// Only a broken test gets here: nothing waits on the clock.
		t.Fatal("no update came")
	}
	return watched{}, false
}

// power is the Power a player's section shows.
func power(u watched, name string) string {
	for _, s := range u.Table.Glance.Sections {
		if s.Name == name {
			return s.Stats[0].Value
		}
	}
	return ""
}

// TestShareTableFollowsTheGame: Share table, from the game's menu, shows
// its code and address; a guest gets the game, every command and its
// undo, newest revision last; the host sees the guest counted; Stop
// sharing and leaving the game both close the port.
func TestShareTableFollowsTheGame(t *testing.T) {
	tb := newTable(t, phone)
	c := tb.startedGame("Friday")
	tb.S.OpenCampaign(c)
	p := tb.S.Current()
	test.Tap(p.MenuButton())
	tb.Tap("Share table")
	srv := tb.S.Sharing()
	if srv == nil {
		t.Fatal("not sharing")
	}
	tb.See(srv.URL())
	tb.See("No one is watching yet.")
	tb.Button("Copy")
	tb.See("Phones cannot open it?") // two addresses here: the switcher shows
	tb.Shot("share-sheet")

	g := watch(t, srv.URL())
	first, _ := g.next(t)
	if first.Rev != p.Session().Rev() || power(first, "Ana") != "0" || first.Table.Campaign != "Friday" {
		t.Fatalf("first update: %+v", first)
	}
	tb.See("1 phone is watching.")

	start := time.Now()
	if !p.Do(villains.AdjustPower(0, 2, "found it")) {
		t.Fatal(tb.S.LastMessage())
	}
	done, _ := g.next(t)
	t.Logf("a host command reached the guest %v after Do began (commit included)", done.At.Sub(start))
	if done.Rev <= first.Rev || power(done, "Ana") != "2" || !strings.Contains(done.Table.Last, "found it") {
		t.Fatalf("after the command: %+v", done)
	}
	p.Undo()
	undone, _ := g.next(t)
	if undone.Rev <= done.Rev || power(undone, "Ana") != "0" {
		t.Fatalf("after the undo: %+v", undone)
	}

	tb.Tap("Stop sharing")
	if tb.S.Sharing() != nil {
		t.Fatal("still sharing")
	}
	if _, ok := g.next(t); ok {
		t.Fatal("the guest's stream should end")
	}

	// Leaving the game stops sharing too.
	test.Tap(p.MenuButton())
	tb.Tap("Share table")
	g = watch(t, tb.S.Sharing().URL())
	g.next(t)
	tb.Tap("Back to the game")
	if tb.S.Sharing() == nil {
		t.Fatal("closing the sheet must not stop sharing")
	}
	test.Tap(p.BackButton())
	if tb.S.Sharing() != nil {
		t.Fatal("still sharing after the game closed")
	}
	if _, ok := g.next(t); ok {
		t.Fatal("the guest's stream should end with the game")
	}
}

// TestShareTableSwitchesAddress: picking another network moves the share
// there; the old address stops answering.
func TestShareTableSwitchesAddress(t *testing.T) {
	tb := newTable(t, phone)
	tb.S.OpenCampaign(tb.startedGame("Friday"))
	tb.S.Current().ShareTable()
	old := tb.S.Sharing().URL()
	tb.Tap("127.0.0.2")
	now := tb.S.Sharing().URL()
	if !strings.HasPrefix(now, "http://127.0.0.2:") || now == old {
		t.Fatalf("switched to %s from %s", now, old)
	}
	tb.See(now)
	if _, err := http.Get(old); err == nil {
		t.Fatal("the old address still answers")
	}
	tb.S.StopSharing()
}

var urlIn = regexp.MustCompile(`http://[^\s]+`)

// TestHandOverCampaign: the campaign's menu offers it by QR code; the
// first download gets the export file, which imports; the link is closed
// after.
func TestHandOverCampaign(t *testing.T) {
	tb := newTable(t, phone)
	c := tb.startedGame("Tuesday")
	wait(t, tb.S.HandOverCampaign(c))
	tb.See("Waiting for the other phone.")
	tb.Shot("hand-over")
	url := urlIn.FindString(tb.Texts())
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	file, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(resp.Header.Get("Content-Disposition"), "Tuesday.tableside.json") {
		t.Fatalf("%s %q", resp.Status, resp.Header.Get("Content-Disposition"))
	}
	// A download alone is not a hand-over: the other phone's app says it
	// has the file whole (share.Fetch does, as its body is closed).
	tb.See("Waiting for the other phone.")
	got, _, err := share.Fetch(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	io.ReadAll(got)
	if err := got.Close(); err != nil {
		t.Fatal(err)
	}
	// The sheet hears of the download from the server's goroutine: wait
	// for it to say so before reading the screen (HandOverEnded).
	wait(t, tb.S.HandOverEnded())
	tb.See("Sent.")
	if _, err := http.Get(url); err == nil {
		t.Fatal("the link still answers after the download")
	}
	tb.Tap("Close")
	wait(t, tb.S.ImportFrom(bytes.NewReader(file)))
	tb.See("Tuesday (imported)")
}

// TestHandOverLibrary: the card library goes the same way.
func TestHandOverLibrary(t *testing.T) {
	tb := newTable(t, phone)
	wait(t, tb.S.HandOverLibrary("villains"))
	url := urlIn.FindString(tb.Texts())
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 || !strings.Contains(resp.Header.Get("Content-Disposition"), "tableside-library.json") {
		t.Fatalf("%s %q", resp.Status, resp.Header.Get("Content-Disposition"))
	}
}

// offer is the giving phone of a hand-over, without its screens: Fyne's
// test driver runs each phone's callbacks on the goroutine that sends
// them, so two phones' screens would race. It returns the link.
func offer(t *testing.T, name string, file []byte) string {
	t.Helper()
	srv, err := share.Start(share.Options{Addr: netip.MustParseAddr("127.0.0.1")})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { srv.Stop() })
	link, _ := srv.Offer(name, "application/json", file)
	return link
}

// TestImportFromLink: another phone's hand-over link, pasted into Import,
// brings the campaign; the same link a second time brings nothing.
func TestImportFromLink(t *testing.T) {
	giver := newTable(t, phone)
	var file bytes.Buffer
	if err := giver.S.Store().Export(giver.startedGame("Tuesday").ID, &file); err != nil {
		t.Fatal(err)
	}
	link := offer(t, "Tuesday.tableside.json", file.Bytes())

	taker := newTable(t, phone)
	wait(t, taker.S.ImportLink(link))
	taker.See("Tuesday")
	if camps, _ := taker.S.Store().Campaigns(); len(camps) != 1 || camps[0].Name != "Tuesday" {
		t.Fatalf("imported %+v", camps)
	}
	taker.Dismiss()
	wait(t, taker.S.ImportLink(link))
	if !strings.HasPrefix(taker.S.LastMessage(), "nothing was imported") {
		t.Fatalf("the link a second time: %q", taker.S.LastMessage())
	}
	wait(t, taker.S.ImportLink("http://127.0.0.1:1/t/abc"))
	taker.Told("not a hand-over link") // a share link is no hand-over
}

// TestImportLibraryFromLink: another phone's card library, handed over by
// link, merges into this phone's as a library file does: a new card is
// added, an identical one skipped, and one that differs is asked about.
func TestImportLibraryFromLink(t *testing.T) {
	// A board named name whose objective is objective: the library's name
	// is the board's own, as the Villain editor saves it.
	card := func(tb *table, name, objective string) {
		t.Helper()
		board := uitest.VillainBoard(name)
		board.Objective = objective
		data, _ := json.Marshal(board)
		if _, err := tb.S.Store().SaveCard(campaign.Card{Game: "villains", Kind: villains.LibraryKind, Name: name, Data: data}); err != nil {
			t.Fatal(err)
		}
	}
	giver := newTable(t, phone)
	card(giver, "Vex", "Vex")
	card(giver, "Rook", "Rook")
	card(giver, "Gor", "Gor of the file")
	var file bytes.Buffer
	if err := giver.S.Store().ExportLibrary("villains", &file); err != nil {
		t.Fatal(err)
	}
	link := offer(t, "cards.tableside-library.json", file.Bytes())

	taker := newTable(t, phone)
	card(taker, "Rook", "Rook")
	card(taker, "Gor", "Gor of mine")
	wait(t, taker.S.ImportLink(link))
	taker.See("differs")
	taker.Tap("Take the file's")
	taker.See("1 card added, 1 already here, 1 replaced by the file's.")
	cards, _ := taker.S.Store().Cards("villains", villains.LibraryKind)
	var names []string
	for _, c := range cards {
		names = append(names, c.Name)
		if c.Name == "Gor" && !strings.Contains(string(c.Data), "Gor of the file") {
			t.Fatalf("Gor kept mine after Take the file's: %s", c.Data)
		}
	}
	if got := strings.Join(names, " "); got != "Gor Rook Vex" {
		t.Fatalf("the library after the import: %s", got)
	}
	if camps, _ := taker.S.Store().Campaigns(); len(camps) != 0 {
		t.Fatalf("a library made campaigns: %+v", camps)
	}
	taker.Dismiss()
	wait(t, taker.S.ImportLink(link))
	if !strings.HasPrefix(taker.S.LastMessage(), "nothing was imported") {
		t.Fatalf("the link a second time: %q", taker.S.LastMessage())
	}
}
