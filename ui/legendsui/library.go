package legendsui

import (
	"fmt"
	"slices"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
	"tableside/tracker/legends"
	"tableside/ui"
	"tableside/ui/kit"
)

// The card library of Village of Legends (the note, §6.1): Hero boards,
// Monsters, Defence cards, Weapons and Spells, each typed once from the
// cardboard and picked with a tap ever after. Numbers are rows of one-tap
// buttons; only names and texts are typed. Each card's own Validate, in
// tracker/legends, decides what may be saved.

// libCards reads the library's cards of one kind, skipping any that no
// longer decode.
func libCards[C any](s *ui.App, kind string) []C {
	return ui.LibraryCards[C](s, legends.Game{}.ID(), kind)
}

// libSave checks a card and keeps it under name; a card opened under
// another name (orig) is renamed rather than copied.
func libSave(s *ui.App, kind, orig, name string, card interface{ Validate() error }, done func()) {
	if err := card.Validate(); err != nil {
		s.Tell("Not saved yet", tracker.UpperFirst(err.Error())+".")
		return
	}
	if s.SaveLibraryCard(legends.Game{}.ID(), kind, orig, name, card) {
		done()
	}
}

// libraryLib is the game's library for carrying it to another device.
func libraryLib(changed func()) ui.Library {
	return ui.Library{Game: legends.Game{}.ID(), KindTitle: kindTitleOf, Changed: changed}
}

// kindTitleOf names a kind of library card for the library's file; a kind
// it does not know keeps its stored name.
func kindTitleOf(kind string) string {
	if t, ok := map[string]string{
		legends.LibraryHero:    "Hero board",
		legends.LibraryMonster: "Monster",
		legends.LibraryDefence: "Defence card",
		legends.LibraryWeapon:  "Weapon",
		legends.LibrarySpell:   "Spell",
	}[kind]; ok {
		return t
	}
	return kind
}

// librarySection is the set-up's way into the library: enter each kind of
// card, correct one, carry the library to another device.
func librarySection(s *ui.App, reshow func()) fyne.CanvasObject {
	enter := func(label string, open func()) fyne.CanvasObject {
		return kit.Tall(widget.NewButtonWithIcon(label, theme.DocumentCreateIcon(), open))
	}
	return container.NewVBox(kit.Section("Card library"),
		kit.Note("Type each card once; a card not typed yet still plays with its numbers."),
		kit.Fit(2,
			enter("Enter a Hero board", func() { showHeroEditor(s, legends.HeroBoard{}, reshow) }),
			enter("Enter a Monster", func() { showMonsterEditor(s, legends.MonsterCard{}, reshow) }),
			enter("Enter a Defence card", func() { showDefenceEditor(s, legends.DefenceCard{}, reshow) }),
			enter("Enter a Weapon", func() { showWeaponEditor(s, legends.WeaponCard{}, reshow) }),
			enter("Enter a Spell", func() { showSpellEditor(s, legends.SpellCard{}, reshow) }),
			kit.Tall(widget.NewButtonWithIcon("Correct a card", theme.DocumentIcon(), func() { correctCard(s, reshow) })),
		),
		kit.Fit(2,
			kit.Tall(kit.BigButton("Export the library…", theme.UploadIcon(), false, func() { s.AskExportLibrary(libraryLib(reshow)) })),
			kit.Tall(kit.BigButton("Import a library…", theme.DownloadIcon(), false, func() { s.AskImportLibrary(libraryLib(reshow)) })),
		))
}

