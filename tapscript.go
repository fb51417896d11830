//go:build !screens

package main

import "fyne.io/fyne/v2"

// tapFlag is a no-op in the player's build; see tapscript_screens.go.
func tapFlag() func(fyne.Window) { return func(fyne.Window) {} }
