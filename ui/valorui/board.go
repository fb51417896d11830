package valorui

import (
	"fmt"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker"
	"tableside/tracker/valor"
	"tableside/ui"
	"tableside/ui/kit"
)

// Valor & Villainy, both boxes (rules 000 and 001): every Character at a
// glance, what the table does now as big buttons, and the shown board's
// numbers as counters. The rules, and every "why not", come from
// tracker/valor; this package only draws and asks. The board's frame is
// here; its parts are in board_turn.go (a Turn and its rolls),
// board_checklist.go, board_character.go (one board), board_menu.go (its
// More list) and board_table.go (the track and the Loot Stashes).

// Screens are the game's screens, one line of the lineup (package lineup).
type Screens struct {
	// Settle is how long a new wizard screen ignores one-tap answers, so a
	// double tap cannot answer the next screen too (DoubleTapSettle at the
	// table; tests tap faster than any thumb and leave it 0).
	Settle time.Duration
}

// DoubleTapSettle is Settle at the table: longer than a double tap, shorter
// than a player reading the next question.
const DoubleTapSettle = 400 * time.Millisecond

// Game is the tracker game the screens draw.
func (Screens) Game() tracker.Game { return valor.Game{} }

// Open makes the view of an open session.
func (sc Screens) Open(p *ui.Play) ui.View { return &view{p: p, settle: sc.Settle} }

// view is an open session as the player looks at it, kept across redraws.
type view struct {
	p      *ui.Play
	settle time.Duration
	// looking is whose board the player picked; unset follows whoever
	// acts. who is a Hero's index or valor.VillainWho.
	looking struct {
		set bool
		who int
	}
	local valorLocal
	// saveAs asks where "Save this moment" writes; nil is the file-save
	// dialog.
	saveAs saveAs
}

// look shows who's board until the turn moves on.
func (v *view) look(who int) {
	v.looking.set, v.looking.who = true, who
	v.p.Render()
}

// follow shows whoever acts from now on.
func (v *view) follow() { v.looking.set = false }

// Draw draws the table from the committed state.
func (v *view) Draw() fyne.CanvasObject {
	st, err := ui.StateOf(v.p, valor.Decode)
	if err != nil {
		return kit.Note("This game's saved state cannot be read: " + err.Error())
	}
	v.p.GameOver(st.Over())
	b := &valorBoard{v: v, p: v.p, st: st, wv: st.WizardView()}
	b.settle()
	return b.Content()
}

// valorBoard is one drawing of the table.
type valorBoard struct {
	v  *view
	p  *ui.Play
	st valor.State
	wv valor.WizardView // the Villain Round wizard's screen, if it runs
}

func (b *valorBoard) win() fyne.Window { return b.p.App().Window() }

func (b *valorBoard) wide() bool { return b.win().Canvas().Size().Width >= kit.TabletWidth }

// name is a Character's name: a Hero's or the Villain's.
func (b *valorBoard) name(who int) string {
	if who == valor.VillainWho {
		return b.st.Villain.Name
	}
	if who >= 0 && who < len(b.st.Heroes) {
		return b.st.Heroes[who].Name
	}
	return "?"
}

// shown is whose board is drawn: the one tapped, else the one the rules
// put in front now (valor.State.InFocus).
func (b *valorBoard) shown() int {
	st := b.st
	if l := b.v.looking; l.set && (l.who == valor.VillainWho || l.who >= 0 && l.who < len(st.Heroes)) {
		return l.who
	}
	return st.InFocus()
}

func (b *valorBoard) Content() fyne.CanvasObject {
	st := b.st
	top := kit.VBox()
	switch {
	case st.Over():
		kit.Add(top, kit.Heading(st.Prompt()))
	case st.Pending == valor.PendingSetup:
		// The setup comes before Round 1's Hero Step: a heading naming
		// that step was not so, and took a second line of a small phone
		// the setup's next button needed (issue 24).
		// A campaign game's setup names its Act (000 L1079).
		if a := st.CampAct(); a > 0 {
			kit.Add(top, kit.Heading(fmt.Sprintf("Act %d setup", a)))
		} else {
			kit.Add(top, kit.Heading("Game setup"))
		}
	default:
		kit.Add(top, kit.Heading(roundHeading(st)))
	}
	if st.Features().Map {
		if b.mapShown() {
			return b.mapContent(top, b.viewSwitch())
		}
		kit.Add(top, b.viewSwitch())
	}
	glance := b.glance()
	var step fyne.CanvasObject
	if !st.Over() {
		step = b.stepPanel()
	}
	board, table := b.character(b.shown()).Content(), b.tablePanel()
	if b.wide() {
		// A tablet has room for what to do now beside the shown board.
		kit.Add(top, glance)
		left := kit.VBox()
		if step != nil {
			kit.Add(left, step)
			kit.Add(left, widget.NewSeparator())
		}
		kit.Add(left, table)
		return kit.Border(kit.Padded(top), nil, nil, nil,
			kit.Columns(2,
				container.NewVScroll(kit.Padded(left)),
				container.NewVScroll(kit.Padded(board))))
	}
	// A phone: what to do now first, above the glance, whose cards fill a
	// small phone at large text; then the shown board, then the table. A
	// board tapped in the glance comes first under it, where the thumb is.
	box := kit.VBox(top, widget.NewSeparator())
	parts := []fyne.CanvasObject{step, glance, board, table}
	if b.v.looking.set {
		parts = []fyne.CanvasObject{glance, board, step, table}
	}
	for _, o := range parts {
		if o != nil {
			kit.Add(box, o)
			kit.Add(box, widget.NewSeparator())
		}
	}
	return container.NewVScroll(kit.Padded(box))
}

