package sorcery

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
)

// ID and Title name the game in the catalog.
const (
	ID    = "sorcery"
	Title = "Sword & Sorcery: Ancient Chronicles"
)

// Game is Sword & Sorcery as a tracker.Game: the Adapter gives it ID,
// Title, Apply and the rest from the table below, and the pieces beside
// it Glance and Result from State's own.
type Game struct {
	tracker.Adapter[State, tracker.None, Game]
	tracker.GlanceAdapter[State, tracker.None, Game]
	tracker.ResultAdapter[State, tracker.None, Game]
}

// Rules is the game's table (tracker.Table): its ID, Title and commands,
// built once.
func (Game) Rules() tracker.JSONGame[State, tracker.None] { return rules() }

// Apply is the typed form of Game.Apply: s is left as it was.
func (s State) Apply(cmd tracker.Command) (State, string, error) { return rules().ApplyTo(s, cmd) }

// stateCopier copies a State for every command, and for every try of one
// on a copy, some of which the handlers make: the table's Clone, kept
// apart from it so the handlers need not reach the table they are in.
// Planned once and never changed after.
var stateCopier = tracker.NewCopier[State]()

// rules is Sword & Sorcery for tracker.JSONGame: every command's kind and
// handler, the Minions' last. A new command is one line here. It is built
// once and never changed after.
var rules = tracker.Once(func() tracker.JSONGame[State, tracker.None] {
	return tracker.JSONGame[State, tracker.None]{
		ID:     ID, // stored with every campaign: never change it
		Title:  Title,
		Clone:  stateCopier.Clone,
		Decode: Decode,
		Check:  State.Check,
		Commands: append([]tracker.Op[State, tracker.None]{
			tracker.OnState(KindStartTurn, (*State).startTurn),
			tracker.OnState(KindEndTurn, (*State).endTurn),
			tracker.OnState(KindDrawEncounter, (*State).drawEncounter),
			tracker.OnState(KindWoundHero, (*State).woundHero),
			tracker.OnState(KindHealHero, (*State).healHero),
			tracker.OnState(KindWoundEnemy, (*State).woundEnemy),
			tracker.OnState(KindSpawn, (*State).spawn),
			tracker.OnState(KindPlaceEnemy, (*State).placeEnemy),
			tracker.OnState(KindTimePhase, (*State).timePhase),
			tracker.OnState(KindSouls, (*State).souls),
			tracker.OnState(KindTaunt, (*State).tauntCmd),
			tracker.OnState(KindPassMenace, (*State).passMenaceCmd),
			tracker.OnState(KindNightDay, (*State).nightDay),
			tracker.OnState(KindUsePower, (*State).usePower),
			tracker.OnState(KindEventPhase, (*State).eventPhase),
			tracker.OnState(KindQuestEnd, (*State).questEnd),
			tracker.OnState(KindCondition, (*State).condition),
			tracker.OnState(KindClearCondition, (*State).clearCondition),
			tracker.OnState(KindBeginActivate, (*State).beginActivation),
			tracker.OnState(KindEndActivate, (*State).endActivation),
			tracker.OnState(KindWoundCompanion, (*State).woundCompanion),
			tracker.OnState(KindDrawPowers, (*State).drawEnemyPowers),
			tracker.OnState(KindGiveItem, (*State).giveItem),
			tracker.OnState(KindDropItem, (*State).dropItem),
			tracker.OnState(KindReorganize, (*State).reorganize),
			tracker.OnState(KindPassItem, (*State).passItem),
			tracker.OnState(KindUseCharge, (*State).useCharge),
			tracker.OnState(KindBreakArmour, (*State).breakArmour),
			tracker.OnState(KindAddCompanion, (*State).addCompanion),
			tracker.OnState(KindTimeReserve, (*State).timeReserve),
			tracker.OnState(KindMoveLabel, (*State).moveLabel),
			tracker.OnState(KindEnterSite, (*State).enterSite),
			tracker.OnState(KindVisitPlace, (*State).visitPlace),
			tracker.OnState(KindLeaveSite, (*State).leaveSite),
			tracker.OnState(KindAddVenture, (*State).addVenture),
			tracker.OnState(KindTickTask, (*State).tickTask),
			tracker.OnState(KindToStash, (*State).toStash),
			tracker.OnState(KindFromStash, (*State).fromStash),
			tracker.OnState(KindForge, (*State).forge),
			tracker.OnState(KindCrowns, (*State).crowns),
			tracker.OnState(KindBlessing, (*State).blessing),
			tracker.OnState(KindEnemyTokens, (*State).enemyTokens),
			tracker.OnState(KindHeroShields, (*State).heroShields),
			tracker.OnState(KindLearnPower, (*State).learnPower),
			tracker.OnState(KindHeroBleed, (*State).heroBleed),
			tracker.OnState(KindRedCritical, (*State).redCritical),
			tracker.OnState(KindFlipMaster, (*State).flipMaster),
			tracker.OnState(KindPowerHits, (*State).powerHits),
		}, minionCommands()...),
	}
})

