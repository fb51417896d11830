package valor

import (
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
	"tableside/tracker/valor/labyrinth"
)

// damage deals damage. To a Hero (000 L323-325, L996, L1018): other
// prevention first, then Shields, each spent before damage and preventing
// up to 2; then Doomed doubles what is left (if at least 1); 0 Health is
// Defeated. To the Villain (000 L877, 001 L312): after prevention and
// Shields, only whole fives count; 0 Health in the Final Battle wins for
// the Heroes (000 L770, 001 L576).
func (s *State) damage(e *env, a DamageCmd) (string, error) {
	why, err := reasonText(a.Reason)
	if err != nil {
		return "", err
	}
	switch {
	case a.Amount < 1 || a.Amount > MaxHits:
		return "", tracker.Refuse("Type the damage dealt, 1 to %d.", MaxHits)
	case a.Prevent < 0 || a.Prevent > MaxHits:
		return "", tracker.Refuse("Prevented damage is 0 to %d.", MaxHits)
	case a.Unpreventable && a.Prevent > 0:
		return "", tracker.Refuse("Damage that cannot be prevented has nothing prevented.")
	}
	d := a.Amount
	var notes []string
	shields := func(have *int) {
		if a.Unpreventable {
			return
		}
		if a.Prevent > 0 {
			p := min(d, a.Prevent)
			d -= p
			notes = append(notes, fmt.Sprintf("%d prevented", p))
		}
		spent := 0
		for d > 0 && *have > 0 { // 000 L1018: spend Shields until no damage or none left
			*have--
			spent++
			d -= min(d, e.r.Hero.ShieldPrevents)
		}
		if spent > 0 {
			notes = append(notes, fmt.Sprintf("%d Shield%s spent", spent, plural(spent)))
		}
	}
	if a.Who == VillainWho {
		v := &s.Villain
		if !s.Final {
			return "", tracker.Refuse("%s is not on the map before the Final Battle; nothing can damage them.", v.Name)
		}
		shields(&v.Shields)
		step := e.r.Hero.VillainDamageStep
		if d%step != 0 {
			notes = append(notes, fmt.Sprintf("%d counts as %d: only fives count", d, d/step*step))
			d = d / step * step
		}
		old := v.Health
		v.Health = max(0, v.Health-d)
		words := fmt.Sprintf("%s: %d -> %d Health (%d damage%s)%s", v.Name, old, v.Health, a.Amount, noteWords(notes), because(why))
		if v.Health == 0 {
			s.win(SideHeroes, v.Name+" at 0 Health")
			return words + "; the Heroes win", nil
		}
		if v.Health < old && s.Box == BoxLabyrinth {
			words += "; reveal a Battle card for its Defense Protocol"
		}
		return words, nil
	}
	h, err := s.heroOnMap(a.Who)
	if err != nil {
		return "", err
	}
	shields(&h.Shields)
	if d >= 1 && h.Doomed { // 000 L996: after all prevention
		d *= e.r.Hero.DoomMultiplier
		h.Doomed = false
		notes = append(notes, fmt.Sprintf("Doomed: doubled to %d", d))
	}
	old := h.Health
	h.Health = max(0, h.Health-d)
	words := fmt.Sprintf("%s: %d -> %d Health (%d damage%s)%s", h.Name, old, h.Health, a.Amount, noteWords(notes), because(why))
	if h.Health == 0 {
		words += "; " + s.defeatHero(e, a.Who)
	}
	return words, nil
}

func noteWords(notes []string) string {
	if len(notes) == 0 {
		return ""
	}
	return "; " + strings.Join(notes, "; ")
}

// heartsToPay is what h pays when told to pay amount: one less once
// William's Dojo Power is upgraded (000 L1245).
func (s *State) heartsToPay(h *Hero, amount int) int {
	if h.has(AbilityDojoPower) && h.trained() {
		r, _ := facts()
		return max(0, amount-r.Abilities.DojoPower.PayLessTrained)
	}
	return amount
}

