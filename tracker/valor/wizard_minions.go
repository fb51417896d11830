package valor

import (
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
	"tableside/tracker/valor/labyrinth"
)

// The Minion Step's screens and answers (000 L676-729): each Minion in
// turn order, its Regenerate die, its moves and attack on one screen, the
// Defender the players choose, and its end-of-turn abilities; the damage
// itself is dealt in wizard_combat.go.

// currentTurn is the turn under way, or the next Minion's, not begun.
func (s *State) currentTurn(w *Wizard) (labyrinth.TurnState, *WizardMinions, bool) {
	m := w.Minions
	if m == nil {
		m = &WizardMinions{}
	}
	if m.Turn != nil {
		return *m.Turn, m, true
	}
	next, ok := labyrinth.NextMinion(s.Map, m.Acted)
	if !ok {
		return labyrinth.TurnState{}, m, false
	}
	return labyrinth.TurnState{Minion: next}, m, true
}

func (s *State) minionRecord(name string) *MapMinion {
	for i := range s.Minions {
		if s.Minions[i].Name == name {
			return &s.Minions[i]
		}
	}
	return nil
}

func (s *State) minionScreen(sc *screen, w *Wizard) {
	st, m, ok := s.currentTurn(w)
	if !ok {
		sc.planned("minions", minionsInput(s.Map, m.Acted))
		sc.v.Title, sc.v.Stage, sc.v.Rule = "Minion Step", StageMinionsDone, "000 L676"
		sc.v.Say = "Every Minion on the map has acted: the Minion Step is over."
		if len(m.Acted) == 0 {
			sc.v.Say = "No Minion is on the map: the Minion Step is over."
		}
		sc.v.Inputs = []WizardInput{InputDone}
		return
	}
	sc.turn = st
	sc.planned("minion", minionInput(s.Map, st))
	sc.v.Title, sc.v.Minion = "Minion Step: "+st.Minion, st.Minion
	rec := s.minionRecord(st.Minion)
	if from, ok := s.Map.Locate(st.Minion); ok {
		sc.v.From = &from
	}
	switch {
	case m.Explode:
		s.explodeScreen(sc)
		return
	case m.Carry > 0 && m.CarryAt != nil:
		at := *m.CarryAt
		g := s.Map.At(at)
		sc.v.Stage, sc.v.Rule = StageCarry, "000 L275"
		sc.v.Say = fmt.Sprintf("The Defender at %v is Defeated with %d damage left: choose the next Defender there, who takes it.", at, m.Carry)
		sc.v.Choice = &labyrinth.Choice{Kind: "defender", Rule: "000 L275", Prompt: fmt.Sprintf("Choose who defends %v now", at)}
		for _, h := range g.Heroes {
			sc.v.Choice.Options = append(sc.v.Choice.Options, h.Name)
		}
		sc.v.Highlight, sc.v.Inputs = []labyrinth.Pos{at}, []WizardInput{InputChoose}
		return
	case rec != nil && rec.Wounded && rec.Card.Has(MinionRegenerate) && !m.Regen && st.ActionsLeft == nil:
		sc.v.Stage, sc.v.Rule = StageRegenerate, "001 L605"
		sc.v.Say = fmt.Sprintf("%s is Wounded and Regenerates: roll 1 Novice die; on a Hit it flips to its Fresh side before it acts.", st.Minion)
		sc.v.Dice = &DiceCount{Novice: 1}
		sc.v.Inputs = []WizardInput{InputHits, InputRoll}
		return
	}
	plan, err := labyrinth.PlanMinion(s.Map, st)
	if err != nil {
		fixMap(sc, err)
		return
	}
	sc.plan, sc.shown = plan, plan
	if plan.Target != nil {
		t := plan.Target.Region
		sc.v.Target = &t
	}
	if len(plan.Steps) == 0 || m.Ended {
		s.endTurnScreen(sc, plan)
		return
	}
	i := 0
	for i < len(plan.Steps) && plan.Steps[i].Kind == labyrinth.StepMove {
		sc.moves = append(sc.moves, plan.Steps[i])
		sc.v.Path = append(sc.v.Path, plan.Steps[i].Path...)
		i++
	}
	var says, rules []string
	if st.ActionsLeft == nil {
		says = append(says, s.turnStart(plan))
	}
	for _, mv := range sc.moves {
		says = append(says, mv.Say)
		rules = append(rules, mv.Rule)
	}
	sc.v.Stage = StageMinion
	if i < len(plan.Steps) {
		f := plan.Steps[i]
		sc.fight = &f
		rules = append(rules, f.Rule)
		sc.v.Highlight = []labyrinth.Pos{*f.Region}
		if f.Choice != nil && f.Defender == "" && !rec.Card.Has(MinionAOE) { // AOE hits everyone: no Defender (000 L970)
			sc.v.Stage, sc.v.Choice = StageDefender, f.Choice
			says = append(says, fmt.Sprintf("%s will roll its %s against %v: %s.", st.Minion, RowKind(f.Action).Title(), *f.Region, f.Choice.Prompt))
			sc.v.Inputs = []WizardInput{InputChoose}
		} else {
			a, _ := rec.Card.Attack(RowKind(f.Action))
			sc.attack = a
			sc.v.Dice = &a.Dice
			says = append(says, f.Say)
			say := fmt.Sprintf("Roll its %s dice (%s) and type the Hits, each 1 damage, or let the app roll.", RowKind(f.Action).Title(), diceWords(a.Dice))
			if rec.Card.Has(MinionAOE) {
				say += fmt.Sprintf(" AOE: everyone else at %v takes it in full, Minions too.", *f.Region)
				rules = append(rules, "L970")
			}
			says = append(says, say)
			sc.v.Inputs = []WizardInput{InputHits, InputRoll}
		}
	} else {
		says = append(says, "Then tap Done.")
		sc.v.Inputs = []WizardInput{InputDone}
	}
	sc.v.Say = strings.Join(says, " ")
	sc.v.Rule = strings.Join(rules, ", ")
}

