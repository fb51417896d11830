package sorceryui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/tracker/sorcery"
	"tableside/ui"
	"tableside/ui/kit"
)

// questSetup starts a Quest (L729-744): 2-5 Heroes in seat order from the
// library, the Enemy cards on the map at the start (a whole rank in one
// tap; one just typed is ticked), the Spawn Gates by the die face each
// token shows, and Shrines, the Soul Counter, crowns and the Event deck's
// size. Nothing else is needed to start: an Encounter card not in the
// library yet is asked the first time its letter is drawn. The
// campaign's last Quest gives the Heroes and the map's counts.
//
// An editor opened from here comes back where the players left the
// screen: its scroll is kept in scrolls.
type questSetup struct {
	s       *ui.App
	c       campaign.Campaign
	heroes  []sorcery.Hero
	enemies []sorcery.EnemyCard
	encs    []sorcery.EncounterCard

	seats []string // Hero names in seat order; "" for a seat not yet filled
	// last are the Heroes as the campaign's last Quest left them: a seat
	// with one of their names takes them, Soulrank, powers and crowns.
	last []sorcery.Hero
	// single is a standalone Quest: nothing carries over (L729-731). The
	// choice is kept per campaign in the store's settings.
	single    bool
	lastSouls int
	// camp is what the last Quest's campaign kept: the Stash, the Time
	// Reserve, the map, the Ventures.
	camp sorcery.Camp
	// prev is the campaign's last Quest as it ended: its party's
	// Companions start the next (State.Party).
	prev sorcery.State
	// players are who plays each seat, by seat; "" when not said.
	players []string
	picked  map[string]bool
	gates   int
	closed  map[int]bool
	// faces are the die face (1-6) each gate's token shows, by gate; a
	// gate not set shows its number (L6197-6205).
	faces  map[int]int
	shrine int
	// scrolls keeps the screen's place across its redraws and editors.
	scrolls kit.Scrolls
	souls   int
	crowns  int
	events  int
}

// Setup shows the screen that starts a Quest in campaign c.
func (Screens) Setup(s *ui.App, c campaign.Campaign) {
	q := &questSetup{s: s, c: c, seats: []string{"", ""}, picked: map[string]bool{}, closed: map[int]bool{}, faces: map[int]int{}, gates: 2, events: 10}
	mode, _, _ := s.Store().Setting(modeKey(c))
	q.single = mode == "quest"
	q.reuse()
	q.load()
	q.show()
}

func (q *questSetup) load() {
	q.heroes = cards[sorcery.Hero](q.s, sorcery.HeroKind)
	q.enemies = cards[sorcery.EnemyCard](q.s, sorcery.EnemyKind)
	q.encs = cards[sorcery.EncounterCard](q.s, sorcery.EncounterKind)
}

// reuse takes the last Quest's Heroes, gates and shrines.
func (q *questSetup) reuse() {
	st, ok := ui.LastState(q.s, q.c, sorcery.ID, sorcery.Decode)
	if !ok {
		return
	}
	q.seats, q.last, q.prev, q.players = nil, st.Heroes, st, nil
	for _, h := range st.Heroes {
		q.seats, q.players = append(q.seats, h.Name), append(q.players, h.Player)
	}
	q.gates, q.shrine, q.lastSouls, q.camp = len(st.Gates), len(st.Shrines), st.Souls, st.Camp
	if !q.single {
		q.souls = st.Souls // spent only in a Time Phase (L2287)
	}
	for i, g := range st.Gates {
		q.closed[i] = !g.Open
		if f, err := strconv.Atoi(g.Symbol); err == nil && f >= 1 && f <= 6 {
			q.faces[i] = f
		}
	}
}

func (q *questSetup) heroNames() []string {
	var out []string
	for _, h := range q.heroes {
		out = append(out, h.Name)
	}
	return out
}

// seatWords is a seat's row: its number and its Hero, or what to do.
func seatWords(i int, name string) string {
	if name == "" {
		name = "Choose a Hero"
	}
	return fmt.Sprintf("%d. %s", i+1, name)
}

