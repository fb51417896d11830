package valorui

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor"
	"tableside/tracker/valor/labyrinth"
	"tableside/tracker/valor/labyrinth/plan"
)

// saveInto makes "Save this moment" write into dir, under the name it
// offers, through Fyne's file storage as the file-save dialog does; wrap,
// if not nil, stands between the app and the file. It returns the name
// last offered.
func (tb *table) saveInto(dir string, wrap func(fyne.URIWriteCloser) fyne.URIWriteCloser) *string {
	offered := new(string)
	tb.view().saveAs = func(_ fyne.Window, name string, then func(fyne.URIWriteCloser, error)) {
		*offered = name
		w, err := storage.Writer(storage.NewFileURI(filepath.Join(dir, name)))
		if err == nil && wrap != nil {
			w = wrap(w)
		}
		then(w, err)
	}
	return offered
}

// mapTable is a phone with a 2-Hero game on the prepared map of
// layTestMap, in its first Hero Round.
func mapTable(t *testing.T) *table {
	tb := newTable(t, phone)
	tb.startOnTestMap()
	return tb
}

// ruleLine is a rulebook line number, which players never see.
var ruleLine = regexp.MustCompile(`L[0-9]`)

// tapSaveMoment taps "Save this moment" in the table's menu: a tool for a
// bug report, not a button beside the players' own.
func (tb *table) tapSaveMoment() {
	tb.T.Helper()
	tb.tapMore()
	tb.Tap("Save this moment")
}

// tapMore taps the ⋮ that opens the table's menu on the map and in the
// wizard.
func (tb *table) tapMore() {
	tb.T.Helper()
	for _, b := range tb.Buttons("") {
		if b.Text == "" && b.Icon != nil && b.Icon.Name() == theme.MoreVerticalIcon().Name() {
			tb.TapObject(b)
			return
		}
	}
	tb.T.Fatal("no ⋮ for the table's menu on screen")
}

// saveMoment taps "Save this moment" and returns the file written and what
// the app said, after checking it says where, in words, with no rule line
// numbers.
func (tb *table) saveMoment(dir string, offered *string) ([]byte, string) {
	tb.T.Helper()
	tb.tapSaveMoment()
	msg := tb.S.LastMessage()
	if !strings.HasPrefix(msg, "Saved ") || !strings.Contains(msg, fmt.Sprintf("%q in %s", *offered, dir)) || ruleLine.MatchString(msg) {
		tb.T.Fatalf("after saving, the app says %q", msg)
	}
	tb.Dismiss()
	b, err := os.ReadFile(filepath.Join(dir, *offered))
	if err != nil {
		tb.T.Fatal(err)
	}
	return b, msg
}

// TestValorSaveThisMoment plays a Villain Round on the prepared map of
// TestValorVillainRoundWizardAtTheTable through the wizard's buttons, the
// app rolling every roll it may, and saves the moment on every screen, and
// once on the map before the round: each file runs through `tableside
// plan` and gives the plan the app showed (000 L597-760).
func TestValorSaveThisMoment(t *testing.T) {
	tb := mapTable(t)
	dir := t.TempDir()
	offered := tb.saveInto(dir, nil)

	// The map in the Hero Round: the Minion Step the engine would plan.
	tb.Tap("Map")
	doc, msg := tb.saveMoment(dir, offered)
	if *offered != "labyrinth-round1-minions.json" || !strings.Contains(msg, "with what the Minions would do on it") {
		t.Fatalf("the name offered: %q; the app says %q", *offered, msg)
	}
	if _, err := plan.Run("", doc); err != nil {
		t.Fatalf("the map's moment: %v\n%s", err, doc)
	}

	tb.toVillainRound()
	var seen []string
	shown, screens := 0, 0
	for n := 0; tb.valorState().Round == 1; n++ {
		if n > 40 {
			t.Fatal("the Villain Round does not end")
		}
		st := tb.valorState()
		wv := st.WizardView()
		m, ok := st.Moment()
		if !ok {
			t.Fatalf("%s: no moment", wv.Key)
		}
		doc, _ := tb.saveMoment(dir, offered)
		screens++
		if want := fmt.Sprintf("labyrinth-round1-%s.json", m.Procedure); *offered != want || !bytes.Equal(doc, m.Doc) {
			t.Fatalf("%s: saved %q, want %q with the moment's document", wv.Key, *offered, want)
		}
		out, err := plan.Run("", doc)
		if err != nil {
			t.Fatalf("%s: `tableside plan` refuses the file: %v\n%s", wv.Key, err, doc)
		}
		if m.Shown != nil {
			shown++
			if !bytes.Equal(out, m.Shown) {
				t.Fatalf("%s: `tableside plan` plans\n%s\nthe app showed\n%s", wv.Key, out, m.Shown)
			}
		}
		if m.Procedure == "minion" && wv.Target != nil && !bytes.Contains(out, fmt.Appendf(nil, `"region": [%d, %d]`, wv.Target.Row, wv.Target.Col)) {
			t.Errorf("%s: the target drawn on the map, %v, is not the plan's:\n%s", wv.Key, *wv.Target, out)
		}
		if k := len(seen); k == 0 || seen[k-1] != m.Procedure {
			seen = append(seen, m.Procedure)
		}
		tb.answerWizard(wv)
		if (wv.Stage == valor.StageMagicRoll || wv.Stage == valor.StageCorruptionRoll) && m.Shown == nil {
			// The roll screen's file rolls the dice as the app just did.
			var p struct{ Pool labyrinth.Rolled }
			if err := json.Unmarshal(out, &p); err != nil {
				t.Fatal(err)
			}
			faces := make([]string, len(p.Pool.Faces))
			for i, f := range p.Pool.Faces {
				faces[i] = fmt.Sprint(f)
			}
			if w := "the app rolls " + strings.Join(faces, ", "); !strings.Contains(tb.S.Current().LastDone(), w) {
				t.Errorf("%s: the file rolls %q; the app did %q", wv.Key, w, tb.S.Current().LastDone())
			}
		}
	}
	// The Level Up Step's last screen saves the step's moment, kept from
	// its first screens, which the app passed.
	if want := []string{"magic", "corruption", "minion", "levelup"}; !slices.Equal(seen, want) || shown < 7 {
		t.Fatalf("the moments saved: %v (%d with the app's plan), want %v", seen, shown, want)
	}
	t.Logf("moments saved on %d screens: %v, %d of them with the app's plan", screens, seen, shown)
}

