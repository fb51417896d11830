package valor

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"tableside/data"
	"tableside/tracker"
	"tableside/tracker/valor/labyrinth"
)

// The Labyrinth's map (000 L399-467) as the app keeps it: the tiles, the
// tokens, the Villain in the Final Battle and the Minion stacks are changed
// by the commands here; the Heroes' and Sidekicks' standees follow their
// boards (syncMap): a Defeated Hero leaves the map, one cashed in returns
// to Base Camp, Health is always the board's.

var labFacts = sync.OnceValues(data.Labyrinth)

// needMap refuses map commands outside the Labyrinth or before any tile.
func (s *State) needMap() error {
	if s.Box != BoxLabyrinth {
		return tracker.Refuse("The app keeps the map of Lludwik's Labyrinth only; Minions of Mordak's map stays on the table.")
	}
	if s.Map == nil {
		return tracker.Refuse("No tile is on the app's map yet; place the tiles first (Base Camp and the Starting Regions).")
	}
	return nil
}

// tileAt returns the tile at p, refusing a region with none.
func (s *State) tileAt(p labyrinth.Pos) (*labyrinth.Region, error) {
	if err := s.needMap(); err != nil {
		return nil, err
	}
	if !p.OnMap() {
		return nil, tracker.Refuse("%v is off the map; rows and columns are 0 to %d.", p, labyrinth.Size-1)
	}
	g := s.Map.At(p)
	if g == nil {
		return nil, tracker.Refuse("No tile has been scouted at %v.", p)
	}
	return g, nil
}

var sideNames = [4]string{"north", "east", "south", "west"}

func wallsWords(w labyrinth.Walls) string {
	var halls, walls []string
	for d := labyrinth.North; d <= labyrinth.West; d++ {
		if w.Side(d) == labyrinth.Hall {
			halls = append(halls, sideNames[d])
		} else {
			walls = append(walls, sideNames[d])
		}
	}
	switch {
	case len(walls) == 0:
		return "Halls on every side"
	case len(halls) == 0:
		return "Walls on every side"
	}
	return "Halls " + strings.Join(halls, ", ") + "; Walls " + strings.Join(walls, ", ")
}

// placeTile lays a scouted tile, or corrects one: a Hall that meets a Wall
// counts as a Wall (000 L406, L465-467).
func (s *State) placeTile(e *env, a PlaceTileCmd) (string, error) {
	if s.Box != BoxLabyrinth {
		return "", tracker.Refuse("The app keeps the map of Lludwik's Labyrinth only; Minions of Mordak's map stays on the table.")
	}
	if err := a.validate(); err != nil {
		return "", tracker.Refuse("%s.", tracker.UpperFirst(err.Error()))
	}
	if s.Map == nil {
		s.Map = &labyrinth.Map{}
	}
	g := s.Map.At(a.At)
	words := fmt.Sprintf("Tile at %v: %s", a.At, wallsWords(a.Walls))
	if g == nil {
		s.Map.Regions[a.At.Row][a.At.Col] = &labyrinth.Region{Walls: a.Walls, Tile: a.Tile}
	} else {
		if g.Walls == a.Walls && g.Tile == a.Tile {
			return "", tracker.Refuse("The tile at %v shows that already.", a.At)
		}
		g.Walls, g.Tile = a.Walls, a.Tile
		words = fmt.Sprintf("Tile at %v corrected: %s", a.At, wallsWords(a.Walls))
		// A starting tile corrected after the setup kept it is kept as
		// corrected, for the next game's lay_tiles.
		for i := range s.StartTiles {
			if s.StartTiles[i].At == a.At {
				s.StartTiles[i].Walls, s.StartTiles[i].Tile = a.Walls, a.Tile
			}
		}
	}
	if a.Tile != "" {
		words += "; " + s.TileTitle(a.Tile) // the Fortified Camp's (000 L1235)
	}
	for d := labyrinth.North; d <= labyrinth.West; d++ {
		n := s.Map.At(a.At.Step(d))
		if n != nil && (a.Walls.Side(d) == labyrinth.Hall) != (n.Walls.Side(d.Opposite()) == labyrinth.Hall) {
			words += fmt.Sprintf("; its %s side does not match the tile at %v: the Hall there counts as a Wall", sideNames[d], a.At.Step(d))
		}
	}
	if s.Map.ClosedOff() && s.Day < e.bx.Track.Days {
		words += fmt.Sprintf("; no Hall is left to Scout: the Labyrinth is Closed Off, so the %s skips to Day %d", e.bx.Track.Name, e.bx.Track.Days)
	}
	return words, nil
}

