package sorceryui

import (
	"fmt"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
	"tableside/tracker/sorcery"
	"tableside/ui/kit"
)

// sentence asks the activation's next sentence: the victim first when
// the rules leave a tie, then yes or no for a condition, the wounds for
// an attack; a sentence that needs no answer is said and passed.
func (w *wizard) sentence(st sorcery.State, i int) fyne.CanvasObject {
	e := st.Enemies[i]
	box := kit.VBox(kit.Heading(e.Label()))
	if w.Victim == "" && len(w.Act.Tied) > 0 {
		kit.Add(box, kit.Note(st.ControllerName(i)+" picks the victim among these:"))
		for _, t := range w.Act.Tied {
			kit.Add(box, kit.Tall(w.button(fitted(w.v.p.App().Window(), t), func() { w.Victim = t })))
		}
		return box
	}
	if w.Victim != "" {
		kit.Add(box, kit.Bold("Victim: "+w.Victim))
		if why := w.why(); why != "" {
			kit.Add(box, kit.Note(why))
		}
	}
	for len(w.Asks) > 0 || len(w.Inflicts) > 0 || len(w.Uses) > 0 {
		if len(w.Uses) > 0 {
			if q := w.powerQuestion(st, i); q != nil {
				kit.Add(box, q)
				return box
			}
			continue
		}
		if len(w.Inflicts) > 0 {
			if q := w.inflictQuestion(st, e); q != nil {
				kit.Add(box, q)
				return box
			}
			continue
		}
		s := sorcery.ParseSentence(w.Asks[0])
		if said := w.judge(st, &s); said != "" {
			kit.Add(box, kit.Note(said)) // what the app knew (judge)
		}
		switch {
		case s.If != "":
			kit.Add(box, kit.Note(w.Asks[0]))
			kit.Add(box, kit.Bold("Is it so: "+s.If+"?"))
			kit.Add(box, kit.Fit(2,
				kit.Tall(w.button("Yes", func() { w.Asks[0] = s.Then })),
				kit.Tall(w.button("No", func() { w.Asks[0] = s.Else }))))
			return box
		case s.Then != "" && sorcery.IsAttack(s.Then) && w.Victim != "" && w.UsedFor != w.Asks[0] && len(powersUsed(e.Card, s.Then)) > 0:
			// "Use Darkness and attack with Whip" (L6420-6425): the power
			// first, then the attack's wounds.
			w.Uses, w.UsedFor = powersUsed(e.Card, s.Then), w.Asks[0]
			continue
		case s.Then != "" && sorcery.IsAttack(s.Then) && w.Victim != "" && st.EnemyIndex(w.Order[w.At]) >= 0:
			kit.Add(box, kit.Note(s.Then))
			kit.Add(box, kit.Bold(fmt.Sprintf("Wounds dealt to %s?", w.Victim)))
			row := kit.Fit(7)
			for n := 0; n <= 6; n++ {
				row.Add(kit.Tall(w.button(strconv.Itoa(n), func() {
					if n == 0 || w.v.p.Do(st.WoundBy(w.Victim, n, i)) {
						w.Asks, w.UsedFor = w.Asks[1:], ""
						w.Inflicts = e.Card.Inflicts(s.Then)
					}
				})))
			}
			kit.Add(box, row)
			return box
		case s.Then != "":
			w.Notes = append(w.Notes, s.Then)
			if w.Victim != "" {
				w.Inflicts = e.Card.Inflicts(s.Then)
				w.Uses = powersUsed(e.Card, s.Then)
			}
		}
		w.Asks = w.Asks[1:]
	}
	label := "Next Enemy"
	if w.At == len(w.Order)-1 {
		label = "Done with this Enemy"
	}
	next := w.button(label, func() {
		// The activation ends: the Health token goes (L7040-7041).
		if k := st.EnemyIndex(w.Order[w.At]); k >= 0 && st.EndsWithEffects(k) && !w.v.p.Do(sorcery.EndActivation(k)) {
			return
		}
		if w.Sights != nil {
			w.Before, w.BeforeSights = w.Order[w.At], w.Sights
		}
		w.At++
		w.Act, w.Sights, w.ByPath, w.Blind, w.Victim, w.Notes, w.Uses, w.UsedFor = nil, nil, false, "", "", nil, nil, ""
	})
	next.Importance, next.Icon = widget.HighImportance, theme.MediaSkipNextIcon()
	kit.Add(box, kit.Tall(next))
	return box
}

