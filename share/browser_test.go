package share

import (
	"bufio"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"tableside/campaign"
	"tableside/tracker"
	"tableside/tracker/villains"
)

// chromiumPath is Debian's Chromium, which `make test` installs when it is
// missing; without it the browser test skips.
const chromiumPath = "/usr/bin/chromium"

// TestBrowserShowsTheLiveTable opens the share in headless Chromium at
// phone size against a server on 127.0.0.1 and reads the rendered page as
// a guest sees it: before a command on the host, after it, after its
// undo; a player's name that looks like markup shows as text; a guest
// given her Villain taps + and − on her page and the host's state and
// History follow, a change the rules refuse shows their words, and a
// board taken back loses its buttons and says so; a wrong token shows nothing of the
// table. TABLESIDE_SCREENS, when set, gets screenshots of the page.
func TestBrowserShowsTheLiveTable(t *testing.T) {
	if _, err := os.Stat(chromiumPath); err != nil {
		t.Skip("Chromium is not installed (make test installs it):", err)
	}
	store, err := campaign.Open(filepath.Join(t.TempDir(), "tableside.db"), tracker.NewCatalog(villains.Game{}))
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	camp, err := store.CreateCampaign("Friday group", villains.Game{}.ID())
	if err != nil {
		t.Fatal(err)
	}
	start, err := villains.NewGame(villains.Setup{Players: []villains.Seat{
		{Name: "Ana", Villain: board("Vex")}, {Name: "<b>Bo</b>", Villain: board("Rook")}}})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := start.Encode()
	sess, err := store.StartSession(camp.ID, b)
	if err != nil {
		t.Fatal(err)
	}
	h := &storeHost{t: t, store: store, camp: camp, sess: sess}
	s, err := Start(Options{Addr: loopback, Write: h.write})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Stop() })
	h.s = s
	h.publish("")

	br := startChromium(t)
	br.open(s.URL())
	br.waitText("Ana Vex Power 0", "<b>Bo</b> Rook Power 1", "Live")
	if n := br.eval(`document.querySelectorAll("b").length`); n != "0" {
		t.Fatalf("a player's name became markup: %s <b> elements", n)
	}
	if n := br.eval(`document.querySelectorAll("button").length`); n != "0" {
		t.Fatalf("the watching page shows %s buttons", n)
	}

	e := h.do(villains.AdjustPower(0, 3, "a correction"))
	br.waitText("Ana Vex Power 3", e.Words)
	br.shot("share-guest")

	h.undo()
	br.waitText("Ana Vex Power 0")
	if strings.Contains(br.text(), e.Words) {
		t.Fatalf("after the undo the page still shows the undone action:\n%s", br.text())
	}

	// Ana is given her Villain: her page has + and − for its Power, and a
	// tap is the host's command, kept with her name.
	br.open(s.Give("Ana", 0, "Vex"))
	br.waitText("You play Vex", "Ana Vex Power 0")
	br.tap("Power up one")
	h.waitPower(0, 1)
	br.waitText("Ana Vex Power 1", "Ana: 0 -> 1 Power")
	if last := h.history()[0]; last.By != "Ana" || last.Command.Kind != villains.KindAdjustPower {
		t.Fatalf("the host's History: %+v", last)
	}
	br.tap("Power down one")
	h.waitPower(0, 0)
	br.waitText("Ana Vex Power 0")
	// The rules' refusal reaches the guest in words and changes nothing.
	br.tap("Power down one")
	br.waitText("Power never goes below 0")
	h.waitPower(0, 0)
	br.shot("share-guest-writes")
	// Taken back, her page says so at once and her buttons go.
	s.TakeBack(0)
	br.waitText("took your board back")
	if n := br.eval(`document.querySelectorAll("button").length`); n != "0" {
		t.Fatalf("a board taken back still shows %s buttons", n)
	}
	h.waitPower(0, 0)

	// The same token but for its last character.
	wrong := s.URL()[:len(s.URL())-1] + map[bool]string{true: "B", false: "A"}[strings.HasSuffix(s.URL(), "A")]
	br.open(wrong)
	br.waitLeft(s.URL())
	if got := br.text(); strings.Contains(got, "Ana") || strings.Contains(got, "Power") || strings.Contains(got, "Friday") {
		t.Fatalf("a wrong token shows the table:\n%s", got)
	}
}

