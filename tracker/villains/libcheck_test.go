package villains

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestCheckCard: a library file's Villain board is taken when the editor
// could have saved it, and refused in words when not.
func TestCheckCard(t *testing.T) {
	v := testVillain("The Baron")
	good, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if err := (Game{}).CheckCard(LibraryKind, v.Name, good); err != nil {
		t.Fatalf("a good board refused: %v", err)
	}
	noObjective := v
	noObjective.Objective = ""
	broken, _ := json.Marshal(noObjective)
	for _, tc := range []struct {
		what, kind, name string
		data             []byte
		want             string
	}{
		{"a board the rules refuse", LibraryKind, v.Name, broken, "no objective"},
		{"a name the details do not share", LibraryKind, "The Count", good, `name it "The Baron"`},
		{"a field no version wrote", LibraryKind, v.Name, []byte(`{"name":"The Baron","colour":"red"}`), "unknown field"},
		{"a kind this version does not know", "villains.hero", v.Name, good, "does not know the kind of card"},
	} {
		err := (Game{}).CheckCard(tc.kind, tc.name, tc.data)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error with %q", tc.what, err, tc.want)
		}
	}
}
