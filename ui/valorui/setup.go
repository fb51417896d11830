package valorui

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/tracker/valor"
	"tableside/tracker/valor/book"
	"tableside/ui"
	"tableside/ui/kit"
)

// valorSetup starts a game of Valor & Villainy (000 L164-227, 001 L157-198):
// the box, the mode, who plays which Hero in clockwise order, the Villain,
// the Lead Hero and the Loot Stash cards for the Hero count. Boards come
// from the card library, so a board typed once is one tap ever after; the
// line-up is carried over from the campaign's last game. NewGame applies the
// start-of-game rules; this screen only gathers the choices.
type valorSetup struct {
	s *ui.App
	c campaign.Campaign

	heroes   []valor.HeroCard
	villains []valor.VillainCard
	loot     []valor.LootStashCard

	// The choices so far; the widgets are rebuilt from them on every show.
	box           valor.Box
	mode          valor.Mode
	seats         []valorSeat
	villain       string
	villainPlayer string
	lead          int
	// Loot Stash choices by slot, in the box's order (valor.Box.LootSlots):
	// a library card's name, or "" for the printed card or none.
	lootPick map[int]string
	// costs are the Minion deck covers' costs, 0 where not set: printed
	// on the covers, so carried over from the last game.
	costs valor.DeckCosts
	// startTiles are the last game's starting tiles; layTiles lays them on
	// the new game's map as it starts.
	startTiles []valor.PlaceTileCmd
	layTiles   bool
	// scroll is the screen's scroll, kept so that a screen drawn again
	// scrolls where the player left it.
	scroll *container.Scroll

	start *widget.Button
	// book is the campaign's Base Camp book, nil when it has none: its
	// Act, upgrades and Talents reach the game (000 L1060-1066, L1130).
	book *book.State
}

type valorSeat struct{ player, hero, talent string }

const (
	lootPrinted = "The card the rulebook prints (check it against yours)"
	lootNone    = "None: each Defeated Hero gives 1 Soul"
	lootMissing = "Not entered yet: enter the card first"
)

// Setup shows the screen that starts a new game.
func (Screens) Setup(s *ui.App, c campaign.Campaign) {
	v := &valorSetup{s: s, c: c, box: valor.BoxLabyrinth, mode: valor.ModeCampaign, lootPick: map[int]string{}}
	v.load()
	v.lastLineUp()
	v.readBook()
	for i := range v.seats {
		v.bookTalent(i)
	}
	v.show()
}

// readBook reads the campaign's Base Camp book, if it has one.
func (v *valorSetup) readBook() {
	books, err := v.s.Store().Books(v.c.ID)
	if err != nil {
		return
	}
	for _, b := range books {
		if b.Game != (book.Game{}).ID() {
			continue
		}
		sess, err := v.s.Store().Session(b.ID)
		if err != nil {
			return
		}
		if st, err := book.Decode(sess.State); err == nil {
			v.book = &st
		}
	}
}

// bookTalents are the Talent cards the book keeps for seat i's Hero
// (000 L1060-1066); nil without a book or outside the Labyrinth.
func (v *valorSetup) bookTalents(i int) []string {
	if v.book == nil || v.box != valor.BoxLabyrinth || v.seats[i].hero == "" {
		return nil
	}
	return v.book.TalentsOf(v.seats[i].hero)
}

// bookTalent gives seat i's Hero the Talent card the book keeps for them,
// the first when there are several, unless one of them is already chosen
// (000 L1066: one of them each game).
func (v *valorSetup) bookTalent(i int) {
	t := v.bookTalents(i)
	if len(t) > 0 && !slices.Contains(t, v.seats[i].talent) {
		v.seats[i].talent = t[0]
	}
}

// talentNone is the choice of starting without a Talent card.
const talentNone = "No Talent card this game"

// talentLabel heads a Talent card's name in the seat's choice.
const talentLabel = "Talent card: "

