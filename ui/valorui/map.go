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
	"tableside/tracker/valor/labyrinth"
	"tableside/ui/kit"
	"tableside/ui/valormap"
)

// The Labyrinth's map screen (000 L399-467): the 5 x 5 regions as they lie
// on the table. A tap on an empty square lays a scouted tile there; a tap
// on a tile opens it, with what stands on it and what can be done there;
// pieces move by tap and tap. Through the Villain Round the same screen
// carries the wizard (wizard.go), its path and target drawn on the map.

// valorLocal is what a Valor game screen remembers between redraws: where
// the players are looking, never the game itself (that is in the store).
type valorLocal struct {
	// mapShown is the view the players chose, at the step chosenAt;
	// a new step goes back to the default (the map while the wizard runs).
	mapShown bool
	chosenAt string
	// region is the region opened; tile the tile being laid or corrected;
	// moving the piece picked up in a tap-and-tap move.
	region *labyrinth.Pos
	tile   *tileDraft
	moving *mapPiece
	// laid is the tile just laid, whose icons are still to be drawn for.
	laid *labyrinth.Pos
	// seenStep is the step these were set in; wizKey the wizard screen
	// shown, first drawn at wizSince.
	seenStep string
	wizKey   string
	wizSince time.Time
}

// settle forgets what was open in an earlier step and notes when a new
// wizard screen appeared. Called once per drawing.
func (b *valorBoard) settle() {
	l := b.local()
	if st := b.stepStamp(); l.seenStep != st {
		l.seenStep = st
		l.region, l.tile, l.moving, l.laid = nil, nil, nil, nil
	}
	if b.wv.Active && b.wv.Key != l.wizKey {
		l.wizKey, l.wizSince = b.wv.Key, b.p.App().Now()
	}
}

// tileDraft is a tile being laid: its sides and its artwork.
type tileDraft struct {
	at    labyrinth.Pos
	walls labyrinth.Walls
	kind  labyrinth.TileKind
	fix   bool // correcting a tile already laid
	// instant: a setup's starting tile, laid plain by the tap on its
	// square; each tap here corrects it at once.
	instant bool
	turn    int // which of walls' orientations is shown
	base    labyrinth.Walls
}

// mapPiece is a piece picked up to move.
type mapPiece struct {
	name     string
	from     labyrinth.Pos
	hero     int
	sidekick bool
	minion   bool
	villain  bool
}

func (b *valorBoard) local() *valorLocal { return &b.v.local }

// stepStamp names the step the table is in: a view chosen in one step is
// kept until the next.
func (b *valorBoard) stepStamp() string {
	return fmt.Sprintf("%d/%s", b.st.Round, b.st.Phase)
}

// mapShown reports whether the map, not the boards, is drawn.
func (b *valorBoard) mapShown() bool {
	if !b.st.Features().Map {
		return false
	}
	l := b.local()
	if l.chosenAt == b.stepStamp() {
		return l.mapShown
	}
	// The Villain Round wizard draws its Minions' paths on the map.
	return b.wv.Active
}

// showMap switches between the boards and the map.
func (b *valorBoard) showMap(on bool) {
	l := b.local()
	l.mapShown, l.chosenAt = on, b.stepStamp()
	l.region, l.tile, l.moving, l.laid = nil, nil, nil, nil
	b.p.Render()
}

// viewSwitch is the two buttons that switch between boards and map.
func (b *valorBoard) viewSwitch() fyne.CanvasObject {
	on := b.mapShown()
	boards := widget.NewButtonWithIcon("Boards", theme.ListIcon(), func() { b.showMap(false) })
	maps := widget.NewButtonWithIcon("Map", theme.GridIcon(), func() { b.showMap(true) })
	if on {
		maps.Importance = widget.HighImportance
	} else {
		boards.Importance = widget.HighImportance
	}
	return kit.Fit(2, kit.Tall(boards), kit.Tall(maps))
}

// theMap is the state's map, or an empty one before the first tile.
func (b *valorBoard) theMap() labyrinth.Map {
	if b.st.Map == nil {
		return labyrinth.Map{}
	}
	return *b.st.Map.Clone()
}

