package ui_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"

	"tableside/campaign"
	"tableside/lineup"
	"tableside/ui"
	"tableside/ui/kit/kittest"
)

// damagedWithBackup makes a database with one campaign and, if asked, a
// backup of it, then damages the file. It returns the path and Open's error.
func damagedWithBackup(t *testing.T, backup bool) (string, error) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "tableside.db")
	st, err := campaign.Open(path, lineup.Games().Catalog())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.CreateCampaign("Saved", "villains"); err != nil {
		t.Fatal(err)
	}
	if backup {
		if _, err := st.Backup(); err != nil {
			t.Fatal(err)
		}
	}
	st.Close()
	if !backup { // the day's backup, made in the background
		bs, _ := campaign.ListBackups(path)
		for _, b := range bs {
			os.Remove(b.Path)
		}
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		t.Fatal(err)
	}
	f.WriteAt(make([]byte, 3000), 100)
	f.Close()
	_, err = campaign.Open(path, lineup.Games().Catalog())
	if !errors.Is(err, campaign.ErrDamaged) {
		t.Fatalf("Open of the damaged file: %v", err)
	}
	return path, err
}

// A database that will not open says so, and offers its newest backup.
func TestCannotOpenOffersTheNewestBackup(t *testing.T) {
	path, err := damagedWithBackup(t, true)
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	w.Resize(phone)
	var opened *campaign.Store
	open := func() (*campaign.Store, error) { return campaign.Open(path, lineup.Games().Catalog()) }
	ui.ShowCannotOpen(w, path, err, open, func(s *campaign.Store) { opened = s })

	texts := kittest.Texts(w.Content())
	for _, want := range []string{"cannot open its data", "is damaged", "what was played after it is lost"} {
		if !strings.Contains(texts, want) {
			t.Fatalf("the screen does not say %q:\n%s", want, texts)
		}
	}
	for _, size := range kittest.Sizes() {
		for _, p := range kittest.OverflowsAt(w, size) {
			t.Errorf("at %v: %s", size, p)
		}
	}
	w.Resize(phone)
	kittest.Shot(t, w, "cannot-open")
	kittest.Tap(t, w.Content(), "Restore the backup of ")
	if opened == nil {
		t.Fatalf("not opened after the restore; the screen says:\n%s", kittest.Texts(w.Content()))
	}
	defer opened.Close()
	if camps, err := opened.Campaigns(); err != nil || len(camps) != 1 || camps[0].Name != "Saved" {
		t.Fatalf("restored: %+v, %v", camps, err)
	}
}

// A backup that is damaged too is said so, and the next one offered.
func TestCannotOpenSkipsADamagedBackup(t *testing.T) {
	path, err := damagedWithBackup(t, true)
	bs, _ := campaign.ListBackups(path)
	older := bs[0]
	// A newer backup, damaged.
	newer := strings.Replace(older.Path, older.Time.UTC().Format("20060102-150405"), "20991231-235959", 1)
	if err := os.WriteFile(newer, []byte("SQLite format 3\x00 and then nothing"), 0o644); err != nil {
		t.Fatal(err)
	}
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	w.Resize(phone)
	var opened *campaign.Store
	ui.ShowCannotOpen(w, path, err, func() (*campaign.Store, error) { return campaign.Open(path, lineup.Games().Catalog()) },
		func(s *campaign.Store) { opened = s })
	kittest.Tap(t, w.Content(), "Restore the backup of "+time.Date(2099, 12, 31, 23, 59, 59, 0, time.UTC).Local().Format("Mon 2 Jan 2006"))
	texts := kittest.Texts(w.Content())
	if opened != nil || !strings.Contains(texts, "damaged too") || !strings.Contains(texts, older.Time.Format("Mon 2 Jan 2006, 15:04")) {
		t.Fatalf("after the damaged backup:\n%s", texts)
	}
	kittest.Tap(t, w.Content(), "Restore the backup of ")
	if opened == nil {
		t.Fatalf("the older backup did not open:\n%s", kittest.Texts(w.Content()))
	}
	opened.Close()
}

// Without a backup there is nothing to offer, and the screen says so.
func TestCannotOpenWithoutBackup(t *testing.T) {
	path, err := damagedWithBackup(t, false)
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	ui.ShowCannotOpen(w, path, err, func() (*campaign.Store, error) { return campaign.Open(path, lineup.Games().Catalog()) }, func(*campaign.Store) {
		t.Fatal("opened a damaged file")
	})
	if !strings.Contains(kittest.Texts(w.Content()), "There is no backup") || kittest.FindButton(w.Content(), "Restore") != nil {
		t.Fatalf("the screen:\n%s", kittest.Texts(w.Content()))
	}
}

// Any other reason is said as Open words it, with Try again.
func TestCannotOpenTriesAgain(t *testing.T) {
	path := filepath.Join(t.TempDir(), "tableside.db")
	test.NewTempApp(t)
	w := test.NewTempWindow(t, nil)
	tries := 0
	var opened *campaign.Store
	open := func() (*campaign.Store, error) {
		tries++
		if tries == 1 {
			return nil, errors.New("Another copy of Tableside is setting up this database; try again in a moment.")
		}
		return campaign.Open(path, lineup.Games().Catalog())
	}
	_, err := open()
	ui.ShowCannotOpen(w, path, err, open, func(s *campaign.Store) { opened = s })
	if texts := kittest.Texts(w.Content()); !strings.Contains(texts, "setting up this database") || strings.Contains(texts, "damaged") {
		t.Fatalf("the screen:\n%s", texts)
	}
	kittest.Tap(t, w.Content(), "Try again")
	if opened == nil {
		t.Fatal("Try again did not open the database")
	}
	opened.Close()
}
