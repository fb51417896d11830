package legendsui

import (
	"fmt"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
	"tableside/tracker/legends"
	"tableside/ui"
	"tableside/ui/kit"
)

// The main part's other cards, each one command: Treasure and Chests,
// buying and selling, Scrolls and Intelligence, Beer, healing, Sneaking,
// the Sheath, the Hero's once-a-turn abilities and a table correction
// for a card that bends a rule. The engine (Offer) says which to offer;
// a refusal shows its words and changes nothing.

// turnCards is the list of what the active player may do besides
// attacking and playing Defence cards and Monsters.
func (v *view) turnCards(st legends.State) {
	win := v.p.App().Window()
	o := st.Offer()
	var names []string
	var do []func()
	add := func(name string, f func()) { names = append(names, name); do = append(do, f) }
	add("Treasure: gold", func() {
		kit.ShowNumberPad(win, "Gold from Treasure", -1, 1, 999, func(n int) { v.p.Do(legends.Gold(legends.GoldCmd{Coins: n})) })
	})
	add("Chest: a die of gold", func() { v.chest() })
	if o.MarketOpen {
		add("Buy a card", func() {
			kit.ShowNumberPad(win, "Its price", -1, 0, 999, func(n int) { v.p.Do(legends.Buy(n, "")) })
		})
		add("Sell a card for half", func() { v.sell() })
	} else {
		// Offered still, so the reason is said rather than the button
		// missing: the engine refuses with why and what to do.
		add("Buy a card (the Market is shut)", func() { v.p.Do(legends.Buy(0, "")) })
	}
	add("Scroll", func() {
		v.quick("A Scroll: Intelligence it adds", 0, 20, 6, func(n int) tracker.Command { return legends.Scroll(n) })
	})
	add("Spend Intelligence", func() {
		v.quick("Intelligence it costs", 1, 20, 6, func(n int) tracker.Command { return legends.Spend(n, "") })
	})
	if o.BeerStartsBerserk {
		add("Beer: goes Berserk", func() { v.drink(false, true) })
	} else {
		add("Beer", func() { v.drink(false, false) })
	}
	add("Potion", func() { v.drink(true, false) })
	add("Heal", func() { v.heal(st) })
	if st.Players[st.Active].Stats().Taming > 0 {
		add("Taming roll", func() { v.taming(st) })
	}
	if !st.Turn.Summoned {
		add("Summon a mini card", func() { v.quickMonster(st, summoned) })
	}
	add("A Fleeting Monster drawn from the deck", func() { v.quickMonster(st, drawn) })
	if o.Sneak {
		add("Sneak past the Monsters", func() { v.p.Do(legends.SneakRoll()) })
	}
	switch o.Sheath {
	case "place":
		add("Place a Sheath", func() { v.p.Do(legends.Sheath("place", "")) })
	case "put":
		add("Sheathe a Weapon", func() { v.p.Do(legends.Sheath("put", "a Weapon")) })
	case "take":
		add("Draw the sheathed Weapon", func() { v.p.Do(legends.Sheath("take", "")) })
	}
	if o.Sabotage {
		add("Sabotage: remove a Market card", func() { v.p.Do(legends.Ability("sabotage")) })
	}
	if o.Vision {
		add("Vision: look at the Spell deck", func() { v.p.Do(legends.Ability("vision")) })
	}
	add("A card bends a rule: correct the table", func() { v.correction(st) })
	kit.Choose(win, st.Players[st.Active].Name+" plays", names, func(i int) { do[i]() })
}

// forSale is a card the library knows a price of: its name, price and
// gold mark (nil: not noted when it was typed).
type forSale struct {
	name   string
	price  int
	golden *bool
}

