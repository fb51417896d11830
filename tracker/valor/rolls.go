package valor

import (
	"fmt"
	"slices"

	"tableside/tracker"
)

// Action Rolls (000 L281-321, 001 L269-328). The dice are physical: the
// players type the Hits rolled, and the app keeps the Hit Pool while they
// spend it: Plus-Ones added, damage and Spells paid, Plus-Ones bought.

// rollCost is what a Plus-One costs the roller in Hits: 2, 1 for Loxley
// (001 L699) and for the Labyrinth's Villain, a "Boss" (000 L626).
func (s *State) rollCost(e *env, who int) int {
	if who == VillainWho {
		return e.bx.Villain.PlusOneCost
	}
	if s.Heroes[who].has(AbilityCloakAndDagger) {
		return e.r.Abilities.CloakAndDagger.PlusOneCost
	}
	return e.r.Hero.PlusOneCost
}

// startRoll begins an Action Roll. Each type once per Turn for 1 Action
// Point (000 L287, 001 L275); One-Ton Sledge rolls each Melee row apart or
// both together (000 L1261); a Test costs nothing and may come at any time
// (000 L954-960). The Labyrinth's Villain adds all its Plus-Ones on the
// row at once (000 L624) and spends no Action Points on rolls (000 L605).
func (s *State) startRoll(e *env, a RollCmd) (string, error) {
	if s.Roll != nil {
		return "", tracker.Refuse("Finish %s's roll first.", s.whoName(s.Roll.Who))
	}
	if s.Pending != "" {
		return "", s.flowReady()
	}
	rows, err := s.rows(a.Who)
	if err != nil {
		return "", err
	}
	name := s.whoName(a.Who)
	if a.Hits < 0 || a.Hits > MaxHits {
		return "", tracker.Refuse("Type the Hits the dice show, 0 to %d.", MaxHits)
	}
	if len(a.Rows) == 0 {
		return "", tracker.Refuse("Choose the row to roll.")
	}
	for i, ri := range a.Rows {
		if ri < 0 || ri >= len(rows) {
			return "", tracker.Refuse("%s's board has %d rows; there is no row %d.", name, len(rows), ri+1)
		}
		if slices.Contains(a.Rows[:i], ri) {
			return "", tracker.Refuse("Name each row once.")
		}
	}
	kind := rows[a.Rows[0]].Kind
	if len(a.Rows) > 1 {
		sledge := a.Who != VillainWho && s.Heroes[a.Who].has(AbilityOneTonSledge)
		for _, ri := range a.Rows {
			if !sledge || rows[ri].Kind != RowMelee {
				return "", tracker.Refuse("Only One-Ton Sledge rolls two rows together, and only Melee rows.")
			}
		}
	}
	if a.Who != VillainWho {
		if _, err := s.heroOnMap(a.Who); err != nil {
			return "", err
		}
	}
	labVillain := a.Who == VillainWho && s.Box == BoxLabyrinth
	if labVillain && !a.Test && !s.Final {
		if err := s.labVillainMayRoll(kind); err != nil {
			return "", err
		}
	}
	words := fmt.Sprintf("%s: %s roll, %d Hits", name, kind.Title(), a.Hits)
	if a.Test {
		words = fmt.Sprintf("%s: %s Test roll, %d Hits", name, kind.Title(), a.Hits)
	} else if !labVillain {
		if err := s.checkActing(a.Who); err != nil {
			return "", err
		}
		spent, actions, rolled, _ := s.turnCounters(a.Who)
		sledge := a.Who != VillainWho && s.Heroes[a.Who].has(AbilityOneTonSledge) && kind == RowMelee
		for _, u := range *rolled {
			if (sledge && slices.Contains(a.Rows, u)) || (!sledge && rows[u].Kind == kind) {
				return "", tracker.Refuse("%s has made a %s roll this Turn; each Action Roll is once per Turn.", name, kind.Title())
			}
		}
		if *spent >= actions {
			return "", tracker.Refuse("%s has spent all %d Action Points this Turn.", name, actions)
		}
		*spent++
		*rolled = append(*rolled, a.Rows...)
		words += fmt.Sprintf(" (%d of %d Action Points spent)", *spent, actions)
	}
	rl := &Roll{Who: a.Who, Rows: slices.Clone(a.Rows), Kind: kind, Test: a.Test, Rolled: a.Hits, Hits: a.Hits}
	if labVillain && !a.Test { // 000 L624: always adds all the row's Plus-Ones
		for _, ri := range a.Rows {
			rl.Added += rows[ri].PlusOnes
			rows[ri].PlusOnes = 0
		}
		if rl.Added > 0 {
			rl.Hits += rl.Added
			words += fmt.Sprintf(" + %d Plus-One%s = %d", rl.Added, plural(rl.Added), rl.Hits)
		}
	}
	s.Roll = rl
	return words, nil
}

