package legendsui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
	"tableside/tracker/legends"
	"tableside/ui"
	"tableside/ui/kit"
)

// The board: one screen with every player, the one whose turn it is on
// top, the start-of-turn steps as buttons in their order, and the damage
// helper; it only draws and asks.

// view is an open session; attack is the damage helper while it is open.
type view struct {
	p      *ui.Play
	attack *attackDraft
	// steps is the start-of-turn sheet while it is open, stepsBox its
	// body.
	steps    dialog.Dialog
	stepsBox *fyne.Container
	// drawn: the view has drawn once. A game opened at the start of a
	// turn (the phone died mid-start, the app was closed) opens its
	// sheet as the turn's start would have.
	drawn bool
	// elims is how many eliminations the last drawing showed: one more is
	// told as the event it is (tellElimination).
	elims int
	// scrolls keeps the attack sheet's scroll where the player left it
	// across the drawings a pick makes.
	scrolls kit.Scrolls
}

// Draw draws the table from the committed state.
func (v *view) Draw() fyne.CanvasObject {
	st, err := ui.StateOf(v.p, legends.Decode)
	if err != nil {
		return kit.Note("This game's saved state cannot be read: " + err.Error())
	}
	v.p.GameOver(st.Result().Over)
	if v.attack != nil && st.Phase == legends.PhasePlay && st.Stage == legends.StageMain {
		// The form's scroll is kept by key as well as by Patch: however
		// the sheet is drawn again, it stays where the player scrolled it.
		return kit.Border(nil, kit.Padded(v.attack.bottom(st)), nil, nil, v.scrolls.VScroll("attack", kit.Padded(v.attack.content(st))))
	}
	v.attack = nil
	v.followSteps(st)
	if n := len(st.Eliminations); n != v.elims {
		if n > v.elims && v.drawn && !v.p.Offstage() {
			// Deferred before the steps' sheet, so it shows on top of it.
			defer v.tellElimination(st, st.Eliminations[n-1])
		}
		v.elims = n
	}
	if !v.drawn && !v.p.Offstage() {
		v.drawn = true
		defer v.openSteps()
	}
	box := kit.VBox()
	switch st.Phase {
	case legends.PhaseRollOff:
		kit.Add(box, v.rollOff(st))
	case legends.PhaseOver:
		kit.Add(box, kit.Heading(st.EndWords()))
		kit.Add(box, kit.Note(fmt.Sprintf("%s played.", kit.Plural(st.TurnNo, "turn"))))
		for _, e := range st.Eliminations {
			kit.Add(box, kit.Note(fmt.Sprintf("%s out on turn %d: %s", st.Players[e.Player].Name, e.TurnNo, e.Cause)))
		}
	default:
		kit.Add(box, kit.Heading(fmt.Sprintf("Round %d · %s's turn", st.Round, st.Players[st.Active].Name)))
		if len(st.Tie) > 0 {
			kit.Add(box, v.tie(st))
		} else {
			kit.Add(box, v.waiting(st))
			kit.Add(box, v.turnPanel(st))
		}
		if st.Round == 1 {
			// Below the buttons: a line that goes from round 2 on moves
			// none of them.
			kit.Add(box, kit.Note(firstHands(st)))
		}
	}
	for _, i := range st.TableOrder() {
		kit.Add(box, widget.NewSeparator())
		kit.Add(box, playerCard(st, i))
	}
	return container.NewVScroll(kit.Padded(box))
}

// tellElimination tells the table a Hero is out as the event it is: who,
// by whom, what becomes of the Monsters in front of him and his own
// (L405-411; ), and the win if it ended the game.
func (v *view) tellElimination(st legends.State, e legends.Elimination) {
	title, lines := st.EliminationWords(e)
	box := kit.VBox()
	for _, l := range lines {
		kit.Add(box, kit.Note(l))
	}
	kit.ShowSheet(v.p.App().Window(), title, box, "OK")
}

// firstHands says how many cards each player holds for his first turn,
// by seat from the first player (L45-48; A-2).
func firstHands(st legends.State) string {
	draws := st.FirstDraws()
	var parts []string
	for k := range st.Players {
		i := (st.First + k) % len(st.Players)
		parts = append(parts, fmt.Sprintf("%s %d", st.Players[i].Name, draws[i]))
	}
	return "First hands: " + strings.Join(parts, ", ") + " cards."
}