// correctCard opens one library card in its editor; saved, the correction
// replaces it.
func correctCard(s *ui.App, done func()) {
	var l cardList
	listCards(&l, s, legends.LibraryHero, "Hero", func(c legends.HeroBoard) string { return c.Name }, func(c legends.HeroBoard) { showHeroEditor(s, c, done) })
	listCards(&l, s, legends.LibraryMonster, "Monster", func(c legends.MonsterCard) string { return c.Name }, func(c legends.MonsterCard) { showMonsterEditor(s, c, done) })
	listCards(&l, s, legends.LibraryDefence, "Defence", func(c legends.DefenceCard) string { return c.Name }, func(c legends.DefenceCard) { showDefenceEditor(s, c, done) })
	listCards(&l, s, legends.LibraryWeapon, "Weapon", func(c legends.WeaponCard) string { return c.Name }, func(c legends.WeaponCard) { showWeaponEditor(s, c, done) })
	listCards(&l, s, legends.LibrarySpell, "Spell", func(c legends.SpellCard) string { return c.Name }, func(c legends.SpellCard) { showSpellEditor(s, c, done) })
	if len(l.labels) == 0 {
		s.Tell("The library is empty", "Enter a card first.")
		return
	}
	kit.Choose(s.Window(), "Correct which card?", l.labels, func(i int) { l.open[i]() })
}

// cardList is the library's cards as a list to pick one from.
type cardList struct {
	labels []string
	open   []func()
}

// listCards adds the library's cards of one kind to l, titled "Kind: name".
func listCards[C any](l *cardList, s *ui.App, kind, title string, name func(C) string, open func(C)) {
	for _, c := range libCards[C](s, kind) {
		l.labels = append(l.labels, title+": "+name(c))
		l.open = append(l.open, func() { open(c) })
	}
}

// editorTitle heads a card's form: a new one, or the one opened.
func editorTitle(what, orig string) string {
	if orig == "" {
		return "A new " + what
	}
	return what + ": " + orig
}

// saving is an editor's Save: its words, what it does, and what it waits
// for. waits returns the first thing missing in the player's words ("" when
// none); reasons are all it may return, whose room is kept above Save.
type saving struct {
	label   string
	commit  func()
	waits   func() string
	reasons []string
}

// named is a Save that waits for the card's name, typed in name: a Save
// that refused after the tap left the player guessing (issue 24).
func named(label, card string, name *widget.Entry, commit func()) saving {
	why := "Give the " + card + " a name first."
	return saving{label: label, commit: commit, reasons: []string{why}, waits: func() string {
		if strings.TrimSpace(name.Text) == "" {
			return why
		}
		return ""
	}}
}

// editor shows a card's form with Back and Save; Save says what it waits
// for while greyed. It returns the form's relayout, for a part that
// opened or closed, and recheck, for a change Save may wait for.
func editor(s *ui.App, done func(), sv saving, parts ...fyne.CanvasObject) (relayout, recheck func()) {
	back := widget.NewButtonWithIcon("Back", theme.NavigateBackIcon(), done)
	save := kit.NewReady(sv.label, theme.DocumentSaveIcon(), sv.commit, sv.reasons...)
	recheck = func() {
		if why := sv.waits(); why != "" {
			save.Wait(why)
		} else {
			save.Go()
		}
	}
	recheck()
	return kit.ReadyFormScreen(s.Show, back, save, parts...), recheck
}

func checkLine(label string, v *bool) fyne.CanvasObject {
	return kit.NewTallCheck(label, *v, nil, func(on bool) { *v = on })
}

// elementChoice is a card's element, "None" first (L381).
func elementChoice(label string, v *legends.Element) fyne.CanvasObject {
	els := append([]legends.Element{""}, legends.Elements()...)
	titles := []string{"None"}
	for _, e := range legends.Elements() {
		titles = append(titles, tracker.UpperFirst(string(e)))
	}
	return kit.NewChoice(label, titles, slices.Index(els, *v), func(i int) { *v = els[i] }).Content(nil, 3)
}

// heroEditor is a Hero board being entered: per level its numbers and
// abilities (L449-507), and the XP of the level spaces (L449-451). The form
// is built once: choosing how many levels the board shows opens or closes
// their sections without drawing the rest again, so nothing above moves,
// and a level starts from the level below it: a number changed on one
// level is carried up to the levels that still had the old one, so only
// what the board changes is entered.
type heroEditor struct {
	s      *ui.App
	done   func()
	orig   string
	card   legends.HeroBoard
	name   *widget.Entry
	levels int
	// seat, when set, takes the board once saved: a board entered from a
	// seat goes into it.
	seat func(legends.HeroBoard)
	// beers and bonus are each level's Berserk, 0 Beers for none (L469);
	// texts its other abilities, one a line.
	beers, bonus [3]int
	texts        [3]*widget.Entry
	// bonuses and resists are each level's X WITH / X AGAINST lines
	// (L463-465) and resistance lines (L381-387), as typed.
	bonuses, resists [3]*widget.Entry
	// sections are the levels' parts, heads their titles; relayout lays
	// the form out again after one opens or closes.
	sections [3]*fyne.Container
	heads    [3]*widget.Label
	relayout func()
}

