package valorui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor"
	"tableside/ui/bookui"
	"tableside/ui/kit"
)

// What belongs to the whole table rather than one board: the track, the
// Loot Stashes, a side's declared win, a Hero joining mid-game.

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
					return p.Do(valor.RemoveHero(valor.RemoveHeroCmd{Hero: i, NewCount: b.newCount(n, h)}))
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
	kit.Choose(b.win(), "Who joins?", kit.Labels(free, func(h valor.HeroCard) string { return h.Name }), func(i int) {
		n := len(b.st.Heroes) + 1
		b.withVillainHealth(n, func(h int) bool {
			return b.p.Do(valor.AddHero(valor.AddHeroCmd{Hero: valor.SeatHero{Hero: free[i]}, NewCount: b.newCount(n, h)}))
		})
	})
}

// newCount is what a Hero joining or leaving brings for n Heroes: the
// Villain's starting Health villainHealth (0 when the game knows it), and
// the library's Loot Stash cards for n in the box's slots (Hero, Villain,
// Villain side B): nil where the rulebook prints the card or the library has none
// (the game then says which card to enter). The first card entered that
// fits is taken, as the setup screen offers it first.
func (b *valorBoard) newCount(n, villainHealth int) valor.NewCount {
	nc := valor.NewCount{VillainHealth: villainHealth}
	lib := libraryCards(b.p.App(), valor.LibraryLootStash, valor.LootStashCard.Validate)
	out := []**valor.LootStashCard{&nc.HeroLoot, &nc.VillainLoot, &nc.VillainLootB}
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
	return nc
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
	kit.ShowNumberPad(b.win(), fmt.Sprintf("%s's starting Health with %s", name, heroesWords(n)), -1, 1, valor.MaxVillainHealth, func(h int) {
		if do(h) { // refused, the library keeps what it had
			learnVillainHealth(s, name, n, h)
		}
	})
}
