package valor

import (
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
	"tableside/tracker/valor/labyrinth"
)

// defeatMinion puts a Defeated Minion on the Hero Loot Stash, whoever
// Defeated it (000 L310, L566; 001 L300).
func (s *State) defeatMinion(_ *env, a DefeatMinionCmd) (string, error) {
	if a.Map {
		if a.Bounty != 0 {
			return "", tracker.Refuse("A Minion on the map is worth its card's Bounty; leave the Bounty out.")
		}
		return s.defeatMapMinion(a.Name)
	}
	if err := checkName("The Minion's name", a.Name, false); err != nil {
		return "", tracker.Refuse("%s.", err)
	}
	if a.Bounty < 0 || a.Bounty > MaxMinionBounty {
		return "", tracker.Refuse("Type the Minion's Bounty, 0 to %d.", MaxMinionBounty)
	}
	if len(s.HeroStash.Minions) >= MaxStash {
		return "", tracker.Refuse("The app counts up to %d cards on a Loot Stash.", MaxStash)
	}
	s.HeroStash.Minions = append(s.HeroStash.Minions, Minion{Name: strings.TrimSpace(a.Name), Bounty: a.Bounty})
	if s.Roll != nil {
		s.Roll.Defeats++
	}
	name := strings.TrimSpace(a.Name)
	if name == "" {
		name = "a Minion"
	}
	return fmt.Sprintf("%s (%d Bounty) Defeated, onto the Hero Loot Stash", name, a.Bounty), nil
}

// loot puts a Treasure on a Loot Stash: a Hero's or Sidekick's Loot goes
// face-down on the Hero Loot Stash (000 L487); Mordak loots only on the
// map, in the Final Battle (001 L428).
func (s *State) loot(_ *env, a LootCmd) (string, error) {
	if err := a.Treasure.Validate(); err != nil {
		return "", tracker.Refuse("%s.", err)
	}
	t := a.Treasure
	t.Name = strings.TrimSpace(t.Name)
	if a.Who == VillainWho {
		switch {
		case s.Box == BoxLabyrinth:
			return "", tracker.Refuse("The Labyrinth's Villain does not Loot.")
		case !s.Final:
			return "", tracker.Refuse("%s Loots only on the map, in the Final Battle.", s.Villain.Name)
		case len(s.VillainStash.Treasures) >= MaxStash:
			return "", tracker.Refuse("The app counts up to %d cards on a Loot Stash.", MaxStash)
		}
		s.VillainStash.Treasures = append(s.VillainStash.Treasures, t)
		return fmt.Sprintf("%s loots %s onto the Villain Loot Stash", s.Villain.Name, t.label()), nil
	}
	h, err := s.heroOnMap(a.Who)
	if err != nil {
		return "", err
	}
	if s.Map != nil { // 000 L487, 001 L428: only with no enemies in the region
		if p, defended := s.lootDefended(h); defended {
			return "", tracker.Refuse("The Treasures at %v are defended: %s can Loot only once no enemy is in the region.", p, h.Name)
		}
	}
	if len(s.HeroStash.Treasures) >= MaxStash {
		return "", tracker.Refuse("The app counts up to %d cards on a Loot Stash.", MaxStash)
	}
	s.HeroStash.Treasures = append(s.HeroStash.Treasures, t)
	return fmt.Sprintf("%s loots %s onto the Hero Loot Stash", h.Name, t.label()), nil
}

// lootDefended reports whether h's region holds an enemy, and where, when
// h's Sidekick (who Loots for the same Stash, 000 L487) is not in a region
// without one either.
func (s *State) lootDefended(h *Hero) (labyrinth.Pos, bool) {
	names := []string{h.Name}
	if h.Sidekick != nil {
		names = append(names, sidekickMapName(h))
	}
	var first labyrinth.Pos
	for i, n := range names {
		p, ok := s.Map.Locate(n)
		if !ok {
			continue
		}
		if g := s.Map.At(p); len(g.Minions) == 0 && g.Villain == "" {
			return p, false
		}
		if i == 0 {
			first = p
		}
	}
	return first, true
}

