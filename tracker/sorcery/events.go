package sorcery

import (
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
)

// EventCmd is the Event Phase (L1598-1628): when the top card is
// unrevealed, the table says what was drawn: Name and Kind, one of
// "standard", "story", "night" or "day".
type EventCmd struct {
	Name string `json:"name,omitempty"`
	Kind string `json:"kind,omitempty"`
}

// EventCard is an Event card as the library keeps it, typed the first time
// it is drawn: its name and kind, one of EventKinds (L1598-1628,
// L1664-1691, L1753-1770).
type EventCard struct {
	Name string `json:"name"`
	Kind string `json:"kind"`
}

// EventKinds are the kinds of Event card: a standard one, a Story Event,
// Night, Day.
func EventKinds() []string { return []string{"standard", "story", "night", "day"} }

// Validate checks an Event card for the library.
func (c EventCard) Validate() error {
	switch {
	case strings.TrimSpace(c.Name) == "":
		return fieldf("name", "the card needs its name")
	case !slices.Contains(EventKinds(), c.Kind):
		return fieldf("kind", "an Event card is standard, story, night or day")
	}
	return nil
}

// QuestEndCmd ends the Quest: Equipped names each Ghost Soul's equipped
// cards, one of which the seeded source picks to lose (L4923-4926).
type QuestEndCmd struct {
	Equipped map[string][]string `json:"equipped,omitempty"`
	// Outcome is Won or Lost, and Date the day (YYYY-MM-DD): the
	// campaign's record of the Quest. A command stored before they were
	// asked has neither.
	Outcome string `json:"outcome,omitempty"`
	Date    string `json:"date,omitempty"`
}

// failure is why the Quest is lost by the usual conditions, or ""
// (L1779-1782): the last Event card discarded, or every Hero a Ghost Soul.
func (s *State) failure() string {
	if !slices.ContainsFunc(s.Heroes, func(h Hero) bool { return !h.Ghost }) {
		return "every Hero is a Ghost Soul"
	}
	if s.Events.Unrevealed == 0 && len(s.Events.Revealed) == 0 && s.Events.Discards > 0 {
		return "the last Event card is discarded"
	}
	return ""
}

// eventPhase is the Active Hero's (the last to play, L1598-1599) turn of
// the Event deck: a revealed top card is discarded, and one uncovered
// beneath is not resolved again, nor spawns again (L1685-1691); an
// unrevealed one is drawn, resolved and put face up, save Night and Day,
// which go beside the deck (L1624-1628) and shift used powers (L1730,
// L1739).
func (s *State) eventPhase(a EventCmd) (string, error) {
	ev := &s.Events
	var words string
	// Every Hero plays first (L1505-1511, L1598-1599).
	unplayed := s.roundPlayed("Event Phase")
	switch {
	case s.EventDone:
		// One Event Phase a Round, one card in it (L1598-1614).
		return "", tracker.Refuse("This Round's Event Phase is done: the Time Phase comes next")
	case unplayed != nil:
		return "", unplayed
	case len(ev.Revealed) > 0:
		if a.Name != "" || a.Kind != "" {
			return "", tracker.Refuse("The top Event card is revealed: it is discarded, nothing is drawn")
		}
		top := ev.Revealed[len(ev.Revealed)-1]
		ev.Revealed, ev.Discards = ev.Revealed[:len(ev.Revealed)-1], ev.Discards+1
		words = fmt.Sprintf("Discard %s.", top)
		if len(ev.Revealed) > 0 {
			words += fmt.Sprintf(" %s shows again: it is not resolved again and spawns nothing.", ev.Revealed[len(ev.Revealed)-1])
		}
	case ev.Unrevealed == 0:
		return "", tracker.Refuse("The Event deck is empty")
	case a.Name == "":
		return "", tracker.Refuse("Which Event card was drawn?")
	default:
		ev.Unrevealed--
		switch a.Kind {
		case "standard", "story":
			ev.Revealed = append(ev.Revealed, a.Name)
			words = fmt.Sprintf("Resolve %s in the printed order, spawns last, then leave it face up on the deck.", a.Name)
			if a.Kind == "story" {
				words = fmt.Sprintf("Read %s in the Storybook and resolve it, then leave it face up on the deck.", a.Name)
			}
		case "night", "day":
			old := ev.NightDay
			shift, _ := s.ShiftPowers(a.Kind)
			ev.NightDay = a.Kind
			words = fmt.Sprintf("Read %s in the Storybook; put it beside the deck. %s Another Event card comes next Round.", a.Name, shift)
			if old != "" {
				// The card it replaces is discarded (L1766-1770).
				ev.Discards++
				words = fmt.Sprintf("Discard the %s card beside the deck. ", title(old)) + words
			}
		default:
			return "", tracker.Refuse("An Event card is standard, story, night or day")
		}
	}
	s.Phase, s.EventDone = EventPhase, true
	if why := s.failure(); why != "" {
		words += " The Quest is lost: " + why + "."
	}
	return words, nil
}

