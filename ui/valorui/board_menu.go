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
	labels := kit.Labels(items, func(it menuItem) string { return it.label })
	kit.Choose(b.win(), title, labels, func(i int) { items[i].do() })
}

// moreMenu is what card effects and rare rules do to one board: the
// effects the rules give who (valor.Effects), in their order, with the
// equipped Treasures after the Sidekick; then the corrections.
func (c characterBoard) moreMenu() {
	st, p, w := c.st, c.p, c.win()
	name := c.name(c.who)
	var items []menuItem
	treasures := func() {
		if c.who < 0 {
			return
		}
		for si, t := range st.Heroes[c.who].Equipped {
			if t == nil {
				continue
			}
			si, t := si, t
			items = append(items,
				menuItem{"Return " + t.Name + " to the Hero Loot Stash", func() { p.Do(valor.Unequip(c.who, si)) }},
				menuItem{"Discard " + t.Name + " (used up)", func() { p.Do(valor.DiscardTreasure(c.who, si)) }})
		}
	}
	listed := false
	for _, e := range st.Effects(c.who) {
		var it menuItem
		switch e {
		case valor.EffectPayHearts:
			it = menuItem{"Pay Hearts…", func() { c.payHearts() }}
		case valor.EffectDoom:
			it = menuItem{"Doomed", func() { p.Do(valor.Doom(c.who, "")) }}
		case valor.EffectPoison:
			it = menuItem{"Poison a die…", func() { c.poison() }}
		case valor.EffectCleanse:
			it = menuItem{"Cleanse: clear Doom and Poison", func() { p.Do(valor.Cleanse(c.who, "")) }}
		case valor.EffectTalent:
			it = menuItem{"Use the Talent card " + st.Heroes[c.who].Talent, func() { p.Do(valor.UseTalent(c.who)) }}
		case valor.EffectDojo:
			it = menuItem{"Train at the Dojo…", func() { c.dojo() }}
		case valor.EffectSidekick:
			it = menuItem{"A Sidekick joins…", func() { c.newSidekick() }}
		case valor.EffectDismiss:
			it = menuItem{"Dismiss the Sidekick " + st.Heroes[c.who].Sidekick.Name, func() { p.Do(valor.Dismiss(c.who)) }}
		case valor.EffectFuel:
			it = menuItem{"Fuel for the Fire: a card for a Plus-One…", func() {
				c.pickRow(func(r int) { p.Do(valor.Fuel(c.who, r)) })
			}}
		case valor.EffectFranken:
			it = menuItem{"Franken-Friend", func() { p.Do(valor.Franken(c.who)) }}
		case valor.EffectStampede:
			it = menuItem{"Stampede: an Elemental Heart for 2 Plus-Ones…", func() { c.stampede() }}
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
		menuItem{"Change a die (an Event's token, a mistake)…", func() { c.setDie() }},
		menuItem{"Change the Action bar…", func() {
			kit.Choose(w, name+"'s Action bar", []string{"Up one", "Down one"}, func(i int) { p.Do(valor.ActionBar(c.who, 1-2*i, "")) })
		}},
		menuItem{"Loot a Treasure for " + name + "…", func() { c.lootTreasure() }},
	)
	c.menu("More for "+name, items)
}

// dojo trains hero at the Dojo: what the box's Dojo offers
// (valor.DojoChoices), the upgrade or, in the Labyrinth, 1 XP instead.
func (c characterBoard) dojo() {
	choices := c.st.DojoChoices(c.who)
	labels := make([]string, len(choices))
	for i, c := range choices {
		labels[i] = "Upgrade the Unique Ability"
		if c == valor.DojoXP {
			labels[i] = "Take 1 XP instead"
		}
	}
	kit.Choose(c.win(), "At the Dojo", labels, func(i int) { c.p.Do(valor.Dojo(c.who, choices[i])) })
}

func (c characterBoard) pickRow(then func(int)) {
	rows := c.rows(c.who)
	kit.Choose(c.win(), "Which row?", kit.Labels(rows, rowText), then)
}

func (c characterBoard) poison() {
	targets := c.st.PoisonTargets(c.who)
	rows := c.rows(c.who)
	if len(targets) == 0 {
		c.p.App().Tell("Nothing to Poison", "Every die on this board already has a Poison token.")
		return
	}
	labels := make([]string, len(targets))
	for i, t := range targets {
		labels[i] = fmt.Sprintf("%s row, slot %d (%s)", rows[t.Row].Kind.Title(), t.Slot+1, rows[t.Row].Slots[t.Slot].Title())
	}
	kit.Choose(c.win(), "Poison which die?", labels, func(i int) { c.p.Do(valor.Poison(c.who, targets[i].Row, targets[i].Slot)) })
}

func (c characterBoard) setDie() {
	c.pickRow(func(ri int) {
		row := c.rows(c.who)[ri]
		slots := make([]string, len(row.Slots))
		for i, d := range row.Slots {
			slots[i] = fmt.Sprintf("Slot %d (%s)", i+1, d.Title())
		}
		kit.Choose(c.win(), "Which slot?", slots, func(si int) {
			dice := []valor.Die{valor.DieBlank, valor.DieNovice, valor.DieAdept, valor.DieMaster}
			kit.Choose(c.win(), "Make it", []string{"blank", "Novice", "Adept", "Master"}, func(di int) {
				c.p.Do(valor.SetDie(valor.SetDieCmd{Who: c.who, Row: ri, Slot: si, Die: dice[di]}))
			})
		})
	})
}

// newSidekick asks a joining Sidekick's name, whether it is an Elemental
// and what its Mini Health die shows, in one sheet: the die's few faces
// are a row of numbers, a tap each, where a pad opened after the sheet
// and waited for its OK. Join waits, and says so, until the die is read.
func (c characterBoard) newSidekick() {
	w := c.win()
	e := kit.NameEntry("Sidekick's name", "")
	elemental := kit.NewTallCheck("An Elemental", false, nil, nil)
	const wait = "Tap the number its Health die shows."
	health := 0
	join := kit.NewReady("Join", theme.ConfirmIcon(), func() {
		c.p.Do(valor.NewSidekick(valor.SidekickCmd{Hero: c.who, Name: e.Text, Health: health, Elemental: elemental.Checked()}))
	}, wait)
	join.Wait(wait)
	die := kit.NewNumber(w, "Its Health die shows", &health, 1, c.st.Numbers().SidekickHealth, func() { join.Go() })
	kit.AskReady(w, "A Sidekick joins", kit.VBox(kit.Tall(e), elemental, die.Content()), join,
		widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), nil))
}

