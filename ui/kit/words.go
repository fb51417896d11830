package kit

import (
	"fmt"
	"time"
)

// Ago says how long before now t was, the way a player would: "2 hours
// ago". now is a parameter so that the words can be tested and a list
// drawn at one moment agrees with itself.
func Ago(t, now time.Time) string {
	d := now.Sub(t)
	switch {
	case d < time.Minute:
		return "just now"
	case d < time.Hour:
		return Plural(int(d/time.Minute), "minute") + " ago"
	case d < 24*time.Hour:
		return Plural(int(d/time.Hour), "hour") + " ago"
	case d < 48*time.Hour:
		return "yesterday"
	case d < 14*24*time.Hour:
		return Plural(int(d/(24*time.Hour)), "day") + " ago"
	}
	return t.Local().Format("2 Jan 2006")
}

// Plural counts word: "1 day", "3 days". Only regular plurals: the words
// the app counts are its own.
func Plural(n int, word string) string {
	if n == 1 || n == -1 {
		return fmt.Sprintf("%d %s", n, word)
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// Labels is the label of each of items, in their order: the rows a choice
// or a picker shows for them.
func Labels[T any](items []T, label func(T) string) []string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = label(it)
	}
	return out
}
