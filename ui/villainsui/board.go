package villainsui

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/villains"
	"tableside/ui"
	"tableside/ui/kit"
)

// The board: the turn's steps as big buttons, each player's four
// locations as cards; it only draws and asks.

// view is an open session: the table as the player looks at it.
type view struct {
	p *ui.Play
	// focus is the player whose board is shown; -1 follows the turn.
	focus int
}

// villainsBoard is one drawing of the table; its buttons are fields so tests
// can tap them.
type villainsBoard struct {
	v  *view
	p  *ui.Play
	st villains.State

	players  []*widget.Button       // one per player: shows their board
	moveTo   map[int]*widget.Button // Move step: destination location -> button
	actions  []*widget.Button       // Actions step: one per action at the marker
	doneBtn  *widget.Button         // Actions step: on to drawing
	drawBtn  *widget.Button         // Draw step
	endBtn   *widget.Button         // Draw step
	fixBtn   *widget.Button         // card effects and corrections
	winLabel *widget.Label
}

// Draw draws the table from the committed state.
func (v *view) Draw() fyne.CanvasObject {
	st, err := ui.StateOf(v.p, villains.Decode)
	if err != nil {
		return kit.Note("This game's saved state cannot be read: " + err.Error())
	}
	v.p.GameOver(st.Over())
	return newVillainsBoard(v, st).content()
}

func newVillainsBoard(v *view, st villains.State) *villainsBoard {
	p := v.p
	b := &villainsBoard{v: v, p: p, st: st, moveTo: map[int]*widget.Button{}}
	for i := range st.Players {
		i := i
		btn := widget.NewButton(b.playerChip(i), func() { v.focus = i; p.Render() })
		if i == st.Current() {
			btn.Importance = widget.HighImportance
		}
		b.players = append(b.players, btn)
	}
	cur := st.CurrentPlayer()
	for _, to := range st.MarkerDestinations() {
		to := to
		b.moveTo[to] = widget.NewButtonWithIcon("Move to "+cur.Locations[to].Name, theme.NavigateNextIcon(), func() { p.Do(villains.MoveMarker(to)) })
	}
	for _, a := range st.Actions() {
		a := a
		label := a.Action.Title()
		if a.Block == villains.BlockUsed {
			label += " (used)"
		}
		btn := widget.NewButton(label, func() { b.useAction(a) })
		if !a.Usable {
			btn.Disable()
		}
		b.actions = append(b.actions, btn)
	}
	b.doneBtn = widget.NewButtonWithIcon("Done with actions", theme.ConfirmIcon(), func() { p.Do(villains.EndActions()) })
	n := st.DrawCount()
	b.drawBtn = widget.NewButtonWithIcon(fmt.Sprintf("Drew %s", kit.Plural(n, "card")), theme.ContentAddIcon(), func() { p.Do(villains.Draw()) })
	b.drawBtn.Importance = widget.HighImportance
	b.endBtn = widget.NewButtonWithIcon("End turn", theme.MediaSkipNextIcon(), func() { v.focus = -1; p.Do(villains.EndTurn()) })
	if n > 0 {
		b.endBtn.Disable()
	} else {
		b.endBtn.Importance = widget.HighImportance
	}
	b.fixBtn = widget.NewButtonWithIcon("Card effects and corrections", theme.DocumentCreateIcon(), b.corrections)
	if st.Over() {
		w := st.Players[st.Winner]
		b.winLabel = kit.Heading(fmt.Sprintf("%s wins! %s", w.Name, st.Objective))
	}
	return b
}

func (b *villainsBoard) playerChip(i int) string {
	pl := b.st.Players[i]
	s := fmt.Sprintf("%s  ·  %d Power  ·  %d in hand", pl.Name, pl.Power, pl.Hand)
	if b.st.FateTokenInUse() && b.st.Fate == i {
		s += "  ·  Fate token"
	}
	return s
}

// columns picks a grid's width: phone on a narrow window, tablet on a wide one.
func (b *villainsBoard) columns(phone, tablet int) int {
	if b.p.App().Window().Canvas().Size().Width >= kit.TabletWidth {
		return tablet
	}
	return phone
}

// shown is the player whose board is drawn.
func (b *villainsBoard) shown() int {
	if b.v.focus >= 0 && b.v.focus < len(b.st.Players) {
		return b.v.focus
	}
	return b.st.Current()
}

