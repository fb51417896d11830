package valor

import (
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
)

// The round, in the rulebooks' order: Hero Round (Hero Step, Level Up
// Step), Villain Round (Villain Step, Minion Step, Level Up Step)
// (000 L229-236, 001 L210-217).

// tick does the checklist item now due, key, and what it changes.
func (s *State) tick(e *env, a TickCmd) (string, error) {
	if s.Roll != nil {
		return "", tracker.Refuse("Finish %s's roll first.", s.whoName(s.Roll.Who))
	}
	c, pending := s.current()
	if c == nil {
		if len(s.Steps) == 0 {
			return "", tracker.Refuse("There is no checklist in the %s; %s.", s.Phase.Title(), s.turnWords())
		}
		return "", tracker.Refuse("Every item of this step is done; end the step.")
	}
	text, rule := s.stepText(c.Key, pending)
	if a.Key != c.Key {
		return "", tracker.Refuse("Next on the checklist is %q (%s); the steps go in the book's order.", text, rule)
	}
	if by := stepBy(c.Key); by != "" {
		return "", tracker.Refuse("This item is done by its own action (Cash Out), not by ticking it.")
	}
	if s.wizardOwns(c.Key, pending) {
		return "", tracker.Refuse("With the map in the app, the Villain Round screens do %q (%s): follow them; the screen now says: %s", text, rule, s.screen(e).v.Say)
	}
	words, err := s.tickEffect(e, c.Key, pending)
	if err != nil {
		return "", err
	}
	s.done(c, pending)
	if words == "" {
		words = "Done: " + text
	}
	return words, nil
}

// tickRun does a run of cardboard-only items, each as tick does it, in one
// command: the table did them all on the cardboard, and one Undo takes
// them back together.
func (s *State) tickRun(e *env, a TickRunCmd) (string, error) {
	if len(a.Keys) == 0 || len(a.Keys) > maxRun {
		return "", tracker.Refuse("Tick 1 to %d checklist items at once.", maxRun)
	}
	var words []string
	for _, k := range a.Keys {
		c, pending := s.current()
		if c != nil && c.Key == k && !s.passable(k, pending) {
			text, _ := s.stepText(k, pending)
			return "", tracker.Refuse("%q asks something of the app: do it on its own.", text)
		}
		w, err := s.tick(e, TickCmd{Key: k})
		if err != nil {
			return "", err
		}
		words = append(words, w)
	}
	return strings.Join(words, "; "), nil
}

// handsOver refuses the discard item while a hand the app counts is over
// the limit (000 L520, 001 L482): the Villain's in its own Level Up Step,
// else each Hero's.
func (s State) handsOver(limit int, villainPhase bool) error {
	if villainPhase {
		if s.Villain.Hand > limit {
			return tracker.Refuse("%s holds %d Spells; discard %d first.", s.Villain.Name, s.Villain.Hand, s.Villain.Hand-limit)
		}
		return nil
	}
	for _, h := range s.Heroes {
		if h.Hand > limit {
			return tracker.Refuse("%s holds %d cards; discard %d first, down to %d.", h.Name, h.Hand, h.Hand-limit, limit)
		}
	}
	return nil
}