// levelsQuestion and levelsAnswers ask how many levels have numbers of
// their own, as a player reads the board.
const levelsQuestion = "Do the board's numbers change with the level?"

var levelsAnswers = []string{"No", "At level 2", "At levels 2 and 3"}

// showHeroEditor enters or corrects a Hero board; done follows a save or
// Back.
func showHeroEditor(s *ui.App, h legends.HeroBoard, done func()) {
	newHeroEditor(s, h, h.Name, done, nil).show()
}

// showSeatHeroEditor enters a new Hero board for a seat: named as typed
// there, and put into the seat once saved.
func showSeatHeroEditor(s *ui.App, name string, seat func(legends.HeroBoard), done func()) {
	newHeroEditor(s, legends.HeroBoard{Name: name}, "", done, seat).show()
}

func newHeroEditor(s *ui.App, h legends.HeroBoard, orig string, done func(), seat func(legends.HeroBoard)) *heroEditor {
	e := &heroEditor{s: s, done: done, orig: orig, card: h, levels: max(1, len(h.Levels)), seat: seat}
	for len(e.card.Levels) < 3 {
		l := legends.HeroLevel{MaxLife: 20, Intelligence: 1}
		if n := len(e.card.Levels); n > 0 {
			l = e.card.Levels[n-1]
			l.Abilities = slices.Clone(l.Abilities)
		}
		e.card.Levels = append(e.card.Levels, l)
	}
	for i, l := range e.card.Levels[:3] {
		if l.Berserk != nil {
			e.beers[i], e.bonus[i] = l.Berserk.Beers, l.Berserk.Bonus
		}
		e.texts[i] = kit.LinesEntry("Other abilities, one a line", l.Abilities)
		var bl, rl []string
		for _, b := range l.With {
			bl = append(bl, legends.BonusLine(true, b))
		}
		for _, b := range l.Against {
			bl = append(bl, legends.BonusLine(false, b))
		}
		for _, r := range l.Resist {
			rl = append(rl, legends.ResistanceLine(r))
		}
		e.bonuses[i] = kit.LinesEntry("Bonuses, one a line: 2 with Axes, 1 against Undead", bl)
		e.resists[i] = kit.LinesEntry(resistHint, rl)
	}
	e.name = kit.NameEntry("Hero's name", h.Name)
	return e
}

// levelInts carries one number up the levels: a change on level i goes to
// level i+1 when it still had the old value, and on from there.
type levelInts struct {
	v    [3]*int
	prev [3]int
	set  [3]func(int)
}

func (l *levelInts) changed(i int) {
	old := l.prev[i]
	l.prev[i] = *l.v[i]
	if i+1 < 3 && *l.v[i+1] == old && *l.v[i+1] != *l.v[i] {
		l.set[i+1](*l.v[i])
	}
}

// levelBools carries a tick up the levels as levelInts does a number.
type levelBools struct {
	v      [3]*bool
	checks [3]*kit.TallCheck
}

func (l *levelBools) changed(i int, on bool) {
	old := *l.v[i]
	*l.v[i] = on
	if i+1 < 3 && *l.v[i+1] == old && old != on {
		l.checks[i+1].SetChecked(on)
	}
}

// linkEntries carries a text up the levels as levelInts does a number.
func linkEntries(es [3]*widget.Entry) {
	var prev [3]string
	for i, e := range es {
		prev[i] = e.Text
		e.OnChanged = func(t string) {
			old := prev[i]
			prev[i] = t
			if i+1 < 3 && es[i+1].Text == old && old != t {
				es[i+1].SetText(t)
			}
		}
	}
}