// woundedNames are the Minions lying Wounded side up.
func (b *valorBoard) woundedNames() []string {
	var out []string
	for _, m := range b.st.Minions {
		if m.Wounded {
			out = append(out, m.Name)
		}
	}
	return out
}

// mapView is the map drawn with what the screen marks on it.
func (b *valorBoard) mapView() *valormap.View {
	l := b.local()
	m := b.theMap()
	v := valormap.New(m)
	v.SetWounded(b.woundedNames()...)
	v.SetTileTitles(b.st.TileTitle)
	v.OnTapped = b.tapRegion
	switch {
	case l.moving != nil:
		v.Select(l.moving.from)
		var to []labyrinth.Pos
		for _, p := range m.Tiles() {
			if p != l.moving.from {
				to = append(to, p)
			}
		}
		v.Highlight(to, valormap.Destination)
	case l.tile != nil:
		v.Select(l.tile.at)
	case l.region != nil:
		v.Select(*l.region)
	case b.wv.Active:
		b.markWizard(v)
	}
	if len(m.Tiles()) == 0 && l.tile == nil {
		// Before the first tile: where one may be laid (every square).
		v.Highlight(b.st.TileSpots(), valormap.Destination)
	}
	return v
}

// mapContent is the map screen. A phone keeps the map in sight at the top
// (a tap-and-tap move needs it) and scrolls the panel, what to do now,
// below it; a tablet has the map on the left and the panel beside it.
func (b *valorBoard) mapContent(head, switcher fyne.CanvasObject) fyne.CanvasObject {
	view := b.mapView()
	panel, pinned := b.mapPanel()
	if b.wide() {
		// The legend spells out the short names the chips show, and
		// hides when they show every name whole.
		mapSide := kit.Border(nil, view.LegendLabel(), nil, nil, view)
		side := kit.VBox(panel)
		if pinned != nil {
			side = kit.VBox(pinned, panel)
		}
		return kit.Border(kit.Padded(kit.VBox(head, switcher)), nil, nil, nil,
			kit.Columns(2, kit.Padded(mapSide), container.NewVScroll(kit.Padded(side))))
	}
	// The phone's heading gives way to the map: the panel says what is
	// going on. The map takes what the window leaves once the panel has
	// room for what to do now (mapFit).
	// A chip too narrow for a name shows a short one; the legend spells
	// it out, in the scroll: fixed, at the largest text it would take the
	// map's room.
	_, screen := newMapFit(switcher, view, pinned, kit.VBox(panel, view.LegendLabel()))
	return screen
}

// mapPanel is what the map screen asks or offers now, most pressing first:
// a piece being moved, a tile being laid, a region opened, the wizard;
// pinned is what stays in reach below it (the wizard's answers), or nil.
func (b *valorBoard) mapPanel() (panel, pinned fyne.CanvasObject) {
	l := b.local()
	switch {
	case l.moving != nil:
		return b.movingPanel(), nil
	case l.tile != nil:
		return b.tilePanel(), nil
	case l.region != nil:
		return b.regionPanel(*l.region), nil
	case b.wv.Active:
		return b.wizardParts()
	}
	// The way back first: the rest says what a tap on the map does, and
	// at the largest text runs past a small phone's first screen.
	back := kit.BigButton("Back to the boards", theme.ListIcon(), false, func() { b.showMap(false) })
	box := kit.VBox(kit.Tall(kit.Border(nil, nil, nil, b.moreButton(), back)), kit.Bold(b.st.Prompt()))
	switch {
	case b.st.StartingMapDue() && b.st.Map != nil:
		kit.Add(box, kit.Note(fmt.Sprintf("%s lies in the centre. Tap each square where another Starting Region lies (%d in all): set its sides, then tap its artwork to lay it.", b.st.CampName(), valor.StartingTiles)))
	case b.st.Map == nil:
		kit.Add(box, kit.Note("Tap the square where the first tile lies: set its sides, then tap its artwork to lay it. Lay each tile the Heroes scout the same way."))
	default:
		kit.Add(box, kit.Note("Tap a tile to see what stands there and to move, damage or add pieces; tap an empty square to lay a scouted tile."))
	}
	return box, nil
}

