package sorceryui

import "tableside/tracker/sorcery"

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
	if s.If == "" || w.Victim == "" {
		return ""
	}
	j := st.JudgeCondition(w.Victim, s.If)
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
	return j.Said + "."
}