// answerWizard answers the screen with the first answer it offers, the
// app's roll where there is one.
func (tb *table) answerWizard(wv valor.WizardView) {
	tb.T.Helper()
	switch {
	case slices.Contains(wv.Inputs, valor.InputRoll):
		tb.Tap("Roll in the app")
	case slices.Contains(wv.Inputs, valor.InputSpell):
		tb.Tap("Enter the Spell's costs")
		tb.Tap("3")
	case slices.Contains(wv.Inputs, valor.InputSpawn):
		tb.Tap("Which ")
		tb.pickCard("Imp")
	case slices.Contains(wv.Inputs, valor.InputChoose) && wv.Choice.Count <= 1:
		tb.Tap(wv.Choice.Options[0])
	case slices.Contains(wv.Inputs, valor.InputHits):
		tb.Tap("1")
	case slices.Contains(wv.Inputs, valor.InputDone):
		tb.Tap(doneLabel(wv.Stage))
	default:
		tb.T.Fatalf("%s: no answer for %v", wv.Key, wv.Inputs)
	}
}

// failHalfway writes half of what it is given, then fails, as a full disk
// does.
type failHalfway struct{ fyne.URIWriteCloser }

func (f failHalfway) Write(p []byte) (int, error) {
	n, _ := f.URIWriteCloser.Write(p[:len(p)/2])
	return n, errors.New("no space left on the device")
}

// TestValorSaveThisMomentFails: a file that cannot be written whole is
// not kept, and the player is told why; a cancelled choice writes nothing
// and says nothing; at the table the choice is Fyne's file-save dialog,
// offering the moment's name.
func TestValorSaveThisMomentFails(t *testing.T) {
	tb := mapTable(t)
	tb.Tap("Map")
	dir := t.TempDir()
	offered := tb.saveInto(dir, func(w fyne.URIWriteCloser) fyne.URIWriteCloser { return failHalfway{w} })
	tb.tapSaveMoment()
	if msg := tb.S.LastMessage(); !strings.Contains(msg, "The moment could not be written: no space left on the device. Nothing was kept.") {
		t.Fatalf("the app says %q", msg)
	}
	tb.See("Not saved")
	tb.Dismiss()
	if _, err := os.Stat(filepath.Join(dir, *offered)); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("half a moment is left: %v", err)
	}

	tb.view().saveAs = func(_ fyne.Window, _ string, then func(fyne.URIWriteCloser, error)) { then(nil, nil) }
	before := tb.S.LastMessage()
	tb.tapSaveMoment()
	if tb.S.LastMessage() != before || tb.Win.Canvas().Overlays().Top() != nil {
		t.Fatal("a cancelled save said something")
	}

	tb.view().saveAs = nil
	tb.tapSaveMoment()
	if tb.Win.Canvas().Overlays().Top() == nil {
		t.Fatal("no file-save dialog")
	}
	found := false
	for _, o := range test.LaidOutObjects(tb.Roots()[0]) {
		if e, ok := o.(*widget.Entry); ok {
			found = found || e.Text == "labyrinth-round1-minions.json"
		}
	}
	if !found {
		t.Fatalf("the dialog does not offer the moment's name:\n%s", tb.Texts())
	}
}