// storeHost is the table's phone in the browser test: a real store whose
// session the test and the guests' changes (on the server's goroutines)
// both change, one at a time.
type storeHost struct {
	t     *testing.T
	s     *Server
	store *campaign.Store
	camp  campaign.Campaign

	mu   sync.Mutex
	sess campaign.Session
}

func (h *storeHost) publish(last string) {
	h.t.Helper()
	if err := h.s.Publish(h.sess.Rev(), TableOf(villains.Game{}, h.camp.Name, h.sess.State, last)); err != nil {
		h.t.Fatal(err)
	}
}

// do is a tap on the host.
func (h *storeHost) do(cmd tracker.Command) tracker.Entry {
	h.t.Helper()
	h.mu.Lock()
	defer h.mu.Unlock()
	sess, e, err := h.store.Do(h.sess.ID, cmd)
	if err != nil {
		h.t.Fatal(err)
	}
	h.sess = sess
	h.publish(e.Words)
	return e
}

func (h *storeHost) undo() {
	h.t.Helper()
	h.mu.Lock()
	defer h.mu.Unlock()
	sess, err := h.store.Undo(h.sess.ID)
	if err != nil {
		h.t.Fatal(err)
	}
	h.sess = sess
	h.publish("")
}

// write is what the app does with a guest's change: the game's command,
// through the same store, kept with the guest's name.
func (h *storeHost) write(_ context.Context, w GuestWrite) (int64, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if w.Rev != h.sess.Rev() {
		return 0, ErrOldRevision
	}
	cmd, err := villains.Game{}.GuestCommand(h.sess.State, w.Seat, w.Counter, w.Step)
	if err != nil {
		return 0, err
	}
	sess, e, err := h.store.DoBy(h.sess.ID, cmd, w.Guest)
	if err != nil {
		return 0, err
	}
	h.sess = sess
	h.publish(e.Words)
	return sess.Rev(), nil
}

