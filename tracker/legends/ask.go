package legends

import (
	"fmt"
	"slices"
)

// StepInfo is one start-of-turn step as the sheet shows it (the note,
// §7.2 screen 4): its stage, a line for its button, and whether it is done,
// now, or has nothing to do.
type StepInfo struct {
	Stage Stage  `json:"stage"`
	Label string `json:"label"`
	State string `json:"state"` // "done", "now", "next" or "none"
}

// StartOfTurn lists the steps of the active player's start of turn, in
// their order (L551, L519, L153-163, L459), for the sheet that opens by
// itself; empty once the roll-off has not ended.
func (s State) StartOfTurn() []StepInfo {
	if s.Phase != PhasePlay {
		return nil
	}
	p := s.Players[s.Active]
	now := slices.Index(stageOrder, s.Stage)
	var out []StepInfo
	for i, st := range stageOrder[:len(stageOrder)-1] {
		probe := s
		probe.Stage = st
		info := StepInfo{Stage: st}
		switch st {
		case StagePoison:
			info.Label = fmt.Sprintf("Poison: -%d Life", p.Poison)
		case StageRegen:
			info.Label = "Monsters heal"
		case StageAttacks:
			info.Label = fmt.Sprintf("%d Monsters attack", len(probe.attackersLeft()))
			if len(probe.attackersLeft()) == 1 {
				info.Label = "1 Monster attacks"
			}
		case StageHeroRegen:
			info.Label = fmt.Sprintf("%s heals %d", p.Name, p.Stats().Regen)
		}
		switch {
		case i < now:
			info.State = "done"
		case i == now:
			info.State = "now"
		case probe.stageHasWork():
			info.State = "next"
		default:
			info.State = "none"
		}
		out = append(out, info)
	}
	return out
}
