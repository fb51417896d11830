package sorceryui

import (
	"encoding/json"
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/sorcery"
	"tableside/ui"
	"tableside/ui/kit"
)

// The Enemy Turn wizard (L1559-1594, L6255-6668): the Encounter letter,
// then each activated Enemy in order (a tie is the Active player's
// buttons), one row per Hero it could target (not in sight, 0-5 areas,
// no path), the rule and victim the engine picks, then the sentences one
// at a time: yes or no for a condition only the table sees, the wounds
// of an attack as a row of numbers. Each answer carries the question's
// key, so a second tap meant for a question already answered is dropped.
//
// The answers live in the view while the wizard runs; what they lead to
// (the card drawn, wounds dealt) is a command, saved and undoable.

// wizard is one Enemy Turn in progress.
type wizard struct {
	v *view
	wizState
	shownQ string // the question last drawn (topOnNewQuestion)
	reveal bool   // a new question is drawn: bring its answer into view (revealAnswer)
}

// wizState is what the table has answered so far, kept in the store's
// settings after each answer so that a restart resumes at the same
// question.
type wizState struct {
	Key int `json:"key"` // the question on show; an answer for another is stale

	// StartedAt is the log's position once the Hero's End turn that
	// opened the Enemy Turn was saved, and Started that action's words:
	// while an undo has taken the turn's end back, the Enemy Turn waits
	// hidden for its Redo, and it closes once another action takes the
	// End turn's place. 0 for one opened by hand.
	StartedAt int    `json:"started_at,omitempty"`
	Started   string `json:"started,omitempty"`

	Drawn bool `json:"drawn"`
	// DrawnAt is the log's length once the card was drawn: an undo past
	// it takes the draw back, and the wizard asks the letter again.
	DrawnAt int        `json:"drawn_at"`
	Order   []string   `json:"order"` // the activated Enemies' labels, in order
	Ties    [][]string `json:"ties"`  // runs of the order the Active player sorts
	// Cut is a tie the card's count ends inside (L6275-6281, L6319): the
	// Active player picks CutCount of it; Picked so far.
	Cut      []string `json:"cut,omitempty"`
	CutCount int      `json:"cut_count,omitempty"`
	Picked   []string `json:"picked,omitempty"`
	At       int      `json:"at"` // the Enemy acting, in order

	Sights map[string]sorcery.Sight `json:"sights"`
	// Before is the Enemy that acted last with the distances given for
	// it: one in the same area copies them with a tap.
	Before       string                   `json:"before,omitempty"`
	BeforeSights map[string]sorcery.Sight `json:"before_sights,omitempty"`
	// Seen are the distances given for each Enemy that acted this turn:
	// any one in the same area shares them (wizsights.go, sameArea).
	Seen map[string]map[string]sorcery.Sight `json:"seen,omitempty"`
	// ByPath is set once the engine asks for paths: no rule reached a
	// Hero in sight, so the "+" rule measures the out-of-sight ones.
	ByPath bool                `json:"by_path"`
	Blind  string              `json:"blind"`
	Act    *sorcery.Activation `json:"act"`
	Victim string              `json:"victim"`
	Asks   []string            `json:"asks"` // the activation's sentences still to answer
	// Inflicts are the conditions the sentence just run may have put on
	// the victim, still to answer (L4599-4614).
	Inflicts []sorcery.Inflict `json:"inflicts,omitempty"`
	// Uses are the powers the sentence just run uses on the victim that
	// the app applies, by name, still to do (L6479-6481).
	Uses []string `json:"uses,omitempty"`
	// UsedFor is the sentence whose power went before its attack.
	UsedFor string   `json:"used_for,omitempty"`
	Notes   []string `json:"notes"` // what the table does, said so far
}

func (v *view) startWizard() { v.startWizardAt(0) }

// startWizardAt opens the Enemy Turn, kept open while the log holds at
// least startedAt actions (wizState.StartedAt).
func (v *view) startWizardAt(startedAt int) {
	v.wiz = &wizard{v: v}
	if startedAt > 0 {
		v.wiz.StartedAt, v.wiz.Started = startedAt, v.p.LastDone()
	}
	v.hero = -1
	v.wiz.save()
	v.p.Render()
	v.wiz.revealAnswer()
}