// bookLines say what the book brings to this game: the Act and the Base
// Camp upgrades (000 L1079, L1130, L1235, L1237).
func (v *valorSetup) bookLines() []string {
	if v.book == nil || v.box != valor.BoxLabyrinth {
		return nil
	}
	c := v.book.CampFor(v.mode == valor.ModeQuest)
	var out []string
	if c.Act > 0 {
		out = append(out, fmt.Sprintf("Act %d of %d", c.Act, valor.MaxAct))
	}
	if c.Fortified {
		out = append(out, "Fortified Camp: its tile in place of Base Camp")
	}
	if c.Relic != "" {
		out = append(out, "Reliquary: "+c.Relic+" goes to a Hero or the Stash")
	}
	return append(out, c.Others...)
}

// libraryCards reads one kind of card from the library, keeping those the
// rules accept.
func libraryCards[T any](s *ui.App, kind string, valid func(T) error) []T {
	var out []T
	for _, c := range ui.LibraryCards[T](s, valor.Game{}.ID(), kind) {
		if valid(c) == nil {
			out = append(out, c)
		}
	}
	return out
}

func (v *valorSetup) load() {
	v.heroes = libraryCards(v.s, valor.LibraryHero, valor.HeroCard.Validate)
	v.villains = libraryCards(v.s, valor.LibraryVillain, valor.VillainCard.Validate)
	v.loot = libraryCards(v.s, valor.LibraryLootStash, valor.LootStashCard.Validate)
}

// lastLineUp carries over the campaign's last game: box, mode, players,
// Heroes, Villain and Lead Hero. A first game starts with two empty seats.
func (v *valorSetup) lastLineUp() {
	v.seats = []valorSeat{{}, {}}
	st, ok := ui.LastState(v.s, v.c, valor.Game{}.ID(), valor.Decode)
	if !ok {
		return
	}
	v.box, v.mode, v.villain, v.villainPlayer, v.lead = st.Box, st.Mode, st.Villain.Name, st.Villain.Player, st.Lead
	if st.MinionCosts != nil {
		v.costs = *st.MinionCosts
	}
	v.startTiles, v.layTiles = st.StartTiles, len(st.StartTiles) > 0
	v.seats = nil
	for _, h := range st.Heroes {
		v.seats = append(v.seats, valorSeat{player: h.Player, hero: h.Name, talent: h.Talent})
	}
}

func (v *valorSetup) heroNames() []string {
	return kit.Labels(v.heroes, func(c valor.HeroCard) string { return c.Name })
}

func (v *valorSetup) villainNames() []string {
	return kit.Labels(v.villains, func(c valor.VillainCard) string { return c.Name })
}

// lootOptions are the choices for Loot Stash slot i of the box: the
// printed card if the rulebook has one for this count, library cards that
// fit, and none for a card a game may go without.
func (v *valorSetup) lootOptions(i int) []string {
	n := len(v.seats)
	sl := v.box.LootSlots()[i]
	var out []string
	if _, ok := valor.DefaultLootStash(v.box, sl.For, sl.Side, n); ok {
		out = append(out, lootPrinted)
	} else if sl.Optional {
		out = append(out, lootNone)
	}
	for _, c := range v.loot {
		if c.For == sl.For && c.Side == sl.Side && c.Fits(n) {
			out = append(out, c.Name)
		}
	}
	if len(out) == 0 {
		out = append(out, lootMissing)
	}
	return out
}

// lootChoice is slot i's current choice, falling back to the first option
// when the remembered one no longer fits (the Hero count changed).
func (v *valorSetup) lootChoice(i int) string {
	opts := v.lootOptions(i)
	for _, o := range opts {
		if o == v.lootPick[i] && o != "" {
			return o
		}
	}
	return opts[0]
}

func (v *valorSetup) lootCard(i int) *valor.LootStashCard {
	if c, ok := named(v.loot, v.lootNames(), v.lootChoice(i)); ok {
		return &c
	}
	return nil
}

// named is the card of cards called name, names being their names in the
// same order (heroNames, villainNames, lootNames).
func named[T any](cards []T, names []string, name string) (T, bool) {
	i := slices.Index(names, name)
	if i < 0 {
		var none T
		return none, false
	}
	return cards[i], true
}

func (v *valorSetup) reshow() { v.load(); v.show() }

