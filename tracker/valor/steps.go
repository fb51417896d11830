package valor

import (
	"fmt"
	"slices"
	"strings"
)

// Checklist item keys. Some items are done by a command of their own (By
// in StepItem); the others by Tick, which for a few also changes numbers
// (passing the Initiative token, advancing the track, ...).
const (
	// Setup (000 L164-227, 001 L157-198).
	StepMap        = "map"
	StepDecks      = "decks"
	StepChumps     = "chumps"
	StepEvents     = "events"
	StepHeroes     = "heroes"
	StepSoloMap    = "solo_map"
	StepSolo       = "solo"
	StepVillain    = "villain"
	StepTrack      = "track"
	StepGiveInit   = "give_initiative"
	StepMission    = "mission"
	StepRelic      = "reliquary"
	StepCamp       = "camp_upgrades"
	StepDrawSpells = "draw"
	StepDiscard    = "discard"
	StepDefenders  = "defenders"
	StepPassInit   = "pass_initiative"
	StepTreasures  = "treasures"
	StepCashOut    = "cash_out"
	StepLevelUps   = "level_ups"
	StepMagicRoll  = "magic_roll"
	StepCorruption = "corruption_roll"
	StepSpawn      = "spawn"
	StepAttack     = "attack_protocols"
	StepMinions    = "minions"
	StepAdvance    = "advance"
	StepGainAction = "gain_action"
	// The Final Battle (000 L762-781, 001 L564-578).
	StepFinalMission  = "final_mission"
	StepVillainOnMap  = "villain_on_map"
	StepBattleDeck    = "battle_deck"
	StepDoomFlip      = "doom_flip"
	StepCashVillain   = "cash_out_villain"
	StepCashHeroes    = "cash_out_heroes"
	StepFinalLevelUps = "final_level_ups"
	StepVillainDraws  = "villain_draws"
	StepRuins         = "ruins"
	StepInvigorate    = "invigorate"
	StepNoScouting    = "no_scouting"
)

// StepItem is one checklist item as the UI shows it.
type StepItem struct {
	Key  string `json:"key"`
	Text string `json:"text"`
	Rule string `json:"rule"`
	// By is the command kind that does this item; "" means Tick, ByWizard
	// the Villain Round wizard's screens (with the map in the app).
	By   string `json:"by,omitempty"`
	Done bool   `json:"done"`
	// Current: the first item not done; only it can be done now.
	Current bool `json:"current"`
}

// ByWizard is StepItem.By for the items the Villain Round wizard does.
const ByWizard = "wizard"

// pendingKeys lists the interrupting checklist for s.Pending.
func (s *State) pendingKeys() []string {
	switch {
	case s.Pending == PendingSetup && s.Box == BoxLabyrinth:
		keys := []string{StepMap, StepDecks, StepChumps, StepEvents, StepHeroes}
		if len(s.Heroes) == 1 {
			keys = append(keys, StepSolo)
		}
		if c := s.Camp; c != nil && c.Relic != "" {
			keys = append(keys, StepRelic) // 000 L1237
		}
		if c := s.Camp; c != nil && len(c.Others) > 0 {
			keys = append(keys, StepCamp) // 000 L1130
		}
		return append(keys, StepVillain, StepTrack, StepGiveInit, StepMission)
	case s.Pending == PendingSetup:
		keys := []string{StepMap, StepHeroes, StepTrack, StepChumps}
		if len(s.Heroes) <= 2 {
			keys = append(keys, StepSoloMap)
		}
		if len(s.Heroes) == 1 {
			keys = append(keys, StepSolo)
		}
		return append(keys, StepGiveInit)
	case s.Pending == PendingFinal && s.Box == BoxLabyrinth:
		return []string{StepFinalMission, StepVillainOnMap, StepBattleDeck, StepDoomFlip}
	case s.Pending == PendingFinal:
		return []string{StepCashVillain, StepCashHeroes, StepFinalLevelUps, StepVillainDraws, StepRuins, StepInvigorate, StepNoScouting}
	}
	return nil
}

// allStepKeys lists every item the current phase's checklist can hold, in
// the book's order; stepKeys picks those that apply now.
func (s *State) allStepKeys() []string { return s.stepList(s.Final) }

