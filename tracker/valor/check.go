package valor

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"tableside/data"
)

// maxRound bounds the round counter, far above any real game.
const maxRound = 10000

// Check reports whether the state is one the game could have produced:
// every number within its bounds and every reference pointing at
// something. It is how an imported file is checked.
func (s State) Check() error {
	r, err := facts()
	if err != nil {
		return err
	}
	bx, ok := boxFacts(r, s.Box)
	if !ok {
		return fmt.Errorf("the box %q is unknown", s.Box)
	}
	switch {
	case s.Box == BoxLabyrinth && s.Mode != ModeCampaign && s.Mode != ModeQuest:
		return fmt.Errorf("the mode %q is not campaign or quest", s.Mode)
	case s.Box == BoxMordak && s.Mode != "":
		return errors.New("a Minions of Mordak game has no mode")
	}
	n := len(s.Heroes)
	if n < bx.MinHeroes || n > bx.MaxHeroes {
		return fmt.Errorf("the game has %d Heroes; %s seats %d to %d", n, s.Box.Title(), bx.MinHeroes, bx.MaxHeroes)
	}
	seen := map[string]bool{}
	elementals := 0
	for i := range s.Heroes {
		h := &s.Heroes[i]
		if err := s.checkHero(r, h); err != nil {
			return err
		}
		key := strings.ToLower(h.Name)
		if seen[key] {
			return fmt.Errorf("two Heroes are called %s", h.Name)
		}
		seen[key] = true
		if h.Sidekick != nil && h.Sidekick.Elemental {
			elementals++
		}
	}
	if elementals > r.Hero.MaxElementals {
		return fmt.Errorf("there are %d Elementals; the game has %d", elementals, r.Hero.MaxElementals)
	}
	if err := s.checkVillain(r, &bx); err != nil {
		return err
	}
	if err := s.checkFlow(); err != nil {
		return err
	}
	if err := s.checkLoot(n); err != nil {
		return err
	}
	switch {
	case s.Day < 0 || s.Day > bx.Track.Days:
		return fmt.Errorf("the track is at day %d; it runs from Start (0) to %d", s.Day, bx.Track.Days)
	case s.Box == BoxLabyrinth && (s.Shrines != 0 || s.ShrinesNeeded != 0):
		return errors.New("the Labyrinth has no Shrines")
	case s.Box == BoxMordak && s.ShrinesNeeded != 0 && s.ShrinesNeeded != bx.Track.Shrines && s.ShrinesNeeded != bx.Track.ShrinesGrown:
		return fmt.Errorf("%d Shrines needed is not a number the rules give", s.ShrinesNeeded)
	case s.Shrines < 0 || s.Shrines > bx.Track.ShrinesGrown:
		return fmt.Errorf("%d Shrines found is out of range", s.Shrines)
	case s.Winner != "" && s.Winner != SideHeroes && s.Winner != SideVillain:
		return fmt.Errorf("the winner %q is not heroes or villain", s.Winner)
	case s.Winner == "" && s.WinReason != "":
		return errors.New("a reason for winning is given but nobody has won")
	case len(s.WinReason) > MaxReason*2:
		return errors.New("the reason for winning is too long")
	case s.Villain.Health == 0 && s.Winner == "":
		return errors.New("the Villain is at 0 Health but nobody has won")
	case s.Villain.Souls >= r.Hero.SoulsToWin && s.Winner == "":
		return errors.New("the Villain holds every Soul but nobody has won")
	}
	if s.DiceFaces != nil {
		if err := s.DiceFaces.validate(); err != nil {
			return err
		}
	}
	if err := s.checkMap(); err != nil {
		return err
	}
	if err := s.checkWizard(); err != nil {
		return err
	}
	return s.checkRoll()
}

