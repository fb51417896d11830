package decks

import (
	"encoding/json"
	"reflect"
	"testing"

	"tableside/tracker"
)

func TestPile(t *testing.T) {
	tests := []struct {
		name string
		do   func(p *Pile[string]) any
		want Pile[string]
		got  any
	}{
		{"set aside the third", func(p *Pile[string]) any { c, _ := p.Take(2); return c }, Pile[string]{"a", "b", "d"}, "c"},
		{"take outside", func(p *Pile[string]) any { _, ok := p.Take(4); return ok }, Pile[string]{"a", "b", "c", "d"}, false},
		{"put at the bottom", func(p *Pile[string]) any { p.PutBottom("x", "y"); return nil }, Pile[string]{"a", "b", "c", "d", "x", "y"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := Pile[string]{"a", "b", "c", "d"}
			got := tt.do(&p)
			if !reflect.DeepEqual(p, tt.want) {
				t.Errorf("pile %q, want %q", p, tt.want)
			}
			if !reflect.DeepEqual(got, tt.got) {
				t.Errorf("got %v, want %v", got, tt.got)
			}
		})
	}
}

func TestEmptyPile(t *testing.T) {
	var p Pile[int]
	if _, ok := p.Take(0); ok {
		t.Error("took from an empty pile")
	}
	r := tracker.NewRand(1)
	if _, ok := p.TakeRandom(&r); ok || r.State != 1 {
		t.Errorf("took from an empty pile, or the source moved (%d)", r.State)
	}
	p.PutBottom(1)
	p.Take(0)
	if p != nil {
		t.Errorf("an emptied pile is %#v, not nil", p)
	}
	b, _ := json.Marshal(struct {
		P Pile[int] `json:"p,omitempty"`
	}{p})
	if string(b) != "{}" {
		t.Errorf("an emptied pile encodes as %s", b)
	}
}

func TestTakeRandom(t *testing.T) {
	p := Pile[string]{"a", "b", "c"}
	r := tracker.NewRand(3)
	got := map[string]bool{}
	for range 3 {
		c, ok := p.TakeRandom(&r)
		if !ok || got[c] {
			t.Fatalf("took %q (%v) twice or not at all", c, ok)
		}
		got[c] = true
	}
	if p.Len() != 0 {
		t.Errorf("%d left", p.Len())
	}
}
