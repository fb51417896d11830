package labyrinth

import (
	"fmt"
	"slices"
	"strings"
)

// TurnState is where a Minion's turn stands: at its start (only Minion
// set), or part way through, after the table has carried out some steps and
// perhaps changed the board (a target Defeated). PlanMinion plans the rest
// of the turn from it.
type TurnState struct {
	Minion string `json:"minion"`
	// ActionsLeft are the Action Points not yet spent; nil means all of
	// the card's.
	ActionsLeft *int `json:"actions_left,omitempty"`
	// Rolled are the Action Rolls made this turn: each type only once
	// (000 L287).
	Rolled []ActionType `json:"rolled,omitempty"`
	// Target is the region of the target chosen in step 1. It is kept while
	// it holds enemies and chosen afresh once it does not.
	Target *Pos `json:"target,omitempty"`
}

// StepKind is what a Minion spends one Action Point on.
type StepKind string

// A step either moves (up to 3 steps) or rolls an attack.
const (
	StepMove  StepKind = "move"
	StepFight StepKind = "fight"
)

// Step is one Action Point of a Minion's turn.
type Step struct {
	Kind StepKind `json:"kind"`
	// MinionStep is the rulebook's step: 2 "Move in!", 3 "Fight!", 4 "Move
	// in & Fight more!" (000 L690-702).
	MinionStep int    `json:"minion_step"`
	Rule       string `json:"rule"`
	// Action is the roll made (fight), or the attack the move brings in
	// range (move).
	Action ActionType `json:"action"`
	// Path are the regions entered, in order, and Toward where the Move in!
	// heads; Ended says why the Move stopped: "arrived", "3 steps" or
	// "rockfall" (000 L1016).
	Path   []Pos  `json:"path,omitempty"`
	Toward *Pos   `json:"toward,omitempty"`
	Ended  string `json:"ended,omitempty"`
	// Region is the region attacked, Enemies those in it. Defender is who
	// takes the attack; when it is not yet known, Choice asks the Heroes.
	Region      *Pos     `json:"region,omitempty"`
	Enemies     []string `json:"enemies,omitempty"`
	Defender    string   `json:"defender,omitempty"`
	Choice      *Choice  `json:"choice,omitempty"`
	ActionsLeft int      `json:"actions_left"`
	Say         string   `json:"say"`
}

// Target is the enemy region a Minion's turn aims at (000 L682-688).
type Target struct {
	Region  Pos      `json:"region"`
	Enemies []string `json:"enemies"`
	// Distance is in steps; -1 when a target kept from earlier in the turn
	// cannot be reached from where the Minion now stands.
	Distance int `json:"distance"`
}

// Reminder is an end-of-turn ability for the table to carry out.
type Reminder struct {
	Ability Ability `json:"ability"`
	Rule    string  `json:"rule"`
	Region  Pos     `json:"region"`
	// Heroes are those it affects (Doom, Poison).
	Heroes []string `json:"heroes,omitempty"`
	// RollDie: the Lead Hero rolls one die at once for the Bombs (L974).
	RollDie bool   `json:"roll_die,omitempty"`
	Say     string `json:"say"`
}

// Turn is a Minion's turn as a plan. It assumes nobody is Defeated and
// nothing moves but the Minion; when a roll changes the board, carry out
// the steps done with Advance and plan again from the new TurnState.
type Turn struct {
	Minion string `json:"minion"`
	From   Pos    `json:"from"`
	// Actions are the Action Points at the start of the plan; Rolled the
	// rolls already made this turn.
	Actions int          `json:"actions"`
	Rolled  []ActionType `json:"rolled,omitempty"`
	// Target is nil when no enemy can be reached.
	Target      *Target    `json:"target,omitempty"`
	Steps       []Step     `json:"steps"`
	End         Pos        `json:"end"`
	ActionsLeft int        `json:"actions_left"`
	Ended       string     `json:"ended"`
	Reminders   []Reminder `json:"reminders,omitempty"`
}

