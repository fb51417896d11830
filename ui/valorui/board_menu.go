package valorui

import (
	"fmt"

	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor"
	"tableside/ui/kit"
)

// A board's More list: what card effects and rare rules do to one
// Character (valor.Effects), then the corrections.

// menuItem is one entry of a "More" list.
type menuItem struct {
	label string
	do    func()
}

func (b *valorBoard) menu(title string, items []menuItem) {
	labels := make([]string, len(items))
	for i, it := range items {
		labels[i] = it.label
	}
	kit.Choose(b.win(), title, labels, func(i int) { items[i].do() })
}

// characterMenu is what card effects and rare rules do to one board: the
// effects the rules give who (valor.Effects), in their order, with the
// equipped Treasures after the Sidekick; then the corrections.
func (b *valorBoard) characterMenu(who int) {
	st, p, w := b.st, b.p, b.win()
	name := b.name(who)
	var items []menuItem
	treasures := func() {
		if who < 0 {
			return
		}
		for si, t := range st.Heroes[who].Equipped {
			if t == nil {
				continue
			}
			si, t := si, t
			items = append(items,
				menuItem{"Return " + t.Name + " to the Hero Loot Stash", func() { p.Do(valor.Unequip(who, si)) }},
				menuItem{"Discard " + t.Name + " (used up)", func() { p.Do(valor.DiscardTreasure(who, si)) }})
		}
	}
	listed := false
	for _, e := range st.Effects(who) {
		var it menuItem
		switch e {
		case valor.EffectPayHearts:
			it = menuItem{"Pay Hearts…", func() { b.payHearts(who) }}
		case valor.EffectDoom:
			it = menuItem{"Doomed", func() { p.Do(valor.Doom(who, "")) }}
		case valor.EffectPoison:
			it = menuItem{"Poison a die…", func() { b.poison(who) }}
		case valor.EffectCleanse:
			it = menuItem{"Cleanse: clear Doom and Poison", func() { p.Do(valor.Cleanse(who, "")) }}
		case valor.EffectTalent:
			it = menuItem{"Use the Talent card " + st.Heroes[who].Talent, func() { p.Do(valor.UseTalent(who)) }}
		case valor.EffectDojo:
			it = menuItem{"Train at the Dojo…", func() { b.dojo(who) }}
		case valor.EffectSidekick:
			it = menuItem{"A Sidekick joins…", func() { b.newSidekick(who) }}
		case valor.EffectDismiss:
			it = menuItem{"Dismiss the Sidekick " + st.Heroes[who].Sidekick.Name, func() { p.Do(valor.Dismiss(who)) }}
		case valor.EffectFuel:
			it = menuItem{"Fuel for the Fire: a card for a Plus-One…", func() {
				b.pickRow(who, func(r int) { p.Do(valor.Fuel(who, r)) })
			}}
		case valor.EffectFranken:
			it = menuItem{"Franken-Friend", func() { p.Do(valor.Franken(who)) }}
		case valor.EffectStampede:
			it = menuItem{"Stampede: an Elemental Heart for 2 Plus-Ones…", func() { b.stampede(who) }}
		default:
			continue
		}
		items = append(items, it)
		if e == valor.EffectSidekick || e == valor.EffectDismiss {
			treasures()
			listed = true
		}
	}
	if !listed {
		treasures()
	}
	items = append(items,
		menuItem{"Change a die (an Event's token, a mistake)…", func() { b.setDie(who) }},
		menuItem{"Change the Action bar…", func() {
			kit.Choose(w, name+"'s Action bar", []string{"Up one", "Down one"}, func(i int) { p.Do(valor.ActionBar(who, 1-2*i, "")) })
		}},
		menuItem{"Loot a Treasure for " + name + "…", func() { b.lootTreasure(who) }},
	)
	b.menu("More for "+name, items)
}

// dojo trains hero at the Dojo: what the box's Dojo offers
// (valor.DojoChoices), the upgrade or, in the Labyrinth, 1 XP instead.
func (b *valorBoard) dojo(hero int) {
	choices := b.st.DojoChoices(hero)
	labels := make([]string, len(choices))
	for i, c := range choices {
		labels[i] = "Upgrade the Unique Ability"
		if c == valor.DojoXP {
			labels[i] = "Take 1 XP instead"
		}
	}
	kit.Choose(b.win(), "At the Dojo", labels, func(i int) { b.p.Do(valor.Dojo(hero, choices[i])) })
}

