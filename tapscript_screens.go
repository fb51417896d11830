//go:build screens

package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// A build for screenshots only (`go build -tags screens`): --tap LABEL,
// repeated, taps the button whose label starts with LABEL ("☰" or "⋮" for a
// menu button) once the window is up, so scripts/screenshot.sh can reach a screen deep inside the app
// in a real window; "↓LABEL" scrolls that button, or the words starting
// with LABEL, to the top of its scroll instead of tapping it. Kept out of the player's binary: it walks the widget
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
			// scripts/scenes.sh sizes the window 1.5 s after it appears:
			// taps before that would be drawn again for the new size (a
			// phone's layout turning a tablet's loses its scroll).
			time.Sleep(3 * time.Second)
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
			if rest, ok := strings.CutPrefix(label, "↓"); ok {
				found <- scrollTo(root, rest, nil)
				return
			}
			found <- tapIn(root, label)
		})
		if <-found {
			return true
		}
		time.Sleep(200 * time.Millisecond)
	}
	return false
}

// matches reports whether button b is the one label names: its text starts
// with label, or b is an icon-only button and label is "☰" (the play
// screen's menu) or "⋮" (a campaign's).
func matches(b *widget.Button, label string) bool {
	icon := map[string]fyne.Resource{"☰": theme.MenuIcon(), "⋮": theme.MoreVerticalIcon()}[label]
	if icon != nil {
		return b.Text == "" && b.Icon != nil && b.Icon.Name() == icon.Name()
	}
	return strings.HasPrefix(b.Text, label)
}

// tapIn taps the first visible, enabled button under o that label names,
// walking the renderers the window already drew with: test.LaidOutObjects
// would make new ones, and a label changed later would then draw its old
// words on the real window.
func tapIn(o fyne.CanvasObject, label string) bool {
	if o == nil || !o.Visible() {
		return false
	}
	if b, ok := o.(*widget.Button); ok && matches(b, label) && !b.Disabled() {
		b.Tapped(&fyne.PointEvent{})
		return true
	}
	var children []fyne.CanvasObject
	switch c := o.(type) {
	case fyne.Widget:
		children = test.WidgetRenderer(c).Objects()
	case *fyne.Container:
		children = c.Objects
	}
	for _, child := range children {
		if tapIn(child, label) {
			return true
		}
	}
	return false
}

// scrollTo scrolls the first visible button under o that label names to
// the top of the scroll holding it; path is the objects above o, outermost
// first.
func scrollTo(o fyne.CanvasObject, label string, path []fyne.CanvasObject) bool {
	if o == nil || !o.Visible() {
		return false
	}
	b, isButton := o.(*widget.Button)
	l, isLabel := o.(*widget.Label)
	if isButton && matches(b, label) || isLabel && strings.HasPrefix(l.Text, label) {
		// The button's or words' place inside the nearest scroll's content.
		y := float32(0)
		for i := len(path) - 1; i >= 0; i-- {
			y += o.Position().Y
			if sc, ok := path[i].(*container.Scroll); ok {
				sc.ScrollToOffset(fyne.NewPos(0, max(0, y-60)))
				return true
			}
			o = path[i]
		}
		return false
	}
	var children []fyne.CanvasObject
	switch c := o.(type) {
	case *container.Scroll:
		children = []fyne.CanvasObject{c.Content}
	case fyne.Widget:
		children = test.WidgetRenderer(c).Objects()
	case *fyne.Container:
		children = c.Objects
	}
	for _, child := range children {
		if scrollTo(child, label, append(path, o)) {
			return true
		}
	}
	return false
}
