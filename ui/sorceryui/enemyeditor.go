package sorceryui

import (
	"fmt"
	"image/color"
	"reflect"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/sorcery"
	"tableside/ui"
	"tableside/ui/kit"
)

// The Enemy card and its Scroll (L5616-5660, L6370-6534), typed once as
// it reads: every number a row of one-tap buttons, each label with a
// line saying where on the card it is; the weapons and powers as printed,
// one a line; as many behaviour rules as the Scroll prints, each range
// tapped and each sentence typed or picked from the kinds the Scrolls
// use. What few cards print (shields, charges, drops, a Master Enemy) is
// folded away. A sentence "If ...: ...; otherwise ..." is asked of the
// table as yes or no; one that attacks asks for the wounds; one that
// uses a power with an effect has the app apply it.

func ranks() []sorcery.Rank {
	return []sorcery.Rank{sorcery.Green, sorcery.Blue, sorcery.Red, sorcery.Purple}
}

// rankTitles name the ranks for buttons, lowest first.
func rankTitles() []string { return []string{"Green", "Blue", "Red", "Purple"} }

func rankTitle(r sorcery.Rank) string { return rankTitles()[max(indexOf(ranks(), r), 0)] }

// rankColour is the colour of an Enemy's card, for the roster's strip.
func rankColour(r sorcery.Rank) color.Color {
	switch r {
	case sorcery.Blue:
		return color.NRGBA{R: 0x3b, G: 0x7d, B: 0xd8, A: 0xff}
	case sorcery.Red:
		return color.NRGBA{R: 0xd0, G: 0x3b, B: 0x3b, A: 0xff}
	case sorcery.Purple:
		return color.NRGBA{R: 0x8e, G: 0x4b, B: 0xc9, A: 0xff}
	}
	return color.NRGBA{R: 0x3f, G: 0xa3, B: 0x4d, A: 0xff}
}

func victims() []sorcery.Victim {
	return []sorcery.Victim{"", sorcery.MostWounded, sorcery.LeastWounded, sorcery.Closest, sorcery.Richest, sorcery.ByStyle, sorcery.Menacing}
}

// victimTitles name the preferred victims as a player reads the icon.
func victimTitles() []string {
	return []string{"None", "Most wounded", "Least wounded", "Closest", "Richest", "A fighting style", "Menace token holder"}
}

// ruleSlot is one behaviour rule being typed.
type ruleSlot struct {
	min, max  int
	plus      *kit.TallCheck
	sentences *widget.Entry
}

func (r *ruleSlot) rule() (sorcery.Rule, bool) {
	ss := kit.SplitLines(r.sentences.Text)
	if len(ss) == 0 {
		return sorcery.Rule{}, false
	}
	if r.plus.Checked() {
		return sorcery.Rule{Plus: true, Sentences: ss}, true
	}
	return sorcery.Rule{Min: r.min, Max: r.max, Sentences: ss}, true
}

// showEnemyEditor enters an Enemy card; Red and Purple take a second HP
// for 4-5 Heroes (L7077-7095).
func showEnemyEditor(s *ui.App, c sorcery.EnemyCard, done func()) { enemyEditor(s, c, done, nil) }

