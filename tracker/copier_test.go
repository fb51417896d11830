package tracker

import (
	"encoding/json"
	"reflect"
	"testing"
)

// node contains itself, through a pointer and a slice, as a map of rooms
// or a tree of choices might.
type node struct {
	Name     string          `json:"name"`
	Next     *node           `json:"next,omitempty"`
	Kids     []node          `json:"kids,omitempty"`
	Grid     [2][2]int       `json:"grid"`
	Tags     map[string]node `json:"tags,omitempty"`
	Any      any             `json:"any,omitempty"`
	Scratch  []int           `json:"-"`
	internal int
}

// roundTrip is what the store would keep of v: the copy a Copier must
// equal.
func roundTrip[T any](t *testing.T, v T) T {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out T
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestCopierMatchesJSON: the planned copy gives what a JSON round trip
// gives, shares nothing with the original, and leaves out what a saved
// state leaves out.
func TestCopierMatchesJSON(t *testing.T) {
	v := node{
		Name: "hall", Next: &node{Name: "crypt", Kids: []node{{Name: "niche"}}},
		Kids:    []node{{Name: "door", Next: &node{Name: "yard"}}},
		Grid:    [2][2]int{{1, 2}, {3, 4}},
		Tags:    map[string]node{"k": {Name: "key", Kids: []node{{}}}},
		Any:     []any{map[string]any{"a": 1.0}},
		Scratch: []int{7}, internal: 9,
	}
	want := roundTrip(t, v)
	got, err := NewCopier[node]().Clone(v)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Copier gave\n%+v\nJSON gave\n%+v", got, want)
	}
	if got.Scratch != nil || got.internal != 0 {
		t.Fatalf("a field the saved state leaves out was copied: %+v", got)
	}
	got.Next.Kids[0].Name, got.Kids[0].Next.Name = "x", "x"
	got.Tags["k"].Kids[0].Name = "x"
	got.Any.([]any)[0].(map[string]any)["a"] = 2.0
	if v.Next.Kids[0].Name != "niche" || v.Kids[0].Next.Name != "yard" || v.Tags["k"].Kids[0].Name != "" ||
		v.Any.([]any)[0].(map[string]any)["a"] != 1.0 {
		t.Fatalf("the copy shares memory with the original: %+v", v)
	}
}

func TestCopierRefusesWhatCannotBeSaved(t *testing.T) {
	type withChan struct{ C chan int }
	if _, err := NewCopier[withChan]().Clone(withChan{}); err == nil {
		t.Fatal("a channel was copied")
	}
	// A value of such a type that is not there is no trouble, as in JSON.
	type maybe struct{ P *withChan }
	if _, err := NewCopier[maybe]().Clone(maybe{}); err != nil {
		t.Fatal(err)
	}
}

func BenchmarkCopier(b *testing.B) {
	v := node{Name: "hall", Kids: make([]node, 50), Grid: [2][2]int{{1, 2}, {3, 4}}}
	c := NewCopier[node]()
	for range b.N {
		if _, err := c.Clone(v); err != nil {
			b.Fatal(err)
		}
	}
}

// room has no unexported field, so the Copier moves it whole and then
// mends what must not be shared or saved.
type room struct {
	Name    string         `json:"name"`
	Doors   []int          `json:"doors"`
	Deep    *room          `json:"deep,omitempty"`
	Marks   map[string]int `json:"marks,omitempty"`
	Scratch []int          `json:"-"`
	Count   int            `json:"count"`
}

func TestCopierMovesWholeAndMends(t *testing.T) {
	v := room{Name: "hall", Doors: []int{1, 2}, Deep: &room{Name: "pit", Doors: []int{3}},
		Marks: map[string]int{"x": 1}, Scratch: []int{9}, Count: 4}
	got, err := NewCopier[room]().Clone(v)
	if err != nil {
		t.Fatal(err)
	}
	want := roundTrip(t, v)
	if !reflect.DeepEqual(got, want) || got.Scratch != nil {
		t.Fatalf("Copier gave %+v, JSON %+v", got, want)
	}
	got.Doors[0], got.Deep.Doors[0], got.Marks["x"] = 7, 7, 7
	if v.Doors[0] != 1 || v.Deep.Doors[0] != 3 || v.Marks["x"] != 1 {
		t.Fatalf("the copy shares memory with the original: %+v", v)
	}
}
