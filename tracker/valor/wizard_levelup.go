package valor

import (
	"fmt"
	"strings"
)

// The Villain Level Up Step's screens (000 L731-760, L885-891): each item
// of its checklist with what it gives exactly; the app passes them by
// itself (passBy) but the last.

func (s *State) levelUpScreen(e *env, sc *screen) {
	sc.v.Stage, sc.v.Title = StageLevelUp, "Villain Round: Level Up Step"
	sc.v.Inputs = []WizardInput{InputDone}
	s.levelUpMoment(sc)
	v := &s.Villain
	switch sc.item {
	case StepDefenders:
		sc.v.Say, sc.v.Rule = "Clear the Defender markers; the app clears them on its map.", "000 L735, L889"
	case StepCashOut:
		p := s.CashOutPreview(LootVillain)
		say := fmt.Sprintf("Cash out the Villain Loot Stash: %d Bounty", p.Bounty)
		if len(p.Respawns) > 0 {
			names := make([]string, len(p.Respawns))
			for i, h := range p.Respawns {
				names[i] = s.Heroes[h].Name
			}
			say += fmt.Sprintf(" (%d for each Defeated Hero: %s)", e.r.Hero.DefeatBounty, strings.Join(names, ", "))
		}
		switch {
		case s.Final:
			say += fmt.Sprintf(" -> %s (%s)", count(p.Souls, "Soul", "Souls"), p.Card)
			sc.v.Rule = "000 L772, L891"
		case p.Column == nil:
			say += " -> nothing (below the card's first column)"
			sc.v.Rule = "000 L736-740"
		default:
			say += fmt.Sprintf(" -> +%d XP", p.XP)
			if p.Health > 0 {
				say += fmt.Sprintf(", +%d Health", p.Health)
			}
			say += fmt.Sprintf(" (%s, column %d)", p.Card, p.Column.Bounty)
			sc.v.Rule = "000 L736-740"
		}
		if len(p.Respawns) > 0 {
			say += fmt.Sprintf("; they return to %s at full Health, statuses removed", s.respawnPlace())
		}
		sc.v.Say = say + "."
	case StepLevelUps:
		sc.v.Rule = "000 L744-754"
		if xp := s.VillainXPToSpend(); xp > 0 {
			plan := s.VillainLevelUpPlan(xp)
			sc.v.Say = fmt.Sprintf("%s spends %d XP: %s for every row. Place the dice tokens: %s.", v.Name, xp, count(xp/e.bx.Villain.LevelUpXP, "Level Up", "Level Ups"), planWords(s, plan))
			if left := v.XP - xp; left > 0 {
				sc.v.Say += fmt.Sprintf(" It saves %d XP.", left)
			}
		} else {
			sc.v.Say = fmt.Sprintf("%s has %d XP: no Level Up to buy (XP is spent in twos; a row of Masters takes no more). It saves the XP.", v.Name, v.XP)
		}
	case StepAdvance:
		t := s.Track()
		sc.v.Rule = "000 L760, L801-809"
		if t.Ended {
			sc.v.Say = fmt.Sprintf("The %s is at its end (Day %d): nothing to advance.", t.Name, t.Days)
			break
		}
		sc.v.Say = fmt.Sprintf("Advance the %s to Day %d and read the Day %d entry.", t.Name, s.Day+1, s.Day+1)
		if t.BonusNext {
			b := e.bx.Track.BonusXP
			if plan := s.VillainLevelUpPlan(b); len(plan) > 0 {
				sc.v.Say += fmt.Sprintf(" No Hero has been Defeated this game: %s spends %d bonus XP: %s.", v.Name, b, planWords(s, plan))
			}
		}
		if s.Day+1 == t.Days {
			sc.v.Say += " In most Missions the Final Battle begins now."
		}
	case StepGainAction:
		sc.v.Rule = "000 L820, L890"
		if v.Actions+e.bx.Villain.FinalActionGain <= v.MaxActions {
			sc.v.Say = fmt.Sprintf("%s gains +1 Action: %d -> %d; move the Action marker.", v.Name, v.Actions, v.Actions+e.bx.Villain.FinalActionGain)
		} else {
			sc.v.Say = fmt.Sprintf("%s's Action bar is full: each Hero on the map pays %d Health instead (the app takes it).", v.Name, e.bx.Villain.FinalPay)
		}
	default:
		text, rule := s.stepText(sc.item, false)
		sc.v.Say, sc.v.Rule = text, rule
	}
}

func (s *State) levelUpDone(e *env, item string) (string, error) {
	var words string
	var err error
	switch item {
	case StepCashOut:
		words, err = s.cashOut(e, CashOutCmd{Stash: LootVillain})
	case StepLevelUps:
		if xp := s.VillainXPToSpend(); xp > 0 {
			if words, err = s.villainLevelUp(e, VillainLevelUpCmd{XP: xp}); err != nil {
				return "", err
			}
		}
		var w string
		if w, err = s.tick(e, TickCmd{Key: item}); words == "" {
			words = w
		}
	default:
		words, err = s.tick(e, TickCmd{Key: item})
	}
	if err != nil || s.Winner != "" {
		return words, err
	}
	if s.stepNow() == "" {
		w, err := s.endStep(e, EndStepCmd{})
		if err != nil {
			return "", err
		}
		words += "; " + w
	}
	return words, nil
}