// State is the TurnState the plan started from, with its target.
func (t Turn) State() TurnState {
	st := TurnState{Minion: t.Minion, Rolled: slices.Clone(t.Rolled)}
	ap := t.Actions
	st.ActionsLeft = &ap
	if t.Target != nil {
		r := t.Target.Region
		st.Target = &r
	}
	return st
}

// StepPlan is a whole Minion Step: who acts in which order, and each turn.
type StepPlan struct {
	Order []string `json:"order"`
	Turns []Turn   `json:"turns"`
}

// NextMinion is the Minion to act next (000 L676): the furthest North, then
// furthest East, that has not acted; in a stack, the top-most of those.
// Ask again after every turn: Minions move.
func NextMinion(m *Map, acted []string) (string, bool) {
	return nextMinion(m, func(n string) bool { return slices.Contains(acted, n) })
}

func nextMinion(m *Map, acted func(string) bool) (string, bool) {
	for r := range Size {
		for c := Size - 1; c >= 0; c-- {
			g := m.Regions[r][c]
			if g == nil {
				continue
			}
			for k := len(g.Minions) - 1; k >= 0; k-- {
				if !acted(g.Minions[k].Name) {
					return g.Minions[k].Name, true
				}
			}
		}
	}
	return "", false
}

// PlanMinion plans the rest of one Minion's turn (000 L676-711). The map
// is not changed.
func PlanMinion(m *Map, st TurnState) (Turn, error) {
	if err := m.Check(); err != nil {
		return Turn{}, within(err, "map")
	}
	return planTurn(m.Clone(), st)
}

// PlanMinionStep plans a whole Minion Step from the given board: each
// Minion in turn order, each turn played out on the board the earlier
// turns leave (Minions moved and stacked, Rockfalls and Bombs placed). It
// assumes no roll Defeats anyone and no Bomb explodes; after a roll that
// changes the board, plan again. acted names Minions that already acted.
func PlanMinionStep(m *Map, acted []string) (StepPlan, error) {
	if err := m.Check(); err != nil {
		return StepPlan{}, within(err, "map")
	}
	work := m.Clone()
	done := make(map[string]bool, 32)
	for i, n := range acted {
		if _, _, ok := work.minion(n); !ok {
			return StepPlan{}, fieldf(fmt.Sprintf("acted[%d]", i), "there is no Minion called %q on the map", n)
		}
		done[n] = true
	}
	plan := StepPlan{Order: []string{}, Turns: []Turn{}}
	for {
		name, ok := nextMinion(work, func(n string) bool { return done[n] })
		if !ok {
			return plan, nil
		}
		t, err := planTurn(work, TurnState{Minion: name})
		if err != nil {
			return StepPlan{}, err
		}
		if err := EndTurn(work, t); err != nil {
			return StepPlan{}, err
		}
		done[name] = true
		plan.Order = append(plan.Order, name)
		plan.Turns = append(plan.Turns, t)
	}
}

