package sorcery

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"tableside/tracker"
)

// Travels tells whether the Companion stays with the party from Quest to
// Quest: one shared by the party (a Guild Mercenary, a figure hired in the
// story) "travels with them until it dies" and is placed in the Begin area
// with the Heroes at each Quest's start (L5316-5319, L5427-5430). A
// Companion summoned by a Hero's power, Illusions among them, is not: it is
// summoned again in play (L5417-5426, L5481-5487).
func (c Companion) Travels() bool { return !c.Summoned && !c.Illusion }

// Party is the Companions the next Quest starts with, the Heroes seated
// in seats (names, seat order): those that travel, healed (L5479-5480),
// each owned by the same Hero if seated, else by the first seat, as any
// Hero of the party may activate it and so become its owner (L5430-5432).
func (s *State) Party(seats []string) []Companion {
	var out []Companion
	for _, c := range s.Companions {
		if !c.Travels() {
			continue
		}
		owner := ""
		if c.Owner >= 0 && c.Owner < len(s.Heroes) {
			owner = s.Heroes[c.Owner].Name
		}
		c.Owner = max(0, slices.Index(seats, owner))
		c.Wounds, c.Conditions, c.RedCriticals, c.Hidden = 0, Conditions{}, nil, false
		out = append(out, c)
	}
	return out
}

// placeParty puts the party's Companions in the Begin area with the Heroes
// (L5316-5319): whole, each owned by a seated Hero.
func (s *State) placeParty(party []Companion) error {
	for _, c := range party {
		switch {
		case !c.Travels():
			return tracker.Refuse("%s is summoned in play, not placed at the Quest's start", c.Name)
		case c.Owner < 0 || c.Owner >= len(s.Heroes):
			return tracker.Refuse("%s's owner has no seat", c.Name)
		case s.hero(c.Name) >= 0 || s.companion(c.Name) >= 0:
			return tracker.Refuse("%s is at the table already", c.Name)
		}
		c.Wounds, c.Conditions, c.RedCriticals, c.Hidden = 0, Conditions{}, nil, false
		s.Companions = append(s.Companions, c)
	}
	return nil
}

// Outcomes a Quest ends on, as the campaign records them.
const (
	Won  = "won"
	Lost = "lost"
)

// QuestRecord is one Quest of the campaign as it ended: when, won or
// lost, the Heroes (who played them, Soulrank and crowns) and the Soul
// Counter. The campaign page lists and charts them.
type QuestRecord struct {
	Date    string       `json:"date,omitempty"` // YYYY-MM-DD, as the table's clock said
	Outcome string       `json:"outcome,omitempty"`
	Souls   int          `json:"souls"`
	Heroes  []HeroRecord `json:"heroes"`
}

// HeroRecord is a Hero at a Quest's end.
type HeroRecord struct {
	Name     string `json:"name"`
	Player   string `json:"player,omitempty"`
	Soulrank int    `json:"soulrank"`
	Crowns   int    `json:"crowns,omitempty"`
}

// record is the Quest's line in the campaign, taken as the Quest ends.
func (s *State) record(date, outcome string) QuestRecord {
	r := QuestRecord{Date: date, Outcome: outcome, Souls: s.Souls}
	for _, h := range s.Heroes {
		r.Heroes = append(r.Heroes, HeroRecord{Name: h.Name, Player: h.Player, Soulrank: h.Soulrank, Crowns: h.Crowns})
	}
	return r
}

// checkOutcome refuses what is not a Quest's end: won, lost, or not said
// (a stored command from before the campaign recorded it).
func checkOutcome(outcome, date string) error {
	switch {
	case outcome != "" && outcome != Won && outcome != Lost:
		return tracker.Refuse("A Quest is won or lost")
	case len(date) > 10:
		return tracker.Refuse("A date is a day, as 2026-11-20")
	}
	return nil
}

func (r QuestRecord) check() error {
	switch {
	case r.Outcome != "" && r.Outcome != Won && r.Outcome != Lost:
		return fieldf("outcome", "want \"won\", \"lost\" or nothing")
	case len(r.Date) > 10:
		return fieldf("date", "a day, as 2026-11-20")
	case r.Souls < 0 || r.Souls > maxNumber:
		return fieldf("souls", "want 0 or more")
	case len(r.Heroes) > maxHeroes:
		return fieldf("heroes", "at most %d Heroes", maxHeroes)
	}
	for i, h := range r.Heroes {
		if h.Name == "" || h.Soulrank < 0 || h.Soulrank > maxSoulrank || h.Crowns < 0 || h.Crowns > maxCrowns || utf8.RuneCountInString(h.Player) > maxPlayer {
			return fieldf(fmt.Sprintf("heroes[%d]", i), "a Hero's name, Soulrank and crowns")
		}
	}
	return nil
}

// maxPlayer is the longest player's name kept, in letters.
const maxPlayer = 24

// CleanPlayer is a player's name as kept: trimmed and clipped.
func CleanPlayer(name string) string {
	name = strings.TrimSpace(name)
	if r := []rune(name); len(r) > maxPlayer {
		name = strings.TrimSpace(string(r[:maxPlayer]))
	}
	return name
}

// Campaign is the campaign's Quests so far, each as it ended, the last
// last: what the campaign page lists.
func (s *State) Campaign() []QuestRecord { return s.Camp.Quests }

// partyGoes says which Companions go on with the party.
func partyGoes(cs []Companion) string {
	var names []string
	for _, c := range cs {
		names = append(names, c.Name)
	}
	if len(names) == 1 {
		return names[0] + " goes on with the party to the next Quest."
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1] + " go on with the party to the next Quest."
}
