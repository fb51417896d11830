package valorui

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
	"tableside/tracker/valor"
	"tableside/ui/kit"
)

// One Character's board, Hero's or Villain's: its counters, dice rows,
// Treasures and Sidekick, and the Level Up it may buy.

// boardOf draws one Character's board: counters for the numbers that change
// often, the dice rows with their Plus-Ones, Treasures and Sidekick.
func (b *valorBoard) boardOf(who int) fyne.CanvasObject {
	st, p, w := b.st, b.p, b.win()
	box := kit.VBox()
	title := b.name(who) + "'s board"
	if who >= 0 && st.Heroes[who].Player != "" {
		title += " (" + st.Heroes[who].Player + ")"
	} else if who == valor.VillainWho && st.Villain.Player != "" {
		title += " (" + st.Villain.Player + ")"
	}
	kit.Add(box, kit.Bold(title))
	if s := b.statusLine(who); s != "" {
		kit.Add(box, kit.Note(s))
	}
	var health, maxHealth, shields, xp, hand int
	if who == valor.VillainWho {
		v := st.Villain
		health, maxHealth, shields, xp, hand = v.Health, v.MaxHealth, v.Shields, v.XP, v.Hand
	} else {
		h := st.Heroes[who]
		health, maxHealth, shields, xp, hand = h.Health, h.MaxHealth, h.Shields, h.XP, h.Hand
	}
	n := st.Numbers()
	hc := kit.NewCounter(w, "Health", fmt.Sprintf("%d / %d", health, maxHealth), health, 0, maxHealth,
		func(d int) {
			switch {
			case d > 0:
				p.Do(valor.Heal(who, 1, ""))
			case st.DamageStep(who) > 1: // the Villain's counts in fives (000 L877, 001 L312)
				b.askDamage(who)
			default:
				p.Do(valor.Damage(who, 1, ""))
			}
		}, nil)
	hc.Value.OnTapped = func() { b.healthMenu(who) }
	kit.Add(box, hc.Content())
	kit.Add(box, kit.NewCounter(w, "Shields", fmt.Sprint(shields), shields, 0, n.ShieldCap,
		func(d int) { p.Do(valor.Shields(who, d, "")) },
		func(n int) { p.Do(valor.Shields(who, n-shields, "")) }).Content())
	kit.Add(box, kit.NewCounter(w, "XP", fmt.Sprint(xp), xp, 0, valor.MaxXP,
		func(d int) { p.Do(valor.XP(who, d, "")) },
		func(n int) { p.Do(valor.XP(who, n-xp, "")) }).Content())
	if who >= 0 || st.Features().VillainTurns {
		kit.Add(box, kit.NewCounter(w, "Cards in hand", fmt.Sprint(hand), hand, 0, valor.MaxHand,
			func(d int) { p.Do(valor.Hand(who, d, "")) },
			func(n int) { p.Do(valor.Hand(who, n-hand, "")) }).Content())
	}
	if who == valor.VillainWho && st.SoulsInPlay() {
		souls := st.Villain.Souls
		kit.Add(box, kit.NewCounter(w, "Souls", fmt.Sprint(souls), souls, 0, n.SoulsToWin,
			func(d int) { p.Do(valor.Souls(d, "")) },
			func(n int) { p.Do(valor.Souls(n-souls, "")) }).Content())
	}
	if who >= 0 || st.Features().VillainTurns {
		acts, top := st.Villain.Actions, st.Villain.MaxActions
		if who >= 0 {
			acts, top = st.Heroes[who].Actions, st.Heroes[who].MaxActions
		}
		kit.Add(box, kit.Note(fmt.Sprintf("Action Points: %d of %d left this Turn; the bar is at %d of %d.", st.ActionPointsLeft(who), acts, acts, top)))
	}
	kit.Add(box, kit.Bold(fmt.Sprintf("Dice rows · Plus-Ones %d of %d", st.PlusOnesHeld(who), st.PlusOneCap(who))))
	for ri, r := range b.rows(who) {
		ri, r := ri, r
		kit.Add(box, kit.Note(rowText(r)))
		kit.Add(box, kit.NewCounter(w, "Plus-Ones", fmt.Sprint(r.PlusOnes), r.PlusOnes, 0, st.PlusOneCap(who),
			func(d int) { b.changePlusOnes(who, ri, d) },
			func(n int) { b.changePlusOnes(who, ri, n-r.PlusOnes) }).Content())
	}
	if who >= 0 {
		h := st.Heroes[who]
		for si, t := range h.Equipped {
			line := fmt.Sprintf("%s slot: empty", titleCase(string(h.Slots[si])))
			if t != nil {
				line = fmt.Sprintf("%s slot: %s", titleCase(string(h.Slots[si])), treasureText(*t))
			}
			kit.Add(box, kit.Note(line))
		}
		if sk := h.Sidekick; sk != nil {
			kit.Add(box, kit.NewCounter(w, "Sidekick "+sk.Name, fmt.Sprintf("%d Health", sk.Health), sk.Health, 0, n.SidekickHealth,
				func(d int) { p.Do(valor.SidekickGain(who, d, "")) },
				func(n int) { p.Do(valor.SidekickGain(who, n-sk.Health, "")) }).Content())
		}
	}
	kit.Add(box, kit.Tall(widget.NewButtonWithIcon("More for "+b.name(who)+"…", theme.MoreVerticalIcon(), func() { b.characterMenu(who) })))
	return box
}