// stepLists lists the checklists the current phase may hold: in the
// Labyrinth the Final Battle can begin in the middle of a Villain Round
// (000 L766), whose checklist then runs to its end.
func (s *State) stepLists() [][]string {
	if s.Box == BoxLabyrinth && (s.Phase == PhaseVillainStep || s.Phase == PhaseVillainLevelUp) {
		return [][]string{s.stepList(false), s.stepList(true)}
	}
	return [][]string{s.stepList(s.Final)}
}

func (s *State) stepList(final bool) []string {
	lab := s.Box == BoxLabyrinth
	switch s.Phase {
	case PhaseHeroLevelUp:
		if lab { // 000 L518-587, L1313-1332
			return []string{StepEvents, StepDrawSpells, StepDiscard, StepDefenders, StepPassInit, StepTreasures, StepCashOut, StepLevelUps}
		} // 001 L479-487, L513-542, L854-865
		return []string{StepDrawSpells, StepDiscard, StepDefenders, StepPassInit, StepTreasures, StepCashOut, StepLevelUps}
	case PhaseVillainStep:
		switch {
		case lab && final: // 000 L811-816
			return []string{StepAttack}
		case lab: // 000 L605-656, L1334-1345
			return []string{StepMagicRoll, StepCorruption, StepSpawn}
		}
		return nil // Mordak takes a Turn (001 L221)
	case PhaseMinionStep: // 000 L676, 001 L452
		return []string{StepMinions}
	case PhaseVillainLevelUp:
		switch {
		case lab && final: // 000 L885-891
			return []string{StepDefenders, StepGainAction, StepCashOut}
		case lab: // 000 L731-760
			return []string{StepDefenders, StepCashOut, StepLevelUps, StepAdvance}
		} // 001 L479-487, L513-542, L854-865
		return []string{StepDrawSpells, StepDiscard, StepDefenders, StepAdvance, StepTreasures, StepCashOut, StepLevelUps}
	}
	return nil
}

func (s *State) stepKeys() []string {
	keys := s.allStepKeys()
	if s.Phase == PhaseVillainLevelUp && s.Box == BoxMordak && s.Day >= s.trackDays() {
		// The Procession has reached its end: nothing left to advance.
		keys = slices.DeleteFunc(slices.Clone(keys), func(k string) bool { return k == StepAdvance })
	}
	return keys
}

func checks(keys []string) []Check {
	if len(keys) == 0 {
		return nil
	}
	out := make([]Check, len(keys))
	for i, k := range keys {
		out[i] = Check{Key: k}
	}
	return out
}

// stepBy is the command kind that does an item, "" for Tick.
func stepBy(key string) string {
	switch key {
	case StepCashOut, StepCashVillain, StepCashHeroes:
		return KindCashOut
	}
	return ""
}

