package book

import (
	"errors"
	"fmt"
	"strings"

	"tableside/decks"
)

// Check reports whether the book is one the app could have written: every
// number within its bounds, every packet in a place its game allows. It is
// how an imported file is checked.
func (s State) Check() error {
	if err := checkText("The party's name", s.Party, false, MaxName); err != nil {
		return err
	}
	if len(s.Members) > MaxMembers {
		return fmt.Errorf("the party has %d members; the book keeps %d", len(s.Members), MaxMembers)
	}
	if err := checkNames("A member's name", s.Members); err != nil {
		return err
	}
	switch {
	case s.Act < 1 || s.Act > Acts:
		return fmt.Errorf("the campaign is at Act %d; it has Acts 1 to %d", s.Act, Acts)
	case s.Complete && s.Act != Acts:
		return fmt.Errorf("the campaign is complete at Act %d; it completes with Act %d", s.Act, Acts)
	case s.Hoard < 0 || s.Hoard > MaxHoard:
		return fmt.Errorf("the Hero Hoard holds %d Bounty, out of range", s.Hoard)
	case s.Supplies < 0 || s.Supplies > MaxSupplies:
		return fmt.Errorf("the book holds %d Supplies, out of range", s.Supplies)
	case s.NextID < 1 || s.NextID > 1<<30:
		return fmt.Errorf("the next packet number %d is out of range", s.NextID)
	}
	ended := s.Act - 1
	if s.Complete {
		ended = s.Act
	}
	if len(s.Acts) != ended {
		return fmt.Errorf("the book records %d ended Acts at Act %d", len(s.Acts), s.Act)
	}
	for i, a := range s.Acts {
		if a.Act != i+1 || a.Bounty < 0 || a.Bounty > MaxHoard || a.Supplies < 0 || a.Supplies > MaxSupplies {
			return fmt.Errorf("the record of Act %d is out of range", i+1)
		}
	}
	for _, check := range []func() error{
		func() error { return checkChart(s.Chart) }, s.checkSessions, s.checkUnlocks, s.checkEvents, s.checkJudgments,
	} {
		if err := check(); err != nil {
			return err
		}
	}
	return nil
}

func checkNames(what string, list []string) error {
	seen := map[string]bool{}
	for _, n := range list {
		if err := checkText(what, n, true, MaxName); err != nil {
			return err
		}
		if n != strings.TrimSpace(n) {
			return fmt.Errorf("%s %q has spaces around it", what, n)
		}
		k := strings.ToLower(n)
		if seen[k] {
			return fmt.Errorf("%s is named twice", n)
		}
		seen[k] = true
	}
	return nil
}

func checkChart(chart []HoardColumn) error {
	if len(chart) > MaxChart {
		return fmt.Errorf("the Hoard chart has %d columns; the book keeps %d", len(chart), MaxChart)
	}
	for i, c := range chart {
		switch {
		case c.Bounty < 0 || c.Bounty > MaxHoard || c.Supplies < 0 || c.Supplies > MaxSupplies:
			return fmt.Errorf("column %d of the Hoard chart is out of range", i+1)
		case i > 0 && c.Bounty <= chart[i-1].Bounty:
			return errors.New("the Hoard chart's columns are not in order of Bounty")
		}
	}
	return nil
}

func (s *State) checkSessions() error {
	if len(s.Sessions) > MaxSessions {
		return fmt.Errorf("the book holds %d sessions; it keeps %d", len(s.Sessions), MaxSessions)
	}
	for i, x := range s.Sessions {
		n := i + 1
		last := i == len(s.Sessions)-1
		if err := checkText("A session's date", x.Date, true, MaxName); err != nil {
			return err
		}
		if err := checkText("A session's Mission", x.Mission, true, MaxName); err != nil {
			return err
		}
		if len(x.Heroes) < 1 || len(x.Heroes) > MaxHeroes {
			return fmt.Errorf("session %d has %d Heroes; a game has 1 to %d", n, len(x.Heroes), MaxHeroes)
		}
		if err := checkNames("A Hero's name", x.Heroes); err != nil {
			return err
		}
		if len(x.Players) > len(x.Heroes) {
			return fmt.Errorf("session %d names %d players for %d Heroes", n, len(x.Players), len(x.Heroes))
		}
		for _, p := range x.Players {
			if err := checkText("A player's name", p, false, MaxName); err != nil {
				return err
			}
		}
		switch {
		case x.Act < 1 || x.Act > s.Act || (i > 0 && x.Act < s.Sessions[i-1].Act):
			return fmt.Errorf("session %d is in Act %d, out of order", n, x.Act)
		case x.Result != "" && !x.Result.Valid():
			return fmt.Errorf("session %d ended %q; it is won, lost or unfinished", n, x.Result)
		case x.Open() && !last:
			return fmt.Errorf("session %d is still open after a later one began", n)
		case x.Open() && (x.XP != 0 || x.Bounty != 0):
			return fmt.Errorf("session %d records XP or Bounty before it ended", n)
		case x.Open() && x.Act != s.Act:
			return fmt.Errorf("session %d of Act %d is open in Act %d", n, x.Act, s.Act)
		case x.Open() && !x.Quest && s.Complete:
			return fmt.Errorf("session %d is a campaign game after the campaign is complete", n)
		case x.XP < 0 || x.XP > MaxXP || x.Bounty < 0 || x.Bounty > MaxBounty:
			return fmt.Errorf("session %d records XP or Bounty out of range", n)
		}
	}
	return nil
}