// bounty adds or takes Bounty tokens on a Loot Stash (000 L909, L343, L467).
func (s *State) bounty(_ *env, a BountyCmd) (string, error) {
	why, err := reasonText(a.Reason)
	if err != nil {
		return "", err
	}
	have, name := &s.HeroStash.Bounty, "Hero Loot Stash"
	switch a.Stash {
	case LootHeroes:
	case LootVillain:
		have, name = &s.VillainStash.Bounty, "Villain Loot Stash"
	default:
		return "", tracker.Refuse("Choose the Hero or the Villain Loot Stash.")
	}
	if err := delta(name, "Bounty tokens", *have, a.Delta, 0, MaxBounty); err != nil {
		return "", err
	}
	old := *have
	*have += a.Delta
	return fmt.Sprintf("%s: %d -> %d Bounty tokens%s", name, old, *have, because(why)), nil
}

// treasureTime refuses handling Treasures outside the time for it: in the
// Hero Level Up Step, once they are revealed (000 L524-540, 001 L487-503).
func (s *State) treasureTime(atOnce bool) error {
	if atOnce || (s.Pending == "" && s.Phase == PhaseHeroLevelUp && s.currentIs(StepTreasures)) {
		return nil
	}
	return tracker.Refuse("Looted Treasures wait face-down on the Hero Loot Stash; reveal, equip and trade them in the Hero Level Up Step.")
}

// equip slides a Treasure from the Hero Loot Stash under a slot of its
// type; one already there goes back to the Stash (000 L532, 001 L495).
func (s *State) equip(_ *env, a EquipCmd) (string, error) {
	h, err := s.heroOnMap(a.Hero)
	if err != nil {
		return "", err
	}
	if err := s.treasureTime(a.AtOnce); err != nil {
		return "", err
	}
	st := &s.HeroStash.Treasures
	switch {
	case a.Stash < 0 || a.Stash >= len(*st):
		return "", tracker.Refuse("The Hero Loot Stash holds %d Treasures; there is no Treasure %d.", len(*st), a.Stash+1)
	case a.Slot < 0 || a.Slot >= len(h.Slots):
		return "", tracker.Refuse("A board has 3 Treasure slots; there is no slot %d.", a.Slot+1)
	}
	t := (*st)[a.Stash]
	if t.Kind != h.Slots[a.Slot] {
		return "", tracker.Refuse("%s's slot %d holds %s Treasures; %s is %s.", h.Name, a.Slot+1, h.Slots[a.Slot], t.label(), t.Kind)
	}
	*st = slices.Delete(*st, a.Stash, a.Stash+1)
	words := fmt.Sprintf("%s equips %s", h.Name, t.label())
	if old := h.Equipped[a.Slot]; old != nil {
		*st = append(*st, *old)
		words += fmt.Sprintf("; %s goes back to the Hero Loot Stash", old.label())
	}
	h.Equipped[a.Slot] = &t
	if a.AtOnce {
		words += " (at once)"
	}
	return words, nil
}

// unequip returns a Treasure to the Hero Loot Stash (000 L540).
func (s *State) unequip(_ *env, a UnequipCmd) (string, error) {
	h, err := s.heroOnMap(a.Hero)
	if err != nil {
		return "", err
	}
	if err := s.treasureTime(false); err != nil {
		return "", err
	}
	if a.Slot < 0 || a.Slot >= len(h.Slots) || h.Equipped[a.Slot] == nil {
		return "", tracker.Refuse("%s has no Treasure in slot %d.", h.Name, a.Slot+1)
	}
	t := h.Equipped[a.Slot]
	if len(s.HeroStash.Treasures) >= MaxStash {
		return "", tracker.Refuse("The app counts up to %d cards on a Loot Stash.", MaxStash)
	}
	s.HeroStash.Treasures = append(s.HeroStash.Treasures, *t)
	h.Equipped[a.Slot] = nil
	return fmt.Sprintf("%s returns %s to the Hero Loot Stash", h.Name, t.label()), nil
}

// discardTreasure discards a one-use Item after use (000 L538, 001 L501).
func (s *State) discardTreasure(_ *env, a DiscardTreasureCmd) (string, error) {
	h, err := s.heroOnMap(a.Hero)
	if err != nil {
		return "", err
	}
	if a.Slot < 0 || a.Slot >= len(h.Slots) || h.Equipped[a.Slot] == nil {
		return "", tracker.Refuse("%s has no Treasure in slot %d.", h.Name, a.Slot+1)
	}
	t := h.Equipped[a.Slot]
	h.Equipped[a.Slot] = nil
	return fmt.Sprintf("%s discards %s", h.Name, t.label()), nil
}