// stepText is the item's words for players and the rule it comes from.
func (s *State) stepText(key string, pending bool) (string, string) {
	lab := s.Box == BoxLabyrinth
	n := len(s.Heroes)
	villainPhase := s.Phase == PhaseVillainLevelUp && !pending
	switch key {
	case StepMap:
		if lab && s.Camp != nil && s.Camp.Fortified {
			return "Build the 5x5 Map border; take the Fortified Camp tile from the Sideboard and place it where Base Camp goes (Base Camp stays in the box), with the 4 other Starting Regions; keep the other Sideboard tiles in the box; shuffle the Labyrinth deck; set out the Sunshield, the Sunshards and the Bounty tokens.", "000 L170-177, L1235"
		}
		if lab {
			return "Build the 5x5 Map border; place Base Camp and the 4 other Starting Regions; keep the Sideboard tiles in the box; shuffle the Labyrinth deck; set out the Sunshield, the Sunshards and the Bounty tokens.", "000 L170-177"
		}
		if n >= 3 {
			return "Collect the 5 Hawkemoor tiles, 8 random Tier I, the Shrine of Bronco, the Elven Dojo, 6 random Tier II (not the 1-2 Hero Shrines), the Shrine of Luna, the Shrine of Asha and 2 random Tier III; shuffle and lay out the Map.", "001 L159-176"
		}
		return "Collect the 5 Hawkemoor tiles, 8 random Tier I, the 1-2 Hero Shrines of Luna and Asha, the Shrine of Bronco, the Elven Dojo and 4 random Tier II (no Tier III); shuffle and lay out the Map.", "001 L161-176"
	case StepDecks:
		return fmt.Sprintf("Set out the Hero and Villain Loot Stash cards and the Hero Hoard card for %d Heroes; shuffle the Treasure and Spell decks; sort the Minion cards by size, shuffle each and put its cover card on top (Easy side if you want an easier game).", n), "000 L179-185"
	case StepChumps:
		c := s.chumps()
		if lab {
			return fmt.Sprintf("Draw %d Chump Minion%s from the bottom of the Chump deck and place %s on tile T1.", c, plural(c), them(c)), "000 L186"
		}
		return fmt.Sprintf("Spawn %d Chump Minion%s on the Mountain above Hawkemoor Keep.", c, plural(c)), "001 L179"
	case StepEvents:
		if pending {
			if s.Mode == ModeQuest {
				return "Take random Events from the Quest Pool as your Mission's Quest Mode setup says.", "000 L194"
			}
			return "Sleeve the Act's Event cards side A out; set Special and Conclusion Events aside; shuffle each Tier and stack them TOP > I > II > III > BOT beside the map.", "000 L187-192"
		}
		return "The Lead Hero reads each Event in the Hero Loot Stash; at a choice, stop for the players to decide and make any Tests.", "000 L479, L518"
	case StepHeroes:
		if lab {
			text := fmt.Sprintf("Each Hero takes the Rules Reference cards, puts the standee on %s, draws any starting Spells and, if unlocked, a Talent card. The app has put Health at the top, a Plus-One on each Power Action and the Action marker at the bottom.", s.campTile())
			if t := s.talentLine(); t != "" {
				return text + " " + t, "000 L202-207, L1060-1066"
			}
			return text, "000 L202-207"
		}
		return "Put the Heroes' standees on Hawkemoor Keep; each Character draws any starting Spells. The app has set Health (the Villain's for the Hero count), a Plus-One on each Power Action and the Action markers.", "001 L177, L192-198"
	case StepSoloMap:
		return "Lay out the Map as the 1-2 Hero diagram shows.", "001 L181"
	case StepSolo:
		b, _ := s.boxFacts()
		return fmt.Sprintf("The lone Hero begins with the Treasure %s: equip it.", b.SoloTreasure), map[bool]string{true: "000 L209, L1072", false: "001 L182"}[lab]
	case StepVillain:
		return "Set the Villain up from the back of its Build-a-Boss insert (starting dice and Plus-Ones as the app shows them) and put the insert in the board.", "000 L213-219"
	case StepTrack:
		b, _ := s.boxFacts()
		return fmt.Sprintf("Put the Villain's standee on Start of the %s.", b.Track.Name), map[bool]string{true: "000 L221-223", false: "001 L178"}[lab]
	case StepGiveInit:
		return fmt.Sprintf("Give the Initiative token to %s, the Lead Hero.", s.heroName(s.Lead)), map[bool]string{true: "000 L225", false: "001 L99"}[lab]
	case StepMission:
		if a := s.CampAct(); a > 0 {
			return fmt.Sprintf("Resume setup in your Act %d Mission where the setup icon shows.", a), "000 L227, L1079"
		}
		return "Resume setup in your Mission where the setup icon shows.", "000 L227"
	case StepRelic:
		return fmt.Sprintf("The Reliquary: take %s from the Treasure deck and equip it on any Hero, or put it in the Hero Loot Stash.", s.Camp.Relic), "000 L1237"
	case StepCamp:
		return "Base Camp upgrades: " + strings.Join(s.Camp.Others, "; ") + ".", "000 L1130"
	case StepDrawSpells:
		if villainPhase {
			return "The Villain draws Spells if Mordak's Unique Abilities say so.", "001 L481"
		}
		return "Each Hero draws cards if their Unique Abilities say so.", map[bool]string{true: "000 L519", false: "001 L481"}[lab]
	case StepDiscard:
		b, _ := facts()
		if villainPhase {
			return fmt.Sprintf("The Villain discards down to %d Spells.", b.Hero.HandSize), "001 L482"
		}
		return fmt.Sprintf("Each Hero with more than %d cards discards down to %d.", b.Hero.HandSize, b.Hero.HandSize), map[bool]string{true: "000 L520", false: "001 L482"}[lab]
	case StepDefenders:
		return "Clear the Defender markers.", map[bool]string{true: "000 L521, L735", false: "001 L483"}[lab]
	case StepPassInit:
		next := 0
		if n > 0 {
			next = (s.Lead + 1) % n
		}
		return fmt.Sprintf("Pass the Initiative token clockwise, to %s (the app moves it).", s.heroName(next)), map[bool]string{true: "000 L522", false: "001 L484"}[lab]
	case StepTreasures:
		if villainPhase {
			return "Reveal the Treasures in the Villain Loot Stash; equip or return them.", "001 L487"
		}
		return "Reveal the Treasures in the Hero Loot Stash; equip, trade or return them (the Lead Hero settles disputes).", map[bool]string{true: "000 L524-544", false: "001 L487-507"}[lab]
	case StepCashOut:
		switch {
		case villainPhase && lab && s.Final:
			return fmt.Sprintf("Cash out each Defeated Hero for Souls; they return to %s at full Health.", s.respawnPlace()), "000 L821, L891"
		case villainPhase && lab:
			return fmt.Sprintf("Cash out the Villain Loot Stash: 3 Bounty for each Defeated Hero, who returns to %s at full Health with statuses cleared; the card gives the Villain XP and Health.", s.campTile()), "000 L736-740, L1235"
		case villainPhase:
			return fmt.Sprintf("Cash out the Villain Loot Stash: 3 Bounty for each Defeated Hero, who returns to %s at full Health; the card gives XP and Health.", s.respawnPlace()), "001 L513-523"
		case lab:
			return "Cash out the Hero Loot Stash: its Bounty goes on the Hero Hoard, and the Loot Stash card gives every Hero XP.", "000 L550-565"
		}
		return "Cash out the Hero Loot Stash: the Loot Stash card gives every Hero XP.", "001 L513-521"
	case StepLevelUps:
		switch {
		case villainPhase && lab:
			return "The Villain spends XP in twos: each 2 XP gives every dice row one Level Up (blanks to Novice first, then Adept, then Master); an odd XP is saved.", "000 L744-754"
		case villainPhase:
			return "The Villain spends XP on Level Ups (1 XP a dice step, 3 XP an Action Point) or saves it.", "001 L525-542"
		}
		return "Each Hero spends XP on Level Ups (1 XP a dice step, 3 XP an Action Point) or saves it as tokens.", map[bool]string{true: "000 L574-587", false: "001 L525-542"}[lab]
	case StepMagicRoll:
		return "Magic roll: roll the Villain's Magic dice and add all its Magic Plus-Ones; flip Spells, paying each one's highest affordable cost, until the Hits are spent or a Spell is unaffordable (discard it); leftover Hits become Magic Plus-Ones; resolve the Spells last flipped first.", "000 L607, L612-620, L632"
	case StepCorruption:
		return "Corruption roll: roll the Corruption dice and add all Corruption Plus-Ones; spawn the largest Minion affordable, again and again; leftover Hits become Corruption Plus-Ones.", "000 L608, L634-640"
	case StepSpawn:
		return "Place each spawned Minion, from the bottom of its deck, on top of the stack of the Portal region closest to the Hero with the least Health (furthest North, then East, on ties).", "000 L643-652"
	case StepAttack:
		return fmt.Sprintf("Flip %d Battle card%s (one for each Villain Action Point) and resolve their Attack Protocols, last flipped first.", s.Villain.Actions, plural(s.Villain.Actions)), "000 L813-816, L857"
	case StepMinions:
		if lab {
			return "Each Minion acts: the one furthest North, then East, not yet acted, the top of a stack first; again until all have acted.", "000 L676-704"
		}
		return "The Villain acts with every Minion on the map, one by one, in any order.", "001 L450-457, L838"
	case StepAdvance:
		b, _ := s.boxFacts()
		if lab {
			return fmt.Sprintf("Advance the %s one Day (the app moves it and spends any bonus XP); read the Day's entry.", b.Track.Name), "000 L760, L801-809"
		}
		return fmt.Sprintf("Advance the %s one day and do what its row says; the Villain may reorder Minion stacks.", b.Track.Name), "001 L485, L202-204"
	case StepGainAction:
		return "The Villain gains +1 Action; if its Action bar is full, each Hero pays 5 Health instead (the app does it).", "000 L820, L890"
	case StepFinalMission:
		return "Set up the Final Battle as your Mission says.", "000 L766-768"
	case StepVillainOnMap:
		return "Place the Villain on the Map; it is always at the bottom of its region's stack.", "000 L766, L883"
	case StepBattleDeck:
		return "Shuffle the Villain's Battle deck beside its board.", "000 L857"
	case StepDoomFlip:
		return "Turn to the Final Battle side of the Approach of Doom: the Villain now attacks with Battle cards, gains +1 Action each Level Up Step and earns Souls instead of XP and Health.", "000 L775-779"
	case StepCashVillain:
		return "Cash out the Villain Loot Stash for rewards, if anything is in it.", "001 L566"
	case StepCashHeroes:
		return "Cash out the Hero Loot Stash for rewards, if anything is in it.", "001 L566"
	case StepFinalLevelUps:
		return "Heroes and Villain spend their last XP; from now on Bounty gives no rewards.", "001 L566-567"
	case StepVillainDraws:
		b, _ := s.boxFacts()
		return fmt.Sprintf("The Villain draws %d bonus Blue Arcane Spells (the app adds them to the hand); from now on Power Surges draw any colour.", b.Final.VillainCards), "001 L568-569"
	case StepRuins:
		return "Flip Hawkemoor Keep to the Ruins of the Throne and place Mordak there.", "001 L570"
	case StepInvigorate:
		b, _ := s.boxFacts()
		return fmt.Sprintf("Each Hero is invigorated: +%d Health (the app adds it, up to the top of each bar).", b.Final.HeroHealth), "001 L571"
	case StepNoScouting:
		return "From now on, nobody Scouts. The Villain must Defeat 3 more Heroes; the Heroes must bring the Villain to 0 Health.", "001 L572-576"
	}
	return key, ""
}