func (q *questSetup) show() {
	s, w := q.s, q.s.Window()
	back := widget.NewButtonWithIcon("Campaigns", theme.NavigateBackIcon(), s.ShowHome)
	mode := kit.NewChoice("", []string{"A campaign", "One Quest"}, map[bool]int{false: 0, true: 1}[q.single], func(k int) {
		q.single = k == 1
		if err := s.Store().SetSetting(modeKey(q.c), map[bool]string{false: "campaign", true: "quest"}[q.single]); err != nil {
			s.Fail(err)
		}
		q.souls = 0
		if !q.single {
			q.souls = q.lastSouls
		}
		q.show()
	})
	box := kit.VBox(kit.Heading("New Quest: "+q.c.Name),
		kit.Note("In a campaign, Heroes keep their Soulrank, powers and crowns, and the Soul Counter carries over; one Quest keeps nothing."),
		mode.Content(w, 2), kit.Section("Heroes, in seat order"))
	for i := range q.seats {
		// A seat is a row that opens the Heroes as a list of thumb-tall
		// rows (Fyne's drop-down is 36 px and 1.1:1 against the page):
		// two taps, as the drop-down was. A pick changes the row's words
		// only, so the screen stays where the player scrolled it.
		sel := widget.NewButtonWithIcon(seatWords(i, q.seats[i]), theme.MenuDropDownIcon(), nil)
		sel.Alignment = widget.ButtonAlignLeading
		sel.IconPlacement = widget.ButtonIconTrailingText
		sel.OnTapped = func() {
			names := q.heroNames()
			kit.Choose(w, fmt.Sprintf("Seat %d: which Hero?", i+1), names, func(k int) {
				q.seats[i] = names[k]
				sel.SetText(seatWords(i, names[k]))
			})
		}
		remove := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			q.seats = slices.Delete(q.seats, i, i+1)
			if i < len(q.players) {
				q.players = slices.Delete(q.players, i, i+1)
			}
			q.show()
		})
		kit.Enable(remove, len(q.seats) > 2)
		kit.Add(box, container.NewBorder(nil, nil, nil, kit.Square(remove), kit.Tall(sel)))
		// Who plays the seat, for the campaign page; it may stay empty.
		who := kit.NameEntry(fmt.Sprintf("Who plays seat %d? (may stay empty)", i+1), q.player(i))
		who.OnChanged = func(t string) { q.setPlayer(i, t) }
		kit.Add(box, kit.Tall(who))
	}
	if party := q.party(); len(party) > 0 {
		var names []string
		for _, c := range party {
			names = append(names, c.Name)
		}
		kit.Add(box, kit.Note("With the party: "+strings.Join(names, ", ")+". They start in the Begin area with the Heroes."))
	}
	if len(q.seats) < 5 {
		kit.Add(box, kit.Tall(widget.NewButtonWithIcon("Add a Hero", theme.ContentAddIcon(), func() { q.seats = append(q.seats, ""); q.show() })))
	}
	kit.Add(box, kit.Tall(widget.NewButtonWithIcon("Enter this Hero", theme.DocumentCreateIcon(), func() {
		showHeroEditor(s, sorcery.Hero{}, q.again, q.seat)
	})))
	kit.Add(box, kit.Section("Enemies on the map at the start"))
	for _, r := range ranks() {
		var of []string
		for _, e := range q.enemies {
			if e.Rank == r {
				of = append(of, e.Name)
			}
		}
		if len(of) == 0 {
			continue
		}
		kit.Add(box, kit.Tall(widget.NewButton(fmt.Sprintf("All %s (%d)", rankTitle(r), len(of)), func() {
			for _, e := range q.enemies {
				if e.Rank == r {
					q.picked[enemyKey(e)] = true
				}
			}
			q.show()
		})))
	}
	for _, e := range q.enemies {
		k := enemyKey(e)
		kit.Add(box, kit.NewTallCheck(k, q.picked[k], nil, func(on bool) { q.picked[k] = on }))
	}
	kit.Add(box, kit.Tall(widget.NewButtonWithIcon("Enter an Enemy", theme.DocumentCreateIcon(), func() { showEnemyEditor(s, sorcery.EnemyCard{}, q.placeNew()) })))
	kit.Add(box, kit.Section("Encounter deck"))
	kit.Add(box, kit.Note(q.deckWords()))
	kit.Add(box, kit.Tall(widget.NewButtonWithIcon("Enter an Encounter card", theme.DocumentCreateIcon(), func() { showEncounterEditor(s, sorcery.EncounterCard{}, q.again) })))
	for _, o := range q.moreCards() {
		kit.Add(box, o)
	}
	kit.Add(box, kit.Section("The Quest's map"))
	kit.Add(box, kit.NewNumber(w, "Spawn Gates", &q.gates, 0, 6, q.show).Content())
	if q.gates > 0 {
		// The Blue die picks the gate whose token shows its face
		// (L6197-6205): each gate is named by that face.
		kit.Add(box, kit.Note("Name each gate by the Blue die face on its token."))
	}
	for i := range q.gates {
		face := kit.NewChoice(fmt.Sprintf("Gate %d's face", i+1), []string{"1", "2", "3", "4", "5", "6"}, q.face(i)-1, func(k int) { q.faces[i] = k + 1; q.show() })
		kit.Add(box, face.Content(w, 6))
		kit.Add(box, kit.NewTallCheck(fmt.Sprintf("The gate of face %d is closed", q.face(i)), q.closed[i], nil, func(on bool) { q.closed[i] = on }))
	}
	kit.Add(box, kit.NewNumber(w, "Shrines", &q.shrine, 0, 6, nil).Content())
	kit.Add(box, kit.NewQuickNumber(w, "Soul Points at the start", &q.souls, 0, 999, 10, nil).Content())
	kit.Add(box, kit.NewQuickNumber(w, "Crowns for each Hero", &q.crowns, 0, 9999, 10, nil).Content())
	kit.Add(box, kit.NewQuickNumber(w, "Event cards in the deck", &q.events, 0, 99, 12, nil).Content())
	kit.Add(box, kit.Tall(kit.BigButton("Start the Quest", theme.MediaPlayIcon(), true, q.begin)))
	s.Show(container.NewBorder(container.NewHBox(kit.Tall(back)), nil, nil, nil, q.scrolls.VScroll("setup", container.NewPadded(kit.Stack(box)))))
}