// labVillainMayRoll: before the Final Battle the Labyrinth's Villain makes
// two Action Rolls a round, in its Villain Step: the Magic roll, then the
// Corruption roll (000 L605-608), each once (L287). Its checklist says
// which is due. Tests are not Action Rolls of its Turn and may come any time.
func (s *State) labVillainMayRoll(kind RowKind) error {
	name := s.Villain.Name
	if kind != RowMagic && kind != RowCorruption {
		return tracker.Refuse("Before the Final Battle %s makes only its Magic and Corruption rolls, in the Villain Step.", name)
	}
	if s.Phase != PhaseVillainStep {
		return tracker.Refuse("%s rolls in the Villain Step: its Magic roll, then its Corruption roll.", name)
	}
	switch now := s.stepNow(); {
	case now == StepMagicRoll && kind == RowCorruption:
		return tracker.Refuse("The Magic roll comes first, then the Corruption roll; finish the Magic roll's item.")
	case now == StepCorruption && kind == RowMagic, now != StepMagicRoll && now != StepCorruption:
		return tracker.Refuse("%s has made its %s roll this round; each is made once.", name, kind.Title())
	}
	return nil
}

func (s *State) openRoll() (*Roll, error) {
	if s.Roll == nil {
		return nil, tracker.Refuse("No roll is open; start one with the Hits the dice show.")
	}
	return s.Roll, nil
}

// rollPlusOnes spends the roller's Plus-Ones of the rolled row after the
// roll: +1 Hit each (000 L315, 001 L320).
func (s *State) rollPlusOnes(_ *env, a RollPlusOnesCmd) (string, error) {
	rl, err := s.openRoll()
	if err != nil {
		return "", err
	}
	rows, _ := s.rows(rl.Who)
	name := s.whoName(rl.Who)
	if rl.Who == VillainWho && s.Box == BoxLabyrinth {
		return "", tracker.Refuse("%s added all its Plus-Ones as it rolled.", name)
	}
	have := 0
	for _, ri := range rl.Rows {
		have += rows[ri].PlusOnes
	}
	switch {
	case a.N < 1:
		return "", tracker.Refuse("Choose how many Plus-Ones to spend.")
	case a.N > have:
		return "", tracker.Refuse("%s has %d %s Plus-One%s to spend.", name, have, rl.Kind.Title(), plural(have))
	}
	left := a.N
	for _, ri := range rl.Rows {
		take := min(left, rows[ri].PlusOnes)
		rows[ri].PlusOnes -= take
		left -= take
	}
	rl.Added += a.N
	rl.Hits += a.N
	return fmt.Sprintf("%s: spends %d %s Plus-One%s, %d -> %d Hits", name, a.N, rl.Kind.Title(), plural(a.N), rl.Hits-a.N, rl.Hits), nil
}

// meddle adds another Character's Plus-Ones to the open roll: Wugner's
// Magic Plus-Ones, +1 each (+2 upgraded), on anyone's roll (001 L707);
// Mordak's Plus-Ones of the rolled type, +1 each, on anyone else's (L709).
func (s *State) meddle(e *env, a MeddleCmd) (string, error) {
	rl, err := s.openRoll()
	if err != nil {
		return "", err
	}
	row, err := s.row(a.Who, a.Row)
	if err != nil {
		return "", err
	}
	name := s.whoName(a.Who)
	bonus := 0
	if a.Who == VillainWho {
		switch {
		case !s.Villain.has(AbilitySchemyMeddling):
			return "", tracker.Refuse("%s does not have Schemy Meddling.", name)
		case rl.Who == VillainWho:
			return "", tracker.Refuse("Schemy Meddling adds to anyone else's roll; spend the Villain's own Plus-Ones instead.")
		case row.Kind != rl.Kind:
			return "", tracker.Refuse("Schemy Meddling spends only Plus-Ones of the type being rolled: %s.", rl.Kind.Title())
		}
		bonus = e.r.Abilities.SchemyMeddling.Bonus
	} else {
		h, err := s.heroOnMap(a.Who)
		if err != nil {
			return "", err
		}
		switch {
		case !h.has(AbilityInspirationalBeats):
			return "", tracker.Refuse("%s does not have Inspirational Beats.", name)
		case row.Kind != RowMagic:
			return "", tracker.Refuse("Inspirational Beats spends Magic Plus-Ones.")
		}
		bonus = e.r.Abilities.InspirationalBeats.Bonus
		if h.trained() {
			bonus = e.r.Abilities.InspirationalBeats.BonusTrained
		}
	}
	switch {
	case a.N < 1:
		return "", tracker.Refuse("Choose how many Plus-Ones to spend.")
	case a.N > row.PlusOnes:
		return "", tracker.Refuse("%s's %s row has %d Plus-Ones.", name, row.Kind.Title(), row.PlusOnes)
	}
	row.PlusOnes -= a.N
	add := a.N * bonus
	rl.Boost += add
	rl.Hits += add
	return fmt.Sprintf("%s spends %d Plus-One%s on %s's roll: %d -> %d Hits", name, a.N, plural(a.N), s.whoName(rl.Who), rl.Hits-add, rl.Hits), nil
}