// payHearts: paying Hearts is a cost, not damage: no Shield or prevention,
// paid in full and never more than one has; a Hero may Defeat themselves
// so (000 L329, L942; 001 L621).
func (s *State) payHearts(e *env, a PayHeartsCmd) (string, error) {
	why, err := reasonText(a.Reason)
	if err != nil {
		return "", err
	}
	if a.Amount < 1 || a.Amount > MaxHits {
		return "", tracker.Refuse("Type the Hearts to pay, 1 to %d.", MaxHits)
	}
	if a.Who == VillainWho {
		v := &s.Villain
		switch {
		case a.Amount > v.Health:
			return "", tracker.Refuse("%s has %d Health and cannot pay %d Hearts; Hearts are paid in full, never more than one has.", v.Name, v.Health, a.Amount)
		case a.Amount == v.Health && !s.Final:
			return "", tracker.Refuse("%s would pay its last Health before the Final Battle; choose something else to pay.", v.Name)
		}
		old := v.Health
		v.Health -= a.Amount
		words := fmt.Sprintf("%s: %d -> %d Health (pays %d Hearts)%s", v.Name, old, v.Health, a.Amount, because(why))
		if v.Health == 0 {
			s.win(SideHeroes, v.Name+" at 0 Health")
			words += "; the Heroes win"
		}
		return words, nil
	}
	h, err := s.heroOnMap(a.Who)
	if err != nil {
		return "", err
	}
	pay := s.heartsToPay(h, a.Amount)
	if pay > h.Health {
		return "", tracker.Refuse("%s has %d Health and cannot pay %d Hearts; Hearts are paid in full, never more than one has.", h.Name, h.Health, pay)
	}
	old := h.Health
	h.Health -= pay
	words := fmt.Sprintf("%s: %d -> %d Health (pays %d Hearts", h.Name, old, h.Health, pay)
	if pay != a.Amount {
		words += fmt.Sprintf(", %d less for Dojo Power", a.Amount-pay)
	}
	words += ")" + because(why)
	if h.Health == 0 {
		words += "; " + s.defeatHero(e, a.Who)
	}
	return words, nil
}

// heal heals up to the top of the bar (000 L740, 001 L314 for the
// Villain); a Hero may take 0 and remove every negative status instead
// (000 L998, L1008). Defeated Heroes cannot be targeted (000 L335).
func (s *State) heal(e *env, a HealCmd) (string, error) {
	why, err := reasonText(a.Reason)
	if err != nil {
		return "", err
	}
	if a.Cleanse {
		if a.Amount != 0 {
			return "", tracker.Refuse("Removing negative statuses heals 0 Hearts instead; leave the amount at 0.")
		}
		if a.Who == VillainWho {
			return "", tracker.Refuse("Only Heroes are Doomed or Poisoned.")
		}
		h, err := s.heroOnMap(a.Who)
		if err != nil {
			return "", err
		}
		if !h.Doomed && h.poisons() == 0 {
			return "", tracker.Refuse("%s is neither Doomed nor Poisoned; heal Hearts instead.", h.Name)
		}
		h.clearNegative()
		return fmt.Sprintf("%s: heals 0 and removes Doom and Poison%s", h.Name, because(why)), nil
	}
	if a.Amount < 1 || a.Amount > MaxHits {
		return "", tracker.Refuse("Type the Hearts healed, 1 to %d.", MaxHits)
	}
	var name string
	var health *int
	top := 0
	if a.Who == VillainWho {
		name, health, top = s.Villain.Name, &s.Villain.Health, s.Villain.MaxHealth
	} else {
		h, err := s.heroOnMap(a.Who)
		if err != nil {
			return "", err
		}
		name, health, top = h.Name, &h.Health, h.MaxHealth
	}
	if *health >= top {
		return "", tracker.Refuse("%s is at the top of the Health bar (%d).", name, top)
	}
	old := *health
	*health = min(top, old+a.Amount)
	return fmt.Sprintf("%s: %d -> %d Health (heals %d)%s", name, old, *health, a.Amount, because(why)), nil
}

// shields: up to 4 Shield tokens on a Health marker (000 L1018).
func (s *State) shields(e *env, a ShieldsCmd) (string, error) {
	why, err := reasonText(a.Reason)
	if err != nil {
		return "", err
	}
	if a.Delta == 0 || a.Delta > e.r.Hero.ShieldCap || a.Delta < -e.r.Hero.ShieldCap {
		return "", tracker.Refuse("Choose how many Shields to gain or lose (1 to %d).", e.r.Hero.ShieldCap)
	}
	var name string
	var have *int
	if a.Who == VillainWho {
		name, have = s.Villain.Name, &s.Villain.Shields
	} else {
		h, err := s.heroOnMap(a.Who)
		if err != nil {
			return "", err
		}
		name, have = h.Name, &h.Shields
	}
	switch {
	case *have+a.Delta > e.r.Hero.ShieldCap:
		return "", tracker.Refuse("%s has %d Shields; at most %d stack on a Health marker.", name, *have, e.r.Hero.ShieldCap)
	case *have+a.Delta < 0:
		return "", tracker.Refuse("%s has %d Shields and cannot lose %d.", name, *have, -a.Delta)
	}
	return moveBy(name, have, a.Delta, "Shields", why), nil
}

