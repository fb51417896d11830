package book

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tableside/decks"
	"tableside/tracker/valor"
)

// Queries: what the UI shows and offers, so that no rule lives in the UI.
// They return copies; changing them changes nothing.

// Playing returns the session being played.
func (s State) Playing() (Session, bool) {
	if o := s.open(); o != nil {
		c := *o
		c.Heroes = slices.Clone(o.Heroes)
		return c, true
	}
	return Session{}, false
}

// Packet returns packet id.
func (s State) Packet(id int) (Event, bool) {
	for _, e := range s.Events {
		if e.ID == id {
			return e.copy(), true
		}
	}
	return Event{}, false
}

// Packets lists the packets of the game at hand (the current Act's, or
// the Quest's while one is played), by tier and title.
func (s State) Packets() []Event {
	return s.list(func(e *Event) bool { return s.inPlay(e) })
}

// InPlace lists the packets at place: the whole Event Archive or the
// whole Quest Pool, else those of the game at hand; by tier and title.
func (s State) InPlace(place decks.Place) []Event {
	return s.list(func(e *Event) bool {
		if e.Place != place {
			return false
		}
		return place == decks.PlaceArchive || place == decks.PlacePool || s.inPlay(e)
	})
}

func (s State) list(keep func(*Event) bool) []Event {
	var out []Event
	for i := range s.Events {
		if e := &s.Events[i]; keep(e) {
			out = append(out, e.copy())
		}
	}
	slices.SortStableFunc(out, func(a, b Event) int {
		return cmp.Or(cmp.Compare(a.Tier.Rank(), b.Tier.Rank()), cmp.Compare(a.Title, b.Title), cmp.Compare(a.ID, b.ID))
	})
	return out
}

func (e Event) copy() Event {
	e.Faces = slices.Clone(e.Faces)
	e.Choices = slices.Clone(e.Choices)
	return e
}

// StackPile is one pile of the Event deck to build: its packets, to be
// shuffled together when there are more than one (000 L192).
type StackPile struct {
	// Tier is the packets' tier; "" when a put-back mixed them.
	Tier    decks.Tier `json:"tier,omitempty"`
	Events  []Event    `json:"events"`
	Shuffle bool       `json:"shuffle,omitempty"`
}

// StackingOrder lists the Event deck's piles top first: TOP > I > II >
// III > BOT, each tier shuffled on its own (000 L192). The Special and
// Conclusion Events set aside are InPlace(decks.PlaceAside).
func (s State) StackingOrder() []StackPile {
	var out []StackPile
	for _, g := range decks.Groups(s.playing()) {
		p := StackPile{Tier: g.Tier, Shuffle: len(g.Packets) > 1}
		for _, pk := range g.Packets {
			p.Events = append(p.Events, s.owner(pk).copy())
		}
		out = append(out, p)
	}
	return out
}

// owner returns the Event holding p.
func (s *State) owner(p *decks.Packet) *Event {
	for i := range s.Events {
		if &s.Events[i].Packet == p {
			return &s.Events[i]
		}
	}
	return nil
}

// NextDraw lists the packets that may lie on top of the Event deck: the
// ones a draw can reveal (000 L473). Empty when no Event is left, and then
// Event icons are ignored (000 L425).
func (s State) NextDraw() []Event {
	var out []Event
	for _, p := range decks.NextDraw(s.playing()) {
		out = append(out, s.owner(p).copy())
	}
	return out
}

// Left counts the packets left in the Event deck per tier, TOP first.
func (s State) Left() []decks.TierCount { return decks.Left(s.playing()) }

// EventsLeft counts the packets left in the Event deck.
func (s State) EventsLeft() int { return decks.InDeck(s.playing()) }

// Drawn returns the packet being resolved.
func (s State) Drawn() (Event, bool) {
	if e := s.drawn(); e != nil {
		return e.copy(), true
	}
	return Event{}, false
}

// StashToRead lists the Hero Stash's Events still to read in this Level
// Up Step (000 L479); each is read with ReadStash.
func (s State) StashToRead() []Event {
	return s.list(func(e *Event) bool { return e.ToRead && s.inPlay(e) })
}