// spendHits spends Hits of the pool: damage, a Spell, a spawn. A Test's
// Hits only pass the Test (000 L960); before the Final Battle Mordak's
// Melee and Ranged Hits only buy Plus-Ones (001 L326).
func (s *State) spendHits(_ *env, a SpendHitsCmd) (string, error) {
	rl, err := s.openRoll()
	if err != nil {
		return "", err
	}
	purpose, err := reasonText(a.For)
	if err != nil {
		return "", err
	}
	name := s.whoName(rl.Who)
	switch {
	case rl.Test:
		return "", tracker.Refuse("A Test's Hits only pass the Test; compare them with the Difficulty and end the roll.")
	case rl.Who == VillainWho && s.Box == BoxMordak && !s.Final && (rl.Kind == RowMelee || rl.Kind == RowRanged):
		return "", tracker.Refuse("%s is not on the map before the Final Battle: Melee and Ranged Hits only buy Plus-Ones.", name)
	case a.N < 1:
		return "", tracker.Refuse("Choose how many Hits to spend.")
	case a.N > rl.Hits:
		return "", tracker.Refuse("%s has %d Hits left in the pool.", name, rl.Hits)
	}
	rl.Hits -= a.N
	rl.Spent += a.N
	words := fmt.Sprintf("%s: spends %d Hit%s", name, a.N, plural(a.N))
	if purpose != "" {
		words += " on " + purpose
	}
	return words + fmt.Sprintf(", %d left", rl.Hits), nil
}

// buyPlusOnes buys Plus-Ones for the rolled row: 2 Hits each (000 L315),
// 1 for Loxley (001 L699) and the Labyrinth's Villain (000 L626); at most 4
// held (8 Loxley upgraded), 6 for the Labyrinth's Villain (000 L317, L627).
func (s *State) buyPlusOnes(e *env, a BuyPlusOnesCmd) (string, error) {
	rl, err := s.openRoll()
	if err != nil {
		return "", err
	}
	name := s.whoName(rl.Who)
	cost := s.rollCost(e, rl.Who)
	switch {
	case rl.Test:
		return "", tracker.Refuse("Hits from a Test cannot buy Plus-Ones.")
	case a.N < 1 || a.N > 99:
		return "", tracker.Refuse("Choose how many Plus-Ones to buy.")
	case a.N*cost > rl.Hits:
		return "", tracker.Refuse("%s has %d Hits; %d Plus-One%s cost %d (%d each).", name, rl.Hits, a.N, plural(a.N), a.N*cost, cost)
	}
	w, err := s.gainPlusOnes(e, rl.Who, rl.Rows[0], a.N, a.Discard, false)
	if err != nil {
		return "", err
	}
	rl.Hits -= a.N * cost
	rl.Bought += a.N
	return fmt.Sprintf("%s for %d Hits, %d left", w, a.N*cost, rl.Hits), nil
}