// tickEffect applies what a ticked item changes. It may refuse.
func (s *State) tickEffect(e *env, key string, pending bool) (string, error) {
	villainPhase := s.Phase == PhaseVillainLevelUp && !pending
	switch key {
	case StepDefenders: // 000 L521, L735, L889
		s.clearDefenders()
	case StepVillainOnMap:
		if _, ok := s.villainAt(); s.Map != nil && !ok {
			return "", tracker.Refuse("Place %s on the app's map first: tap its region.", s.Villain.Name)
		}
	case StepDiscard:
		return "", s.handsOver(e.r.Hero.HandSize, villainPhase)
	case StepPassInit: // 000 L522, 001 L484
		old := s.Lead
		s.Lead = (s.Lead + 1) % len(s.Heroes)
		return fmt.Sprintf("Initiative: %s -> %s", s.heroName(old), s.heroName(s.Lead)), nil
	case StepLevelUps:
		if villainPhase && s.Box == BoxLabyrinth && s.Villain.XP >= e.bx.Villain.LevelUpXP && s.villainCanLevel() {
			return "", tracker.Refuse("%s has %d XP; it spends every %d before saving the rest.", s.Villain.Name, s.Villain.XP, e.bx.Villain.LevelUpXP)
		}
	case StepAdvance:
		return s.advanceTrack(e)
	case StepGainAction: // 000 L820, L890
		return s.finalGainAction(e)
	case StepVillainDraws: // 001 L568
		old := s.Villain.Hand
		s.Villain.Hand = min(MaxHand, old+e.bx.Final.VillainCards)
		return fmt.Sprintf("%s: %d -> %d cards (draws %d Blue Arcane Spells)", s.Villain.Name, old, s.Villain.Hand, e.bx.Final.VillainCards), nil
	case StepInvigorate: // 001 L571
		var parts []string
		for i := range s.Heroes {
			h := &s.Heroes[i]
			if !h.onMap() {
				continue
			}
			old := h.Health
			h.Health = min(h.MaxHealth, h.Health+e.bx.Final.HeroHealth)
			parts = append(parts, fmt.Sprintf("%s %d -> %d", h.Name, old, h.Health))
		}
		return "Invigorated: " + strings.Join(parts, ", ") + " Health", nil
	}
	return "", nil
}

// advanceTrack moves the Villain's standee one day (000 L760, 001 L485).
// On the Labyrinth's Days 1 and 3, if no Hero has been Defeated this game,
// the Villain spends an extra 2 XP: one more Level Up for every row
// (000 L803, L807).
func (s *State) advanceTrack(e *env) (string, error) {
	t := e.bx.Track
	if s.Day >= t.Days {
		return fmt.Sprintf("The %s is at its end (Day %d); nothing to advance.", t.Name, t.Days), nil
	}
	s.Day++
	words := fmt.Sprintf("%s: Day %d", t.Name, s.Day)
	if s.Box == BoxLabyrinth {
		words += fmt.Sprintf("; read the Day %d entry", s.Day)
		if slices.Contains(t.BonusDays, s.Day) && !s.AnyDefeated && t.BonusXP >= e.bx.Villain.LevelUpXP {
			steps := t.BonusXP / e.bx.Villain.LevelUpXP
			plan := s.villainLevelUps(steps)
			if len(plan) > 0 {
				words += fmt.Sprintf("; no Hero Defeated yet, so %s spends %d bonus XP: %s", s.Villain.Name, t.BonusXP, planWords(s, plan))
			} else {
				words += "; no Hero Defeated yet, but every row is Master already"
			}
		}
		if s.Day == t.Days {
			words += "; in most Missions the Final Battle begins now"
		}
	} else {
		words += "; do what its row says"
		if s.Day == t.Days {
			words += fmt.Sprintf("; %s flips the board and enters the map as the next Villain Round begins", s.Villain.Name)
		}
	}
	return words, nil
}

// finalGainAction: the Villain gains +1 Action; if it cannot, every Hero
// pays 5 Hearts (000 L820, L890).
func (s *State) finalGainAction(e *env) (string, error) {
	v := &s.Villain
	if v.Actions+e.bx.Villain.FinalActionGain <= v.MaxActions {
		old := v.Actions
		v.Actions += e.bx.Villain.FinalActionGain
		return fmt.Sprintf("%s: %d -> %d Action Points", v.Name, old, v.Actions), nil
	}
	parts := []string{fmt.Sprintf("%s's Action bar is full", v.Name)}
	for i := range s.Heroes {
		h := &s.Heroes[i]
		if !h.onMap() {
			continue // Defeated Heroes cannot be targeted (000 L335)
		}
		pay := s.heartsToPay(h, e.bx.Villain.FinalPay)
		pay = min(pay, h.Health) // a forced cost takes what there is
		old := h.Health
		h.Health -= pay
		p := fmt.Sprintf("%s pays %d: %d -> %d Health", h.Name, pay, old, h.Health)
		if h.Health == 0 {
			p += "; " + s.defeatHero(e, i)
		}
		parts = append(parts, p)
		if s.Winner != "" {
			break
		}
	}
	return strings.Join(parts, "; "), nil
}

