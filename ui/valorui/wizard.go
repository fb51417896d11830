package valorui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
	"tableside/tracker/valor"
	"tableside/tracker/valor/labyrinth"
	"tableside/ui/kit"
	"tableside/ui/valormap"
)

// The Villain Round wizard at the table (000 L597-891): one instruction a
// screen, read from valor.State.WizardView, with big buttons for its
// answers. Every answer names the screen's key, so an answer meant for a
// screen already gone is refused by the rules, and a new screen ignores
// taps for a moment (Screens.Settle), so a double tap cannot answer the next
// screen too; everything is in the
// store, so Undo steps back one answer and a restart resumes here.

// markWizard draws the screen's Minion, path, target and choices on the map.
func (b *valorBoard) markWizard(v *valormap.View) {
	wv := b.wv
	if wv.From != nil && len(wv.Path) > 0 {
		v.SetPath(append([]labyrinth.Pos{*wv.From}, wv.Path...))
	}
	if wv.From != nil {
		v.Select(*wv.From)
	}
	if len(wv.Highlight) > 0 {
		kind := valormap.Destination
		if wv.Choice != nil {
			kind = valormap.Choice
		}
		v.Highlight(wv.Highlight, kind)
	}
	if wv.Target != nil {
		v.Highlight([]labyrinth.Pos{*wv.Target}, valormap.Target)
	}
}

// wizardPanel is the wizard's screen: its question and the answers as
// buttons first, then what it means and what to keep in mind.
func (b *valorBoard) wizardPanel() fyne.CanvasObject {
	text, answers := b.wizardParts()
	box := kit.VBox(answers, text)
	if !b.mapShown() {
		kit.Add(box, kit.Tall(widget.NewButtonWithIcon("See it on the map", theme.GridIcon(), func() { b.showMap(true) })))
	}
	return box
}

// wizardParts are the wizard's question with its answers, and the words
// that explain it, apart: a phone keeps the question and answers in reach
// and lets the explanation scroll. Rule lines stay in the code: a player
// has the printed book, not its line numbers.
func (b *valorBoard) wizardParts() (text, answers fyne.CanvasObject) {
	wv := b.wv
	box := kit.VBox()
	kit.Add(box, kit.Bold(wv.Title))
	if last := b.p.LastDone(); last != "" && b.st.Wizard != nil && b.st.Wizard.Seq > 0 {
		// What the last answer did: the app's roll, the damage dealt.
		kit.Add(box, kit.Note("Just now: "+last))
	}
	if len(wv.Passed) > 0 {
		// Screens the app went past: done in the app, still to do on the
		// cardboard, first.
		kit.Add(box, kit.Bold("On the cardboard first (the app has done its part):"))
		for _, say := range wv.Passed {
			kit.Add(box, kit.Note("• "+say))
		}
	}
	kit.Add(box, kit.Note(wv.Say))
	if len(wv.Resolve) > 0 && !strings.Contains(wv.Say, "in that order") {
		kit.Add(box, kit.Note("Resolve, in this order: "+b.resolveOrder()))
	}
	for _, r := range wv.Reminders {
		if !strings.Contains(wv.Say, r.Say) {
			kit.Add(box, kit.Note("• "+r.Say))
		}
	}
	if _, ok := b.momentItem(); ok {
		kit.Add(box, container.NewHBox(layout.NewSpacer(), b.moreButton()))
	}
	in := kit.VBox(kit.Heading(wv.Question()))
	if len(wv.Inputs) == 0 {
		// The map cannot answer (a Minion with no way to its target, a
		// Portal missing): the round goes on once it is corrected.
		kit.Add(in, kit.Note("Tap a region of the map to correct it; the Villain Round goes on by itself once the map can answer."))
	}
	for _, k := range wv.Inputs {
		if o := b.wizardInput(k); o != nil {
			kit.Add(in, o)
		}
	}
	return box, in
}

// resolveOrder names the cast Spells in the order they resolve.
func (b *valorBoard) resolveOrder() string {
	var names []string
	for _, flip := range b.wv.Resolve {
		for _, sp := range b.wv.Spells {
			if sp.Flip == flip {
				n := sp.Name
				if n == "" {
					n = "Spell " + strconv.Itoa(sp.Flip)
					if sp.Flip == 1 {
						n = "the Unique Spell"
					}
				}
				names = append(names, n)
			}
		}
	}
	if len(names) == 0 {
		// The Final Battle's Battle cards, by the order they were flipped.
		for _, n := range b.wv.Resolve {
			names = append(names, "card "+strconv.Itoa(n))
		}
	}
	return strings.Join(names, ", then ")
}

