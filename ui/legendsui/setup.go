package legendsui

import (
	"fmt"
	"slices"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/tracker/legends"
	"tableside/ui"
	"tableside/ui/kit"
)

// legendsSetup is a new game of rules 002 (L17-39): how many play, the
// expansions in use, the players in seat order with their Heroes, the
// house rules, and, at 6 players, who is a Skirmisher and who faces whom.
// The mode, its win and the teams are the engine's (ModeFor, SeatTeam);
// the roll-off for the first player follows on the table screen.
type legendsSetup struct {
	s *ui.App
	c campaign.Campaign

	count      int
	expansions map[string]bool
	seats      []seatValues
	settings   legends.Settings
	// skirm is each team's Skirmisher by seat; pairing picks which
	// frontliners face each other (0 or 1). 6 players only.
	skirm   [2]int
	pairing int
	// heroes are the library's Hero boards, read at every show so a board
	// entered from here is offered at once.
	heroes []legends.HeroBoard

	start *widget.Button
	// scrolls keeps where the player was on the screen: it is drawn anew
	// after an editor, a seat's board or a choice, and comes back there.
	scrolls kit.Scrolls
}

// seatValues are what is typed for one seat; they outlive a redraw.
type seatValues struct {
	name, hero string
	// board is the library Hero board chosen, "" for the numbers typed
	// here (a board not yet in the library).
	board              string
	life, intelligence int
	// yellow and blue are the XP of the board's level 2 and level 3
	// spaces (L449-451); 0 when the board has none.
	yellow, blue int
}

// Setup shows the screen that starts a new game.
func (Screens) Setup(s *ui.App, c campaign.Campaign) { newSetup(s, c).show() }

func newSetup(s *ui.App, c campaign.Campaign) *legendsSetup {
	v := &legendsSetup{s: s, c: c, count: 2, expansions: map[string]bool{}, skirm: [2]int{0, 3}}
	for range 6 {
		v.seats = append(v.seats, seatValues{life: 20, intelligence: 1})
	}
	v.start = kit.BigButton("Start the game", theme.MediaPlayIcon(), true, v.begin)
	return v
}

func (v *legendsSetup) seatName(i int) string {
	if v.seats[i].name != "" {
		return v.seats[i].name
	}
	return fmt.Sprintf("Player %d", i+1)
}

func (v *legendsSetup) show() {
	s := v.s
	v.heroes = libCards[legends.HeroBoard](s, legends.LibraryHero)
	win := s.Window()
	back := widget.NewButtonWithIcon("Campaigns", theme.NavigateBackIcon(), s.ShowHome)
	box := container.NewVBox(kit.Heading("New game: " + v.c.Name))

	ns := legends.PlayerCounts()
	var counts []string
	for _, n := range ns {
		counts = append(counts, strconv.Itoa(n))
	}
	count := kit.NewChoice("How many play?", counts, slices.Index(ns, v.count), func(i int) { v.count = ns[i]; v.show() })
	box.Add(count.Content(win, len(counts)))
	mode := legends.ModeFor(v.count)
	box.Add(kit.Bold(mode.Title()))
	box.Add(kit.Note(mode.WinRule()))

	box.Add(kit.Section("Expansions in use"))
	if legends.NeedsExpansion(v.count) {
		box.Add(kit.Note("Five or six players need at least one expansion."))
	}
	for _, e := range legends.Expansions() {
		box.Add(kit.NewTallCheck(e, v.expansions[e], nil, func(on bool) { v.expansions[e] = on }))
	}

	box.Add(kit.Section("Players, clockwise from any seat"))
	for i := range v.count {
		box.Add(v.seatRow(i))
	}
	if legends.HasSkirmishers(v.count) {
		box.Add(v.battlefield())
	}

	box.Add(kit.Section("House rules"))
	box.Add(kit.Note("Off: the game as the rules are read. On: the other reading."))
	for _, h := range legends.SettingsList() {
		box.Add(kit.NewTallCheck(h.Label, v.settings.Setting(h.Key), nil, func(on bool) { v.settings = v.settings.WithSetting(h.Key, on) }))
	}
	box.Add(librarySection(s, v.show))
	box.Add(kit.Note("Who goes first is rolled for on the next screen."))
	box.Add(kit.Tall(v.start))
	// No wider than a form on a tablet: a choice stretched across 1280 pt
	// puts its words a hand apart.
	s.Show(container.NewBorder(container.NewHBox(kit.Tall(back)), nil, nil, nil, v.scrolls.VScroll("setup", container.NewPadded(container.New(kit.Column{}, box)))))
}