// endStep goes on to the next step once its checklist is done.
func (s *State) endStep(e *env, _ EndStepCmd) (string, error) {
	if err := s.flowReady(); err != nil {
		return "", err
	}
	if c, _ := s.current(); c != nil {
		text, rule := s.stepText(c.Key, false)
		return "", tracker.Refuse("Finish the checklist first; next is %q (%s).", text, rule)
	}
	switch s.Phase {
	case PhaseHeroStep:
		return "", tracker.Refuse("The Hero Step ends when the last Hero ends their Turn; %s.", s.turnWords())
	case PhaseHeroLevelUp:
		return s.enterVillainStep(e), nil
	case PhaseVillainStep:
		if s.Box == BoxMordak {
			return "", tracker.Refuse("%s ends the Villain Step by ending the Turn.", s.Villain.Name)
		}
		s.enter(PhaseMinionStep)
		return "Minion Step", nil
	case PhaseMinionStep:
		s.enter(PhaseVillainLevelUp)
		return "Villain Level Up Step", nil
	case PhaseVillainLevelUp:
		return s.newRound()
	}
	return "", fmt.Errorf("unknown step %q", s.Phase)
}

// flowReady refuses moving the round on while a checklist interrupts or a
// roll is open.
func (s *State) flowReady() error {
	if s.Roll != nil {
		return tracker.Refuse("Finish %s's roll first.", s.whoName(s.Roll.Who))
	}
	if s.Pending != "" {
		c, _ := s.current()
		text, rule := s.stepText(c.Key, true)
		what := "setup"
		if s.Pending == PendingFinal {
			what = "the Final Battle's setup"
		}
		return tracker.Refuse("Finish %s first; next is %q (%s).", what, text, rule)
	}
	return nil
}

// enter starts phase p with its checklist.
// Turn records (Action Points spent, rolls made) are cleared as the Turns
// end, so that a board outside its Turn shows every Action Point.
func (s *State) enter(p Phase) {
	s.Phase = p
	s.Wizard = nil
	s.Initiative, s.Order, s.Pos, s.SidekickTurn, s.TurnEnded = "", nil, 0, false, false
	s.Steps = checks(s.stepKeys())
	if p != PhaseHeroStep {
		for i := range s.Heroes {
			h := &s.Heroes[i]
			h.Spent, h.Rolled, h.Surged, h.Fueled = 0, nil, false, false
		}
	}
	if p != PhaseVillainStep {
		v := &s.Villain
		v.Spent, v.Rolled, v.Surged = 0, nil, false
	}
}

// enterVillainStep begins the Villain Round. In Minions of Mordak, once the
// Procession has reached its end, the board flips now and the Final Battle
// begins (001 L206, L556, L562).
func (s *State) enterVillainStep(e *env) string {
	s.enter(PhaseVillainStep)
	v := &s.Villain
	v.Spent, v.Rolled, v.Surged = 0, nil, false
	words := "Villain Round"
	if s.Box == BoxMordak {
		words = fmt.Sprintf("Villain Round: %s's Turn", v.Name)
		if s.Day >= e.bx.Track.Days && !s.Final {
			s.beginFinal()
			words += fmt.Sprintf("; the %s is at its end: the Final Battle begins", e.bx.Track.Name)
		}
	}
	return words
}

// beginFinal starts the Final Battle and its setup checklist.
func (s *State) beginFinal() {
	s.Final = true
	s.Pending = PendingFinal
	s.PendingSteps = checks(s.pendingKeys())
}

