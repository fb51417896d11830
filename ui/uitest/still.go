package uitest

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// A tap on a choice must leave every other tappable above or beside it
// where it was: a row that grows, a line that appears, pushes only what
// lies below, so the next tap lands where the player aimed.

// placed is a tappable's place in its scroll's content (or on the
// window, outside any scroll), so that a scroll made to reach a choice
// is not taken for a move.
type placed struct {
	at   area
	what string
}

// places lists the tappables on the screen with their places.
func (tb *Table) places() map[fyne.CanvasObject]placed {
	all := tb.spots()
	where := map[fyne.CanvasObject]area{}
	for _, s := range all {
		where[s.obj] = s.at
	}
	out := map[fyne.CanvasObject]placed{}
	for _, s := range all {
		if !tappable(s.obj) || strings.HasPrefix(fmt.Sprintf("%T", s.obj), "*widget.scrollBar") {
			continue
		}
		at := s.at
		if n := len(s.scrolls); n > 0 {
			sc := s.scrolls[n-1]
			o := where[sc]
			dx, dy := sc.Offset.X-o.x0, sc.Offset.Y-o.y0
			at = area{at.x0 + dx, at.y0 + dy, at.x1 + dx, at.y1 + dy}
		}
		out[s.obj] = placed{at, Name(s.obj)}
	}
	return out
}

// NothingMovesUnderTheFinger taps, one after the other, every enabled
// button and check box on the screen that keep, as far as skip allows
// (skip returns true for a button or box not to tap: one that leaves the
// screen, saves, or opens a pad), and fails for every other tappable above
// or beside a tapped one that moved. A tap that opens a sheet has its
// sheet closed. A choice is tapped once for its words (the tenth "+ Novice"
// is as the first). It returns how many it tapped.
func (tb *Table) NothingMovesUnderTheFinger(where string, skip func(fyne.CanvasObject) bool) int {
	tb.T.Helper()
	screen := tb.Win.Content()
	done := map[string]bool{}
	n := 0
	for {
		if tb.Win.Canvas().Overlays().Top() != nil {
			tb.ClosePopups()
		}
		var next fyne.CanvasObject
		for _, s := range tb.spots() {
			if done[Name(s.obj)] || !choice(s.obj) || skip(s.obj) {
				continue
			}
			next = s.obj
			break
		}
		if next == nil {
			return n
		}
		done[Name(next)] = true
		if why := whyNot(next, tb.spots()); why != "" && why != "out of view" {
			continue
		}
		tb.Reach(next)
		before := tb.places()
		tapped := before[next]
		test.Tap(next.(fyne.Tappable))
		n++
		if tb.Win.Content() != screen {
			return n
		}
		if tb.Win.Canvas().Overlays().Top() != nil {
			continue // a sheet: what is under it is not under the finger
		}
		after := tb.places()
		for o, was := range before {
			now, ok := after[o]
			if !ok || o == next || was.at.y0 >= tapped.at.y1-0.5 {
				continue // gone, the one tapped, or below it
			}
			if d := max(abs(now.at.x0-was.at.x0), abs(now.at.y0-was.at.y0), abs(now.at.x1-was.at.x1), abs(now.at.y1-was.at.y1)); d > 0.5 {
				tb.T.Errorf("%s: a tap on %s moved %s from %.0f,%.0f-%.0f,%.0f to %.0f,%.0f-%.0f,%.0f",
					where, tapped.what, was.what, was.at.x0, was.at.y0, was.at.x1, was.at.y1, now.at.x0, now.at.y0, now.at.x1, now.at.y1)
			}
		}
	}
}

func abs(x float32) float32 { return max(x, -x) }

// choice is what NothingMovesUnderTheFinger taps: an enabled button, or
// a check box a player taps.
func choice(o fyne.CanvasObject) bool {
	switch w := o.(type) {
	case *widget.Button:
		return !w.Disabled()
	case *widget.Check:
		return !w.Disabled()
	case interface{ TouchLabel() string }:
		_, ok := o.(fyne.Tappable)
		return ok
	}
	return false
}