// rollOff is the roll for the first player: each player still to roll
// this round types the 2d6 total or lets the app roll; only those tied at
// the top roll again (L39; A-1).
func (v *view) rollOff(st legends.State) fyne.CanvasObject {
	win := v.p.App().Window()
	box := kit.VBox(kit.Heading("Who goes first?"))
	if st.RollOff.Round > 1 {
		kit.Add(box, kit.Note("A tie at the top: only the tied players roll again."))
	} else {
		kit.Add(box, kit.Note("Everyone rolls two dice; the highest total starts."))
	}
	lo, hi := legends.RollOffRange()
	for _, i := range st.RollOffWaiting() {
		name := st.Players[i].Name
		total := 0
		n := kit.NewNumber(win, name+" rolled", &total, lo, hi, func() { v.do(legends.RollOffTotal(i, total)) })
		roll := widget.NewButtonWithIcon("Roll for "+name, theme.ViewRefreshIcon(), func() { v.do(legends.RollOffRoll(i)) })
		kit.Add(box, kit.VBox(n.Content(), kit.Tall(roll)))
	}
	for _, r := range st.RollOff.Rolls {
		if r.Round == st.RollOff.Round {
			kit.Add(box, kit.Note(fmt.Sprintf("%s rolled %d.", st.Players[r.Player].Name, r.Total)))
		}
	}
	return box
}

// turnPanel is what the active player does now: the start-of-turn steps
// in their order, then the main part of the turn.
func (v *view) turnPanel(st legends.State) fyne.CanvasObject {
	box := v.stepList(st)
	if st.Stage != legends.StageMain {
		return box
	}
	attack := kit.BigButton("Attack", nil, true, func() { v.attack = newAttackDraft(v); v.scrolls.Forget("attack"); v.p.Render() })
	end := kit.BigButton("End turn", nil, false, func() { v.endTurn(st) })
	defence := kit.BigButton("Defence card", nil, false, func() { v.playDefence(st) })
	monster := kit.BigButton("Monster", nil, false, func() { v.playMonster(st) })
	cards := kit.BigButton("Gold & cards", nil, false, func() { v.turnCards(st) })
	kit.Add(box, kit.Fit(2, kit.Tall(attack), kit.Tall(defence), kit.Tall(monster), kit.Tall(cards), kit.Tall(end)))
	if draw := st.EndDraw(); draw > 0 {
		kit.Add(box, kit.Note(fmt.Sprintf("At the end of the turn, draw up to %d cards.", draw)))
	}
	kit.Add(box, kit.Tall(widget.NewButton("A player has no cards left", func() { v.outOfCards(st) })))
	return box
}

// stepNow is the start-of-turn step under way: one button that sends its
// command, or for the Monsters' attacks one button per Monster that may
// attack now, asking for its die.
func (v *view) stepNow(st legends.State, step legends.StepInfo) fyne.CanvasObject {
	if cmd, ok := legends.StepCommand(step.Stage); ok {
		return kit.Tall(kit.BigButton(step.Label, theme.NavigateNextIcon(), true, func() { v.do(cmd) }))
	}
	box := kit.VBox(kit.Bold(step.Label))
	if len(st.Attackers()) > 1 {
		kit.Add(box, kit.Note(st.Players[st.Active].Name+" chooses whose Monsters attack first."))
	}
	for _, g := range st.Attackers() {
		for _, id := range g.Monsters {
			m, _ := st.Monster(id)
			label := fmt.Sprintf("%s (%s) attacks", m.Card.Name, ownerName(st, m.Owner))
			kit.Add(box, kit.Tall(kit.BigButton(label, theme.WarningIcon(), true, func() { v.monsterDie(st, id) })))
		}
	}
	return box
}

// monsterDie asks for the die of Monster id's attack, typed or rolled;
// with more than one Defence layer the owner first puts them in order
// (L155-157).
func (v *view) monsterDie(st legends.State, id int) {
	win := v.p.App().Window()
	layers := st.MonsterAttackLayers()
	m, _ := st.Monster(id)
	orderLayers(win, st, layers, st.Active, ownerName(st, m.Owner), func(order []legends.Layer) {
		die := 0
		var d *widget.Button
		n := kit.NewNumber(win, "Die", &die, 1, legends.DieSides(), func() {
			d.OnTapped()
			v.do(legends.MonsterAttack(id, die, order...))
		})
		roll := widget.NewButtonWithIcon("Roll for me", theme.ViewRefreshIcon(), func() {
			v.do(legends.MonsterAttackRoll(id, order...))
		})
		d = widget.NewButton("Cancel", nil)
		kit.Ask(win, m.Card.Name+" attacks", kit.VBox(n.Content()), d, roll)
	})
}