// turnStart says who the Minion targets as its turn begins (000 L678-688).
func (s *State) turnStart(plan labyrinth.Turn) string {
	start := fmt.Sprintf("%s's turn (%s): pull it to the top of its stack.", plan.Minion, count(plan.Actions, "Action Point", "Action Points"))
	if plan.Target == nil {
		return start + " No enemy is within its reach."
	}
	return start + fmt.Sprintf(" Its target: %s at %v.", strings.Join(plan.Target.Enemies, ", "), plan.Target.Region)
}

func (s *State) endTurnScreen(sc *screen, plan labyrinth.Turn) {
	sc.v.Stage = StageEndTurn
	sc.v.Reminders = plan.Reminders
	sc.v.Highlight = []labyrinth.Pos{plan.End}
	says := []string{fmt.Sprintf("%s ends its turn at %v, on top of the stack.", plan.Minion, plan.End)}
	if len(plan.Steps) == 0 && sc.turn.ActionsLeft == nil {
		says = []string{s.turnStart(plan) + fmt.Sprintf(" It can do nothing: its turn ends at %v.", plan.End)}
	}
	rules := []string{"000 L704"}
	bomb := false
	for _, r := range plan.Reminders {
		say := r.Say
		switch r.Ability {
		case labyrinth.Doom:
			say += " (The app marks them.)"
		case labyrinth.Poison:
			say += " Tap the die each covers on their board."
		case labyrinth.Rockfall:
			say += " The app places the token and deals the damage."
		case labyrinth.Bomb:
			bomb = true
			say += " The app places the token (and deals any damage). Type the Hits, or let the app roll."
		}
		says = append(says, say)
		rules = append(rules, r.Rule)
	}
	sc.v.Say, sc.v.Rule = strings.Join(says, " "), strings.Join(rules, ", ")
	if bomb {
		sc.v.Dice = &DiceCount{Novice: 1}
		sc.v.Inputs = []WizardInput{InputHits, InputRoll}
	} else {
		sc.v.Inputs = []WizardInput{InputDone}
	}
}

func (s *State) explodeScreen(sc *screen) {
	f, _ := labFacts()
	sc.v.Stage, sc.v.Rule = StageExplode, "000 L974-982"
	var chains []string
	for _, c := range s.bombChains() {
		chains = append(chains, fmt.Sprintf("%d AOE damage to everyone at %s", f.TokenDamage*c.bombs, posList(c.reach)))
	}
	sc.v.Say = "Every Bomb explodes: " + strings.Join(chains, "; ") + ", friend and foe. Take the Bombs off and tap Done: the app deals the damage."
	for r := range labyrinth.Size {
		for c := range labyrinth.Size {
			if g := s.Map.Regions[r][c]; g != nil && g.Bombs > 0 {
				sc.v.Highlight = append(sc.v.Highlight, labyrinth.Pos{Row: r, Col: c})
			}
		}
	}
	sc.v.Inputs = []WizardInput{InputDone}
}

func (s *State) chooseDefender(sc *screen, name string) (string, error) {
	at := *sc.fight.Region
	s.Map.At(at).Defender = name
	m := s.wiz().minions()
	st := sc.turn
	m.Turn = &st
	return fmt.Sprintf("%s defends %v this round", name, at), nil
}

func (s *State) chooseCarry(e *env, sc *screen, name string) (string, error) {
	m := s.Wizard.Minions
	at, left := *m.CarryAt, m.Carry
	m.Carry, m.CarryAt = 0, nil
	s.Map.At(at).Defender = name
	words := fmt.Sprintf("%s defends %v now", name, at)
	w, err := s.damageDefenders(e, sc.turn.Minion, at, name, left, 0)
	if err != nil {
		return "", err
	}
	return words + "; " + w, nil
}

// minionMoves carries out a screen of moves only.
func (s *State) minionMoves(sc *screen) (string, error) {
	st := sc.turn
	for _, mv := range sc.moves {
		var err error
		if st, err = labyrinth.Advance(s.Map, st, mv); err != nil {
			return "", tracker.Refuse("%s.", err)
		}
	}
	m := s.wiz().minions()
	m.Turn = &st
	end, _ := s.Map.Locate(st.Minion)
	return fmt.Sprintf("%s moves to %v", st.Minion, end), nil
}

