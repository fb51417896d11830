package kit_test

import (
	"testing"
	"time"

	"tableside/ui/kit"
)

func TestAgo(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 22, 20, 0, 0, 0, time.Local)
	tests := []struct {
		before time.Duration
		want   string
	}{
		{0, "just now"},
		{-time.Hour, "just now"}, // a clock set back says nothing strange
		{59 * time.Second, "just now"},
		{time.Minute, "1 minute ago"},
		{45 * time.Minute, "45 minutes ago"},
		{2 * time.Hour, "2 hours ago"},
		{30 * time.Hour, "yesterday"},
		{3 * 24 * time.Hour, "3 days ago"},
		{13 * 24 * time.Hour, "13 days ago"},
		{20 * 24 * time.Hour, "2 Nov 2026"},
	}
	for _, tt := range tests {
		if got := kit.Ago(now.Add(-tt.before), now); got != tt.want {
			t.Errorf("Ago(now-%v) = %q, want %q", tt.before, got, tt.want)
		}
	}
}

func TestPlural(t *testing.T) {
	t.Parallel()
	for n, want := range map[int]string{0: "0 cards", 1: "1 card", 2: "2 cards", 12: "12 cards"} {
		if got := kit.Plural(n, "card"); got != want {
			t.Errorf("Plural(%d) = %q, want %q", n, got, want)
		}
	}
}
