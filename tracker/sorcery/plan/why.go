package plan

import (
	"slices"

	"tableside/tracker/sorcery"
)

// What a bug report needs of an Enemy's activation beside its steps: the
// candidates its rule found, those its preferred victim kept and the step
// of the priority rules that decided (sorcery.VictimWhy, L6520-6555).

// activationPlan is an activation's plan with how its victim was found.
type activationPlan struct {
	sorcery.Activation
	Why *sorcery.VictimWhy `json:"why,omitempty"`
}

// enemyTurnPlan is an Enemy Turn's plan with each activation's why.
type enemyTurnPlan struct {
	sorcery.EnemyTurn
	Activations []activationPlan `json:"activations,omitempty"`
}

func planActivation(s *sorcery.State, in sorcery.ActivationInput) (activationPlan, error) {
	a, err := s.Activate(in)
	if err != nil {
		return activationPlan{}, err
	}
	return withWhy(s, a, in)
}

// withWhy adds the why of an activation that picked a victim or a tie.
func withWhy(s *sorcery.State, a sorcery.Activation, in sorcery.ActivationInput) (activationPlan, error) {
	p := activationPlan{Activation: a}
	if a.Victim == "" && len(a.Tied) == 0 {
		return p, nil
	}
	why, err := s.WhyVictim(in)
	p.Why = why
	return p, err
}

func planEnemyTurn(s *sorcery.State, in sorcery.EnemyTurnInput) (enemyTurnPlan, error) {
	t, err := s.PlanEnemyTurn(in)
	if err != nil {
		return enemyTurnPlan{}, err
	}
	p := enemyTurnPlan{EnemyTurn: t}
	for _, a := range t.Activations {
		k := slices.IndexFunc(in.Activations, func(ai sorcery.ActivationInput) bool {
			return ai.Enemy >= 0 && ai.Enemy < len(s.Enemies) && s.Enemies[ai.Enemy].Label() == a.Enemy
		})
		if k < 0 {
			p.Activations = append(p.Activations, activationPlan{Activation: a})
			continue
		}
		ap, err := withWhy(s, a, in.Activations[k])
		if err != nil {
			return enemyTurnPlan{}, err
		}
		p.Activations = append(p.Activations, ap)
	}
	return p, nil
}