// enemyEditor types a card for the library or, with front, the other
// side of front's Master Enemy card (L7322-7326, L7348-7351): the same
// fields less the name, race, rank and Master mark, which are the
// front's. Saving a side puts it on front and goes back to front's
// editor.
func enemyEditor(s *ui.App, c sorcery.EnemyCard, done func(), front *sorcery.EnemyCard) {
	w := s.Window()
	name := kit.NameEntry("Enemy's name", c.Name)
	race := kit.NameEntry("Race (as printed)", c.Race)
	rank := kit.NewChoice("Rank: the card's colour", rankTitles(), indexOf(ranks(), c.Rank), nil)
	style := kit.NewChoice("Fighting style: the icon by its name (All styles: the four-coloured one)", styleTitles(true), indexOf(styles(), c.Style), nil)
	hp, hp45 := 0, 0
	if len(c.HP) > 0 {
		hp = c.HP[0]
	}
	if len(c.HP) > 1 {
		hp45 = c.HP[1]
	}
	// The style a style victim prefers is asked only once that victim is
	// picked: it shows below, so nothing above the finger moves.
	vstyle := kit.NewChoice("Which style it goes for", styleTitles(false), indexOf(styles(), c.PreferredStyle), nil)
	vstyleBox := kit.VBox(vstyle.Content(w, 4))
	victim := kit.NewChoice("Whom it goes for: the icon at the card's top left", victimTitles(), max(indexOf(victims(), c.Preferred), 0), nil)
	var relayout func()
	victim.OnChanged = func(i int) {
		vstyleBox.Hidden = victims()[i] != sorcery.ByStyle
		if relayout != nil {
			relayout()
		}
	}
	vstyleBox.Hidden = c.Preferred != sorcery.ByStyle
	var typed []string
	for _, wp := range c.Weapons {
		typed = append(typed, wp.Line())
	}
	weapons := kit.LinesEntry("Weapons, one a line: Bite: Poison I", typed)
	var printed []string
	for _, p := range c.Powers {
		printed = append(printed, p.Line())
	}
	powers := kit.LinesEntry("Powers, one a line: Entrap: The victim suffers…", printed)
	// How each power was read, under the field: the player sees which the
	// app will apply to the victim and which it only shows, and can set
	// one the words were read wrong for by hand.
	hand := handSet(c)
	read := kit.VBox()
	shown := "-"
	var readPowers func(string)
	readPowers = func(text string) {
		ps := hand.parse(text)
		var ws []string
		for _, p := range ps {
			if p.Hits != nil {
				ws = append(ws, fmt.Sprintf("%s: the app applies %s.", p.Name, p.Hits.Words()))
			} else {
				ws = append(ws, p.Name+": shown when used.")
			}
		}
		t := strings.Join(ws, "\n")
		if t == shown {
			return
		}
		shown = t
		read.Objects = nil
		for k, p := range ps {
			change := widget.NewButtonWithIcon("", theme.DocumentCreateIcon(), func() {
				editHits(w, p, func(e *sorcery.PowerEffect) {
					hand[strings.ToLower(p.Name)] = e
					readPowers(powers.Text)
				})
			})
			kit.Add(read, kit.Border(nil, nil, nil, kit.Middle(kit.Tall(change)), kit.Note(ws[k])))
		}
		read.Hidden = len(ps) == 0
		read.Refresh()
		if relayout != nil {
			relayout()
		}
	}
	readPowers(powers.Text)
	powers.OnChanged = readPowers

	// The rarely printed parts, folded away; open when the card has any.
	perHero := kit.NewTallCheck("Times the number of Heroes (×Hero)", c.ShieldsPerHero, nil, func(on bool) { c.ShieldsPerHero = on })
	// A card that prints ACT for its shields ("ACT*Hero", L4139).
	actShields := kit.NewTallCheck("The number is the ACT (ACT×Hero)", c.ShieldsAct, nil, func(on bool) { c.ShieldsAct = on })
	// A Master Enemy and its side's powers (L7318-7366, L7607-7611); the
	// engine refuses them on any other card.
	master := kit.NewTallCheck("A Master Enemy (Purple)", c.Master, nil, func(on bool) { c.Master = on })
	vengeful := kit.NewTallCheck("Vengeful: it goes only for the Menace token holder", c.Vengeful, nil, func(on bool) { c.Vengeful = on })
	stunImmune := kit.NewTallCheck("Immune to Stun", c.StunImmune, nil, func(on bool) { c.StunImmune = on })
	rare := kit.VBox(
		kit.NewQuickNumber(w, "HP with 4-5 Heroes: Red and Purple's right heart (0 if one heart)", &hp45, 0, 99, 12, nil).Content(),
		kit.NewNumber(w, "Magic shields: the number on its shield (0 if none)", &c.Shields, 0, 6, nil).Content(),
		perHero, actShields,
		kit.NewNumber(w, "Charge tokens: for powers that spend them, full as it enters", &c.Charges, 0, 6, nil).Content(),
		kit.NewNumber(w, "Enemy Power cards it draws: one per power icon", &c.PowerIcons, 0, 3, nil).Content(),
		// The rewards it drops where it dies (L7113-7131).
		kit.NewQuickNumber(w, "Drops, what it leaves where it dies: Crowns", &c.Drops.Crowns, 0, 99, 10, nil).Content(),
		kit.NewNumber(w, "Drops: Treasure cards", &c.Drops.Treasures, 0, 3, nil).Content(),
		kit.NewNumber(w, "Drops: Loot tokens", &c.Drops.Loot, 0, 3, nil).Content())
	if front == nil {
		kit.Add(rare, master)
	}
	kit.Add(rare, vengeful)
	kit.Add(rare, stunImmune)
	rare.Hidden = hp45 == 0 && c.Shields == 0 && !c.ShieldsPerHero && !c.ShieldsAct && c.Charges == 0 && c.PowerIcons == 0 &&
		c.Drops == (sorcery.Drops{}) && !c.Master && !c.Vengeful && !c.StunImmune
	fold := widget.NewButtonWithIcon("", theme.MenuDropDownIcon(), nil)
	foldWords := func() {
		fold.SetText("More of the card")
		fold.SetIcon(theme.MenuDropDownIcon())
		if !rare.Hidden {
			fold.SetText("Less of the card")
			fold.SetIcon(theme.MenuDropUpIcon())
		}
	}
	foldWords()
	fold.Alignment = widget.ButtonAlignLeading
	fold.OnTapped = func() {
		rare.Hidden = !rare.Hidden
		foldWords()
		relayout()
	}

	var parts []fyne.CanvasObject
	if front == nil {
		parts = append(parts, kit.Heading("An Enemy"),
			kit.VBox(kit.Note("Name, as printed at the top of the card"), kit.Tall(name)),
			kit.VBox(kit.Note("Race: the word under its name (Monster, Humanoid…)"), kit.Tall(race)),
			rank.Content(w, 4))
	} else {
		parts = append(parts, kit.Heading("The other side of the "+front.Name))
	}
	parts = append(parts,
		style.Content(w, 3),
		kit.NewQuickNumber(w, "HP: the heart's number (Red and Purple: the left one, for 2-3 Heroes)", &hp, 1, 99, 12, nil).Content(),
		victim.Content(w, 2),
		vstyleBox,
		kit.NewQuickNumber(w, "Soul Points: what the party gains when it dies", &c.SoulPoints, 0, 99, 12, nil).Content(),
		kit.Section("Weapons"),
		kit.Note("Each weapon's name and, after a colon, the condition its die's trigger puts on the victim, if any."),
		weapons,
		kit.Section("Powers"),
		kit.Note("Each power's name and, after a colon, its words as printed. Where the words put a condition or HP on the victim, the app applies them when a rule uses the power; below, it says how it read them. Read wrong? Word it as the Entrap is: \"The victim suffers K.O. and then, unless Save: suffers 1 HP.\""),
		powers, read)

	// The behaviour rules, as many as the Scroll prints (L6520-6534).
	rulesBox := kit.VBox()
	var slots []*ruleSlot
	var drawRules func()
	addSlot := func(r sorcery.Rule) {
		slot := &ruleSlot{min: r.Min, max: r.Max}
		slot.sentences = kit.LinesEntry("Sentences, one a line", r.Sentences)
		slot.plus = kit.NewTallCheck("The \"+\" rule: toward the closest Hero, even out of sight", r.Plus, nil, nil)
		slots = append(slots, slot)
	}
	for _, r := range c.Rules {
		addSlot(r)
	}
	if len(slots) == 0 {
		addSlot(sorcery.Rule{})
	}
	// card is the card as typed so far, for the sentences its weapons
	// and powers make.
	collectArms := func() sorcery.EnemyCard {
		var k sorcery.EnemyCard
		for _, l := range kit.SplitLines(weapons.Text) {
			k.Weapons = append(k.Weapons, sorcery.ParseWeapon(l))
		}
		k.Powers = hand.parse(powers.Text)
		return k
	}
	// The list stays for the next pick until Done, which shows the rule
	// so far: a rule is two or three sentences, picked one after another.
	var pickSentence func(slot *ruleSlot, n int)
	pickSentence = func(slot *ruleSlot, n int) {
		so := kit.SplitLines(slot.sentences.Text)
		title, enough := fmt.Sprintf("Add to rule %d", n), "Done"
		if len(so) > 0 {
			title, enough = fmt.Sprintf("Rule %d: what next?", n), "Done: "+strings.Join(so, " ")
		}
		kinds := append([]string{enough}, collectArms().SentenceActions()...)
		kinds = append(kinds, sorcery.SentenceIfs()...)
		kinds = append(kinds, sorcery.SentenceOtherwise)
		kit.Choose(w, title, kinds, func(k int) {
			if k == 0 {
				return
			}
			slot.sentences.SetText(strings.Join(sorcery.AddSentence(so, kinds[k]), "\n"))
			pickSentence(slot, n)
		})
	}
	drawRules = func() {
		rulesBox.Objects = nil
		for i, slot := range slots {
			remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
				slots = append(slots[:i:i], slots[i+1:]...)
				drawRules()
			})
			if len(slots) == 1 {
				remove.Disable()
			}
			add := widget.NewButtonWithIcon("Pick a sentence", theme.ContentAddIcon(), func() { pickSentence(slot, i+1) })
			kit.Add(rulesBox, kit.VBox(kit.CardHeader(fmt.Sprintf("Rule %d", i+1), remove),
				kit.NewNumber(w, "From (areas)", &slot.min, 0, 5, nil).Content(),
				kit.NewNumber(w, "To (areas)", &slot.max, 0, 5, nil).Content(),
				slot.plus, slot.sentences, kit.Tall(add)))
		}
		rulesBox.Refresh()
		if relayout != nil {
			relayout()
		}
	}
	drawRules()
	addRule := widget.NewButtonWithIcon("Add a rule", theme.ContentAddIcon(), func() {
		addSlot(sorcery.Rule{})
		drawRules()
	})
	parts = append(parts,
		kit.Section("Behaviour rules, top first"),
		kit.Note("Each rule's range in areas (a single number N on the Scroll is 0 to N), then its sentences as printed, one a line, typed or picked. The Scroll's last rule, marked +, has no range."),
		rulesBox, kit.Tall(addRule),
		kit.Tall(fold), kit.Note("Shields, charges, drops, a Master Enemy: what few cards print."), rare)

	collect := func() {
		c.Name, c.Race = strings.TrimSpace(name.Text), strings.TrimSpace(race.Text)
		c.Rank, c.Style = "", ""
		if rank.Picked >= 0 {
			c.Rank = ranks()[rank.Picked]
		}
		if style.Picked >= 0 {
			c.Style = styles()[style.Picked]
		}
		c.HP = []int{hp}
		if hp45 > 0 && hp45 != hp {
			c.HP = append(c.HP, hp45)
		}
		c.Preferred, c.PreferredStyle = victims()[max(victim.Picked, 0)], ""
		if c.Preferred == sorcery.ByStyle && vstyle.Picked >= 0 {
			c.PreferredStyle = styles()[vstyle.Picked]
		}
		arms := collectArms()
		c.Weapons, c.Powers = arms.Weapons, arms.Powers
		c.Rules = nil
		for _, r := range slots {
			if rl, ok := r.rule(); ok {
				c.Rules = append(c.Rules, rl)
			}
		}
	}
	if front != nil {
		relayout = editorScreen(s, done, "Save this side", func() bool {
			collect()
			whole := *front
			whole.Back = &c
			side, _ := whole.Flipped()
			side.Back = nil
			if err := side.Validate(); err != nil {
				s.Tell("Not saved yet", err.Error())
				return false
			}
			front.Back = &c
			return true
		}, parts...)
		return
	}
	// A Master Enemy's card has two sides (L7322-7326, L7348-7351): the
	// other is typed in the same editor, and this one waits for it.
	if c.Back != nil {
		kit.Add(rare, kit.Note("Its other side is typed."))
	}
	kit.Add(rare, kit.Tall(widget.NewButton("Its card's other side", func() {
		collect()
		if !c.MayHaveBack() {
			s.Tell("Not yet", "Only a Master Enemy's card has another side: tick \"A Master Enemy (Purple)\" first.")
			return
		}
		side := sorcery.EnemyCard{}
		if c.Back != nil {
			side = *c.Back
		}
		enemyEditor(s, side, func() { enemyEditor(s, c, done, nil) }, &c)
	})))
	relayout = editorScreen(s, done, "Save this Enemy", func() bool {
		collect()
		return saveCard(s, sorcery.EnemyKind, sorcery.Enemy{Card: c, Copy: 1}.Label(), c)
	}, parts...)
}