func (v *valorSetup) show() {
	s := v.s
	back := widget.NewButtonWithIcon("Campaigns", theme.NavigateBackIcon(), s.ShowHome)
	box := container.NewVBox(kit.Heading("New game: " + v.c.Name))

	boxes := []valor.Box{valor.BoxLabyrinth, valor.BoxMordak}
	var boxTitles []string
	for _, b := range boxes {
		boxTitles = append(boxTitles, b.Title())
	}
	boxSel := kit.NewChoice("", boxTitles, slices.Index(boxes, v.box), func(i int) {
		v.box = boxes[i]
		v.show()
	})
	box.Add(kit.Bold("Which box?"))
	box.Add(boxSel.Content(s.Window(), 1))
	f := v.box.Features()
	nums := v.box.Numbers()
	if f.Modes {
		modes := []valor.Mode{valor.ModeCampaign, valor.ModeQuest}
		modeSel := kit.NewChoice("", []string{"Campaign", "Quest"}, slices.Index(modes, v.mode), func(i int) {
			v.mode = modes[i]
			if v.book != nil {
				v.show() // the book's Act and upgrades are the Campaign's
			}
		})
		box.Add(modeSel.Content(s.Window(), 2))
	}
	if lines := v.bookLines(); len(lines) > 0 {
		box.Add(kit.Bold("From the campaign book"))
		for _, l := range lines {
			box.Add(kit.Note(l))
		}
	}

	box.Add(kit.Bold("Heroes, clockwise from the Villain's left"))
	box.Add(kit.Note("Each Hero's board is entered once and kept for every later game."))
	names := v.heroNames()
	players := make([]*widget.Entry, len(v.seats))
	for i := range v.seats {
		i := i
		player := widget.NewEntry()
		players[i] = player
		player.SetPlaceHolder(fmt.Sprintf("Player %d", i+1))
		player.SetText(v.seats[i].player)
		player.OnChanged = func(t string) { v.seats[i].player = t }
		// The keyboard's Enter goes on: to the next name not typed, then
		// to the first Hero board the library lacks.
		player.OnSubmitted = func(string) { v.afterName(players, i) }
		hero := newPick(s.Window(), fmt.Sprintf("Seat %d: which Hero?", i+1), names, "Choose a Hero", func(t string) {
			v.seats[i].hero = t
			if len(v.bookTalents(i)) > 0 {
				v.bookTalent(i)
				v.show()
			}
		})
		hero.SetSelected(v.seats[i].hero)
		var talent fyne.CanvasObject
		if kept := v.bookTalents(i); len(kept) > 0 {
			// The book's Talent cards, one picked each game (000 L1066).
			var labels []string
			for _, k := range kept {
				labels = append(labels, talentLabel+k)
			}
			tp := newPick(s.Window(), fmt.Sprintf("Seat %d: Talent card", i+1), append(labels, talentNone), "Choose a Talent card", func(t string) {
				v.seats[i].talent = strings.TrimPrefix(t, talentLabel)
				if t == talentNone {
					v.seats[i].talent = ""
				}
			})
			tp.SetSelected(talentNone)
			if v.seats[i].talent != "" {
				tp.SetSelected(talentLabel + v.seats[i].talent)
			}
			talent = tp
		} else {
			te := widget.NewEntry()
			te.SetPlaceHolder("Talent card, if any")
			te.SetText(v.seats[i].talent)
			te.OnChanged = func(t string) { v.seats[i].talent = t }
			talent = te
		}
		remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			v.seats = append(v.seats[:i], v.seats[i+1:]...)
			if v.lead >= len(v.seats) {
				v.lead = 0
			}
			v.show()
		})
		if len(v.seats) <= nums.MinHeroes {
			remove.Disable()
		}
		parts := container.NewVBox(kit.Tall(player), kit.Tall(hero), kit.Tall(talent))
		box.Add(container.NewBorder(nil, nil, widget.NewLabel(fmt.Sprintf("%d.", i+1)), kit.Sized(remove, kit.TouchHeight), parts))
		if !slices.Contains(names, v.seats[i].hero) {
			// A seat without a board: enter it here, and it sits here. The
			// whole width: beside the seat's number and its bin, at the
			// largest text its words ran past a small phone.
			box.Add(kit.Tall(widget.NewButtonWithIcon("Enter this Hero's board", theme.DocumentCreateIcon(), func() { v.enterHero(i) })))
		}
	}
	if len(v.seats) < nums.MaxHeroes {
		box.Add(kit.Tall(widget.NewButtonWithIcon("Add a Hero", theme.ContentAddIcon(), func() {
			v.seats = append(v.seats, valorSeat{})
			v.show()
		})))
	}

	box.Add(kit.Bold("The Villain"))
	villains := v.villainNames()
	vil := newPick(s.Window(), "The Villain", villains, "Choose a Villain", func(t string) { v.villain = t })
	vil.SetSelected(v.villain)
	box.Add(kit.Tall(vil))
	if !slices.Contains(villains, v.villain) {
		box.Add(kit.Tall(widget.NewButtonWithIcon("Enter the Villain's board", theme.DocumentCreateIcon(), v.enterVillain)))
	}
	if f.VillainPlayer {
		vp := widget.NewEntry()
		vp.SetPlaceHolder("Who plays Mordak?")
		vp.SetText(v.villainPlayer)
		vp.OnChanged = func(t string) { v.villainPlayer = t }
		box.Add(kit.Tall(vp))
	}

	box.Add(kit.Bold("Lead Hero (takes the Initiative token)"))
	var leads []string
	for i := range v.seats {
		leads = append(leads, v.seatTitle(i))
	}
	lead := newPick(s.Window(), "Lead Hero", leads, "Choose the Lead Hero", func(t string) {
		if i := slices.Index(leads, t); i >= 0 {
			v.lead = i
		}
	})
	if v.lead < len(leads) {
		lead.SetSelected(leads[v.lead])
	}
	box.Add(kit.Tall(lead))

	box.Add(kit.Bold(fmt.Sprintf("Loot Stash cards for %s", kit.Plural(len(v.seats), "Hero"))))
	box.Add(kit.Note("The column used is the highest Bounty met or exceeded."))
	for i, sl := range v.box.LootSlots() {
		i := i
		sel := newPick(s.Window(), sl.Title, v.lootOptions(i), "Choose a card", func(t string) { v.lootPick[i] = t })
		sel.SetSelected(v.lootChoice(i))
		box.Add(kit.Note(sl.Title))
		box.Add(kit.Tall(sel))
		if v.lootChoice(i) == lootMissing {
			box.Add(kit.Tall(widget.NewButtonWithIcon("Enter this card", theme.DocumentCreateIcon(), func() { v.enterLoot(i) })))
		}
	}

	if f.Map && len(v.startTiles) > 0 {
		box.Add(kit.Bold("The map"))
		box.Add(kit.NewTallCheck(fmt.Sprintf("Lay the %d starting tiles on the app's map as in the last game", len(v.startTiles)), v.layTiles, nil, func(on bool) { v.layTiles = on }))
	}
	if f.MinionCosts {
		box.Add(kit.Bold("Minion deck covers"))
		box.Add(kit.Note("The Hits a Minion of each deck costs, printed on its cover. Leave them for later if you like: the app asks before the first Corruption roll."))
		for i, c := range []*int{&v.costs.Chump, &v.costs.Elite, &v.costs.Boss} {
			box.Add(kit.NewQuickNumber(s.Window(), sizeTitles[i]+" deck", c, valor.MinDeckCost, valor.MaxDeckCost, 9, nil).Content())
		}
	}

	box.Add(widget.NewSeparator())
	box.Add(kit.Bold("Card library"))
	lib := container.NewGridWithColumns(1,
		kit.Tall(widget.NewButtonWithIcon("Enter a new Hero board", theme.DocumentCreateIcon(), func() { showHeroEditor(s, valor.HeroCard{}, v.reshow) })),
		kit.Tall(widget.NewButtonWithIcon("Enter a new Villain board", theme.DocumentCreateIcon(), func() { showValorVillainEditor(s, valor.VillainCard{}, v.reshow) })),
		kit.Tall(widget.NewButtonWithIcon("Enter a Loot Stash card", theme.DocumentCreateIcon(), func() { v.enterLoot(v.missingLoot()) })),
		kit.Tall(widget.NewButtonWithIcon("Correct a card in the library", theme.DocumentIcon(), v.correct)),
		// Another device's cards, so a group types each card once.
		kit.Tall(kit.BigButton("Export the library…", theme.UploadIcon(), false, func() { s.AskExportLibrary(cardLibrary(v.reshow)) })),
		kit.Tall(kit.BigButton("Import a library…", theme.DownloadIcon(), false, func() { s.AskImportLibrary(cardLibrary(v.reshow)) })),
	)
	box.Add(lib)
	v.start = kit.BigButton("Start the game", theme.MediaPlayIcon(), true, v.begin)
	box.Add(kit.Tall(v.start))
	// Drawn again (back from an editor, a seat added), the screen stays
	// where the player was.
	at := fyne.Position{}
	if v.scroll != nil {
		at = v.scroll.Offset
	}
	v.scroll = container.NewVScroll(container.NewPadded(box))
	s.Show(container.NewBorder(container.NewHBox(kit.Tall(back)), nil, nil, nil, v.scroll))
	v.scroll.ScrollToOffset(at)
}