// doom: a Doomed Hero's next damage is doubled; Doomed again has no
// further effect (000 L994-996).
func (s *State) doom(_ *env, a DoomCmd) (string, error) {
	h, why, err := s.heroOnMapFor(a.Hero, a.Reason)
	if err != nil {
		return "", err
	}
	if h.Doomed {
		return "", tracker.Refuse("%s is Doomed already; Doomed again has no further effect.", h.Name)
	}
	h.Doomed = true
	return fmt.Sprintf("%s is Doomed: the next damage is doubled%s", h.Name, because(why)), nil
}

// poison covers one die that is not Poisoned yet; a Poisoned die is not
// rolled until a non-Test roll of its row clears the row (000 L1002-1006).
func (s *State) poison(_ *env, a PoisonCmd) (string, error) {
	h, row, err := s.heroRow(a.Hero, a.Row)
	if err != nil {
		return "", err
	}
	switch {
	case a.Slot < 0 || a.Slot >= len(row.Slots):
		return "", tracker.Refuse("%s's %s row has %d slots; there is no slot %d.", h.Name, row.Kind.Title(), len(row.Slots), a.Slot+1)
	case row.Slots[a.Slot] == DieBlank:
		return "", tracker.Refuse("Slot %d of %s's %s row is blank; a Poison token covers a die.", a.Slot+1, h.Name, row.Kind.Title())
	case slices.Contains(row.Poisoned, a.Slot):
		return "", tracker.Refuse("That die is Poisoned already; cover a die that is not.")
	}
	row.Poisoned = append(row.Poisoned, a.Slot)
	slices.Sort(row.Poisoned)
	return fmt.Sprintf("%s: Poison on the %s die in %s slot %d", h.Name, row.Slots[a.Slot].Title(), row.Kind.Title(), a.Slot+1), nil
}

// gainPlusOnes puts n Plus-Ones on row ri of who. Over the cap, discard
// names one row per token too many: for a Hero any other row (000 L317,
// 001 L322); for the Labyrinth's Villain a different row, chosen by the
// Lead Hero (000 L627). When auto is set (the Villain turning leftover
// Hits into tokens), tokens that find no other row to displace are lost.
func (s *State) gainPlusOnes(e *env, who, ri, n int, discard []int, auto bool) (string, error) {
	rows, err := s.rows(who)
	if err != nil {
		return "", err
	}
	if ri < 0 || ri >= len(rows) {
		return "", tracker.Refuse("%s's board has %d rows; there is no row %d.", s.whoName(who), len(rows), ri+1)
	}
	name := s.whoName(who)
	limit, other, rule := 0, false, "000 L317"
	if who == VillainWho {
		limit, other = e.bx.Villain.PlusOneCap, e.bx.Villain.DiscardOtherRow
		if s.Box == BoxLabyrinth {
			rule = "000 L627"
		} else {
			rule = "001 L322"
		}
	} else {
		limit = s.plusOneCap(&s.Heroes[who])
	}
	total := sumPlusOnes(rows)
	over := max(0, total+n-limit)
	lost := 0
	if other {
		if elsewhere := total - rows[ri].PlusOnes; over > elsewhere {
			if !auto {
				return "", tracker.Refuse("%s holds %d Plus-Ones, the most, and every one is on this row; there is no other row to discard from (%s).", name, total, rule)
			}
			lost, over = over-elsewhere, elsewhere
		}
	}
	if len(discard) != over {
		if over == 0 {
			return "", tracker.Refuse("%s holds %d of %d Plus-Ones; there is room, so discard nothing.", name, total, limit)
		}
		from := "another row"
		if other {
			from = "a different row (the Lead Hero chooses)"
		}
		return "", tracker.Refuse("%s holds %d Plus-Ones and the most is %d: choose %d to discard from %s to make space, or gain fewer (%s).",
			name, total, limit, over, from, rule)
	}
	count := map[int]int{}
	for _, d := range discard {
		if d < 0 || d >= len(rows) {
			return "", tracker.Refuse("There is no row %d to discard a Plus-One from.", d+1)
		}
		if d == ri {
			return "", tracker.Refuse("Discard from a different row than the one gaining the Plus-One (%s).", rule)
		}
		count[d]++
	}
	var notes []string
	for d := range rows {
		if c := count[d]; c > 0 {
			if rows[d].PlusOnes < c {
				return "", tracker.Refuse("%s's %s row has %d Plus-Ones; it cannot discard %d.", name, rows[d].Kind.Title(), rows[d].PlusOnes, c)
			}
			rows[d].PlusOnes -= c
			notes = append(notes, fmt.Sprintf("%d discarded from %s", c, rows[d].Kind.Title()))
		}
	}
	old := rows[ri].PlusOnes
	rows[ri].PlusOnes += n - lost
	words := fmt.Sprintf("%s: %d -> %d %s Plus-Ones", name, old, rows[ri].PlusOnes, rows[ri].Kind.Title())
	if lost > 0 {
		notes = append(notes, fmt.Sprintf("%d lost: no other row to make space", lost))
	}
	return words + noteWords(notes), nil
}

