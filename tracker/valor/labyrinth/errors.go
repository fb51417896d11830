package labyrinth

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"tableside/tracker"
)

// FieldError is input the engine cannot use, its field named as the JSON
// form spells it ("map.regions[2][3].walls.north").
type FieldError = tracker.FieldError

func fieldf(field, format string, args ...any) *FieldError {
	return &FieldError{Field: field, Problem: fmt.Sprintf(format, args...)}
}

// bound is a number read from field and the range the rules allow it.
// say words the range, given lo and hi, when plain "lo to hi" says too
// little.
type bound struct {
	field     string
	v, lo, hi int
	say       string
}

// checkBounds refuses the first number outside its range, naming its
// field.
func checkBounds(bs ...bound) error {
	for _, b := range bs {
		if b.v < b.lo || b.v > b.hi {
			say := b.say
			if say == "" {
				say = "%d to %d"
			}
			return fieldf(b.field, say, b.lo, b.hi)
		}
	}
	return nil
}

// within puts a FieldError under its parent field; other errors pass.
func within(err error, parent string) error { return tracker.Within(err, parent) }

// unmarshalEnum reads a JSON string that must be one of allowed.
func unmarshalEnum[T ~string](b []byte, v *T, allowed ...T) error {
	var s string
	if err := json.Unmarshal(b, &s); err == nil {
		for _, a := range allowed {
			if T(s) == a {
				*v = a
				return nil
			}
		}
	}
	return errors.New(want(allowed))
}

func want[T ~string](allowed []T) string {
	q := make([]string, len(allowed))
	for i, a := range allowed {
		q[i] = fmt.Sprintf("%q", string(a))
	}
	if len(q) == 2 {
		return "want " + q[0] + " or " + q[1]
	}
	return "want one of " + strings.Join(q, ", ")
}

func oneOf[T ~string](v T, allowed ...T) bool {
	for _, a := range allowed {
		if v == a {
			return true
		}
	}
	return false
}