// Advance carries out one planned step on m: the Minion is pulled to the
// top of its stack, or moved along the path onto the top of the stack where
// it ends (000 L704). It returns the state to plan the rest of the turn from.
func Advance(m *Map, st TurnState, s Step) (TurnState, error) {
	p, k, ok := m.minion(st.Minion)
	if !ok {
		return st, fieldf("minion", "there is no Minion called %q on the map", st.Minion)
	}
	ap := m.At(p).Minions[k].Actions
	if st.ActionsLeft != nil {
		ap = *st.ActionsLeft
	}
	if ap < 1 {
		return st, fieldf("actions_left", "%s has no Action Point left", st.Minion)
	}
	next := TurnState{Minion: st.Minion, Rolled: slices.Clone(st.Rolled), Target: st.Target}
	ap--
	next.ActionsLeft = &ap
	to := p
	switch s.Kind {
	case StepMove:
		if len(s.Path) == 0 {
			return st, fieldf("path", "a move needs a path")
		}
		cur := p
		for i, q := range s.Path {
			ok := false
			for _, d := range dirs {
				if n, adj := m.Neighbour(cur, d); adj && n == q {
					ok = true
				}
			}
			if !ok {
				return st, fieldf(fmt.Sprintf("path[%d]", i), "%v is not adjacent to %v", q, cur)
			}
			cur = q
		}
		to = cur
	case StepFight:
		if slices.Contains(st.Rolled, s.Action) {
			return st, fieldf("action", "%s already rolled %s this turn", st.Minion, s.Action)
		}
		next.Rolled = append(next.Rolled, s.Action)
	default:
		return st, fieldf("kind", `want "move" or "fight"`)
	}
	if err := m.MoveMinion(st.Minion, to); err != nil {
		return st, err
	}
	return next, nil
}

// EndTurn leaves on m the tokens a turn's end-of-turn abilities place: a
// Rockfall while the box has one (000 L1012), a Bomb (after exploding all
// five when none is left, L982). The Minion is left on top of its stack.
func EndTurn(m *Map, t Turn) error {
	f, err := facts()
	if err != nil {
		return err
	}
	if err := m.MoveMinion(t.Minion, t.End); err != nil {
		return err
	}
	g := m.At(t.End)
	for _, r := range t.Reminders {
		switch r.Ability {
		case Bomb:
			if m.count(func(g *Region) int { return g.Bombs }) >= f.BombTokens {
				for _, x := range m.regions() {
					x.Bombs = 0
				}
			}
			g.Bombs++
		case Rockfall:
			if m.count(func(g *Region) int { return g.Rockfalls }) < f.RockfallTokens {
				g.Rockfalls++
			}
		}
	}
	return nil
}

func (m *Map) count(f func(*Region) int) int {
	n := 0
	for _, g := range m.regions() {
		n += f(g)
	}
	return n
}

func (st TurnState) check(m *Map) (Pos, Minion, error) {
	p, k, ok := m.minion(st.Minion)
	if !ok {
		return Pos{}, Minion{}, fieldf("minion", "there is no Minion called %q on the map", st.Minion)
	}
	mn := m.At(p).Minions[k]
	if st.ActionsLeft != nil && (*st.ActionsLeft < 0 || *st.ActionsLeft > mn.Actions) {
		return Pos{}, Minion{}, fieldf("actions_left", "%s has %d Action Points; left must be 0 to %d", mn.Name, mn.Actions, mn.Actions)
	}
	for i, a := range st.Rolled {
		at := fmt.Sprintf("rolled[%d]", i)
		has := false
		for _, x := range mn.Attacks {
			has = has || x.Type == a
		}
		switch {
		case !has:
			return Pos{}, Minion{}, fieldf(at, "%s has no %s attack", mn.Name, a)
		case slices.Contains(st.Rolled[:i], a):
			return Pos{}, Minion{}, fieldf(at, "each Action Roll is made once a turn")
		}
	}
	if st.Target != nil && !st.Target.OnMap() {
		return Pos{}, Minion{}, fieldf("target", "%v is off the map", *st.Target)
	}
	return p, mn, nil
}

// planner plays one Minion's turn forward on a board.
type planner struct {
	m      *Map
	g      grid
	mn     Minion
	steps  int // steps per Move (000 L258)
	boss   bool
	pos    int
	ap     int
	rolled [2]bool // Melee, Ranged
	target int
	power  []ActionType
}

func rollIndex(a ActionType) int {
	if a == Ranged {
		return 1
	}
	return 0
}