func (e *heroEditor) show() {
	win := e.s.Window()
	title := editorTitle("Hero board", e.orig)
	parts := []fyne.CanvasObject{kit.Heading(title), kit.Tall(e.name),
		kit.NewChoice(levelsQuestion, levelsAnswers, e.levels-1, func(i int) { e.setLevels(i + 1) }).Content(win, 3),
		newStepNumber(win, "XP of the yellow space (level 2)", &e.card.Yellow, 0, 999, legends.XPStep(), nil).Content(),
		newStepNumber(win, "XP of the light-blue space (level 3)", &e.card.Blue, 0, 999, legends.XPStep(), nil).Content(),
	}
	ints := func(get func(l *legends.HeroLevel) *int) *levelInts {
		li := &levelInts{}
		for i := range 3 {
			li.v[i] = get(&e.card.Levels[i])
			li.prev[i] = *li.v[i]
		}
		return li
	}
	fixed := func(v [3]*int) *levelInts {
		li := &levelInts{v: v}
		for i := range 3 {
			li.prev[i] = *v[i]
		}
		return li
	}
	life := ints(func(l *legends.HeroLevel) *int { return &l.MaxLife })
	intel := ints(func(l *legends.HeroLevel) *int { return &l.Intelligence })
	armour := ints(func(l *legends.HeroLevel) *int { return &l.Armour })
	regen := ints(func(l *legends.HeroLevel) *int { return &l.Regen })
	taming := ints(func(l *legends.HeroLevel) *int { return &l.Taming })
	beers := fixed([3]*int{&e.beers[0], &e.beers[1], &e.beers[2]})
	bonus := fixed([3]*int{&e.bonus[0], &e.bonus[1], &e.bonus[2]})
	type boolField struct {
		label string
		get   func(l *legends.HeroLevel) *bool
	}
	flags := []boolField{
		{"+1 card", func(l *legends.HeroLevel) *bool { return &l.ExtraCard }},
		{"Swordmaster", func(l *legends.HeroLevel) *bool { return &l.Swordmaster }},
		{"Devotion", func(l *legends.HeroLevel) *bool { return &l.Devotion }},
		{"Sneaking", func(l *legends.HeroLevel) *bool { return &l.Sneaking }},
		{"Sabotage", func(l *legends.HeroLevel) *bool { return &l.Sabotage }},
		{"Vision", func(l *legends.HeroLevel) *bool { return &l.Vision }},
		{"Immune to poison", func(l *legends.HeroLevel) *bool { return &l.ImmunePoison }},
	}
	bools := make([]*levelBools, len(flags))
	for k, f := range flags {
		lb := &levelBools{}
		for i := range 3 {
			lb.v[i] = f.get(&e.card.Levels[i])
			lb.checks[i] = kit.NewTallCheck(f.label, *lb.v[i], nil, func(on bool) { lb.changed(i, on) })
		}
		bools[k] = lb
	}
	linkEntries(e.texts)
	linkEntries(e.bonuses)
	linkEntries(e.resists)
	number := func(li *levelInts, i int, label string, lo, hi, quick int) fyne.CanvasObject {
		n := kit.NewQuickNumber(win, label, li.v[i], lo, hi, quick, func() { li.changed(i) })
		li.set[i] = n.Set
		return n.Content()
	}
	for i := range 3 {
		e.heads[i] = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		e.heads[i].Wrapping = fyne.TextWrapWord
		sec := container.NewVBox(widget.NewSeparator(), e.heads[i],
			number(life, i, "Most Life", 1, 99, 9),
			number(intel, i, "Intelligence", 0, 20, 6),
			number(armour, i, "Armour", 0, 20, 6),
			number(regen, i, "Regeneration", 0, 20, 6),
			number(beers, i, "Berserk: Beers it takes (0: none)", 0, 10, 6),
			number(bonus, i, "Berserk: Weapon bonus", 0, 20, 6),
		)
		for _, lb := range bools {
			sec.Add(lb.checks[i])
		}
		sec.Add(number(taming, i, "Taming bonus", 0, 20, 6))
		sec.Add(e.bonuses[i])
		sec.Add(e.resists[i])
		sec.Add(e.texts[i])
		e.sections[i] = sec
		parts = append(parts, sec)
	}
	// Every level's section is laid out once before those not in use are
	// hidden: a field first laid out hidden kept its placeholder on one
	// line, past a phone's edge at large text, once its level was opened.
	var recheck func()
	e.relayout, recheck = editor(e.s, e.done, named("Save this Hero", "Hero", e.name, e.commit), parts...)
	e.name.OnChanged = func(string) { recheck() }
	e.setLevels(e.levels)
}