// sell sells a card from the hand for half its price (L103-107): one of
// the library's priced cards, or a price typed. Whether the price sits on
// gold is the card's mark, asked when the library does not know it; the
// engine refuses a card without it, in words, and nothing changes.
func (v *view) sell() {
	win := v.p.App().Window()
	s := v.p.App()
	var cards []forSale
	for _, c := range libCards[legends.WeaponCard](s, legends.LibraryWeapon) {
		cards = append(cards, forSale{c.Name, c.Price, c.Sellable})
	}
	for _, c := range libCards[legends.SpellCard](s, legends.LibrarySpell) {
		cards = append(cards, forSale{c.Name, c.Price, c.Sellable})
	}
	for _, c := range libCards[legends.DefenceCard](s, legends.LibraryDefence) {
		cards = append(cards, forSale{c.Name, c.Price, c.Sellable})
	}
	cards = slices.DeleteFunc(cards, func(c forSale) bool { return c.price < 1 })
	typed := func() {
		kit.ShowNumberPad(win, "Its price", -1, 1, 999, func(n int) { v.askGold(forSale{price: n}) })
	}
	if len(cards) == 0 {
		typed()
		return
	}
	names := []string{"Not in the library: its price"}
	for _, c := range cards {
		names = append(names, fmt.Sprintf("%s (%d)", c.name, c.price))
	}
	kit.Choose(win, "Sell which card?", names, func(i int) {
		if i == 0 {
			typed()
			return
		}
		v.askGold(cards[i-1])
	})
}

// askGold sends the sale, asking first whether the price sits on gold
// when the library does not know (L78, L103).
func (v *view) askGold(c forSale) {
	if c.golden != nil {
		v.p.Do(legends.Sell(c.price, c.name, *c.golden))
		return
	}
	name := c.name
	if name == "" {
		name = "the card"
	}
	yes := kit.BigButton("Yes, on gold", theme.ConfirmIcon(), true, func() { v.p.Do(legends.Sell(c.price, c.name, true)) })
	no := widget.NewButton("No", func() { v.p.Do(legends.Sell(c.price, c.name, false)) })
	kit.Ask(v.p.App().Window(), "Sell "+name, kit.Note(fmt.Sprintf("Is the price of %s (%d) on a gold background?", name, c.price)), no, yes)
}

// drink plays a Beer or a Potion as the card reads (L393-395): first its
// primary effect, the icon at its bottom left (Life back or Intelligence
// this turn), and a Berserk die when this Beer starts it (L469); then its
// text, which the table does: the app asks for it after, except for a
// Beer while Berserk, which has none.
func (v *view) drink(potion, berserk bool) {
	win := v.p.App().Window()
	what := "A Beer"
	if potion {
		what = "A Potion"
	}
	kind, amount := 2, 0
	gives := kit.NewChoice("What its corner gives", []string{"Life", "Intelligence", "Nothing"}, kind, func(i int) { kind = i })
	much := kit.NewQuickNumber(win, "How much", &amount, 0, 30, 6, nil)
	send := func(die int, roll bool) {
		heal, in := 0, 0
		switch kind {
		case 0:
			heal = amount
		case 1:
			in = amount
		}
		var cmd tracker.Command
		switch {
		case potion:
			cmd = legends.Potion(heal, in)
		default:
			cmd = tracker.Cmd(legends.KindBeer, legends.BeerCmd{Heal: heal, Intelligence: in, Die: die, Roll: roll})
		}
		before, _ := ui.StateOf(v.p, legends.Decode)
		if v.p.Do(cmd) && (potion || before.BeerSecondary()) {
			v.askText(what)
		}
	}
	cancel := widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), nil)
	body := container.NewVBox(gives.Content(win, 3), much.Content())
	if berserk {
		d := 0
		num := kit.NewNumber(win, "Berserk: the die for its turns", &d, 1, legends.DieSides(), func() { cancel.OnTapped(); send(d, false) })
		body.Add(num.Content())
		rolled := widget.NewButtonWithIcon("Roll for me", theme.ViewRefreshIcon(), func() { send(0, true) })
		kit.Ask(win, what+": its main effect", body, cancel, rolled)
		return
	}
	drink := kit.BigButton("Drink it", theme.ConfirmIcon(), true, func() { send(0, false) })
	kit.Ask(win, what+": its main effect", body, cancel, drink)
}