func planTurn(m *Map, st TurnState) (Turn, error) {
	f, err := facts()
	if err != nil {
		return Turn{}, err
	}
	from, mn, err := st.check(m)
	if err != nil {
		return Turn{}, within(err, "turn")
	}
	p := &planner{m: m, mn: mn, steps: f.MoveSteps, boss: mn.Has(Boss), pos: from.index(), ap: mn.Actions, target: -1}
	if st.ActionsLeft != nil {
		p.ap = *st.ActionsLeft
	}
	for _, a := range st.Rolled {
		p.rolled[rollIndex(a)] = true
	}
	for _, a := range mn.Attacks {
		if a.Power {
			p.power = append(p.power, a.Type)
		}
	}
	if st.Target != nil && p.hostile(st.Target.index()) {
		p.target = st.Target.index()
	}
	m.fillGrid(&p.g, Mover{Team: VillainTeam, Evade: mn.Has(Evade)})
	t := Turn{Minion: mn.Name, From: from, Actions: p.ap, Rolled: slices.Clone(st.Rolled), Steps: []Step{}}
	if tg := p.ensureTarget(); tg >= 0 {
		t.Target = &Target{Region: posAt(tg), Enemies: p.names(tg), Distance: int(p.g.from(p.pos)[tg])}
	}
	for {
		s, ok := p.next()
		if !ok {
			break
		}
		t.Steps = append(t.Steps, s)
	}
	t.End, t.ActionsLeft = posAt(p.pos), p.ap
	t.Ended = "nothing more it can do"
	if p.ap == 0 {
		t.Ended = "out of Action Points"
	}
	if err := m.MoveMinion(mn.Name, t.End); err != nil {
		return Turn{}, err
	}
	t.Reminders = reminders(m, mn, t.End, f.BombTokens, f.RockfallTokens)
	return t, nil
}

func (p *planner) hostile(i int) bool {
	g := p.m.At(posAt(i))
	return g != nil && len(g.Heroes) > 0
}

func (p *planner) names(i int) []string {
	g := p.m.At(posAt(i))
	out := make([]string, len(g.Heroes))
	for k, h := range g.Heroes {
		out[k] = h.Name
	}
	return out
}

// ensureTarget is step 1 (000 L682): the closest enemy by the Golden Rule,
// kept while its region still holds enemies.
func (p *planner) ensureTarget() int {
	if p.target >= 0 && p.hostile(p.target) {
		return p.target
	}
	dist := p.g.from(p.pos)
	p.target = -1
	for i := range cells {
		if dist[i] >= 0 && p.hostile(i) && (p.target < 0 || goldenLess(int(dist[i]), posAt(i), int(dist[p.target]), posAt(p.target))) {
			p.target = i
		}
	}
	return p.target
}

// unrolledPower are the Power Actions not yet rolled this turn.
func (p *planner) unrolledPower() []ActionType {
	var out []ActionType
	for _, a := range p.power {
		if !p.rolled[rollIndex(a)] {
			out = append(out, a)
		}
	}
	return out
}

// second is the combat action step 4 uses: the row that is not the Power
// Action, or, on a card with two Power Actions, the one not yet rolled.
func (p *planner) second() (ActionType, bool) {
	if len(p.power) == 2 {
		a, b := p.rolled[rollIndex(p.power[0])], p.rolled[rollIndex(p.power[1])]
		switch {
		case a && !b:
			return p.power[1], true
		case b && !a:
			return p.power[0], true
		}
		return "", false
	}
	for _, a := range p.mn.Attacks {
		if !a.Power && !p.rolled[rollIndex(a.Type)] {
			return a.Type, true
		}
	}
	return "", false
}

// inRange: for Melee the target's region, for Ranged a region adjacent to
// it, never its own (000 L692, L919).
func (p *planner) inRange(a ActionType, from, tg int) bool {
	if a == Melee {
		return from == tg
	}
	return slices.Contains(p.g.adj[from][:], int8(tg))
}