func (s *State) checkHero(r *data.ValorRules, h *Hero) error {
	if err := checkName("A Hero's name", h.Name, true); err != nil {
		return err
	}
	if err := checkName("A player's name", h.Player, false); err != nil {
		return err
	}
	if err := checkName(h.Name+"'s Talent", h.Talent, false); err != nil {
		return err
	}
	if err := outOfBounds(h.Name,
		bounded{h.MaxHealth, 1, MaxHeroHealth, "%s's Health bar tops at %d; it must be %d to %d"},
		bounded{h.Health, 0, h.MaxHealth, "%s has %d Health; it must be %d to %d"},
		bounded{h.Shields, 0, r.Hero.ShieldCap, "%s has %d Shields; it must be %d to %d"},
		bounded{h.MaxActions, 1, MaxActionPoints, "%s's Action bar tops at %d; it must be %d to %d"},
		bounded{h.Actions, 1, h.MaxActions, "%s has %d Action Points; it must be %d to %d"},
		bounded{h.Spent, 0, h.Actions, "%s has spent %d of %[4]d Action Points"},
		bounded{h.XP, 0, MaxXP, "%s has %d XP; it must be %d to %d"},
		bounded{h.Hand, 0, MaxHand, "%s holds %d cards; it must be %d to %d"},
	); err != nil {
		return err
	}
	switch {
	case (h.Health == 0) != h.InStash:
		return fmt.Errorf("%s has %d Health but is %son the Villain Loot Stash; a Hero at 0 Health is Defeated", h.Name, h.Health, map[bool]string{true: "", false: "not "}[h.InStash])
	case h.InStash && h.Joining:
		return fmt.Errorf("%s is joining and Defeated at once", h.Name)
	case h.InStash && (h.Doomed || h.poisons() > 0):
		return fmt.Errorf("%s is Defeated but keeps a negative status", h.Name)
	case h.Dojo != "" && h.Dojo != DojoAbility && h.Dojo != DojoXP:
		return fmt.Errorf("%s trained at a Dojo for %q", h.Name, h.Dojo)
	case h.Dojo == DojoXP && s.Box != BoxLabyrinth:
		return fmt.Errorf("%s took XP at a Dojo; only the Labyrinth's Dojos give it", h.Name)
	case h.TalentUsed && h.Talent == "":
		return fmt.Errorf("%s used a Talent card they do not have", h.Name)
	}
	if err := abilityInfo.check(h.Name, h.Abilities); err != nil {
		return err
	}
	if err := checkRows(h.Name, h.Rows, false); err != nil {
		return err
	}
	if t := h.plusOnes(); t > s.plusOneCap(h) {
		return fmt.Errorf("%s holds %d Plus-Ones; the most is %d", h.Name, t, s.plusOneCap(h))
	}
	if err := checkUsed(h.Name, h.Rolled, len(h.Rows)); err != nil {
		return err
	}
	for i, k := range h.Slots {
		if !k.Valid() {
			return fmt.Errorf("%s's Treasure slot %d is %q", h.Name, i+1, k)
		}
		if t := h.Equipped[i]; t != nil {
			if err := t.Validate(); err != nil {
				return err
			}
			if t.Kind != k {
				return fmt.Errorf("%s has a %s Treasure in a %s slot", h.Name, t.Kind, k)
			}
		}
	}
	if sk := h.Sidekick; sk != nil {
		if err := checkName(h.Name+"'s Sidekick", sk.Name, true); err != nil {
			return err
		}
		if sk.Health < 1 || sk.Health > r.Hero.SidekickMaxHealth {
			return fmt.Errorf("%s's Sidekick has %d Hearts; it must be 1 to %d", h.Name, sk.Health, r.Hero.SidekickMaxHealth)
		}
	}
	return nil
}