// afterEntering is the editor's done for a card entered from this screen
// for one place (a seat, the Villain, a Loot Stash slot): the library is
// read again, and a card it did not hold before goes into that place, so
// the player does not pick what they have just typed. Saved, the editor of
// the next place still missing its card opens at once, as the cards lie on
// the table one after the other; Back, or nothing left to enter, shows
// this screen.
func (v *valorSetup) afterEntering(names func() []string, place func(name string)) func() {
	before := names()
	return func() {
		v.load()
		placed := false
		for _, n := range names() {
			if !slices.Contains(before, n) {
				place(n)
				placed = true
				break
			}
		}
		if next := v.nextMissing(); placed && next != nil {
			next()
			return
		}
		v.show()
	}
}

// nextMissing opens the editor of the first place the library has no
// card for yet, in the screen's order: a Hero's seat, the Villain, a Loot
// Stash slot; nil when every place has its card.
func (v *valorSetup) nextMissing() func() {
	names := v.heroNames()
	for i := range v.seats {
		if !slices.Contains(names, v.seats[i].hero) {
			return func() { v.enterHero(i) }
		}
	}
	if !slices.Contains(v.villainNames(), v.villain) {
		return v.enterVillain
	}
	for i := range v.box.LootSlots() {
		if v.lootChoice(i) == lootMissing {
			return func() { v.enterLoot(i) }
		}
	}
	return nil
}

