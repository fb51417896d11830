package valor

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"tableside/tracker/valor/labyrinth"
	"tableside/tracker/valor/labyrinth/plan"
)

// What a saved wizard record may hold: State.check refuses a record that
// no sequence of answers could have left.

// checkWizard reports what is wrong with the wizard's record.
func (s *State) checkWizard() error {
	w := s.Wizard
	if w == nil {
		return nil
	}
	now := s.stepNow()
	switch {
	case s.Map == nil || s.Box != BoxLabyrinth:
		return errors.New("the Villain Round wizard runs without a map")
	case s.Phase == PhaseVillainLevelUp && (w.Seq != 0 || w.Magic != nil || w.Corruption != nil || w.Cards != 0 || w.Minions != nil):
		// The Level Up Step keeps only what the app passed by itself.
		return errors.New("the Villain Round wizard holds a Villain or Minion Step record in the Level Up Step")
	case w.Moment != nil && (s.Phase != PhaseVillainLevelUp || !slices.Contains(plan.Procedures(), w.Moment.Procedure) || !json.Valid(w.Moment.Doc)):
		return errors.New("the wizard keeps a moment it cannot have")
	case s.Phase != PhaseVillainStep && s.Phase != PhaseMinionStep && s.Phase != PhaseVillainLevelUp:
		return errors.New("the Villain Round wizard is open outside the Villain Round")
	case len(w.Passed) > 16:
		return errors.New("the wizard went past more screens than a step has")
	case w.Seq < 0 || w.Seq > 1_000_000:
		return errors.New("the wizard's counter is out of range")
	case (w.Magic != nil || w.Corruption != nil || w.Cards != 0) && s.Phase != PhaseVillainStep:
		return errors.New("a Villain Step roll is recorded outside the Villain Step")
	case w.Minions != nil && s.Phase != PhaseMinionStep:
		return errors.New("Minion turns are recorded outside the Minion Step")
	case w.Magic != nil && now != StepMagicRoll:
		return errors.New("a Magic roll is recorded but not due")
	case w.Corruption != nil && now != StepSpawn:
		return errors.New("a Corruption roll is recorded but its spawns are not due")
	case w.Cards < 0 || (w.Cards > 0 && (now != StepAttack || w.Cards >= s.Villain.Actions)):
		return errors.New("the Battle cards resolved do not match the Villain's Action Points")
	}
	if m := w.Magic; m != nil {
		if err := m.Roll.check(); err != nil {
			return err
		}
		plan, err := labyrinth.MagicRoll(m.input())
		switch {
		case err != nil:
			return fmt.Errorf("the Magic roll: %w", err)
		case len(m.Spells) == 0:
			return errors.New("the Magic roll has no Unique Spell")
		case m.Gained && !plan.Done:
			return errors.New("the Magic roll's leftover Hits are gained before its Spells are flipped")
		}
	}
	if c := w.Corruption; c != nil {
		if err := c.Roll.check(); err != nil {
			return err
		}
		if err := c.Costs.validate(); err != nil {
			return err
		}
		if len(c.Reshuffled) > 3 || len(c.Empty) > 3 || len(c.Placed) > 999 {
			return errors.New("the Corruption roll's decks are out of range")
		}
		plan, err := s.corruptionPlan(c)
		switch {
		case err != nil:
			return fmt.Errorf("the Corruption roll: %w", err)
		case len(c.Placed) > len(plan.Spawns) || !slices.Equal(c.Placed, plan.Spawns[:len(c.Placed)]):
			return errors.New("the Minions spawned do not match the Corruption roll")
		case c.Gained:
			return errors.New("the Corruption roll is over but its step is not")
		}
	}
	if m := w.Minions; m != nil {
		if len(m.Acted) > 4*maxMinions {
			return errors.New("too many Minions have acted")
		}
		for _, n := range m.Acted {
			if err := checkName("A Minion's name", n, true); err != nil {
				return err
			}
		}
		switch {
		case m.Turn == nil && (m.Regen || m.Carry != 0 || m.CarryAt != nil || m.Ended || m.Explode):
			return errors.New("a Minion's turn is recorded with no Minion acting")
		case m.Carry < 0 || m.Carry > MaxHits || (m.Carry > 0) != (m.CarryAt != nil):
			return errors.New("the damage left for a new Defender is out of range")
		case m.Explode && !m.Ended:
			return errors.New("the Bombs explode before the turn ends")
		case m.CarryAt != nil && s.Map.At(*m.CarryAt) == nil:
			return errors.New("damage is left for a region with no tile")
		}
		if m.Turn != nil {
			if slices.Contains(m.Acted, m.Turn.Minion) {
				return errors.New("a Minion acts twice")
			}
			if _, err := labyrinth.PlanMinion(s.Map, *m.Turn); err != nil {
				return fmt.Errorf("the Minion's turn: %w", err)
			}
		}
	}
	return nil
}

func (r VillainRoll) check() error {
	if r.Hits < 0 || r.Hits > MaxHits || r.PlusOnes < 0 || r.PlusOnes > 99 || len(r.Faces) > 3*maxMinionDice*MaxSlots {
		return errors.New("a Villain roll is out of range")
	}
	sum := 0
	for _, f := range r.Faces {
		if f < 0 || f > 9 {
			return errors.New("a Villain roll has a face out of range")
		}
		sum += f
	}
	if r.Faces != nil && sum != r.Hits {
		return errors.New("a Villain roll's faces do not add up to its Hits")
	}
	return nil
}
