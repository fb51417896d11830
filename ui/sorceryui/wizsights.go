package sorceryui

import (
	"fmt"
	"maps"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
	"tableside/tracker/sorcery"
	"tableside/ui/kit"
)

// The distances the table gives before an Enemy acts, and the engine's
// plan of its activation from them (L6370-6534, L6659-6664).

// sightRows asks, for each Hero the Enemy could target, how far it is in
// sight, or that it is out of sight or out of reach; a Blind Enemy's die
// comes first.
func (w *wizard) sightRows(st sorcery.State, i int) fyne.CanvasObject {
	e := st.Enemies[i]
	box := kit.VBox(kit.Heading(fmt.Sprintf("%s (%s's)", e.Label(), st.ControllerName(i))))
	if st.StartsWithEffects(i) {
		// Bleed and K.O. are done as the activation begins (L7047-7051).
		kit.Add(box, kit.Note(st.BeginWords(i)))
		kit.Add(box, kit.Tall(w.button("Go on", func() { w.v.p.Do(sorcery.BeginActivation(i)) })))
		return box
	}
	if e.Conditions.Health == sorcery.Blind && w.Blind == "" {
		kit.Add(box, kit.Note("It is blind: roll a Blue die."))
		kit.Add(box, kit.Fit(2, kit.Tall(w.button("A hit", func() { w.Blind = "hit"; w.plan(st, i) })), kit.Tall(w.button("No hit", func() { w.Blind = "miss"; w.plan(st, i) }))))
		return box
	}
	if w.Sights == nil {
		// An Enemy that does not act (stunned, bled to death, a wasted
		// blind die) or has nobody to target needs no distances.
		if a, err := st.Activate(sorcery.ActivationInput{Enemy: i, Blind: w.Blind}); err == nil {
			w.accept(a)
			return w.sentence(st, i)
		}
		w.Sights = map[string]sorcery.Sight{}
	}
	kit.Add(box, kit.Note("How far is each Hero from it?"))
	if len(w.Sights) == 0 {
		for _, o := range w.sameArea(st) {
			kit.Add(box, o)
		}
	}
	for _, who := range st.Askable(i) {
		got, answered := w.Sights[who]
		row := kit.Fit(8)
		add := func(label string, s sorcery.Sight) {
			b := w.button(label, func() { w.Sights[who] = s; w.plan(st, i) })
			if answered && got == s {
				b.Importance = widget.HighImportance
			}
			row.Add(kit.Tall(b))
		}
		add("Not in sight", sorcery.Sight{Who: who})
		for a := 0; a <= 5; a++ {
			add(strconv.Itoa(a), sorcery.Sight{Who: who, LOS: true, Areas: a})
		}
		add("No path", sorcery.Sight{Who: who, NoPath: true})
		kit.Add(box, kit.Bold(who))
		kit.Add(box, row)
	}
	if w.ByPath {
		kit.Add(box, w.pathRows(st, i))
	}
	return box
}

// pathRows ask, for the "+" rule, how many areas the shortest path is to
// each Hero out of sight (L1397-1400, L6529-6531).
func (w *wizard) pathRows(st sorcery.State, i int) fyne.CanvasObject {
	box := kit.VBox()
	for _, who := range st.Askable(i) {
		s := w.Sights[who]
		if s.LOS || s.NoPath {
			continue
		}
		kit.Add(box, kit.Bold("By path, how far is "+who+"?"))
		row := kit.Fit(5)
		for a := 1; a <= 10; a++ {
			b := w.button(strconv.Itoa(a), func() {
				s.Path = &a
				w.Sights[who] = s
				w.plan(st, i)
			})
			if s.Path != nil && *s.Path == a {
				b.Importance = widget.HighImportance
			}
			row.Add(kit.Tall(b))
		}
		kit.Add(box, row)
	}
	return box
}

// plan asks the engine for the activation once every answer is in; a
// question the engine still has (a path for the "+" rule) is said.
func (w *wizard) plan(st sorcery.State, i int) {
	in := sorcery.ActivationInput{Enemy: i, Blind: w.Blind}
	for _, who := range st.Askable(i) {
		s, ok := w.Sights[who]
		if !ok && !(st.Enemies[i].Conditions.Health == sorcery.Blind && w.Blind == "miss") {
			return
		}
		in.Sights = append(in.Sights, s)
	}
	a, err := st.Activate(in)
	if err != nil {
		if tracker.IsRefusal(err) {
			w.Notes = []string{err.Error()}
			w.ByPath = w.ByPath || slices.ContainsFunc(in.Sights, func(s sorcery.Sight) bool { return !s.LOS && !s.NoPath && s.Path == nil })
			return
		}
		w.v.p.App().Fail(err)
		return
	}
	w.accept(a)
}

// sameArea are the buttons that give the Enemy about to act the distances
// of one that acted earlier this turn, for one in the same area: Enemies
// in one area share the answers (sorcery-ai.md, Who knows what;
// L1345-1350). The last to act comes first.
func (w *wizard) sameArea(st sorcery.State) []fyne.CanvasObject {
	i := st.EnemyIndex(w.Order[w.At])
	seen := map[string]map[string]sorcery.Sight{}
	var labels []string
	for k := w.At - 1; k >= 0; k-- {
		if s, ok := w.Seen[w.Order[k]]; ok {
			labels, seen[w.Order[k]] = append(labels, w.Order[k]), s
		}
	}
	if len(labels) == 0 && w.BeforeSights != nil {
		// A turn saved before Seen was kept.
		labels, seen[w.Before] = []string{w.Before}, w.BeforeSights
	}
	var out []fyne.CanvasObject
	for _, l := range labels {
		if st.EnemyIndex(l) < 0 {
			continue // it died since: its area may be another's
		}
		out = append(out, kit.Tall(w.button(fitted(w.v.p.App().Window(), "Same area as the "+l), func() {
			for _, who := range st.Askable(i) {
				if s, ok := seen[l][who]; ok {
					w.Sights[who] = s
				}
			}
			w.plan(st, i)
		})))
	}
	return out
}

// accept takes the engine's activation: its sentences to ask, the rest
// to say; the distances given are kept for an Enemy in the same area.
func (w *wizard) accept(a sorcery.Activation) {
	if len(w.Sights) > 0 && w.At < len(w.Order) {
		if w.Seen == nil {
			w.Seen = map[string]map[string]sorcery.Sight{}
		}
		w.Seen[w.Order[w.At]] = maps.Clone(w.Sights)
	}
	w.Act, w.Victim, w.Asks, w.Notes = &a, a.Victim, nil, nil
	for _, s := range a.Steps {
		switch t := sorcery.SentenceOf(s); {
		case t != "":
			w.Asks = append(w.Asks, t)
		case a.Victim != "" && s.Rule == "L6536-6561":
			// The victim's reason is said under the victim's name (why).
		default:
			w.Notes = append(w.Notes, s.Say)
		}
	}
}
