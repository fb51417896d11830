package sorceryui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/sorcery"
	"tableside/ui/kit"
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
	q := fmt.Sprint(w.Drawn, len(w.Picked), w.At, w.Act != nil, w.Victim, len(w.Asks), len(w.Inflicts), w.ByPath, len(w.Uses))
	if q == w.shownQ {
		return
	}
	w.shownQ = q
	w.reveal = true
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
	var sc *container.Scroll
	walk(w.v.p.App().Screen(), func(o fyne.CanvasObject) {
		if s, ok := o.(*container.Scroll); ok && sc == nil && s.Direction != container.ScrollHorizontalOnly {
			sc = s
		}
	})
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