func (s *State) checkUnlocks() error {
	switch {
	case len(s.Upgrades) > MaxEntries, len(s.Cards) > MaxEntries, len(s.Envelopes) > MaxEntries, len(s.Talents) > MaxEntries:
		return errors.New("the book holds more entries than it keeps")
	}
	act := func(a int, what string) error {
		if a < 1 || a > s.Act {
			return fmt.Errorf("%s is recorded in Act %d, out of range", what, a)
		}
		return nil
	}
	seen := map[string]bool{}
	for _, u := range s.Upgrades {
		if err := checkText("An upgrade's name", u.Name, true, MaxName); err != nil {
			return err
		}
		for _, t := range []string{u.Benefit, u.Reminder, u.Note} {
			if err := checkText(u.Name+"'s text", t, false, MaxText); err != nil {
				return err
			}
		}
		k := "upgrade " + strings.ToLower(u.Name)
		if seen[k] {
			return fmt.Errorf("%s is bought twice; each upgrade is bought once", u.Name)
		}
		seen[k] = true
		if u.Cost < 0 || u.Cost > MaxCost {
			return fmt.Errorf("%s cost %d Supplies, out of range", u.Name, u.Cost)
		}
		if err := act(u.Act, u.Name); err != nil {
			return err
		}
	}
	for _, k := range s.Cards {
		if err := checkText("A card's name", k.Name, true, MaxName); err != nil {
			return err
		}
		key := fmt.Sprintf("card %s %d", k.Board, k.Number)
		switch {
		case k.Number < 1 || k.Number > MaxCard:
			return fmt.Errorf("card %d is out of range", k.Number)
		case k.Board != BoardMini && k.Board != BoardFull:
			return fmt.Errorf("card %s is in the unknown Sideboard %q", k.Label(), k.Board)
		case seen[key]:
			return fmt.Errorf("card %s is discovered twice", k.Label())
		case k.Session < 0 || k.Session > len(s.Sessions):
			return fmt.Errorf("card %s was found in session %d, which is not in the book", k.Label(), k.Session)
		}
		seen[key] = true
		if err := act(k.Act, k.Label()); err != nil {
			return err
		}
	}
	for _, v := range s.Envelopes {
		if err := checkText("An envelope's icon", v.Name, true, MaxName); err != nil {
			return err
		}
		key := "envelope " + strings.ToLower(v.Name)
		if seen[key] {
			return fmt.Errorf("envelope %s is unlocked twice", v.Name)
		}
		seen[key] = true
		if err := act(v.Act, "Envelope "+v.Name); err != nil {
			return err
		}
	}
	for _, t := range s.Talents {
		if err := checkText("A Talent's Hero", t.Hero, true, MaxName); err != nil {
			return err
		}
		if err := checkText("A Talent card's name", t.Card, true, MaxName); err != nil {
			return err
		}
		key := "talent " + strings.ToLower(t.Hero) + "\x00" + strings.ToLower(t.Card)
		if seen[key] {
			return fmt.Errorf("%s has the Talent card %s twice", t.Hero, t.Card)
		}
		seen[key] = true
		if err := act(t.Act, t.Card); err != nil {
			return err
		}
	}
	return nil
}