// seat finds a Hero by name, or refuses.
func (s *State) seat(name string) (int, error) {
	if i := s.hero(name); i >= 0 {
		return i, nil
	}
	return 0, tracker.Refuse("No Hero called %q is at the table", name)
}

func (s *State) startTurn(a HeroCmd) (string, error) {
	i, err := s.seat(a.Hero)
	if err != nil {
		return "", err
	}
	if s.Heroes[i].Acted {
		return "", tracker.Refuse("%s has already played this Round", a.Hero)
	}
	if s.Phase == Between {
		return "", tracker.Refuse("The Quest is over: start the next one from the campaign")
	}
	s.Active, s.Phase = i, BattlePhase
	return fmt.Sprintf("%s's turn.", a.Hero), nil
}

// roundPlayed refuses the Event Phase or the Time Phase while a Hero,
// a Ghost Soul too, has not played this Round: the Battle Phase's Hero
// Turns come first, the Event Phase closes the Round and the Time Phase
// opens the next (L1440-1475, L1505-1553, L1598-1599, L4887-4888).
func (s *State) roundPlayed(phase string) error {
	var left []string
	for _, h := range s.Heroes {
		if !h.Acted {
			left = append(left, h.Name)
		}
	}
	if len(left) == 0 {
		return nil
	}
	have := "has"
	if len(left) > 1 {
		have = "have"
	}
	return tracker.Refuse("%s %s not played this Round yet: the %s waits for every Hero's turn", tracker.JoinAnd(left), have, phase)
}

func (s *State) endTurn(struct{}) (string, error) {
	h := &s.Heroes[s.Active]
	if h.Acted {
		return "", tracker.Refuse("%s has already played this Round", h.Name)
	}
	h.Acted = true
	if !slices.ContainsFunc(s.Heroes, func(h Hero) bool { return !h.Acted }) {
		// The last to play is the Event Phase's Active Hero (L1598-1599).
		s.Phase = EventPhase
	}
	words := fmt.Sprintf("%s's turn is over: bookmark down.", h.Name)
	if hc := h.Conditions.Health; hc != "" {
		// The Health token goes at the end of the Hero's Turn (L4674-4675).
		h.Conditions.Health = ""
		words += fmt.Sprintf(" Discard %s's %s token.", h.Name, title(string(hc)))
	}
	return words, nil
}

// living finds a Hero by name who is no Ghost Soul, or refuses; why says
// what a Ghost Soul cannot do.
func (s *State) living(name, why string) (int, error) {
	i, err := s.seat(name)
	if err == nil && s.Heroes[i].Ghost {
		err = tracker.Refuse("%s is a Ghost Soul: %s", name, why)
	}
	return i, err
}

// livingHero is the Hero living finds, itself rather than its seat, for
// a command that changes only that Hero.
func (s *State) livingHero(name, why string) (*Hero, error) {
	i, err := s.living(name, why)
	if err != nil {
		return nil, err
	}
	return &s.Heroes[i], nil
}

// health is a Hero's wounds against HP, for the log.
func (h Hero) health() string {
	return fmt.Sprintf("%s: %s of %d HP.", h.Name, count(h.Wounds, "wound"), h.HP())
}

func (s *State) woundHero(a WoundHeroCmd) (string, error) {
	i, err := s.living(a.Hero, "Enemies and Traps cannot hurt a Ghost Soul")
	if err != nil {
		return "", err
	}
	h := &s.Heroes[i]
	switch {
	case a.Amount < 1 || a.Amount > maxNumber:
		return "", tracker.Refuse("Wound %s by 1 or more", h.Name)
	case a.ByEnemy != nil && (*a.ByEnemy < 0 || *a.ByEnemy >= len(s.Enemies)):
		return "", tracker.Refuse("There is no Enemy %d in play", *a.ByEnemy)
	}
	h.Wounds += a.Amount
	words := h.health()
	if h.Wounds < h.HP() {
		return words, nil
	}
	for _, st := range s.die(i) {
		words += " " + st.Say
	}
	if a.ByEnemy != nil {
		words += s.killerGains(*a.ByEnemy)
	}
	return words, nil
}