// seatRow is one player: name, then the Hero: a board from the library,
// one entered now for this seat (saved, it goes into the seat), or, for a
// board not typed, its Life and Intelligence (one set of numbers for
// every level, A-52) and the XP of its level spaces, which count in the
// track's steps (L305, L449).
func (v *legendsSetup) seatRow(i int) fyne.CanvasObject {
	win := v.s.Window()
	sv := &v.seats[i]
	title := fmt.Sprintf("Seat %d", i+1)
	if t := legends.SeatTeam(v.count, i); t >= 0 {
		title += " · " + teamName(t)
	}
	name := kit.NameEntry(fmt.Sprintf("Player %d", i+1), sv.name)
	name.OnChanged = func(t string) { sv.name = t }
	parts := container.NewVBox(kit.Section(title), kit.Tall(name))
	picked := 0
	if len(v.heroes) > 0 {
		titles := []string{"Not in the library"}
		for k, h := range v.heroes {
			titles = append(titles, h.Name)
			if h.Name == sv.board {
				picked = k + 1
			}
		}
		parts.Add(kit.NewChoice("Hero board", titles, picked, func(k int) {
			sv.board = ""
			if k > 0 {
				sv.board = v.heroes[k-1].Name
			}
			v.show()
		}).Content(win, 2))
	}
	enter := widget.NewButtonWithIcon("Enter this Hero's board", theme.DocumentCreateIcon(), func() {
		showSeatHeroEditor(v.s, sv.hero, func(h legends.HeroBoard) { sv.board = h.Name }, v.show)
	})
	parts.Add(kit.Tall(enter))
	if picked > 0 {
		return parts
	}
	hero := kit.NameEntry(fmt.Sprintf("Hero of player %d", i+1), sv.hero)
	hero.OnChanged = func(t string) { sv.hero = t }
	parts.Add(kit.Tall(hero))
	parts.Add(kit.NewNumber(win, "Life", &sv.life, 1, 99, nil).Content())
	parts.Add(kit.NewQuickNumber(win, "Intelligence", &sv.intelligence, 0, 20, 5, nil).Content())
	parts.Add(newStepNumber(win, "XP for level 2", &sv.yellow, 0, 999, legends.XPStep(), nil).Content())
	parts.Add(newStepNumber(win, "XP for level 3", &sv.blue, 0, 999, legends.XPStep(), nil).Content())
	return parts
}

// battlefield asks who the Skirmishers are and which frontliners face
// each other: the players mark them (L599-605); the app does not guess
//
func (v *legendsSetup) battlefield() fyne.CanvasObject {
	win := v.s.Window()
	box := container.NewVBox(kit.Section("Battlefield"))
	for t := range 2 {
		var names []string
		for k := range 3 {
			names = append(names, v.seatName(3*t+k))
		}
		ch := kit.NewChoice(teamName(t)+": the Skirmisher", names, v.skirm[t]-3*t, func(k int) { v.skirm[t] = 3*t + k; v.show() })
		box.Add(ch.Content(win, 1))
	}
	pairs := []string{"Pairing 1", "Pairing 2"}
	box.Add(kit.NewChoice("Who faces whom", pairs, v.pairing, func(p int) { v.pairing = p; v.show() }).Content(win, 2))
	for p := range 2 {
		f := v.facing(p)
		box.Add(kit.Note(fmt.Sprintf("%s: %s faces %s, %s faces %s.", pairs[p],
			v.seatName(f[0][0]), v.seatName(f[0][1]), v.seatName(f[1][0]), v.seatName(f[1][1]))))
	}
	return box
}

// facing is pairing p of the frontliners: each team's two frontliners in
// seat order, matched straight (p = 0) or crossed (p = 1).
func (v *legendsSetup) facing(p int) [][2]int {
	var front [2][]int
	for t := range 2 {
		for k := range 3 {
			if seat := 3*t + k; seat != v.skirm[t] {
				front[t] = append(front[t], seat)
			}
		}
	}
	if p == 0 {
		return [][2]int{{front[0][0], front[1][0]}, {front[0][1], front[1][1]}}
	}
	return [][2]int{{front[0][0], front[1][1]}, {front[0][1], front[1][0]}}
}

func teamName(t int) string { return "Team " + strconv.Itoa(t+1) }

// board is seat i's Hero: the library's board chosen, or one made of the
// numbers typed here.
func (v *legendsSetup) board(i int) legends.HeroBoard {
	sv := v.seats[i]
	for _, h := range v.heroes {
		if sv.board != "" && h.Name == sv.board {
			return h
		}
	}
	hero := sv.hero
	if hero == "" {
		hero = v.seatName(i) + "'s Hero"
	}
	return legends.HeroBoard{Name: hero, Levels: []legends.HeroLevel{{MaxLife: sv.life, Intelligence: sv.intelligence}}, Yellow: sv.yellow, Blue: sv.blue}
}

// begin hands the choices to the engine, which checks them, and starts
// the game at its roll-off.
func (v *legendsSetup) begin() {
	set := legends.Setup{Settings: v.settings, Seed: uint64(v.s.Now().UnixNano())}
	for _, e := range legends.Expansions() {
		if v.expansions[e] {
			set.Expansions = append(set.Expansions, e)
		}
	}
	for i := range v.count {
		set.Players = append(set.Players, legends.SeatSetup{Name: v.seatName(i), Hero: v.board(i)})
	}
	if legends.HasSkirmishers(v.count) {
		set.Skirmishers = []int{v.skirm[0], v.skirm[1]}
		set.Facing = v.facing(v.pairing)
	}
	st, err := legends.NewGame(set)
	v.s.StartGame(v.c, err, st.Encode)
}