// setLevels opens or closes the levels' sections for n levels with
// numbers of their own.
func (e *heroEditor) setLevels(n int) {
	e.levels = n
	e.showLevels()
	if e.relayout != nil {
		e.relayout()
	}
}

func (e *heroEditor) showLevels() {
	for i := range 3 {
		switch {
		case e.levels == 1:
			e.heads[i].SetText("Every level")
		case i == 0:
			e.heads[i].SetText("Level 1")
		default:
			e.heads[i].SetText(fmt.Sprintf("Level %d: as level %d until you change a number", i+1, i))
		}
		if i < e.levels {
			e.sections[i].Show()
		} else {
			e.sections[i].Hide()
		}
	}
}

// board is the Hero as entered: the levels shown, Berserk where it takes
// Beers, the bonuses, resistances and abilities typed; err says which
// typed line the engine could not read.
func (e *heroEditor) board() (legends.HeroBoard, error) {
	h := e.card
	h.Name = strings.TrimSpace(e.name.Text)
	h.Levels = slices.Clone(h.Levels[:e.levels])
	for i := range h.Levels {
		l := &h.Levels[i]
		l.Berserk = nil
		if e.beers[i] > 0 {
			l.Berserk = &legends.Berserk{Beers: e.beers[i], Bonus: e.bonus[i]}
		}
		l.Abilities = kit.SplitLines(e.texts[i].Text)
		l.With, l.Against = nil, nil
		for _, line := range kit.SplitLines(e.bonuses[i].Text) {
			with, b, err := legends.ParseBonus(line)
			if err != nil {
				return h, err
			}
			if with {
				l.With = append(l.With, b)
			} else {
				l.Against = append(l.Against, b)
			}
		}
		var err error
		if l.Resist, err = resistances(e.resists[i].Text); err != nil {
			return h, err
		}
	}
	return h, nil
}

func (e *heroEditor) commit() {
	h, err := e.board()
	if err != nil {
		e.s.Tell("Not saved yet", tracker.UpperFirst(err.Error())+".")
		return
	}
	done := e.done
	if e.seat != nil {
		done = func() { e.seat(h); e.done() }
	}
	libSave(e.s, legends.LibraryHero, e.orig, h.Name, h, done)
}

// resistHint is the placeholder of a card's resistance lines.
const resistHint = "Resistances, one a line: fire 2, air immune"