// orderLayers asks who chooses to put layers in order, one tap each,
// when there is more than one; then calls done with the order.
func orderLayers(win fyne.Window, st legends.State, layers []legends.Layer, host int, who string, done func([]legends.Layer)) {
	if len(layers) < 2 {
		done(layers)
		return
	}
	var order []legends.Layer
	var ask func(left []legends.Layer)
	ask = func(left []legends.Layer) {
		if len(left) == 1 {
			done(append(order, left[0]))
			return
		}
		names := make([]string, len(left))
		for i, l := range left {
			names[i] = st.LayerName(l, host)
		}
		kit.Choose(win, fmt.Sprintf("%s: which takes the hit next?", who), names, func(i int) {
			order = append(order, left[i])
			rest := append(append([]legends.Layer{}, left[:i]...), left[i+1:]...)
			ask(rest)
		})
	}
	ask(layers)
}

func ownerName(st legends.State, p int) string {
	if p < 0 || p >= len(st.Players) {
		return "no owner"
	}
	return st.Players[p].Name
}

// playerCard is one player's numbers: Life of its maximum, XP and level,
// Poison, Berserk, the Defence cards with this turn's damage, and the
// Monsters standing in front with their owners and wounds.
func playerCard(st legends.State, i int) fyne.CanvasObject {
	p := st.Players[i]
	title := p.Name + " · " + p.Hero.Name
	if st.Mode.Teams() {
		title += " · Team " + strconv.Itoa(p.Team+1)
	}
	if p.Role != "" {
		title += " · " + tracker.UpperFirst(string(p.Role))
	}
	if p.Out {
		title += " · out"
	}
	box := kit.VBox(kit.Bold(title))
	xp := fmt.Sprintf("XP %d", p.XP)
	if next := p.NextLevelXP(); next > 0 && !p.Out {
		xp += fmt.Sprintf(" of %d", next)
	}
	nums := []string{fmt.Sprintf("Life %d / %d", p.Life, p.MaxLife()), xp, fmt.Sprintf("Level %d", p.Level)}
	if p.Poison > 0 {
		nums = append(nums, fmt.Sprintf("Poison %d", p.Poison))
	}
	if p.Berserk > 0 {
		nums = append(nums, fmt.Sprintf("Berserk, %s left", kit.Plural(p.Berserk, "turn")))
	}
	if !p.Out && i != st.Active && !st.MarketOpen(i) {
		nums = append(nums, "Market shut") // L151, L469
	}
	kit.Add(box, kit.Note(strings.Join(nums, " · ")))
	if i == st.Active && st.Phase == legends.PhasePlay {
		kit.Add(box, offerLine(st))
	}
	for _, d := range p.Defence {
		line := fmt.Sprintf("%s (%s %d)", d.Card.Name, d.Card.Slot, d.Card.Value)
		if d.Taken > 0 {
			line += fmt.Sprintf(": took %d this turn, %d left", d.Taken, d.Left())
		}
		kit.Add(box, kit.Note(line))
	}
	for _, id := range st.InFront(i) {
		m, _ := st.Monster(id)
		owner := ownerName(st, m.Owner) + "'s"
		if m.Owner < 0 {
			owner = "no owner"
		}
		kit.Add(box, kit.Note(fmt.Sprintf("Monster %s, %s: Life %d / %d", m.Card.Name, owner, m.Life, m.MaxLife)))
	}
	return box
}

// tie is a 5-player finish that made several players winners at once:
// the table decides, or plays on (L587; A-40). The app's suggestion is
// lit; it picks nothing by itself.
func (v *view) tie(st legends.State) fyne.CanvasObject {
	box := kit.VBox(kit.Bold(st.EndWords()))
	grid := kit.Fit(2)
	for _, i := range st.Tie {
		kit.Add(grid, kit.Tall(kit.BigButton(st.Players[i].Name+" wins", theme.ConfirmIcon(), i == st.TieSuggestion(), func() { v.do(legends.DecideWinner(i)) })))
	}
	kit.Add(grid, kit.Tall(kit.BigButton("Play on", theme.MediaPlayIcon(), st.TieSuggestion() < 0, func() { v.do(legends.DecideWinner(-1)) })))
	kit.Add(box, grid)
	return box
}