// removeTile takes back a tile placed by mistake; nothing may stand on it.
func (s *State) removeTile(_ *env, a RemoveTileCmd) (string, error) {
	g, err := s.tileAt(a.At)
	if err != nil {
		return "", err
	}
	if len(g.Heroes) > 0 || len(g.Minions) > 0 || g.Villain != "" || g.Rockfalls > 0 || g.Bombs > 0 {
		return "", tracker.Refuse("Something stands on the tile at %v; move it off first.", a.At)
	}
	s.Map.Regions[a.At.Row][a.At.Col] = nil
	if tiles(s.Map) == 0 {
		s.Map, s.Minions, s.Wizard = nil, nil, nil
	}
	return fmt.Sprintf("Tile at %v taken back", a.At), nil
}

// mapTokens puts or takes Rockfall and Bomb tokens; the box has 5 of each
// (000 L982, L1012).
func (s *State) mapTokens(_ *env, a MapTokensCmd) (string, error) {
	g, err := s.tileAt(a.At)
	if err != nil {
		return "", err
	}
	f, err := labFacts()
	if err != nil {
		return "", err
	}
	var have *int
	var name string
	var limit int
	switch a.Token {
	case TokenRockfall:
		have, name, limit = &g.Rockfalls, "Rockfall", f.RockfallTokens
	case TokenBomb:
		have, name, limit = &g.Bombs, "Bomb", f.BombTokens
	default:
		return "", tracker.Refuse("Choose a Rockfall or a Bomb token.")
	}
	total := tokens(s.Map, a.Token)
	switch {
	case a.Delta == 0:
		return "", tracker.Refuse("Choose how many tokens to place or take.")
	case *have+a.Delta < 0:
		return "", tracker.Refuse("%v has %d %s token%s.", a.At, *have, name, plural(*have))
	case total+a.Delta > limit && a.Token == TokenBomb:
		return "", tracker.Refuse("All %d Bombs are on the map: they all explode before another is placed; take them off first.", limit)
	case total+a.Delta > limit:
		return "", tracker.Refuse("All %d Rockfalls are on the map: place none; every tile takes 2 AOE damage instead.", limit)
	}
	old := *have
	*have += a.Delta
	return fmt.Sprintf("%v: %d -> %d %s token%s (%d of %d on the map)", a.At, old, *have, name, plural(*have), total+a.Delta, limit), nil
}

// sidekickMapName is a Sidekick's name on the map: Sidekicks of different
// Heroes may share a name ("Elemental"), names on the map may not.
func sidekickMapName(h *Hero) string {
	return truncName(h.Name + "'s " + h.Sidekick.Name)
}

// truncName cuts n to the longest name the map takes, on a character.
func truncName(n string) string { return truncTo(n, labyrinth.MaxName) }