// plusOnesCmd gains or loses Plus-Ones because a card or ability says so.
func (s *State) plusOnesCmd(e *env, a PlusOnesCmd) (string, error) {
	why, err := reasonText(a.Reason)
	if err != nil {
		return "", err
	}
	if a.Who != VillainWho {
		if _, err := s.heroOnMap(a.Who); err != nil {
			return "", err
		}
	}
	row, err := s.row(a.Who, a.Row)
	if err != nil {
		return "", err
	}
	switch {
	case a.Delta == 0 || a.Delta > MaxPlusOnesGain || a.Delta < -99:
		return "", tracker.Refuse("Choose how many Plus-Ones to gain (1 to %d) or lose.", MaxPlusOnesGain)
	case a.Delta < 0 && len(a.Discard) > 0:
		return "", tracker.Refuse("Losing Plus-Ones needs no discard.")
	case a.Delta < 0 && row.PlusOnes < -a.Delta:
		return "", tracker.Refuse("%s's %s row has %d Plus-Ones and cannot lose %d.", s.whoName(a.Who), row.Kind.Title(), row.PlusOnes, -a.Delta)
	case a.Delta < 0:
		old := row.PlusOnes
		row.PlusOnes += a.Delta
		return fmt.Sprintf("%s: %d -> %d %s Plus-Ones%s", s.whoName(a.Who), old, row.PlusOnes, row.Kind.Title(), because(why)), nil
	}
	w, err := s.gainPlusOnes(e, a.Who, a.Row, a.Delta, a.Discard, false)
	if err != nil {
		return "", err
	}
	return w + because(why), nil
}

// movePlusOne moves a Plus-One between rows: freely with Muscular
// Masterpiece (000 L1259), between Melee rows with One-Ton Sledge (L1261).
func (s *State) movePlusOne(_ *env, a MovePlusOneCmd) (string, error) {
	if a.Who == VillainWho {
		return "", tracker.Refuse("The Villain's Plus-Ones stay on their rows.")
	}
	h, from, err := s.heroRow(a.Who, a.From)
	if err != nil {
		return "", err
	}
	to, err := s.row(a.Who, a.To)
	if err != nil {
		return "", err
	}
	switch {
	case a.From == a.To:
		return "", tracker.Refuse("Choose two different rows.")
	case from.PlusOnes == 0:
		return "", tracker.Refuse("%s's %s row has no Plus-One to move.", h.Name, from.Kind.Title())
	case h.has(AbilityMuscularMasterpiece):
	case h.has(AbilityOneTonSledge) && from.Kind == RowMelee && to.Kind == RowMelee:
	default:
		return "", tracker.Refuse("Plus-Ones stay on their row; only Muscular Masterpiece (any row) or One-Ton Sledge (between Melee rows) moves them.")
	}
	from.PlusOnes--
	to.PlusOnes++
	return fmt.Sprintf("%s: a Plus-One moves %s -> %s", h.Name, from.Kind.Title(), to.Kind.Title()), nil
}

// xp gains or loses XP tokens, for an Event or a correction.
func (s *State) xp(_ *env, a XPCmd) (string, error) {
	return s.adjust(a.Who, func(h *Hero) *int { return &h.XP }, &s.Villain.XP, "XP", MaxXP, a.Delta, a.Reason)
}

// hand changes the cards held: drawn, cast, discarded.
func (s *State) hand(_ *env, a HandCmd) (string, error) {
	return s.adjust(a.Who, func(h *Hero) *int { return &h.Hand }, &s.Villain.Hand, "cards", MaxHand, a.Delta, a.Reason)
}

// adjust changes one count on a Hero's or the Villain's board by d, within
// 0 and hi, and says so for the log ("Rowan: 2 -> 3 XP").
func (s *State) adjust(who int, hf func(*Hero) *int, v *int, unit string, hi, d int, reason string) (string, error) {
	why, err := reasonText(reason)
	if err != nil {
		return "", err
	}
	have, name, err := s.counter(who, hf, v)
	if err != nil {
		return "", err
	}
	if err := delta(name, unit, *have, d, 0, hi); err != nil {
		return "", err
	}
	return moveBy(name, have, d, unit, why), nil
}