// What a power of an Enemy card does to the victim: read from its words
// as typed (sorcery.ParsePower), and, where the app reads them wrong, set
// by hand in a sheet: the condition, the HP, what a Save stops
// (L6479-6481). A power set by hand keeps its setting while its name
// stays.

// powerHits are the powers whose effect was set by hand, by name in
// lower case; nil is "puts nothing on the victim".
type powerHits map[string]*sorcery.PowerEffect

// handSet finds the powers of a stored card whose effect is not what
// their words read as: they were set by hand.
func handSet(c sorcery.EnemyCard) powerHits {
	set := powerHits{}
	for _, p := range c.Powers {
		if !reflect.DeepEqual(sorcery.ParsePower(p.Line()).Hits, p.Hits) {
			set[strings.ToLower(p.Name)] = p.Hits
		}
	}
	return set
}

// parse reads the typed powers, each line a power, with the effects set
// by hand.
func (h powerHits) parse(text string) []sorcery.EnemyPower {
	var out []sorcery.EnemyPower
	for _, l := range kit.SplitLines(text) {
		p := sorcery.ParsePower(l)
		if hits, ok := h[strings.ToLower(p.Name)]; ok {
			p.Hits = hits
		}
		out = append(out, p)
	}
	return out
}

// effectConditions are the conditions the sheet offers, as
// ConditionCmd names them, and their titles.
func effectConditions() ([]sorcery.Inflict, []string) {
	fs := []sorcery.Inflict{{}, {Kind: "ko"}, {Kind: "slow"}, {Kind: "blind"}, {Kind: "stun"},
		{Kind: "bleed", Rank: 1}, {Kind: "bleed", Rank: 2}, {Kind: "poison", Rank: 1}, {Kind: "poison", Rank: 2}, {Kind: "fire", Rank: 1}, {Kind: "fire", Rank: 2}}
	titles := []string{"None"}
	for _, f := range fs[1:] {
		titles = append(titles, f.Words())
	}
	return fs, titles
}

