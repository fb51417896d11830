package book

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