// heroBleed: a Bleeding Hero suffers 1 HP before each activity of the
// Hero Turn (L4733-4734), as an Enemy does before each activation
// (L7047-7048); the token stays until the Time Phase (L4736-4738). The
// app does not follow the activities, so the players say each one.
// BleedDue tells whether Hero i bleeds before an activity now: bleeding,
// alive, and in their own Hero Turn (L4733-4734, L1517-1524).
func (s State) BleedDue(i int) bool {
	if i < 0 || i >= len(s.Heroes) {
		return false
	}
	h := s.Heroes[i]
	return !h.Ghost && h.Conditions.Bleed > 0 && s.Phase == BattlePhase && s.Active == i && !h.Acted
}

func (s *State) heroBleed(a HeroCmd) (string, error) {
	i, err := s.living(a.Hero, "a Ghost Soul does not bleed")
	if err != nil {
		return "", err
	}
	h := s.Heroes[i]
	switch {
	case h.Conditions.Bleed == 0:
		return "", tracker.Refuse("%s is not bleeding", h.Name)
	case s.Phase != BattlePhase || s.Active != i || h.Acted:
		// Activities are the Hero Turn's (L1517-1524).
		if s.Phase == BattlePhase && !s.Heroes[s.Active].Acted {
			return "", tracker.Refuse("It is %s's turn, not %s's: a Hero bleeds before each activity of their own turn", s.Heroes[s.Active].Name, h.Name)
		}
		return "", tracker.Refuse("%s's turn is not under way: a Hero bleeds before each activity of their own turn", h.Name)
	}
	words, err := s.woundHero(WoundHeroCmd{Hero: h.Name, Amount: 1})
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%s bleeds before the activity: %s", h.Name, strings.TrimPrefix(words, h.Name+": ")), nil
}

func (s *State) healHero(a WoundHeroCmd) (string, error) {
	h, err := s.livingHero(a.Hero, "only resurrection brings the Hero back")
	if err != nil {
		return "", err
	}
	if a.Amount < 1 || a.Amount > h.Wounds {
		return "", tracker.Refuse("%s has %d wounds to heal", h.Name, h.Wounds)
	}
	h.Wounds -= a.Amount
	return h.health(), nil
}

// woundEnemy wounds an Enemy; at its HP it dies and its Soul Points go on
// the counter (L7074, L7101-7105). Wounding a Master Enemy moves the
// Menace token (L7587-7595).
func (s *State) woundEnemy(a WoundEnemyCmd) (string, error) {
	if a.Enemy < 0 || a.Enemy >= len(s.Enemies) {
		return "", tracker.Refuse("There is no Enemy %d in play", a.Enemy)
	}
	if a.Amount < 1 || a.Amount > maxNumber {
		return "", tracker.Refuse("Wound the Enemy by 1 or more")
	}
	by := -1
	if a.By != "" {
		var err error
		if by, err = s.seat(a.By); err != nil {
			return "", err
		}
	}
	e := &s.Enemies[a.Enemy]
	e.Wounds += a.Amount
	words := s.enemyHealth(a.Enemy)
	if e.Card.Master && by >= 0 {
		words += " " + s.woundMaster(by)
	}
	if e.Wounds >= e.HP(s.HeroCount()) {
		words += s.enemyDies(a.Enemy)
	}
	return words, nil
}

// enemyHealth is the Enemy at index i's wounds against its HP, the Red
// Criticals' cut counted (L4804-4806), for the log.
func (s *State) enemyHealth(i int) string {
	e := &s.Enemies[i]
	return fmt.Sprintf("The %s: %s of %d HP.", e.Label(), count(e.Wounds, "wound"), e.HP(s.HeroCount()))
}

// enemyDies takes the dead Enemy at index i out of play: its Soul Points
// go on the counter and its drops on the map (L7074, L7101-7131), the
// Menace token with the last Master Enemy, its Red Criticals with it
// (L4557-4562). The words follow the Enemy's health.
func (s *State) enemyDies(i int) string {
	e := &s.Enemies[i]
	s.Souls = min(s.Souls+e.Card.SoulPoints, maxNumber)
	words := fmt.Sprintf(" It dies: %d Soul Points, the counter holds %d.", e.Card.SoulPoints, s.Souls) + e.Card.deathWords() + redsGo(e.RedCriticals)
	if e.Card.Master && !slices.ContainsFunc(s.Enemies, func(o Enemy) bool { return o.Card.Master && o.Label() != e.Label() }) {
		s.Menace = nil
	}
	s.Enemies = slices.Delete(s.Enemies, i, i+1)
	return words
}