func checkRows(name string, rows []Row, villain bool) error {
	if len(rows) < 1 || len(rows) > MaxRows {
		return fmt.Errorf("%s has %d action rows; a board has 1 to %d", name, len(rows), MaxRows)
	}
	for i, row := range rows {
		switch {
		case !row.Kind.Valid() || (row.Kind == RowCorruption && !villain):
			return fmt.Errorf("%s's row %d is %q", name, i+1, row.Kind)
		case len(row.Slots) < 1 || len(row.Slots) > MaxSlots:
			return fmt.Errorf("%s's row %d has %d slots", name, i+1, len(row.Slots))
		case row.PlusOnes < 0 || row.PlusOnes > 99:
			return fmt.Errorf("%s's row %d has %d Plus-Ones", name, i+1, row.PlusOnes)
		case villain && len(row.Poisoned) > 0:
			return fmt.Errorf("%s has Poison tokens; only Heroes are Poisoned", name)
		}
		for _, d := range row.Slots {
			if d.Level() < 0 {
				return fmt.Errorf("%s's row %d has the slot %q", name, i+1, d)
			}
		}
		for j, p := range row.Poisoned {
			if p < 0 || p >= len(row.Slots) || (j > 0 && p <= row.Poisoned[j-1]) || row.Slots[p] == DieBlank {
				return fmt.Errorf("%s's row %d has Poison tokens %v that do not cover its dice", name, i+1, row.Poisoned)
			}
		}
	}
	return nil
}

func checkUsed(name string, used []int, rows int) error {
	for i, u := range used {
		if u < 0 || u >= rows || slices.Contains(used[:i], u) {
			return fmt.Errorf("%s's rows rolled this Turn (%v) do not match the board", name, used)
		}
	}
	return nil
}

func (s *State) checkVillain(r *data.ValorRules, bx *data.ValorBox) error {
	v := &s.Villain
	if err := checkName("The Villain's name", v.Name, true); err != nil {
		return err
	}
	if err := checkName("The Villain player's name", v.Player, false); err != nil {
		return err
	}
	switch {
	case len(v.HealthByHeroes) < len(s.Heroes) || len(v.HealthByHeroes) > 8:
		return fmt.Errorf("the Villain's starting Health is given for %d Hero counts; the game has %d Heroes", len(v.HealthByHeroes), len(s.Heroes))
	case v.MaxHealth < 1 || v.MaxHealth > MaxVillainHealth || (bx.Villain.MaxHealth > 0 && v.MaxHealth > bx.Villain.MaxHealth):
		return fmt.Errorf("the Villain's Health cap is %d, out of range", v.MaxHealth)
	case v.Health < 0 || v.Health > v.MaxHealth:
		return fmt.Errorf("the Villain has %d Health; it must be 0 to %d", v.Health, v.MaxHealth)
	case v.Shields < 0 || v.Shields > r.Hero.ShieldCap:
		return fmt.Errorf("the Villain has %d Shields; it must be 0 to %d", v.Shields, r.Hero.ShieldCap)
	case v.MaxActions < 0 || v.MaxActions > MaxActionPoints:
		return fmt.Errorf("the Villain's Action bar tops at %d", v.MaxActions)
	case v.Actions < 0 || v.Actions > v.MaxActions:
		return fmt.Errorf("the Villain has %d Action Points; it must be 0 to %d", v.Actions, v.MaxActions)
	case v.Spent < 0 || v.Spent > v.Actions:
		return fmt.Errorf("the Villain has spent %d of %d Action Points", v.Spent, v.Actions)
	case v.XP < 0 || v.XP > MaxXP:
		return fmt.Errorf("the Villain has %d XP; it must be 0 to %d", v.XP, MaxXP)
	case v.Souls < 0 || v.Souls > r.Hero.SoulsToWin:
		return fmt.Errorf("the Villain has %d Souls; it must be 0 to %d", v.Souls, r.Hero.SoulsToWin)
	case v.Hand < 0 || v.Hand > MaxHand:
		return fmt.Errorf("the Villain holds %d cards", v.Hand)
	case s.Box == BoxLabyrinth && (v.Spent != 0 || len(v.Rolled) != 0 || v.Surged):
		return errors.New("the Labyrinth's Villain spends no Action Points on rolls")
	}
	for i, h := range v.HealthByHeroes {
		// 0 is a count not entered yet; the count in play must be known.
		if h < 0 || h > MaxVillainHealth || (h == 0 && i == len(s.Heroes)-1) {
			return fmt.Errorf("the Villain's starting Health with %d Heroes is %d", i+1, h)
		}
	}
	if err := abilityInfo.check(v.Name, v.Abilities); err != nil {
		return err
	}
	if err := checkRows(v.Name, v.Rows, true); err != nil {
		return err
	}
	if t := v.plusOnes(); t > bx.Villain.PlusOneCap {
		return fmt.Errorf("the Villain holds %d Plus-Ones; the most is %d", t, bx.Villain.PlusOneCap)
	}
	return checkUsed(v.Name, v.Rolled, len(v.Rows))
}