// again reloads the library after an editor and shows the setup again,
// where it was.
func (q *questSetup) again() { q.load(); q.show() }

// placeNew is again for the Enemy editor: an Enemy typed from here is
// one the Quest places, so it comes back ticked.
func (q *questSetup) placeNew() func() {
	had := map[string]bool{}
	for _, e := range q.enemies {
		had[enemyKey(e)] = true
	}
	return func() {
		q.load()
		for _, e := range q.enemies {
			if k := enemyKey(e); !had[k] {
				q.picked[k] = true
			}
		}
		q.show()
	}
}

// face is the die face gate i's token shows: as set, else its number.
func (q *questSetup) face(i int) int {
	if f, ok := q.faces[i]; ok {
		return f
	}
	return i%6 + 1
}

// seat puts a Hero just entered into the first empty seat, or a new one.
func (q *questSetup) seat(h sorcery.Hero) {
	if i := slices.Index(q.seats, ""); i >= 0 {
		q.seats[i] = h.Name
	} else if len(q.seats) < 5 {
		q.seats = append(q.seats, h.Name)
	}
}

// modeKey is the setting that keeps whether a campaign plays standalone
// Quests.
func modeKey(c campaign.Campaign) string { return fmt.Sprintf("sorcery.mode.%d", c.ID) }

func enemyKey(e sorcery.EnemyCard) string { return sorcery.Enemy{Card: e, Copy: 1}.Label() }

func (q *questSetup) deckWords() string {
	if len(q.encs) == 0 {
		return "No Encounter cards typed yet: each is asked the first time its letter is drawn."
	}
	var letters []string
	for _, c := range q.encs {
		letters = append(letters, c.Letter)
	}
	slices.Sort(letters)
	return fmt.Sprintf("%s typed: %s. The others are asked the first time they are drawn.", kit.Plural(len(letters), "card"), strings.Join(letters, ", "))
}

// begin hands the Quest to the engine, which checks it, and starts it.
func (q *questSetup) begin() {
	set := sorcery.QuestSetup{Encounters: q.encs, Souls: q.souls, Crowns: q.crowns, Events: q.events, Seed: uint64(q.s.Now().UnixNano())}
	if !q.single {
		set.Camp, set.Companions = q.camp, q.party()
	}
	for i, n := range q.seats {
		named := func(h sorcery.Hero) bool { return h.Name == n }
		if k := slices.IndexFunc(q.last, named); k >= 0 && !q.single {
			h := q.last[k]
			h.Player = sorcery.CleanPlayer(q.player(i))
			set.Heroes = append(set.Heroes, h)
			continue
		}
		k := slices.IndexFunc(q.heroes, named)
		if k < 0 {
			q.s.Tell("Choose a Hero", fmt.Sprintf("Seat %d has no Hero yet. Choose one, or enter this Hero.", i+1))
			return
		}
		h := q.heroes[k]
		h.Player = sorcery.CleanPlayer(q.player(i))
		set.Heroes = append(set.Heroes, h)
	}
	for _, e := range q.enemies {
		if q.picked[enemyKey(e)] {
			set.Enemies = append(set.Enemies, e)
		}
	}
	for i := range q.gates {
		f := strconv.Itoa(q.face(i))
		if slices.ContainsFunc(set.Gates, func(g sorcery.Gate) bool { return g.Symbol == f }) {
			q.s.Tell("Gates", fmt.Sprintf("Two gates show face %s: each gate's token shows a face of its own.", f))
			return
		}
		set.Gates = append(set.Gates, sorcery.Gate{Symbol: f, Open: !q.closed[i]})
	}
	for i := range q.shrine {
		set.Shrines = append(set.Shrines, sorcery.Shrine{Name: fmt.Sprintf("Shrine %d", i+1), Open: true})
	}
	st, err := sorcery.NewQuest(set)
	q.s.StartGame(q.c, err, func() ([]byte, error) { return encode(st) })
}

// player is who plays seat i, or "".
func (q *questSetup) player(i int) string {
	if i < len(q.players) {
		return q.players[i]
	}
	return ""
}

// setPlayer keeps who plays seat i.
func (q *questSetup) setPlayer(i int, name string) {
	for len(q.players) <= i {
		q.players = append(q.players, "")
	}
	q.players[i] = name
}

// party is the Companions the next Quest starts with: the last Quest's
// party, in a campaign only (L5316-5319, L5427-5430).
func (q *questSetup) party() []sorcery.Companion {
	if q.single {
		return nil
	}
	return q.prev.Party(q.seats)
}