// newRound ends the Villain Round and starts a Hero Round, placing any
// joining Hero on the map (000 L1037, 001 L639).
func (s *State) newRound() (string, error) {
	if s.Round >= maxRound {
		return "", tracker.Refuse("The app counts up to %d rounds.", maxRound)
	}
	s.Round++
	s.enter(PhaseHeroStep)
	words := fmt.Sprintf("Round %d: Hero Round; %s sets the Initiative token", s.Round, s.heroName(s.Lead))
	for i := range s.Heroes {
		if s.Heroes[i].Joining {
			s.Heroes[i].Joining = false
			words += fmt.Sprintf("; %s joins at %s", s.Heroes[i].Name, s.respawnPlace())
		}
	}
	return words, nil
}

// setInitiative: the Lead Hero goes first (Charge) or passes the Turn
// clockwise and goes last (Hold) (000 L240, 001 L237).
func (s *State) setInitiative(e *env, a SetInitiativeCmd) (string, error) {
	if err := s.flowReady(); err != nil {
		return "", err
	}
	if a.Side != InitiativeCharge && a.Side != InitiativeHold {
		return "", tracker.Refuse("Choose Charge (the Lead Hero goes first) or Hold (last).")
	}
	if s.Phase != PhaseHeroStep {
		return "", tracker.Refuse("The Initiative token is set as the Hero Round begins; the table is in the %s.", s.Phase.Title())
	}
	if s.Initiative != "" {
		return "", tracker.Refuse("The Initiative token is on %s already this Hero Round.", s.Initiative)
	}
	n := len(s.Heroes)
	var order []int
	for k := 0; k < n; k++ {
		i := (s.Lead + k) % n
		if a.Side == InitiativeHold {
			i = (s.Lead + 1 + k) % n
		}
		if !s.Heroes[i].Joining {
			order = append(order, i)
		}
	}
	if len(order) == 0 {
		return "", tracker.Refuse("No Hero is on the map yet.")
	}
	s.Initiative, s.Order, s.Pos = a.Side, order, 0
	names := make([]string, len(order))
	for k, i := range order {
		names[k] = s.Heroes[i].Name
	}
	words := fmt.Sprintf("%s: %s; turns %s", s.heroName(s.Lead), map[Initiative]string{InitiativeCharge: "Charge", InitiativeHold: "Hold"}[a.Side], strings.Join(names, ", "))
	if w := s.startTurn(e, order[0]); w != "" {
		words += "; " + w
	}
	return words, nil
}

// startTurn begins Hero i's Turn: a Hero still on the Villain Loot Stash
// comes back at once, leaving 3 Bounty (000 L341-343, 001 L310); Flesh of
// Stone gains a Shield (000 L1263).
func (s *State) startTurn(e *env, i int) string {
	h := &s.Heroes[i]
	h.Spent, h.Rolled, h.Surged, h.Fueled, h.NewXP = 0, nil, false, false, false
	s.SidekickTurn, s.TurnEnded = false, false
	var parts []string
	if h.InStash {
		s.VillainStash.Bounty = min(MaxBounty, s.VillainStash.Bounty+e.r.Hero.DefeatBounty)
		s.respawn(h)
		parts = append(parts, fmt.Sprintf("%s's Turn comes while Defeated: back to %s at %d Health, %d Bounty to the Villain Loot Stash",
			h.Name, s.respawnPlace(), h.Health, e.r.Hero.DefeatBounty))
	}
	if h.has(AbilityFleshOfStone) {
		old := h.Shields
		h.Shields = min(e.r.Hero.ShieldCap, h.Shields+e.r.Abilities.FleshOfStone.ShieldsPerTurn)
		if h.Shields > old {
			parts = append(parts, fmt.Sprintf("%s: %d -> %d Shields (Flesh of Stone)", h.Name, old, h.Shields))
		}
	}
	return strings.Join(parts, "; ")
}