// answer sends a one-tap wizard answer, unless the screen has only just
// appeared.
func (b *valorBoard) answer(cmd tracker.Command) {
	if b.p.App().Now().Sub(b.local().wizSince) < b.v.settle {
		return
	}
	b.p.Do(cmd)
}

// key names the screen an answer is for, taken when the screen is drawn:
// a second tap after the screen changed is refused by the rules.
func (b *valorBoard) key() string { return b.wv.Key }

// wizardInput is the control for one kind of answer.
func (b *valorBoard) wizardInput(in valor.WizardInput) fyne.CanvasObject {
	wv, p, w := b.wv, b.p, b.win()
	key := b.key()
	switch in {
	case valor.InputRoll:
		if slices.Contains(wv.Inputs, valor.InputHits) {
			return nil // beside the Hits
		}
		return kit.Tall(kit.BigButton("Roll in the app", theme.MediaPlayIcon(), true, func() { b.answer(valor.WizardRoll(key)) }))
	case valor.InputHits:
		return b.hitsPad(slices.Contains(wv.Inputs, valor.InputRoll))
	case valor.InputSpell:
		// Most Spells have one small cost: one tap on it here; more
		// costs, a bigger one or its name in the dialog.
		quick := kit.Fit(wizardSpellQuick + 1)
		for n := 0; n <= wizardSpellQuick; n++ {
			kit.Add(quick, kit.Tall(widget.NewButton(strconv.Itoa(n), func() { b.answer(valor.WizardSpell(key, "", n)) })))
		}
		return kit.VBox(quick,
			kit.Tall(widget.NewButtonWithIcon("Enter the Spell's costs…", theme.DocumentCreateIcon(), func() {
				showSpellCosts(w, func(name string, costs []int) { p.Do(valor.WizardSpell(key, name, costs...)) })
			})))
	case valor.InputChoose:
		return b.choicePanel()
	case valor.InputDone:
		return kit.Tall(kit.BigButton(doneLabel(wv.Stage), theme.ConfirmIcon(), true, func() { b.answer(valor.WizardDone(key)) }))
	case valor.InputSpawn:
		size := wv.Size
		return kit.Tall(kit.BigButton("Which "+tracker.UpperFirst(string(size))+" was drawn?", theme.ContentAddIcon(), true, func() {
			pickMinionCard(p.App(), "The "+tracker.UpperFirst(string(size))+" drawn", size, p.Render, func(c valor.MinionCard) { p.Do(valor.WizardSpawn(key, c)) })
		}))
	case valor.InputDeckEmpty:
		return kit.Tall(widget.NewButtonWithIcon("The "+tracker.UpperFirst(string(wv.Size))+" deck is empty", theme.WarningIcon(), func() { b.answer(valor.WizardDeckEmpty(key)) }))
	case valor.InputCosts:
		have := valor.DeckCosts{}
		if b.st.MinionCosts != nil {
			have = *b.st.MinionCosts
		}
		return kit.Tall(kit.BigButton("Enter the deck covers' costs…", theme.DocumentCreateIcon(), true, func() {
			showDeckCosts(w, have, func(c valor.DeckCosts) { p.Do(valor.MinionCosts(c)) })
		}))
	}
	return nil
}

// wizardSpellQuick is the highest Spell cost the wizard offers as one tap:
// a row that fits a small phone.
const wizardSpellQuick = 6

// doneLabels say what Done means on the screens where it is not "Done:
// next".
var doneLabels = map[valor.WizardStage]string{
	valor.StageResolveSpells:  "The Spells are resolved",
	valor.StageAttackProtocol: "Resolved: next",
	valor.StageSpawnTable:     "Placed: next",
	valor.StageMinionsDone:    "Go on",
	valor.StageEndStep:        "Go on",
}

// doneLabel says what Done means on each screen.
func doneLabel(s valor.WizardStage) string {
	if l, ok := doneLabels[s]; ok {
		return l
	}
	return "Done: next"
}