func (s *State) checkFlow() error {
	n := len(s.Heroes)
	switch {
	case s.Lead < 0 || s.Lead >= n:
		return fmt.Errorf("the Lead Hero (%d) is not at the table", s.Lead)
	case s.Round < 1 || s.Round > maxRound:
		return fmt.Errorf("round %d is out of range", s.Round)
	}
	switch s.Phase {
	case PhaseHeroStep, PhaseHeroLevelUp, PhaseVillainStep, PhaseMinionStep, PhaseVillainLevelUp:
	default:
		return fmt.Errorf("the step %q is unknown", s.Phase)
	}
	switch s.Initiative {
	case "", InitiativeCharge, InitiativeHold:
	default:
		return fmt.Errorf("the Initiative token's side %q is unknown", s.Initiative)
	}
	if s.Phase != PhaseHeroStep && (s.Initiative != "" || len(s.Order) > 0 || s.Pos != 0 || s.SidekickTurn || s.TurnEnded) {
		return errors.New("Hero turns are recorded outside the Hero Step")
	}
	if s.Initiative == "" && (len(s.Order) > 0 || s.Pos != 0 || s.SidekickTurn || s.TurnEnded) {
		return errors.New("Hero turns are recorded before the Initiative token was set")
	}
	for i, h := range s.Order {
		if h < 0 || h >= n || slices.Contains(s.Order[:i], h) {
			return fmt.Errorf("the turn order %v does not match the Heroes", s.Order)
		}
	}
	if s.Pos < 0 || s.Pos > len(s.Order) || (s.Initiative != "" && s.Pos == len(s.Order)) {
		return fmt.Errorf("the turn position %d is out of range", s.Pos)
	}
	if s.Initiative != "" {
		cur := s.Order[s.Pos]
		if s.Heroes[cur].Joining {
			return fmt.Errorf("%s is acting before joining", s.Heroes[cur].Name)
		}
	}
	var listErr error
	for _, all := range s.stepLists() {
		if listErr = s.checkList(s.Steps, all, "the step's checklist"); listErr == nil {
			break
		}
	}
	if listErr != nil {
		return listErr
	}
	switch s.Pending {
	case "":
		if len(s.PendingSteps) > 0 {
			return errors.New("a checklist is open but not named")
		}
	case PendingSetup, PendingFinal:
		if len(s.PendingSteps) == 0 {
			return errors.New("the open checklist is empty")
		}
		if s.Pending == PendingFinal && !s.Final {
			return errors.New("the Final Battle checklist is open before the Final Battle")
		}
		if err := s.checkList(s.PendingSteps, s.pendingKeys(), "the "+string(s.Pending)+" checklist"); err != nil {
			return err
		}
		if s.PendingSteps[len(s.PendingSteps)-1].Done {
			return errors.New("a finished checklist is still open")
		}
	default:
		return fmt.Errorf("the checklist %q is unknown", s.Pending)
	}
	return nil
}

// checkList checks that list holds keys from all, in that order, with the
// done items first.
func (s *State) checkList(list []Check, all []string, what string) error {
	j := 0
	undone := false
	for _, c := range list {
		for j < len(all) && all[j] != c.Key {
			j++
		}
		if j == len(all) {
			return fmt.Errorf("%s has the item %q out of place", what, c.Key)
		}
		j++
		if c.Done && undone {
			return fmt.Errorf("%s was done out of order", what)
		}
		undone = undone || !c.Done
	}
	if len(all) > 0 && len(list) == 0 {
		return fmt.Errorf("%s is missing", what)
	}
	return nil
}