// tapRegion answers a tap on the map.
func (b *valorBoard) tapRegion(p labyrinth.Pos) {
	l := b.local()
	m := b.theMap()
	r := m.At(p)
	switch {
	case l.moving != nil:
		pc := l.moving
		if p == pc.from {
			l.moving = nil // tapping where it stands puts it back
			b.p.Render()
			return
		}
		if r == nil {
			b.p.App().Tell("No tile there", "Pieces stand on tiles. Lay the tile first, or tap a marked region.")
			return
		}
		l.moving = nil
		l.region = &p
		b.p.Do(pc.moveTo(p))
		return
	case l.tile != nil && l.tile.at == p:
		return
	case r == nil && b.st.StartingMapDue():
		// The setup's Starting Regions (000 L172): the tap lays a plain
		// tile whose sides meet its neighbours; the panel corrects it.
		t := b.newDraft(p)
		if !b.p.Do(valor.PlaceTile(p, t.walls, "")) {
			return
		}
		l.region, l.laid = nil, nil
		t.fix, t.instant = true, true
		l.tile = t
	case r == nil:
		l.region, l.laid = nil, nil
		l.tile = b.newDraft(p)
	case b.st.ChumpsToPlace() > 0 && r.Tile != labyrinth.BaseCamp && len(r.Minions) == 0:
		// The setup's Chumps go on a tile the players tap (000 L186):
		// the tap asks which at once.
		l.region, l.laid = nil, nil
		b.putMinion(p)
		return
	default:
		if l.laid != nil && *l.laid != p {
			l.laid = nil
		}
		l.tile = nil
		l.region = &p
	}
	b.p.Render()
}

// newDraft is a new tile at p whose sides meet its neighbours'
// (labyrinth.Map.MatchingWalls), so a tile that fits needs no side tapped.
func (b *valorBoard) newDraft(p labyrinth.Pos) *tileDraft {
	m := b.theMap()
	w := m.MatchingWalls(p)
	return &tileDraft{at: p, walls: w, base: w}
}