// enterHero opens the Hero editor for seat i; saved, the board sits there.
// afterName is the keyboard's Enter after seat i's player name.
func (v *valorSetup) afterName(players []*widget.Entry, i int) {
	for j := i + 1; j < len(players); j++ {
		if strings.TrimSpace(v.seats[j].player) == "" {
			v.s.Window().Canvas().Focus(players[j])
			return
		}
	}
	names := v.heroNames()
	for j := range v.seats {
		if !slices.Contains(names, v.seats[j].hero) {
			v.enterHero(j)
			return
		}
	}
	v.s.Window().Canvas().Unfocus()
}

func (v *valorSetup) enterHero(i int) {
	who := fmt.Sprintf("Hero %d of %d", i+1, len(v.seats))
	if p := strings.TrimSpace(v.seats[i].player); p != "" {
		who = p + "'s Hero"
	}
	showHeroEditorFor(v.s, valor.HeroCard{}, "A new board: "+who, v.afterEntering(v.heroNames, func(n string) { v.seats[i].hero = n }))
}

// enterVillain opens the Villain editor for this setup's Hero count;
// saved, the board is the game's Villain.
func (v *valorSetup) enterVillain() {
	showVillainEditorFor(v.s, valor.VillainCard{}, len(v.seats), v.afterEntering(v.villainNames, func(n string) { v.villain = n }))
}

func (v *valorSetup) lootNames() []string {
	return kit.Labels(v.loot, func(c valor.LootStashCard) string { return c.Name })
}

// missingLoot is the first Loot Stash slot the library has no card for at
// this Hero count, or the first slot when none is missing.
func (v *valorSetup) missingLoot() int {
	for i := range v.box.LootSlots() {
		if v.lootChoice(i) == lootMissing {
			return i
		}
	}
	return 0
}

// enterLoot opens the Loot Stash editor on slot i's card, its owner, side,
// Hero count and name filled in; saved, it is that slot's choice.
func (v *valorSetup) enterLoot(i int) {
	sl := v.box.LootSlots()[i]
	showLootStashEditor(v.s, sl.Blank(len(v.seats)), v.afterEntering(v.lootNames, func(n string) { v.lootPick[i] = n }))
}