func (v *view) stopWizard() {
	v.dropWizard()
	v.p.Render()
}

// wizardShown is the Enemy Turn to draw, or nil while the End turn that
// opened it is undone; one whose End turn was replaced by another action
// is closed.
func (v *view) wizardShown() *wizard {
	w := v.wiz
	if w == nil || w.StartedAt == 0 {
		return w
	}
	ss := v.p.Session()
	switch {
	case ss.Cursor < w.StartedAt && ss.Len >= w.StartedAt:
		return nil // undone, and Redo can bring the turn's end back
	case ss.Cursor < w.StartedAt, ss.Cursor == w.StartedAt && v.p.LastDone() != w.Started:
		v.dropWizard()
		return nil
	}
	return w
}

// dropWizard closes the Enemy Turn and forgets its answers.
func (v *view) dropWizard() {
	v.wiz = nil
	if err := v.p.App().Store().SetSetting(wizardKey(v.p), ""); err != nil {
		v.p.App().Fail(err)
	}
}

// wizardKey is the setting an Enemy Turn in progress is kept under: one
// per session.
func wizardKey(p *ui.Play) string { return fmt.Sprintf("sorcery.wizard.%d", p.Session().ID) }

// resumeWizard is the Enemy Turn the session was in when the app closed,
// or nil.
func resumeWizard(v *view) *wizard {
	saved, ok, err := v.p.App().Store().Setting(wizardKey(v.p))
	if err != nil || !ok || saved == "" {
		return nil
	}
	w := &wizard{v: v}
	if json.Unmarshal([]byte(saved), &w.wizState) != nil {
		return nil
	}
	return w
}

// save keeps the answers so far.
func (w *wizard) save() {
	b, err := json.Marshal(w.wizState)
	if err == nil {
		err = w.v.p.App().Store().SetSetting(wizardKey(w.v.p), string(b))
	}
	if err != nil {
		w.v.p.App().Fail(err)
	}
}

// answer runs f for the question keyed key, if it is still on show.
func (w *wizard) answer(key int, f func()) {
	if key != w.Key {
		return
	}
	w.Key++
	f()
	if w.v.wiz == w {
		w.save()
	}
	w.v.p.Render()
	w.revealAnswer()
}

// button is an answer to the question on show.
func (w *wizard) button(label string, f func()) *widget.Button {
	key := w.Key
	return widget.NewButton(label, func() { w.answer(key, f) })
}

func (w *wizard) draw(st sorcery.State) fyne.CanvasObject {
	box := kit.VBox()
	leave := widget.NewButtonWithIcon("Leave the Enemy Turn", theme.NavigateBackIcon(), func() { w.v.stopWizard() })
	kit.Add(box, w.question(st))
	w.topOnNewQuestion()
	for _, n := range w.Notes {
		kit.Add(box, kit.Note(n))
	}
	return container.NewBorder(container.NewHBox(kit.Tall(leave)), nil, nil, nil, container.NewVScroll(container.NewPadded(box)))
}

// over ends the Enemy Turn once nothing is left in it.
func (w *wizard) over() fyne.CanvasObject {
	done := kit.BigButton("End the Enemy Turn", theme.ConfirmIcon(), true, func() { w.v.stopWizard() })
	return kit.VBox(kit.Heading("The Enemy Turn is over"), kit.Tall(done))
}

// drawnBefore tells whether this Enemy Turn's card was drawn in a wizard
// since left: the Enemy Turn is opened again for Minions still to act at
// its end (sorcery.State.EnemyTurnDue), and its card is not drawn twice.
func (w *wizard) drawnBefore(st sorcery.State) bool { return st.EnemyCardDrawn() }