// Checklist is the checklist shown now: the interrupting one (setup, the
// Final Battle) while it is open, else the current step's. Each item has
// its words, its rule and whether it is done or next.
func (s State) Checklist() []StepItem {
	list, pending := s.Steps, false
	if s.Pending != "" {
		list, pending = s.PendingSteps, true
	}
	out := make([]StepItem, len(list))
	current := true
	for i, c := range list {
		text, rule := s.stepText(c.Key, pending)
		out[i] = StepItem{Key: c.Key, Text: text, Rule: rule, By: stepBy(c.Key), Done: c.Done}
		if s.wizardOwns(c.Key, pending) {
			out[i].By = ByWizard
		}
		if !c.Done && current {
			out[i].Current = true
			current = false
		}
	}
	return out
}

// maxRun bounds a TickRun: longer than any checklist.
const maxRun = 16

// cardboardOnly reports whether the checklist item key is done on the
// cardboard alone, asking the app no number, roll or choice, so a table
// may do a run of them and tick them with one tap (TickRun) once it has
// done them. The Events item sets the packets up at setup (000 L187-192);
// in a Level Up Step its Events may call for Tests (000 L479, L518), which
// a Hero's board rolls at any time, so the item asks nothing itself. Cards
// drawn by an ability go in the hand on the board whenever the players
// note them.
func cardboardOnly(key string) bool {
	switch key {
	case StepDecks, StepHeroes, StepSoloMap, StepVillain, StepTrack, StepGiveInit, StepMission,
		StepDefenders, StepPassInit, StepDrawSpells, StepEvents:
		return true
	}
	return false
}

// passable reports whether the item key may be ticked with others in one
// tap: done on the cardboard alone, done already on the app's map
// (doneAlready), or the discard when no hand is over the limit (tick
// checks it the same way).
func (s State) passable(key string, pending bool) bool {
	switch {
	case cardboardOnly(key), s.doneAlready(key, pending) != "":
		return true
	case key == StepDiscard:
		r, err := facts()
		return err == nil && s.handsOver(r.Hero.HandSize, s.Phase == PhaseVillainLevelUp && !pending) == nil
	}
	return false
}

// CardboardRun is the run of checklist items, from the one due now, that
// the table does on the cardboard alone (cardboardOnly) and Tick does:
// what TickRun takes at once. Empty when the item due now is not one.
func (s State) CardboardRun() []StepItem {
	var out []StepItem
	for _, it := range s.Checklist() {
		if it.Done {
			continue
		}
		if it.By != "" || !s.passable(it.Key, s.Pending != "") || len(out) == maxRun {
			break
		}
		out = append(out, it)
	}
	return out
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func them(n int) string {
	if n == 1 {
		return "it"
	}
	return "them"
}