// pizza is Make-a-da-Pizza: once during each Action Roll, 3 Hits heal one
// nearby Hero +2 (+4 upgraded), the roller too (000 L1267).
func (s *State) pizza(e *env, a PizzaCmd) (string, error) {
	rl, err := s.openRoll()
	if err != nil {
		return "", err
	}
	ab := e.r.Abilities.MakeADaPizza
	if rl.Who == VillainWho || !s.Heroes[rl.Who].has(AbilityMakeADaPizza) {
		return "", tracker.Refuse("Only a Hero with Make-a-da-Pizza bakes a pizza in their roll.")
	}
	cook := &s.Heroes[rl.Who]
	switch {
	case rl.Test:
		return "", tracker.Refuse("A Test's Hits only pass the Test.")
	case rl.Pizza:
		return "", tracker.Refuse("%s has made a pizza in this roll; it is once per Action Roll.", cook.Name)
	case rl.Hits < ab.Hits:
		return "", tracker.Refuse("%s has %d Hits; a pizza costs %d.", cook.Name, rl.Hits, ab.Hits)
	}
	t, err := s.heroOnMap(a.Target)
	if err != nil {
		return "", err
	}
	if !s.nearby(cook.Name, t.Name) { // 000 L1267: "1 nearby Hero"
		return "", tracker.Refuse("%s is not nearby: a pizza heals a Hero in %s's region or an adjacent one.", t.Name, cook.Name)
	}
	heal := ab.Heal
	if cook.trained() {
		heal = ab.HealTrained
	}
	rl.Hits -= ab.Hits
	rl.Spent += ab.Hits
	rl.Pizza = true
	old := t.Health
	t.Health = min(t.MaxHealth, t.Health+heal)
	return fmt.Sprintf("%s: Make-a-da-Pizza for %d Hits; %s %d -> %d Health (+%d, at most the top)", cook.Name, ab.Hits, t.Name, old, t.Health, heal), nil
}

// endRoll ends the roll. A Hero's leftover Hits are lost (001 L282); the
// Labyrinth's Villain turns every leftover Hit into a Plus-One on the row
// (000 L617, L640, L871). A non-Test roll clears the row's Poison tokens
// (000 L1006). Battle Rage gains a Melee Plus-One when the roll Defeated
// anyone (001 L697).
func (s *State) endRoll(e *env, a EndRollCmd) (string, error) {
	rl, err := s.openRoll()
	if err != nil {
		return "", err
	}
	name := s.whoName(rl.Who)
	words := fmt.Sprintf("%s: ends the %s roll", name, rl.Kind.Title())
	labVillain := rl.Who == VillainWho && s.Box == BoxLabyrinth
	if a.Rage {
		if rl.Who == VillainWho || !s.Heroes[rl.Who].has(AbilityBattleRage) {
			return "", tracker.Refuse("Only a Hero with Battle Rage gains its Plus-One.")
		}
		if rl.Defeats == 0 {
			return "", tracker.Refuse("No one was Defeated during this roll; Battle Rage needs a Defeat.")
		}
	}
	switch {
	case labVillain && rl.Hits > 0 && !rl.Test:
		w, err := s.gainPlusOnes(e, VillainWho, rl.Rows[0], rl.Hits, a.Discard, true)
		if err != nil {
			return "", err
		}
		words += fmt.Sprintf("; %d leftover Hit%s become Plus-Ones: %s", rl.Hits, plural(rl.Hits), w)
	case len(a.Discard) > 0 && !a.Rage:
		return "", tracker.Refuse("Nothing is gained as the roll ends; discard nothing.")
	case rl.Hits > 0 && !rl.Test:
		words += fmt.Sprintf("; %d Hit%s unused", rl.Hits, plural(rl.Hits))
	}
	if a.Rage {
		melee := -1
		for ri, row := range s.Heroes[rl.Who].Rows {
			if row.Kind == RowMelee {
				melee = ri
				break
			}
		}
		if melee < 0 {
			return "", tracker.Refuse("%s has no Melee row for the Battle Rage Plus-One.", name)
		}
		w, err := s.gainPlusOnes(e, rl.Who, melee, e.r.Abilities.BattleRage.PlusOnes, a.Discard, false)
		if err != nil {
			return "", err
		}
		words += "; Battle Rage: " + w
	}
	if !rl.Test && rl.Who != VillainWho {
		h := &s.Heroes[rl.Who]
		cleared := 0
		for _, ri := range rl.Rows {
			cleared += len(h.Rows[ri].Poisoned)
			h.Rows[ri].Poisoned = nil
		}
		if cleared > 0 {
			words += fmt.Sprintf("; %d Poison token%s removed from the %s row", cleared, plural(cleared), rl.Kind.Title())
		}
	}
	s.Roll = nil
	return words, nil
}