// endTurn ends the Turn of the Hero acting (then their Sidekick acts,
// 000 L499), of the Sidekick, or of Mordak (then the Minion Step, 001 L448).
func (s *State) endTurn(e *env, _ EndTurnCmd) (string, error) {
	if err := s.flowReady(); err != nil {
		return "", err
	}
	switch {
	case s.initiativeDue():
		return "", tracker.Refuse("%s sets the Initiative token first: Charge or Hold.", s.heroName(s.Lead))
	case s.Phase == PhaseHeroStep:
		i := s.Order[s.Pos]
		h := &s.Heroes[i]
		if !s.SidekickTurn && h.Sidekick != nil {
			s.SidekickTurn, s.TurnEnded = true, false
			return fmt.Sprintf("%s ends the Turn; %s's %s acts", h.Name, h.Name, h.sidekickName()), nil
		}
		words := h.Name + " ends the Turn"
		if s.SidekickTurn {
			words = fmt.Sprintf("%s's %s ends its Turn", h.Name, h.sidekickName())
		}
		s.SidekickTurn, s.TurnEnded = false, false
		s.Pos++
		if s.Pos == len(s.Order) {
			s.enter(PhaseHeroLevelUp)
			return words + "; Hero Level Up Step", nil
		}
		next := s.Order[s.Pos]
		words += "; " + s.heroName(next) + "'s Turn"
		if w := s.startTurn(e, next); w != "" {
			words += "; " + w
		}
		return words, nil
	case s.Phase == PhaseVillainStep && s.Box == BoxMordak:
		s.enter(PhaseMinionStep)
		return fmt.Sprintf("%s ends the Turn; Minion Step", s.Villain.Name), nil
	}
	return "", tracker.Refuse("No one is taking a Turn now: the table is in the %s.", s.Phase.Title())
}

// startFinal begins the Labyrinth's Final Battle when the Mission says:
// typically the last Event card or Day 4 (000 L766).
func (s *State) startFinal(e *env, _ StartFinalCmd) (string, error) {
	switch {
	case s.Box == BoxMordak:
		return "", tracker.Refuse("In Minions of Mordak the Final Battle begins by itself at the start of the Villain Round after the Procession reaches its end.")
	case s.Final:
		return "", tracker.Refuse("The Final Battle has begun already.")
	case s.Pending != "":
		return "", s.flowReady()
	case s.Roll != nil:
		return "", tracker.Refuse("Finish %s's roll first.", s.whoName(s.Roll.Who))
	}
	s.beginFinal()
	return fmt.Sprintf("The Final Battle begins: %s is placed on the Map", s.Villain.Name), nil
}

// closeMap: when the Labyrinth is Closed Off, the Approach of Doom skips to
// Day 4, whose entry is read at once (000 L449-451).
func (s *State) closeMap(e *env, _ CloseMapCmd) (string, error) {
	t := e.bx.Track
	switch {
	case s.Box != BoxLabyrinth:
		return "", tracker.Refuse("Only the Labyrinth is Closed Off; in Minions of Mordak revealing the map matters only after the game shrinks to 2 Heroes.")
	case s.Day >= t.Days:
		return "", tracker.Refuse("The %s is at Day %d already.", t.Name, t.Days)
	}
	old := s.Day
	s.Day = t.Days
	return fmt.Sprintf("The Labyrinth is Closed Off: %s %s -> Day %d; read the Day %d entry now", t.Name, dayName(old), s.Day, s.Day), nil
}

// findShrine: all Shrines found (3, or 4 after growing from 2 to 3 Heroes)
// skip the Procession to its end, ignoring its bonuses (001 L208, L554, L642).
func (s *State) findShrine(e *env, _ FindShrineCmd) (string, error) {
	t := e.bx.Track
	if s.Box != BoxMordak {
		return "", tracker.Refuse("The Labyrinth has no Shrines.")
	}
	if s.Shrines >= t.ShrinesGrown || (s.ShrinesNeeded > 0 && s.Shrines >= s.ShrinesNeeded) {
		return "", tracker.Refuse("Every Shrine of this game has been found already (%d).", s.Shrines)
	}
	s.Shrines++
	words := fmt.Sprintf("Shrine %d found", s.Shrines)
	if s.ShrinesNeeded == 0 {
		return words + "; Shrines no longer end the Procession: revealing the whole map does", nil
	}
	words += fmt.Sprintf(" of %d", s.ShrinesNeeded)
	if s.Shrines == s.ShrinesNeeded && s.Day < t.Days {
		old := s.Day
		s.Day = t.Days
		words += fmt.Sprintf("; the %s skips %s -> Day %d, ignoring its bonuses; %s enters as the next Villain Round begins",
			t.Name, dayName(old), s.Day, s.Villain.Name)
	}
	return words, nil
}