// askText asks for a card's text after its main effect (L395, L415): the
// table does it; one that bends a rule is a table correction.
func (v *view) askText(what string) {
	win := v.p.App().Window()
	st, err := ui.StateOf(v.p, legends.Decode)
	if err != nil {
		return
	}
	done := kit.BigButton("Done", theme.ConfirmIcon(), true, nil)
	bends := widget.NewButton("It changes the numbers", func() { v.correction(st) })
	kit.Ask(win, what+": now its text", kit.Note("If the card has a text, do what it says now: it comes after the main effect."), bends, done)
}

// quick asks one small number; a tap on it sends cmd(n).
func (v *view) quick(title string, lo, hi, quick int, cmd func(int) tracker.Command) {
	win := v.p.App().Window()
	n := lo - 1
	var cancel *widget.Button
	num := kit.NewQuickNumber(win, title, &n, lo, hi, quick, func() { cancel.OnTapped(); v.p.Do(cmd(n)) })
	cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), nil)
	kit.Ask(win, title, container.NewVBox(num.Content()), cancel)
}

// chest is a Chest's gold: its printed modifier, then the die (L95).
func (v *view) chest() {
	win := v.p.App().Window()
	mod := 0
	modRow := kit.NewQuickNumber(win, "Its modifier", &mod, 0, 10, 5, nil)
	d := 0
	var cancel *widget.Button
	send := func(c legends.GoldCmd) { cancel.OnTapped(); c.ChestMod = mod; v.p.Do(legends.Gold(c)) }
	num := kit.NewNumber(win, "Die", &d, 1, legends.DieSides(), func() { send(legends.GoldCmd{ChestDie: d}) })
	cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), nil)
	rolled := widget.NewButtonWithIcon("Roll for me", theme.ViewRefreshIcon(), func() { send(legends.GoldCmd{ChestRoll: true}) })
	kit.Ask(win, "A Chest: (die + modifier) × 10 gold", container.NewVBox(modRow.Content(), num.Content()), cancel, rolled)
}

// heal is a healing card: its bonus and Intelligence cost, the Hero it
// heals (his own, unless the card lets him heal another: L365-367, L579;
// A-19), then the die.
func (v *view) heal(st legends.State) {
	win := v.p.App().Window()
	a := legends.HealCmd{Target: st.Active}
	bonus := kit.NewQuickNumber(win, "Its bonus", &a.Bonus, 0, 30, 6, nil)
	cost := kit.NewQuickNumber(win, "Intelligence it costs", &a.Cost, 0, 20, 5, nil)
	living := st.Living()
	names := st.PlayerNames(living)
	// Another Hero is picked only when the card says it may heal him.
	who := kit.NewChoice("Who is healed (another only if the card says so)", names, slices.Index(living, st.Active), func(i int) {
		a.Target = living[i]
		a.AnyTarget = a.Target != st.Active
	})
	d := 0
	var cancel *widget.Button
	send := func(c legends.HealCmd) { cancel.OnTapped(); v.p.Do(legends.Heal(c)) }
	num := kit.NewNumber(win, "Die", &d, 1, legends.DieSides(), func() { c := a; c.Die = d; send(c) })
	cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), nil)
	rolled := widget.NewButtonWithIcon("Roll for me", theme.ViewRefreshIcon(), func() { c := a; c.Roll = true; send(c) })
	body := container.NewVBox(bonus.Content(), cost.Content())
	if len(living) > 1 {
		body.Add(who.Content(win, 2))
	}
	body.Add(num.Content())
	kit.Ask(win, st.Players[st.Active].Name+" heals", body, cancel, rolled)
}

