package valor

import (
	"slices"
	"strings"
)

// Question is the one thing a wizard screen asks, in a short line the
// screen shows first and large, above its answers; Say explains it. A
// player at a crowded table reads the question, taps, and reads on only
// when unsure.
func (v WizardView) Question() string {
	if !v.Active {
		return ""
	}
	hits := slices.Contains(v.Inputs, InputHits)
	switch v.Stage {
	case StageMagicRoll:
		return "How many Hits on the Magic roll?"
	case StageCorruptionRoll:
		return "How many Hits on the Corruption roll?"
	case StageSpell:
		return "What does the Spell cost?"
	case StageResolveSpells:
		return "Are the Spells resolved?"
	case StageMagicDiscard, StageCorruptionDiscard:
		return "Which Plus-Ones does the Lead Hero discard?"
	case StageCosts:
		return "What do the Minion decks cost?"
	case StageSpawn:
		return "Which " + SizeTitle(v.Size) + " was drawn?"
	case StageSpawnTable:
		return "Which Minions were spawned?"
	case StageAttackProtocol:
		return "Is the Battle card resolved?"
	case StageRegenerate:
		if hits {
			return "Did " + v.Minion + " roll a Hit?"
		}
	case StageDefender, StageCarry:
		return "Who defends?"
	case StageMinion:
		if hits {
			return "How many Hits does the " + v.Minion + " roll?"
		}
		return "Is the " + v.Minion + "'s turn done?"
	case StageEndTurn:
		return "Are the end-of-turn abilities done?"
	case StageExplode:
		return "Are the Bombs taken off?"
	case StageLevelUp:
		return "Is this done?"
	case StageFixMap:
		return "Correct the map"
	}
	if hits {
		return "How many Hits?"
	}
	if v.Choice != nil {
		return "Which one?"
	}
	if len(v.Inputs) == 1 && v.Inputs[0] == InputDone {
		return "Ready to go on?"
	}
	return strings.TrimSuffix(v.Title, ".")
}
