package tracker

import (
	"strings"
	"testing"
)

func TestCheckTyped(t *testing.T) {
	for _, c := range []struct {
		text     string
		required bool
		want     string // in the error; "" for none
	}{
		{"Rowan", true, ""},
		{"", false, ""},
		{"  ", true, "The name is empty; type a name"},
		{strings.Repeat("x", 11), false, "The name is 11 characters long; keep it under 10"},
		{"\xff", false, "cannot be shown"},
	} {
		err := CheckTyped("The name", c.text, c.required, 10, "type a name")
		if (err == nil) != (c.want == "") || err != nil && !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.text, err, c.want)
		}
	}
}
