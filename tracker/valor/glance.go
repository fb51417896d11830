package valor

import (
	"fmt"

	"tableside/tracker"
)

// Glance is the game a guest's phone shows (Share table): every Hero's and
// the Villain's numbers, the day track, and the wizard's step while a
// Villain Round is walked through in the app.
// A query, it changes nothing: the Game asks it of a stored state
// (tracker.GlanceAdapter).
func (s State) Glance() tracker.Glance {
	g := tracker.Glance{Title: fmt.Sprintf("Round %d · %s", s.Round, s.Phase.Title())}
	if s.Over() {
		g.Title = "The game is over"
		g.Lines = append(g.Lines, s.WinReason)
	}
	t := s.Track()
	track := fmt.Sprintf("%s: Start", t.Name)
	if t.Day > 0 {
		track = fmt.Sprintf("%s: Day %d of %d", t.Name, t.Day, t.Days)
	}
	g.Lines = append(g.Lines, track, t.Prompt)
	if t.ShrinesNeeded > 0 {
		g.Lines = append(g.Lines, fmt.Sprintf("Shrines found: %d of %d", t.Shrines, t.ShrinesNeeded))
	}
	if w := s.WizardView(); w.Active {
		g.Lines = append(g.Lines, w.Title, w.Say)
	}
	acting, actingOK := s.Acting()
	for i := range s.Heroes {
		g.Sections = append(g.Sections, s.heroGlance(i, actingOK && acting == i))
	}
	g.Sections = append(g.Sections, s.villainGlance(actingOK && acting == VillainWho))
	return g
}

func (s State) heroGlance(i int, acting bool) tracker.GlanceSection {
	h := &s.Heroes[i]
	sec := tracker.GlanceSection{Name: h.Name, Stats: s.boardStats(i, h.Health, h.MaxHealth, h.Shields, h.Actions, h.Spent, h.XP, h.Hand)}
	if h.Player != "" {
		sec.Note = h.Player
	}
	if h.Sidekick != nil {
		sec.Stats = append(sec.Stats, tracker.Stat(h.Sidekick.Name, "%d", h.Sidekick.Health))
	}
	switch {
	case h.InStash:
		sec.Mark, sec.Lines = tracker.GlanceOut, []string{"Defeated: on the Villain Loot Stash."}
	case h.Joining:
		sec.Lines = []string{"Joins as the next Hero Round begins."}
	case acting:
		sec.Mark = tracker.GlanceActing
	}
	return sec
}

func (s State) villainGlance(acting bool) tracker.GlanceSection {
	v := &s.Villain
	sec := tracker.GlanceSection{Name: v.Name, Note: v.Player, Stats: s.boardStats(VillainWho, v.Health, v.MaxHealth, v.Shields, v.Actions, v.Spent, v.XP, v.Hand)}
	if v.Souls > 0 {
		sec.Stats = append(sec.Stats, tracker.Stat("Souls", "%d", v.Souls))
	}
	if sec.Note == "" {
		sec.Note = "Villain"
	}
	if acting {
		sec.Mark = tracker.GlanceActing
	}
	return sec
}

// boardStats are the numbers a Hero's and the Villain's boards share.
func (s State) boardStats(who, health, maxHealth, shields, actions, spent, xp, hand int) []tracker.GlanceStat {
	return []tracker.GlanceStat{
		tracker.Stat("Health", "%d/%d", health, maxHealth),
		tracker.Stat("Shields", "%d", shields),
		tracker.Stat("Actions left", "%d/%d", actions-spent, actions),
		tracker.Stat("Plus-Ones", "%d/%d", s.PlusOnesHeld(who), s.PlusOneCap(who)),
		tracker.Stat("XP", "%d", xp),
		tracker.Stat("Cards", "%d", hand),
	}
}
