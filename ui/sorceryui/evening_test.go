package sorceryui

import "strings"

// notSee fails when the screen shows want.
func (tb *table) notSee(want string) {
	tb.T.Helper()
	if strings.Contains(tb.Texts(), want) {
		tb.T.Fatalf("screen shows %q; it should not:\n%s", want, tb.Texts())
	}
}
