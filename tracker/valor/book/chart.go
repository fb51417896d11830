package book

import (
	"strings"

	"tableside/tracker/valor"
)

// ActTally is one Act as a party looks back on it: how its Missions went,
// the XP its Heroes earned and the Bounty its Hero Hoard gathered. It is
// what the book's chart draws, an Act a step along it.
type ActTally struct {
	Act int
	// Won and Lost count the Act's campaign sessions by result; an
	// unfinished one counts in neither. Quests are apart: they leave the
	// campaign's Hoard alone (000 L194).
	Won, Lost int
	// XP is the XP the Heroes earned in the Act's sessions.
	XP int
	// Bounty is the Hero Hoard at the Act's end, the equipped Treasures and
	// the Loot Stash included (000 L1118); for the Act being played, the
	// Hoard so far.
	Bounty int
	// Ended: the Act is over, and Bounty is its final Hoard.
	Ended bool
}

// ActTallies are the Acts played so far, Act 1 first: every Act that has
// ended, and the one being played once a session of it has begun. A book
// with no session yet has none.
func (s State) ActTallies() []ActTally {
	var out []ActTally
	at := func(act int) *ActTally {
		for i := range out {
			if out[i].Act == act {
				return &out[i]
			}
		}
		out = append(out, ActTally{Act: act})
		return &out[len(out)-1]
	}
	for _, a := range s.Acts {
		t := at(a.Act)
		t.Bounty, t.Ended = a.Bounty, true
	}
	for _, se := range s.Sessions {
		if se.Quest {
			continue
		}
		t := at(se.Act)
		t.XP += se.XP
		switch se.Result {
		case ResultWon:
			t.Won++
		case ResultLost:
			t.Lost++
		}
	}
	if !s.Complete {
		for i := range out {
			if out[i].Act == s.Act && !out[i].Ended {
				out[i].Bounty = s.Hoard
			}
		}
	}
	return out
}

// Seat is a Hero of a session and who played it ("" when the book was not
// told).
type Seat struct{ Hero, Player string }

// Seats are the session's Heroes, each with who played it.
func (s Session) Seats() []Seat {
	out := make([]Seat, len(s.Heroes))
	for i, h := range s.Heroes {
		out[i].Hero = h
		if i < len(s.Players) {
			out[i].Player = s.Players[i]
		}
	}
	return out
}

// PlayersOf is who plays each of heroes at the table of the Labyrinth game
// g, matched by the Hero's name: "" for a Hero not at that table. A session
// started from the game's evening records them (StartSessionCmd.Players).
func PlayersOf(g valor.State, heroes []string) []string {
	out := make([]string, len(heroes))
	for i, name := range heroes {
		for _, h := range g.Heroes {
			if strings.EqualFold(strings.TrimSpace(h.Name), strings.TrimSpace(name)) {
				out[i] = h.Player
				break
			}
		}
	}
	return out
}

// Played is a session with its number in the book, from 1.
type Played struct {
	N int
	Session
}

// ActPlayed is an Act as the campaign's page lists it: its tally, the
// Supplies its end gave (000 L1118), and its sessions, oldest first.
type ActPlayed struct {
	ActTally
	Supplies int
	Sessions []Played
}

// ActsPlayed are the Acts played so far, Act 1 first, as ActTallies counts
// them, each with its sessions; quests are the Quest mode games, which
// belong to no Act (000 L194).
func (s State) ActsPlayed() (acts []ActPlayed, quests []Played) {
	for _, t := range s.ActTallies() {
		a := ActPlayed{ActTally: t}
		for _, r := range s.Acts {
			if r.Act == t.Act {
				a.Supplies = r.Supplies
			}
		}
		acts = append(acts, a)
	}
	for i, se := range s.Sessions {
		p := Played{N: i + 1, Session: se}
		if se.Quest {
			quests = append(quests, p)
			continue
		}
		for k := range acts {
			if acts[k].Act == se.Act {
				acts[k].Sessions = append(acts[k].Sessions, p)
			}
		}
	}
	return acts, quests
}
