package uitest

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"tableside/ui/kit/kittest"
)

// A tap on a choice must leave every other tappable above or beside it
// where it was: a row that grows, a line that appears, pushes only what
// lies below, so the next tap lands where the player aimed.

// placed is a tappable's place in its scroll's content (or on the
// window, outside any scroll), so that a scroll made to reach a choice
// is not taken for a move.
type placed struct {
	at   kittest.Rect
	what string
}

// places lists the tappables on the screen with their places.
func (tb *Table) places() map[fyne.CanvasObject]placed {
	all := tb.spots()
	where := map[fyne.CanvasObject]kittest.Rect{}
	for _, s := range all {
		where[s.Obj] = s.At
	}
	out := map[fyne.CanvasObject]placed{}
	for _, s := range all {
		if !tappable(s.Obj) || strings.HasPrefix(fmt.Sprintf("%T", s.Obj), "*widget.scrollBar") {
			continue
		}
		at := s.At
		if n := len(s.Scrolls); n > 0 {
			sc := s.Scrolls[n-1]
			o := where[sc]
			dx, dy := sc.Offset.X-o.X0, sc.Offset.Y-o.Y0
			at = kittest.Rect{X0: at.X0 + dx, Y0: at.Y0 + dy, X1: at.X1 + dx, Y1: at.Y1 + dy}
		}
		out[s.Obj] = placed{at, Name(s.Obj)}
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
			if done[Name(s.Obj)] || !choice(s.Obj) || skip(s.Obj) {
				continue
			}
			next = s.Obj
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
			if !ok || o == next || was.at.Y0 >= tapped.at.Y1-0.5 {
				continue // gone, the one tapped, or below it
			}
			if d := max(abs(now.at.X0-was.at.X0), abs(now.at.Y0-was.at.Y0), abs(now.at.X1-was.at.X1), abs(now.at.Y1-was.at.Y1)); d > 0.5 {
				tb.T.Errorf("%s: a tap on %s moved %s from %.0f,%.0f-%.0f,%.0f to %.0f,%.0f-%.0f,%.0f",
					where, tapped.what, was.what, was.at.X0, was.at.Y0, was.at.X1, was.at.Y1, now.at.X0, now.at.Y0, now.at.X1, now.at.Y1)
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