func (b *valorBoard) pickRow(who int, then func(int)) {
	rows := b.rows(who)
	labels := make([]string, len(rows))
	for i, r := range rows {
		labels[i] = rowText(r)
	}
	kit.Choose(b.win(), "Which row?", labels, then)
}

func (b *valorBoard) poison(hero int) {
	targets := b.st.PoisonTargets(hero)
	rows := b.rows(hero)
	if len(targets) == 0 {
		b.p.App().Tell("Nothing to Poison", "Every die on this board already has a Poison token.")
		return
	}
	labels := make([]string, len(targets))
	for i, t := range targets {
		labels[i] = fmt.Sprintf("%s row, slot %d (%s)", rows[t.Row].Kind.Title(), t.Slot+1, rows[t.Row].Slots[t.Slot].Title())
	}
	kit.Choose(b.win(), "Poison which die?", labels, func(i int) { b.p.Do(valor.Poison(hero, targets[i].Row, targets[i].Slot)) })
}

func (b *valorBoard) setDie(who int) {
	b.pickRow(who, func(ri int) {
		row := b.rows(who)[ri]
		slots := make([]string, len(row.Slots))
		for i, d := range row.Slots {
			slots[i] = fmt.Sprintf("Slot %d (%s)", i+1, d.Title())
		}
		kit.Choose(b.win(), "Which slot?", slots, func(si int) {
			dice := []valor.Die{valor.DieBlank, valor.DieNovice, valor.DieAdept, valor.DieMaster}
			kit.Choose(b.win(), "Make it", []string{"blank", "Novice", "Adept", "Master"}, func(di int) {
				b.p.Do(valor.SetDie(valor.SetDieCmd{Who: who, Row: ri, Slot: si, Die: dice[di]}))
			})
		})
	})
}

// newSidekick asks a joining Sidekick's name, whether it is an Elemental
// and what its Mini Health die shows, in one sheet: the die's few faces
// are a row of numbers, a tap each, where a pad opened after the sheet
// and waited for its OK. Join waits, and says so, until the die is read.
func (b *valorBoard) newSidekick(hero int) {
	w := b.win()
	e := kit.NameEntry("Sidekick's name", "")
	elemental := kit.NewTallCheck("An Elemental", false, nil, nil)
	const wait = "Tap the number its Health die shows."
	health := 0
	join := kit.NewReady("Join", theme.ConfirmIcon(), func() {
		b.p.Do(valor.NewSidekick(valor.SidekickCmd{Hero: hero, Name: e.Text, Health: health, Elemental: elemental.Checked()}))
	}, wait)
	join.Wait(wait)
	die := kit.NewNumber(w, "Its Health die shows", &health, 1, b.st.Numbers().SidekickHealth, func() { join.Go() })
	kit.AskReady(w, "A Sidekick joins", kit.VBox(kit.Tall(e), elemental, die.Content()), join,
		widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), nil))
}

// stampede gives an Elemental a Heart for 2 Plus-Ones, or creates
// Isabella's own (000 L1247): whose, the rules say (valor.StampedeOwners).
func (b *valorBoard) stampede(hero int) {
	owners := b.st.StampedeOwners(hero)
	if len(owners) == 0 {
		b.p.App().Tell("No Elemental", "No Elemental on the map can take a Heart, and no new one can join.")
		return
	}
	labels := make([]string, len(owners))
	for i, o := range owners {
		h := b.st.Heroes[o]
		if h.Sidekick == nil {
			labels[i] = "A new Elemental beside " + h.Name
		} else {
			labels[i] = h.Sidekick.Name + " (" + h.Name + "'s)"
		}
	}
	kit.Choose(b.win(), "Whose Elemental gives the Heart?", labels, func(i int) {
		b.pickRow(hero, func(r int) { b.p.Do(valor.Stampede(hero, []int{r, r}, owners[i])) })
	})
}

// lootTreasure picks a Treasure from the library (or enters a new one) and
// puts it on who's Loot Stash.
func (b *valorBoard) lootTreasure(who int) {
	s := b.p.App()
	lib := libraryCards(s, valor.LibraryTreasure, valor.TreasureCard.Validate)
	labels := []string{"Enter a new Treasure card"}
	for _, t := range lib {
		labels = append(labels, treasureText(t))
	}
	kit.Choose(b.win(), "Which Treasure?", labels, func(i int) {
		if i == 0 {
			showTreasureEditor(s, valor.TreasureCard{}, b.p.Render)
			return
		}
		b.p.Do(valor.Loot(who, lib[i-1]))
	})
}