// mapRevealed: after shrinking from 3 to 2 Heroes, fully revealing the map
// skips the Procession to its end (001 L652).
func (s *State) mapRevealed(e *env, _ MapRevealedCmd) (string, error) {
	t := e.bx.Track
	switch {
	case s.Box != BoxMordak:
		return "", tracker.Refuse("In the Labyrinth, record that the map is Closed Off instead.")
	case s.ShrinesNeeded != 0:
		return "", tracker.Refuse("In this game finding %d Shrines ends the Procession, not revealing the map.", s.ShrinesNeeded)
	case s.Day >= t.Days:
		return "", tracker.Refuse("The %s is at its end already.", t.Name)
	}
	old := s.Day
	s.Day = t.Days
	return fmt.Sprintf("The whole map is revealed: the %s skips %s -> Day %d", t.Name, dayName(old), s.Day), nil
}

func dayName(d int) string {
	if d == 0 {
		return "Start"
	}
	return fmt.Sprintf("Day %d", d)
}

// declareWinner ends the game as the Mission says.
func (s *State) declareWinner(_ *env, a DeclareWinnerCmd) (string, error) {
	why, err := reasonText(a.Reason)
	if err != nil {
		return "", err
	}
	if a.Side != SideHeroes && a.Side != SideVillain {
		return "", tracker.Refuse("Choose who won: the Heroes or the Villain.")
	}
	s.win(a.Side, why)
	return "Game over: " + s.winWords(), nil
}

func (s *State) win(side Side, why string) {
	s.Winner, s.WinReason = side, why
	s.Roll = nil
}

// defeatHero: a Hero at 0 Health is Defeated: onto the Villain Loot Stash,
// negative statuses removed, their Turn over if it was theirs (000 L325,
// L333, L998; 001 L304-306). In the Labyrinth, if no Hero is left on the
// map, they come back at once and leave 3 Bounty (000 L342, L1075). In
// Minions of Mordak's Final Battle the Villain takes a Soul (001 L575).
func (s *State) defeatHero(e *env, i int) string {
	h := &s.Heroes[i]
	h.Health, h.InStash = 0, true
	h.clearNegative()
	s.AnyDefeated = true
	if s.Roll != nil && s.Roll.Who != i {
		s.Roll.Defeats++
	}
	words := h.Name + " is Defeated"
	if s.Phase == PhaseHeroStep && s.Initiative != "" && !s.SidekickTurn && s.Order[s.Pos] == i {
		s.TurnEnded = true
		words += ", which ends their Turn"
	}
	if s.Box == BoxMordak && s.Final {
		s.Villain.Souls = min(e.r.Hero.SoulsToWin, s.Villain.Souls+1)
		words += fmt.Sprintf("; %s takes a Soul (%d of %d)", s.Villain.Name, s.Villain.Souls, e.r.Hero.SoulsToWin)
		if s.Villain.Souls >= e.r.Hero.SoulsToWin {
			s.win(SideVillain, fmt.Sprintf("%d Souls", e.r.Hero.SoulsToWin))
			return words + "; " + s.Villain.Name + " wins"
		}
	}
	if s.Box == BoxLabyrinth && !s.anyHeroOnMap() {
		s.VillainStash.Bounty = min(MaxBounty, s.VillainStash.Bounty+e.r.Hero.DefeatBounty)
		s.respawn(h)
		words += fmt.Sprintf("; no Hero is on the map, so %s returns to %s at once and leaves %d Bounty on the Villain Loot Stash",
			h.Name, s.respawnPlace(), e.r.Hero.DefeatBounty)
	} else {
		words += ", onto the Villain Loot Stash"
	}
	return words
}

