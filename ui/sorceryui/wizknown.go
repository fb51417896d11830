package sorceryui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"

	"tableside/tracker/sorcery"
)

// judge reads the sentence's condition against what the app records of
// the victim (sorcery.State.JudgeCondition): the table is never asked
// about a condition or wounds the app tracks. s becomes the sentence the
// table is left with: its Then or Else when the app knows the answer, or
// only the part of the condition the table sees. judge says what the app
// read ("Jeanne is slowed."), or "".
//
// Nothing is kept: the answer is read again from the table each time the
// question is drawn, so an Undo of the condition changes it back.
func (w *wizard) judge(st sorcery.State, s *sorcery.Sentence) string {
	if s.If == "" || w.At >= len(w.Order) {
		return ""
	}
	j := st.JudgeCondition(st.EnemyIndex(w.Order[w.At]), w.Victim, s.If)
	switch {
	case j.Known && j.Holds:
		*s = sorcery.ParseSentence(s.Then)
	case j.Known:
		*s = sorcery.ParseSentence(s.Else)
	default:
		s.If = j.Ask
	}
	if j.Said == "" {
		return ""
	}
	return strings.ToUpper(j.Said[:1]) + j.Said[1:] + "."
}

// topOnNewQuestion scrolls the Enemy Turn back to its top when the
// question on show is a new one: the screen is patched after each answer,
// which keeps the scroll where the last question left it, and a short
// question after the long rows of distances showed only its notes. It
// runs while the next screen is built, on the scroll on show, which the
// patch keeps.
func (w *wizard) topOnNewQuestion() {
	q := fmt.Sprint(w.Drawn, len(w.Picked), w.At, w.Act != nil, w.Victim, len(w.Asks), len(w.Inflicts), w.ByPath)
	if q == w.shownQ {
		return
	}
	w.shownQ = q
	var sc *container.Scroll
	walk(w.v.p.App().Screen(), func(o fyne.CanvasObject) {
		if s, ok := o.(*container.Scroll); ok && sc == nil && s.Direction != container.ScrollHorizontalOnly {
			sc = s
		}
	})
	if sc != nil {
		sc.ScrollToOffset(fyne.Position{})
	}
}

// why is the victim's reason, under the victim's name: "Both have 20
// crowns; both unwounded; Artemis has fewer HP left, 8 against 9." The
// engine's (sorcery.VictimReason), "" for a victim the controller picked.
func (w *wizard) why() string {
	if w.Act == nil || w.Act.Reason == nil || w.Act.Victim == "" {
		return ""
	}
	r := w.Act.Reason.Words()
	return strings.ToUpper(r[:1]) + r[1:] + "."
}