// waiting asks the owners of Monsters left in front of a knocked-out Hero
// where each goes now, wounds kept (L411; ): only the places the
// engine allows are offered.
func (v *view) waiting(st legends.State) fyne.CanvasObject {
	box := kit.VBox()
	for _, id := range st.Waiting() {
		m, _ := st.Monster(id)
		kit.Add(box, kit.Bold(fmt.Sprintf("%s puts %s (Life %d / %d) in front of:", ownerName(st, m.Owner), m.Card.Name, m.Life, m.MaxLife)))
		grid := kit.Fit(2)
		for _, to := range st.RelocateOptions(id) {
			kit.Add(grid, kit.Tall(widget.NewButton(fmt.Sprintf("%s: %s", m.Card.Name, st.Players[to].Name), func() { v.do(legends.Relocate(id, to)) })))
		}
		kit.Add(box, grid)
	}
	return box
}

// playDefence puts a Defence card in front of the active player: a
// library card in one tap after the button, or its kind and then its
// value, which sends it; one of each kind, a new one replacing the old
// (L113-127). A Defence Spell from the library costs its Intelligence
// (L321, L369).
func (v *view) playDefence(st legends.State) {
	win := v.p.App().Window()
	s := v.p.App()
	var names []string
	var play []func()
	for _, c := range libCards[legends.DefenceCard](s, legends.LibraryDefence) {
		names = append(names, c.Name)
		play = append(play, func() { v.p.Do(legends.PlayDefence(c)) })
	}
	for _, c := range libCards[legends.SpellCard](s, legends.LibrarySpell) {
		if c.Kind == legends.DefenceSpell {
			card := legends.DefenceCard{Name: c.Name, Slot: legends.SpellSl, Value: c.Value}
			names = append(names, c.Name)
			play = append(play, func() { v.p.Do(legends.PlayDefenceSpell(card, c.Cost)) })
		}
	}
	for _, sl := range legends.Slots() {
		names = append(names, slotTitle(sl)+": its value")
		play = append(play, func() { v.quickDefence(st, sl) })
	}
	kit.Choose(win, "Which Defence card?", names, func(i int) { play[i]() })
}

// quickDefence asks the value of a Defence card not in the library; the
// value sends it.
func (v *view) quickDefence(st legends.State, sl legends.Slot) {
	win := v.p.App().Window()
	value := 0
	var cancel *widget.Button
	n := kit.NewQuickNumber(win, "Its defence value", &value, 1, 30, 8, func() {
		cancel.OnTapped()
		v.p.Do(legends.PlayDefence(legends.DefenceCard{Name: slotTitle(sl), Slot: sl, Value: value}))
	})
	cancel = widget.NewButton("Cancel", nil)
	kit.Ask(win, slotTitle(sl)+" for "+st.Players[st.Active].Name, kit.VBox(n.Content()), cancel)
}

func slotTitle(sl legends.Slot) string {
	if sl == legends.SpellSl {
		return "Defence Spell"
	}
	return tracker.UpperFirst(string(sl))
}

// endTurn ends the turn in one tap, or two when Hopping or Fleeting
// Monsters move at its end: the players see where each goes and confirm
// (L541-547).
func (v *view) endTurn(st legends.State) {
	moves := st.EndTurnMoves()
	if len(moves) == 0 {
		v.do(legends.EndTurn())
		return
	}
	box := kit.VBox()
	for _, mv := range moves {
		m, _ := st.Monster(mv.Monster)
		kit.Add(box, kit.Note(fmt.Sprintf("%s moves from %s to %s.", m.Card.Name, st.Players[mv.From].Name, st.Players[mv.To].Name)))
	}
	ok := kit.BigButton("End the turn", theme.MediaSkipNextIcon(), true, func() { v.do(legends.EndTurn()) })
	kit.Ask(v.p.App().Window(), "Monsters move on", box, widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), nil), ok)
}

// outOfCards knocks out a player with nothing left in his deck, discard
// pile, hand and play (L433; A-22): the cards are on the table, so the
// players say so, and confirm, as it cannot be played back but by Undo.
func (v *view) outOfCards(st legends.State) {
	win := v.p.App().Window()
	living := st.Living()
	names := st.PlayerNames(living)
	kit.Choose(win, "Who has no cards left?", names, func(i int) {
		p := living[i]
		kit.Confirm(win, "Out of cards", fmt.Sprintf("%s has no cards in the deck, the discard pile, the hand or in play, and is out of the game.", names[i]),
			names[i]+" is out", func() { v.do(legends.OutOfCards(p)) })
	})
}