func (v *valorSetup) seatTitle(i int) string {
	who := v.seats[i].hero
	if who == "" {
		who = "no Hero yet"
	}
	if p := strings.TrimSpace(v.seats[i].player); p != "" {
		who += " (" + p + ")"
	}
	return fmt.Sprintf("%d. %s", i+1, who)
}

// correct opens one library card in its editor; saved under the same name,
// the correction replaces it.
func (v *valorSetup) correct() {
	var labels []string
	var open []func()
	for _, h := range v.heroes {
		h := h
		labels = append(labels, "Hero: "+h.Name)
		open = append(open, func() { showHeroEditor(v.s, h, v.reshow) })
	}
	for _, c := range v.villains {
		c := c
		labels = append(labels, "Villain: "+c.Name)
		open = append(open, func() { showValorVillainEditor(v.s, c, v.reshow) })
	}
	for _, c := range v.loot {
		c := c
		labels = append(labels, "Loot Stash: "+c.Name)
		open = append(open, func() { showLootStashEditor(v.s, c, v.reshow) })
	}
	// Minion cards are entered from the map as they are drawn; they are
	// corrected here like the rest.
	for _, c := range libraryCards(v.s, valor.LibraryMinion, valor.MinionCard.Validate) {
		labels = append(labels, "Minion: "+c.Name)
		open = append(open, func() { showMinionEditor(v.s, c, func(*valor.MinionCard) { v.reshow() }) })
	}
	if len(labels) == 0 {
		v.s.Tell("The library is empty", "Enter a Hero or Villain board first.")
		return
	}
	kit.Choose(v.s.Window(), "Correct which card?", labels, func(i int) { open[i]() })
}

// begin builds the Setup and lets the rules check it; a refusal says what is
// missing and starts nothing.
func (v *valorSetup) begin() {
	su := valor.Setup{Box: v.box, Lead: v.lead, Seed: uint64(v.s.Now().UnixNano())}
	if f := v.box.Features(); f.Modes {
		su.Mode = v.mode
	} else if f.VillainPlayer {
		su.VillainPlayer = v.villainPlayer
	}
	for i, seat := range v.seats {
		card, ok := named(v.heroes, v.heroNames(), seat.hero)
		if !ok {
			v.s.Tell("Choose a Hero", fmt.Sprintf("Seat %d has no Hero yet. Choose one, or enter a new Hero board.", i+1))
			return
		}
		su.Heroes = append(su.Heroes, valor.SeatHero{Player: seat.player, Hero: card, Talent: seat.talent})
	}
	var ok bool
	if su.Villain, ok = named(v.villains, v.villainNames(), v.villain); !ok {
		v.s.Tell("Choose a Villain", "Choose the Villain, or enter a new Villain board.")
		return
	}
	for i, sl := range v.box.LootSlots() {
		switch c := v.lootCard(i); {
		case sl.For == valor.LootHeroes:
			su.HeroLoot = c
		case sl.Side == "B":
			su.VillainLootB = c
		default:
			su.VillainLoot = c
		}
	}
	if f := v.box.Features(); f.MinionCosts {
		switch c := v.costs; {
		case c.Chump > 0 && c.Elite > 0 && c.Boss > 0:
			su.MinionCosts = &c
		case c.Chump > 0 || c.Elite > 0 || c.Boss > 0:
			v.s.Tell("The deck covers", "Set the costs of all three Minion decks, or of none to give them later.")
			return
		}
	}
	if lines := v.bookLines(); len(lines) > 0 {
		camp := v.book.CampFor(v.mode == valor.ModeQuest)
		su.Camp = &camp
	}
	st, err := valor.NewGame(su)
	if err != nil {
		v.s.Tell("Not started yet", err.Error())
		return
	}
	b, err := st.Encode()
	if err != nil {
		v.s.Fail(err)
		return
	}
	v.s.StartSession(v.c, b)
	if p := v.s.Current(); p != nil && v.layTiles && len(v.startTiles) > 0 && v.box.Features().Map {
		// A step of its own, so Undo takes the tiles back and keeps the game.
		p.Do(valor.LayTiles(v.startTiles))
	}
}