// questEnd ends the Quest for the Heroes: each Ghost Soul loses one of
// its equipped cards, picked at random (L4923-4926); Red Criticals clear
// (L4557-4562); health is full for the next Quest (L738).
func (s *State) questEnd(a QuestEndCmd) (string, error) {
	if s.Phase == Between {
		return "", tracker.Refuse("The Quest has ended already")
	}
	if err := checkOutcome(a.Outcome, a.Date); err != nil {
		return "", err
	}
	out := []string{"The Quest ends."}
	switch a.Outcome {
	case Won:
		out[0] = "The Quest is won."
	case Lost:
		out[0] = "The Quest is lost."
	}
	// The record keeps the Heroes as the Quest leaves them, Soulrank
	// and crowns, before a Ghost Soul's card goes.
	rec := s.record(a.Date, a.Outcome)
	for name := range a.Equipped {
		if i := s.hero(name); i < 0 || !s.Heroes[i].Ghost {
			return "", tracker.Refuse("%s is no Ghost Soul and keeps every equipped card", name)
		}
	}
	for i := range s.Heroes {
		h := &s.Heroes[i]
		if h.Ghost {
			cards := a.Equipped[h.Name]
			if len(cards) == 0 {
				for _, it := range h.Items {
					if it.Equipped {
						cards = append(cards, it.Name)
					}
				}
			}
			if len(cards) == 0 {
				return "", tracker.Refuse("Which cards has %s equipped?", h.Name)
			}
			lost := cards[s.Rand.IntN(len(cards))]
			h.Items = slices.DeleteFunc(h.Items, func(it HeldItem) bool { return it.Name == lost })
			out = append(out, fmt.Sprintf("%s loses %s for good.", h.Name, lost))
		}
		if h.Blessing != "" {
			// Unused Blessings are discarded (L3345).
			out = append(out, fmt.Sprintf("%s's %s goes back.", h.Name, h.Blessing))
		}
		h.Wounds, h.ExtraHP, h.RedCriticals, h.Blessing, h.Ghost = 0, 0, nil, "", false
		h.Conditions, h.Acted = Conditions{}, false
	}
	// The Quest's board goes; the campaign keeps the rest (L1052-1070).
	// Only the party's Companions travel on (L5316-5319, L5427-5430);
	// summoned ones and Illusions are summoned again in play.
	s.Enemies, s.Menace, s.Companions = nil, nil, slices.DeleteFunc(s.Companions, func(c Companion) bool { return !c.Travels() })
	for i := range s.Companions {
		// Mercenaries, who stay with the party, are healed (L5479-5480).
		c := &s.Companions[i]
		if c.Wounds > 0 {
			out = append(out, fmt.Sprintf("%s is healed.", c.Name))
		}
		c.Wounds, c.Conditions, c.RedCriticals, c.Hidden = 0, Conditions{}, nil, false
	}
	if len(s.Companions) > 0 {
		out = append(out, partyGoes(s.Companions))
	}
	s.Camp.Quests = append(s.Camp.Quests, rec)
	s.Phase, s.EventDone = Between, false
	out = append(out, "Red Criticals are cleared and every Hero starts the next Quest at full health.")
	return strings.Join(out, " "), nil
}