func (s *State) counter(who int, hf func(*Hero) *int, v *int) (*int, string, error) {
	if who == VillainWho {
		return v, s.Villain.Name, nil
	}
	h, err := s.hero(who)
	if err != nil {
		return nil, "", err
	}
	return hf(h), h.Name, nil
}

// moveBy moves the count *n by d and says so for the log, why being the
// players' reason if any: "Rowan: 2 -> 3 XP".
func moveBy(name string, n *int, d int, unit, why string) string {
	old := *n
	*n += d
	return fmt.Sprintf("%s: %d -> %d %s%s", name, old, *n, unit, because(why))
}

// delta refuses a change d of a count have that is 0 or leaves lo..hi.
func delta(name, what string, have, d, lo, hi int) error {
	switch {
	case d == 0:
		return tracker.Refuse("Choose a change in %s other than 0.", what)
	case have+d < lo:
		return tracker.Refuse("%s has %d %s and cannot lose %d.", name, have, what, -d)
	case have+d > hi:
		return tracker.Refuse("%s has %d %s; the app counts up to %d.", name, have, what, hi)
	}
	return nil
}

// setDie sets a slot: an Event's dice token, or a correction. A slot made
// blank loses its Poison token.
func (s *State) setDie(_ *env, a SetDieCmd) (string, error) {
	why, err := reasonText(a.Reason)
	if err != nil {
		return "", err
	}
	row, err := s.row(a.Who, a.Row)
	if err != nil {
		return "", err
	}
	switch {
	case a.Die.Level() < 0:
		return "", tracker.Refuse("Choose blank, Novice, Adept or Master.")
	case a.Slot < 0 || a.Slot >= len(row.Slots):
		return "", tracker.Refuse("The %s row has %d slots; there is no slot %d.", row.Kind.Title(), len(row.Slots), a.Slot+1)
	case row.Slots[a.Slot] == a.Die:
		return "", tracker.Refuse("That slot holds a %s already.", a.Die.Title())
	}
	old := row.Slots[a.Slot]
	row.Slots[a.Slot] = a.Die
	if a.Die == DieBlank {
		row.Poisoned = slices.DeleteFunc(row.Poisoned, func(p int) bool { return p == a.Slot })
	}
	return fmt.Sprintf("%s: %s slot %d %s -> %s%s", s.whoName(a.Who), row.Kind.Title(), a.Slot+1, old.Title(), a.Die.Title(), because(why)), nil
}

// actionBar moves the Action bar's marker, when an Event says so.
func (s *State) actionBar(_ *env, a ActionBarCmd) (string, error) {
	why, err := reasonText(a.Reason)
	if err != nil {
		return "", err
	}
	name, acts, spent, top, lo := "", (*int)(nil), 0, 0, 1
	if a.Who == VillainWho {
		name, acts, spent, top, lo = s.Villain.Name, &s.Villain.Actions, s.Villain.Spent, s.Villain.MaxActions, 0
	} else {
		h, err := s.hero(a.Who)
		if err != nil {
			return "", err
		}
		name, acts, spent, top = h.Name, &h.Actions, h.Spent, h.MaxActions
	}
	if err := delta(name, "Action Points", *acts, a.Delta, max(lo, spent), top); err != nil {
		return "", err
	}
	return moveBy(name, acts, a.Delta, "Action Points", why), nil
}

// souls corrects the Villain's Soul tokens; 3 win (000 L771, 001 L575).
func (s *State) souls(e *env, a SoulsCmd) (string, error) {
	why, err := reasonText(a.Reason)
	if err != nil {
		return "", err
	}
	v := &s.Villain
	if err := delta(v.Name, "Souls", v.Souls, a.Delta, 0, e.r.Hero.SoulsToWin); err != nil {
		return "", err
	}
	words := moveBy(v.Name, &v.Souls, a.Delta, "Souls", why)
	if v.Souls == e.r.Hero.SoulsToWin {
		s.win(SideVillain, fmt.Sprintf("%d Souls", v.Souls))
		words += "; " + v.Name + " wins"
	}
	return words, nil
}

// turnCounters returns who's Action Points and once-a-Turn records.
func (s *State) turnCounters(who int) (spent *int, actions int, rolled *[]int, surged *bool) {
	if who == VillainWho {
		v := &s.Villain
		return &v.Spent, v.Actions, &v.Rolled, &v.Surged
	}
	h := &s.Heroes[who]
	return &h.Spent, h.Actions, &h.Rolled, &h.Surged
}

