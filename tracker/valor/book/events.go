package book

import (
	"fmt"
	"slices"
	"strings"

	"tableside/decks"
	"tableside/tracker"
)

// addEvents enters the current Act's Event packets, each sleeved side A
// up; a Special or Conclusion Event is set aside (000 L187-191).
func (s *State) addEvents(c AddEventsCmd) (string, error) {
	if s.Complete {
		return "", tracker.Refuse("The campaign is complete (Act 8 is over); put Quest Events in the Quest Pool instead.")
	}
	if o := s.open(); o != nil && o.Quest {
		return "", tracker.Refuse("A Quest is being played, and its Events come from the Quest Pool; enter the Act's Events after it.")
	}
	added, err := s.newPackets(c.Events, false)
	if err != nil {
		return "", err
	}
	var aside []string
	for _, e := range added {
		if e.Place == decks.PlaceAside {
			aside = append(aside, e.Title)
		}
	}
	words := fmt.Sprintf("Act %d Events: %s entered; the deck holds %s", s.Act, plural(len(added), "packet"), leftWords(decks.Left(s.playing())))
	if len(aside) > 0 {
		words += "; set aside: " + strings.Join(aside, ", ") + ""
	}
	return words, nil
}

// addToPool puts packets in the Quest Pool (000 L946).
func (s *State) addToPool(c AddEventsCmd) (string, error) {
	added, err := s.newPackets(c.Events, true)
	if err != nil {
		return "", err
	}
	var names []string
	for _, e := range added {
		names = append(names, e.Title)
	}
	return fmt.Sprintf("Quest Pool: %s added (%s in the pool)", strings.Join(names, ", "), plural(len(s.InPlace(decks.PlacePool)), "packet")), nil
}

// newPackets sleeves the packets of list for the current Act, or for the
// Quest Pool. One title is one packet: Events that share a title share a
// sleeve (000 L190).
func (s *State) newPackets(list []NewEvent, quest bool) ([]*Event, error) {
	switch {
	case len(list) == 0:
		return nil, tracker.Refuse("Enter at least one Event: its title, tier and how many cards share its sleeve.")
	case len(list) > MaxAdd:
		return nil, tracker.Refuse("Enter at most %d Events at a time; there are %d.", MaxAdd, len(list))
	case len(s.Events)+len(list) > MaxPackets:
		return nil, tracker.Refuse("The book keeps at most %d Event packets and holds %d.", MaxPackets, len(s.Events))
	}
	seen := map[string]bool{}
	for i := range s.Events {
		if e := &s.Events[i]; s.sameSet(e, quest) {
			seen[strings.ToLower(e.Title)] = true
		}
	}
	first := len(s.Events)
	for i, n := range list {
		p, err := decks.NewPacket(n.Title, n.Tier, n.Cards, n.Special)
		if err != nil {
			return nil, tracker.Refuse("Event %d: %s.", i+1, err)
		}
		key := strings.ToLower(p.Title)
		if seen[key] {
			return nil, tracker.Refuse("%s is entered already. Events with the same title share one sleeve: enter it once, with all its cards.", p.Title)
		}
		seen[key] = true
		e := Event{ID: s.NextID, Packet: p}
		if quest {
			e.Quest = true
			e.Move(decks.PlacePool)
		} else {
			e.Act = s.Act
		}
		s.NextID++
		s.Events = append(s.Events, e)
	}
	var out []*Event
	for i := first; i < len(s.Events); i++ {
		out = append(out, &s.Events[i])
	}
	return out, nil
}

// sameSet reports whether e is in the set new packets join: the Quest
// Pool's packets, or the current Act's.
func (s *State) sameSet(e *Event, quest bool) bool {
	if quest {
		return e.Quest
	}
	return !e.Quest && e.Act == s.Act
}

// removeEvent takes a packet entered by mistake out of the book, while it
// has never been drawn.
func (s *State) removeEvent(c PacketCmd) (string, error) {
	e, err := s.event(c.Packet)
	if err != nil {
		return "", err
	}
	pool := e.Place == decks.PlacePool
	switch {
	case !pool && !s.inPlay(e):
		return "", tracker.Refuse("%s is %s from Act %d; it stays in the book.", e.Title, e.Place.Where(), e.Act)
	case !pool && e.Place != decks.PlaceDeck && e.Place != decks.PlaceAside, e.Side != decks.SideA, len(e.Choices) > 0:
		return "", tracker.Refuse("%s has been drawn (it is %s, side %s up); it stays in the book. Move it instead.", e.Title, e.Place.Where(), e.Side)
	}
	i := slices.IndexFunc(s.Events, func(x Event) bool { return x.ID == c.Packet })
	title := e.Title
	s.Events = slices.Delete(s.Events, i, i+1)
	if len(s.Events) == 0 {
		s.Events = nil
	}
	if pool {
		return title + ": taken out of the Quest Pool", nil
	}
	return fmt.Sprintf("%s: taken out of Act %d's Events", title, s.Act), nil
}

