package valorui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor"
	"tableside/tracker/valor/labyrinth"
	"tableside/ui/kit"
)

// The step's checklist (with no map, or outside the Villain Round): the
// item due now with the button that does it, the Loot Stash cash-out and
// the Treasures to equip.

// checklistPanel shows the item due now, prompt, with the button that does
// it, and the whole list folded below. The step's number leads the item's
// words on their own first line: a line of its own pushed the button off
// a small phone's first screen at Very large text (issue 24).
func (b *valorBoard) checklistPanel(prompt string) fyne.CanvasObject {
	st := b.st
	items := st.Checklist()
	done := 0
	var cur *valor.StepItem
	for i := range items {
		if items[i].Done {
			done++
		} else if cur == nil {
			cur = &items[i]
		}
	}
	box := kit.VBox()
	if cur == nil {
		kit.Add(box, kit.Bold(prompt))
		kit.Add(box, kit.Tall(kit.BigButton("End the "+st.Phase.Title(), theme.MediaSkipNextIcon(), true, func() { b.v.follow(); b.p.Do(valor.EndStep()) })))
	} else {
		kit.Add(box, kit.Bold(fmt.Sprintf("Step %d of %d: %s", done+1, len(items), prompt)))
		kit.Add(box, b.itemActions(*cur))
		if run := st.CardboardRun(); len(run) > 1 {
			// Done on the cardboard alone: the table does them and taps once.
			keys := make([]string, len(run))
			for i, it := range run {
				keys[i] = it.Key
			}
			kit.Add(box, kit.Tall(widget.NewButtonWithIcon(fmt.Sprintf("Done: this and the next %d", len(run)-1), theme.ConfirmIcon(), func() {
				b.v.follow()
				b.p.Do(valor.TickRun(keys...))
			})))
			for _, it := range run[1:] {
				kit.Add(box, kit.Note("• "+it.Text))
			}
		}
	}
	list := kit.VBox()
	for _, it := range items {
		mark := "  "
		switch {
		case it.Done:
			mark = "Done: "
		case it.Current:
			mark = "Now: "
		}
		kit.Add(list, kit.Note(mark+it.Text))
	}
	// A button a thumb tall that opens the list below itself: Fyne's
	// accordion header was 36 px, under a thumb's target (issue 24).
	list.Hide()
	var whole *widget.Button
	whole = widget.NewButtonWithIcon("The whole checklist", theme.MenuDropDownIcon(), func() {
		if list.Visible() {
			list.Hide()
			whole.SetIcon(theme.MenuDropDownIcon())
		} else {
			list.Show()
			whole.SetIcon(theme.MenuDropUpIcon())
		}
		box.Refresh()
	})
	whole.Alignment = widget.ButtonAlignLeading
	kit.Add(box, kit.Tall(whole))
	kit.Add(box, list)
	return box
}

// itemActions are the buttons for the checklist item due now.
func (b *valorBoard) itemActions(it valor.StepItem) fyne.CanvasObject {
	st, p := b.st, b.p
	box := kit.VBox()
	tick := func(label string) {
		kit.Add(box, kit.Tall(kit.BigButton(label, theme.ConfirmIcon(), true, func() { p.Do(valor.Tick(it.Key)) })))
	}
	if stash, ok := st.CashOutDue(); ok {
		kit.Add(box, b.cashOutPanel(stash))
		return box
	}
	switch it.Key {
	case valor.StepTreasures:
		if st.TreasureTime() {
			for ti, t := range st.HeroStash.Treasures {
				ti, t := ti, t
				kit.Add(box, kit.Tall(widget.NewButtonWithIcon("Equip "+t.Name+"…", theme.ContentAddIcon(), func() { b.equip(ti) })))
			}
		}
		tick("Treasures done")
	case valor.StepLevelUps, valor.StepFinalLevelUps:
		if st.VillainLevelsByPlan() {
			if xp := st.VillainXPToSpend(); xp > 0 {
				for _, pl := range st.VillainLevelUpPlan(xp) {
					kit.Add(box, kit.Note(fmt.Sprintf("Level Up %d: %s row, slot %d: %s to %s", pl.LevelUp, pl.Kind.Title(), pl.Slot+1, pl.From.Title(), pl.To.Title())))
				}
				kit.Add(box, kit.Tall(kit.BigButton(fmt.Sprintf("Placed: spend %d XP", xp), theme.ConfirmIcon(), true, func() { p.Do(valor.VillainLevelUp(xp)) })))
				return box
			}
			tick("Level Ups done")
			return box
		}
		for _, who := range st.LevelingUp() {
			who := who
			dice, action := st.LevelUpOptions(who)
			mp := who >= 0 && len(st.MasterpieceOptions(who)) > 0
			xp := st.Villain.XP
			if who >= 0 {
				xp = st.Heroes[who].XP
			}
			btn := widget.NewButtonWithIcon(fmt.Sprintf("Level Up %s (%d XP)", b.name(who), xp), theme.UploadIcon(), b.character(who).levelUp)
			if len(dice) == 0 && !action && !mp {
				// Greyed, it says why.
				btn.SetText(fmt.Sprintf("Level Up %s: nothing %d XP buys", b.name(who), xp))
				btn.Disable()
			}
			kit.Add(box, kit.Tall(btn))
		}
		tick("Level Ups done")
	case valor.StepMap, valor.StepChumps:
		if st.Features().Map {
			// Laid on the app's map, these tick themselves, and the
			// Villain Round's screens can run on that map.
			label := "Lay the map in the app"
			if it.Key == valor.StepChumps {
				label = "Place them in the app"
			}
			kit.Add(box, kit.Tall(kit.BigButton(label, theme.GridIcon(), true, func() {
				if st.BaseCampDue() && !b.layBaseCamp() {
					return
				}
				b.showMap(true)
			})))
			kit.Add(box, kit.Tall(widget.NewButtonWithIcon("Done on the table only", theme.ConfirmIcon(), func() { p.Do(valor.Tick(it.Key)) })))
			break
		}
		tick("Done")
	default:
		tick("Done")
	}
	return box
}