// spendAction spends an Action Point on a Move (any number a Turn, 000
// L258), a Power Surge (once a Turn, draws 2, 000 L491, 001 L438) or an
// Action a card grants. Mordak cannot Move before the Final Battle (001 L243).
func (s *State) spendAction(e *env, a SpendActionCmd) (string, error) {
	why, err := reasonText(a.Reason)
	if err != nil {
		return "", err
	}
	if err := s.checkActing(a.Who); err != nil {
		return "", err
	}
	if s.Roll != nil {
		return "", tracker.Refuse("Finish the roll first.")
	}
	spent, actions, _, surged := s.turnCounters(a.Who)
	name := s.whoName(a.Who)
	if *spent >= actions {
		return "", tracker.Refuse("%s has spent all %d Action Points this Turn.", name, actions)
	}
	what := ""
	switch a.Action {
	case ActionMove:
		if a.Who == VillainWho && !s.Final {
			return "", tracker.Refuse("%s cannot Move until the Final Battle.", name)
		}
		what = "Move"
	case ActionPowerSurge:
		if *surged {
			return "", tracker.Refuse("%s has made a Power Surge this Turn; it is once a Turn.", name)
		}
		*surged = true
		have, _, _ := s.counter(a.Who, func(h *Hero) *int { return &h.Hand }, &s.Villain.Hand)
		old := *have
		*have = min(MaxHand, old+e.r.Hero.PowerSurgeCards)
		what = fmt.Sprintf("Power Surge, %d -> %d cards", old, *have)
	case ActionOther:
		what = "an Action"
	default:
		return "", tracker.Refuse("Choose Move, Power Surge or another Action; rolls have their own button.")
	}
	*spent++
	return fmt.Sprintf("%s: %s (%d of %d Action Points spent)%s", name, what, *spent, actions, because(why)), nil
}

// talent uses the Talent card: one use a game (000 L1064).
func (s *State) talent(_ *env, a TalentCmd) (string, error) {
	h, err := s.heroOnMap(a.Hero)
	if err != nil {
		return "", err
	}
	switch {
	case h.Talent == "":
		return "", tracker.Refuse("%s has no Talent card this game.", h.Name)
	case h.TalentUsed:
		return "", tracker.Refuse("%s has used %s; a Talent card is used once a game, then goes back to the box.", h.Name, h.Talent)
	}
	h.TalentUsed = true
	return fmt.Sprintf("%s uses the Talent card %s", h.Name, h.Talent), nil
}

// dojo trains a Hero once a game. In the Labyrinth, on their Turn at a
// Dojo tile, as a free Action: the ability upgraded or 1 XP (000 L1028).
// In Minions of Mordak, at the Elven Dojo during the Hero Level Up Step
// with no enemies there: the ability upgraded (001 L631).
func (s *State) dojo(_ *env, a DojoCmd) (string, error) {
	h, err := s.hero(a.Hero)
	if err != nil {
		return "", err
	}
	if h.Dojo != "" {
		return "", tracker.Refuse("%s has trained at a Dojo already; it is once a game.", h.Name)
	}
	if s.Box == BoxLabyrinth {
		if a.Choice != DojoAbility && a.Choice != DojoXP {
			return "", tracker.Refuse("Choose to upgrade the Unique Ability or to gain 1 XP.")
		}
		if err := s.checkActing(a.Hero); err != nil {
			return "", tracker.Refuse("Train at a Dojo on your own Turn, as a free Action: %s", err)
		}
		if s.Map != nil { // 000 L1028: "while they are at a Dojo tile"
			if p, ok := s.Map.Locate(h.Name); !ok || s.Map.At(p).Tile != labyrinth.Dojo {
				return "", tracker.Refuse("%s is not on a Dojo tile; train while standing on one.", h.Name)
			}
		}
	} else {
		if a.Choice != DojoAbility {
			return "", tracker.Refuse("The Elven Dojo upgrades the Unique Ability; it gives no XP.")
		}
		if s.Phase != PhaseHeroLevelUp || s.Pending != "" {
			return "", tracker.Refuse("Train at the Elven Dojo during the Hero Level Up Step, with no enemies there.")
		}
		if h.InStash {
			return "", tracker.Refuse("%s is Defeated and not at the Elven Dojo.", h.Name)
		}
	}
	h.Dojo = a.Choice
	if a.Choice == DojoXP {
		old := h.XP
		h.XP = min(MaxXP, h.XP+1)
		s.earnXP(1)
		return fmt.Sprintf("%s trains at the Dojo: %d -> %d XP", h.Name, old, h.XP), nil
	}
	return fmt.Sprintf("%s trains at the Dojo: the Unique Ability is upgraded (Dojo Crystal)", h.Name), nil
}

