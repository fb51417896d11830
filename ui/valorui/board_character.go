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

// characterBoard is one Character's board in a drawing of the table: who
// is a Hero's index or valor.VillainWho. Its More list is in board_menu.go.
type characterBoard struct {
	*valorBoard
	who int
}

// character is who's board.
func (b *valorBoard) character(who int) characterBoard { return characterBoard{b, who} }

// Content draws one Character's board: counters for the numbers that change
// often, the dice rows with their Plus-Ones, Treasures and Sidekick.
func (c characterBoard) Content() fyne.CanvasObject {
	st, p, w := c.st, c.p, c.win()
	box := kit.VBox()
	title := c.name(c.who) + "'s board"
	if c.who >= 0 && st.Heroes[c.who].Player != "" {
		title += " (" + st.Heroes[c.who].Player + ")"
	} else if c.who == valor.VillainWho && st.Villain.Player != "" {
		title += " (" + st.Villain.Player + ")"
	}
	kit.Add(box, kit.Bold(title))
	if s := c.status(); s != "" {
		kit.Add(box, kit.Note(s))
	}
	var health, maxHealth, shields, xp, hand int
	if c.who == valor.VillainWho {
		v := st.Villain
		health, maxHealth, shields, xp, hand = v.Health, v.MaxHealth, v.Shields, v.XP, v.Hand
	} else {
		h := st.Heroes[c.who]
		health, maxHealth, shields, xp, hand = h.Health, h.MaxHealth, h.Shields, h.XP, h.Hand
	}
	n := st.Numbers()
	hc := kit.NewCounter(w, "Health", fmt.Sprintf("%d / %d", health, maxHealth), health, 0, maxHealth,
		func(d int) {
			switch {
			case d > 0:
				p.Do(valor.Heal(c.who, 1, ""))
			case st.DamageStep(c.who) > 1: // the Villain's counts in fives (000 L877, 001 L312)
				c.askDamage()
			default:
				p.Do(valor.Damage(c.who, 1, ""))
			}
		}, nil)
	hc.Value.OnTapped = func() { c.healthMenu() }
	kit.Add(box, hc.Content())
	kit.Add(box, kit.NewCounter(w, "Shields", fmt.Sprint(shields), shields, 0, n.ShieldCap,
		func(d int) { p.Do(valor.Shields(c.who, d, "")) },
		func(n int) { p.Do(valor.Shields(c.who, n-shields, "")) }).Content())
	kit.Add(box, kit.NewCounter(w, "XP", fmt.Sprint(xp), xp, 0, valor.MaxXP,
		func(d int) { p.Do(valor.XP(c.who, d, "")) },
		func(n int) { p.Do(valor.XP(c.who, n-xp, "")) }).Content())
	if c.who >= 0 || st.Features().VillainTurns {
		kit.Add(box, kit.NewCounter(w, "Cards in hand", fmt.Sprint(hand), hand, 0, valor.MaxHand,
			func(d int) { p.Do(valor.Hand(c.who, d, "")) },
			func(n int) { p.Do(valor.Hand(c.who, n-hand, "")) }).Content())
	}
	if c.who == valor.VillainWho && st.SoulsInPlay() {
		souls := st.Villain.Souls
		kit.Add(box, kit.NewCounter(w, "Souls", fmt.Sprint(souls), souls, 0, n.SoulsToWin,
			func(d int) { p.Do(valor.Souls(d, "")) },
			func(n int) { p.Do(valor.Souls(n-souls, "")) }).Content())
	}
	if c.who >= 0 || st.Features().VillainTurns {
		acts, top := st.Villain.Actions, st.Villain.MaxActions
		if c.who >= 0 {
			acts, top = st.Heroes[c.who].Actions, st.Heroes[c.who].MaxActions
		}
		kit.Add(box, kit.Note(fmt.Sprintf("Action Points: %d of %d left this Turn; the bar is at %d of %d.", st.ActionPointsLeft(c.who), acts, acts, top)))
	}
	kit.Add(box, kit.Bold(fmt.Sprintf("Dice rows · Plus-Ones %d of %d", st.PlusOnesHeld(c.who), st.PlusOneCap(c.who))))
	for ri, r := range c.rows(c.who) {
		ri, r := ri, r
		kit.Add(box, kit.Note(rowText(r)))
		kit.Add(box, kit.NewCounter(w, "Plus-Ones", fmt.Sprint(r.PlusOnes), r.PlusOnes, 0, st.PlusOneCap(c.who),
			func(d int) { c.changePlusOnes(ri, d) },
			func(n int) { c.changePlusOnes(ri, n-r.PlusOnes) }).Content())
	}
	if c.who >= 0 {
		h := st.Heroes[c.who]
		for si, t := range h.Equipped {
			line := fmt.Sprintf("%s slot: empty", tracker.UpperFirst(string(h.Slots[si])))
			if t != nil {
				line = fmt.Sprintf("%s slot: %s", tracker.UpperFirst(string(h.Slots[si])), treasureText(*t))
			}
			kit.Add(box, kit.Note(line))
		}
		if sk := h.Sidekick; sk != nil {
			kit.Add(box, kit.NewCounter(w, "Sidekick "+sk.Name, fmt.Sprintf("%d Health", sk.Health), sk.Health, 0, n.SidekickHealth,
				func(d int) { p.Do(valor.SidekickGain(c.who, d, "")) },
				func(n int) { p.Do(valor.SidekickGain(c.who, n-sk.Health, "")) }).Content())
		}
	}
	kit.Add(box, kit.Tall(widget.NewButtonWithIcon("More for "+c.name(c.who)+"…", theme.MoreVerticalIcon(), func() { c.moreMenu() })))
	return box
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

// status names what is unusual about a Character: Defeated, Doomed,
// joining, a Talent, the Dojo.
func (c characterBoard) status() string {
	if c.who == valor.VillainWho {
		return ""
	}
	h := c.st.Heroes[c.who]
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
func (c characterBoard) changePlusOnes(row, delta int) {
	if delta > 0 {
		if need := c.st.DiscardsNeeded(c.who, delta); need > 0 {
			c.collectDiscards(c.who, row, need, nil, func(rows []int) {
				c.p.Do(valor.PlusOnes(valor.PlusOnesCmd{Who: c.who, Row: row, Delta: delta, Discard: rows}))
			})
			return
		}
	}
	c.p.Do(valor.PlusOnes(valor.PlusOnesCmd{Who: c.who, Row: row, Delta: delta}))
}

// askDamage asks how much damage who takes, through Shields and Doom;
// the title says when it counts only in steps (valor.DamageStep).
func (c characterBoard) askDamage() {
	title := "Damage to " + c.name(c.who)
	if step := c.st.DamageStep(c.who); step > 1 {
		title += " (counts in " + inSteps(step) + ")"
	}
	kit.ShowNumberPad(c.win(), title, -1, 1, valor.MaxHits, func(n int) { c.p.Do(valor.Damage(c.who, n, "")) })
}

// inSteps names a step of damage: "fives".
func inSteps(n int) string {
	if w, ok := map[int]string{2: "twos", 3: "threes", 4: "fours", 5: "fives", 10: "tens"}[n]; ok {
		return w
	}
	return fmt.Sprintf("steps of %d", n)
}

// payHearts asks how many Hearts who pays as a cost (000 L329, 001 L621).
func (c characterBoard) payHearts() {
	top := valor.MaxHeroHealth
	if c.who == valor.VillainWho {
		top = valor.MaxVillainHealth
	}
	kit.ShowNumberPad(c.win(), "Hearts paid", -1, 1, top, func(n int) { c.p.Do(valor.PayHearts(c.who, n, "")) })
}

// healthMenu is the big Health change: damage, paying Hearts where the
// rules let who pay them (valor.Effects), healing.
func (c characterBoard) healthMenu() {
	p, w := c.p, c.win()
	items := []menuItem{
		{"Take damage…", func() { c.askDamage() }},
		{"Heal…", func() {
			kit.ShowNumberPad(w, "Health healed", -1, 1, valor.MaxVillainHealth, func(n int) { p.Do(valor.Heal(c.who, n, "")) })
		}},
	}
	if slices.Contains(c.st.Effects(c.who), valor.EffectPayHearts) {
		items = append(items, menuItem{"Pay Hearts…", func() { c.payHearts() }})
	}
	c.menu(c.name(c.who)+"'s Health", items)
}

// levelUp offers the Level Ups who can buy now (000 L574-587, L1259;
// 001 L525-542).
func (c characterBoard) levelUp() {
	st := c.st
	dice, action := st.LevelUpOptions(c.who)
	rows := c.rows(c.who)
	var labels []string
	var cmds []tracker.Command
	for _, o := range dice {
		labels = append(labels, fmt.Sprintf("%s row, slot %d: %s to %s (%d XP)", rows[o.Row].Kind.Title(), o.Slot+1, o.From.Title(), o.To.Title(), o.Cost))
		cmds = append(cmds, valor.LevelUpDie(c.who, o.Row, o.Slot))
	}
	n := st.Numbers()
	if action {
		labels = append(labels, fmt.Sprintf("+1 Action Point (%d XP)", n.ActionLevelUpCost))
		cmds = append(cmds, valor.LevelUpAction(c.who))
	}
	if c.who >= 0 {
		for _, to := range st.MasterpieceOptions(c.who) {
			labels = append(labels, fmt.Sprintf("Muscular Masterpiece: every row up to %s (%d XP)", to.Title(), n.MasterpieceCost))
			cmds = append(cmds, valor.LevelUpAll(c.who, to))
		}
	}
	if len(labels) == 0 {
		c.p.App().Tell("No Level Up now", c.name(c.who)+" has not the XP for a Level Up, or it is not the Level Up Step.")
		return
	}
	kit.Choose(c.win(), "Level Up "+c.name(c.who), labels, func(i int) { c.p.Do(cmds[i]) })
}

// pickHero asks for one Hero.
func (b *valorBoard) pickHero(title string, then func(int)) {
	kit.Choose(b.win(), title, kit.Labels(b.st.Heroes, func(h valor.Hero) string { return h.Name }), then)
}

// pickAmong asks which of the Heroes who (indices) is meant.
func (b *valorBoard) pickAmong(title string, who []int, then func(int)) {
	kit.Choose(b.win(), title, kit.Labels(who, b.name), func(i int) { then(who[i]) })
}
