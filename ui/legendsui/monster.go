package legendsui

import (
	"strings"

	"tableside/tracker"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/legends"
	"tableside/ui/kit"
)

// playMonster puts a Monster card from the hand in play as a quick value
// (its name, Life, attack bonus and the XP it is worth), in front of one
// of the players the engine allows (Placements; L147, L573, L607).
func (v *view) playMonster(st legends.State) {
	win := v.p.App().Window()
	lib := libCards[legends.MonsterCard](v.p.App(), legends.LibraryMonster)
	if len(lib) == 0 {
		v.quickMonster(st, fromHand)
		return
	}
	names := []string{"Not in the library"}
	for _, c := range lib {
		names = append(names, c.Name)
	}
	kit.Choose(win, "Which Monster?", names, func(i int) {
		if i == 0 {
			v.quickMonster(st, fromHand)
			return
		}
		c := lib[i-1]
		hosts := st.Placements(c, false)
		if len(hosts) == 1 {
			// The only place the rules allow (in 2 players, the
			// opponent): no question to answer.
			v.p.Do(legends.PlayMonster(c, hosts[0]))
			return
		}
		hostNames := make([]string, len(hosts))
		for k, h := range hosts {
			hostNames[k] = "Before " + st.Players[h].Name
		}
		kit.Choose(win, c.Name+" goes in front of", hostNames, func(k int) { v.p.Do(legends.PlayMonster(c, hosts[k])) })
	})
}

// How a Monster not in the library comes into play: from the hand, as a
// summoned mini card (once a turn, before an opponent: L489-491), or a
// Fleeting one drawn from the Main deck, which stands before its finder
// with no owner (L539).
const (
	fromHand = iota
	summoned
	drawn
)

// quickMonster is a Monster not in the library, as its numbers, then the
// player it goes before: one of those the engine allows.
func (v *view) quickMonster(st legends.State, how int) {
	win := v.p.App().Window()
	card := legends.MonsterCard{Life: 5, Cost: 10, Fleeting: how == drawn}
	name := kit.NameEntry("The Monster's name", "")
	life := kit.NewQuickNumber(win, "Life", &card.Life, 1, 99, 8, nil)
	attack := kit.NewQuickNumber(win, "Attack bonus", &card.Attack, -2, 20, 5, nil)
	cost := newStepNumber(win, "XP for killing it", &card.Cost, 0, 999, legends.PriceStep(), nil)
	cancel := widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), nil)
	hosts := kit.Fit(2)
	places := st.Placements(legends.MonsterCard{Name: "Monster", Life: 1}, how == summoned)
	if how == drawn {
		places = []int{st.Active}
	}
	for _, h := range places {
		hosts.Add(kit.Tall(widget.NewButton("Before "+st.Players[h].Name, func() {
			c := card
			if c.Name = strings.TrimSpace(name.Text); c.Name == "" {
				c.Name = "Monster"
			}
			cancel.OnTapped()
			v.p.Do(tracker.Cmd(legends.KindPlayMonster, legends.PlayMonsterCmd{Card: c, Host: h, Summoned: how == summoned, Drawn: how == drawn}))
		})))
	}
	title := []string{"A Monster for ", "A summoned Monster of ", "A Fleeting Monster drawn by "}[how] + st.Players[st.Active].Name
	body := container.NewVBox(kit.Tall(name), life.Content(), attack.Content(), cost.Content(), kit.Note("Put it in front of:"), hosts)
	kit.Ask(win, title, body, cancel)
}