// stampede gives an Elemental a Heart for 2 Plus-Ones, or creates
// Isabella's own (000 L1247): whose, the rules say (valor.StampedeOwners).
func (c characterBoard) stampede() {
	owners := c.st.StampedeOwners(c.who)
	if len(owners) == 0 {
		c.p.App().Tell("No Elemental", "No Elemental on the map can take a Heart, and no new one can join.")
		return
	}
	labels := make([]string, len(owners))
	for i, o := range owners {
		h := c.st.Heroes[o]
		if h.Sidekick == nil {
			labels[i] = "A new Elemental beside " + h.Name
		} else {
			labels[i] = h.Sidekick.Name + " (" + h.Name + "'s)"
		}
	}
	kit.Choose(c.win(), "Whose Elemental gives the Heart?", labels, func(i int) {
		c.pickRow(func(r int) { c.p.Do(valor.Stampede(c.who, []int{r, r}, owners[i])) })
	})
}

// lootTreasure picks a Treasure from the library (or enters a new one) and
// puts it on who's Loot Stash.
func (c characterBoard) lootTreasure() {
	s := c.p.App()
	lib := libraryCards(s, valor.LibraryTreasure, valor.TreasureCard.Validate)
	labels := []string{"Enter a new Treasure card"}
	for _, t := range lib {
		labels = append(labels, treasureText(t))
	}
	kit.Choose(c.win(), "Which Treasure?", labels, func(i int) {
		if i == 0 {
			showTreasureEditor(s, valor.TreasureCard{}, c.p.Render)
			return
		}
		c.p.Do(valor.Loot(c.who, lib[i-1]))
	})
}
