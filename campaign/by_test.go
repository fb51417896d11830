package campaign

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// TestDoByKeepsWho: an action a guest gave keeps the guest's name through
// History, undo and redo, and an export and import; the holder's own
// actions have none; a name that is not one is refused and writes nothing.
func TestDoByKeepsWho(t *testing.T) {
	s, _, ss := played(t, "Friday", 2)
	ss, e, err := s.DoBy(ss.ID, add(t, 3), "  Ana  ")
	if err != nil || e.By != "Ana" || count(t, ss.State) != 5 {
		t.Fatalf("DoBy: %+v %v", e, err)
	}
	before := rowCounts(t, s)
	if _, _, err := s.DoBy(ss.ID, add(t, 1), "Ana\nBo"); err == nil || !strings.Contains(err.Error(), "one line") {
		t.Fatalf("a name on two lines: %v", err)
	}
	if after := rowCounts(t, s); fmt.Sprint(after) != fmt.Sprint(before) {
		t.Fatalf("a refused name wrote rows: %v -> %v", before, after)
	}
	byOf := func(s *Store, id int64) string {
		t.Helper()
		h, err := s.History(id, 0)
		if err != nil {
			t.Fatal(err)
		}
		var out []string
		for _, e := range h {
			out = append(out, e.Words+"|"+e.By)
		}
		return strings.Join(out, ",")
	}
	want := "2 -> 5|Ana,0 -> 2|"
	if got := byOf(s, ss.ID); got != want {
		t.Fatalf("History %s, want %s", got, want)
	}
	if ss, err = s.Undo(ss.ID); err != nil || count(t, ss.State) != 2 {
		t.Fatalf("undo: %v", err)
	}
	if ss, err = s.Redo(ss.ID); err != nil || count(t, ss.State) != 5 {
		t.Fatalf("redo: %v", err)
	}
	file := export(t, s, ss.CampaignID)
	if !strings.Contains(string(file), `"by": "Ana"`) {
		t.Fatalf("the export leaves out who:\n%s", file)
	}
	fresh, _ := newStore(t)
	copied := importBytes(t, fresh, file)
	last, _, _ := fresh.LastSession(copied.ID)
	if got := byOf(fresh, last.ID); got != want {
		t.Fatalf("imported History %s, want %s", got, want)
	}
}

// TestImportRefusesABadBy: a file whose "by" is not a name is refused in
// words and imports nothing.
func TestImportRefusesABadBy(t *testing.T) {
	s, _ := newStore(t)
	var f exportFile
	if err := json.Unmarshal(addsFile(t, 2, 0), &f); err != nil {
		t.Fatal(err)
	}
	f.Sessions[0].Log[1].By = strings.Repeat("x", MaxNameLen+1)
	file, _ := json.Marshal(f)
	before := rowCounts(t, s)
	if _, err := s.Import(bytes.NewReader(file)); err == nil || !strings.Contains(err.Error(), "action 2") || !strings.Contains(err.Error(), "at most") {
		t.Fatalf("a name too long: %v", err)
	}
	if after := rowCounts(t, s); fmt.Sprint(after) != fmt.Sprint(before) {
		t.Fatalf("a refused file wrote rows: %v -> %v", before, after)
	}
}
