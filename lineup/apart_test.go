package lineup

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// gameRoot is the folder under tracker/ that holds the game's rules and
// everything that is its own (valor's book and Labyrinth under
// tracker/valor): "tracker/valor".
func gameRoot(e Entry) string {
	rel := strings.TrimPrefix(reflect.TypeOf(e.Game()).PkgPath(), "tableside/")
	parts := strings.Split(rel, "/")
	return parts[0] + "/" + parts[1]
}

// TestGamesStandApart: no file of a game's tracker packages, tests
// included, imports another game's: each game's rules and planners stand
// on package tracker alone, so one can be read, changed or removed without
// the others (`tableside plan` dispatches between them in package
// plancmd).
func TestGamesStandApart(t *testing.T) {
	roots := map[string]bool{}
	for _, e := range Games() {
		if r := gameRoot(e); !strings.HasPrefix(r, "tracker/") {
			t.Fatalf("%s's rules are in %s, not under tracker/", e.Game().ID(), r)
		} else {
			roots[r] = true
		}
	}
	if len(roots) < 4 {
		t.Fatalf("the games' folders: %v", roots)
	}
	files := 0
	for root := range roots {
		err := filepath.WalkDir(filepath.Join("..", root), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
				return err
			}
			f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
			if err != nil {
				return err
			}
			files++
			for _, imp := range f.Imports {
				p, _ := strconv.Unquote(imp.Path.Value)
				for other := range roots {
					if other != root && (p == "tableside/"+other || strings.HasPrefix(p, "tableside/"+other+"/")) {
						t.Errorf("%s imports %s: one game's package imports another's", path, p)
					}
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if files < 100 {
		t.Fatalf("only %d files read", files)
	}
}
