package bookui

import "testing"

// TestBookDays: an Act's days say the year once when they share it; a
// date typed in another form is shown as typed.
func TestBookDays(t *testing.T) {
	for _, c := range []struct{ first, last, want string }{
		{"2026-11-12", "2026-11-12", "Thu 12 Nov 2026"},
		{"2026-11-12", "2026-11-19", "Thu 12 Nov to Thu 19 Nov 2026"},
		{"2026-12-31", "2027-01-07", "Thu 31 Dec 2026 to Thu 7 Jan 2027"},
		{"last week", "2026-11-19", "last week to Thu 19 Nov 2026"},
	} {
		if got := bookDays(c.first, c.last); got != c.want {
			t.Errorf("bookDays(%q, %q) = %q, want %q", c.first, c.last, got, c.want)
		}
	}
}
