//go:build screens

package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// A build for screenshots only (`go build -tags screens`): --tap LABEL,
// repeated, taps the button whose label starts with LABEL once the window
// is up, so scripts/screenshot.sh can reach a screen deep inside the app
// in a real window. Kept out of the player's binary: it walks the widget
// tree with Fyne's test helpers.

type tapList []string

func (l *tapList) String() string     { return strings.Join(*l, ", ") }
func (l *tapList) Set(s string) error { *l = append(*l, s); return nil }

func tapFlag() func(fyne.Window) {
	var taps tapList
	flag.Var(&taps, "tap", "after start, tap the button whose label starts with this (repeatable; screenshot builds only)")
	return func(w fyne.Window) {
		if len(taps) == 0 {
			return
		}
		go func() {
			for _, label := range taps {
				if !tapWhenShown(w, label) {
					fmt.Fprintf(os.Stderr, "tableside: no button %q appeared\n", label)
					return
				}
				time.Sleep(700 * time.Millisecond) // let the next screen settle
			}
			fmt.Fprintln(os.Stderr, "tableside: taps done")
		}()
	}
}

// tapWhenShown waits up to 10 s for the button on the top overlay, or on
// the screen when no overlay is open, and taps it on Fyne's goroutine.
func tapWhenShown(w fyne.Window, label string) bool {
	for range 50 {
		found := make(chan bool, 1)
		fyne.Do(func() {
			root := w.Content()
			if top := w.Canvas().Overlays().Top(); top != nil {
				root = top
			}
			for _, o := range test.LaidOutObjects(root) {
				if b, ok := o.(*widget.Button); ok && strings.HasPrefix(b.Text, label) && !b.Disabled() && b.Visible() {
					b.Tapped(&fyne.PointEvent{})
					found <- true
					return
				}
			}
			found <- false
		})
		if <-found {
			return true
		}
		time.Sleep(200 * time.Millisecond)
	}
	return false
}