func (b *villainsBoard) content() fyne.CanvasObject {
	st := b.st
	cur := st.CurrentPlayer()
	box := kit.VBox()
	if b.winLabel != nil {
		kit.Add(box, b.winLabel)
	} else {
		kit.Add(box, kit.Heading(fmt.Sprintf("Round %d · %s's turn", st.Round, cur.Name)))
	}
	grid := kit.Fit(b.columns(1, 3))
	for _, btn := range b.players {
		kit.Add(grid, kit.Tall(btn))
	}
	kit.Add(box, grid)
	if !st.Over() {
		kit.Add(box, widget.NewSeparator())
		kit.Add(box, b.stepPanel())
	}
	kit.Add(box, widget.NewSeparator())
	kit.Add(box, b.boardOf(b.shown()))
	kit.Add(box, kit.Tall(b.fixBtn))
	return container.NewVScroll(kit.Padded(box))
}

// stepPanel is what the current player does now, in the book's order
// (004 L18): move, then actions, then draw.
func (b *villainsBoard) stepPanel() fyne.CanvasObject {
	st := b.st
	cur := st.CurrentPlayer()
	box := kit.VBox()
	switch st.Step {
	case villains.StepMove:
		kit.Add(box, kit.Bold("1. Move "+cur.Villain))
		kit.Add(box, kit.Note("To a different location without a Lock."))
		cols := kit.Fit(b.columns(1, 3))
		for to := 0; to < villains.Locations; to++ {
			if btn, ok := b.moveTo[to]; ok {
				kit.Add(cols, kit.Tall(btn))
			}
		}
		kit.Add(box, cols)
		if len(b.moveTo) == 0 {
			kit.Add(box, kit.Note("Every other location is locked: take a Lock token off first (Card effects and corrections)."))
		}
	case villains.StepActions:
		here := cur.Locations[cur.Marker].Name
		kit.Add(box, kit.Bold("2. Actions at "+here))
		kit.Add(box, kit.Note("Any order, each once, all optional."))
		// One column on a phone: action names are long ("Move an Item or Ally").
		cols := kit.Fit(b.columns(1, 2))
		for _, btn := range b.actions {
			kit.Add(cols, kit.Tall(btn))
		}
		kit.Add(box, cols)
		for _, a := range st.Actions() {
			if a.Block == villains.BlockCovered {
				kit.Add(box, kit.Note(a.Why))
			}
		}
		kit.Add(box, kit.Tall(b.doneBtn))
	case villains.StepDraw:
		kit.Add(box, kit.Bold(fmt.Sprintf("3. Draw up to %d", villains.HandSize())))
		if n := st.DrawCount(); n > 0 {
			kit.Add(box, kit.Note(fmt.Sprintf("%s has %d in hand: draw %d, then tap the button.", cur.Name, cur.Hand, n)))
			kit.Add(box, kit.Tall(b.drawBtn))
		} else {
			kit.Add(box, kit.Note(fmt.Sprintf("%s has %d cards in hand; nothing to draw.", cur.Name, cur.Hand)))
		}
		kit.Add(box, kit.Tall(b.endBtn))
	}
	return box
}

// boardOf draws one player's four locations, left to right as on the table.
func (b *villainsBoard) boardOf(i int) fyne.CanvasObject {
	pl := b.st.Players[i]
	box := kit.VBox(kit.Bold(fmt.Sprintf("%s's board: %s", pl.Name, pl.Villain)))
	kit.Add(box, kit.Note("Objective: "+pl.Objective))
	grid := kit.Fit(b.columns(2, 4))
	for li, l := range pl.Locations {
		kit.Add(grid, widget.NewCard("", "", locationText(pl, li, l)))
	}
	kit.Add(box, grid)
	return box
}

func locationText(pl villains.Player, li int, l villains.Location) fyne.CanvasObject {
	title := l.Name
	if l.Locked {
		title += " (locked)"
	}
	// Every line wraps: two cards side by side must fit a phone.
	name := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	name.Wrapping = fyne.TextWrapWord
	box := kit.VBox(name)
	if pl.Marker == li {
		here := widget.NewLabel("▶ " + pl.Villain + " is here")
		here.Importance = widget.HighImportance
		here.Wrapping = fyne.TextWrapWord
		kit.Add(box, here)
	}
	var acts []string
	for _, a := range l.Actions {
		t := a.Title()
		if a.Top && l.Covered() {
			t = "[covered] " + t
		}
		acts = append(acts, t)
	}
	a := widget.NewLabel(strings.Join(acts, " · "))
	a.Wrapping = fyne.TextWrapWord
	kit.Add(box, a)
	for _, c := range l.Heroes {
		kit.Add(box, cardLine(villains.CardHero, c))
	}
	for _, c := range l.Allies {
		kit.Add(box, cardLine(villains.CardAlly, c))
	}
	for _, c := range l.Items {
		kit.Add(box, cardLine(villains.CardItem, c))
	}
	return box
}

