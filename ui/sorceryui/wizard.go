package sorceryui

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
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
}

// wizState is what the table has answered so far, kept in the store's
// settings after each answer so that a restart resumes at the same
// question.
type wizState struct {
	Key int `json:"key"` // the question on show; an answer for another is stale

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
	// ByPath is set once the engine asks for paths: no rule reached a
	// Hero in sight, so the "+" rule measures the out-of-sight ones.
	ByPath bool                `json:"by_path"`
	Blind  string              `json:"blind"`
	Act    *sorcery.Activation `json:"act"`
	Victim string              `json:"victim"`
	Asks   []string            `json:"asks"`  // the activation's sentences still to answer
	Notes  []string            `json:"notes"` // what the table does, said so far
}

func (v *view) startWizard() {
	v.wiz = &wizard{v: v}
	v.hero = -1
	v.wiz.save()
	v.p.Render()
}

func (v *view) stopWizard() {
	v.wiz = nil
	if err := v.p.App().Store().SetSetting(wizardKey(v.p), ""); err != nil {
		v.p.App().Fail(err)
	}
	v.p.Render()
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
	for _, n := range w.Notes {
		kit.Add(box, kit.Note(n))
	}
	return container.NewBorder(container.NewHBox(kit.Tall(leave)), nil, nil, nil, container.NewVScroll(container.NewPadded(box)))
}

// question is the one question on show, with its answers.
func (w *wizard) question(st sorcery.State) fyne.CanvasObject {
	if w.Drawn && w.v.p.Session().Cursor < w.DrawnAt {
		w.wizState = wizState{Key: w.Key + 1}
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
		done := kit.BigButton("End the Enemy Turn", theme.ConfirmIcon(), true, func() { w.v.stopWizard() })
		return kit.VBox(kit.Heading("The Enemy Turn is over"), kit.Tall(done))
	}
	if tie := w.tie(); len(tie) > 1 {
		box := kit.VBox(kit.Heading("Which acts next?"), kit.Note(st.Heroes[st.Active].Name+" picks: these have the same controller and rank."))
		for _, l := range tie {
			kit.Add(box, kit.Tall(w.button(l, func() { w.pick(l) })))
		}
		return box
	}
	i := st.EnemyIndex(w.Order[w.At])
	if w.Act == nil {
		return w.sightRows(st, i)
	}
	return w.sentence(st, i)
}

// letters asks which Encounter card was drawn: only letters still in the
// deck are offered.
func (w *wizard) letters(st sorcery.State) fyne.CanvasObject {
	plan, err := st.PlanEnemyTurn(sorcery.EnemyTurnInput{})
	if err == nil {
		// A Ghost Soul's turn, or no Enemy in play: nothing is drawn.
		box := kit.VBox(kit.Heading("Enemy Turn"))
		for _, s := range plan.Steps {
			kit.Add(box, kit.Note(s.Say))
		}
		kit.Add(box, kit.Tall(kit.BigButton("Done", theme.ConfirmIcon(), true, func() { w.v.stopWizard() })))
		return box
	}
	box := kit.VBox(kit.Heading("Which Encounter card?"))
	grid := kit.Fit(5)
	for _, l := range st.Letters() {
		grid.Add(kit.Tall(w.button(l, func() { w.draw1(st, l) })))
	}
	kit.Add(box, grid)
	return box
}

// draw1 plans the turn from the card and records the draw.
func (w *wizard) draw1(st sorcery.State, letter string) {
	plan, err := st.PlanEnemyTurn(sorcery.EnemyTurnInput{Card: letter})
	if err != nil {
		w.v.p.App().Fail(err)
		return
	}
	if !w.v.p.Do(sorcery.DrawEncounter(letter)) {
		return
	}
	w.Drawn, w.DrawnAt, w.Order = true, w.v.p.Session().Cursor, plan.Order
	for _, s := range plan.Steps {
		switch c := s.Choice; {
		case c == nil:
		case c.Kind == "order":
			w.Ties = append(w.Ties, c.Options)
		case c.Kind == "which_enemies":
			w.Cut, w.CutCount = c.Options, c.Count
		}
	}
	// The last step says what becomes of the card: discarded, or the
	// deck reshuffled.
	w.Notes = []string{plan.Steps[len(plan.Steps)-1].Say}
	if plan.Effect == "none" || len(plan.Order) == 0 || everyEnemy(st, letter, plan.Effect) {
		// Nothing acts by its Scroll: the plan's words are the turn.
		w.Order, w.Notes = nil, sayings(plan.Steps)
	}
}

// everyEnemy tells whether the card's effect that applies has every
// Enemy do what it says in place of its Scroll (L6329-6331).
func everyEnemy(st sorcery.State, letter, effect string) bool {
	for _, c := range st.Encounters {
		if c.Letter != letter {
			continue
		}
		if effect == "otherwise" && c.Otherwise != nil {
			return c.Otherwise.Kind == sorcery.EveryEnemy
		}
		return c.Main.Kind == sorcery.EveryEnemy
	}
	return false
}

// cutQuestion asks which of a tie the card's count activates, one tap
// each.
func (w *wizard) cutQuestion(st sorcery.State) fyne.CanvasObject {
	box := kit.VBox(kit.Heading(fmt.Sprintf("Which %d of these act?", w.CutCount)),
		kit.Note(st.Heroes[st.Active].Name+" picks: the card's count ends among Enemies of one controller and rank."))
	for _, l := range w.Cut {
		if slices.Contains(w.Picked, l) {
			continue
		}
		kit.Add(box, kit.Tall(w.button(l, func() {
			w.Picked = append(w.Picked, l)
			if len(w.Picked) == w.CutCount {
				w.applyCut()
			}
		})))
	}
	return box
}