func truncTo(n string, max int) string {
	if len(n) <= max {
		return n
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(n[cut]) {
		cut--
	}
	return n[:cut]
}

// moveHero moves a Hero's or Sidekick's standee. The app does not check
// the way: Moves, Spells and forced moves all end here.
func (s *State) moveHero(_ *env, a MoveHeroCmd) (string, error) {
	g, err := s.tileAt(a.To)
	if err != nil {
		return "", err
	}
	h, err := s.hero(a.Hero)
	if err != nil {
		return "", err
	}
	name := h.Name
	health := h.Health
	if a.Sidekick {
		if h.Sidekick == nil {
			return "", tracker.Refuse("%s has no Sidekick.", h.Name)
		}
		name, health = sidekickMapName(h), h.Sidekick.Health
	} else if _, err := s.heroOnMap(a.Hero); err != nil {
		return "", err
	}
	from, ok := s.Map.Locate(name)
	if ok && from == a.To {
		return "", tracker.Refuse("%s is at %v already.", name, a.To)
	}
	if ok {
		s.mapDrop(name)
	}
	g.Heroes = append(g.Heroes, labyrinth.Hero{Name: name, Health: health, Sidekick: a.Sidekick})
	if !ok {
		return fmt.Sprintf("%s placed at %v", name, a.To), nil
	}
	return fmt.Sprintf("%s: %v -> %v", name, from, a.To), nil
}

// nearby reports whether b stands in a's region or an adjacent one (000
// L938); true when the app keeps no map or either is not on it.
func (s *State) nearby(a, b string) bool {
	if s.Map == nil {
		return true
	}
	p, ok1 := s.Map.Locate(a)
	q, ok2 := s.Map.Locate(b)
	if !ok1 || !ok2 || p == q {
		return true
	}
	for d := labyrinth.North; d <= labyrinth.West; d++ {
		if n, adj := s.Map.Neighbour(p, d); adj && n == q {
			return true
		}
	}
	return false
}

// mapDrop takes a Hero's or Sidekick's standee off the map, with any
// Defender marker it had.
func (s *State) mapDrop(name string) {
	if s.Map == nil {
		return
	}
	for r := range labyrinth.Size {
		for c := range labyrinth.Size {
			g := s.Map.Regions[r][c]
			if g == nil {
				continue
			}
			g.Heroes = slices.DeleteFunc(g.Heroes, func(x labyrinth.Hero) bool { return x.Name == name })
			if len(g.Heroes) == 0 {
				g.Heroes = nil
			}
			if g.Defender == name {
				g.Defender = ""
			}
		}
	}
}

// tiles counts the tiles on m.
func tiles(m *labyrinth.Map) int {
	n := 0
	for r := range labyrinth.Size {
		for c := range labyrinth.Size {
			if m.Regions[r][c] != nil {
				n++
			}
		}
	}
	return n
}

// tokens counts the Rockfall or Bomb tokens on m.
func tokens(m *labyrinth.Map, token string) int {
	n := 0
	for r := range labyrinth.Size {
		for c := range labyrinth.Size {
			if g := m.Regions[r][c]; g != nil {
				if token == TokenBomb {
					n += g.Bombs
				} else {
					n += g.Rockfalls
				}
			}
		}
	}
	return n
}

// baseCamp is the first Base Camp tile, North to South, West to East.
func (s *State) baseCamp() (labyrinth.Pos, bool) {
	for r := range labyrinth.Size {
		for c := range labyrinth.Size {
			if g := s.Map.Regions[r][c]; g != nil && g.Tile == labyrinth.BaseCamp {
				return labyrinth.Pos{Row: r, Col: c}, true
			}
		}
	}
	return labyrinth.Pos{}, false
}

// syncMap makes the standees follow the boards: a Hero not on the map
// (Defeated, joining, left the game) is taken off; a Hero on the map with
// no standee there stands on Base Camp (000 L202, L337, L1037); a new
// Sidekick stands with its Hero (000 L497); Health is the board's; a
// Defender marker whose Character left is cleared. It returns what it
// placed, for the log.
func (s *State) syncMap() []string {
	if s.Map == nil {
		return nil
	}
	type want struct {
		health   int
		sidekick bool
		hero     int
	}
	exp := map[string]want{}
	var order []string
	for i := range s.Heroes {
		h := &s.Heroes[i]
		if h.onMap() {
			exp[h.Name] = want{h.Health, false, i}
			order = append(order, h.Name)
		}
	}
	for i := range s.Heroes {
		h := &s.Heroes[i]
		if h.Sidekick != nil {
			n := sidekickMapName(h)
			if _, dup := exp[n]; !dup {
				exp[n] = want{h.Sidekick.Health, true, i}
				order = append(order, n)
			}
		}
	}
	seen := map[string]bool{}
	for r := range labyrinth.Size {
		for c := range labyrinth.Size {
			g := s.Map.Regions[r][c]
			if g == nil {
				continue
			}
			var kept []labyrinth.Hero
			for _, x := range g.Heroes {
				w, ok := exp[x.Name]
				if !ok || seen[x.Name] || w.sidekick != x.Sidekick {
					continue
				}
				seen[x.Name] = true
				x.Health = w.health
				kept = append(kept, x)
			}
			g.Heroes = kept
			if g.Defender != "" && !slices.ContainsFunc(kept, func(x labyrinth.Hero) bool { return x.Name == g.Defender }) {
				g.Defender = ""
			}
		}
	}
	base, hasBase := s.baseCamp()
	var notes []string
	for _, n := range order {
		if seen[n] {
			continue
		}
		w := exp[n]
		at, ok := base, hasBase
		if w.sidekick {
			if p, found := s.Map.Locate(s.Heroes[w.hero].Name); found {
				at, ok = p, true
			}
		}
		if !ok {
			continue
		}
		g := s.Map.At(at)
		g.Heroes = append(g.Heroes, labyrinth.Hero{Name: n, Health: w.health, Sidekick: w.sidekick})
		where := fmt.Sprintf("%v", at)
		if g.Tile == labyrinth.BaseCamp {
			where = fmt.Sprintf("%s %v", s.CampName(), at) // 000 L1235
		}
		notes = append(notes, fmt.Sprintf("%s stands on %s", n, where))
	}
	return notes
}

// mapNames are every name on the map and those that acted this Minion
// Step, lowercased: a new Minion takes none of them.
func (s *State) mapNames() map[string]bool {
	names := map[string]bool{strings.ToLower(s.Villain.Name): true}
	for _, h := range s.Heroes {
		names[strings.ToLower(h.Name)] = true
		if h.Sidekick != nil {
			names[strings.ToLower(sidekickMapName(&h))] = true
		}
	}
	for _, m := range s.Minions {
		names[strings.ToLower(m.Name)] = true
	}
	if w := s.Wizard; w != nil && w.Minions != nil {
		for _, n := range w.Minions.Acted {
			names[strings.ToLower(n)] = true
		}
	}
	return names
}

// uniqueName is base, or base with the first number that makes it unique.
func (s *State) uniqueName(base string) string {
	names := s.mapNames()
	base = truncName(strings.TrimSpace(base))
	if !names[strings.ToLower(base)] {
		return base
	}
	for n := 2; ; n++ {
		suffix := fmt.Sprintf(" %d", n)
		cand := truncTo(base, labyrinth.MaxName-len(suffix)) + suffix
		if !names[strings.ToLower(cand)] {
			return cand
		}
	}
}

// minionRec returns the index in s.Minions of the Minion called name.
func (s *State) minionRec(name string) (int, error) {
	if err := s.needMap(); err != nil {
		return 0, err
	}
	for i, m := range s.Minions {
		if m.Name == name {
			return i, nil
		}
	}
	return 0, tracker.Refuse("No Minion called %q is on the map.", name)
}

// spawnMinion puts a Minion card on top of the stack at a region: spawned,
// drawn for a scouted tile, or placed by a card (000 L277, L421, L645).
func (s *State) spawnMinion(e *env, a SpawnMinionCmd) (string, error) {
	if a.Key != "" {
		return s.wizardSpawn(e, a)
	}
	if a.At == nil {
		return "", tracker.Refuse("Tap the region the Minion goes to.")
	}
	return s.putMinion(a.Card, *a.At, a.Name)
}

func (s *State) putMinion(card MinionCard, at labyrinth.Pos, name string) (string, error) {
	g, err := s.tileAt(at)
	if err != nil {
		return "", err
	}
	if err := card.Validate(); err != nil {
		return "", tracker.Refuse("%s.", err)
	}
	if err := checkName("The Minion's name on the map", name, false); err != nil {
		return "", tracker.Refuse("%s.", err)
	}
	if len(s.Minions) >= maxMinions {
		return "", tracker.Refuse("The app counts up to %d Minions on the map.", maxMinions)
	}
	if strings.TrimSpace(name) == "" {
		name = card.Name
	}
	name = s.uniqueName(name)
	card = card.clone()
	card.Name = strings.TrimSpace(card.Name)
	g.Minions = append(g.Minions, card.Engine(name))
	s.Minions = append(s.Minions, MapMinion{Name: name, Card: card})
	return fmt.Sprintf("%s (%s, %d Bounty) on top of the stack at %v", name, SizeTitle(card.Size), card.Bounty, at), nil
}

// moveMinion lays a Minion on top of the stack at to (000 L277, L704).
func (s *State) moveMinion(_ *env, a MoveMinionCmd) (string, error) {
	if _, err := s.minionRec(a.Name); err != nil {
		return "", err
	}
	if _, err := s.tileAt(a.To); err != nil {
		return "", err
	}
	from, _ := s.Map.Locate(a.Name)
	if err := s.Map.MoveMinion(a.Name, a.To); err != nil {
		return "", tracker.Refuse("%s.", err)
	}
	if from == a.To {
		return fmt.Sprintf("%s to the top of the stack at %v", a.Name, a.To), nil
	}
	return fmt.Sprintf("%s: %v -> %v, on top of the stack", a.Name, from, a.To), nil
}

// toBottom puts a Minion at the bottom of its stack: a Wounded Stoneskin
// Minion (000 L1020).
func (s *State) toBottom(name string) {
	p, ok := s.Map.Locate(name)
	if !ok {
		return
	}
	g := s.Map.At(p)
	for k, mn := range g.Minions {
		if mn.Name == name {
			g.Minions = append([]labyrinth.Minion{mn}, slices.Delete(g.Minions, k, k+1)...)
			return
		}
	}
}

// woundMinion flips a Minion to its Wounded side or back (a correction, or
// Regenerate); a Wounded Stoneskin Minion goes to the bottom of its stack
// (000 L302-308, L1020).
func (s *State) woundMinion(_ *env, a WoundMinionCmd) (string, error) {
	i, err := s.minionRec(a.Name)
	if err != nil {
		return "", err
	}
	m := &s.Minions[i]
	if m.Wounded == a.Wounded {
		return "", tracker.Refuse("%s is %s already.", m.Name, map[bool]string{true: "Wounded", false: "Fresh"}[m.Wounded])
	}
	m.Wounded = a.Wounded
	if !a.Wounded {
		return fmt.Sprintf("%s flipped to its Fresh side", m.Name), nil
	}
	words := fmt.Sprintf("%s flipped to its Wounded side (%d Health)", m.Name, m.Card.WoundedHealth)
	if m.Card.Has(MinionStoneskin) {
		s.toBottom(m.Name)
		words += "; Stoneskin: it goes to the bottom of its stack"
	}
	return words, nil
}

// damageMinion deals damage to a Minion: its side's Health Defeats it, the
// Fresh side's Wound value Wounds it, less does nothing and is not kept
// (000 L302-308); a Fresh Stoneskin Minion is only Wounded, to the bottom
// of its stack, and the rest of the damage may hit others there (L1020).
func (s *State) damageMinion(_ *env, a DamageMinionCmd) (string, error) {
	if a.Amount < 1 || a.Amount > MaxHits {
		return "", tracker.Refuse("Type the damage dealt, 1 to %d.", MaxHits)
	}
	return s.hitMinion(a.Name, a.Amount)
}

func (s *State) hitMinion(name string, amount int) (string, error) {
	i, err := s.minionRec(name)
	if err != nil {
		return "", err
	}
	m := s.Minions[i]
	stone := m.Card.Has(MinionStoneskin)
	switch {
	case amount >= m.health() && (m.Wounded || !stone):
		w, err := s.defeatMapMinion(name)
		if err != nil {
			return "", err
		}
		return fmt.Sprintf("%s takes %d damage: %s", name, amount, w), nil
	case !m.Wounded && amount >= m.Card.Wound:
		s.Minions[i].Wounded = true
		words := fmt.Sprintf("%s takes %d damage: Wounded, flip it (%d Health now)", name, amount, m.Card.WoundedHealth)
		if stone {
			s.toBottom(name)
			words += "; Stoneskin: it goes to the bottom of its stack"
			if left := amount - m.Card.Wound; left > 0 {
				words += fmt.Sprintf(" and %d damage is left for other enemies there", left)
			}
			words += ""
		}
		return words, nil
	}
	need := fmt.Sprintf("%d to be Defeated", m.health())
	if !m.Wounded {
		need = fmt.Sprintf("%d to be Wounded", m.Card.Wound)
		if !stone {
			need += fmt.Sprintf(", %d to be Defeated", m.Card.Health)
		}
	}
	return fmt.Sprintf("%s takes %d damage: no effect; it needs %s, and damage is not kept", name, amount, need), nil
}

// defeatMapMinion takes a Minion off the map onto the Hero Loot Stash with
// its card's Bounty, whoever Defeated it (000 L310).
func (s *State) defeatMapMinion(name string) (string, error) {
	i, err := s.minionRec(name)
	if err != nil {
		return "", err
	}
	if len(s.HeroStash.Minions) >= MaxStash {
		return "", tracker.Refuse("The app counts up to %d cards on a Loot Stash.", MaxStash)
	}
	m := s.Minions[i]
	s.removeMinion(name)
	s.HeroStash.Minions = append(s.HeroStash.Minions, Minion{Name: m.Name, Bounty: m.Card.Bounty, Size: m.Card.Size})
	if s.Roll != nil {
		s.Roll.Defeats++
	}
	return fmt.Sprintf("%s (%d Bounty) Defeated, off the map onto the Hero Loot Stash", m.Name, m.Card.Bounty), nil
}

// removeMinion takes a Minion off the map; if it was acting in the Minion
// Step, its turn is over.
func (s *State) removeMinion(name string) {
	s.Minions = slices.DeleteFunc(s.Minions, func(m MapMinion) bool { return m.Name == name })
	if len(s.Minions) == 0 {
		s.Minions = nil
	}
	if p, ok := s.Map.Locate(name); ok {
		g := s.Map.At(p)
		g.Minions = slices.DeleteFunc(g.Minions, func(m labyrinth.Minion) bool { return m.Name == name })
		if len(g.Minions) == 0 {
			g.Minions = nil
		}
	}
	if w := s.Wizard; w != nil && w.Minions != nil && w.Minions.Turn != nil && w.Minions.Turn.Minion == name {
		w.Minions.finishTurn(name)
	}
}

// setDefender names the Hero or Sidekick defending a region this round,
// or clears the marker (000 L268, L275).
func (s *State) setDefender(_ *env, a SetDefenderCmd) (string, error) {
	g, err := s.tileAt(a.At)
	if err != nil {
		return "", err
	}
	if a.Name == "" {
		if g.Defender == "" {
			return "", tracker.Refuse("No Defender marker is at %v.", a.At)
		}
		g.Defender = ""
		return fmt.Sprintf("Defender marker at %v cleared", a.At), nil
	}
	if !slices.ContainsFunc(g.Heroes, func(h labyrinth.Hero) bool { return h.Name == a.Name }) {
		return "", tracker.Refuse("%s is not at %v; the Defender is one of the Heroes and Sidekicks there.", a.Name, a.At)
	}
	if g.Defender == a.Name {
		return "", tracker.Refuse("%s defends %v already.", a.Name, a.At)
	}
	g.Defender = a.Name
	return fmt.Sprintf("%s defends %v this round", a.Name, a.At), nil
}

// clearDefenders clears every Defender marker (000 L521, L735, L889).
func (s *State) clearDefenders() {
	if s.Map == nil {
		return
	}
	for r := range labyrinth.Size {
		for c := range labyrinth.Size {
			if g := s.Map.Regions[r][c]; g != nil {
				g.Defender = ""
			}
		}
	}
}

// moveVillain places the Villain on the map as the Final Battle begins, or
// moves it as a Battle card says (000 L766, L869); it is always under the
// Minion stack (000 L273, L883).
func (s *State) moveVillain(_ *env, a MoveVillainCmd) (string, error) {
	g, err := s.tileAt(a.To)
	if err != nil {
		return "", err
	}
	if !s.Final {
		return "", tracker.Refuse("%s enters the map when the Final Battle begins.", s.Villain.Name)
	}
	if g.Villain != "" {
		return "", tracker.Refuse("%s is at %v already.", s.Villain.Name, a.To)
	}
	from, ok := s.villainAt()
	if ok {
		s.Map.At(from).Villain = ""
	}
	g.Villain = s.Villain.Name
	if !ok {
		return fmt.Sprintf("%s placed at %v, under any Minion stack", s.Villain.Name, a.To), nil
	}
	return fmt.Sprintf("%s: %v -> %v", s.Villain.Name, from, a.To), nil
}

func (s *State) villainAt() (labyrinth.Pos, bool) {
	if s.Map == nil {
		return labyrinth.Pos{}, false
	}
	for r := range labyrinth.Size {
		for c := range labyrinth.Size {
			if g := s.Map.Regions[r][c]; g != nil && g.Villain != "" {
				return labyrinth.Pos{Row: r, Col: c}, true
			}
		}
	}
	return labyrinth.Pos{}, false
}

// minionCosts records the Corruption costs on the Minion deck covers
// (000 L637), which the Villain Round's Corruption roll spends.
func (s *State) minionCosts(_ *env, a MinionCostsCmd) (string, error) {
	if s.Box != BoxLabyrinth {
		return "", tracker.Refuse("Mordak spawns Minions himself; the Labyrinth's Corruption roll uses these costs.")
	}
	if err := a.Costs.validate(); err != nil {
		return "", tracker.Refuse("%s.", err)
	}
	if s.MinionCosts != nil && *s.MinionCosts == a.Costs {
		return "", tracker.Refuse("The costs are those already.")
	}
	c := a.Costs
	s.MinionCosts = &c
	return fmt.Sprintf("Minion deck costs: Chump %d, Elite %d, Boss %d Hits", c.Chump, c.Elite, c.Boss), nil
}

// checkMap reports what is wrong with the map and its Minions.
func (s *State) checkMap() error {
	if err := s.checkStartTiles(); err != nil {
		return err
	}
	if s.Map == nil {
		switch {
		case len(s.Minions) > 0:
			return errors.New("the Minions listed have no map")
		case s.Wizard != nil:
			return errors.New("the Villain Round wizard runs without a map")
		}
		return s.checkCosts()
	}
	if s.Box != BoxLabyrinth {
		return errors.New("a Minions of Mordak game has no map in the app")
	}
	if tiles(s.Map) == 0 {
		return errors.New("the map has no tile")
	}
	if err := s.Map.Check(); err != nil {
		return fmt.Errorf("the map: %w", err)
	}
	// The standees must be where syncMap leaves them.
	c := State{Heroes: s.Heroes, Map: s.Map.Clone()}
	c.syncMap()
	a, _ := json.Marshal(s.Map)
	b, _ := json.Marshal(c.Map)
	if string(a) != string(b) {
		return errors.New("the Heroes and Sidekicks on the map do not match their boards")
	}
	if p, ok := s.villainAt(); ok && (!s.Final || s.Map.At(p).Villain != s.Villain.Name) {
		return errors.New("a Villain is on the map outside the Final Battle, or under another name")
	}
	if len(s.Minions) > maxMinions {
		return fmt.Errorf("%d Minions are on the map; the app counts up to %d", len(s.Minions), maxMinions)
	}
	recs := map[string]MapMinion{}
	for _, m := range s.Minions {
		if err := m.Card.Validate(); err != nil {
			return err
		}
		if _, dup := recs[m.Name]; dup {
			return fmt.Errorf("two Minions are called %s", m.Name)
		}
		recs[m.Name] = m
	}
	on := 0
	for r := range labyrinth.Size {
		for col := range labyrinth.Size {
			g := s.Map.Regions[r][col]
			if g == nil {
				continue
			}
			for _, mn := range g.Minions {
				m, ok := recs[mn.Name]
				if !ok {
					return fmt.Errorf("the Minion %s on the map has no card", mn.Name)
				}
				if !sameMinion(m.Card.Engine(mn.Name), mn) {
					return fmt.Errorf("the Minion %s on the map does not match its card", mn.Name)
				}
				on++
			}
		}
	}
	if on != len(s.Minions) {
		return errors.New("a Minion card is listed that is not on the map")
	}
	return s.checkCosts()
}

func (s *State) checkCosts() error {
	if s.MinionCosts == nil {
		return nil
	}
	if s.Box != BoxLabyrinth {
		return errors.New("a Minions of Mordak game has no Minion deck costs")
	}
	return s.MinionCosts.validate()
}

func sameMinion(a, b labyrinth.Minion) bool {
	return a.Name == b.Name && a.Size == b.Size && a.Actions == b.Actions &&
		slices.Equal(a.Attacks, b.Attacks) && slices.Equal(a.Abilities, b.Abilities)
}

// Standee is the Hero, or the Hero's Sidekick, whose standee on the map is
// called name; ok is false for a name that is no standee (a Minion).
func (s State) Standee(name string) (hero int, sidekick bool, ok bool) {
	for i := range s.Heroes {
		h := &s.Heroes[i]
		if h.Name == name {
			return i, false, true
		}
		if h.Sidekick != nil && sidekickMapName(h) == name {
			return i, true, true
		}
	}
	return 0, false, false
}

// MapMinion is the card of the Minion called name on the map.
func (s State) MapMinion(name string) (MapMinion, bool) {
	for _, m := range s.Minions {
		if m.Name == name {
			return m, true
		}
	}
	return MapMinion{}, false
}

// checkStartTiles reports what is wrong with the starting tiles kept for
// the next game: each a tile PlaceTile would lay, each place once.
func (s *State) checkStartTiles() error {
	if len(s.StartTiles) == 0 {
		return nil
	}
	if s.Box != BoxLabyrinth || len(s.StartTiles) > labyrinth.Size*labyrinth.Size {
		return errors.New("the starting tiles kept do not fit a Labyrinth map")
	}
	seen := map[labyrinth.Pos]bool{}
	for _, t := range s.StartTiles {
		if err := t.validate(); err != nil {
			return fmt.Errorf("a starting tile kept: %w", err)
		}
		if seen[t.At] {
			return fmt.Errorf("two starting tiles kept at %v", t.At)
		}
		seen[t.At] = true
	}
	return nil
}

// validate says, in the player's words, what is wrong with a tile to lay.
func (t PlaceTileCmd) validate() error {
	if !t.At.OnMap() {
		return fmt.Errorf("%v is off the map; rows and columns are 0 to %d", t.At, labyrinth.Size-1)
	}
	for d := labyrinth.North; d <= labyrinth.West; d++ {
		if sd := t.Walls.Side(d); sd != labyrinth.Hall && sd != labyrinth.Wall {
			return fmt.Errorf("tap the tile's %s side: a Hall or a Wall", sideNames[d])
		}
	}
	switch t.Tile {
	case "", labyrinth.Portal, labyrinth.BaseCamp, labyrinth.Dojo, labyrinth.Mountain:
		return nil
	}
	return errors.New("a tile is plain, a Portal, Base Camp, a Dojo or a Mountain")
}