// HeroStashBounty is the Bounty the Hero Loot Stash cashes out for: its
// Minions, its unequipped Treasures and its tokens (000 L550-552).
func (s State) HeroStashBounty() int {
	t := s.HeroStash.Bounty
	for _, m := range s.HeroStash.Minions {
		t += m.Bounty
	}
	for _, tr := range s.HeroStash.Treasures {
		t += tr.Bounty
	}
	return t
}

// VillainStashBounty is the Bounty the Villain Loot Stash cashes out for:
// 3 for each Defeated Hero on it, its tokens and Treasures (000 L738).
func (s State) VillainStashBounty() int {
	r, err := facts()
	if err != nil {
		return 0
	}
	t := s.VillainStash.Bounty + r.Hero.DefeatBounty*len(s.DefeatedHeroes())
	for _, tr := range s.VillainStash.Treasures {
		t += tr.Bounty
	}
	return t
}

// DefeatedHeroes lists the Heroes on the Villain Loot Stash.
func (s State) DefeatedHeroes() []int {
	var out []int
	for i, h := range s.Heroes {
		if h.InStash {
			out = append(out, i)
		}
	}
	return out
}

// cashOut cashes a Loot Stash out, when its checklist item is due.
// Heroes (000 L550-565, 001 L513-521): the Bounty goes on the Hero Hoard
// (Labyrinth) and the Loot Stash card's column gives every Hero its XP,
// plus a shared Novice die where the (A) mark is. Villain (000 L736-740,
// 001 L513-523): 3 Bounty for each Defeated Hero, who comes back at full
// Health; the card gives XP and Health (never over the cap); in the
// Labyrinth's Final Battle, Souls instead (000 L779, L891; side B, L772).
// In Minions of Mordak's Final Battle, Bounty gives nothing after the last
// cash-out as it begins (001 L566-567).
func (s *State) cashOut(e *env, a CashOutCmd) (string, error) {
	if s.Roll != nil {
		return "", tracker.Refuse("Finish %s's roll first.", s.whoName(s.Roll.Who))
	}
	if a.Stash != LootHeroes && a.Stash != LootVillain {
		return "", tracker.Refuse("Choose the Hero or the Villain Loot Stash.")
	}
	c, pending := s.current()
	ok := false
	if c != nil {
		switch c.Key {
		case StepCashOut:
			ok = (s.Phase == PhaseHeroLevelUp && a.Stash == LootHeroes) || (s.Phase == PhaseVillainLevelUp && a.Stash == LootVillain)
		case StepCashVillain:
			ok = a.Stash == LootVillain
		case StepCashHeroes:
			ok = a.Stash == LootHeroes
		}
	}
	if !ok {
		if c != nil {
			text, rule := s.stepText(c.Key, pending)
			return "", tracker.Refuse("Not yet: next on the checklist is %q (%s).", text, rule)
		}
		if a.Stash == LootHeroes {
			return "", tracker.Refuse("The Hero Loot Stash is cashed out in the Hero Level Up Step, after the Treasures are equipped.")
		}
		return "", tracker.Refuse("The Villain Loot Stash is cashed out in the Villain Level Up Step.")
	}
	rewards := !(s.Box == BoxMordak && s.Final) || pending
	var words string
	var err error
	if a.Stash == LootHeroes {
		words, err = s.cashHeroes(e, a, rewards, pending)
	} else {
		words, err = s.cashVillain(e, a, rewards, pending)
	}
	if err != nil {
		return "", err
	}
	s.done(c, pending)
	return words, nil
}

func (s *State) noviceDie(e *env, a CashOutCmd, need bool, col int) (int, error) {
	faces := s.faces().Novice
	switch {
	case !need && a.Die != nil:
		return 0, tracker.Refuse("The column for %d Bounty has no (A) mark; there is no die to roll.", col)
	case !need:
		return 0, nil
	case a.Die != nil && a.RollDie:
		return 0, tracker.Refuse("Enter the Novice die's Hits, or let the app roll it; not both.")
	case a.RollDie:
		return faces[s.Rand.IntN(len(faces))], nil
	case a.Die == nil:
		return 0, tracker.Refuse("The column for %d Bounty has the (A) mark: %s rolls one Novice die and every Hero gains its Hits as XP too; enter the Hits (%d to %d), or let the app roll.",
			col, s.heroName(s.Lead), slices.Min(faces), slices.Max(faces))
	case !slices.Contains(faces, *a.Die):
		return 0, tracker.Refuse("A Novice die shows %d to %d Hits; %d is not a face of it.", slices.Min(faces), slices.Max(faces), *a.Die)
	}
	return *a.Die, nil
}