func (s *State) anyHeroOnMap() bool {
	for i := range s.Heroes {
		if s.Heroes[i].onMap() {
			return true
		}
	}
	return false
}

// respawn brings a Defeated Hero back at full Health, statuses cleared
// (000 L337, 001 L308).
func (s *State) respawn(h *Hero) {
	s.mapDrop(h.Name) // back on Base Camp (syncMap)
	h.InStash = false
	h.Health = h.MaxHealth
	h.Shields = 0
	h.clearNegative()
}

// addHero: a new Hero is set up as at the start, spends 3 XP for each day
// the track has advanced, the Loot Stash cards follow the new Hero count,
// the Villain's Health follows the bar, and the standee goes on the map as
// the next Hero Round begins (000 L1030-1037, 001 L633-642).
func (s *State) addHero(e *env, a AddHeroCmd) (string, error) {
	n := len(s.Heroes)
	switch {
	case s.Pending == PendingSetup:
		return "", tracker.Refuse("Finish setup first; a Hero who joins now is set up with the others.")
	case n >= e.bx.MaxHeroes:
		return "", tracker.Refuse("%s seats at most %d Heroes.", s.Box.Title(), e.bx.MaxHeroes)
	}
	if err := s.learnVillainHealth(n+1, a.VillainHealth); err != nil {
		return "", err
	}
	h, err := newHero(e.r, a.Hero)
	if err != nil {
		return "", tracker.Refuse("%s.", err)
	}
	for _, o := range s.Heroes {
		if strings.EqualFold(o.Name, h.Name) {
			return "", tracker.Refuse("%s is in the game already; choose an available Hero.", h.Name)
		}
	}
	old := *s
	s.Heroes = append(s.Heroes, h)
	if err := s.takeLootCards(n+1, a.HeroLoot, a.VillainLoot, a.VillainLootB); err != nil {
		*s = old
		return "", err
	}
	nh := &s.Heroes[n]
	nh.XP = min(MaxXP, e.r.Hero.JoinXPPerDay*s.Day)
	nh.NewXP = nh.XP > 0
	nh.Joining = !s.initiativeDue()
	words := fmt.Sprintf("%s joins", nh.Name)
	if nh.XP > 0 {
		words += fmt.Sprintf(" with %d XP to spend (%d for each of %d days)", nh.XP, e.r.Hero.JoinXPPerDay, s.Day)
	}
	if nh.Joining {
		words += fmt.Sprintf(", at %s as the next Hero Round begins", s.respawnPlace())
	} else {
		words += " at " + s.respawnPlace()
	}
	words += "; " + s.villainHealthFor(n, n+1)
	words += fmt.Sprintf("; Loot Stash cards: %s, %s", s.HeroLoot.Name, s.VillainLoot.Name)
	if s.Box == BoxMordak && n == 2 { // 001 L642
		s.ShrinesNeeded = e.bx.Track.ShrinesGrown
		words += fmt.Sprintf("; add the Tier III Shrine of Asha and 3 other Tier III tiles: the Heroes now need %d Shrines", s.ShrinesNeeded)
	}
	return words, nil
}

// learnVillainHealth makes sure the game knows the Villain's starting
// Health for n Heroes, taking given when it does not: a board is entered
// with only the counts a group has played (VillainCard.Health).
func (s *State) learnVillainHealth(n, given int) error {
	v := &s.Villain
	if s.VillainHealthKnown(n) {
		return nil
	}
	if given < 1 || given > MaxVillainHealth {
		return tracker.Refuse("Type %s's starting Health for %d Heroes first: the Hero Count mark on its Health bar.", v.Name, n)
	}
	for len(v.HealthByHeroes) < n {
		v.HealthByHeroes = append(v.HealthByHeroes, 0)
	}
	v.HealthByHeroes[n-1] = given
	return nil
}

