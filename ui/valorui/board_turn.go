package valorui

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor"
	"tableside/ui/kit"
)

// A Character's Turn as the table plays it: its Actions as buttons, each
// refused one saying why (offers), and the roll panel that takes the Hits
// and spends the Plus-Ones.

// turnPanel is a Character's Turn: each Action costs one Action Point
// (000 L244-258, 001 L243); rolls go through the roll panel. Which Actions
// who may take now, and why not, is the rules' answer (valor.TurnActions,
// RollOptions, TestOptions); a button that may not be used says why below.
func (b *valorBoard) turnPanel(who int) fyne.CanvasObject {
	st, p := b.st, b.p
	name := b.name(who)
	box := kit.VBox()
	if st.TurnEnded {
		kit.Add(box, kit.Tall(kit.BigButton("End "+name+"'s Turn", theme.MediaSkipNextIcon(), true, func() { b.v.follow(); p.Do(valor.EndTurn()) })))
		return box
	}
	left := st.ActionPointsLeft(who)
	spend := func(k valor.ActionKind) func() { return func() { p.Do(valor.SpendAction(who, k, "")) } }
	move := widget.NewButtonWithIcon("Move (1 AP)", theme.NavigateNextIcon(), spend(valor.ActionMove))
	roll := widget.NewButtonWithIcon("Action Roll (1 AP)", theme.MediaPlayIcon(), func() { b.startRoll(who, false) })
	surge := widget.NewButtonWithIcon("Power Surge (1 AP)", theme.ContentAddIcon(), spend(valor.ActionPowerSurge))
	other := widget.NewButtonWithIcon("Other Action (1 AP)", theme.MoreHorizontalIcon(), spend(valor.ActionOther))
	test := widget.NewButtonWithIcon("A Test roll (no AP)", theme.QuestionIcon(), func() { b.startRoll(who, true) })
	var off offers
	btns := map[valor.ActionKind]*widget.Button{valor.ActionMove: move, valor.ActionPowerSurge: surge, valor.ActionOther: other}
	for _, a := range st.TurnActions(who) {
		if btn, ok := btns[a.Kind]; ok {
			off.offer(btn, a.Usable, a.Why)
		}
	}
	ok, why := st.CanRoll(who, false)
	off.offer(roll, ok, why)
	ok, why = st.CanRoll(who, true)
	off.offer(test, ok, why)
	end := kit.BigButton("End "+name+"'s Turn", theme.MediaSkipNextIcon(), left <= 0, func() { b.v.follow(); p.Do(valor.EndTurn()) })
	kit.Add(box, kit.Fit(2, kit.Tall(move), kit.Tall(roll), kit.Tall(surge), kit.Tall(other)))
	off.notes(box)
	kit.Add(box, kit.Tall(test))
	kit.Add(box, kit.Tall(end))
	return box
}

// offers disables the buttons the rules refuse now and keeps why, once
// each, for notes below them: a player sees why a button is off.
type offers struct{ whys []string }

// offer disables btn unless usable; why is said below, unless empty.
func (o *offers) offer(btn *widget.Button, usable bool, why string) {
	if usable {
		return
	}
	btn.Disable()
	if why != "" && !slices.Contains(o.whys, why) {
		o.whys = append(o.whys, why)
	}
}

// notes adds the reasons to box.
func (o *offers) notes(box *fyne.Container) {
	for _, why := range o.whys {
		kit.Add(box, kit.Note(why))
	}
}

// startRoll asks which row was rolled and the Hits the dice showed: an
// Action Roll's options, or a Test's (valor.TestOptions).
func (b *valorBoard) startRoll(who int, test bool) {
	opts := b.st.RollOptions(who)
	if test {
		opts = b.st.TestOptions(who)
	}
	kit.Choose(b.win(), "Which roll?", kit.Labels(opts, rollLabel), func(i int) {
		o := opts[i]
		if !o.Usable {
			b.p.App().Tell("Not this roll", o.Why)
			return
		}
		kit.ShowNumberPad(b.win(), "Hits the dice showed", -1, 0, valor.MaxHits, func(hits int) {
			b.p.Do(valor.StartRollWith(valor.RollCmd{Who: who, Rows: o.Rows, Hits: hits, Test: test}))
		})
	})
}

func rollLabel(o valor.RollOption) string {
	var dice []string
	for _, d := range []struct {
		n    int
		what string
	}{{o.Dice.Novice, "Novice"}, {o.Dice.Adept, "Adept"}, {o.Dice.Master, "Master"}} {
		if d.n > 0 {
			dice = append(dice, fmt.Sprintf("%d %s", d.n, d.what))
		}
	}
	if len(dice) == 0 {
		dice = []string{"no dice"}
	}
	s := fmt.Sprintf("%s: %s", o.Kind.Title(), strings.Join(dice, ", "))
	if len(o.Rows) > 1 {
		s = "Both Melee rows: " + strings.Join(dice, ", ")
	}
	if o.PlusOnes > 0 {
		s += fmt.Sprintf(" · %d Plus-Ones", o.PlusOnes)
	}
	if !o.Usable {
		s += " (not now)"
	}
	return s
}