// move changes a packet's place or side as an Event's instructions say
// (000 L473-481).
func (s *State) move(c MoveCmd) (string, error) { return s.movePacket(c, false) }

// readStash records a stashed Event read at the Level Up Step and the
// choice the players made (000 L479).
func (s *State) readStash(c MoveCmd) (string, error) { return s.movePacket(c, true) }

func (s *State) movePacket(c MoveCmd, reading bool) (string, error) {
	e, err := s.event(c.Packet)
	if err != nil {
		return "", err
	}
	o := s.open()
	switch {
	case e.Place == decks.PlacePool:
		return "", tracker.Refuse("%s is in the Quest Pool; Quest Events come out of it at random as a Quest is set up.", e.Title)
	case !s.inPlay(e):
		return "", tracker.Refuse("%s is not part of this game (it is %s); it stays as it is.", e.Title, e.Place.Where())
	}
	from, to := e.Place, c.To
	if to == "" {
		to = from
	}
	if !to.Valid() {
		return "", tracker.Refuse("%q is not a place for a packet: say the deck, drawn, the Stash, marked, set aside, the Archive or the box.", to)
	}
	if reading {
		switch {
		case from != decks.PlaceStash:
			return "", tracker.Refuse("%s is not in the Hero Stash (it is %s); the Level Up Step reads the Stash's Events.", e.Title, from.Where())
		case !e.ToRead:
			return "", tracker.Refuse("%s is not waiting to be read: each Level Up Step reads the Hero Stash once. Begin the Level Up Step first.", e.Title)
		}
	}
	side := e.Side
	if c.Side != "" {
		if !e.HasSide(c.Side) {
			return "", tracker.Refuse("%s has the sides %s to %s; there is no side %q.", e.Title, decks.SideA, e.Sides()[len(e.Sides())-1], c.Side)
		}
		side = c.Side
	}
	choice, err := text("The choice", c.Choice, false, MaxText)
	if err != nil {
		return "", err
	}
	inGame := to == decks.PlaceDrawn || to == decks.PlaceStash || to == decks.PlaceMarked
	switch {
	case to == decks.PlacePool:
		return "", tracker.Refuse("Quest packets go back to the Quest Pool by themselves when the Quest session ends.")
	case inGame && o == nil:
		return "", tracker.Refuse("Events are drawn and resolved during a game; start the session first.")
	case from == decks.PlaceArchive && to == decks.PlaceArchive && side != e.Side:
		return "", tracker.Refuse("%s stays in the Event Archive on the side it ended on, %s.", e.Title, e.Side)
	case c.Icons != nil && to != decks.PlaceArchive:
		return "", tracker.Refuse("Judgment icons are entered as a packet goes into the Event Archive; enter them for %s with the icons action.", e.Title)
	case c.Icons != nil && (c.Icons.Plus < 0 || c.Icons.Plus > MaxIcons || c.Icons.Minus < 0 || c.Icons.Minus > MaxIcons):
		return "", tracker.Refuse("Count 0 to %d icons of each kind at the bottom of the card.", MaxIcons)
	case to != decks.PlaceMarked && (c.Marker != 0 || c.Hero != ""):
		return "", tracker.Refuse("Only a packet marked on a Hero takes a marker and a Hero.")
	case to != decks.PlaceDeck && c.At != "":
		return "", tracker.Refuse("Only a packet going back into the Event deck takes a place in it.")
	case !reading && to == from && side == e.Side && c.Icons == nil && choice == "" && to != decks.PlaceDeck && to != decks.PlaceMarked:
		return "", tracker.Refuse("%s is already %s with side %s up; nothing changes.", e.Title, from.Where(), side)
	}
	hero := ""
	switch to {
	case decks.PlaceDrawn:
		if d := s.drawn(); d != nil && d != e {
			return "", tracker.Refuse("%s is drawn and being resolved; say where it goes before drawing another.", d.Title)
		}
		if from == decks.PlaceDeck {
			next := decks.NextDraw(s.playing())
			if !slices.Contains(next, &e.Packet) {
				return "", tracker.Refuse("%s", notOnTop(e, next))
			}
		}
	case decks.PlaceMarked:
		if c.Marker < 1 || c.Marker > Markers {
			return "", tracker.Refuse("Choose a marker from 1 to %d.", Markers)
		}
		for i := range s.Events {
			if x := &s.Events[i]; x != e && x.Place == decks.PlaceMarked && x.Marker == c.Marker && s.inPlay(x) {
				return "", tracker.Refuse("Marker %d is on %s for %s already; choose another marker.", c.Marker, x.Hero, x.Title)
			}
		}
		if hero = o.heroAtTable(c.Hero); hero == "" {
			return "", tracker.Refuse("%q is not a Hero in this game (%s); mark one of them.", strings.TrimSpace(c.Hero), strings.Join(o.Heroes, ", "))
		}
	}

	old, was := e.Side, fromWords(e)
	e.Side = side
	switch {
	case to == decks.PlaceDeck:
		if err := decks.PutBack(s.playing(), &e.Packet, c.At); err != nil {
			return "", tracker.Refuse("%s.", err)
		}
	case to == decks.PlaceMarked:
		if err := e.Mark(c.Marker, hero); err != nil {
			return "", tracker.Refuse("%s.", err)
		}
	case to != from:
		e.Move(to)
	}
	if to != decks.PlaceStash || reading {
		e.ToRead = false
	}
	if to == decks.PlaceDrawn {
		e.Seen = true
	}
	if c.Icons != nil {
		e.setFace(Face{Side: side, Plus: c.Icons.Plus, Minus: c.Icons.Minus})
	}
	if choice != "" {
		e.Choices = append(e.Choices, choice)
		if len(e.Choices) > MaxChoices {
			e.Choices = slices.Clone(e.Choices[len(e.Choices)-MaxChoices:])
		}
	}

	var parts []string
	if reading {
		parts = append(parts, fmt.Sprintf("read at the Level Up Step, side %s", old))
	}
	if choice != "" {
		parts = append(parts, fmt.Sprintf("chose %q", choice))
	}
	if side != old {
		parts = append(parts, fmt.Sprintf("side %s -> %s", old, side))
	}
	parts = append(parts, s.placeWords(e, from, to, was, c))
	words := e.Title + ": " + strings.Join(parts, ", ")
	if to == decks.PlaceDrawn && from == decks.PlaceDeck && decks.InDeck(s.playing()) == 0 {
		o.FinalEvent = true
		words += "; that was the last Event of the deck: in most Missions the Final Battle begins now, and Event icons are ignored from now on"
	}
	return words, nil
}