// taming is a taming roll with the Hero's TAMING X added (L499): the
// rules do not say what it beats, so the app only adds and says.
func (v *view) taming(st legends.State) {
	win := v.p.App().Window()
	d := 0
	var cancel *widget.Button
	num := kit.NewNumber(win, "Die", &d, 1, legends.DieSides(), func() {
		cancel.OnTapped()
		v.p.App().Tell("Taming", fmt.Sprintf("%s's taming roll: %d. The card says what it takes.", st.Players[st.Active].Name, st.TamingRoll(st.Active, d)))
	})
	cancel = widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), nil)
	kit.Ask(win, "A taming roll", container.NewVBox(num.Content()), cancel)
}

// correction records what a card's own text did that the rules would not:
// a player's Life, Poison or XP, or a Monster's wounds, changed, or a
// Monster taken out of play, named by the card, so History shows why (the
// note, §0).
func (v *view) correction(st legends.State) {
	win := v.p.App().Window()
	living := st.Living()
	var names []string
	for _, p := range living {
		names = append(names, st.Players[p].Name)
	}
	var monsters []int
	for _, p := range living {
		for _, id := range st.InFront(p) {
			m, _ := st.Monster(id)
			monsters = append(monsters, id)
			names = append(names, fmt.Sprintf("%s before %s", m.Card.Name, st.Players[p].Name))
		}
	}
	kit.Choose(win, "Whose numbers does the card change?", names, func(i int) {
		reason := kit.NameEntry("The card's name", "")
		box := container.NewVBox(kit.Tall(reason))
		ok := kit.BigButton("Correct", theme.ConfirmIcon(), true, nil)
		cancel := widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), nil)
		var send func(out bool) tracker.Command
		buttons := []*widget.Button{cancel, ok}
		if i < len(living) {
			a := legends.CorrectCmd{Player: living[i]}
			box.Add(kit.NewNumber(win, "Life: more or less", &a.Life, -99, 99, nil).Content())
			box.Add(kit.NewNumber(win, "Poison: more or less", &a.Poison, -99, 99, nil).Content())
			// The XP track counts in 20s (L305, L449); the pad takes any
			// other number.
			box.Add(newStepNumber(win, "XP: more or less", &a.XP, -999, 999, legends.XPStep(), nil).Content())
			send = func(bool) tracker.Command { a.Reason = reason.Text; return legends.Correct(a) }
		} else {
			a := legends.CorrectMonsterCmd{Monster: monsters[i-len(living)]}
			box.Add(kit.NewNumber(win, "Life: more or less", &a.Life, -99, 99, nil).Content())
			// A card that moves a Monster to another Hero: the players pick
			// where (the rules leave it to the card).
			m, _ := st.Monster(a.Monster)
			box.Add(kit.NewChoice("In front of", names[:len(living)], slices.Index(living, m.Host), func(k int) {
				h := living[k]
				a.Host = &h
			}).Content(win, 2))
			buttons = append(buttons, widget.NewButtonWithIcon("Out of play", theme.DeleteIcon(), nil))
			send = func(out bool) tracker.Command {
				a.Reason, a.Remove = reason.Text, out
				return legends.CorrectMonster(a)
			}
		}
		d := kit.Ask(win, "A card changes "+names[i], box, buttons...)
		// The sheet stays open on a refusal, so the reason can be typed.
		for k, b := range buttons[1:] {
			b.OnTapped = func() {
				if v.do(send(k == 1)) {
					d.Hide()
				}
			}
		}
	})
}

// offerLine is the active player's Market and turn values for his card.
func offerLine(st legends.State) fyne.CanvasObject {
	market := "Market open"
	if !st.Offer().MarketOpen {
		market = "Market shut"
	}
	p := st.Players[st.Active]
	line := fmt.Sprintf("This turn: %d Intelligence left, %d gold · %s", st.Turn.Intelligence, st.Turn.Gold, market)
	if p.Sheathed != "" {
		line += " · a Weapon sheathed"
	} else if p.Sheath {
		line += " · an empty Sheath"
	}
	return kit.Note(line)
}