// hitsPad is the Hits shown on the dice: one tap for the numbers the dice
// can show, "…" for the number pad, and the app's own roll beside what a
// card prevented on an attack.
func (b *valorBoard) hitsPad(roll bool) fyne.CanvasObject {
	p, w := b.p, b.win()
	key := b.key()
	quick := min(b.mostHits(), 9)
	cols := min(quick+2, 6)
	grid := kit.Fit(cols)
	for n := 0; n <= quick; n++ {
		n := n
		kit.Add(grid, kit.Tall(widget.NewButton(strconv.Itoa(n), func() { b.answer(valor.WizardHits(key, n)) })))
	}
	kit.Add(grid, kit.Tall(widget.NewButton("…", func() {
		kit.ShowNumberPad(w, "Hits rolled", -1, 0, valor.MaxHits, func(n int) { p.Do(valor.WizardHits(key, n)) })
	})))
	box := kit.VBox(grid)
	var row []fyne.CanvasObject
	if roll {
		row = append(row, kit.Tall(kit.BigButton("Roll in the app", theme.MediaPlayIcon(), true, func() { b.answer(valor.WizardRoll(key)) })))
	}
	if b.st.CanPrevent() {
		// Damage the Defender's cards prevent, before Shields (000 L297).
		row = append(row, kit.Tall(widget.NewButtonWithIcon("Card prevents…", theme.ContentRemoveIcon(), func() {
			kit.ShowNumberPad(w, "Damage a card prevents", -1, 1, valor.MaxHits, func(prevent int) {
				kit.ShowNumberPad(w, "Hits rolled", -1, 0, valor.MaxHits, func(n int) {
					p.Do(valor.WizardHitsWith(valor.WizardHitsCmd{Key: key, Hits: n, Prevent: prevent}))
				})
			})
		})))
	}
	if len(row) > 0 {
		kit.Add(box, kit.Fit(len(row), row...))
	}
	return box
}

// mostHits is the most the screen's dice can show (valor.MostHits), with
// the Plus-Ones the app adds kept out: the quick buttons run from 0 to it;
// to 6 when the screen names no dice.
func (b *valorBoard) mostHits() int {
	if b.wv.Dice == nil {
		return 6
	}
	return max(b.st.MostHits(*b.wv.Dice), 1)
}

// choicePanel is a tie the rules leave to the players: each option a
// button, or, when several are to be picked, ticks and a confirm.
func (b *valorBoard) choicePanel() fyne.CanvasObject {
	wv, p := b.wv, b.p
	c := wv.Choice
	if c == nil {
		return nil
	}
	key := b.key()
	box := kit.VBox()
	if c.Prompt != "" && !strings.Contains(wv.Say, c.Prompt) {
		kit.Add(box, kit.Bold(c.Prompt))
	}
	label := func(o string) string {
		if c.Kind == labyrinth.ChoiceDiscardPlusOnes {
			return "From " + valor.RowKind(o).Title()
		}
		return o
	}
	if c.Count <= 1 {
		// No mark on an answer not given yet: a ✓ would read as chosen.
		// The only one the rules leave stands out as the one to tap.
		for _, o := range c.Options {
			o := o
			kit.Add(box, kit.Tall(kit.BigButton(label(o), nil, len(c.Options) == 1, func() { b.answer(valor.WizardChoose(key, o)) })))
		}
		return box
	}
	// Several to pick, the same option maybe more than once (two
	// Plus-Ones off one row): each tap adds one. With one option, the
	// picks are made: Confirm is the one tap left.
	var picked []string
	if len(c.Options) == 1 {
		for range c.Count {
			picked = append(picked, c.Options[0])
		}
	}
	shown := kit.Note(fmt.Sprintf("Pick %d.", c.Count))
	confirm := kit.BigButton(fmt.Sprintf("Confirm these %d", c.Count), theme.ConfirmIcon(), true, func() { p.Do(valor.WizardChoose(key, picked...)) })
	redraw := func() {
		names := kit.Labels(picked, label)
		if len(picked) == 0 {
			shown.SetText(fmt.Sprintf("Pick %d.", c.Count))
		} else {
			shown.SetText(fmt.Sprintf("Picked %d of %d: %s", len(picked), c.Count, strings.Join(names, ", ")))
		}
		// A greyed Confirm says what it waits for.
		if len(picked) == c.Count {
			confirm.SetText(fmt.Sprintf("Confirm these %d", c.Count))
			confirm.Enable()
		} else {
			confirm.SetText(fmt.Sprintf("Pick %d more to confirm", c.Count-len(picked)))
			confirm.Disable()
		}
	}
	redraw()
	opts := kit.Fit(2)
	for _, o := range c.Options {
		o := o
		kit.Add(opts, kit.Tall(widget.NewButton(label(o), func() {
			if len(picked) < c.Count {
				picked = append(picked, o)
			}
			redraw()
		})))
	}
	kit.Add(box, opts)
	kit.Add(box, shown)
	again := widget.NewButtonWithIcon("Start again", theme.ContentUndoIcon(), func() { picked = nil; redraw() })
	kit.Add(box, kit.Fit(2, kit.Tall(again), kit.Tall(confirm)))
	return kit.Own(box) // redraw changes it in place
}