func cardLine(k villains.CardKind, c villains.Card) *widget.Label {
	s := c.Describe(k)
	if k.HasStrength() {
		s += fmt.Sprintf(" (Strength %d)", c.Strength)
	}
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	if k == villains.CardHero {
		l.Importance = widget.DangerImportance
	}
	return l
}

func (b *villainsBoard) refLabel(r villains.CardRef) string {
	return fmt.Sprintf("%s at %s", r.Card.Describe(r.Kind), b.st.Players[r.Player].Locations[r.Location].Name)
}

// pickCard asks which of refs; with none it says none, in the words of
// none, or that there is no such card. A lone card is the answer: the
// player is not asked for it (issue 24), and what follows names it or
// the Undo bar does.
func (b *villainsBoard) pickCard(title, none string, refs []villains.CardRef, then func(villains.CardRef)) {
	if none == "" {
		none = "There is no such card on the board."
	}
	pickAmong(b, title, none, refs, b.refLabel, then)
}

// pickLocation asks for one of a player's locations among allowed; a lone
// one is the answer, not asked for.
func (b *villainsBoard) pickLocation(title string, player int, allowed []int, then func(int)) {
	name := func(li int) string { return b.st.Players[player].Locations[li].Name }
	pickAmong(b, title, "No location is allowed for that.", allowed, name, then)
}

// pickAmong is pickCard and pickLocation: with no items it tells none, a
// lone one is the answer (chooseOne), and more are asked for by label.
func pickAmong[T any](b *villainsBoard, title, none string, items []T, label func(T) string, then func(T)) {
	if len(items) == 0 {
		b.p.App().Tell(title, none)
		return
	}
	b.chooseOne(b.p.App().Window(), title, kit.Labels(items, label), func(i int) { then(items[i]) })
}

// pickBearer asks whether an Item put at location loc of player's board is
// attached to a Hero or Ally there (004 L58: an attached Item moves only
// with its card), and gives then its ID, or 0 for a loose Item. With no
// Hero or Ally there, there is nothing to ask.
func (b *villainsBoard) pickBearer(player, loc int, then func(on int)) {
	refs := b.st.ItemBearers(player, loc)
	if len(refs) == 0 {
		then(0)
		return
	}
	labels := make([]string, 0, len(refs)+1)
	for _, r := range refs {
		labels = append(labels, "Attach to "+r.Card.Describe(r.Kind))
	}
	labels = append(labels, "Not attached: it lies at "+b.st.Players[player].Locations[loc].Name)
	kit.Choose(b.p.App().Window(), "Attach the Item?", labels, func(i int) {
		if i < len(refs) {
			then(refs[i].Card.ID)
			return
		}
		then(0)
	})
}

// chooseOne is kit.Choose, but a lone option (the only opponent of a
// two-player game) is the answer, not asked for: the next question names
// it.
func (b *villainsBoard) chooseOne(w fyne.Window, title string, options []string, pick func(int)) {
	if len(options) == 1 {
		pick(0)
		return
	}
	kit.Choose(w, title, options, pick)
}

// everyLocation is each of a board's locations, left to right.
func everyLocation() []int {
	out := make([]int, villains.Locations)
	for i := range out {
		out[i] = i
	}
	return out
}