// tilePanel lays or corrects a tile (000 L403-415): the tile drawn as a
// cross of buttons, each side tapped to switch Hall and Wall, the middle to
// switch the artwork.
func (b *valorBoard) tilePanel() fyne.CanvasObject {
	l := b.local()
	t := l.tile
	verb := "Lay a tile at " + t.at.String()
	if t.fix {
		verb = "Correct the tile at " + t.at.String()
	}
	words := verb + ": tap a side to switch Hall and Wall, then tap its artwork to lay it."
	switch {
	case t.instant:
		words = fmt.Sprintf("A plain tile is laid at %s, its sides meeting its neighbours'. If the table's differs, tap its artwork or a side: each tap corrects it.", t.at)
	case t.fix:
		words = verb + ": tap a side to switch Hall and Wall, or another artwork, then Keep."
	}
	box := kit.VBox(kit.Bold(words))
	side := func(d labyrinth.Dir, name string) fyne.CanvasObject {
		s := t.walls.Side(d)
		// Two short lines: three of them side by side fit a phone at the
		// largest text.
		label := name + "\nHall"
		if s == labyrinth.Wall {
			label = name + "\nWall"
		}
		btn := widget.NewButton(label, func() {
			ns := labyrinth.Wall
			if s == labyrinth.Wall {
				ns = labyrinth.Hall
			}
			w := t.walls
			w.Set(d, ns)
			if t.instant && !b.p.Do(valor.PlaceTile(t.at, w, t.kind)) {
				return
			}
			t.walls = w
			t.base, t.turn = t.walls, 0
			b.p.Render()
		})
		if s == labyrinth.Wall {
			btn.Importance = widget.HighImportance
		}
		return kit.Tall(btn)
	}
	blank := func() fyne.CanvasObject { return widget.NewLabel("") }
	middle := widget.NewLabelWithStyle(t.kind.Title(), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	middle.Wrapping = fyne.TextWrapWord
	// The cross keeps its three columns: it is the tile's shape.
	kit.Add(box, kit.Columns(3,
		blank(), side(labyrinth.North, "North"), blank(),
		side(labyrinth.West, "West"), kit.Middle(middle), side(labyrinth.East, "East"),
		blank(), side(labyrinth.South, "South"), blank()))
	lay := func() {
		at := t.at
		if b.p.Do(valor.PlaceTile(at, t.walls, t.kind)) {
			l.tile = nil
			l.region = &at
			if !t.fix {
				l.laid = &at
			}
			b.p.Render()
		}
	}
	// The artwork: every kind at once, one tap. It is the last thing
	// read off a new tile, so its tap lays it; a correction waits for
	// Keep, its sides may still change.
	art := kit.Fit(3)
	for _, k := range labyrinth.TileKinds() {
		k := k
		label := b.st.TileTitle(k)
		if !t.fix {
			label = "Lay: " + label
		}
		btn := widget.NewButton(label, func() {
			switch {
			case !t.fix:
				t.kind = k
				lay()
			case t.instant:
				if k != t.kind && b.p.Do(valor.PlaceTile(t.at, t.walls, k)) {
					t.kind = k
					b.p.Render()
				}
			default:
				t.kind = k
				b.p.Render()
			}
		})
		if t.fix && k == t.kind {
			btn.Importance = widget.HighImportance
			btn.Icon = theme.ConfirmIcon()
		}
		kit.Add(art, kit.Tall(btn))
	}
	kit.Add(box, art)
	cancel := widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), func() {
		l.tile = nil
		if t.fix {
			l.region = &t.at
		}
		b.p.Render()
	})
	switch {
	case t.instant:
		done := kit.BigButton("Done", theme.ConfirmIcon(), true, func() { l.tile = nil; b.p.Render() })
		back := widget.NewButtonWithIcon("Take it back", theme.DeleteIcon(), func() {
			if b.p.Do(valor.RemoveTile(t.at)) {
				l.tile = nil
				b.p.Render()
			}
		})
		kit.Add(box, kit.Fit(2, kit.Tall(back), kit.Tall(done)))
	case t.fix:
		kit.Add(box, kit.Fit(2, kit.Tall(cancel), kit.Tall(kit.BigButton("Keep the correction", theme.ConfirmIcon(), true, lay))))
	default:
		kit.Add(box, kit.Tall(cancel))
	}
	m := b.theMap()
	if !m.Fits(t.at, t.walls) {
		kit.Add(box, kit.Note("A side does not meet its neighbour's: a Hall against a Wall counts as a Wall. Turn the tile, or keep it if it lies so on the table."))
	}
	if ors := t.base.Orientations(); len(ors) > 1 {
		kit.Add(box, kit.Tall(widget.NewButtonWithIcon("Turn or flip the tile", theme.ViewRefreshIcon(), func() {
			turn := (t.turn + 1) % len(ors)
			if t.instant && !b.p.Do(valor.PlaceTile(t.at, ors[turn], t.kind)) {
				return
			}
			t.turn, t.walls = turn, ors[turn]
			b.p.Render()
		})))
	}
	return box
}