// waitPower waits until the host's state gives player that Power.
func (h *storeHost) waitPower(player, want int) {
	h.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		h.mu.Lock()
		st, err := villains.Decode(h.sess.State)
		h.mu.Unlock()
		if err != nil {
			h.t.Fatal(err)
		}
		if st.Players[player].Power == want {
			return
		}
		if time.Now().After(deadline) {
			h.t.Fatalf("the host's state has Power %d, not %d", st.Players[player].Power, want)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func (h *storeHost) history() []tracker.Entry {
	h.t.Helper()
	h.mu.Lock()
	defer h.mu.Unlock()
	out, err := h.store.History(h.sess.ID, 0)
	if err != nil {
		h.t.Fatal(err)
	}
	return out
}

// browser is headless Chromium driven over the DevTools protocol on a
// pipe (--remote-debugging-pipe: requests on fd 3, answers on fd 4, each
// message ending in a NUL byte), which needs no WebSocket library.
type browser struct {
	t       *testing.T
	cmd     *exec.Cmd
	in      *os.File
	session string

	mu      sync.Mutex
	nextID  int
	waiting map[int]chan cdpReply
}

type cdpReply struct {
	Result json.RawMessage `json:"result"`
	Error  *struct {
		Message string `json:"message"`
	} `json:"error"`
}

func startChromium(t *testing.T) *browser {
	t.Helper()
	toChrome, in, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	out, fromChrome, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	// The flags keep a headless Chromium from reaching for the internet,
	// which this machine's closed network refuses.
	// Not t.TempDir: Chromium's helper processes may still write to its
	// profile as the test ends, and TempDir's removal then fails the test.
	profile, err := os.MkdirTemp("", "tableside-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(chromiumPath, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-extensions",
		"--user-data-dir="+profile, "--remote-debugging-pipe", "about:blank")
	cmd.ExtraFiles = []*os.File{toChrome, fromChrome}
	ownGroup(cmd)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	toChrome.Close()
	fromChrome.Close()
	br := &browser{t: t, cmd: cmd, in: in, waiting: map[int]chan cdpReply{}}
	go br.read(out)
	t.Cleanup(func() {
		in.Close()
		killGroup(cmd)
		cmd.Wait()
		// Best effort: a helper process may hold the profile a moment
		// longer; a leftover temporary folder harms nothing.
		for range 20 {
			if os.RemoveAll(profile) == nil {
				break
			}
			time.Sleep(50 * time.Millisecond)
		}
	})
	var target struct {
		TargetID string `json:"targetId"`
	}
	br.call("", "Target.createTarget", map[string]any{"url": "about:blank"}, &target)
	var attached struct {
		SessionID string `json:"sessionId"`
	}
	br.call("", "Target.attachToTarget", map[string]any{"targetId": target.TargetID, "flatten": true}, &attached)
	br.session = attached.SessionID
	// A phone's width.
	br.call(br.session, "Emulation.setDeviceMetricsOverride", map[string]any{"width": 400, "height": 800, "deviceScaleFactor": 1, "mobile": true}, nil)
	return br
}

func (br *browser) read(out *os.File) {
	r := bufio.NewReader(out)
	for {
		msg, err := r.ReadBytes(0)
		if err != nil {
			return
		}
		var m struct {
			ID int `json:"id"`
			cdpReply
		}
		if json.Unmarshal(msg[:len(msg)-1], &m) != nil || m.ID == 0 {
			continue // an event: not waited for
		}
		br.mu.Lock()
		ch := br.waiting[m.ID]
		delete(br.waiting, m.ID)
		br.mu.Unlock()
		if ch != nil {
			ch <- m.cdpReply
		}
	}
}

// call sends one DevTools command and decodes its result into result.
func (br *browser) call(session, method string, params any, result any) {
	br.t.Helper()
	br.mu.Lock()
	br.nextID++
	id := br.nextID
	ch := make(chan cdpReply, 1)
	br.waiting[id] = ch
	br.mu.Unlock()
	msg := map[string]any{"id": id, "method": method, "params": params}
	if session != "" {
		msg["sessionId"] = session
	}
	b, _ := json.Marshal(msg)
	if _, err := br.in.Write(append(b, 0)); err != nil {
		br.t.Fatal(err)
	}
	select {
	case rep := <-ch:
		if rep.Error != nil {
			br.t.Fatalf("%s: %s", method, rep.Error.Message)
		}
		if result != nil {
			if err := json.Unmarshal(rep.Result, result); err != nil {
				br.t.Fatal(err)
			}
		}
	case <-time.After(30 * time.Second):
		// Only a hung browser gets here: a bound, not a timing the test relies on.
		br.t.Fatalf("%s: Chromium did not answer", method)
	}
}

func (br *browser) open(url string) {
	br.t.Helper()
	br.call(br.session, "Page.navigate", map[string]any{"url": url}, nil)
}

// eval is a JavaScript expression's value in the page, as a string.
func (br *browser) eval(expr string) string {
	br.t.Helper()
	var r struct {
		Result struct {
			Value any `json:"value"`
		} `json:"result"`
	}
	br.call(br.session, "Runtime.evaluate", map[string]any{"expression": expr, "returnByValue": true}, &r)
	return fmt.Sprint(r.Result.Value)
}

// text is the page's rendered text, as a person reads it, each run of
// white space one space.
func (br *browser) text() string {
	return br.eval(`document.body ? document.body.innerText.replace(/\s+/g, " ") : ""`)
}

// tap clicks the page's button named label (its aria-label), once it is
// enabled: the page holds its buttons while a change is on its way.
func (br *browser) tap(label string) {
	br.t.Helper()
	q := fmt.Sprintf(`document.querySelector('button[aria-label=%q]')`, label)
	br.waitFor(func(string) bool { return br.eval(q+` !== null && !`+q+`.disabled`) == "true" }, "button "+label)
	br.eval(q + `.click()`)
}

// waitText waits until the page shows every one of want.
func (br *browser) waitText(want ...string) {
	br.t.Helper()
	br.waitFor(func(got string) bool {
		for _, w := range want {
			if !strings.Contains(got, w) {
				return false
			}
		}
		return true
	}, fmt.Sprintf("%q", want))
}

// waitLeft waits until the page at url has given way to another, loaded.
func (br *browser) waitLeft(url string) {
	br.t.Helper()
	br.waitFor(func(string) bool {
		return br.eval("location.href") != url && br.eval("document.readyState") == "complete"
	}, "the next page to load")
}

// waitFor polls the page's text until ok says yes. The page changes on its
// own (an event arrives), so there is nothing to wait on but the page.
func (br *browser) waitFor(ok func(text string) bool, what string) {
	br.t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		got := br.text()
		if ok(got) {
			return
		}
		if time.Now().After(deadline) {
			br.t.Fatalf("waited for %s; the page shows:\n%s", what, got)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// shot saves a PNG of the page in $TABLESIDE_SCREENS, when set.
func (br *browser) shot(name string) {
	dir := os.Getenv("TABLESIDE_SCREENS")
	if dir == "" {
		return
	}
	var r struct {
		Data string `json:"data"`
	}
	br.call(br.session, "Page.captureScreenshot", map[string]any{"format": "png"}, &r)
	png, err := base64.StdEncoding.DecodeString(r.Data)
	if err == nil {
		err = os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644)
	}
	if err != nil {
		br.t.Error(err)
	}
}

// TestBrowserHandOver: a phone's browser that opens a hand-over link (as
// its camera app does with the QR code) gets a page that downloads the
// file, saves it and confirms it with the digest it computes itself; only
// then does the host count it as sent. The file's name, typed by a player,
// shows as text.
func TestBrowserHandOver(t *testing.T) {
	if _, err := os.Stat(chromiumPath); err != nil {
		t.Skip("Chromium is not installed (make test installs it):", err)
	}
	s, _, _ := testServer(t)
	// Not all ASCII, and longer than one block of the digest.
	data := []byte(`{"campaign":"Friday group — Rowan's last stand","log":"` + strings.Repeat("é", 5000) + `"}`)
	url, taken := s.Offer("<b>Friday</b>.tableside.json", "application/json", data)
	br := startChromium(t)
	br.open(url)
	br.waitText("Saved.", "<b>Friday</b>.tableside.json")
	if n := br.eval(`document.querySelectorAll("b b").length`); n != "0" {
		t.Fatalf("the file's name became markup: %s", n)
	}
	waitTaken(t, taken)
	br.shot("share-handover")
	// Opened again: the link is used up, and the page says so.
	br.open(url)
	br.waitLeft(url)
	if code, _ := get(t, "GET", url); code != 404 {
		t.Fatalf("after the page's receipt: %d", code)
	}
}

// TestBrowserSaysSharingStopped: after Stop sharing the guest's page says
// the table's phone stopped sharing, keeps the table as it was, and stays
// so (no "Reconnecting…" after the page's two-second retry), where a
// network's blip (every connection cut, then none answered, then back)
// says "Reconnecting…" and comes back live by itself.
func TestBrowserSaysSharingStopped(t *testing.T) {
	if _, err := os.Stat(chromiumPath); err != nil {
		t.Skip("Chromium is not installed (make test installs it):", err)
	}
	s, _, _ := testServer(t)
	publish(t, s, 1)
	wifi := newCable(t, strings.TrimPrefix(s.base, "http://"))
	br := startChromium(t)
	page := "http://" + wifi.addr() + strings.TrimPrefix(s.URL(), s.base)
	br.open(page)
	br.waitText("Live", "Revision 1")

	wifi.cut(true)
	br.waitText("Reconnecting…", "Revision 1")
	if strings.Contains(br.text(), "stopped") {
		t.Fatalf("a blip taken for a stop:\n%s", br.text())
	}
	publish(t, s, 2)
	wifi.cut(false)
	br.waitText("Live", "Revision 2")

	if err := s.Stop(); err != nil {
		t.Fatal(err)
	}
	br.waitText("stopped sharing", "Revision 2")
	br.shot("share-stopped")
	time.Sleep(3 * time.Second) // past the page's retry, which must not come
	if got := br.text(); !strings.Contains(got, "stopped sharing") || strings.Contains(got, "Reconnecting") {
		t.Fatalf("after the stop the page shows:\n%s", got)
	}
}

// cable is a loopback relay to a server that the test can cut, as a
// phone's Wi-Fi drops: every connection through it closed, and new ones
// closed at once, until it is joined again.
type cable struct {
	ln  net.Listener
	mu  sync.Mutex
	off bool
	all map[net.Conn]bool
}

func newCable(t *testing.T, to string) *cable {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	c := &cable{ln: ln, all: map[net.Conn]bool{}}
	t.Cleanup(func() { ln.Close(); c.cut(true) })
	go func() {
		for {
			in, err := ln.Accept()
			if err != nil {
				return
			}
			c.mu.Lock()
			if c.off {
				c.mu.Unlock()
				in.Close()
				continue
			}
			out, err := net.Dial("tcp", to)
			if err != nil {
				c.mu.Unlock()
				in.Close()
				continue
			}
			c.all[in], c.all[out] = true, true
			c.mu.Unlock()
			go func() { io.Copy(out, in); out.Close() }()
			go func() { io.Copy(in, out); in.Close() }()
		}
	}()
	return c
}

func (c *cable) addr() string { return c.ln.Addr().String() }

// cut drops every connection and refuses new ones (off), or lets them
// through again.
func (c *cable) cut(off bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.off = off
	if off {
		for conn := range c.all {
			conn.Close()
		}
		clear(c.all)
	}
}