func (s *State) cashHeroes(e *env, a CashOutCmd, rewards, pending bool) (string, error) {
	bounty := s.HeroStashBounty()
	empty := len(s.HeroStash.Minions) == 0 && len(s.HeroStash.Treasures) == 0 && s.HeroStash.Bounty == 0
	if pending && empty { // 001 L566: "if they have anything in them"
		rewards = false
	}
	words := fmt.Sprintf("Hero Loot Stash: %d Bounty", bounty)
	xp := 0
	if rewards {
		col, ok := s.HeroLoot.Column(bounty)
		die, err := s.noviceDie(e, a, ok && col.Roll, col.Bounty)
		if err != nil {
			return "", err
		}
		if ok {
			xp = col.XP + die
			words += fmt.Sprintf(" -> %d XP each (%s, column %d", xp, s.HeroLoot.Name, col.Bounty)
			if col.Roll {
				words += fmt.Sprintf(", Novice die %d", die)
			}
			words += ")"
		} else {
			words += " -> no XP (below the card's first column)"
		}
	} else {
		if a.Die != nil {
			return "", tracker.Refuse("This cash-out gives no rewards; there is no die to roll.")
		}
		words += " -> no rewards now"
	}
	for i := range s.Heroes {
		s.Heroes[i].XP = min(MaxXP, s.Heroes[i].XP+xp)
		s.earnXP(xp)
	}
	if s.Box == BoxLabyrinth && bounty > 0 { // 000 L552, L1116
		old := s.Hoard
		s.Hoard = min(99999, s.Hoard+bounty)
		words += fmt.Sprintf("; Hero Hoard %d -> %d", old, s.Hoard)
	}
	s.HeroStash = HeroStash{}
	return words, nil
}

func (s *State) cashVillain(e *env, a CashOutCmd, rewards, pending bool) (string, error) {
	if a.Die != nil {
		return "", tracker.Refuse("The Villain's Loot Stash card has no die to roll.")
	}
	v := &s.Villain
	defeated := s.DefeatedHeroes()
	bounty := s.VillainStashBounty()
	empty := len(defeated) == 0 && s.VillainStash.Bounty == 0 && len(s.VillainStash.Treasures) == 0
	if pending && empty { // 001 L566
		rewards = false
	}
	words := fmt.Sprintf("Villain Loot Stash: %d Bounty", bounty)
	switch {
	case !rewards:
		words += " -> no rewards now"
	case s.Box == BoxLabyrinth && s.Final: // 000 L779, L891; side B, L772
		souls := bounty / e.r.Hero.DefeatBounty
		src := "1 for each Defeated Hero" // 000 L891
		if b := s.VillainLootB; b != nil {
			col, ok := b.Column(bounty)
			souls, src = 0, b.Name
			if ok {
				souls = col.Souls
			}
		}
		old := v.Souls
		v.Souls = min(e.r.Hero.SoulsToWin, v.Souls+souls)
		words += fmt.Sprintf(" -> %d -> %d Souls (%s)", old, v.Souls, src)
	default:
		col, ok := s.VillainLoot.Column(bounty)
		if !ok {
			words += " -> nothing (below the card's first column)"
			break
		}
		oldXP, oldH := v.XP, v.Health
		v.XP = min(MaxXP, v.XP+col.XP)
		v.Health = min(v.MaxHealth, v.Health+col.Health) // 000 L740, 001 L314
		words += fmt.Sprintf(" -> %d -> %d XP, %d -> %d Health (%s, column %d)", oldXP, v.XP, oldH, v.Health, s.VillainLoot.Name, col.Bounty)
	}
	for _, i := range defeated {
		s.respawn(&s.Heroes[i])
	}
	if len(defeated) > 0 {
		names := make([]string, len(defeated))
		for k, i := range defeated {
			names[k] = s.Heroes[i].Name
		}
		words += fmt.Sprintf("; %s back to %s at full Health", strings.Join(names, ", "), s.respawnPlace())
	}
	s.VillainStash = VillainStash{}
	if v.Souls >= e.r.Hero.SoulsToWin {
		s.win(SideVillain, fmt.Sprintf("%d Souls", v.Souls))
		words += "; " + v.Name + " wins"
	}
	return words, nil
}