// regionPanel is an opened region: what stands there, top of the stack
// first, each piece with what can be done to it.
func (b *valorBoard) regionPanel(p labyrinth.Pos) fyne.CanvasObject {
	l := b.local()
	m := b.theMap()
	r := m.At(p)
	close := widget.NewButtonWithIcon("Close", theme.CancelIcon(), func() { l.region, l.laid = nil, nil; b.p.Render() })
	if r == nil {
		l.region = nil
		return kit.VBox(kit.Note("That tile is gone."), kit.Tall(close))
	}
	box := kit.VBox(kit.Bold(valormap.Title(p, r, b.st.TileTitle)))
	// Describe's first lines are the tile, its sides and its tokens; what
	// stands there has its own buttons below.
	lines := valormap.Describe(*r, b.st.TileTitle, b.woundedNames()...)
	n := 2
	if r.Rockfalls > 0 {
		n++
	}
	if r.Bombs > 0 {
		n++
	}
	kit.Add(box, kit.Note(strings.Join(lines[:min(n, len(lines))], ". ")+"."))
	if l.laid != nil && *l.laid == p {
		// Scouting's last steps (000 L423-425, L441): the app keeps the
		// Minions; Treasures and Events stay on the cardboard.
		kit.Add(box, kit.Note("Now draw for its icons (those for more Heroes than play do not count): a Treasure for each Treasure icon, a Minion for each Minion icon (Put a Minion here, bottom one first), and one Event card if any Event icon shows."))
	}
	for _, h := range r.Heroes {
		h := h
		hero, sk, ok := b.st.Standee(h.Name)
		if !ok {
			continue
		}
		pc := &mapPiece{name: h.Name, from: p, hero: hero, sidekick: sk}
		label := fmt.Sprintf("Move %s (%d Health)", h.Name, h.Health)
		if r.Defender == h.Name {
			label += ", Defender"
		}
		move := widget.NewButtonWithIcon(label, theme.NavigateNextIcon(), func() { b.pickUp(pc) })
		kit.Add(box, kit.Tall(move))
	}
	// The Minion stack from its top, the Defender, down; the Villain,
	// always at its bottom, has its own row.
	top, _ := r.MinionDefender()
	for _, name := range r.StackTopFirst()[:len(r.Minions)] {
		kit.Add(box, b.minionRow(p, name, name == top))
	}
	if r.Villain != "" {
		pc := &mapPiece{name: r.Villain, from: p, villain: true}
		kit.Add(box, kit.Tall(widget.NewButtonWithIcon("Move "+r.Villain, theme.NavigateNextIcon(), func() { b.pickUp(pc) })))
	}
	add := widget.NewButtonWithIcon("Put a Minion here…", theme.ContentAddIcon(), func() { b.putMinion(p) })
	more := widget.NewButtonWithIcon("More…", theme.MoreHorizontalIcon(), func() { b.regionMenu(p) })
	kit.Add(box, kit.Fit(2, kit.Tall(add), kit.Tall(more)))
	if b.wv.Active {
		close.SetText("Back to the Villain Round")
	}
	kit.Add(box, kit.Tall(close))
	return box
}

// putMinion asks which Minion card goes on region p and puts it there.
// The setup's last Chump placed (valor.State.ChumpsToPlace), the boards
// come back: the map was opened for it, and the checklist goes on there.
func (b *valorBoard) putMinion(p labyrinth.Pos) {
	last := b.st.ChumpsToPlace() == 1
	pickMinionCard(b.p.App(), "Which Minion?", b.st.SizeDue(), b.p.Render, func(c valor.MinionCard) {
		if b.p.Do(valor.SpawnMinion(c, p)) && last {
			b.showMap(false)
		}
	})
}

// minionRow is one Minion of a stack: its card in a line, then Move,
// Damage and the rest.
func (b *valorBoard) minionRow(p labyrinth.Pos, name string, top bool) fyne.CanvasObject {
	mm, _ := b.st.MapMinion(name)
	c := mm.Card
	line := fmt.Sprintf("%s · %s", name, tracker.UpperFirst(string(c.Size)))
	if mm.Wounded {
		line += fmt.Sprintf(" · Wounded, %d Health", c.WoundedHealth)
	} else {
		line += fmt.Sprintf(" · %d Health, Wounded at %d damage", c.Health, c.Wound)
	}
	if top {
		line += " · on top"
	}
	pc := &mapPiece{name: name, from: p, minion: true}
	move := widget.NewButtonWithIcon("Move", theme.NavigateNextIcon(), func() { b.pickUp(pc) })
	dmg := widget.NewButtonWithIcon("Damage…", theme.ContentRemoveIcon(), func() {
		kit.ShowNumberPad(b.win(), "Damage to "+name, -1, 1, 99, func(n int) { b.p.Do(valor.DamageMinion(name, n)) })
	})
	more := widget.NewButtonWithIcon("More…", theme.MoreHorizontalIcon(), func() {
		flip := "Flip to its Wounded side"
		if mm.Wounded {
			flip = "Flip back to its Fresh side"
		}
		b.menu(name, []menuItem{
			{fmt.Sprintf("Defeated: to the Hero Loot Stash (%d Bounty)", c.Bounty), func() { b.p.Do(valor.DefeatMapMinion(name)) }},
			{flip, func() { b.p.Do(valor.WoundMinion(name, !mm.Wounded)) }},
		})
	})
	return kit.VBox(kit.Bold(line), kit.Fit(3, kit.Tall(move), kit.Tall(dmg), kit.Tall(more)))
}

