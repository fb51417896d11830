package valorui

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
	"tableside/tracker/valor"
	"tableside/tracker/valor/labyrinth"
	"tableside/ui"
	"tableside/ui/bookui"
	"tableside/ui/kit"
)

// Valor & Villainy, both boxes (rules 000 and 001): every Character at a
// glance, what the table does now as big buttons, and the shown board's
// numbers as counters. The rules, and every "why not", come from
// tracker/valor; this file only draws and asks.

// Screens are the game's screens, handed to ui.Create by main.go.
type Screens struct {
	// Settle is how long a new wizard screen ignores one-tap answers, so a
	// double tap cannot answer the next screen too (DoubleTapSettle at the
	// table; tests tap faster than any thumb and leave it 0).
	Settle time.Duration
}

// DoubleTapSettle is Settle at the table: longer than a double tap, shorter
// than a player reading the next question.
const DoubleTapSettle = 400 * time.Millisecond

// Game is the tracker game the screens draw.
func (Screens) Game() string { return valor.Game{}.ID() }

// Open makes the view of an open session.
func (sc Screens) Open(p *ui.Play) ui.View { return &view{p: p, settle: sc.Settle} }

// view is an open session as the player looks at it, kept across redraws.
type view struct {
	p      *ui.Play
	settle time.Duration
	// looking is whose board the player picked; unset follows whoever
	// acts. who is a Hero's index or valor.VillainWho.
	looking struct {
		set bool
		who int
	}
	local valorLocal
	// saveAs asks where "Save this moment" writes; nil is the file-save
	// dialog.
	saveAs saveAs
}

// look shows who's board until the turn moves on.
func (v *view) look(who int) {
	v.looking.set, v.looking.who = true, who
	v.p.Render()
}

// follow shows whoever acts from now on.
func (v *view) follow() { v.looking.set = false }

// Draw draws the table from the committed state.
func (v *view) Draw() fyne.CanvasObject {
	st, err := ui.StateOf(v.p, valor.Decode)
	if err != nil {
		return kit.Note("This game's saved state cannot be read: " + err.Error())
	}
	v.p.GameOver(st.Over())
	b := &valorBoard{v: v, p: v.p, st: st, wv: st.WizardView()}
	b.settle()
	return b.Content()
}

// valorBoard is one drawing of the table.
type valorBoard struct {
	v  *view
	p  *ui.Play
	st valor.State
	wv valor.WizardView // the Villain Round wizard's screen, if it runs
}

func (b *valorBoard) win() fyne.Window { return b.p.App().Window() }

func (b *valorBoard) wide() bool { return b.win().Canvas().Size().Width >= kit.TabletWidth }

// name is a Character's name: a Hero's or the Villain's.
func (b *valorBoard) name(who int) string {
	if who == valor.VillainWho {
		return b.st.Villain.Name
	}
	if who >= 0 && who < len(b.st.Heroes) {
		return b.st.Heroes[who].Name
	}
	return "?"
}

// shown is whose board is drawn: the one tapped, else the one the rules
// put in front now (valor.State.InFocus).
func (b *valorBoard) shown() int {
	st := b.st
	if l := b.v.looking; l.set && (l.who == valor.VillainWho || l.who >= 0 && l.who < len(st.Heroes)) {
		return l.who
	}
	return st.InFocus()
}