// endMinionTurn carries out the end of a Minion's turn: it stays on top of its
// stack, its Bomb or Rockfall is placed and the Heroes it Dooms are marked
// (000 L704, L972-1016); a Bomb check with Hits explodes every Bomb.
func (s *State) endMinionTurn(e *env, sc *screen, faces []int, hits int) (string, error) {
	plan := sc.plan
	f, err := labFacts()
	if err != nil {
		return "", err
	}
	parts := []string{fmt.Sprintf("%s ends its turn at %v", plan.Minion, plan.End)}
	rocks := tokens(s.Map, TokenRockfall)
	for _, r := range plan.Reminders {
		if r.Ability == labyrinth.Bomb && tokens(s.Map, TokenBomb) >= f.BombTokens {
			w, err := s.explode(e) // a 6th Bomb: all 5 explode first (000 L982)
			if err != nil {
				return "", err
			}
			parts = append(parts, "all 5 Bombs explode first")
			parts = append(parts, w...)
		}
	}
	if s.Winner != "" {
		return strings.Join(parts, "; "), nil
	}
	if _, ok := s.Map.Locate(plan.Minion); !ok {
		s.wiz().minions().finishTurn(plan.Minion)
		return strings.Join(append(parts, plan.Minion+" is gone"), "; "), nil
	}
	if err := labyrinth.EndTurn(s.Map, plan); err != nil {
		return "", tracker.Refuse("%s.", err)
	}
	bomb := false
	for _, r := range plan.Reminders {
		switch r.Ability {
		case labyrinth.Bomb:
			bomb = true
			parts = append(parts, "a Bomb placed")
		case labyrinth.Rockfall: // 000 L1012
			where := []labyrinth.Pos{plan.End}
			if rocks >= f.RockfallTokens {
				where = s.Map.Tiles()
				parts = append(parts, fmt.Sprintf("all %d Rockfalls are on the map: every tile takes %d AOE damage instead", f.RockfallTokens, f.TokenDamage))
			} else {
				parts = append(parts, "a Rockfall placed")
			}
			w, err := s.aoe(e, where, f.TokenDamage, plan.Minion, plan.Minion+"'s Rockfall")
			if err != nil {
				return "", err
			}
			parts = append(parts, w...)
			if s.Winner != "" {
				return strings.Join(parts, "; "), nil
			}
		case labyrinth.Doom:
			for i := range s.Heroes {
				h := &s.Heroes[i]
				if slices.Contains(r.Heroes, h.Name) && h.onMap() && !h.Doomed {
					h.Doomed = true
					parts = append(parts, h.Name+" is Doomed")
				}
			}
		case labyrinth.Poison:
			parts = append(parts, strings.Join(r.Heroes, ", ")+" each take a Poison token")
		}
	}
	m := s.wiz().minions()
	if bomb {
		parts = append(parts, "Bomb check: "+rollWords(faces, hits))
		if hits > 0 {
			st := sc.turn
			m.Turn, m.Ended, m.Explode = &st, true, true
			parts = append(parts, "every Bomb explodes")
			return strings.Join(parts, "; "), nil
		}
		parts = append(parts, "no Bomb explodes")
	}
	m.finishTurn(plan.Minion)
	return strings.Join(parts, "; "), nil
}

// settle carries out the screens that need nothing from the table: a
// Minion's turn ending with no end-of-turn ability, and the end of the
// Minion Step once every Minion has acted.
func (s *State) settle(e *env) []string {
	var notes []string
	for range 4 * maxMinions {
		if s.Winner != "" || s.Phase != PhaseMinionStep || s.stepNow() != StepMinions || s.Map == nil {
			return notes
		}
		sc := s.screen(e)
		switch {
		case sc.v.Stage == StageMinionsDone:
			return append(notes, s.endMinionStep())
		case sc.v.Stage == StageEndTurn && len(sc.plan.Reminders) == 0:
			if err := labyrinth.EndTurn(s.Map, sc.plan); err != nil {
				return notes
			}
			w := fmt.Sprintf("%s ends its turn at %v", sc.plan.Minion, sc.plan.End)
			if len(sc.plan.Steps) == 0 && sc.turn.ActionsLeft == nil {
				w = fmt.Sprintf("%s can do nothing and stays at %v", sc.plan.Minion, sc.plan.End)
			}
			notes = append(notes, w)
			s.wiz().minions().finishTurn(sc.plan.Minion)
		case sc.v.Stage == StageEndTurn:
			s.wiz().minions().Ended = true
			st := sc.turn
			s.Wizard.Minions.Turn = &st
			return notes
		default:
			return notes
		}
	}
	return notes
}

func (s *State) endMinionStep() string {
	words := "every Minion has acted; Villain Level Up Step"
	if w := s.Wizard; w == nil || w.Minions == nil || len(w.Minions.Acted) == 0 {
		words = "no Minion is on the map; Villain Level Up Step"
	}
	for i := range s.Steps {
		s.Steps[i].Done = true
	}
	s.enter(PhaseVillainLevelUp)
	return words
}