// glance is every Character's key numbers, one tap from their board.
func (b *valorBoard) glance() fyne.CanvasObject {
	st := b.st
	cols := 2
	if b.wide() {
		cols = 4
	}
	grid := kit.Fit(cols)
	acting, actingOK := st.Acting()
	shown := b.shown()
	label := func(who int) string {
		if b.v.looking.set && who == shown {
			return "▶ " + b.chip(who) // the board open below
		}
		return b.chip(who)
	}
	for i := range st.Heroes {
		i := i
		btn := widget.NewButton(label(i), func() { b.v.look(i) })
		if actingOK && acting == i {
			btn.Importance = widget.HighImportance
		} else if st.Heroes[i].InStash {
			btn.Importance = widget.DangerImportance
		}
		kit.Add(grid, btn)
	}
	vb := widget.NewButton(label(valor.VillainWho), func() { b.v.look(valor.VillainWho) })
	if actingOK && acting == valor.VillainWho {
		vb.Importance = widget.HighImportance
	} else {
		vb.Importance = widget.WarningImportance
	}
	kit.Add(grid, vb)
	return grid
}

// chip is the glance text of one Character: name, Health, Shields,
// Plus-Ones and Action Points, in four short lines that fit half a phone.
func (b *valorBoard) chip(who int) string {
	st := b.st
	plus := fmt.Sprintf("Plus-Ones %d/%d", st.PlusOnesHeld(who), st.PlusOneCap(who))
	if who == valor.VillainWho {
		v := st.Villain
		lines := []string{v.Name + " (Villain)", fmt.Sprintf("Health %d/%d", v.Health, v.MaxHealth), plus}
		last := fmt.Sprintf("%d XP", v.XP)
		if st.Features().VillainTurns {
			last = fmt.Sprintf("%d XP · AP %d/%d", v.XP, st.ActionPointsLeft(who), v.Actions)
		}
		if st.SoulsInPlay() {
			last += fmt.Sprintf(" · %d Souls", v.Souls)
		}
		return strings.Join(append(lines, last), "\n")
	}
	h := st.Heroes[who]
	name := h.Name
	if who == st.Lead {
		name += " · Lead"
	}
	health := fmt.Sprintf("Health %d/%d", h.Health, h.MaxHealth)
	switch {
	case h.InStash:
		health = "Defeated"
	case h.Joining:
		health += " · joining"
	case h.Doomed:
		health += " · Doomed"
	}
	last := fmt.Sprintf("AP %d/%d", st.ActionPointsLeft(who), h.Actions)
	if h.Shields > 0 {
		last = kit.Plural(h.Shields, "Shield") + " · " + last
	}
	return strings.Join([]string{name, health, plus, last}, "\n")
}

// stepPanel is what the table does now, as the rules order it.
func (b *valorBoard) stepPanel() fyne.CanvasObject {
	st := b.st
	if b.wv.Active {
		return b.wizardPanel()
	}
	box := kit.VBox()
	if st.Roll != nil || len(st.Checklist()) == 0 {
		kit.Add(box, kit.Bold(st.Prompt()))
	}
	switch {
	case st.Roll != nil:
		kit.Add(box, b.rollPanel())
	case len(st.Checklist()) > 0:
		kit.Add(box, b.checklistPanel(st.Prompt()))
	case st.InitiativeDue():
		lead := b.name(st.Lead)
		kit.Add(box, kit.Note("Charge: "+lead+" goes first. Hold: "+lead+" goes last. Turns go clockwise."))
		kit.Add(box, kit.Fit(2,
			kit.Tall(kit.BigButton("Charge", theme.MediaFastForwardIcon(), true, func() { b.v.follow(); b.p.Do(valor.SetInitiative(valor.InitiativeCharge)) })),
			kit.Tall(kit.BigButton("Hold", theme.MediaPauseIcon(), true, func() { b.v.follow(); b.p.Do(valor.SetInitiative(valor.InitiativeHold)) }))))
	default:
		if who, ok := st.Acting(); ok {
			kit.Add(box, b.turnPanel(who))
		} else if h, ok := st.SidekickActing(); ok {
			sk := "the Sidekick"
			if s := st.Heroes[h].Sidekick; s != nil {
				sk = s.Name
			}
			kit.Add(box, kit.Tall(kit.BigButton("End "+sk+"'s Turn", theme.MediaSkipNextIcon(), true, func() { b.v.follow(); b.p.Do(valor.EndTurn()) })))
		} else {
			kit.Add(box, kit.Tall(kit.BigButton("End the "+st.Phase.Title(), theme.MediaSkipNextIcon(), true, func() { b.v.follow(); b.p.Do(valor.EndStep()) })))
		}
	}
	if st.Features().Map && st.Pending == "" && st.Round == 1 && !st.StartingMapLaid() {
		// Said once, before the first Villain Round: what the map buys.
		// After what the step asks: its words would push that off a small
		// phone's first screen.
		kit.Add(box, kit.Tall(widget.NewButtonWithIcon("Lay the map", theme.GridIcon(), func() { b.showMap(true) })))
		kit.Add(box, kit.Note("With the tiles on the app's map, the app runs the Villain Round for you: it rolls, spawns and moves the Minions, one screen at a time. Without them the round is a checklist."))
	}
	return box
}