// applyCut puts the picked Enemies where the tie stood in the order.
func (w *wizard) applyCut() {
	at := slices.IndexFunc(w.Order, func(l string) bool { return slices.Contains(w.Cut, l) })
	rest := slices.DeleteFunc(slices.Clone(w.Order), func(l string) bool { return slices.Contains(w.Cut, l) })
	if at < 0 || at > len(rest) {
		at = len(rest)
	}
	w.Order = slices.Concat(rest[:at], w.Picked, rest[at:])
	for k, t := range w.Ties {
		if slices.ContainsFunc(t, func(l string) bool { return slices.Contains(w.Cut, l) }) {
			w.Ties[k] = w.Picked // already in the order the player tapped
		}
	}
}

// tie is the Enemies tied with the one about to act that have not acted.
func (w *wizard) tie() []string {
	for _, t := range w.Ties {
		if slices.Contains(t, w.Order[w.At]) {
			var left []string
			for _, l := range t {
				if slices.Index(w.Order, l) >= w.At {
					left = append(left, l)
				}
			}
			return left
		}
	}
	return nil
}

// pick moves the Enemy the Active player picked to act next, and settles
// the tie once one is left.
func (w *wizard) pick(label string) {
	j := slices.Index(w.Order, label)
	w.Order[w.At], w.Order[j] = w.Order[j], w.Order[w.At]
	for k, t := range w.Ties {
		if slices.Contains(t, label) {
			w.Ties[k] = slices.DeleteFunc(slices.Clone(t), func(l string) bool { return l == label })
		}
	}
}

// sightRows asks, for each Hero the Enemy could target, how far it is in
// sight, or that it is out of sight or out of reach; a Blind Enemy's die
// comes first.
func (w *wizard) sightRows(st sorcery.State, i int) fyne.CanvasObject {
	e := st.Enemies[i]
	box := kit.VBox(kit.Heading(fmt.Sprintf("%s (%s's)", e.Label(), st.ControllerName(i))))
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

// accept takes the engine's activation: its sentences to ask, the rest
// to say.
func (w *wizard) accept(a sorcery.Activation) {
	w.Act, w.Victim, w.Asks, w.Notes = &a, a.Victim, nil, nil
	for _, s := range a.Steps {
		if t := sorcery.SentenceOf(s); t != "" {
			w.Asks = append(w.Asks, t)
		} else {
			w.Notes = append(w.Notes, s.Say)
		}
	}
}

// sentence asks the activation's next sentence: the victim first when
// the rules leave a tie, then yes or no for a condition, the wounds for
// an attack; a sentence that needs no answer is said and passed.
func (w *wizard) sentence(st sorcery.State, i int) fyne.CanvasObject {
	e := st.Enemies[i]
	box := kit.VBox(kit.Heading(e.Label()))
	if w.Victim == "" && len(w.Act.Tied) > 0 {
		kit.Add(box, kit.Note(st.ControllerName(i)+" picks the victim among these:"))
		for _, t := range w.Act.Tied {
			kit.Add(box, kit.Tall(w.button(t, func() { w.Victim = t })))
		}
		return box
	}
	if w.Victim != "" {
		kit.Add(box, kit.Bold("Victim: "+w.Victim))
	}
	for len(w.Asks) > 0 {
		s := sorcery.ParseSentence(w.Asks[0])
		switch {
		case s.If != "":
			kit.Add(box, kit.Note(w.Asks[0]))
			kit.Add(box, kit.Bold("Is it so: "+s.If+"?"))
			kit.Add(box, kit.Fit(2,
				kit.Tall(w.button("Yes", func() { w.Asks[0] = s.Then })),
				kit.Tall(w.button("No", func() { w.Asks[0] = s.Else }))))
			return box
		case s.Then != "" && sorcery.IsAttack(s.Then) && w.Victim != "" && st.EnemyIndex(w.Order[w.At]) >= 0:
			kit.Add(box, kit.Note(s.Then))
			kit.Add(box, kit.Bold(fmt.Sprintf("Wounds dealt to %s?", w.Victim)))
			row := kit.Fit(7)
			for n := 0; n <= 6; n++ {
				row.Add(kit.Tall(w.button(strconv.Itoa(n), func() {
					if n == 0 || w.v.p.Do(sorcery.WoundHeroBy(w.Victim, n, i)) {
						w.Asks = w.Asks[1:]
					}
				})))
			}
			kit.Add(box, row)
			return box
		case s.Then != "":
			w.Notes = append(w.Notes, s.Then)
		}
		w.Asks = w.Asks[1:]
	}
	label := "Next Enemy"
	if w.At == len(w.Order)-1 {
		label = "Done with this Enemy"
	}
	next := w.button(label, func() {
		w.At++
		w.Act, w.Sights, w.ByPath, w.Blind, w.Victim, w.Notes = nil, nil, false, "", "", nil
	})
	next.Importance, next.Icon = widget.HighImportance, theme.MediaSkipNextIcon()
	kit.Add(box, kit.Tall(next))
	return box
}

func sayings(steps []sorcery.Step) []string {
	var out []string
	for _, s := range steps {
		out = append(out, s.Say)
	}
	return out
}