func (s *State) checkLoot(n int) error {
	for _, c := range []struct {
		card *LootStashCard
		for_ LootFor
		side string
	}{{&s.HeroLoot, LootHeroes, "A"}, {&s.VillainLoot, LootVillain, "A"}, {s.VillainLootB, LootVillain, "B"}} {
		if c.card == nil {
			continue
		}
		if err := c.card.Validate(); err != nil {
			return err
		}
		if c.card.For != c.for_ || c.card.Side != c.side || !c.card.Fits(n) {
			return fmt.Errorf("%s is not the %s Loot Stash card, side %s, for %d Heroes", c.card.Name, forTitle(c.for_), c.side, n)
		}
	}
	if s.Box == BoxMordak && s.VillainLootB != nil {
		return errors.New("a Minions of Mordak game has no side B Villain Loot Stash")
	}
	hs, vs := &s.HeroStash, &s.VillainStash
	switch {
	case len(hs.Minions) > MaxStash || len(hs.Treasures) > MaxStash || len(vs.Treasures) > MaxStash:
		return errors.New("a Loot Stash holds more cards than the app counts")
	case hs.Bounty < 0 || hs.Bounty > MaxBounty || vs.Bounty < 0 || vs.Bounty > MaxBounty:
		return errors.New("a Loot Stash's Bounty tokens are out of range")
	case s.Hoard < 0 || s.Hoard > 99999:
		return fmt.Errorf("the Hero Hoard holds %d Bounty, out of range", s.Hoard)
	case s.Box == BoxMordak && s.Hoard != 0:
		return errors.New("a Minions of Mordak game has no Hero Hoard")
	case s.XPEarned < 0 || s.XPEarned > MaxXPEarned:
		return fmt.Errorf("the Heroes have earned %d XP, out of range", s.XPEarned)
	}
	for _, m := range hs.Minions {
		if m.Bounty < 0 || m.Bounty > 9 {
			return fmt.Errorf("a Minion in the Hero Loot Stash is worth %d Bounty", m.Bounty)
		}
		if err := checkName("A Minion's name", m.Name, false); err != nil {
			return err
		}
	}
	for _, t := range slices.Concat(hs.Treasures, vs.Treasures) {
		if err := t.Validate(); err != nil {
			return err
		}
	}
	return nil
}

func (s *State) checkRoll() error {
	rl := s.Roll
	if rl == nil {
		return nil
	}
	var rows []Row
	switch {
	case rl.Who == VillainWho:
		rows = s.Villain.Rows
	case rl.Who >= 0 && rl.Who < len(s.Heroes):
		rows = s.Heroes[rl.Who].Rows
	default:
		return fmt.Errorf("a roll is open for %d, who is not at the table", rl.Who)
	}
	if len(rl.Rows) == 0 {
		return errors.New("the open roll names no row")
	}
	for i, ri := range rl.Rows {
		if ri < 0 || ri >= len(rows) || rows[ri].Kind != rl.Kind || slices.Contains(rl.Rows[:i], ri) {
			return fmt.Errorf("the open roll's rows %v do not match the board", rl.Rows)
		}
	}
	switch {
	case rl.Rolled < 0 || rl.Rolled > MaxHits || rl.Hits < 0 || rl.Hits > 3*MaxHits:
		return errors.New("the open roll's Hits are out of range")
	case rl.Added < 0 || rl.Boost < 0 || rl.Spent < 0 || rl.Bought < 0 || rl.Defeats < 0 || rl.Defeats > 999:
		return errors.New("the open roll has a negative count")
	case rl.Test && rl.Bought > 0:
		return errors.New("a Test bought Plus-Ones")
	}
	return nil
}