// FinalEventRevealed reports whether the session being played drew the
// last packet of its Event deck: in most Missions the Final Battle begins
// (000 L766).
func (s State) FinalEventRevealed() bool {
	o := s.open()
	return o != nil && o.FinalEvent
}

// MarkersFree lists the numbered markers no packet in play uses (000 L477).
func (s State) MarkersFree() []int {
	var out []int
	for n := 1; n <= Markers; n++ {
		if !slices.ContainsFunc(s.Events, func(e Event) bool { return e.Place == decks.PlaceMarked && e.Marker == n && s.inPlay(&e) }) {
			out = append(out, n)
		}
	}
	return out
}

// EndActPreview is what ending the Act with bounty more Bounty would
// give: the Hoard's total, the Supplies and the chart's column (-1 when
// none is met), as EndAct will (000 L1118).
func (s State) EndActPreview(bounty int) (total, supplies, column int) {
	total = min(MaxHoard, s.Hoard+max(0, bounty))
	supplies, column = SuppliesFor(s.Chart, total)
	return total, supplies, column
}

// CanBuyUpgrades says why upgrades cannot be bought now, or nil when they
// can: between Acts (000 L1122).
func (s State) CanBuyUpgrades() error { return s.buyCheck() }

// StartReminders lists what to do as a game of the current Act is set up:
// each Base Camp upgrade bought (000 L1130, L1235-1237) and, for the
// Heroes of the session being played, their Talent cards (000 L207,
// L1066).
func (s State) StartReminders() []string {
	var out []string
	for _, u := range s.Upgrades {
		what := cmp.Or(u.Reminder, known(u), u.Benefit, "apply its benefit")
		line := fmt.Sprintf("%s: %s", u.Name, what)
		if u.Note != "" {
			line += " (" + u.Note + ")"
		}
		out = append(out, line)
	}
	if o := s.open(); o != nil {
		for _, h := range o.Heroes {
			switch t := s.TalentsOf(h); len(t) {
			case 0:
			case 1:
				out = append(out, fmt.Sprintf("%s starts with the Talent card %s", h, t[0]))
			default:
				out = append(out, fmt.Sprintf("%s picks 1 Talent card to start with: %s", h, strings.Join(t, ", ")))
			}
		}
	}
	return out
}

// known is what the rulebook has an upgrade do as each game begins, for
// the two it names, when the players typed no reminder: the Fortified
// Camp's tile in place of Base Camp's (000 L1235), the Reliquary's
// Treasure equipped or stashed (000 L1237).
func known(u Upgrade) string {
	switch {
	case strings.EqualFold(strings.TrimSpace(u.Name), UpgradeFortified):
		return "its tile from the Sideboard in place of Base Camp"
	case strings.EqualFold(strings.TrimSpace(u.Name), UpgradeReliquary):
		return "the Treasure kept goes to a Hero or the Stash"
	}
	return ""
}

// TalentsOf lists the Talent cards hero has unlocked.
func (s State) TalentsOf(hero string) []string {
	var out []string
	for _, t := range s.Talents {
		if strings.EqualFold(t.Hero, strings.TrimSpace(hero)) {
			out = append(out, t.Card)
		}
	}
	return out
}

// Found is one entry of the book that a search matched.
type Found struct {
	Kind string `json:"kind"` // "card", "envelope", "talent" or "upgrade"
	Text string `json:"text"`
	Act  int    `json:"act"`
}

// Search lists what stays unlocked and matches q: Discovered cards by
// number or name, envelopes, Talent cards and upgrades by name. A number
// matches the card numbers, leading zeros or not ("21" finds card 021);
// an empty q lists everything.
func (s State) Search(q string) []Found {
	q = strings.ToLower(strings.TrimSpace(q))
	num, err := strconv.Atoi(q)
	isNum := err == nil && num >= 0
	has := func(t string) bool { return strings.Contains(strings.ToLower(t), q) }
	var out []Found
	for _, k := range s.Cards {
		if (isNum && k.Number == num) || has(k.Label()) {
			out = append(out, Found{Kind: "card", Text: fmt.Sprintf("%s (%s)", k.Label(), k.Board.Title()), Act: k.Act})
		}
	}
	for _, v := range s.Envelopes {
		if has(v.Name) {
			out = append(out, Found{Kind: "envelope", Text: "Envelope " + v.Name, Act: v.Act})
		}
	}
	for _, t := range s.Talents {
		if has(t.Hero) || has(t.Card) {
			out = append(out, Found{Kind: "talent", Text: fmt.Sprintf("%s: %s", t.Hero, t.Card), Act: t.Act})
		}
	}
	for _, u := range s.Upgrades {
		if has(u.Name) || has(u.Benefit) {
			out = append(out, Found{Kind: "upgrade", Text: u.Name, Act: u.Act})
		}
	}
	return out
}

