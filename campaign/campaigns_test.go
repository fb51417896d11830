package campaign

import (
	"errors"
	"strings"
	"testing"
)

func TestCampaignNames(t *testing.T) {
	s, _ := newStore(t)
	newCampaign(t, s, "Taken")
	cases := []struct {
		name, in, want, err string
	}{
		{"plain", "Tuesday group", "Tuesday group", ""},
		{"trimmed", "  \tFriday  ", "Friday", ""},
		{"80 letters", strings.Repeat("é", 80), strings.Repeat("é", 80), ""},
		{"81 letters", strings.Repeat("é", 81), "", "at most 80 letters"},
		{"empty", "", "", "Give the campaign a name"},
		{"only spaces", "   ", "", "Give the campaign a name"},
		{"two lines", "one\ntwo", "", "on one line"},
		{"not UTF-8", "bad \xff", "", "cannot be read"},
		{"taken", "Taken", "", "already a campaign called"},
		{"taken, other case", "TAKEN", "", "already a campaign called"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := rowCounts(t, s)
			got, err := s.CreateCampaign(c.in, "counter")
			if c.err != "" {
				wantErr(t, err, c.err)
				if after := rowCounts(t, s); !sameCounts(before, after) {
					t.Fatal("a refused name wrote rows")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got.Name != c.want {
				t.Fatalf("name %q, want %q", got.Name, c.want)
			}
			// A rename may change only the case of its own name.
			if err := s.RenameCampaign(got.ID, strings.ToUpper(c.in)); err != nil {
				t.Fatal(err)
			}
		})
	}
	if _, err := s.CreateCampaign("Chess night", "chess"); err == nil {
		t.Fatal("a game outside the catalog was accepted")
	}
}

func TestCampaignCRUD(t *testing.T) {
	s, _ := newStore(t)
	c := newCampaign(t, s, "First")
	if c.ID == 0 || c.Game != "counter" || c.Created.IsZero() || !c.LastPlayed.Equal(c.Created) {
		t.Fatalf("created %+v", c)
	}
	steps := []struct {
		name string
		op   func() error
		want string // the name Campaign reads back; "" means gone
		err  error
	}{
		{"rename", func() error { return s.RenameCampaign(c.ID, " Second ") }, "Second", nil},
		{"rename to the same name", func() error { return s.RenameCampaign(c.ID, "Second") }, "Second", nil},
		{"rename a missing one", func() error { return s.RenameCampaign(c.ID+99, "X") }, "Second", ErrNotFound},
		{"delete", func() error { return s.DeleteCampaign(c.ID) }, "", nil},
		{"delete again", func() error { return s.DeleteCampaign(c.ID) }, "", ErrNotFound},
	}
	for _, st := range steps {
		err := st.op()
		if !errors.Is(err, st.err) {
			t.Fatalf("%s: %v, want %v", st.name, err, st.err)
		}
		got, err := s.Campaign(c.ID)
		if st.want == "" {
			if !errors.Is(err, ErrNotFound) {
				t.Fatalf("%s: Campaign gave %+v, %v; want ErrNotFound", st.name, got, err)
			}
			continue
		}
		if err != nil || got.Name != st.want {
			t.Fatalf("%s: %+v, %v; want name %q", st.name, got, err, st.want)
		}
	}
}

func TestCampaignsNewestFirst(t *testing.T) {
	s, _ := newStore(t)
	a := newCampaign(t, s, "A")
	b := newCampaign(t, s, "B")
	c := newCampaign(t, s, "C")
	order := func() string {
		t.Helper()
		list, err := s.Campaigns()
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, x := range list {
			names = append(names, x.Name)
		}
		return strings.Join(names, "")
	}
	if got := order(); got != "CBA" {
		t.Fatalf("fresh: %s, want CBA", got)
	}
	sa := newSession(t, s, a.ID) // starting a session counts as playing
	if got := order(); got != "ACB" {
		t.Fatalf("after a session of A: %s, want ACB", got)
	}
	sb := newSession(t, s, b.ID)
	do(t, s, sa.ID, 1)
	if got := order(); got != "ABC" {
		t.Fatalf("after playing A: %s, want ABC", got)
	}
	do(t, s, sb.ID, 1)
	if _, err := s.Undo(sb.ID); err != nil {
		t.Fatal(err)
	}
	if got := order(); got != "BAC" {
		t.Fatalf("after undo in B: %s, want BAC", got)
	}
	if err := s.RenameCampaign(c.ID, "Z"); err != nil {
		t.Fatal(err)
	}
	if got := order(); got != "BAZ" {
		t.Fatalf("a rename is not play: %s, want BAZ", got)
	}
}

func TestCampaignCounts(t *testing.T) {
	s, _ := newStore(t)
	c := newCampaign(t, s, "Counted")
	s1 := newSession(t, s, c.ID)
	s2 := newSession(t, s, c.ID)
	do(t, s, s1.ID, 1, 1, 1)
	do(t, s, s2.ID, 1, 1)
	if _, err := s.Undo(s2.ID); err != nil {
		t.Fatal(err)
	}
	got, err := s.Campaign(c.ID)
	if err != nil {
		t.Fatal(err)
	}
	if got.Sessions != 2 || got.Actions != 4 {
		t.Fatalf("%d sessions, %d actions; want 2 and 4 (the undone one not counted)", got.Sessions, got.Actions)
	}
	list, _ := s.Campaigns()
	if len(list) != 1 || list[0] != got {
		t.Fatalf("Campaigns %+v differs from Campaign %+v", list, got)
	}
}

func TestDeleteCampaignCascades(t *testing.T) {
	s, _ := newStore(t)
	gone := newCampaign(t, s, "Gone")
	kept := newCampaign(t, s, "Kept")
	for _, id := range []int64{gone.ID, gone.ID, kept.ID} {
		do(t, s, newSession(t, s, id).ID, 1, 2, 3)
	}
	if _, err := s.SaveCard(Card{Game: "counter", Kind: "minion", Name: "Imp"}); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteCampaign(gone.ID); err != nil {
		t.Fatal(err)
	}
	got := rowCounts(t, s)
	want := map[string]int{"campaigns": 1, "sessions": 1, "session_starts": 1, "log": 3, "snapshots": 0, "cards": 1, "settings": 0}
	if !sameCounts(got, want) {
		t.Fatalf("rows after delete: %v, want %v", got, want)
	}
	if _, ok, err := s.LastSession(gone.ID); ok || err != nil {
		t.Fatalf("a deleted campaign still has a session: %v, %v", ok, err)
	}
}

// TestUnreadableRowGivesNoList: a row the store cannot read fails the
// whole list, as before the lists shared eachRow, so the home screen, the
// earlier games and the library show no blank entry for it (a row read
// half before its error, or the rows before it).
func TestUnreadableRowGivesNoList(t *testing.T) {
	s, _, ss := played(t, "Readable", 1)
	newCampaign(t, s, "Unreadable")
	if _, err := s.SaveCard(Card{Game: "counter", Kind: "x", Name: "Bat", Data: []byte(`{}`)}); err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`UPDATE campaigns SET created = 'soon' WHERE name = 'Unreadable'`,
		`UPDATE sessions SET started = 'soon'`,
		`UPDATE cards SET updated = 'soon'`,
	} {
		if _, err := s.db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	if list, err := s.Campaigns(); err == nil || list != nil {
		t.Errorf("Campaigns: %+v, %v; want no list and an error", list, err)
	}
	if list, err := s.Games(ss.CampaignID); err == nil || list != nil {
		t.Errorf("Games: %+v, %v; want no list and an error", list, err)
	}
	if list, err := s.Cards("counter", "x"); err == nil || list != nil {
		t.Errorf("Cards: %+v, %v; want no list and an error", list, err)
	}
}