func (s *State) checkEvents() error {
	if len(s.Events) > MaxPackets {
		return fmt.Errorf("the book holds %d Event packets; it keeps %d", len(s.Events), MaxPackets)
	}
	o := s.open()
	ids := map[int]bool{}
	titles := map[string]bool{}
	markers := map[int]bool{}
	drawn := 0
	for i := range s.Events {
		e := &s.Events[i]
		if err := e.Check(); err != nil {
			return err
		}
		if e.ID < 1 || e.ID >= s.NextID || ids[e.ID] {
			return fmt.Errorf("%s has the number %d, used twice or out of range", e.Title, e.ID)
		}
		ids[e.ID] = true
		set := fmt.Sprintf("%d/%v/%s", e.Act, e.Quest, strings.ToLower(e.Title))
		if titles[set] {
			return fmt.Errorf("%s is entered twice; Events with the same title share one sleeve", e.Title)
		}
		titles[set] = true
		inGame := e.Place == decks.PlaceDrawn || e.Place == decks.PlaceStash || e.Place == decks.PlaceMarked
		switch {
		case e.Quest && e.Act != 0:
			return fmt.Errorf("the Quest packet %s belongs to Act %d", e.Title, e.Act)
		case !e.Quest && (e.Act < 1 || e.Act > s.Act):
			return fmt.Errorf("%s belongs to Act %d, out of range", e.Title, e.Act)
		case e.Place == decks.PlacePool && !e.Quest:
			return fmt.Errorf("%s is an Act's Event but lies in the Quest Pool", e.Title)
		case e.Quest && e.Place != decks.PlacePool && (o == nil || !o.Quest):
			return fmt.Errorf("the Quest packet %s is out of the Quest Pool with no Quest being played", e.Title)
		case !e.Quest && (e.Act < s.Act || s.Complete) && e.Place != decks.PlaceArchive && e.Place != decks.PlaceBox:
			return fmt.Errorf("%s of Act %d is %s after its Act ended", e.Title, e.Act, e.Place.Where())
		case inGame && (o == nil || !s.inPlay(e)):
			return fmt.Errorf("%s is %s with no game of its own being played", e.Title, e.Place.Where())
		case e.Place == decks.PlaceDrawn && !e.Seen:
			return fmt.Errorf("%s is drawn but not seen", e.Title)
		case e.Place == decks.PlacePool && e.Seen:
			return fmt.Errorf("%s is back in the Quest Pool but still seen", e.Title)
		case e.ToRead && e.Place != decks.PlaceStash:
			return fmt.Errorf("%s waits to be read but is %s", e.Title, e.Place.Where())
		case e.Place == decks.PlaceMarked && (e.Marker > Markers || o.heroAtTable(e.Hero) != e.Hero):
			return fmt.Errorf("%s is marked %d on %s, who is not a Hero of this game or has no such marker", e.Title, e.Marker, e.Hero)
		case e.Place == decks.PlaceMarked && markers[e.Marker]:
			return fmt.Errorf("marker %d is on two packets", e.Marker)
		case len(e.Choices) > MaxChoices:
			return fmt.Errorf("%s remembers %d choices; the book keeps %d", e.Title, len(e.Choices), MaxChoices)
		}
		if e.Place == decks.PlaceMarked {
			markers[e.Marker] = true
		}
		if e.Place == decks.PlaceDrawn {
			if drawn++; drawn > 1 {
				return errors.New("two Event packets are drawn at once")
			}
		}
		for j, f := range e.Faces {
			switch {
			case !e.HasSide(f.Side) || (j > 0 && f.Side.Index() <= e.Faces[j-1].Side.Index()):
				return fmt.Errorf("%s has judgment icons for the sides %v, out of order or not its own", e.Title, e.Faces)
			case f.Plus < 0 || f.Plus > MaxIcons || f.Minus < 0 || f.Minus > MaxIcons:
				return fmt.Errorf("%s's side %s has icons out of range", e.Title, f.Side)
			}
		}
		for _, c := range e.Choices {
			if err := checkText("A choice", c, true, MaxText); err != nil {
				return err
			}
		}
	}
	return nil
}

func (s *State) checkJudgments() error {
	acts := map[int]bool{}
	sessions := map[int]bool{}
	for _, j := range s.Judgments {
		switch {
		case j.Act < 1 || j.Act > s.Act:
			return fmt.Errorf("a Judgment is recorded in Act %d, out of range", j.Act)
		case j.Score < -MaxPackets*MaxIcons || j.Score > MaxPackets*MaxIcons:
			return fmt.Errorf("the Judgment score %d is out of range", j.Score)
		case j.Decree != DecreeFor(j.Score):
			return fmt.Errorf("a score of %d is not decreed %s", j.Score, j.Decree.Title())
		case j.Session == 0 && (j.Act < JudgmentAct || acts[j.Act]):
			return fmt.Errorf("the campaign faced Judgment in Act %d, before Act %d or twice", j.Act, JudgmentAct)
		case j.Session != 0 && (j.Session < 0 || j.Session > len(s.Sessions) || !s.Sessions[j.Session-1].Quest || sessions[j.Session] || s.Sessions[j.Session-1].Act != j.Act):
			return fmt.Errorf("session %d faced Judgment as a Quest, but is not one, is of another Act or faced it twice", j.Session)
		}
		if j.Session == 0 {
			acts[j.Act] = true
		} else {
			sessions[j.Session] = true
		}
	}
	return nil
}
