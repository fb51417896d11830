package sorceryui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/sorcery"
	"tableside/ui"
	"tableside/ui/kit"
)

// An Encounter card (L6262-6298): its letter, its main effect and an
// Otherwise, each picked from the short list the engine knows.

// effectEditor is one effect being picked.
type effectEditor struct {
	kind, rank, style *kit.Choice
	race, say         *widget.Entry
	x                 int
}

func effectTitles() []string {
	var out []string
	for _, k := range sorcery.EffectKinds() {
		out = append(out, sorcery.Effect{Kind: k, X: 2, Rank: "rank", Style: "style", Race: "a race", Say: "…"}.Words())
	}
	return out
}

func newEffectEditor(label string, e sorcery.Effect) *effectEditor {
	ed := &effectEditor{x: e.X,
		kind:  kit.NewChoice(label, effectTitles(), indexOf(sorcery.EffectKinds(), e.Kind), nil),
		rank:  kit.NewChoice("Which rank", rankTitles(), indexOf(ranks(), e.Rank), nil),
		style: kit.NewChoice("Which style", styleTitles(false), indexOf(styles(), e.Style), nil),
		race:  kit.NameEntry("Which race", e.Race),
		say:   kit.NameEntry("What every Enemy does", e.Say),
	}
	return ed
}

func (ed *effectEditor) parts(w fyne.Window) []fyne.CanvasObject {
	return []fyne.CanvasObject{ed.kind.Content(w, 2), ed.rank.Content(w, 4), ed.style.Content(w, 4),
		ed.race, kit.NewNumber(w, "How many Enemies (Activate X)", &ed.x, 0, 3, nil).Content(), ed.say}
}

// effect is what was picked; only the fields its kind reads are kept.
func (ed *effectEditor) effect() (sorcery.Effect, bool) {
	if ed.kind.Picked < 0 {
		return sorcery.Effect{}, false
	}
	e := sorcery.Effect{Kind: sorcery.EffectKinds()[ed.kind.Picked]}
	switch e.Kind {
	case sorcery.ActivateRank:
		if ed.rank.Picked >= 0 {
			e.Rank = ranks()[ed.rank.Picked]
		}
	case sorcery.ActivateStyle:
		if ed.style.Picked >= 0 {
			e.Style = styles()[ed.style.Picked]
		}
	case sorcery.ActivateRace:
		e.Race = strings.TrimSpace(ed.race.Text)
	case sorcery.ActivateX:
		e.X = ed.x
	case sorcery.EveryEnemy:
		e.Say = strings.TrimSpace(ed.say.Text)
	}
	return e, true
}

func showEncounterEditor(s *ui.App, c sorcery.EncounterCard, done func()) {
	encounterEditor(s, c, false, done, nil)
}

// encounterEditor types an Encounter card into the library; drawn is a
// card whose letter was just drawn for the first time: its letter is
// known, only what it activates is asked, and saved gets the card kept
// before done returns to the table. Back is the Cancel: nothing is kept
// and nothing drawn.
func encounterEditor(s *ui.App, c sorcery.EncounterCard, drawn bool, done func(), saved func(sorcery.EncounterCard)) {
	w := s.Window()
	letter := kit.NameEntry("Letter", c.Letter)
	main := newEffectEditor("Main effect", c.Main)
	var other sorcery.Effect
	if c.Otherwise != nil {
		other = *c.Otherwise
	}
	otherwise := newEffectEditor("Otherwise (leave unpicked if none)", other)
	parts := []fyne.CanvasObject{kit.Heading("An Encounter card"), letter}
	save := "Save this card"
	if drawn {
		// The letter is the one tapped: only what the card prints is new
		// (L6290-6298).
		parts = []fyne.CanvasObject{kit.Heading("Card " + c.Letter + ", drawn for the first time"),
			kit.Note("What does it activate? Typed once, it is kept for every Quest.")}
		save = "Save and draw card " + c.Letter
	}
	parts = append(parts, main.parts(w)...)
	parts = append(parts, otherwise.parts(w)...)
	editorScreen(s, done, save, func() bool {
		if !drawn {
			c.Letter = strings.ToUpper(strings.TrimSpace(letter.Text))
		}
		c.Main, _ = main.effect()
		c.Otherwise = nil
		if o, ok := otherwise.effect(); ok {
			c.Otherwise = &o
		}
		if !saveCard(s, sorcery.EncounterKind, c.Letter, c) {
			return false
		}
		if saved != nil {
			saved(c)
		}
		return true
	}, parts...)
}