// VillainHealthKnown reports whether the game knows the Villain's starting
// Health for n Heroes; a Hero joining or leaving needs the new count's.
func (s State) VillainHealthKnown(n int) bool {
	h := s.Villain.HealthByHeroes
	return n >= 1 && n <= len(h) && h[n-1] > 0
}

// villainHealthFor moves the Villain's Health by the difference between
// the starting Health for to Heroes and for from, keeping what it gained
// or lost so far (000 L1036, 001 L640). It never goes above the cap, and
// never below 5 (the bar's lowest step) unless it was lower already.
func (s *State) villainHealthFor(from, to int) string {
	v := &s.Villain
	diff := v.HealthByHeroes[to-1] - v.HealthByHeroes[from-1]
	old := v.Health
	v.Health = min(v.MaxHealth, v.Health+diff)
	floor := min(old, 5)
	v.Health = max(v.Health, floor)
	return fmt.Sprintf("%s: %d -> %d Health for %d Heroes", v.Name, old, v.Health, to)
}

// removeBlock says why no Hero can be removed now, or nil.
func (s *State) removeBlock(e *env) error {
	atStart := (s.Phase == PhaseHeroLevelUp || s.Phase == PhaseVillainLevelUp) && s.Pending == "" &&
		len(s.Steps) > 0 && !s.Steps[0].Done
	switch {
	case !atStart:
		return tracker.Refuse("A leaving Hero is removed at the start of the next Level Up Step, Hero or Villain; do it then.")
	case len(s.Heroes) <= e.bx.MinHeroes:
		return tracker.Refuse("The game needs at least %d Hero.", e.bx.MinHeroes)
	case s.Roll != nil:
		return tracker.Refuse("Finish %s's roll first.", s.whoName(s.Roll.Who))
	}
	return nil
}

// removeHero: a Hero whose player leaves is removed at the start of the
// next Level Up Step, Hero or Villain; their Treasures go to the Hero Loot
// Stash and the Loot Stash cards and the Villain's Health follow the new
// Hero count (000 L1039-1046, 001 L644-652).
func (s *State) removeHero(e *env, a RemoveHeroCmd) (string, error) {
	n := len(s.Heroes)
	h, err := s.hero(a.Hero)
	if err != nil {
		return "", err
	}
	if err := s.removeBlock(e); err != nil {
		return "", err
	}
	if err := s.learnVillainHealth(n-1, a.VillainHealth); err != nil {
		return "", err
	}
	name := h.Name
	var moved []string
	for j, t := range h.Equipped {
		if t != nil {
			s.HeroStash.Treasures = append(s.HeroStash.Treasures, *t)
			moved = append(moved, t.label())
			h.Equipped[j] = nil
		}
	}
	s.Heroes = slices.Delete(s.Heroes, a.Hero, a.Hero+1)
	if err := s.takeLootCards(n-1, a.HeroLoot, a.VillainLoot, a.VillainLootB); err != nil {
		return "", err // the adapter throws the half-changed state away
	}
	switch {
	case a.Hero < s.Lead:
		s.Lead--
	case a.Hero == s.Lead:
		s.Lead %= n - 1
	}
	words := name + " leaves the game"
	if len(moved) > 0 {
		words += "; " + strings.Join(moved, ", ") + " to the Hero Loot Stash"
	}
	words += "; " + s.villainHealthFor(n, n-1)
	words += fmt.Sprintf("; Loot Stash cards: %s, %s", s.HeroLoot.Name, s.VillainLoot.Name)
	if s.Box == BoxMordak && n == 3 { // 001 L652
		s.ShrinesNeeded = 0
		s.Shrines = min(s.Shrines, e.bx.Track.ShrinesGrown)
		words += "; remove any face-down Tier III Regions: now revealing the whole map, not the Shrines, ends the Procession"
	}
	return words, nil
}