// question is the one question on show, with its answers.
func (w *wizard) question(st sorcery.State) fyne.CanvasObject {
	if w.Drawn && w.v.p.Session().Cursor < w.DrawnAt {
		w.wizState = wizState{Key: w.Key + 1}
	}
	if q := menacePass(w.v.p, st); q != nil {
		return q // the holder fell or hid: the token passes at once (L7601-7605)
	}
	if q := w.minionQuestion(st); q != nil {
		return q // the Minions act before the card and after the Enemies (minions.go)
	}
	if !w.Drawn && w.drawnBefore(st) {
		return w.over() // reopened for the Minions after its card: never a second card
	}
	if !w.Drawn {
		return w.letters(st)
	}
	if len(w.Picked) < w.CutCount {
		return w.cutQuestion(st)
	}
	for w.At < len(w.Order) && st.EnemyIndex(w.Order[w.At]) < 0 {
		w.At++ // died earlier in this turn
	}
	if w.At >= len(w.Order) {
		return w.over()
	}
	if tie := w.tie(); len(tie) > 1 {
		box := kit.VBox(kit.Heading("Which acts next?"), kit.Note(st.Heroes[st.Active].Name+" picks: these have the same controller and rank."))
		for _, l := range tie {
			kit.Add(box, kit.Tall(w.button(fitted(w.v.p.App().Window(), l), func() { w.pick(l) })))
		}
		return box
	}
	i := st.EnemyIndex(w.Order[w.At])
	if w.Act == nil {
		return w.sightRows(st, i)
	}
	return w.sentence(st, i)
}

// topOnNewQuestion scrolls the Enemy Turn back to its top when the
// question on show is a new one: the screen is patched after each answer,
// which keeps the scroll where the last question left it, and a short
// question after the long rows of distances showed only its notes. It
// runs while the next screen is built, on the scroll on show, which the
// patch keeps.
func (w *wizard) topOnNewQuestion() {
	q := fmt.Sprint(w.Drawn, len(w.Picked), w.At, w.Act != nil, w.Victim, len(w.Asks), len(w.Inflicts), w.ByPath, len(w.Uses))
	if q == w.shownQ {
		return
	}
	w.shownQ = q
	w.reveal = true
	sc := w.shownScroll()
	if sc != nil {
		sc.ScrollToOffset(fyne.Position{})
	}
}

// shownScroll is the Enemy Turn's scroll on show, the first vertical one,
// or nil.
func (w *wizard) shownScroll() *container.Scroll {
	var sc *container.Scroll
	walk(w.v.p.App().Screen(), func(o fyne.CanvasObject) {
		if s, ok := o.(*container.Scroll); ok && sc == nil && s.Direction != container.ScrollHorizontalOnly {
			sc = s
		}
	})
	return sc
}

// revealAnswer, once a new question is on show and laid out, scrolls the
// Enemy Turn down just as far as its first answer needs to be in view
// (issue 24): on the smallest phone at the largest text, the Enemy's
// name, the victim, the reason and the sentence above a question can
// fill the screen, and the answer was under the Undo bar. What is above
// stays in view as far as the answer allows; a player's own scroll is
// left alone until the next question.
func (w *wizard) revealAnswer() {
	if !w.reveal {
		return
	}
	w.reveal = false
	sc := w.shownScroll()
	if sc == nil {
		return
	}
	kit.Settle(sc) // wrapped words know their height once laid out at their width
	bottom, ok := firstAnswer(sc.Content, 0)
	if !ok {
		return
	}
	if over := bottom + theme.Padding() - sc.Size().Height; over > sc.Offset.Y {
		sc.ScrollToOffset(fyne.NewPos(0, over))
	}
}

// firstAnswer is the bottom of the first button shown under o, in o's
// parent's coordinates (o's top at y): the question's first answer, as
// the wizard draws its notes as labels and its answers as buttons.
func firstAnswer(o fyne.CanvasObject, y float32) (float32, bool) {
	if o == nil || !o.Visible() {
		return 0, false
	}
	y += o.Position().Y
	switch c := o.(type) {
	case *widget.Button:
		return y + c.Size().Height, true
	case *fyne.Container:
		for _, ch := range c.Objects {
			if b, ok := firstAnswer(ch, y); ok {
				return b, true
			}
		}
	}
	return 0, false
}