// useAction walks the player through one action of 004 L26-L77; each path
// ends in one command.
func (b *villainsBoard) useAction(a villains.ActionStatus) {
	p, st, w := b.p, b.st, b.p.App().Window()
	me := st.Current()
	switch a.Action.Kind {
	case villains.ActionGainPower:
		p.Do(villains.GainPower(a.Index))
	case villains.ActionPlayCard:
		kit.Choose(w, "Play a card: what kind?", []string{"Ally", "Item", "Effect or other card"}, func(k int) {
			kit.ShowNumberPad(w, "The card's cost", 0, 0, villains.MaxCost, func(cost int) {
				switch k {
				case 0:
					kit.ShowNumberPad(w, "The Ally's Strength", -1, 0, villains.MaxStrength, func(str int) {
						b.pickLocation("Play the Ally to", me, st.CardLocations(me, villains.CardAlly), func(to int) {
							p.Do(villains.PlayCard(villains.PlayCardCmd{Action: a.Index, Card: villains.CardAlly, Cost: cost, Strength: str, To: to}))
						})
					})
				case 1:
					b.pickLocation("Play the Item to", me, st.CardLocations(me, villains.CardItem), func(to int) {
						b.pickBearer(me, to, func(on int) {
							p.Do(villains.PlayCard(villains.PlayCardCmd{Action: a.Index, Card: villains.CardItem, Cost: cost, To: to, On: on}))
						})
					})
				default:
					p.Do(villains.PlayCard(villains.PlayCardCmd{Action: a.Index, Card: villains.CardEffect, Cost: cost}))
				}
			})
		})
	case villains.ActionActivate:
		b.pickCard("Activate which card?", "", st.ActionTargets(a.Action.Kind), func(r villains.CardRef) {
			kit.ShowNumberPad(w, "Its activation cost", 0, 0, villains.MaxCost, func(cost int) {
				p.Do(villains.Activate(a.Index, r.Card.ID, cost))
			})
		})
	case villains.ActionFate:
		targets := st.FateTargets()
		names := kit.Labels(targets, func(t int) string { return st.Players[t].Name })
		b.chooseOne(w, "Fate: whom do you target?", names, func(ti int) {
			target := targets[ti]
			// 004 L52: two cards are revealed; one is played, the other discarded.
			title := fmt.Sprintf("Reveal the top %d of %s's Fate deck. Which one is played?", villains.FateReveal, st.Players[target].Name)
			kit.Choose(w, title, []string{"A Hero", "An Item", "Another card"}, func(k int) {
				switch k {
				case 0:
					kit.ShowNumberPad(w, "The Hero's Strength", -1, 0, villains.MaxStrength, func(str int) {
						b.pickLocation("Put the Hero at", target, st.CardLocations(target, villains.CardHero), func(to int) {
							p.Do(villains.FateHero(a.Index, target, "", str, to))
						})
					})
				case 1:
					b.pickLocation("Put the Item at", target, st.CardLocations(target, villains.CardItem), func(to int) {
						b.pickBearer(target, to, func(on int) {
							p.Do(villains.Fate(villains.FateCmd{Action: a.Index, Target: target, Card: villains.CardItem, To: to, On: on}))
						})
					})
				default:
					p.Do(villains.FateOther(a.Index, target))
				}
			})
		})
	case villains.ActionMoveItemAlly:
		b.pickCard("Move which card?", "No Ally or Item has a location it may move to.", st.ActionTargets(a.Action.Kind), func(r villains.CardRef) {
			b.pickLocation("Move it to", me, st.MoveDestinations(r.Card.ID), func(to int) {
				p.Do(villains.MoveItemAlly(a.Index, r.Card.ID, to))
			})
		})
	case villains.ActionMoveHero:
		b.pickCard("Move which Hero?", "No Hero has a location it may move to.", st.ActionTargets(a.Action.Kind), func(r villains.CardRef) {
			b.pickLocation("Move the Hero to", me, st.MoveDestinations(r.Card.ID), func(to int) {
				p.Do(villains.MoveHero(a.Index, r.Card.ID, to))
			})
		})
	case villains.ActionVanquish:
		b.pickCard("Vanquish which Hero?", "No Hero has an Ally at its location to fight it.", st.ActionTargets(a.Action.Kind), func(r villains.CardRef) {
			b.pickAllies(a.Index, r)
		})
	case villains.ActionDiscard:
		kit.ShowNumberPad(w, "How many cards were discarded?", -1, 0, st.CurrentPlayer().Hand, func(n int) {
			p.Do(villains.Discard(a.Index, n))
		})
	}
}