// nearest is the region of step 2: the closest that brings one of acts in
// range of the target, by the Golden Rule (000 L692, L711).
func (p *planner) nearest(acts []ActionType, tg int) (int, ActionType, bool) {
	dist := p.g.from(p.pos)
	best, bestAct := -1, ActionType("")
	consider := func(c int, a ActionType) {
		if dist[c] >= 0 && (best < 0 || goldenLess(int(dist[c]), posAt(c), int(dist[best]), posAt(best))) {
			best, bestAct = c, a
		}
	}
	for _, a := range acts {
		if a == Melee {
			consider(tg, a)
			continue
		}
		for _, c := range p.g.adj[tg] {
			if c >= 0 {
				consider(int(c), a)
			}
		}
	}
	return best, bestAct, best >= 0
}

// fight is the enemy region to attack with one of acts, chosen by the
// Golden Rule among those in range: its own region is closer than an
// adjacent one (000 L698, L711).
func (p *planner) fight(acts []ActionType) (ActionType, int, bool) {
	best, bestD, bestAct := -1, 0, ActionType("")
	consider := func(c, d int, a ActionType) {
		if best < 0 || goldenLess(d, posAt(c), bestD, posAt(best)) {
			best, bestD, bestAct = c, d, a
		}
	}
	for _, a := range acts {
		if a == Melee {
			if p.hostile(p.pos) {
				consider(p.pos, 0, a)
			}
			continue
		}
		for _, c := range p.g.adj[p.pos] {
			if c >= 0 && p.hostile(int(c)) {
				consider(int(c), 1, a)
			}
		}
	}
	return bestAct, best, best >= 0
}

// next is the next Action Point of the turn, or false when the turn ends.
// Steps 2 and 3 serve the Power Action until it is rolled; step 4 the
// second combat action (000 L690-702).
func (p *planner) next() (Step, bool) {
	if p.ap <= 0 {
		return Step{}, false
	}
	if pw := p.unrolledPower(); len(pw) > 0 && len(pw) == len(p.power) {
		if tg := p.ensureTarget(); tg >= 0 && !slices.ContainsFunc(pw, func(a ActionType) bool { return p.inRange(a, p.pos, tg) }) {
			if dest, a, ok := p.nearest(pw, tg); ok {
				return p.move(dest, a, 2), true
			}
		}
		if a, reg, ok := p.fight(pw); ok {
			return p.attack(a, reg, 3), true
		}
	}
	sec, ok := p.second()
	if !ok {
		return Step{}, false
	}
	if a, reg, ok := p.fight([]ActionType{sec}); ok {
		return p.attack(a, reg, 4), true
	}
	if tg := p.ensureTarget(); tg >= 0 {
		if dest, a, ok := p.nearest([]ActionType{sec}, tg); ok && dest != p.pos {
			return p.move(dest, a, 4), true
		}
	}
	return Step{}, false
}

// move spends one Action Point on up to 3 steps toward dest along the
// preferred path; a Rockfall entered ends the Move unless the Minion is a
// Boss (000 L628, L1016).
func (p *planner) move(dest int, a ActionType, step int) Step {
	dist := p.g.to(dest)
	s := Step{Kind: StepMove, MinionStep: step, Rule: "000 L692-694", Action: a, Ended: fmt.Sprintf("%d steps", p.steps)}
	if step == 4 {
		s.Rule = "000 L700-702"
	}
	toward := posAt(dest)
	s.Toward = &toward
	for range p.steps {
		p.pos = p.g.next(p.pos, &dist)
		s.Path = append(s.Path, posAt(p.pos))
		if p.pos == dest {
			s.Ended = "arrived"
			break
		}
		if !p.boss && p.m.At(posAt(p.pos)).Rockfalls > 0 {
			s.Ended = "rockfall"
			s.Rule += ", L1016"
			break
		}
	}
	p.ap--
	s.ActionsLeft = p.ap
	hops := make([]string, len(s.Path))
	for i, q := range s.Path {
		hops[i] = q.String()
	}
	var why string
	switch s.Ended {
	case "arrived":
		why = fmt.Sprintf("its %s is now in range of the target", a.title())
	case "rockfall":
		why = "a Rockfall ends the Move"
	default:
		why = fmt.Sprintf("%d steps is all one Move allows; it is heading for %v", p.steps, toward)
	}
	s.Say = fmt.Sprintf("%s spends 1 Action Point to move %s: %s.", p.mn.Name, strings.Join(hops, " > "), why)
	return s
}