// inflictQuestion asks whether the sentence just run put each of its
// conditions on the victim: the die's trigger is the table's to see
// (L6563-6570); yes puts it, with the re-application rule said on the
// button (L4602-4614). nil when the victim can take none now.
func (w *wizard) inflictQuestion(st sorcery.State, e sorcery.Enemy) fyne.CanvasObject {
	f := w.Inflicts[0]
	conds, ok := st.Suffers(w.Victim)
	if !ok {
		w.Inflicts = nil
		return nil
	}
	box := kit.VBox(kit.Bold(fmt.Sprintf("Did the %s put %s on %s?", e.Card.Name, f.Words(), w.Victim)))
	kit.Add(box, kit.Fit(2,
		kit.Tall(w.button("Yes: "+sorcery.ConditionWords(conds, f.Kind, f.Rank), func() {
			if w.v.p.Do(sorcery.Condition(w.Victim, f.Kind, f.Rank)) {
				w.Inflicts = w.Inflicts[1:]
			}
		})),
		kit.Tall(w.button("No", func() { w.Inflicts = w.Inflicts[1:] }))))
	return box
}

func sayings(steps []sorcery.Step) []string {
	var out []string
	for _, s := range steps {
		out = append(out, s.Say)
	}
	return out
}

// A power a rule uses on the victim is a step of the Enemy Turn: the app
// puts its conditions and HP on the victim with one command, undoable,
// asking the Save first when the power has one (Entrap, rules 003
// L6479-6481, example L6629-6644). A power whose words put nothing the
// app can apply is said with the sentence and left to the table.

// powersUsed are the card's powers a sentence uses that the app applies.
func powersUsed(c sorcery.EnemyCard, sentence string) []string {
	if p, ok := c.PowerUsed(sentence); ok && p.Hits != nil {
		return []string{p.Name}
	}
	return nil
}

// powerQuestion is the step of the power first in w.Uses, used by the
// Enemy at index i on the victim: its words, what the app will do, and
// the Save's answer or one button. nil when the victim can suffer
// nothing now (dead, a Ghost Soul).
func (w *wizard) powerQuestion(st sorcery.State, i int) fyne.CanvasObject {
	e := st.Enemies[i]
	name := w.Uses[0]
	p, ok := e.Card.PowerUsed("use " + name)
	if _, alive := st.Suffers(w.Victim); !ok || p.Hits == nil || !alive {
		w.Uses = w.Uses[1:]
		return nil
	}
	// What the app does and the answer first; the card's own words, for
	// checking the reading, after them: on the smallest phone at the
	// largest text the answer is then in view under the victim's reason.
	box := kit.VBox(kit.Bold(fmt.Sprintf("%s on %s", p.Name, w.Victim)), kit.Note(p.Hits.On(w.Victim)))
	printed := kit.VBox()
	if p.Words != "" {
		kit.Add(printed, kit.Note("On the card: “"+p.Words+"”"))
	}
	if sorcery.PowerNamesOthers(p.Words) {
		// Darkness: "each Hero in its area suffers Blind" (L6400-6401):
		// the app knows the victim, not who else shares the area.
		kit.Add(printed, kit.Note("Its words name other Heroes too: put it on their boards from their screens."))
	}
	do := func(saved bool) func() {
		return func() {
			if w.v.p.Do(sorcery.PowerHits(i, p.Name, w.Victim, saved)) {
				w.Uses = w.Uses[1:]
			}
		}
	}
	if p.Hits.Save == "" {
		kit.Add(box, kit.Tall(w.button("Put it on "+w.Victim, do(false))))
		kit.Add(box, printed)
		return box
	}
	ask := fmt.Sprintf("%s rolls a Save. Made it?", w.Victim)
	for _, h := range st.Heroes {
		if h.Name == w.Victim && h.Save > 0 {
			ask = fmt.Sprintf("%s rolls a Save (Save %d). Made it?", w.Victim, h.Save)
		}
	}
	kit.Add(box, kit.Bold(ask))
	kit.Add(box, kit.Fit(2,
		kit.Tall(w.button("Saved", do(true))),
		kit.Tall(w.button("Not saved", do(false)))))
	kit.Add(box, printed)
	return box
}

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
	return tracker.UpperFirst(j.Said) + "."
}

// why is the victim's reason, under the victim's name: "Both have 20
// crowns; both unwounded; Artemis has fewer HP left, 8 against 9." The
// engine's (sorcery.VictimReason), "" for a victim the controller picked.
func (w *wizard) why() string {
	if w.Act == nil || w.Act.Reason == nil || w.Act.Victim == "" {
		return ""
	}
	r := w.Act.Reason.Words()
	return tracker.UpperFirst(r) + "."
}