// fuel is Coach's Fuel for the Fire: once each Turn, discard a card for a
// Plus-One on any row (000 L1257).
func (s *State) fuel(e *env, a FuelCmd) (string, error) {
	h, err := s.heroOnMap(a.Hero)
	if err != nil {
		return "", err
	}
	switch {
	case !h.has(AbilityFuelForTheFire):
		return "", tracker.Refuse("%s does not have Fuel for the Fire.", h.Name)
	case h.Fueled:
		return "", tracker.Refuse("%s has used Fuel for the Fire this Turn; it is once each Turn.", h.Name)
	case h.Hand < 1:
		return "", tracker.Refuse("%s has no card to discard.", h.Name)
	}
	if err := s.checkActing(a.Hero); err != nil {
		return "", err
	}
	w, err := s.gainPlusOnes(e, a.Hero, a.Row, e.r.Abilities.FuelForTheFire.PlusOnes, nil, false)
	if err != nil {
		return "", err
	}
	h.Fueled = true
	h.Hand--
	return fmt.Sprintf("%s (Fuel for the Fire: discards a card, %d -> %d)", w, h.Hand+1, h.Hand), nil
}

// stampede is Isabella's Stampede: pay 2 Plus-Ones for an Elemental with 1
// Heart in her Region, or +1 Heart to any Elemental (000 L1247).
func (s *State) stampede(e *env, a StampedeCmd) (string, error) {
	h, err := s.heroOnMap(a.Hero)
	if err != nil {
		return "", err
	}
	ab := e.r.Abilities.Stampede
	if !h.has(AbilityStampede) {
		return "", tracker.Refuse("%s does not have Stampede.", h.Name)
	}
	if len(a.Rows) != ab.PlusOnes {
		return "", tracker.Refuse("Stampede costs %d Plus-Ones; choose the row of each.", ab.PlusOnes)
	}
	count := map[int]int{}
	for _, ri := range a.Rows {
		row, err := s.row(a.Hero, ri)
		if err != nil {
			return "", err
		}
		count[ri]++
		if row.PlusOnes < count[ri] {
			return "", tracker.Refuse("%s's %s row has %d Plus-Ones; Stampede costs %d.", h.Name, row.Kind.Title(), row.PlusOnes, ab.PlusOnes)
		}
	}
	owner, err := s.hero(a.Owner)
	if err != nil {
		return "", err
	}
	var what string
	switch sk := owner.Sidekick; {
	case sk == nil && a.Owner == a.Hero:
		if s.elementals() >= e.r.Hero.MaxElementals {
			return "", tracker.Refuse("Both Elementals are on the map; only %d come with the game.", e.r.Hero.MaxElementals)
		}
		h.Sidekick = &Sidekick{Name: "Elemental", Health: ab.ElementalHealth, Elemental: true}
		what = fmt.Sprintf("an Elemental with %d Heart", ab.ElementalHealth)
	case sk == nil:
		return "", tracker.Refuse("%s has no Elemental; Stampede creates one only for Isabella herself.", owner.Name)
	case !sk.Elemental:
		return "", tracker.Refuse("%s's Sidekick %s is not an Elemental; dismiss it first to create one.", owner.Name, sk.Name)
	case sk.Health >= e.r.Hero.SidekickMaxHealth:
		return "", tracker.Refuse("%s's Elemental has %d Hearts, the most.", owner.Name, sk.Health)
	default:
		old := sk.Health
		sk.Health = min(e.r.Hero.SidekickMaxHealth, sk.Health+ab.ElementalGain)
		what = fmt.Sprintf("%s's Elemental %d -> %d Hearts", owner.Name, old, sk.Health)
	}
	for ri, c := range count {
		h.Rows[ri].PlusOnes -= c
	}
	return fmt.Sprintf("%s: Stampede, %d Plus-Ones for %s", h.Name, ab.PlusOnes, what), nil
}

