package campaign

import "testing"

// TestRevRisesWithEveryWrite: Share table orders its updates by Rev, so
// an undo must raise it too, though it goes back to an older state.
func TestRevRisesWithEveryWrite(t *testing.T) {
	s, _, ss := played(t, "Rev")
	revs := []int64{ss.Rev()}
	ss = do(t, s, ss.ID, 1)
	revs = append(revs, ss.Rev())
	for _, move := range []func(int64) (Session, error){s.Undo, s.Redo} {
		next, err := move(ss.ID)
		if err != nil {
			t.Fatal(err)
		}
		revs = append(revs, next.Rev())
	}
	read, err := s.Session(ss.ID)
	if err != nil {
		t.Fatal(err)
	}
	revs = append(revs, read.Rev())
	for i := 1; i < len(revs)-1; i++ {
		if revs[i] <= revs[i-1] {
			t.Fatalf("revisions %v: each write must raise it", revs)
		}
	}
	if revs[len(revs)-1] != revs[len(revs)-2] {
		t.Fatalf("a read keeps the revision: %v", revs)
	}
}