func (p *planner) attack(a ActionType, reg, step int) Step {
	p.ap--
	p.rolled[rollIndex(a)] = true
	at := posAt(reg)
	g := p.m.At(at)
	s := Step{Kind: StepFight, MinionStep: step, Rule: "000 L696-698", Action: a, Region: &at, Enemies: p.names(reg), ActionsLeft: p.ap}
	if step == 4 {
		s.Rule = "000 L700-702"
	}
	if len(p.power) == 2 {
		s.Rule += ", L711"
	}
	switch {
	case g.Defender != "":
		s.Defender = g.Defender
	case len(g.Heroes) == 1:
		s.Defender = g.Heroes[0].Name
	default:
		s.Choice = &Choice{
			Kind:    "defender",
			Rule:    "000 L268",
			Prompt:  fmt.Sprintf("Choose who defends %v this round", at),
			Options: s.Enemies,
		}
	}
	who := s.Defender
	if who == "" {
		who = "the Defender the Heroes choose"
	}
	s.Say = fmt.Sprintf("%s spends 1 Action Point to roll its %s against %v: %s takes the Hits.", p.mn.Name, a.title(), at, who)
	return s
}

// reminders are the abilities a Minion uses as it ends its turn at p
// (000 L972-1016), in the order the card lists them.
func reminders(m *Map, mn Minion, p Pos, bombCap, rockCap int) []Reminder {
	g := m.At(p)
	var heroes []string
	for _, h := range g.Heroes {
		if !h.Sidekick {
			heroes = append(heroes, h.Name)
		}
	}
	var out []Reminder
	for _, a := range mn.Abilities {
		r := Reminder{Ability: a, Region: p}
		switch a {
		case Bomb:
			r.Rule, r.RollDie = "000 L972-982", true
			r.Say = fmt.Sprintf("Place a Bomb at %v; the Lead Hero rolls 1 die at once: on a Hit every Bomb explodes, 2 damage to everyone in its region and the adjacent ones.", p)
			if m.count(func(g *Region) int { return g.Bombs }) >= bombCap {
				r.Say = fmt.Sprintf("All %d Bombs are on the map: explode them all first. Then p", bombCap) + r.Say[1:]
			}
		case Rockfall:
			r.Rule = "000 L1010-1012"
			r.Say = fmt.Sprintf("Place a Rockfall at %v: 2 damage to everyone else in the region.", p)
			if m.count(func(g *Region) int { return g.Rockfalls }) >= rockCap {
				r.Say = fmt.Sprintf("All %d Rockfalls are on the map: place none; instead every Map tile takes 2 AOE damage.", rockCap)
			}
		case Doom, Poison:
			if len(heroes) == 0 {
				continue
			}
			r.Heroes = heroes
			if a == Doom {
				r.Rule = "000 L994-996"
				verb := "become"
				if len(heroes) == 1 {
					verb = "becomes"
				}
				r.Say = fmt.Sprintf("%s %s Doomed.", strings.Join(heroes, ", "), verb)
			} else {
				r.Rule = "000 L1002-1006"
				r.Say = fmt.Sprintf("%s each gain 1 Poison token.", strings.Join(heroes, ", "))
				if len(heroes) == 1 {
					r.Say = heroes[0] + " gains 1 Poison token."
				}
			}
		default:
			continue
		}
		out = append(out, r)
	}
	return out
}