// franken is Dredgar's Franken-Friend: each time he Defeats anyone he may
// create Frank with 2 Hearts in his Region, or give Frank +2 Hearts
// wherever he is; another Sidekick must be dismissed first (000 L1249).
func (s *State) franken(e *env, a FrankenCmd) (string, error) {
	h, err := s.heroOnMap(a.Hero)
	if err != nil {
		return "", err
	}
	ab := e.r.Abilities.FrankenFriend
	top := e.r.Hero.SidekickMaxHealth
	sk := h.Sidekick
	switch {
	case !h.has(AbilityFrankenFriend):
		return "", tracker.Refuse("%s does not have Franken-Friend.", h.Name)
	case sk == nil:
		h.Sidekick = &Sidekick{Name: "Frank", Health: ab.FrankHealth}
		return fmt.Sprintf("%s: Franken-Friend, Frank with %d Hearts", h.Name, ab.FrankHealth), nil
	case sk.Name != "Frank" || sk.Elemental:
		return "", tracker.Refuse("%s's Sidekick is %s; dismiss it first to create Frank.", h.Name, sk.Name)
	case sk.Health >= top:
		return "", tracker.Refuse("Frank has %d Hearts, the most a Sidekick has.", sk.Health)
	}
	old := sk.Health
	sk.Health = min(top, sk.Health+ab.FrankGain)
	return fmt.Sprintf("%s: Franken-Friend, Frank %d -> %d Hearts", h.Name, old, sk.Health), nil
}

func (s *State) elementals() int {
	n := 0
	for _, h := range s.Heroes {
		if h.Sidekick != nil && h.Sidekick.Elemental {
			n++
		}
	}
	return n
}

// sidekick creates a Sidekick for a Hero: one at a time, a new one
// replacing the old; Health die up to 6; at most 2 Elementals (000 L497-504).
func (s *State) sidekick(e *env, a SidekickCmd) (string, error) {
	h, why, err := s.heroOnMapFor(a.Hero, a.Reason)
	if err != nil {
		return "", err
	}
	if err := checkName("The Sidekick's name", a.Name, true); err != nil {
		return "", tracker.Refuse("%s.", err)
	}
	if a.Health < 1 || a.Health > e.r.Hero.SidekickMaxHealth {
		return "", tracker.Refuse("A Sidekick has 1 to %d Hearts on its Mini Health die.", e.r.Hero.SidekickMaxHealth)
	}
	els := s.elementals()
	if h.Sidekick != nil && h.Sidekick.Elemental {
		els--
	}
	if a.Elemental && els >= e.r.Hero.MaxElementals {
		return "", tracker.Refuse("Both Elementals are on the map; Heroes cannot create more than the %d supplied.", e.r.Hero.MaxElementals)
	}
	words := fmt.Sprintf("%s: Sidekick %s with %d Hearts", h.Name, strings.TrimSpace(a.Name), a.Health)
	if h.Sidekick != nil {
		words += fmt.Sprintf(", replacing %s", h.Sidekick.Name)
	}
	h.Sidekick = &Sidekick{Name: strings.TrimSpace(a.Name), Health: a.Health, Elemental: a.Elemental}
	return words + because(why), nil
}

// sidekickGain changes a Sidekick's Hearts: damage, or Hearts a Spell or
// ability gives (Sidekicks receive no Healing, 000 L501); at most 6; at 0
// it goes back to the box and gives no Bounty (000 L506).
func (s *State) sidekickGain(e *env, a SidekickGainCmd) (string, error) {
	why, err := reasonText(a.Reason)
	if err != nil {
		return "", err
	}
	h, err := s.hero(a.Hero)
	if err != nil {
		return "", err
	}
	sk := h.Sidekick
	top := e.r.Hero.SidekickMaxHealth
	switch {
	case sk == nil:
		return "", tracker.Refuse("%s has no Sidekick.", h.Name)
	case a.Delta == 0 || a.Delta > top || a.Delta < -MaxHits:
		return "", tracker.Refuse("Choose the Hearts gained (1 to %d) or the damage taken.", top)
	case a.Delta > 0 && sk.Health >= top:
		return "", tracker.Refuse("%s has %d Hearts, the most a Sidekick has.", sk.Name, top)
	}
	old := sk.Health
	nh := sk.Health + a.Delta
	if nh <= 0 {
		h.Sidekick = nil
		return fmt.Sprintf("%s's Sidekick %s: %d -> 0 Hearts, Defeated: back to the box, no Bounty%s", h.Name, sk.Name, old, because(why)), nil
	}
	sk.Health = min(top, nh)
	words := fmt.Sprintf("%s's Sidekick %s: %d -> %d Hearts", h.Name, sk.Name, old, sk.Health)
	if nh > top {
		words += fmt.Sprintf(" (at most %d)", top)
	}
	return words + because(why), nil
}

// dismiss removes a Hero's Sidekick, to place a new one (000 L504).
func (s *State) dismiss(_ *env, a DismissCmd) (string, error) {
	h, err := s.hero(a.Hero)
	if err != nil {
		return "", err
	}
	if h.Sidekick == nil {
		return "", tracker.Refuse("%s has no Sidekick.", h.Name)
	}
	name := h.Sidekick.Name
	h.Sidekick = nil
	return fmt.Sprintf("%s dismisses the Sidekick %s", h.Name, name), nil
}