// layBaseCamp lays Base Camp where the setup puts it (valor.BaseCampAt),
// its sides as an empty map gives them: the one tile whose place the book
// fixes, laid with the tap that opens the map. Undo takes it back.
func (b *valorBoard) layBaseCamp() bool {
	at, m := valor.BaseCampAt(), b.theMap()
	if !b.p.Do(valor.PlaceTile(at, m.MatchingWalls(at), labyrinth.BaseCamp)) {
		return false
	}
	l := b.local()
	l.region, l.laid = nil, nil
	return true
}

// cashOutPanel says what cashing out gives, then does it (000 L550-565,
// L736-740; 001 L513-523).
func (b *valorBoard) cashOutPanel(stash valor.LootFor) fyne.CanvasObject {
	st, p := b.st, b.p
	pv := st.CashOutPreview(stash)
	box := kit.VBox()
	var gives []string
	if pv.XPEach > 0 {
		gives = append(gives, fmt.Sprintf("%d XP for each Hero", pv.XPEach))
	}
	if pv.XP > 0 {
		gives = append(gives, fmt.Sprintf("%d XP", pv.XP))
	}
	if pv.Health > 0 {
		gives = append(gives, fmt.Sprintf("%d Health", pv.Health))
	}
	if pv.Souls > 0 {
		gives = append(gives, kit.Plural(pv.Souls, "Soul"))
	}
	if pv.NeedsDie {
		gives = append(gives, "a Novice die's result as XP for every Hero")
	}
	what := "nothing"
	if len(gives) > 0 {
		what = strings.Join(gives, ", ")
	}
	line := fmt.Sprintf("Bounty %d on %s: gives %s.", pv.Bounty, pv.Card, what)
	if len(pv.Respawns) > 0 {
		var names []string
		for _, h := range pv.Respawns {
			names = append(names, b.name(h))
		}
		line += fmt.Sprintf(" %s return to %s.", strings.Join(names, " and "), st.RespawnPlace())
	}
	kit.Add(box, kit.Note(line))
	if pv.NeedsDie {
		kit.Add(box, kit.Tall(kit.BigButton("The Lead Hero rolled a Novice die…", theme.ConfirmIcon(), true, func() {
			lo, hi := b.st.DieRange(valor.DieNovice)
			kit.ShowNumberPad(b.win(), "Hits on the Novice die", -1, lo, hi, func(n int) { p.Do(valor.CashOut(stash, &n)) })
		})))
		kit.Add(box, kit.Tall(widget.NewButtonWithIcon("Roll it in the app", theme.ViewRefreshIcon(), func() { p.Do(valor.CashOutRolling(stash)) })))
		return box
	}
	kit.Add(box, kit.Tall(kit.BigButton("Cash out", theme.ConfirmIcon(), true, func() { p.Do(valor.CashOut(stash, nil)) })))
	return box
}

// equip asks who takes a Treasure from the Hero Loot Stash and in which slot.
func (b *valorBoard) equip(ti int) {
	st := b.st
	var labels []string
	var picks [][2]int
	for h := range st.Heroes {
		for _, o := range st.EquipOptions(h) {
			if o.Stash != ti {
				continue
			}
			l := fmt.Sprintf("%s, %s slot", st.Heroes[h].Name, st.Heroes[h].Slots[o.Slot])
			if t := st.Heroes[h].Equipped[o.Slot]; t != nil {
				l += " (returns " + t.Name + ")"
			}
			labels = append(labels, l)
			picks = append(picks, [2]int{h, o.Slot})
		}
	}
	if len(labels) == 0 {
		b.p.App().Tell("Nobody can equip it", "No Hero has a slot of this Treasure's type.")
		return
	}
	kit.Choose(b.win(), "Who equips "+st.HeroStash.Treasures[ti].Name+"?", labels, func(i int) {
		b.p.Do(valor.Equip(picks[i][0], ti, picks[i][1]))
	})
}