// regionMenu holds a region's rarer changes: tokens, the tile itself, the
// Villain in the Final Battle.
func (b *valorBoard) regionMenu(p labyrinth.Pos) {
	m := b.theMap()
	r := m.At(p)
	if r == nil {
		return
	}
	l := b.local()
	items := []menuItem{
		{"Add a Rockfall token", func() { b.p.Do(valor.MapTokens(p, valor.TokenRockfall, 1)) }},
		{"Add a Bomb token", func() { b.p.Do(valor.MapTokens(p, valor.TokenBomb, 1)) }},
	}
	if r.Rockfalls > 0 {
		items = append(items, menuItem{"Take a Rockfall token off", func() { b.p.Do(valor.MapTokens(p, valor.TokenRockfall, -1)) }})
	}
	if r.Bombs > 0 {
		items = append(items, menuItem{"Take a Bomb token off", func() { b.p.Do(valor.MapTokens(p, valor.TokenBomb, -1)) }})
	}
	if names := b.st.DefenderChoices(p); len(names) > 0 {
		// The Minions attack the Defender (000 L268); the wizard asks when
		// it matters, this is for a marker set by hand.
		items = append(items, menuItem{"Choose who defends here…", func() {
			kit.Choose(b.win(), "Who defends "+p.String()+"?", names, func(i int) { b.p.Do(valor.SetDefender(p, names[i])) })
		}})
	}
	// A Hero who stands elsewhere, or nowhere yet, comes here; not one
	// Defeated or still joining (valor.HeroesToPlace).
	for _, i := range b.st.HeroesToPlace(p) {
		i := i
		items = append(items, menuItem{b.st.Heroes[i].Name + " stands here", func() { b.p.Do(valor.MoveHero(i, p)) }})
	}
	if b.st.VillainMayStand() && r.Villain == "" {
		items = append(items, menuItem{b.st.Villain.Name + " stands here", func() { b.p.Do(valor.MoveVillain(p)) }})
	}
	items = append(items, menuItem{"Correct the tile's sides or artwork", func() {
		l.region = nil
		l.tile = &tileDraft{at: p, walls: r.Walls, base: r.Walls, kind: r.Tile, fix: true}
		b.p.Render()
	}})
	if ok, _ := b.st.CanRemoveTile(p); ok {
		items = append(items, menuItem{"Take the tile back (laid by mistake)", func() {
			l.region = nil
			b.p.Do(valor.RemoveTile(p))
		}})
	}
	b.menu(valormap.Title(p, r, b.st.TileTitle), items)
}

// pickUp starts a tap-and-tap move.
func (b *valorBoard) pickUp(pc *mapPiece) {
	l := b.local()
	l.moving, l.region = pc, nil
	b.p.Render()
}

// movingPanel asks where the piece picked up goes.
func (b *valorBoard) movingPanel() fyne.CanvasObject {
	l := b.local()
	pc := l.moving
	box := kit.VBox(kit.Bold("Tap where " + pc.name + " goes."))
	kit.Add(box, kit.Note("It stands at "+pc.from.String()+". The app does not check the way: a Move, a Spell or an Event may take it anywhere."))
	if pc.minion {
		kit.Add(box, kit.Note("A Minion goes on top of the stack it joins."))
	}
	kit.Add(box, kit.Tall(widget.NewButtonWithIcon("Cancel the move", theme.CancelIcon(), func() {
		l.moving = nil
		l.region = &pc.from
		b.p.Render()
	})))
	return box
}

// moveTo is the command that moves the piece to p.
func (pc *mapPiece) moveTo(p labyrinth.Pos) tracker.Command {
	switch {
	case pc.minion:
		return valor.MoveMinion(pc.name, p)
	case pc.villain:
		return valor.MoveVillain(p)
	case pc.sidekick:
		return valor.MoveSidekick(pc.hero, p)
	}
	return valor.MoveHero(pc.hero, p)
}