func (s *State) spawn(a SpawnInput) (string, error) {
	sp, err := s.PlanSpawn(a)
	if err != nil {
		return "", err
	}
	if sp.next.Heroes != nil && len(sp.Spawns) < sp.Count {
		return "", tracker.Refuse("The formula spawns %s: tell the app each card drawn and its gate", enemies(sp.Count))
	}
	if sp.next.Heroes != nil {
		*s = sp.next
	}
	return sayAll(sp.Steps), nil
}

// placeEnemy puts an Enemy in play outside a spawn formula; it is
// assigned as a spawned one is (L6221-6239).
func (s *State) placeEnemy(a PlaceEnemyCmd) (string, error) {
	ne, err := s.enter(a.Card, "")
	if a.Champion && err == nil {
		ne.Powers = min(ne.Powers+1, 3)
		s.Enemies[len(s.Enemies)-1].PowersDue = ne.Powers
	}
	if err != nil {
		var fe *FieldError
		if errors.As(err, &fe) {
			return "", tracker.Refuse("The %s card cannot be used: %s", a.Card.Name, fe.Error())
		}
		return "", err
	}
	return ne.words(), nil
}

func (s *State) timePhase(a TimePhaseInput) (string, error) {
	p, err := s.PlanTimePhase(a)
	if err != nil {
		return "", err
	}
	for _, st := range p.Steps {
		// Only a Save is told here; the Menace token of a Hero who died
		// in the damage is passed after, with pass_menace (L7601-7605).
		if st.Choice != nil && st.Choice.Kind == "save" {
			return "", tracker.Refuse("%s Tell the app how it went first", st.Say)
		}
	}
	*s = p.next
	s.Round++
	return sayAll(p.Steps), nil
}

func (s *State) souls(a SoulsInput) (string, error) {
	if len(a.Requests) == 0 {
		return "", tracker.Refuse("Say who spends the Soul Points, and on what")
	}
	p, err := s.PlanSouls(a)
	if err != nil {
		return "", err
	}
	*s = p.next
	return sayAll(p.Steps[:len(a.Requests)]), nil
}

func (s *State) tauntCmd(a HeroCmd) (string, error) {
	i, err := s.seat(a.Hero)
	if err != nil {
		return "", err
	}
	return s.taunt(i)
}

func (s *State) passMenaceCmd(a HeroCmd) (string, error) {
	i, err := s.seat(a.Hero)
	if err != nil {
		return "", err
	}
	return s.passMenace(i)
}

func (s *State) nightDay(a NightDayCmd) (string, error) { return s.ShiftPowers(a.Card) }

// usePower puts a power in cooldown at the Hourglasses it was used with
// (L3042-3049); a passive one never cools (L3037-3044).
func (s *State) usePower(a UsePowerCmd) (string, error) {
	h, err := s.livingHero(a.Hero, "a Ghost Soul uses no powers")
	if err != nil {
		return "", err
	}
	j := slices.IndexFunc(h.Powers, func(p Power) bool { return p.Name == a.Power })
	switch {
	case j < 0:
		return "", tracker.Refuse("%s has no power called %q", h.Name, a.Power)
	case h.Powers[j].Passive || h.Powers[j].Innate:
		// Innate powers are not rotated either (L3042).
		return "", tracker.Refuse("%s never goes into cooldown", a.Power)
	case h.Powers[j].Cooldown > 0:
		return "", tracker.Refuse("%s is in cooldown for %d more Time Phases", a.Power, h.Powers[j].Cooldown)
	case a.Hourglasses < 1 || a.Hourglasses > 4:
		return "", tracker.Refuse("A power is used at 1 to 4 Hourglasses")
	}
	h.Powers[j].Cooldown = a.Hourglasses
	return fmt.Sprintf("%s uses %s: ready again in %d Time Phases.", h.Name, a.Power, a.Hourglasses), nil
}

func sayAll(steps []Step) string {
	var b strings.Builder
	for i, st := range steps {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(st.Say)
	}
	return b.String()
}