func (b *valorBoard) Content() fyne.CanvasObject {
	st := b.st
	top := kit.VBox()
	switch {
	case st.Over():
		kit.Add(top, kit.Heading(st.Prompt()))
	case st.Pending == valor.PendingSetup:
		// The setup comes before Round 1's Hero Step: a heading naming
		// that step was not so, and took a second line of a small phone
		// the setup's next button needed (issue 24).
		// A campaign game's setup names its Act (000 L1079).
		if a := st.CampAct(); a > 0 {
			kit.Add(top, kit.Heading(fmt.Sprintf("Act %d setup", a)))
		} else {
			kit.Add(top, kit.Heading("Game setup"))
		}
	default:
		kit.Add(top, kit.Heading(roundHeading(st)))
	}
	if st.Features().Map {
		if b.mapShown() {
			return b.mapContent(top, b.viewSwitch())
		}
		kit.Add(top, b.viewSwitch())
	}
	glance := b.glance()
	var step fyne.CanvasObject
	if !st.Over() {
		step = b.stepPanel()
	}
	board, table := b.boardOf(b.shown()), b.tablePanel()
	if b.wide() {
		// A tablet has room for what to do now beside the shown board.
		kit.Add(top, glance)
		left := kit.VBox()
		if step != nil {
			kit.Add(left, step)
			kit.Add(left, widget.NewSeparator())
		}
		kit.Add(left, table)
		return kit.Border(kit.Padded(top), nil, nil, nil,
			kit.Columns(2,
				container.NewVScroll(kit.Padded(left)),
				container.NewVScroll(kit.Padded(board))))
	}
	// A phone: what to do now first, above the glance, whose cards fill a
	// small phone at large text; then the shown board, then the table. A
	// board tapped in the glance comes first under it, where the thumb is.
	box := kit.VBox(top, widget.NewSeparator())
	parts := []fyne.CanvasObject{step, glance, board, table}
	if b.v.looking.set {
		parts = []fyne.CanvasObject{glance, board, step, table}
	}
	for _, o := range parts {
		if o != nil {
			kit.Add(box, o)
			kit.Add(box, widget.NewSeparator())
		}
	}
	return container.NewVScroll(kit.Padded(box))
}

// glance is every Character's key numbers, one tap from their board.
func (b *valorBoard) glance() fyne.CanvasObject {
	st := b.st
	cols := 2
	if b.wide() {
		cols = 4
	}
	grid := kit.Fit(cols)
	acting, actingOK := st.Acting()
	shown := b.shown()
	label := func(who int) string {
		if b.v.looking.set && who == shown {
			return "▶ " + b.chip(who) // the board open below
		}
		return b.chip(who)
	}
	for i := range st.Heroes {
		i := i
		btn := widget.NewButton(label(i), func() { b.v.look(i) })
		if actingOK && acting == i {
			btn.Importance = widget.HighImportance
		} else if st.Heroes[i].InStash {
			btn.Importance = widget.DangerImportance
		}
		kit.Add(grid, btn)
	}
	vb := widget.NewButton(label(valor.VillainWho), func() { b.v.look(valor.VillainWho) })
	if actingOK && acting == valor.VillainWho {
		vb.Importance = widget.HighImportance
	} else {
		vb.Importance = widget.WarningImportance
	}
	kit.Add(grid, vb)
	return grid
}

// chip is the glance text of one Character: name, Health, Shields,
// Plus-Ones and Action Points, in four short lines that fit half a phone.
func (b *valorBoard) chip(who int) string {
	st := b.st
	plus := fmt.Sprintf("Plus-Ones %d/%d", st.PlusOnesHeld(who), st.PlusOneCap(who))
	if who == valor.VillainWho {
		v := st.Villain
		lines := []string{v.Name + " (Villain)", fmt.Sprintf("Health %d/%d", v.Health, v.MaxHealth), plus}
		last := fmt.Sprintf("%d XP", v.XP)
		if st.Features().VillainTurns {
			last = fmt.Sprintf("%d XP · AP %d/%d", v.XP, st.ActionPointsLeft(who), v.Actions)
		}
		if st.SoulsInPlay() {
			last += fmt.Sprintf(" · %d Souls", v.Souls)
		}
		return strings.Join(append(lines, last), "\n")
	}
	h := st.Heroes[who]
	name := h.Name
	if who == st.Lead {
		name += " · Lead"
	}
	health := fmt.Sprintf("Health %d/%d", h.Health, h.MaxHealth)
	switch {
	case h.InStash:
		health = "Defeated"
	case h.Joining:
		health += " · joining"
	case h.Doomed:
		health += " · Doomed"
	}
	last := fmt.Sprintf("AP %d/%d", st.ActionPointsLeft(who), h.Actions)
	if h.Shields > 0 {
		last = kit.Plural(h.Shields, "Shield") + " · " + last
	}
	return strings.Join([]string{name, health, plus, last}, "\n")
}