// Discovered lists the Discovered cards numbered number, in either
// Sideboard: "is card 021 unlocked?"
func (s State) Discovered(number int) []Card {
	var out []Card
	for _, k := range s.Cards {
		if k.Number == number {
			out = append(out, k)
		}
	}
	return out
}

// JudgmentScore previews Facing Judgment: the score of the Archive's
// exposed faces and the archived packets whose icons are not entered yet
// (000 L1161-1164).
func (s State) JudgmentScore() (score int, missing []Event) { return s.judgmentScore() }

// Decree returns the campaign's Judgment of the current Act, which holds
// until the next Act (000 L1171).
func (s State) Decree() (Judgment, bool) {
	for _, j := range s.Judgments {
		if j.Act == s.Act && j.Session == 0 {
			return j, true
		}
	}
	return Judgment{}, false
}

// JudgmentDue reports whether the Order must still Face Judgment this Act
// (from Act 5, 000 L1159).
func (s State) JudgmentDue() bool {
	_, done := s.Decree()
	return !s.Complete && s.Act >= JudgmentAct && !done
}

// Cleanup lists what happens at the end of the session being played, as
// the book says (000 L1138-1145): the app does the bookkeeping of the last
// lines when EndSession is applied.
func (s State) Cleanup() []string {
	out := []string{
		"Return the Heroes, the Villain and the tiles to the box.",
		"Return each Hero's Level Up tokens, Spells, Treasures, Sunshards and Sidekicks to the box: none is carried forward.",
		"Discovered cards go back into their decks, not the Sideboard.",
		"Opened envelopes stay open.",
		"Base Camp upgrades and Supplies stay in the book.",
	}
	if o := s.open(); o != nil && o.Quest {
		return append(out, "The Quest's Event packets go back into the Quest Pool, side A up.")
	}
	return append(out, "The Event packets read go into the Event Archive with the side last read exposed.")
}

// Upgrades the rulebook names, matched by the name the players wrote
// (000 L1235, L1237).
const (
	UpgradeFortified = "Fortified Camp"
	UpgradeReliquary = "Reliquary"
)

// CampFor is what the book brings to the next Labyrinth game: the Act
// (000 L1079) and, for a Campaign game, the Base Camp upgrades applied at
// its start (000 L1130): the Fortified Camp's tile (000 L1235), the
// Reliquary's Treasure (000 L1237) and each other upgrade's line. A Quest
// game gets neither Act nor upgrades. Talents go on the seats (TalentsOf).
func (s State) CampFor(quest bool) valor.Camp {
	var c valor.Camp
	if quest || s.Complete {
		return c
	}
	c.Act = s.Act
	for _, u := range s.Upgrades {
		switch {
		case strings.EqualFold(strings.TrimSpace(u.Name), UpgradeFortified):
			c.Fortified = true
		case strings.EqualFold(strings.TrimSpace(u.Name), UpgradeReliquary):
			c.Relic = strings.TrimSpace(u.Note)
		default:
			line := u.Name + ": " + cmp.Or(u.Reminder, u.Benefit, "apply its benefit")
			if u.Note != "" {
				line += " (" + u.Note + ")"
			}
			c.Others = append(c.Others, line)
		}
	}
	return c
}

// Reliquary is the Reliquary upgrade, when bought: as each game ends the
// party records the Treasure it keeps (000 L1237).
func (s State) Reliquary() (Upgrade, bool) {
	for _, u := range s.Upgrades {
		if strings.EqualFold(strings.TrimSpace(u.Name), UpgradeReliquary) {
			return u, true
		}
	}
	return Upgrade{}, false
}