// rollPanel spends the Hit Pool (000 L289-321, 001 L282-336).
func (b *valorBoard) rollPanel() fyne.CanvasObject {
	st, p, r := b.st, b.p, b.st.Roll
	box := kit.VBox()
	kit.Add(box, kit.Note(fmt.Sprintf("Rolled %d · Plus-Ones added %d · spent %d", r.Rolled, r.Added+r.Boost, r.Spent)))
	// Who may add Plus-Ones now, the roller first: the rules' answer
	// (valor.RollHelpers), one button each.
	var own *valor.RollHelp
	var others []valor.RollHelp
	for _, h := range st.RollHelpers() {
		if h.Ability == "" {
			h := h
			own = &h
		} else {
			others = append(others, h)
		}
	}
	addOne := widget.NewButtonWithIcon("Add a Plus-One (none left)", theme.ContentAddIcon(), nil)
	addOne.Disable()
	if own != nil {
		addOne.SetText(fmt.Sprintf("Add a Plus-One (%d left)", own.PlusOnes))
		addOne.OnTapped = func() { p.Do(own.Spend(1)) }
		addOne.Enable()
	}
	spendHits := widget.NewButtonWithIcon("Spend Hits…", theme.ContentRemoveIcon(), func() {
		kit.ShowNumberPad(b.win(), "Hits spent", -1, 1, max(1, r.Hits), func(n int) { p.Do(valor.SpendHits(n, "")) })
	})
	cost := st.PlusOneCost(r.Who)
	buy := widget.NewButtonWithIcon(fmt.Sprintf("Buy a Plus-One (%d Hits)", cost), theme.ContentAddIcon(), func() { b.buyPlusOne() })
	// Why a button is off is said below them, unless the pool is empty,
	// which the heading says already.
	var off offers
	for _, c := range []struct {
		btn *widget.Button
		can func() (bool, string)
	}{{spendHits, st.CanSpendHits}, {buy, st.CanBuyPlusOne}} {
		ok, why := c.can()
		if r.Hits == 0 {
			why = ""
		}
		off.offer(c.btn, ok, why)
	}
	kit.Add(box, kit.Fit(1, kit.Tall(addOne), kit.Tall(spendHits), kit.Tall(buy)))
	off.notes(box)
	if pz, ok := st.PizzaOffer(); ok {
		eat := widget.NewButton(fmt.Sprintf("Make-a-da-Pizza (%d Hits)", pz.Hits), func() {
			b.pickAmong("Who eats the pizza?", pz.Targets, func(t int) { p.Do(valor.Pizza(t)) })
		})
		kit.Add(box, kit.Tall(eat))
		if !pz.Usable {
			// Greyed, it says why, under it.
			eat.Disable()
			if pz.Why != "" {
				kit.Add(box, kit.Note(pz.Why))
			}
		}
	}
	for _, h := range others {
		h := h
		label := fmt.Sprintf("%s adds a Plus-One", b.name(h.Who))
		if h.Who == r.Who {
			label = fmt.Sprintf("%s adds a Plus-One (%s)", b.name(h.Who), h.Ability.Title())
		}
		kit.Add(box, kit.Tall(widget.NewButtonWithIcon(label, theme.ContentAddIcon(), func() { p.Do(h.Spend(1)) })))
	}
	kit.Add(box, kit.Tall(kit.BigButton("End the roll", theme.ConfirmIcon(), true, b.endRoll)))
	return box
}

func (b *valorBoard) rows(who int) []valor.Row {
	if who == valor.VillainWho {
		return b.st.Villain.Rows
	}
	if who >= 0 && who < len(b.st.Heroes) {
		return b.st.Heroes[who].Rows
	}
	return nil
}

// buyPlusOne buys one Plus-One for the rolled row, asking which row gives
// one up when the board is full (000 L317).
func (b *valorBoard) buyPlusOne() {
	r := b.st.Roll
	if b.st.DiscardsNeeded(r.Who, 1) > 0 {
		b.pickDiscard(r.Who, r.Rows[0], func(row int) { b.p.Do(valor.BuyPlusOnes(1, row)) })
		return
	}
	b.p.Do(valor.BuyPlusOnes(1))
}

// endRoll ends the roll; leftover Hits of the Labyrinth's Villain become
// Plus-Ones, and a full board first gives some up (000 L617, L627).
func (b *valorBoard) endRoll() {
	st, r := b.st, b.st.Roll
	cmd := valor.EndRollCmd{}
	if r.Who == valor.VillainWho {
		if need := st.EndRollDiscards(false); need > 0 {
			b.collectDiscards(r.Who, r.Rows[0], need, nil, func(rows []int) {
				b.p.Do(valor.EndRoll(valor.EndRollCmd{Discard: rows}))
			})
			return
		}
	}
	if st.BattleRageOffer() {
		kit.Choose(b.win(), "Battle Rage: take a Melee Plus-One?", []string{"Yes, take it", "No"}, func(i int) {
			cmd.Rage = i == 0
			b.p.Do(valor.EndRoll(cmd))
		})
		return
	}
	b.p.Do(valor.EndRoll(cmd))
}

// collectDiscards asks for need rows, one at a time, to take a Plus-One from.
func (b *valorBoard) collectDiscards(who, row, need int, got []int, done func([]int)) {
	if len(got) == need {
		done(got)
		return
	}
	b.pickDiscard(who, row, func(r int) { b.collectDiscards(who, row, need, append(got, r), done) })
}

// pickDiscard asks which row gives up a Plus-One to make space on row.
func (b *valorBoard) pickDiscard(who, row int, then func(int)) {
	options := b.st.DiscardRows(who, row)
	rows := b.rows(who)
	if len(options) == 0 {
		b.p.App().Tell("No space", "Every Plus-One is on this row; none can be discarded to make space.")
		return
	}
	labels := make([]string, len(options))
	for i, ri := range options {
		labels[i] = fmt.Sprintf("%s row (%d Plus-Ones)", rows[ri].Kind.Title(), rows[ri].PlusOnes)
	}
	kit.Choose(b.win(), "The board is full: discard a Plus-One from", labels, func(i int) { then(options[i]) })
}