// saveKinds are what a Save may stop, with their titles.
func saveKinds() ([]string, []string) {
	return []string{"", sorcery.SaveStopsHP, sorcery.SaveStopsAll}, []string{"No Save", "A Save stops the HP", "A Save stops it all"}
}

// editHits opens the sheet that sets what power p does to the victim by
// hand; done gets the setting, nil for nothing.
func editHits(w fyne.Window, p sorcery.EnemyPower, done func(*sorcery.PowerEffect)) {
	var was sorcery.PowerEffect
	if p.Hits != nil {
		was = *p.Hits
	}
	fs, titles := effectConditions()
	picked := 0
	if len(was.Puts) > 0 {
		picked = max(indexOf(fs, was.Puts[0]), 0)
	}
	cond := kit.NewChoice("What it puts on the victim", titles, picked, nil)
	hp := was.HP
	kinds, kindTitles := saveKinds()
	save := kit.NewChoice("A Save", kindTitles, max(indexOf(kinds, was.Save), 0), nil)
	body := kit.VBox(kit.Note(p.Line()), cond.Content(w, 3),
		kit.NewNumber(w, "HP it deals", &hp, 0, 6, nil).Content(), save.Content(w, 1))
	keep := widget.NewButtonWithIcon("Keep", theme.ConfirmIcon(), func() {
		var e sorcery.PowerEffect
		if f := fs[max(cond.Picked, 0)]; f.Kind != "" {
			e.Puts = append(e.Puts, f)
		}
		// A second condition typed in the words is kept: the sheet sets
		// the first.
		if len(was.Puts) > 1 {
			e.Puts = append(e.Puts, was.Puts[1:]...)
		}
		e.HP, e.Save = hp, kinds[max(save.Picked, 0)]
		if e.Save == sorcery.SaveStopsHP && e.HP == 0 {
			e.Save = sorcery.SaveStopsAll
		}
		if len(e.Puts) == 0 && e.HP == 0 {
			done(nil)
			return
		}
		done(&e)
	})
	keep.Importance = widget.HighImportance
	kit.Ask(w, "What "+p.Name+" does", body, widget.NewButton("Cancel", nil), keep)
}