// stepPanel is what the table does now, as the rules order it.
func (b *valorBoard) stepPanel() fyne.CanvasObject {
	st := b.st
	if b.wv.Active {
		return b.wizardPanel()
	}
	box := kit.VBox()
	if st.Roll != nil || len(st.Checklist()) == 0 {
		kit.Add(box, kit.Bold(st.Prompt()))
	}
	switch {
	case st.Roll != nil:
		kit.Add(box, b.rollPanel())
	case len(st.Checklist()) > 0:
		kit.Add(box, b.checklistPanel(st.Prompt()))
	case st.InitiativeDue():
		lead := b.name(st.Lead)
		kit.Add(box, kit.Note("Charge: "+lead+" goes first. Hold: "+lead+" goes last. Turns go clockwise."))
		kit.Add(box, kit.Fit(2,
			kit.Tall(kit.BigButton("Charge", theme.MediaFastForwardIcon(), true, func() { b.v.follow(); b.p.Do(valor.SetInitiative(valor.InitiativeCharge)) })),
			kit.Tall(kit.BigButton("Hold", theme.MediaPauseIcon(), true, func() { b.v.follow(); b.p.Do(valor.SetInitiative(valor.InitiativeHold)) }))))
	default:
		if who, ok := st.Acting(); ok {
			kit.Add(box, b.turnPanel(who))
		} else if h, ok := st.SidekickActing(); ok {
			sk := "the Sidekick"
			if s := st.Heroes[h].Sidekick; s != nil {
				sk = s.Name
			}
			kit.Add(box, kit.Tall(kit.BigButton("End "+sk+"'s Turn", theme.MediaSkipNextIcon(), true, func() { b.v.follow(); b.p.Do(valor.EndTurn()) })))
		} else {
			kit.Add(box, kit.Tall(kit.BigButton("End the "+st.Phase.Title(), theme.MediaSkipNextIcon(), true, func() { b.v.follow(); b.p.Do(valor.EndStep()) })))
		}
	}
	if st.Features().Map && st.Pending == "" && st.Round == 1 && !st.StartingMapLaid() {
		// Said once, before the first Villain Round: what the map buys.
		// After what the step asks: its words would push that off a small
		// phone's first screen.
		kit.Add(box, kit.Tall(widget.NewButtonWithIcon("Lay the map", theme.GridIcon(), func() { b.showMap(true) })))
		kit.Add(box, kit.Note("With the tiles on the app's map, the app runs the Villain Round for you: it rolls, spawns and moves the Minions, one screen at a time. Without them the round is a checklist."))
	}
	return box
}

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
	labels := make([]string, len(opts))
	for i, o := range opts {
		labels[i] = rollLabel(o)
	}
	kit.Choose(b.win(), "Which roll?", labels, func(i int) {
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
			btn := widget.NewButtonWithIcon(fmt.Sprintf("Level Up %s (%d XP)", b.name(who), xp), theme.UploadIcon(), func() { b.levelUp(who) })
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
			label := "Lay the tiles on the app's map"
			if it.Key == valor.StepChumps {
				label = "Place them on the app's map"
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

// tablePanel is what belongs to the whole table: the track, the Loot
// Stashes and the rare events.
func (b *valorBoard) tablePanel() fyne.CanvasObject {
	st, p, w := b.st, b.p, b.win()
	box := kit.VBox()
	t := st.Track()
	day := "Start"
	if t.Day > 0 {
		day = fmt.Sprintf("Day %d of %d", t.Day, t.Days)
	}
	kit.Add(box, kit.Bold(fmt.Sprintf("%s: %s", t.Name, day)))
	kit.Add(box, kit.Note(t.Prompt))
	if t.ShrinesNeeded > 0 {
		kit.Add(box, kit.Note(fmt.Sprintf("Shrines found: %d of %d.", t.Shrines, t.ShrinesNeeded)))
	}
	if t.BonusNext {
		kit.Add(box, kit.Note("No Hero Defeated yet: the next Day gives the Villain 2 extra XP."))
	}
	kit.Add(box, kit.Bold(fmt.Sprintf("Hero Loot Stash: %d Bounty", st.HeroStashBounty())))
	var parts []string
	for _, m := range st.HeroStash.Minions {
		n := m.Name
		if n == "" {
			n = "Minion"
		}
		parts = append(parts, fmt.Sprintf("%s (%d)", n, m.Bounty))
	}
	for _, tr := range st.HeroStash.Treasures {
		parts = append(parts, treasureText(tr))
	}
	if st.HeroStash.Bounty > 0 {
		parts = append(parts, kit.Plural(st.HeroStash.Bounty, "Bounty token"))
	}
	if len(parts) > 0 {
		kit.Add(box, kit.Note(strings.Join(parts, " · ")))
	}
	vs := fmt.Sprintf("Villain Loot Stash: %d Bounty", st.VillainStashBounty())
	kit.Add(box, kit.Bold(vs))
	var defeated []string
	for _, h := range st.DefeatedHeroes() {
		defeated = append(defeated, b.name(h))
	}
	if len(defeated) > 0 {
		kit.Add(box, kit.Note("Defeated: "+strings.Join(defeated, ", ")))
	}
	f := st.Features()
	if f.Hoard && st.Hoard > 0 {
		kit.Add(box, kit.Note(fmt.Sprintf("Hero Hoard: %d Bounty this Act.", st.Hoard)))
	}
	minion := widget.NewButtonWithIcon("A Minion was Defeated…", theme.ContentAddIcon(), func() {
		if st.DefeatFromMap() {
			// With the map in the app, the Minion leaves it with its card's
			// Bounty (000 L310): never counted twice, never acting again.
			names := make([]string, len(st.Minions))
			for i, m := range st.Minions {
				names[i] = fmt.Sprintf("%s (%s)", m.Name, fmt.Sprint(m.Card.Bounty, " Bounty"))
			}
			kit.Choose(w, "Which Minion?", names, func(i int) { p.Do(valor.DefeatMapMinion(st.Minions[i].Name)) })
			return
		}
		kit.ShowNumberPad(w, "Its Bounty", -1, 0, valor.MaxMinionBounty, func(n int) { p.Do(valor.DefeatMinion("", n)) })
	})
	kit.Add(box, kit.Tall(minion))
	if st.FinalBattleDue() {
		kit.Add(box, kit.Tall(kit.BigButton("Begin the Final Battle", theme.MediaPlayIcon(), true, func() { p.Do(valor.StartFinal()) })))
	}
	if f.Modes {
		// The Labyrinth's campaign, its Events and Base Camp, outlive the
		// evening.
		kit.Add(box, bookui.OpenButton(p))
	}
	kit.Add(box, kit.Tall(widget.NewButtonWithIcon("More for the table…", theme.MoreVerticalIcon(), b.tableMenu)))
	return box
}

// tableMenu holds the rare table-wide changes.
func (b *valorBoard) tableMenu() {
	st, p, w := b.st, b.p, b.win()
	var items []menuItem
	bounty := func(stash valor.LootFor, title string) menuItem {
		return menuItem{"Bounty tokens on the " + title + "…", func() {
			kit.Choose(w, title, []string{"Add Bounty tokens", "Take Bounty tokens off"}, func(i int) {
				kit.ShowNumberPad(w, "How many?", -1, 1, valor.MaxBounty, func(n int) { p.Do(valor.Bounty(stash, n*(1-2*i), "")) })
			})
		}}
	}
	items = append(items, bounty(valor.LootHeroes, "Hero Loot Stash"), bounty(valor.LootVillain, "Villain Loot Stash"))
	f := st.Features()
	if f.CloseOff && !st.Final {
		items = append(items, menuItem{fmt.Sprintf("The Labyrinth is Closed Off: Day %d now", st.Track().Days), func() { p.Do(valor.CloseMap()) }})
	}
	if f.StartFinal && !st.Final {
		items = append(items, menuItem{"Begin the Final Battle (the Mission says so)", func() { p.Do(valor.StartFinal()) }})
	}
	if f.Shrines {
		items = append(items,
			menuItem{"A Shrine was found", func() { p.Do(valor.FindShrine()) }},
			menuItem{"The whole map is revealed", func() { p.Do(valor.MapRevealed()) }})
	}
	if f.Map {
		// The app rolls only for the Labyrinth's Villain Round, with the
		// faces of the rules' reference card (001 L867-869); a group whose
		// dice differ corrects them here.
		items = append(items, menuItem{"The app's dice: the Hits on each face…", func() {
			showDiceFaces(w, st.Faces(), func(die valor.Die, faces []int) { p.Do(valor.SetDice(die, faces)) })
		}})
	}
	items = append(items,
		menuItem{"A Hero joins the game…", b.addHero},
		menuItem{"A Hero leaves the game…", func() {
			if ok, why := st.CanRemoveHero(); !ok {
				p.App().Tell("Not now", why)
				return
			}
			b.pickHero("Who leaves?", func(i int) {
				n := len(st.Heroes) - 1
				b.withVillainHealth(n, func(h int) bool {
					hero, vil, vilB := b.libraryLoot(n)
					return p.Do(valor.RemoveHero(valor.RemoveHeroCmd{Hero: i, VillainHealth: h, HeroLoot: hero, VillainLoot: vil, VillainLootB: vilB}))
				})
			})
		}},
		menuItem{"The Heroes have won", func() { b.declare(valor.SideHeroes) }},
		menuItem{"The Villain has won", func() { b.declare(valor.SideVillain) }},
	)
	if it, ok := b.momentItem(); ok {
		items = append(items, it)
	}
	b.menu("More for the table", items)
}

func (b *valorBoard) declare(side valor.Side) {
	kit.Confirm(b.win(), "End the game", "The game ends here. (Undo can take it back.)", "End the game", func() {
		b.p.Do(valor.DeclareWinner(side, "as the Mission says"))
	})
}

// addHero seats a Hero from the library who is not playing yet (000
// L1030-1037, 001 L633-642); the Loot Stash cards follow the new count.
func (b *valorBoard) addHero() {
	s := b.p.App()
	lib := libraryCards(s, valor.LibraryHero, valor.HeroCard.Validate)
	var free []valor.HeroCard
	for _, h := range lib {
		if !b.st.HeroPlaying(h.Name) {
			free = append(free, h)
		}
	}
	if len(free) == 0 {
		s.Tell("No Hero to add", "Every Hero in the library is playing. Enter a new Hero board from a new game's setup screen.")
		return
	}
	labels := make([]string, len(free))
	for i, h := range free {
		labels[i] = h.Name
	}
	kit.Choose(b.win(), "Who joins?", labels, func(i int) {
		n := len(b.st.Heroes) + 1
		b.withVillainHealth(n, func(h int) bool {
			hero, vil, vilB := b.libraryLoot(n)
			return b.p.Do(valor.AddHero(valor.AddHeroCmd{Hero: valor.SeatHero{Hero: free[i]}, VillainHealth: h, HeroLoot: hero, VillainLoot: vil, VillainLootB: vilB}))
		})
	})
}

// libraryLoot are the library's Loot Stash cards for n Heroes, in the
// box's slots (Hero, Villain, Villain side B), for a Hero joining or
// leaving: nil where the rulebook prints the card or the library has none
// (the game then says which card to enter). The first card entered that
// fits is taken, as the setup screen offers it first.
func (b *valorBoard) libraryLoot(n int) (hero, villain, villainB *valor.LootStashCard) {
	lib := libraryCards(b.p.App(), valor.LibraryLootStash, valor.LootStashCard.Validate)
	out := []**valor.LootStashCard{&hero, &villain, &villainB}
	for i, sl := range b.st.Box.LootSlots() {
		if _, printed := valor.DefaultLootStash(b.st.Box, sl.For, sl.Side, n); printed || i >= len(out) {
			continue
		}
		for _, c := range lib {
			if c.For == sl.For && c.Side == sl.Side && c.Fits(n) {
				*out[i] = &c
				break
			}
		}
	}
	return hero, villain, villainB
}

// withVillainHealth runs do with the Villain's starting Health for n
// Heroes when the game does not know it yet (a board entered for the
// counts played so far), asked on the pad; with 0 when it does. The
// library's board learns it too, so no later game asks again.
func (b *valorBoard) withVillainHealth(n int, do func(health int) bool) {
	if b.st.VillainHealthKnown(n) {
		do(0)
		return
	}
	s, name := b.p.App(), b.st.Villain.Name
	kit.ShowNumberPad(b.win(), fmt.Sprintf("%s's starting Health with %s", name, vlibHeroes(n)), -1, 1, valor.MaxVillainHealth, func(h int) {
		if do(h) { // refused, the library keeps what it had
			learnVillainHealth(s, name, n, h)
		}
	})
}