func titleCase(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

func treasureText(t valor.TreasureCard) string {
	s := t.Name
	if t.Bounty > 0 {
		s += fmt.Sprintf(" (%d Bounty)", t.Bounty)
	}
	return s
}

// rowText is one dice row as on the board: "Melee (Power): Novice, Novice, blank".
func rowText(r valor.Row) string {
	var slots []string
	for si, d := range r.Slots {
		t := d.Title()
		for _, ps := range r.Poisoned {
			if ps == si {
				t += " (Poisoned)"
			}
		}
		slots = append(slots, t)
	}
	kind := r.Kind.Title()
	if r.Power {
		kind += " (Power)"
	}
	return kind + ": " + strings.Join(slots, ", ")
}

// statusLine names what is unusual about a Character: Defeated, Doomed,
// joining, a Talent, the Dojo.
func (b *valorBoard) statusLine(who int) string {
	if who == valor.VillainWho {
		return ""
	}
	h := b.st.Heroes[who]
	var out []string
	if h.InStash {
		out = append(out, "Defeated: on the Villain Loot Stash")
	}
	if h.Doomed {
		out = append(out, "Doomed: the next damage is doubled")
	}
	if h.Joining {
		out = append(out, "joins as the next Hero Round begins")
	}
	if h.Talent != "" {
		t := "Talent: " + h.Talent
		if h.TalentUsed {
			t += " (used)"
		}
		out = append(out, t)
	}
	if h.Dojo != "" {
		out = append(out, "trained at the Dojo")
	}
	for _, a := range h.Abilities {
		if a.Applied() {
			out = append(out, a.Title()+" (applied)")
		} else {
			out = append(out, a.Title()+" (remember it)")
		}
	}
	return strings.Join(out, " · ")
}

// changePlusOnes gains or spends Plus-Ones on a row; a full board first
// gives one up from another row (000 L317, 001 L322).
func (b *valorBoard) changePlusOnes(who, row, delta int) {
	if delta > 0 {
		if need := b.st.DiscardsNeeded(who, delta); need > 0 {
			b.collectDiscards(who, row, need, nil, func(rows []int) {
				b.p.Do(valor.PlusOnes(valor.PlusOnesCmd{Who: who, Row: row, Delta: delta, Discard: rows}))
			})
			return
		}
	}
	b.p.Do(valor.PlusOnes(valor.PlusOnesCmd{Who: who, Row: row, Delta: delta}))
}

// askDamage asks how much damage who takes, through Shields and Doom;
// the title says when it counts only in steps (valor.DamageStep).
func (b *valorBoard) askDamage(who int) {
	title := "Damage to " + b.name(who)
	if step := b.st.DamageStep(who); step > 1 {
		title += " (counts in " + inSteps(step) + ")"
	}
	kit.ShowNumberPad(b.win(), title, -1, 1, valor.MaxHits, func(n int) { b.p.Do(valor.Damage(who, n, "")) })
}

// inSteps names a step of damage: "fives".
func inSteps(n int) string {
	if w, ok := map[int]string{2: "twos", 3: "threes", 4: "fours", 5: "fives", 10: "tens"}[n]; ok {
		return w
	}
	return fmt.Sprintf("steps of %d", n)
}

// payHearts asks how many Hearts who pays as a cost (000 L329, 001 L621).
func (b *valorBoard) payHearts(who int) {
	top := valor.MaxHeroHealth
	if who == valor.VillainWho {
		top = valor.MaxVillainHealth
	}
	kit.ShowNumberPad(b.win(), "Hearts paid", -1, 1, top, func(n int) { b.p.Do(valor.PayHearts(who, n, "")) })
}

// healthMenu is the big Health change: damage, paying Hearts where the
// rules let who pay them (valor.Effects), healing.
func (b *valorBoard) healthMenu(who int) {
	p, w := b.p, b.win()
	items := []menuItem{
		{"Take damage…", func() { b.askDamage(who) }},
		{"Heal…", func() {
			kit.ShowNumberPad(w, "Health healed", -1, 1, valor.MaxVillainHealth, func(n int) { p.Do(valor.Heal(who, n, "")) })
		}},
	}
	if slices.Contains(b.st.Effects(who), valor.EffectPayHearts) {
		items = append(items, menuItem{"Pay Hearts…", func() { b.payHearts(who) }})
	}
	b.menu(b.name(who)+"'s Health", items)
}

// levelUp offers the Level Ups who can buy now (000 L574-587, L1259;
// 001 L525-542).
func (b *valorBoard) levelUp(who int) {
	st := b.st
	dice, action := st.LevelUpOptions(who)
	rows := b.rows(who)
	var labels []string
	var cmds []tracker.Command
	for _, o := range dice {
		labels = append(labels, fmt.Sprintf("%s row, slot %d: %s to %s (%d XP)", rows[o.Row].Kind.Title(), o.Slot+1, o.From.Title(), o.To.Title(), o.Cost))
		cmds = append(cmds, valor.LevelUpDie(who, o.Row, o.Slot))
	}
	n := st.Numbers()
	if action {
		labels = append(labels, fmt.Sprintf("+1 Action Point (%d XP)", n.ActionLevelUpCost))
		cmds = append(cmds, valor.LevelUpAction(who))
	}
	if who >= 0 {
		for _, to := range st.MasterpieceOptions(who) {
			labels = append(labels, fmt.Sprintf("Muscular Masterpiece: every row up to %s (%d XP)", to.Title(), n.MasterpieceCost))
			cmds = append(cmds, valor.LevelUpAll(who, to))
		}
	}
	if len(labels) == 0 {
		b.p.App().Tell("No Level Up now", b.name(who)+" has not the XP for a Level Up, or it is not the Level Up Step.")
		return
	}
	kit.Choose(b.win(), "Level Up "+b.name(who), labels, func(i int) { b.p.Do(cmds[i]) })
}

// pickHero asks for one Hero.
func (b *valorBoard) pickHero(title string, then func(int)) {
	names := make([]string, len(b.st.Heroes))
	for i, h := range b.st.Heroes {
		names[i] = h.Name
	}
	kit.Choose(b.win(), title, names, then)
}

// pickAmong asks which of the Heroes who (indices) is meant.
func (b *valorBoard) pickAmong(title string, who []int, then func(int)) {
	names := make([]string, len(who))
	for i, h := range who {
		names[i] = b.name(h)
	}
	kit.Choose(b.win(), title, names, func(i int) { then(who[i]) })
}
