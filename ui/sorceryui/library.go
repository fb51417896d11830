package sorceryui

import (
	"encoding/json"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/tracker/sorcery"
	"tableside/ui"
	"tableside/ui/kit"
)

// The card library of Sword & Sorcery: Heroes, Enemies and Encounter
// cards, each typed once and picked with a tap ever after. Every card is
// checked by tracker/sorcery before it is saved, so a saved card always
// enters play.

// cards reads the library's cards of one kind, skipping any that no
// longer decode.
func cards[C any](s *ui.App, kind string) []C {
	return ui.LibraryCards[C](s, sorcery.ID, kind)
}

// pickCard offers the library's cards of kind by name, read on the tap,
// or says none of what (as the players call them) is entered yet; pick
// gets the card chosen.
func pickCard[C any](p *ui.Play, kind, what, title string, name func(C) string, pick func(C)) {
	lib := cards[C](p.App(), kind)
	if len(lib) == 0 {
		p.App().Tell("No "+what+" yet", "Enter "+what+" in the library when setting up a Quest.")
		return
	}
	kit.Choose(p.App().Window(), title, kit.Labels(lib, name), func(k int) { pick(lib[k]) })
}

// saveCard checks a card with the rules and keeps it under name; a card
// of the same name is replaced, so a correction is a save.
func saveCard(s *ui.App, kind, name string, card interface{ Validate() error }) bool {
	if err := card.Validate(); err != nil {
		s.Tell("Not saved yet", err.Error())
		return false
	}
	data, err := json.Marshal(card)
	if err != nil {
		s.Fail(err)
		return false
	}
	if _, err := s.Store().SaveCard(campaign.Card{Game: sorcery.ID, Kind: kind, Name: name, Data: data}); err != nil {
		s.Fail(err)
		return false
	}
	return true
}

// styles are the fighting styles in the order the editors list them,
// then the Enemies' wildcard.
func styles() []sorcery.Style {
	return []sorcery.Style{sorcery.Dexterity, sorcery.Faith, sorcery.Magic, sorcery.Strength, sorcery.Wildcard}
}

// indexOf is v's place in vs, or -1: the button lit in a Choice.
func indexOf[T comparable](vs []T, v T) int {
	for i, x := range vs {
		if x == v {
			return i
		}
	}
	return -1
}

// styleTitles name the fighting styles for buttons.
func styleTitles(withWild bool) []string {
	out := []string{"Dexterity", "Faith", "Magic", "Strength"}
	if withWild {
		out = append(out, "All styles")
	}
	return out
}

// editorScreen shows a card editor with Back and its save button; it
// returns the form's relayout, for a part that grew or shrank.
func editorScreen(s *ui.App, done func(), save string, commit func() bool, parts ...fyne.CanvasObject) (relayout func()) {
	back := widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), done)
	saveBtn := kit.BigButton(save, theme.DocumentSaveIcon(), true, func() {
		if commit() {
			done()
		}
	})
	return kit.FormScreen(s.Show, back, saveBtn, parts...)
}