// pickAllies asks which Allies at the Hero's location fight it (004 L70).
// Vanquish stays greyed out, saying so, until the Allies ticked are strong
// enough; a lone Ally is ticked already.
func (b *villainsBoard) pickAllies(action int, hero villains.CardRef) {
	allies := b.st.VanquishAllies(hero.Card.ID)
	if len(allies) == 0 {
		b.p.App().Tell("Vanquish", "No Ally stands at the Hero's location.")
		return
	}
	var chosen []int
	wait := fmt.Sprintf("Tick Allies with Strength %d or more in all", hero.Card.Strength)
	ok := kit.NewReady("Vanquish", theme.ConfirmIcon(), func() {
		b.p.Do(villains.Vanquish(action, hero.Card.ID, chosen...))
	}, wait)
	ready := func() {
		if b.st.VanquishShort(hero.Card.ID, chosen) > 0 {
			ok.Wait(wait)
			return
		}
		ok.Go()
	}
	box := kit.VBox(kit.Note(fmt.Sprintf("%s has Strength %d.", hero.Card.Describe(hero.Kind), hero.Card.Strength)))
	for _, al := range allies {
		tick := func(on bool) {
			chosen = slices.DeleteFunc(chosen, func(id int) bool { return id == al.ID })
			if on {
				chosen = append(chosen, al.ID)
			}
			ready()
		}
		lone := len(allies) == 1
		if lone {
			chosen = append(chosen, al.ID)
		}
		kit.Add(box, kit.NewTallCheck(fmt.Sprintf("%s (Strength %d)", al.Describe(villains.CardAlly), al.Strength), lone, nil, tick))
	}
	ready()
	kit.AskReady(b.p.App().Window(), "Vanquish", box, ok, widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), nil))
}

// corrections are the changes card texts make that no step foresees; the
// rules still hold (Power and hand never below 0).
func (b *villainsBoard) corrections() {
	p, st, w := b.p, b.st, b.p.App().Window()
	who := b.shown()
	name := st.Players[who].Name
	opts := []string{
		"Change " + name + "'s Power",
		"Change " + name + "'s cards in hand",
		"Lock or unlock one of " + name + "'s locations",
		"Put a card on " + name + "'s board",
		"Take a card off " + name + "'s board",
		"Change a card's Strength on " + name + "'s board",
		name + " has met the objective: declare the winner",
	}
	kinds := []villains.CardKind{villains.CardAlly, villains.CardItem, villains.CardHero}
	kit.Choose(w, "Card effects and corrections", opts, func(i int) {
		switch i {
		case 0:
			b.askDelta("Power", villains.MaxPower, func(d int) { p.Do(villains.AdjustPower(who, d, "card effect")) })
		case 1:
			b.askDelta("Cards in hand", villains.MaxHand, func(d int) { p.Do(villains.AdjustHand(who, d, "card effect")) })
		case 2:
			b.pickLocation("Lock or unlock which location?", who, everyLocation(), func(li int) {
				if st.Players[who].Locations[li].Locked {
					p.Do(villains.Unlock(who, li))
				} else {
					p.Do(villains.Lock(who, li))
				}
			})
		case 3:
			kit.Choose(w, "What kind of card?", []string{"Ally", "Item", "Hero"}, func(k int) {
				place := func(str int) {
					b.pickLocation("Put it at", who, everyLocation(), func(to int) {
						p.Do(villains.PlaceCard(villains.PlaceCardCmd{Player: who, Card: kinds[k], Strength: str, To: to, Reason: "card effect"}))
					})
				}
				if !kinds[k].HasStrength() {
					place(0)
					return
				}
				kit.ShowNumberPad(w, "Its Strength", -1, 0, villains.MaxStrength, place)
			})
		case 4:
			b.pickCard("Take off which card?", "", st.Cards(who, kinds...), func(r villains.CardRef) {
				p.Do(villains.RemoveCard(r.Card.ID, "card effect"))
			})
		case 5:
			var strong []villains.CardKind
			for _, k := range kinds {
				if k.HasStrength() {
					strong = append(strong, k)
				}
			}
			b.pickCard("Which card?", "", st.Cards(who, strong...), func(r villains.CardRef) {
				kit.ShowNumberPad(w, "Its Strength now", r.Card.Strength, 0, villains.MaxStrength, func(str int) {
					p.Do(villains.SetStrength(r.Card.ID, str, "card effect"))
				})
			})
		case 6:
			kit.Confirm(w, "Declare the winner", fmt.Sprintf("%s met the objective and wins; the game ends. (Undo can take it back.)", name), name+" wins", func() {
				p.Do(villains.DeclareWinner(who))
			})
		}
	})
}

// askDelta asks gain or lose, then how many, up to top.
func (b *villainsBoard) askDelta(what string, top int, then func(int)) {
	w := b.p.App().Window()
	kit.Choose(w, what, []string{"Gain", "Lose"}, func(i int) {
		kit.ShowNumberPad(w, "How many?", -1, 1, top, func(n int) {
			if i == 1 {
				n = -n
			}
			then(n)
		})
	})
}