// placeWords says where a packet went; was says where it came from
// (see fromWords).
func (s *State) placeWords(e *Event, from, to decks.Place, was string, c MoveCmd) string {
	if to == from && to != decks.PlaceDeck && to != decks.PlaceMarked {
		w := "stays " + to.Where()
		if to == decks.PlaceArchive && c.Icons != nil {
			w += fmt.Sprintf(" (%d +1 and %d -1 icons)", c.Icons.Plus, c.Icons.Minus)
		}
		return w
	}
	switch to {
	case decks.PlaceDrawn:
		if from == decks.PlaceDeck {
			left := 0
			for _, t := range decks.Left(s.playing()) {
				if t.Tier == e.Tier {
					left = t.Left
				}
			}
			return fmt.Sprintf("drawn from the Event deck (tier %s: %d left)", e.Tier, left)
		}
		return "drawn " + was
	case decks.PlaceStash:
		return "into the Hero Stash"
	case decks.PlaceMarked:
		return fmt.Sprintf("marked on %s as %d", e.Hero, e.Marker)
	case decks.PlaceAside:
		return "set aside"
	case decks.PlaceArchive:
		w := "into the Event Archive"
		if c.Icons != nil {
			w += fmt.Sprintf(" (%d +1 and %d -1 icons)", c.Icons.Plus, c.Icons.Minus)
		}
		return w
	case decks.PlaceDeck:
		switch c.At {
		case decks.AtTop:
			return "back on top of the Event deck"
		case decks.AtBottom:
			return "back at the bottom of the Event deck"
		}
		return fmt.Sprintf("shuffled back into the Event deck's tier %s pile", e.Tier)
	}
	return "back in the box"
}

// fromWords says where a packet was before it moved: "from the Hero
// Stash", "from Rowan's marker 2".
func fromWords(e *Event) string {
	switch e.Place {
	case decks.PlaceMarked:
		return fmt.Sprintf("from %s's marker %d", e.Hero, e.Marker)
	case decks.PlaceAside:
		return "from where it was set aside"
	}
	return "from " + strings.TrimPrefix(e.Place.Where(), "in ")
}

// notOnTop says which packets may be drawn instead of e.
func notOnTop(e *Event, next []*decks.Packet) string {
	if len(next) == 0 {
		return fmt.Sprintf("The Event deck is empty; %s is not in it.", e.Title)
	}
	var names []string
	for _, p := range next {
		names = append(names, p.Title)
	}
	top := names[0]
	if len(next) > 1 {
		top = fmt.Sprintf("one of %s", strings.Join(names, ", "))
	}
	return fmt.Sprintf("The top of the Event deck is %s; %s (tier %s) lies deeper. Draw the top packet.", top, e.Title, e.Tier)
}