// showHeroEditor enters a Hero: name, HP, Save, styles and Item
// Capacity (the Hero card; the numbers are the players' to check against it). saved gets
// the card kept.
func showHeroEditor(s *ui.App, h sorcery.Hero, done func(), saved func(sorcery.Hero)) {
	name := kit.NameEntry("Hero's name", h.Name)
	if h.MaxHP == 0 {
		h.MaxHP = 8
	}
	hp := kit.NewNumber(s.Window(), "HP", &h.MaxHP, 1, 20, nil)
	save := kit.NewNumber(s.Window(), "Save target", &h.Save, 0, 6, nil)
	// The Hero card's Item Capacity (L2144, L2205-2212); 0 leaves the
	// inventory unchecked.
	capacity := kit.NewQuickNumber(s.Window(), "Item Capacity (0: not checked)", &h.Capacity, 0, 30, 6, nil)
	picked := -1
	if len(h.Styles) > 0 {
		picked = indexOf(styles(), h.Styles[0])
	}
	style := kit.NewChoice("Fighting style", styleTitles(false), picked, nil)
	var cooling, passive, talents, passiveTalents, innate []string
	for _, pw := range h.Powers {
		switch {
		case pw.Innate:
			innate = append(innate, pw.Name)
		case pw.Talent && pw.Passive:
			passiveTalents = append(passiveTalents, pw.Name)
		case pw.Talent:
			talents = append(talents, pw.Name)
		case pw.Passive:
			passive = append(passive, pw.Name)
		default:
			cooling = append(cooling, pw.Name)
		}
	}
	typed := sorcery.GemText(h.Gem)
	gem := kit.NameEntry("Soul Gem HP, Soulrank I first: 8 9 10", typed.HP)
	gemPowers := kit.NameEntry("Powers, * for a Talent: 2 2* 3", typed.Powers)
	gemCombat := kit.NameEntry("Combat activities: 1 1 2", typed.Combat)
	gemActions := kit.NameEntry("Action activities: 2 2 2", typed.Actions)
	active := kit.LinesEntry("Powers used with hourglasses, one a line", cooling)
	still := kit.LinesEntry("Passive powers, one a line", passive)
	// Talent Power cards, from the shared Talent deck: the Soul Gem counts
	// them by its stars, apart from the Power cards (L2261-2271,
	// L2777-2788), as the board's "A new power" marks them.
	talent := kit.LinesEntry("Talents used with hourglasses, one a line", talents)
	stillTalent := kit.LinesEntry("Passive Talents, one a line", passiveTalents)
	// The Hero card's own powers: the Soul Gem does not count them
	// (L2627-2636).
	born := kit.LinesEntry("Innate powers (on the Hero card), one a line", innate)
	editorScreen(s, done, "Save this Hero", func() bool {
		h.Name = strings.TrimSpace(name.Text)
		g, err := sorcery.ParseGem(sorcery.GemLists{HP: gem.Text, Powers: gemPowers.Text, Combat: gemCombat.Text, Actions: gemActions.Text})
		if err != nil {
			s.Tell("Not saved yet", err.Error())
			return false
		}
		h.Gem = g
		if len(g) > 0 {
			h.MaxHP = g[0].HP // Soulrank I's row (L2261-2271)
		}
		// A power kept by name keeps what the editor does not ask (its
		// shields, the Soulrank that brought it); saving again lost them.
		was := map[string]sorcery.Power{}
		for _, pw := range h.Powers {
			was[pw.Name] = pw
		}
		h.Powers = nil
		put := func(text string, passive, talent, innate bool) {
			for _, n := range kit.SplitLines(text) {
				pw := was[n]
				pw.Name, pw.Passive, pw.Talent, pw.Innate = n, passive, talent, innate
				h.Powers = append(h.Powers, pw)
			}
		}
		put(active.Text, false, false, false)
		put(still.Text, true, false, false)
		put(talent.Text, false, true, false)
		put(stillTalent.Text, true, true, false)
		put(born.Text, true, false, true)
		h.Styles = nil
		if style.Picked >= 0 {
			h.Styles = []sorcery.Style{styles()[style.Picked]}
		}
		if !saveCard(s, sorcery.HeroKind, h.Name, h) {
			return false
		}
		if saved != nil {
			saved(h)
		}
		return true
	}, kit.Heading("A Hero"), name, hp.Content(), save.Content(), style.Content(s.Window(), 4), capacity.Content(),
		kit.Bold("Soul Gem"), kit.Note("Its max HP at each Soulrank, as the Hero's Soul Gem shows them: the rulebook does not print them. Left empty, HP stays as above."), gem,
		kit.Note("Then, if you like, one number per Soulrank for each of the rest: the board shows them at the Hero's Soulrank."), gemPowers, gemCombat, gemActions,
		active, still, talent, stillTalent, born)
}

// Editors for the cards the rulebook only pictures: Enemy Power cards,
// Companions and items. Nothing is filled in for the players: the
// numbers are on the cards, and the editors say to copy them.

// checkNote is the line every editor of cards the text does not give
// shows.
func checkNote() fyne.CanvasObject {
	return kit.Note("The rulebook does not print these cards: copy each value from the card.")
}

// powerTypeTitles name the Enemy Power types for buttons.
func powerTypeTitles() []string { return []string{"Combat", "Passive", "Reactive"} }

// showPowerEditor enters an Enemy Power card (L6024-6050).
func showPowerEditor(s *ui.App, p sorcery.EnemyPower, done func()) {
	name := kit.NameEntry("Power's name", p.Name)
	kind := kit.NewChoice("Type", powerTypeTitles(), indexOf(sorcery.PowerTypes(), p.Type), nil)
	editorScreen(s, done, "Save this power", func() bool {
		p.Name, p.Type = strings.TrimSpace(name.Text), ""
		if kind.Picked >= 0 {
			p.Type = sorcery.PowerTypes()[kind.Picked]
		}
		return saveCard(s, sorcery.EnemyPowerKind, p.Name, p)
	}, kit.Heading("An Enemy Power card"), checkNote(), name, kind.Content(s.Window(), 3))
}

