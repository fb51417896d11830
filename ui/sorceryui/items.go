package sorceryui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/sorcery"
	"tableside/ui/kit"
)

// heroItems is the items part of a Hero's board: each held card with its
// charges or Break tokens, a button for each thing it can have done to
// it, and "Give an item" from the library, equipped or carried.
func (b *board) heroItems(h sorcery.Hero) fyne.CanvasObject {
	p, w := b.v.p, b.v.p.App().Window()
	box := kit.VBox(kit.Bold(h.Name + "'s items"))
	if w := h.LoadWords(); w != "" {
		kit.Add(box, kit.Note(w))
	}
	for _, it := range h.Items {
		words := it.Words()
		if g := h.Grip(it); g != "" {
			words += " · " + g
		}
		kit.Add(box, kit.Note(words))
		row := kit.Fit(3)
		if it.CanCharge() {
			row.Add(kit.Tall(widget.NewButton("Spend a charge", func() { p.Do(sorcery.UseCharge(h.Name, it.Name)) })))
		}
		if it.CanBreak() {
			row.Add(kit.Tall(widget.NewButton("Break", func() { p.Do(sorcery.BreakArmour(h.Name, it.Name)) })))
		}
		b.moveButtons(row, h, it)
		if it.Droppable() {
			row.Add(kit.Tall(widget.NewButtonWithIcon("Drop", theme.DeleteIcon(), func() { p.Do(sorcery.DropItem(h.Name, it.Name)) })))
		} else {
			// Theft or a Temple takes it.
			row.Add(kit.Tall(widget.NewButtonWithIcon("Stolen or lifted", theme.DeleteIcon(), func() { p.Do(sorcery.RemoveCursed(h.Name, it.Name)) })))
		}
		kit.Add(box, row)
	}
	give := widget.NewButton("Give an item", func() {
		name := func(it sorcery.Item) string { return it.Name }
		pickCard(p, sorcery.ItemKind, "items", "Which item does "+h.Name+" take?", name, func(it sorcery.Item) {
			// Where it may go is the engine's: nowhere but the inventory,
			// either hand at the Hero's choice, or its own slot (the engine
			// checks the slot is free).
			slots := sorcery.HeldItem{Item: it}.EquipSlots()
			switch len(slots) {
			case 0:
				p.Do(sorcery.GiveItem(h.Name, it, false))
			case 1:
				kit.Choose(w, "Where does the "+it.Name+" go?", []string{"Equipped", "Carried"}, func(c int) {
					p.Do(sorcery.GiveItem(h.Name, it, c == 0))
				})
			default:
				hands := map[sorcery.Slot]string{sorcery.Primary: "Primary hand", sorcery.Secondary: "Second hand"}
				var where []string
				for _, sl := range slots {
					where = append(where, hands[sl])
				}
				kit.Choose(w, "Where does the "+it.Name+" go?", append(where, "Carried"), func(c int) {
					if c < len(slots) {
						it.Slot = slots[c]
					}
					p.Do(sorcery.GiveItem(h.Name, it, c < len(slots)))
				})
			}
		})
	})
	kit.Add(box, kit.Tall(give))
	// A Blessing card is held until used, and goes at the Quest's end
	// (L3290-3345).
	if h.Blessing != "" {
		kit.Add(box, kit.Note("Blessing: "+h.Blessing))
		kit.Add(box, kit.Tall(widget.NewButton("Use the Blessing", func() { p.Do(sorcery.Bless(h.Name, "")) })))
	} else {
		kit.Add(box, kit.Tall(widget.NewButton("A Blessing card", func() {
			askText(w, "Which Blessing?", "The card's name", func(t string) { p.Do(sorcery.Bless(h.Name, t)) })
		})))
	}
	return box
}

// slotWords name where a card goes when equipped there, for a button.
func slotWords(sl sorcery.Slot) string {
	if w, ok := map[sorcery.Slot]string{
		sorcery.Primary:   "the primary hand",
		sorcery.Secondary: "the second hand",
		sorcery.Carried:   "the inventory",
	}[sl]; ok {
		return w
	}
	return "the " + string(sl) + " slot"
}

// moveButtons are a held card's moves: equipped from the inventory (to
// either hand for an either-hand weapon), back to the inventory, to the
// other hand, or passed to another Hero (Reorganize and Exchange,
// L2490-2505). The engine says what else moves and refuses what the
// rules do not allow.
func (b *board) moveButtons(row *fyne.Container, h sorcery.Hero, it sorcery.HeldItem) {
	p := b.v.p
	move := func(label string, sl sorcery.Slot) {
		row.Add(kit.Tall(widget.NewButton(label, func() { p.Do(sorcery.Reorganize(h.Name, it.Name, sl)) })))
	}
	slots := it.EquipSlots()
	switch {
	case !it.Equipped && len(slots) == 1:
		move("Equip", slots[0])
	case !it.Equipped:
		for _, sl := range slots {
			move("To "+slotWords(sl), sl)
		}
	default:
		move("To the inventory", sorcery.Carried)
		for _, sl := range slots {
			if sl != it.Slot {
				move("To "+slotWords(sl), sl)
			}
		}
	}
	others := b.st.PassTargets(h.Name, it)
	if len(others) == 0 {
		return
	}
	row.Add(kit.Tall(widget.NewButton("Pass to…", func() {
		w := p.App().Window()
		var names []string
		for _, o := range others {
			names = append(names, o.Name)
		}
		kit.Choose(w, "Who takes the "+it.Name+"?", names, func(k int) {
			to := others[k]
			free := to.EquipFree(it)
			if len(free) == 0 {
				p.Do(sorcery.PassItem(h.Name, to.Name, it.Name, sorcery.Carried))
				return
			}
			var where []string
			for _, sl := range free {
				where = append(where, "Equipped in "+slotWords(sl))
			}
			where = append(where, "In the inventory")
			free = append(free, sorcery.Carried)
			kit.Choose(w, "Where does "+to.Name+" put the "+it.Name+"?", where, func(c int) {
				p.Do(sorcery.PassItem(h.Name, to.Name, it.Name, free[c]))
			})
		})
	})))
}