// drawn returns the packet in play being resolved, or nil.
func (s *State) drawn() *Event {
	for i := range s.Events {
		if e := &s.Events[i]; e.Place == decks.PlaceDrawn && s.inPlay(e) {
			return e
		}
	}
	return nil
}

// levelUp begins a Level Up Step's reading: every Event in the Hero Stash
// waits to be read, in any order (000 L479, L518).
func (s *State) levelUp(LevelUpCmd) (string, error) {
	if s.open() == nil {
		return "", tracker.Refuse("The Level Up Step is part of a game; start the session first.")
	}
	var names []string
	for i := range s.Events {
		if e := &s.Events[i]; e.Place == decks.PlaceStash && s.inPlay(e) {
			e.ToRead = true
			names = append(names, e.Name())
		}
	}
	if len(names) == 0 {
		return "Level Up Step: the Hero Stash holds no Event to read", nil
	}
	return fmt.Sprintf("Level Up Step: the Lead Hero reads %s in the Hero Stash, in any order, stopping at each choice: %s", plural(len(names), "Event"), strings.Join(names, ", ")), nil
}

// icons enters the judgment icons at the bottom of one side of a packet
// (000 L1163-1164).
func (s *State) icons(c IconsCmd) (string, error) {
	e, err := s.event(c.Packet)
	if err != nil {
		return "", err
	}
	side := c.Side
	if side == "" {
		side = e.Side
	}
	switch {
	case !e.HasSide(side):
		return "", tracker.Refuse("%s has the sides %s to %s; there is no side %q.", e.Title, decks.SideA, e.Sides()[len(e.Sides())-1], side)
	case c.Plus < 0 || c.Plus > MaxIcons || c.Minus < 0 || c.Minus > MaxIcons:
		return "", tracker.Refuse("Count 0 to %d icons of each kind at the bottom of the card.", MaxIcons)
	}
	e.setFace(Face{Side: side, Plus: c.Plus, Minus: c.Minus})
	return fmt.Sprintf("%s, side %s: %d +1 and %d -1 icons", e.Title, side, c.Plus, c.Minus), nil
}

// setFace records f, keeping the faces in side order.
func (e *Event) setFace(f Face) {
	i, found := slices.BinarySearchFunc(e.Faces, f.Side, func(x Face, s decks.Side) int { return x.Side.Index() - s.Index() })
	if found {
		e.Faces[i] = f
		return
	}
	e.Faces = slices.Insert(e.Faces, i, f)
}

// questDraw draws random Events from the Quest Pool into the Quest's
// Event deck, side A up (000 L194).
func (s *State) questDraw(c QuestDrawCmd) (string, error) {
	o := s.open()
	switch {
	case o == nil || !o.Quest:
		return "", tracker.Refuse("Quest Events are drawn as a Quest is set up: start a Quest session first.")
	case c.Count < 1 || c.Count > MaxQuestDraw:
		return "", tracker.Refuse("Draw 1 to %d Events at a time.", MaxQuestDraw)
	case c.Tier != "" && !c.Tier.Valid():
		return "", tracker.Refuse("%q is not a tier: say TOP, I, II, III or BOT, or none for any tier.", c.Tier)
	}
	var pool decks.Pile[int]
	for i := range s.Events {
		if e := &s.Events[i]; e.Place == decks.PlacePool && (c.Tier == "" || e.Tier == c.Tier) {
			pool.PutBottom(i)
		}
	}
	kind := "Events"
	if c.Tier != "" {
		kind = fmt.Sprintf("tier %s Events", c.Tier)
	}
	if pool.Len() < c.Count {
		return "", tracker.Refuse("The Quest Pool holds %d %s; the Mission asks for %d. Add Events to the pool, or draw fewer.", pool.Len(), kind, c.Count)
	}
	var names []string
	for range c.Count {
		i, _ := pool.TakeRandom(&s.Rand)
		e := &s.Events[i]
		e.Side = decks.SideA
		if e.Special {
			e.Move(decks.PlaceAside)
		} else if err := decks.PutBack(s.playing(), &e.Packet, decks.AtTier); err != nil {
			return "", tracker.Refuse("%s.", err)
		}
		names = append(names, e.Title)
	}
	return fmt.Sprintf("Quest: %d random %s from the Quest Pool: %s; the deck holds %s", c.Count, kind, strings.Join(names, ", "), leftWords(decks.Left(s.playing()))), nil
}

// leftWords lists the packets left per tier: "TOP 1, I 3, BOT 1".
func leftWords(left []decks.TierCount) string {
	var parts []string
	for _, t := range left {
		if t.Left > 0 {
			parts = append(parts, fmt.Sprintf("%s %d", t.Tier, t.Left))
		}
	}
	if len(parts) == 0 {
		return "no packet"
	}
	return strings.Join(parts, ", ")
}
