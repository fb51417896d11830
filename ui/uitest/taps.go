package uitest

import (
	"fmt"
	"os"
	"runtime"
	"strings"

	"fyne.io/fyne/v2"
)

// Taps counts what the players do in a flow through the real widgets, as
// every game's tap budgets count it (issue 14): a tap is one, a typed
// field one, a choice list two (the tap that opens it and the pick), a
// number on the pad its digits and OK. Every tap goes through Reach, so
// each is one a player could make. Each count goes to the part of the flow
// under way (In), for the breakdown Report logs; the drags that brought a
// target into view (Table.Scrolls) are logged beside the taps, by part,
// and are not in the budget.
//
// A game's tests count their own kinds of tap (a map's region, a row of
// dice) by embedding Taps and calling Add.
type Taps struct {
	tb   *Table
	part string
	n    int
	by   map[string]int
	keep []string // the parts, in the order first met
	// seen is Table.Scrolls when the last tap was counted: the scrolls
	// since then brought that tap's target into view.
	seen     int
	scrolls  int
	scrolled map[string]int
}

// CountTaps starts counting taps on tb.
func (tb *Table) CountTaps() *Taps {
	return &Taps{tb: tb, by: map[string]int{}, scrolled: map[string]int{}, seen: tb.Scrolls}
}

// In starts a part of the flow: the taps after it count to part.
func (c *Taps) In(part string) { c.part = part }

// N is how many taps were counted.
func (c *Taps) N() int { return c.n }

// Of is how many taps were counted to part.
func (c *Taps) Of(part string) int { return c.by[part] }

// Add counts n taps made in a way Taps does not know (a game's own
// widget), to the part under way.
func (c *Taps) Add(n int) {
	if os.Getenv("TAPLOG") != "" { // where each tap is, to find the next cut
		c.tb.T.Logf("tap %s part %s", caller(), c.part)
	}
	if _, ok := c.by[c.part]; !ok {
		c.keep = append(c.keep, c.part)
	}
	c.by[c.part] += n
	c.n += n
	if d := c.tb.Scrolls - c.seen; d > 0 {
		c.scrolled[c.part] += d
		c.scrolls += d
	}
	c.seen = c.tb.Scrolls
}

// caller is the file and line of the test code that counted a tap: the
// first caller outside this file.
func caller() string {
	for i := 2; ; i++ {
		_, file, line, ok := runtime.Caller(i)
		if !ok {
			return "?"
		}
		if !strings.HasSuffix(file, "/uitest/taps.go") {
			return fmt.Sprintf("%s:%d", file[strings.LastIndex(file, "/")+1:], line)
		}
	}
}

// Tap taps the button whose label starts with prefix (Table.Tap): one.
func (c *Taps) Tap(prefix string) {
	c.tb.T.Helper()
	c.tb.Tap(prefix)
	c.Add(1)
}

// TapNth taps the i-th button (from 0, in screen order) whose label starts
// with prefix: one.
func (c *Taps) TapNth(prefix string, i int) {
	c.tb.T.Helper()
	bs := c.tb.Buttons(prefix)
	if i >= len(bs) {
		c.tb.T.Fatalf("only %d buttons %q on screen", len(bs), prefix)
	}
	c.TapObject(bs[i])
}

// TapObject taps o as a player would (Table.TapObject): one.
func (c *Taps) TapObject(o fyne.Tappable) {
	c.tb.T.Helper()
	c.tb.TapObject(o)
	c.Add(1)
}

// TypeIn types text into the i-th field with the placeholder: one.
func (c *Taps) TypeIn(placeholder string, i int, text string) {
	c.tb.T.Helper()
	es := c.tb.Entries(placeholder)
	if i >= len(es) {
		c.tb.T.Fatalf("only %d fields %q on screen", len(es), placeholder)
	}
	c.tb.Reach(es[i])
	TypeInto(es[i], text)
	c.Add(1)
}

// Choose picks option in the list open on screen (Table.Choose): one, the
// pick; the tap that opened the list is the other of a list's two.
func (c *Taps) Choose(option string) {
	c.tb.T.Helper()
	c.tb.Choose(option)
	c.Add(1)
}

// PickGame picks the game in the New campaign sheet: a tap on its row,
// counted two as every choice list is (issue 14), though the sheet shows
// the list open.
func (c *Taps) PickGame(title string) {
	c.tb.T.Helper()
	for _, b := range c.tb.Buttons(title) {
		c.tb.TapObject(b)
		c.Add(2)
		return
	}
	c.tb.T.Fatalf("New campaign does not offer %q:\n%s", title, c.tb.Texts())
}

// Keys types digits on the open number pad, then OK: a tap each. The pad
// closes only on OK or Cancel, so no tap meant for it lands on the screen
// beneath (issue 24).
func (c *Taps) Keys(digits string) {
	c.tb.T.Helper()
	pad := c.tb.Win.Canvas().Overlays().Top()
	for _, d := range digits {
		c.Tap(string(d))
	}
	if c.tb.Win.Canvas().Overlays().Top() != pad {
		c.tb.T.Fatalf("the pad closed by itself after %q", digits)
	}
	c.Tap("OK")
}

// Report logs the count with its breakdown by part, and the scrolls
// beside, and fails the test past budget.
func (c *Taps) Report(budget int) {
	c.tb.T.Helper()
	parts := make([]string, 0, len(c.keep))
	var where []string
	for _, p := range c.keep {
		parts = append(parts, fmt.Sprintf("%s %d", p, c.by[p]))
		if n := c.scrolled[p]; n > 0 {
			where = append(where, fmt.Sprintf("%s %d", p, n))
		}
	}
	if len(c.keep) == 1 && c.keep[0] == "" { // a flow of one part
		parts, where = nil, nil
	}
	c.tb.T.Logf("taps: %d%s", c.n, breakdown(parts))
	if c.scrolls > 0 {
		c.tb.T.Logf("scrolls besides, to bring a target into view: %d%s", c.scrolls, breakdown(where))
	}
	if c.n > budget {
		c.tb.T.Errorf("%d taps, over the budget of %d", c.n, budget)
	}
}

// breakdown is the parts' counts in brackets, or "" for none.
func breakdown(parts []string) string {
	if len(parts) == 0 {
		return ""
	}
	return " (" + strings.Join(parts, ", ") + ")"
}
