package valor

import (
	"fmt"
	"slices"
	"strings"

	"tableside/data"
	"tableside/tracker"
)

// env is what every command handler needs besides the state: the
// rulebook numbers and those of the game's box.
type env struct {
	r  *data.ValorRules
	bx data.ValorBox
}

func (s *State) boxFacts() (data.ValorBox, bool) {
	r, err := facts()
	if err != nil {
		return data.ValorBox{}, false
	}
	return boxFacts(r, s.Box)
}

func (s *State) trackDays() int {
	b, _ := s.boxFacts()
	return b.Track.Days
}

func (s *State) chumps() int {
	b, _ := s.boxFacts()
	return b.Chumps(len(s.Heroes))
}

// respawnPlace is where a cashed-in Hero returns (000 L337, L1213; 001 L308).
func (s *State) respawnPlace() string {
	b, _ := s.boxFacts()
	if s.Final {
		return b.FinalRespawn
	}
	return b.Respawn
}

func (s *State) heroName(i int) string {
	if i < 0 || i >= len(s.Heroes) {
		return fmt.Sprintf("Hero %d", i+1)
	}
	return s.Heroes[i].Name
}

// whoName is the name of a Hero or of the Villain.
func (s *State) whoName(who int) string {
	if who == VillainWho {
		return s.Villain.Name
	}
	return s.heroName(who)
}

func (h *Hero) has(a Ability) bool    { return slices.Contains(h.Abilities, a) }
func (v *Villain) has(a Ability) bool { return slices.Contains(v.Abilities, a) }

// trained reports whether the Hero's Unique Ability is upgraded (000 L1028).
func (h *Hero) trained() bool { return h.Dojo == DojoAbility }

// onMap: the Hero's standee is on the map (not Defeated, not joining).
func (h *Hero) onMap() bool { return !h.InStash && !h.Joining }

func (h *Hero) plusOnes() int { return sumPlusOnes(h.Rows) }

func (v *Villain) plusOnes() int { return sumPlusOnes(v.Rows) }

func sumPlusOnes(rows []Row) int {
	t := 0
	for _, r := range rows {
		t += r.PlusOnes
	}
	return t
}

func (h *Hero) poisons() int {
	t := 0
	for _, r := range h.Rows {
		t += len(r.Poisoned)
	}
	return t
}

func (h *Hero) clearNegative() {
	h.Doomed = false
	for i := range h.Rows {
		h.Rows[i].Poisoned = nil
	}
}

// plusOneCap is the most Plus-Ones h may hold: 4, or 8 for an upgraded
// Cloak & Dagger (000 L317, 001 L322, L699).
func (s *State) plusOneCap(h *Hero) int {
	r, _ := facts()
	if h.has(AbilityCloakAndDagger) && h.trained() {
		return r.Abilities.CloakAndDagger.PlusOneCapTrained
	}
	return r.Hero.PlusOneCap
}

// hero returns Hero i or a refusal.
func (s *State) hero(i int) (*Hero, error) {
	if i < 0 || i >= len(s.Heroes) {
		return nil, tracker.Refuse("There is no Hero %d at the table.", i+1)
	}
	return &s.Heroes[i], nil
}

// heroOnMap returns Hero i, refusing one who is Defeated or not yet placed.
func (s *State) heroOnMap(i int) (*Hero, error) {
	h, err := s.hero(i)
	if err != nil {
		return nil, err
	}
	if h.InStash {
		return nil, tracker.Refuse("%s is Defeated, on the Villain Loot Stash, and cannot be targeted or use cards until cashed in.", h.Name)
	}
	if h.Joining {
		return nil, tracker.Refuse("%s joins the map as the next Hero Round begins.", h.Name)
	}
	return h, nil
}

// heroOnMapFor is heroOnMap for a command that gives a reason: the Hero,
// and the reason as the log says it.
func (s *State) heroOnMapFor(i int, reason string) (*Hero, string, error) {
	why, err := reasonText(reason)
	if err != nil {
		return nil, "", err
	}
	h, err := s.heroOnMap(i)
	return h, why, err
}

// rows returns the action rows of who.
func (s *State) rows(who int) ([]Row, error) {
	if who == VillainWho {
		return s.Villain.Rows, nil
	}
	h, err := s.hero(who)
	if err != nil {
		return nil, err
	}
	return h.Rows, nil
}

