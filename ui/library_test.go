package ui

import (
	"strings"
	"testing"

	"tableside/campaign"
)

func TestLibrarySummary(t *testing.T) {
	for _, tc := range []struct {
		r    campaign.LibraryResult
		want string
	}{
		{campaign.LibraryResult{Added: 12, Same: 3, KeptMine: 1}, "12 cards added, 3 already here, 1 kept yours."},
		{campaign.LibraryResult{Added: 1}, "1 card added."},
		{campaign.LibraryResult{Same: 2, TookTheirs: 1}, "2 already here, 1 replaced by the file's."},
		{campaign.LibraryResult{}, "The file held no cards."},
	} {
		if got := LibrarySummary(tc.r); got != tc.want {
			t.Errorf("%+v: %q, want %q", tc.r, got, tc.want)
		}
	}
}

// TestJSONLines: a game that does not describe its cards still shows each
// field on a line, in the file's order.
func TestJSONLines(t *testing.T) {
	got := strings.Join(jsonLines([]byte(`{"name":"Imp","actions":2,"dice":[1,2]}`)), " | ")
	if want := "name: Imp | actions: 2 | dice: [1,2]"; got != want {
		t.Fatalf("%q, want %q", got, want)
	}
	if got := jsonLines([]byte(`[1]`)); len(got) != 1 || got[0] != "[1]" {
		t.Fatalf("not an object: %q", got)
	}
}