// showCompanionEditor enters a Companion card (L5301-5490).
func showCompanionEditor(s *ui.App, c sorcery.Companion, done func()) {
	w := s.Window()
	name := kit.NameEntry("Companion's name", c.Name)
	if c.MaxHP == 0 {
		c.MaxHP = 1
	}
	summoned := kit.NewTallCheck("Summoned by a Hero's power", c.Summoned, nil, func(on bool) { c.Summoned = on })
	illusion := kit.NewTallCheck("An Illusion: never a target", c.Illusion, nil, func(on bool) { c.Illusion = on })
	editorScreen(s, done, "Save this Companion", func() bool {
		c.Name = strings.TrimSpace(name.Text)
		return saveCard(s, sorcery.CompanionKind, c.Name, c)
	}, kit.Heading("A Companion"), checkNote(), name,
		kit.NewQuickNumber(w, "HP", &c.MaxHP, 1, 99, 12, nil).Content(),
		kit.NewNumber(w, "Hero Count (0 if none is printed)", &c.HeroCount, 0, 5, nil).Content(),
		summoned, illusion)
}

// slotTitles name the item slots for buttons.
func slotTitles() []string {
	return []string{"Primary hand", "Second hand", "Armour", "Artifact", "Carried"}
}

// handsKinds are the weapon categories as the item editor lists them,
// "no weapon" first, with their titles.
func handsKinds() ([]sorcery.Hands, []string) {
	return append([]sorcery.Hands{""}, sorcery.HandsKinds()...),
		[]string{"No weapon", "Two hands", "Strong hand only", "Hand and a half", "Weak hand only", "Either hand"}
}

// showItemEditor enters an item card: its slot, a weapon's hands, weight,
// the Soulrank it needs, an artifact's charges, an armour's Armor, its
// magic shields.
func showItemEditor(s *ui.App, it sorcery.Item, done func()) {
	w := s.Window()
	name := kit.NameEntry("Item's name", it.Name)
	slot := kit.NewChoice("Where it goes", slotTitles(), indexOf(sorcery.Slots(), it.Slot), nil)
	kinds, titles := handsKinds()
	hands := kit.NewChoice("Hands it takes", titles, indexOf(kinds, it.Hands), nil)
	cursed := kit.NewTallCheck("Cursed (forced into the inventory, never dropped or passed)", it.Cursed, nil, func(on bool) { it.Cursed = on })
	editorScreen(s, done, "Save this item", func() bool {
		it.Name, it.Slot = strings.TrimSpace(name.Text), ""
		if slot.Picked >= 0 {
			it.Slot = sorcery.Slots()[slot.Picked]
		}
		it.Hands = kinds[max(hands.Picked, 0)]
		return saveCard(s, sorcery.ItemKind, it.Name, it)
	}, kit.Heading("An item"), checkNote(), name, slot.Content(w, 2), hands.Content(w, 2),
		kit.NewNumber(w, "Weight (0 goes free)", &it.Weight, 0, 9, nil).Content(),
		kit.NewNumber(w, "Soulrank it needs (0 for none)", &it.MinSoulrank, 0, 7, nil).Content(),
		kit.NewNumber(w, "Charges (artifacts)", &it.Charges, 0, 9, nil).Content(),
		kit.NewNumber(w, "Armor (armour)", &it.Armor, 0, 9, nil).Content(),
		kit.NewNumber(w, "Magic shields", &it.Shields, 0, 9, nil).Content(), cursed)
}

// moreCards is the setup's section for the cards a Quest uses besides
// Heroes, Enemies and Encounters: counts and an editor button each.
func (q *questSetup) moreCards() []fyne.CanvasObject {
	s := q.s
	count := func(kind string) int {
		stored, err := s.Store().Cards(sorcery.ID, kind)
		if err != nil {
			s.Fail(err)
		}
		return len(stored)
	}
	entry := func(label string, open func()) fyne.CanvasObject {
		return kit.Tall(widget.NewButtonWithIcon(label, theme.DocumentCreateIcon(), open))
	}
	return []fyne.CanvasObject{kit.Section("More cards"),
		kit.Note(fmt.Sprintf("%s, %s, %s in the library.",
			kit.Plural(count(sorcery.EnemyPowerKind), "Enemy Power card"), kit.Plural(count(sorcery.CompanionKind), "Companion"), kit.Plural(count(sorcery.ItemKind), "item"))),
		entry("Enter an Enemy Power card", func() { showPowerEditor(s, sorcery.EnemyPower{}, q.again) }),
		entry("Enter a Companion", func() { showCompanionEditor(s, sorcery.Companion{}, q.again) }),
		entry("Enter an item", func() { showItemEditor(s, sorcery.Item{}, q.again) }),
	}
}
