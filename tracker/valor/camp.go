package valor

import (
	"fmt"
	"strings"

	"tableside/tracker/valor/labyrinth"
)

// MaxAct is the Labyrinth campaign's last Act (000 L1079).
const MaxAct = 8

// Camp is what the campaign's Base Camp book brings to a Labyrinth game:
// the Act, and the Base Camp upgrades applied at the start of every later
// Campaign Act (000 L1130). Talents travel on the seats (SeatHero.Talent).
type Camp struct {
	// Act is the Campaign Act this game belongs to, 1 to 8 (000 L1079);
	// 0 for a Quest mode game, which upgrades do not reach (000 L1130).
	Act int `json:"act,omitempty"`
	// Fortified: the Fortified Camp tile is used instead of the Base Camp
	// tile (000 L1235).
	Fortified bool `json:"fortified,omitempty"`
	// Relic is the Treasure recorded for the Reliquary, equipped as the
	// game begins (000 L1237); "" when none is recorded.
	Relic string `json:"relic,omitempty"`
	// Others are the other upgrades bought, each "Name: what to do", done
	// as the game is set up (000 L1130).
	Others []string `json:"others,omitempty"`
}

// validate refuses a Camp the book could not have written.
func (c *Camp) validate() error {
	if c.Act < 0 || c.Act > MaxAct {
		return fmt.Errorf("the campaign has Acts 1 to %d, not %d", MaxAct, c.Act)
	}
	if err := checkName("The Reliquary's Treasure", c.Relic, false); err != nil {
		return err
	}
	for _, o := range c.Others {
		if strings.TrimSpace(o) == "" || len(o) > 4*MaxName {
			return fmt.Errorf("a Base Camp upgrade's line is empty or too long")
		}
	}
	return nil
}

// CampAct is the Campaign Act of this game, 0 when none is known.
func (s State) CampAct() int {
	if s.Camp == nil {
		return 0
	}
	return s.Camp.Act
}

// CampName is the name of the tile the Heroes start on and return to
// when Defeated: "Fortified Camp" once the book has bought it, whose tile
// is used instead of Base Camp's as each game begins (000 L1235); else
// "Base Camp". The map, its tile picker and the checklist say it.
func (s State) CampName() string {
	if s.Camp != nil && s.Camp.Fortified {
		return "Fortified Camp"
	}
	return labyrinth.BaseCamp.Title()
}

// TileTitle is a tile kind's name in this game: the Base Camp kind is
// named as CampName says (000 L1235), every other kind by its artwork.
func (s State) TileTitle(k labyrinth.TileKind) string {
	if k == labyrinth.BaseCamp {
		return s.CampName()
	}
	return k.Title()
}

// campTile is the tile the Heroes start on and respawn at, for the
// checklist's words: the Fortified Camp once bought (000 L1235).
func (s *State) campTile() string {
	if s.Camp != nil && s.Camp.Fortified {
		return "the Fortified Camp tile"
	}
	return "Base Camp"
}

// talentLine names the Talent cards the Heroes start with this game
// (000 L1060-1066), "" when none has one.
func (s *State) talentLine() string {
	var t []string
	for _, h := range s.Heroes {
		if h.Talent != "" {
			t = append(t, h.Name+": "+h.Talent)
		}
	}
	if len(t) == 0 {
		return ""
	}
	return "Talent cards: " + strings.Join(t, "; ") + "."
}

// earnXP counts xp earned by one Hero into XPEarned.
func (s *State) earnXP(xp int) {
	s.XPEarned = min(MaxXPEarned, s.XPEarned+max(0, xp))
}

// MaxXPEarned bounds XPEarned: every Hero at MaxXP many times over.
const MaxXPEarned = 99999

// ActEndBounty is the Bounty this game adds to the Hero Hoard as the Act
// ends: the Treasures the Heroes have equipped and everything in the Hero
// Loot Stash (000 L1116, L1118). The Stash's Bounty tokens are counted
// with its cards, though L1118 names cards: a token is looted as though it
// were a Treasure (000 L909), and an empty Minion deck swaps the Stash's
// Minion cards for tokens (000 L652), which must not lower the figure.
func (s State) ActEndBounty() int {
	t := s.HeroStashBounty()
	for _, h := range s.Heroes {
		for _, tr := range h.Equipped {
			if tr != nil {
				t += tr.Bounty
			}
		}
	}
	return t
}
