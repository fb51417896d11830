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
		{"draw top", func(p *Pile[string]) any { c, _ := p.DrawTop(); return c }, Pile[string]{"b", "c", "d"}, "a"},
		{"draw bottom (000 L186)", func(p *Pile[string]) any { c, _ := p.DrawBottom(); return c }, Pile[string]{"a", "b", "c"}, "d"},
		{"draw 2", func(p *Pile[string]) any { return p.Draw(2) }, Pile[string]{"c", "d"}, []string{"a", "b"}},
		{"draw more than held", func(p *Pile[string]) any { return p.Draw(9) }, nil, []string{"a", "b", "c", "d"}},
		{"draw none", func(p *Pile[string]) any { return len(p.Draw(-1)) }, Pile[string]{"a", "b", "c", "d"}, 0},
		{"set aside the third", func(p *Pile[string]) any { c, _ := p.Take(2); return c }, Pile[string]{"a", "b", "d"}, "c"},
		{"take outside", func(p *Pile[string]) any { _, ok := p.Take(4); return ok }, Pile[string]{"a", "b", "c", "d"}, false},
		{"put on top", func(p *Pile[string]) any { p.PutTop("x", "y"); return nil }, Pile[string]{"x", "y", "a", "b", "c", "d"}, nil},
		{"put at the bottom", func(p *Pile[string]) any { p.PutBottom("x", "y"); return nil }, Pile[string]{"a", "b", "c", "d", "x", "y"}, nil},
		{"put back second", func(p *Pile[string]) any { return p.Insert(1, "x") }, Pile[string]{"a", "x", "b", "c", "d"}, true},
		{"put back under all", func(p *Pile[string]) any { return p.Insert(4, "x") }, Pile[string]{"a", "b", "c", "d", "x"}, true},
		{"put back outside", func(p *Pile[string]) any { return p.Insert(5, "x") }, Pile[string]{"a", "b", "c", "d"}, false},
		{"top", func(p *Pile[string]) any { c, _ := p.Top(); return c }, Pile[string]{"a", "b", "c", "d"}, "a"},
		{"bottom", func(p *Pile[string]) any { c, _ := p.Bottom(); return c }, Pile[string]{"a", "b", "c", "d"}, "d"},
		{"index", func(p *Pile[string]) any { return p.Index(func(c string) bool { return c == "c" }) }, Pile[string]{"a", "b", "c", "d"}, 2},
		{"index none", func(p *Pile[string]) any { return p.Index(func(c string) bool { return c == "z" }) }, Pile[string]{"a", "b", "c", "d"}, -1},
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
	if _, ok := p.DrawTop(); ok {
		t.Error("drew from an empty pile")
	}
	if _, ok := p.DrawBottom(); ok {
		t.Error("drew the bottom of an empty pile")
	}
	if _, ok := p.Top(); ok {
		t.Error("an empty pile has a top")
	}
	r := tracker.NewRand(1)
	if _, ok := p.TakeRandom(&r); ok || r.State != 1 {
		t.Errorf("took from an empty pile, or the source moved (%d)", r.State)
	}
	p.PutTop(1)
	p.DrawTop()
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

// A shuffle is a permutation, repeats from the same seed and moves the
// source, which lives in the state.
func TestShuffleIsSeeded(t *testing.T) {
	deal := func(seed uint64) (Pile[int], tracker.Rand) {
		p := Pile[int]{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
		r := tracker.NewRand(seed)
		p.Shuffle(&r)
		return p, r
	}
	a, ra := deal(7)
	b, rb := deal(7)
	c, _ := deal(8)
	if !reflect.DeepEqual(a, b) || ra != rb {
		t.Fatalf("the same seed shuffled %v and %v", a, b)
	}
	if reflect.DeepEqual(a, c) {
		t.Errorf("seeds 7 and 8 shuffled alike: %v", a)
	}
	seen := map[int]bool{}
	for _, n := range a {
		seen[n] = true
	}
	if len(seen) != 10 || ra.State == 7 {
		t.Errorf("shuffle lost cards (%v) or left the source (%d)", a, ra.State)
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

func TestDeck(t *testing.T) {
	r := tracker.NewRand(5)
	d := NewDeck([]string{"a", "b", "c"}, &r)
	if d.Len() != 3 || d.Draw.Len() != 3 {
		t.Fatalf("a new deck %+v", d)
	}
	x, _ := d.DrawTop(&r)
	d.Discard(x)
	y, _ := d.DrawBottom(&r)
	d.Discard(y)
	if !d.SetAside(0) || d.SetAside(0) {
		t.Fatalf("set aside: %+v", d)
	}
	if d.Draw.Len() != 0 || d.Discards.Len() != 2 || d.Aside.Len() != 1 || d.Len() != 3 {
		t.Fatalf("after drawing, discarding and setting aside: %+v", d)
	}
	// 000 L1050: a deck that runs out is made again from its discards.
	if _, ok := d.DrawTop(&r); !ok || d.Discards.Len() != 0 || d.Draw.Len() != 1 {
		t.Fatalf("no reshuffle when the draw pile ran out: %+v", d)
	}
	if !d.PutBack(0, true) || d.PutBack(0, false) || d.Draw.Len() != 2 {
		t.Fatalf("put back: %+v", d)
	}
	b, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	var back Deck[string]
	if err := json.Unmarshal(b, &back); err != nil || !reflect.DeepEqual(back, d) {
		t.Fatalf("JSON round trip %s: %+v %v", b, back, err)
	}
	var empty Deck[string]
	if _, ok := empty.DrawTop(&r); ok {
		t.Error("drew from an empty deck")
	}
}