func (s *State) row(who, i int) (*Row, error) {
	rows, err := s.rows(who)
	if err != nil {
		return nil, err
	}
	if i < 0 || i >= len(rows) {
		return nil, tracker.Refuse("%s's board has %d rows; there is no row %d.", s.whoName(who), len(rows), i+1)
	}
	return &rows[i], nil
}

// heroRow is Hero i, on the map, and their row r.
func (s *State) heroRow(i, r int) (*Hero, *Row, error) {
	h, err := s.heroOnMap(i)
	if err != nil {
		return nil, nil, err
	}
	row, err := s.row(i, r)
	if err != nil {
		return nil, nil, err
	}
	return h, row, nil
}

// acting returns who takes a Turn now: the Hero whose Turn it is in the
// Hero Step (not while their Sidekick acts), or Mordak in his Villain Step.
func (s *State) acting() (int, bool) {
	switch {
	case s.Phase == PhaseHeroStep && s.Initiative != "" && !s.SidekickTurn:
		return s.Order[s.Pos], true
	case s.Phase == PhaseVillainStep && s.Box == BoxMordak:
		return VillainWho, true
	}
	return 0, false
}

// checkActing refuses unless who takes a Turn now and can still act.
func (s *State) checkActing(who int) error {
	cur, ok := s.acting()
	name := s.whoName(who)
	switch {
	case who == VillainWho && s.Box == BoxLabyrinth:
		return tracker.Refuse("The Labyrinth's Villain takes no Turn of Actions; its Villain Round is a checklist.")
	case !ok || cur != who:
		return tracker.Refuse("It is not %s's Turn; %s.", name, s.turnWords())
	case s.TurnEnded && who != VillainWho:
		return tracker.Refuse("%s was Defeated on their own Turn, which ended it; end the Turn.", name)
	}
	return nil
}

// turnWords says who acts now, for refusals.
func (s *State) turnWords() string {
	if s.initiativeDue() {
		return fmt.Sprintf("%s sets the Initiative token first (Charge or Hold)", s.heroName(s.Lead))
	}
	if i, ok := s.sidekickActing(); ok {
		return fmt.Sprintf("%s's %s is acting", s.Heroes[i].Name, s.Heroes[i].sidekickName())
	}
	if who, ok := s.acting(); ok {
		return fmt.Sprintf("it is %s's Turn", s.whoName(who))
	}
	return "the table is in the " + s.Phase.Title()
}

// initiativeDue: the Hero Step waits for the Lead Hero to set the
// Initiative token (000 L240, 001 L237).
func (s *State) initiativeDue() bool { return s.Phase == PhaseHeroStep && s.Initiative == "" }

// sidekickActing returns the Hero whose Sidekick acts now (000 L499).
func (s *State) sidekickActing() (int, bool) {
	if s.Phase != PhaseHeroStep || s.Initiative == "" || !s.SidekickTurn {
		return 0, false
	}
	return s.Order[s.Pos], true
}

func reasonText(r string) (string, error) {
	r = strings.TrimSpace(r)
	if len(r) > MaxReason {
		return "", tracker.Refuse("The reason is %d characters long; keep it under %d.", len(r), MaxReason)
	}
	if err := checkName("The reason", r, false); err != nil {
		return "", tracker.Refuse("%s.", err)
	}
	return r, nil
}

// because appends " (reason)" when a reason is given.
func because(r string) string {
	if r == "" {
		return ""
	}
	return " (" + r + ")"
}

// current returns the checklist item that can be done now, and whether it
// belongs to the interrupting checklist.
func (s *State) current() (*Check, bool) {
	if s.Pending != "" {
		for i := range s.PendingSteps {
			if !s.PendingSteps[i].Done {
				return &s.PendingSteps[i], true
			}
		}
		return nil, true
	}
	for i := range s.Steps {
		if !s.Steps[i].Done {
			return &s.Steps[i], false
		}
	}
	return nil, false
}

// currentIs reports whether the checklist item now due is key.
func (s *State) currentIs(key string) bool {
	c, _ := s.current()
	return c != nil && c.Key == key
}

// done marks the current item done and closes an interrupting checklist
// once its last item is done.
func (s *State) done(c *Check, pending bool) {
	c.Done = true
	if pending && s.PendingSteps[len(s.PendingSteps)-1].Done {
		s.Pending, s.PendingSteps = "", nil
	}
}

// sidekickName names the Hero's Sidekick, also after it has been Defeated
// during its own Turn.
func (h *Hero) sidekickName() string {
	if h.Sidekick == nil {
		return "Sidekick"
	}
	return "Sidekick " + h.Sidekick.Name
}
