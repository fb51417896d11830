package sorceryui

import (
	"reflect"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/sorcery"
	"tableside/ui/kit"
)

// What a power of an Enemy card does to the victim: read from its words
// as typed (sorcery.ParsePower), and, where the app reads them wrong, set
// by hand in a sheet: the condition, the HP, what a Save stops
// (L6479-6481). A power set by hand keeps its setting while its name
// stays.

// powerHits are the powers whose effect was set by hand, by name in
// lower case; nil is "puts nothing on the victim".
type powerHits map[string]*sorcery.PowerEffect

// handSet finds the powers of a stored card whose effect is not what
// their words read as: they were set by hand.
func handSet(c sorcery.EnemyCard) powerHits {
	set := powerHits{}
	for _, p := range c.Powers {
		if !reflect.DeepEqual(sorcery.ParsePower(p.Line()).Hits, p.Hits) {
			set[strings.ToLower(p.Name)] = p.Hits
		}
	}
	return set
}

// parse reads the typed powers, each line a power, with the effects set
// by hand.
func (h powerHits) parse(text string) []sorcery.EnemyPower {
	var out []sorcery.EnemyPower
	for _, l := range kit.SplitLines(text) {
		p := sorcery.ParsePower(l)
		if hits, ok := h[strings.ToLower(p.Name)]; ok {
			p.Hits = hits
		}
		out = append(out, p)
	}
	return out
}

// effectConditions are the conditions the sheet offers, as
// ConditionCmd names them, and their titles.
func effectConditions() ([]sorcery.Inflict, []string) {
	fs := []sorcery.Inflict{{}, {Kind: "ko"}, {Kind: "slow"}, {Kind: "blind"}, {Kind: "stun"},
		{Kind: "bleed", Rank: 1}, {Kind: "bleed", Rank: 2}, {Kind: "poison", Rank: 1}, {Kind: "poison", Rank: 2}, {Kind: "fire", Rank: 1}, {Kind: "fire", Rank: 2}}
	titles := []string{"None"}
	for _, f := range fs[1:] {
		titles = append(titles, f.Words())
	}
	return fs, titles
}

// saveKinds are what a Save may stop, with their titles.
func saveKinds() ([]string, []string) {
	return []string{"", sorcery.SaveStopsHP, sorcery.SaveStopsAll}, []string{"No Save", "A Save stops the HP", "A Save stops it all"}
}

// editHits opens the sheet that sets what power p does to the victim by
// hand; done gets the setting, nil for nothing.
func editHits(w fyne.Window, p sorcery.EnemyPower, done func(*sorcery.PowerEffect)) {
	var was sorcery.PowerEffect
	if p.Hits != nil {
		was = *p.Hits
	}
	fs, titles := effectConditions()
	picked := 0
	if len(was.Puts) > 0 {
		picked = max(indexOf(fs, was.Puts[0]), 0)
	}
	cond := kit.NewChoice("What it puts on the victim", titles, picked, nil)
	hp := was.HP
	kinds, kindTitles := saveKinds()
	save := kit.NewChoice("A Save", kindTitles, max(indexOf(kinds, was.Save), 0), nil)
	body := kit.VBox(kit.Note(p.Line()), cond.Content(w, 3),
		kit.NewNumber(w, "HP it deals", &hp, 0, 6, nil).Content(), save.Content(w, 1))
	keep := widget.NewButtonWithIcon("Keep", theme.ConfirmIcon(), func() {
		var e sorcery.PowerEffect
		if f := fs[max(cond.Picked, 0)]; f.Kind != "" {
			e.Puts = append(e.Puts, f)
		}
		// A second condition typed in the words is kept: the sheet sets
		// the first.
		if len(was.Puts) > 1 {
			e.Puts = append(e.Puts, was.Puts[1:]...)
		}
		e.HP, e.Save = hp, kinds[max(save.Picked, 0)]
		if e.Save == sorcery.SaveStopsHP && e.HP == 0 {
			e.Save = sorcery.SaveStopsAll
		}
		if len(e.Puts) == 0 && e.HP == 0 {
			done(nil)
			return
		}
		done(&e)
	})
	keep.Importance = widget.HighImportance
	kit.Ask(w, "What "+p.Name+" does", body, widget.NewButton("Cancel", nil), keep)
}
