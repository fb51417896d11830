package sorcery

import (
	"fmt"
	"slices"

	"tableside/tracker"
)

// Card library kinds: what the players type once and every Quest reuses.
const (
	HeroKind      = "hero"      // a Hero as it starts a campaign: HP, styles, Save
	EnemyKind     = "enemy"     // an EnemyCard
	EncounterKind = "encounter" // an EncounterCard
	EventKind     = "event"     // an EventCard
)

// QuestSetup is what the Storybook and the table give to start a Quest
// (L729-744): the Heroes in seat order, the Enemy cards on the map at the
// start, the Encounter deck, the Spawn Gates and Shrines, the Soul Counter
// and each Hero's crowns, and the Event deck's size.
type QuestSetup struct {
	Heroes     []Hero
	Enemies    []EnemyCard
	Encounters []EncounterCard
	Gates      []Gate
	Shrines    []Shrine
	Souls      int
	Crowns     int
	Events     int
	Seed       uint64
	// Camp is what the campaign kept from its last Quest.
	Camp Camp
	// Companions are the party's, from the last Quest (State.Party):
	// placed in the Begin area with the Heroes (L5316-5319, L5427-5430).
	Companions []Companion
}

// NewQuest is the table at the first Round's Battle Phase: each Hero
// healthy at Soulrank I or more, with the Soulrank, powers and crowns
// a campaign's Hero brings from the last Quest (L738, L956), the Enemies entered as a spawn enters
// them (controllers, shields, charges; L6221-6239), the Encounter deck
// whole (L6255-6258).
func NewQuest(q QuestSetup) (State, error) {
	if n := len(q.Heroes); n < 2 || n > maxHeroes {
		// A Quest is for 2 to 5 Heroes (L740).
		return State{}, tracker.Refuse("A Quest takes 2 to %d Heroes; %d are seated", maxHeroes, n)
	}
	s := State{Act: 1, Round: 1, Phase: BattlePhase, Souls: q.Souls,
		Events: EventDeck{Unrevealed: q.Events}, Gates: q.Gates, Shrines: q.Shrines,
		Encounters: q.Encounters, Rand: tracker.NewRand(q.Seed), Camp: q.Camp}
	s.Camp.Site = "" // a Quest starts off any Site Sheet
	for _, h := range q.Heroes {
		h.Soulrank = max(h.Soulrank, 1)
		h.Wounds, h.ExtraHP, h.Acted, h.Ghost = 0, 0, false, false
		h.Conditions, h.RedCriticals = Conditions{}, nil
		// A campaign keeps each Hero's crowns between Quests (L956); the
		// Storybook's starting crowns come on top.
		h.Crowns += q.Crowns
		h.gemHP()
		h.Items = slices.Clone(h.Items)
		h.Powers = slices.Clone(h.Powers) // the caller's Hero stays as it was
		for j := range h.Powers {
			h.Powers[j].Cooldown = 0
		}
		// The Quest opens past the first Time Phase, which fills the
		// shields (L1440-1446, L3796-3810).
		h.Shields = h.ShieldPool()
		s.Heroes = append(s.Heroes, h)
	}
	if err := s.placeParty(q.Companions); err != nil {
		return State{}, err
	}
	for _, c := range q.Encounters {
		s.Draw = append(s.Draw, c.Letter)
	}
	slices.Sort(s.Draw)
	// The deck is whole from the start (L66, L6255-6258): the cards not in
	// the library yet are asked the first time their letter is drawn.
	for _, l := range EncounterLetters() {
		if s.encounter(l) == nil {
			s.Untyped = append(s.Untyped, l)
		}
	}
	for _, c := range q.Enemies {
		if _, err := s.enter(c, ""); err != nil {
			return State{}, fmt.Errorf("the %s card: %w", c.Name, err)
		}
	}
	if err := s.Check(); err != nil {
		return State{}, err
	}
	return s, nil
}

// EncounterLetters are the letters of the box's 15 Encounter cards, A to
// O (L66, L6290-6298).
func EncounterLetters() []string {
	out := make([]string, 15)
	for i := range out {
		out[i] = string(rune('A' + i))
	}
	return out
}

// Letters are the Encounter letters a draw can show now: the deck's, those
// not typed yet included, or the discard pile's when the deck is empty and
// reshuffled (L185-188).
func (s *State) Letters() []string {
	if s.deckEmpty() {
		return slices.Sorted(slices.Values(s.Discard))
	}
	return slices.Sorted(slices.Values(slices.Concat(s.Draw, s.Untyped)))
}

// deckEmpty tells whether no card is left to draw, typed or not.
func (s *State) deckEmpty() bool { return len(s.Draw) == 0 && len(s.Untyped) == 0 }

// NeedsCard tells whether the Encounter card of letter is still to be
// typed: the first time it is drawn, the table says what it activates and
// DrawNewEncounter carries it.
func (s *State) NeedsCard(letter string) bool { return slices.Contains(s.Untyped, letter) }

// checkUntyped: an untyped letter is in the deck once, and no typed card
// has it; the Hero who drew this Round's card is at the table.
func (s *State) checkUntyped() error {
	for i, l := range s.Untyped {
		p := fmt.Sprintf("untyped[%d]", i)
		switch {
		case l == "" || len(l) > 3:
			return fieldf(p, "an Encounter card's letter is one to three characters")
		case s.encounter(l) != nil:
			return fieldf(p, "card %s is typed already", l)
		case slices.Contains(s.Untyped[:i], l):
			return fieldf(p, "card %s is in the deck twice", l)
		}
	}
	if s.CardDrawnBy != "" && s.hero(s.CardDrawnBy) < 0 {
		return fieldf("card_drawn_by", "no Hero called %q is at the table", s.CardDrawnBy)
	}
	return nil
}

// Askable are who the table is asked about for the Enemy at index enemy:
// those it may target (seat order, Companions after). Hidden characters,
// Ghost Souls and Illusions are never asked about (L6659-6664, L4904-4905,
// L5482-5487).
func (s *State) Askable(enemy int) []string {
	if enemy < 0 || enemy >= len(s.Enemies) {
		return nil
	}
	var out []string
	for _, t := range s.targets(&s.Enemies[enemy]) {
		out = append(out, t.name)
	}
	return out
}

// EnemyIndex is the index of the Enemy in play labelled label, or -1: the
// order of an Enemy Turn names Enemies, whose indices shift as they die.
func (s *State) EnemyIndex(label string) int {
	return slices.IndexFunc(s.Enemies, func(e Enemy) bool { return e.Label() == label })
}

// ControllerName is who runs the Enemy at index i now.
func (s *State) ControllerName(i int) string { return s.Heroes[s.controller(&s.Enemies[i])].Name }

// WoundHeroBy wounds hero by amount dealt by the Enemy at index enemy: a
// Green or Blue one that kills gains an Enemy Power (L6034-6037).
func WoundHeroBy(hero string, amount, enemy int) tracker.Command {
	return tracker.Cmd(KindWoundHero, WoundHeroCmd{Hero: hero, Amount: amount, ByEnemy: &enemy})
}

// Lost is why the Quest is lost by the usual conditions, or ""
// (L1779-1782).
func (s *State) Lost() string { return s.failure() }

// EventPhasesLeft is the most Event Phases the deck allows before its
// last card is discarded: a face-up card goes in one, a face-down card
// takes two, drawn then discarded; Night and Day, set beside the deck,
// take fewer (L1598-1628).
func (s *State) EventPhasesLeft() int {
	return 2*s.Events.Unrevealed + len(s.Events.Revealed)
}