// resistances reads a card's resistance lines (L381-387).
func resistances(text string) ([]legends.Resistance, error) {
	var out []legends.Resistance
	for _, line := range kit.SplitLines(text) {
		r, err := legends.ParseResistance(line)
		if err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, nil
}

// resistEntry is a card's resistance lines, filled with rs.
func resistEntry(rs []legends.Resistance) *widget.Entry {
	var lines []string
	for _, r := range rs {
		lines = append(lines, legends.ResistanceLine(r))
	}
	return kit.LinesEntry(resistHint, lines)
}

// showMonsterEditor enters or corrects a Monster (L147, L153, L305,
// L515-551).
func showMonsterEditor(s *ui.App, m legends.MonsterCard, done func()) {
	win := s.Window()
	orig := m.Name
	if orig == "" {
		m.Life, m.Cost = 5, 10
	}
	perPlayer := m.LifePerPlayer > 0
	life := max(m.Life, m.LifePerPlayer)
	name := kit.NameEntry("Monster's name", m.Name)
	types := kit.NameEntry("Types, with commas (Undead, …)", strings.Join(m.Types, ", "))
	text := kit.NameEntry("Other abilities, as printed", m.Text)
	resist := resistEntry(m.Resist)
	title := editorTitle("Monster", orig)
	_, recheck := editor(s, done, named("Save this Monster", "Monster", name, func() {
		c := m
		c.Name, c.Text = strings.TrimSpace(name.Text), strings.TrimSpace(text.Text)
		c.Life, c.LifePerPlayer = life, 0
		if perPlayer {
			c.Life, c.LifePerPlayer = 0, life
		}
		var err error
		if c.Resist, err = resistances(resist.Text); err != nil {
			s.Tell("Not saved yet", tracker.UpperFirst(err.Error())+".")
			return
		}
		c.Types = nil
		for _, t := range strings.Split(types.Text, ",") {
			if t = strings.TrimSpace(t); t != "" {
				c.Types = append(c.Types, t)
			}
		}
		libSave(s, legends.LibraryMonster, orig, c.Name, c, done)
	}), kit.Heading(title), kit.Tall(name),
		kit.NewQuickNumber(win, "Life", &life, 1, 99, 9, nil).Content(),
		checkLine("Life is per player", &perPlayer),
		kit.NewQuickNumber(win, "Attack bonus", &m.Attack, -2, 20, 6, nil).Content(),
		newStepNumber(win, "Cost (the XP for killing it)", &m.Cost, 0, 999, legends.PriceStep(), nil).Content(),
		kit.NewQuickNumber(win, "Regeneration", &m.Regen, 0, 20, 5, nil).Content(),
		kit.NewQuickNumber(win, "Damage reduction", &m.Reduction, 0, 20, 5, nil).Content(),
		kit.NewQuickNumber(win, "Poison tokens", &m.Poison, 0, 10, 5, nil).Content(),
		checkLine("Poison with no number", &m.Poisonous),
		checkLine("Defensive", &m.Defensive),
		checkLine("Fleeting", &m.Fleeting),
		checkLine("Hopping", &m.Hopping),
		checkLine("Attacks Intelligence (like the Imp)", &m.Imp),
		kit.Tall(types), resist, kit.Tall(text))
	name.OnChanged = func(string) { recheck() }
}

// showDefenceEditor enters or corrects a Defence card (L111-135, L369).
func showDefenceEditor(s *ui.App, d legends.DefenceCard, done func()) {
	win := s.Window()
	orig := d.Name
	name := kit.NameEntry("Defence card's name", d.Name)
	slots := legends.Slots()
	slot := kit.NewChoice("Kind", kit.Labels(slots, slotTitle), slices.Index(slots, d.Slot), nil)
	resist := resistEntry(d.Resist)
	title := editorTitle("Defence card", orig)
	sv := named("Save this card", "Defence card", name, nil)
	nameFirst, kindFirst, valueFirst := sv.waits, "Pick its kind first.", "Pick its defence value first."
	sv.reasons = append(sv.reasons, kindFirst, valueFirst)
	sv.waits = func() string {
		switch why := nameFirst(); {
		case why != "":
			return why
		case slot.Picked < 0:
			return kindFirst
		case d.Value < 1:
			return valueFirst
		}
		return ""
	}
	var recheck func()
	sv.commit = func() {
		c := d
		c.Name = strings.TrimSpace(name.Text)
		c.Slot = ""
		if slot.Picked >= 0 {
			c.Slot = slots[slot.Picked]
		}
		var err error
		if c.Resist, err = resistances(resist.Text); err != nil {
			s.Tell("Not saved yet", tracker.UpperFirst(err.Error())+".")
			return
		}
		libSave(s, legends.LibraryDefence, orig, c.Name, c, done)
	}
	_, recheck = editor(s, done, sv, kit.Heading(title), kit.Tall(name), slot.Content(win, 3),
		kit.NewQuickNumber(win, "Defence value", &d.Value, 1, 30, 9, func() { recheck() }).Content(),
		kit.NewQuickNumber(win, "Intelligence it gives each turn", &d.Intelligence, 0, 10, 5, nil).Content(),
		resist, saleRows(win, &d.Price, &d.Sellable))
	name.OnChanged = func(string) { recheck() }
	slot.OnChanged = func(int) { recheck() }
}

// weaponKinds are how a Weapon deals damage (L191, L251, L373).
var weaponKinds = []string{"Weapon", "Heavy", "Staff"}

// showWeaponEditor enters or corrects a Weapon (L191, L251, L373, L463).
func showWeaponEditor(s *ui.App, w legends.WeaponCard, done func()) {
	win := s.Window()
	orig := w.Name
	name := kit.NameEntry("Weapon's name", w.Name)
	class := kit.NameEntry("Class (for X WITH), if any", w.Class)
	kind := 0
	switch {
	case w.Heavy:
		kind = 1
	case w.Staff:
		kind = 2
	}
	title := editorTitle("Weapon", orig)
	_, recheck := editor(s, done, named("Save this Weapon", "Weapon", name, func() {
		c := w
		c.Name, c.Class = strings.TrimSpace(name.Text), strings.TrimSpace(class.Text)
		c.Heavy, c.Staff = kind == 1, kind == 2
		libSave(s, legends.LibraryWeapon, orig, c.Name, c, done)
	}), kit.Heading(title), kit.Tall(name),
		kit.NewChoice("It strikes as", weaponKinds, kind, func(i int) { kind = i }).Content(win, 3),
		kit.NewQuickNumber(win, "Attack bonus", &w.Bonus, -2, 30, 6, nil).Content(),
		elementChoice("Element", &w.Element),
		kit.NewQuickNumber(win, "Intelligence it costs", &w.Cost, 0, 20, 5, nil).Content(),
		saleRows(win, &w.Price, &w.Sellable),
		kit.Tall(class))
	name.OnChanged = func(string) { recheck() }
}

// saleRows are a card's price, counted in the cardboard's steps, and its
// gold mark: a price on a gold background may be sold, for half (L78,
// L103). A card not yet marked is asked about when it is sold.
func saleRows(win fyne.Window, price *int, mark **bool) fyne.CanvasObject {
	picked := -1
	if *mark != nil {
		picked = 1
		if **mark {
			picked = 0
		}
	}
	gold := kit.NewChoice("Its price sits on", []string{"Gold: it can be sold", "A plain circle"}, picked, func(i int) {
		b := i == 0
		*mark = &b
	})
	return container.NewVBox(newStepNumber(win, "Price", price, 0, 999, legends.PriceStep(), nil).Content(), gold.Content(win, 2))
}

// spellKinds are what a Spell does (L323-369).
var spellKinds = []legends.SpellKind{legends.AttackSpell, legends.HealSpell, legends.DefenceSpell}

// showSpellEditor enters or corrects a Spell (L317-369, L381).
func showSpellEditor(s *ui.App, c legends.SpellCard, done func()) {
	win := s.Window()
	orig := c.Name
	if c.Kind == "" {
		c.Kind = legends.AttackSpell
	}
	name := kit.NameEntry("Spell's name", c.Name)
	title := editorTitle("Spell", orig)
	_, recheck := editor(s, done, named("Save this Spell", "Spell", name, func() {
		k := c
		k.Name = strings.TrimSpace(name.Text)
		if k.Kind != legends.DefenceSpell {
			k.Value = 0
		}
		libSave(s, legends.LibrarySpell, orig, k.Name, k, done)
	}), kit.Heading(title), kit.Tall(name),
		kit.NewChoice("It", []string{"Attacks", "Heals", "Defends"}, slices.Index(spellKinds, c.Kind), func(i int) { c.Kind = spellKinds[i] }).Content(win, 3),
		elementChoice("Element", &c.Element),
		kit.NewQuickNumber(win, "Bonus", &c.Bonus, -2, 30, 6, nil).Content(),
		kit.NewQuickNumber(win, "Intelligence it costs", &c.Cost, 0, 20, 6, nil).Content(),
		kit.NewQuickNumber(win, "Defence value (a Defence Spell)", &c.Value, 0, 30, 9, nil).Content(),
		checkLine("The card may hit any player or Monster", &c.AnyTarget),
		saleRows(win, &c.Price, &c.Sellable))
	name.OnChanged = func(string) { recheck() }
}
