package valor

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
	"tableside/tracker/valor/labyrinth"
	"tableside/tracker/valor/labyrinth/plan"
)

// The Villain Step's screens and answers (000 L605-656): the Magic roll
// and its Spells, the Corruption roll and its spawns, the Plus-Ones the
// leftover Hits become, and in the Final Battle the Battle cards' Attack
// Protocols (000 L813-816).

// villainRows lists the Villain's rows of kind k.
func (s *State) villainRows(k RowKind) []int {
	var out []int
	for i, r := range s.Villain.Rows {
		if r.Kind == k {
			out = append(out, i)
		}
	}
	return out
}

// villainDice counts the dice of the Villain's rows of kind k.
func (s *State) villainDice(k RowKind) (DiceCount, int) {
	var d DiceCount
	plus := 0
	for _, ri := range s.villainRows(k) {
		c := s.Dice(VillainWho, ri)
		d.Novice += c.Novice
		d.Adept += c.Adept
		d.Master += c.Master
		plus += s.Villain.Rows[ri].PlusOnes
	}
	return d, plus
}

func (s *State) rollScreen(sc *screen, stage WizardStage, k RowKind, rule string) {
	dice, plus := s.villainDice(k)
	sc.v.Stage, sc.v.Dice, sc.v.PlusOnes = stage, &dice, plus
	sc.v.Inputs = []WizardInput{InputHits, InputRoll}
	sc.v.Rule = rule
	sc.v.Say = fmt.Sprintf("%s roll: roll %s's %s dice (%s) and type the Hits, or let the app roll", k.Title(), s.Villain.Name, k.Title(), diceWords(dice))
	if plus > 0 {
		sc.v.Say += fmt.Sprintf("; the app adds all %d %s Plus-One%s", plus, k.Title(), plural(plus))
	}
	sc.v.Say += "."
}

// newMagic is a Magic roll just made: the Unique Spell on top of the deck
// is flipped first and cast for 0 (000 L620).
func newMagic(r VillainRoll) *WizardMagic {
	return &WizardMagic{Roll: r, Spells: []labyrinth.Spell{{Costs: []int{0}}}}
}

func (m *WizardMagic) input() labyrinth.MagicInput {
	h := m.Roll.Hits
	return labyrinth.MagicInput{Roll: labyrinth.Pool{Hits: &h}, PlusOnes: labyrinth.PlusOnes{Magic: m.Roll.PlusOnes}, Spells: m.Spells}
}

func (s *State) magicScreen(e *env, sc *screen, w *Wizard) {
	sc.v.Title = "Villain Step: Magic roll"
	if w.Magic == nil {
		s.rollScreen(sc, StageMagicRoll, RowMagic, "000 L607, L614, L624")
		sc.v.Say += " The Unique Spell on top of the deck is then cast for 0."
		s.rollMoment(sc)
		return
	}
	plan, ok := plannedBy(sc, "magic", w.Magic.input(), labyrinth.MagicRoll)
	if !ok {
		return
	}
	sc.magic = &plan
	sc.v.Spells, sc.v.Resolve = plan.Spells, plan.Resolve
	last := plan.Spells[len(plan.Spells)-1].Say
	switch {
	case !plan.Done:
		sc.v.Stage, sc.v.Rule = StageSpell, "000 L615-616"
		sc.v.Say = last + " Flip the next Spell and tap the costs printed on it."
		sc.v.Inputs = []WizardInput{InputSpell}
	case !w.Magic.Gained:
		s.discardScreen(e, sc, StageMagicDiscard, RowMagic, plan.Spells[len(plan.Spells)-1].Pool)
	default:
		sc.v.Stage, sc.v.Rule = StageResolveSpells, "000 L617-620"
		sc.v.Say = plan.Next
		sc.v.Inputs = []WizardInput{InputDone}
	}
}

// villainGain plans n leftover Hits as Plus-Ones on the first row of kind
// k: the discards the rules force, or a Choice for the Lead Hero when
// several rows could give (000 L617, L627, L640).
func (s *State) villainGain(e *env, k RowKind, n int) (ri int, discard []int, choice *labyrinth.Choice) {
	rows := s.villainRows(k)
	if len(rows) == 0 || n == 0 {
		return -1, nil, nil
	}
	ri = rows[0]
	vr := s.Villain.Rows
	total := sumPlusOnes(vr)
	elsewhere := total - vr[ri].PlusOnes
	over := min(max(0, total+n-e.bx.Villain.PlusOneCap), elsewhere)
	if over == 0 {
		return ri, nil, nil
	}
	var givers []int
	for i, r := range vr {
		if i != ri && r.PlusOnes > 0 {
			givers = append(givers, i)
		}
	}
	if over == elsewhere || len(givers) == 1 {
		left := over
		for _, g := range givers {
			for t := 0; t < vr[g].PlusOnes && left > 0; t++ {
				discard = append(discard, g)
				left--
			}
		}
		return ri, discard, nil
	}
	c := &labyrinth.Choice{Kind: "discard_plus_ones", Rule: "000 L627", Count: over,
		Prompt: fmt.Sprintf("%s holds more than %d Plus-Ones: the Lead Hero discards %d from rows other than %s", s.Villain.Name, e.bx.Villain.PlusOneCap, over, k.Title())}
	for _, g := range givers {
		c.Options = append(c.Options, string(vr[g].Kind))
	}
	return ri, nil, c
}

func (s *State) discardScreen(e *env, sc *screen, stage WizardStage, k RowKind, n int) {
	ri, discard, choice := s.villainGain(e, k, n)
	sc.gainRow, sc.gainHits, sc.discard = ri, n, discard
	sc.v.Stage, sc.v.Rule = stage, "000 L627"
	sc.v.Choice = choice
	if choice == nil {
		// Nothing to choose: the answer that got here applies it.
		sc.v.Say = fmt.Sprintf("%s on the %s row.", leftWords(n), k.Title())
		sc.v.Inputs = []WizardInput{InputDone}
		return
	}
	sc.v.Say = fmt.Sprintf("%s on the %s row. %s.", leftWords(n), k.Title(), choice.Prompt)
	sc.v.Inputs = []WizardInput{InputChoose}
}

func (s *State) corruptionScreen(sc *screen) {
	sc.v.Title = "Villain Step: Corruption roll"
	if s.MinionCosts == nil {
		sc.v.Stage, sc.v.Rule = StageCosts, "000 L185, L637"
		sc.v.Say = "Type the Corruption costs printed on the covers of the Chump, Elite and Boss Minion decks (the Easy side differs); the app keeps them for the game."
		sc.v.Inputs = []WizardInput{InputCosts}
		return
	}
	s.rollScreen(sc, StageCorruptionRoll, RowCorruption, "000 L608, L636, L624")
	c := s.MinionCosts
	sc.v.Say += fmt.Sprintf(" The Hits buy the largest Minions they afford (Boss %d, Elite %d, Chump %d).", c.Boss, c.Elite, c.Chump)
	s.rollMoment(sc)
}

// corruptionPlan plans the Corruption roll from what the table found.
func (s *State) corruptionPlan(c *WizardCorruption) (labyrinth.CorruptionPlan, error) {
	return labyrinth.CorruptionRoll(c.input(nil))
}

// input is what the Corruption roll is planned from: a deck found empty
// holds only the cards already drawn from it. With m, the plan also places
// the spawns on it.
func (c *WizardCorruption) input(m *labyrinth.Map) labyrinth.CorruptionInput {
	k := c.Costs
	cards := func(z labyrinth.MinionSize) int {
		if slices.Contains(c.Empty, z) {
			n := 0
			for _, p := range c.Placed {
				if p == z {
					n++
				}
			}
			return n
		}
		return 99
	}
	decks := labyrinth.Decks{
		Chump: labyrinth.Deck{Cost: k.Chump, Cards: cards(labyrinth.SizeChump)},
		Elite: labyrinth.Deck{Cost: k.Elite, Cards: cards(labyrinth.SizeElite)},
		Boss:  labyrinth.Deck{Cost: k.Boss, Cards: cards(labyrinth.SizeBoss)},
	}
	h := c.Roll.Hits
	return labyrinth.CorruptionInput{
		Roll: labyrinth.Pool{Hits: &h}, PlusOnes: labyrinth.PlusOnes{Corruption: c.Roll.PlusOnes}, Decks: decks, Map: m,
	}
}

// leftover is the Hits a Corruption plan leaves.
func leftover(p labyrinth.CorruptionPlan) int { return p.PlusOnes.Gained + p.PlusOnes.Lost }

func (s *State) spawnScreen(e *env, sc *screen, w *Wizard) {
	sc.v.Title = "Villain Step: spawn"
	c := w.Corruption
	if c == nil {
		// No size to place: the Portal chosen comes first (000 L646-648).
		sp, ok := plannedBy(sc, "spawn", spawnInput(s.Map, []labyrinth.MinionSize{}), func(in plan.SpawnInput) (labyrinth.SpawnPlan, error) {
			return labyrinth.PlaceSpawns(&in.Map, in.Spawns)
		})
		if !ok {
			return
		}
		p := sp.Portals[0].Region
		sc.v.Stage, sc.v.Rule = StageSpawnTable, "000 L643-650"
		sc.v.Say = fmt.Sprintf("Put each Minion the Corruption roll spawned, from the bottom of its deck, on top of the stack at the Portal %v, %s; pick each from the library onto that region, then tap Done.", p, s.fromHero(sp, p))
		sc.v.Highlight, sc.v.Target = []labyrinth.Pos{p}, &p
		sc.v.Inputs = []WizardInput{InputDone}
		return
	}
	in := c.input(nil)
	plan, ok := plannedBy(sc, "corruption", in, labyrinth.CorruptionRoll)
	if !ok {
		return
	}
	sc.corr = &plan
	if i := len(c.Placed); i < len(plan.Spawns) {
		// The same roll planned on the map places every spawn: all on one
		// Portal, since placing a Minion changes no Hero's Health
		// (000 L643-650).
		in.Map = s.Map
		plan, ok := plannedBy(sc, "corruption", in, labyrinth.CorruptionRoll)
		if !ok {
			return
		}
		sc.corr = &plan
		z, sp := plan.Spawns[i], *plan.Spawn
		p := sp.Placements[i].Region
		sc.at = p
		sc.v.Stage, sc.v.Rule, sc.v.Size = StageSpawn, "000 L638-650", z
		sc.v.Say = fmt.Sprintf("Spawn %d of %d: draw %s from the bottom of its deck and put it on top of the stack at the Portal %v, %s.", i+1, len(plan.Spawns), aSize(z), p, s.fromHero(sp, p))
		if slices.Contains(c.Reshuffled, z) {
			sc.v.Say += fmt.Sprintf(" (The %s deck was refilled; if it is empty still, tap Deck empty again.)", SizeTitle(z))
		} else {
			sc.v.Say += " If the deck is empty, tap Deck empty."
		}
		sc.v.Highlight, sc.v.Target = []labyrinth.Pos{p}, &p
		sc.v.Inputs = []WizardInput{InputSpawn, InputDeckEmpty}
		return
	}
	s.discardScreen(e, sc, StageCorruptionDiscard, RowCorruption, leftover(plan))
}

// fromHero says where Portal p is from the Hero with the least Health:
// "2 steps North of Rowan (the least Health, 4)".
func (s *State) fromHero(sp labyrinth.SpawnPlan, p labyrinth.Pos) string {
	best, bestD := "", -1
	var bestAt labyrinth.Pos
	for _, n := range sp.Heroes {
		at, ok := s.Map.Locate(n)
		if !ok {
			continue
		}
		d, ok := s.Map.Distance(at, p, labyrinth.Mover{})
		if ok && (bestD < 0 || d < bestD) {
			best, bestD, bestAt = n, d, at
		}
	}
	if bestD < 0 {
		return fmt.Sprintf("the closest to %s, with the least Health (%d)", tracker.JoinAnd(sp.Heroes), sp.LeastHealth)
	}
	why := fmt.Sprintf("%s has the least Health (%d)", best, sp.LeastHealth)
	if len(sp.Heroes) > 1 {
		why = fmt.Sprintf("%s tie for the least Health (%d)", tracker.JoinAnd(sp.Heroes), sp.LeastHealth)
	}
	if bestD == 0 {
		return fmt.Sprintf("%s's own region: %s", best, why)
	}
	path, _ := s.Map.Path(bestAt, p, labyrinth.Mover{})
	var n [4]int
	cur := bestAt
	for _, q := range path {
		for d := labyrinth.North; d <= labyrinth.West; d++ {
			if cur.Step(d) == q {
				n[d]++
				break
			}
		}
		cur = q
	}
	var parts []string
	for d, k := range n {
		if k > 0 {
			parts = append(parts, fmt.Sprintf("%s %s", count(k, "step", "steps"), []string{"North", "East", "South", "West"}[d]))
		}
	}
	return fmt.Sprintf("%s of %s: %s", strings.Join(parts, " and "), best, why)
}

// aSize is "a Boss", "an Elite".
func aSize(z labyrinth.MinionSize) string {
	if z == labyrinth.SizeElite {
		return "an Elite"
	}
	return "a " + SizeTitle(z)
}

func (s *State) attackScreen(sc *screen, w *Wizard) {
	sc.v.Title, sc.v.Stage, sc.v.Rule = "Villain Step: Attack Protocols", StageAttackProtocol, "000 L813-816, L857, L867"
	sc.v.Inputs = []WizardInput{InputDone}
	sc.planned("final", s.finalInput())
	n := s.Villain.Actions
	if n == 0 {
		sc.v.Say = fmt.Sprintf("%s has no Action Point: it flips no Battle card.", s.Villain.Name)
		return
	}
	card := n - w.Cards
	sc.v.Resolve = []int{}
	for i := card; i >= 1; i-- {
		sc.v.Resolve = append(sc.v.Resolve, i)
	}
	if p, ok := s.villainAt(); ok {
		sc.v.From = &p
		sc.v.Highlight = []labyrinth.Pos{p}
	}
	if w.Cards == 0 {
		sc.v.Say = fmt.Sprintf("Flip %s, one for each of %s's Action Points, in a row. Resolve their Attack Protocols (top halves) from the last flipped to the first: card %d now.", count(n, "Battle card", "Battle cards"), s.Villain.Name, card)
	} else {
		sc.v.Say = fmt.Sprintf("Resolve the Attack Protocol of card %d.", card)
	}
	sc.v.Say += " Enter the damage it deals to Heroes as usual; it moves by the shortest path, North first, then East, South, West."
}

// spendRow adds every Plus-One of the Villain's rows of kind k to the roll
// and spends them (000 L624).
func (s *State) spendRow(k RowKind, r *VillainRoll) string {
	for _, ri := range s.villainRows(k) {
		r.PlusOnes += s.Villain.Rows[ri].PlusOnes
		s.Villain.Rows[ri].PlusOnes = 0
	}
	words := fmt.Sprintf("%s: %s roll, %s", s.Villain.Name, k.Title(), rollWords(r.Faces, r.Hits))
	if r.PlusOnes > 0 {
		words += fmt.Sprintf(" + %d Plus-One%s = %d", r.PlusOnes, plural(r.PlusOnes), r.Total())
	}
	return words
}

// gainMagic turns the Magic roll's leftover Hits into Plus-Ones, unless
// the Lead Hero must choose the discards.
func (s *State) gainMagic(e *env, plan labyrinth.MagicPlan) string {
	n := plan.Spells[len(plan.Spells)-1].Pool
	w, ok := s.applyGain(e, RowMagic, n)
	if ok {
		s.Wizard.Magic.Gained = true
	}
	return w
}

// applyGain gives the Villain n Plus-Ones on its first row of kind k when
// no choice is left to the players; false when one is.
func (s *State) applyGain(e *env, k RowKind, n int) (string, bool) {
	ri, discard, choice := s.villainGain(e, k, n)
	switch {
	case choice != nil:
		return fmt.Sprintf("%s left over: the Lead Hero chooses the Plus-Ones to discard", count(n, "Hit", "Hits")), false
	case n == 0:
		return "no Hits left over", true
	case ri < 0:
		return fmt.Sprintf("%s left over, but %s has no %s row", count(n, "Hit", "Hits"), s.Villain.Name, k.Title()), true
	}
	w, err := s.gainPlusOnes(e, VillainWho, ri, n, discard, true)
	if err != nil {
		return err.Error(), true
	}
	return leftWords(n) + ": " + w, true
}

// leftWords is "1 Hit left over becomes a Plus-One" or the plural.
func leftWords(n int) string {
	if n == 1 {
		return "1 Hit left over becomes a Plus-One"
	}
	return fmt.Sprintf("%d Hits left over become Plus-Ones", n)
}

// finishCorruption turns the leftover Hits into Plus-Ones and, unless the
// Lead Hero must choose discards, ends the Villain Step.
func (s *State) finishCorruption(e *env, plan labyrinth.CorruptionPlan) string {
	w, ok := s.applyGain(e, RowCorruption, leftover(plan))
	if !ok {
		return w
	}
	return w + "; " + s.endVillainStep()
}

// endVillainStep ticks the Villain Step's last item and begins the Minion
// Step (000 L600).
func (s *State) endVillainStep() string {
	for i := range s.Steps {
		s.Steps[i].Done = true
	}
	s.enter(PhaseMinionStep)
	return "Minion Step"
}

func (s *State) wizardSpell(e *env, a WizardSpellCmd) (string, error) {
	name, err := reasonText(a.Name)
	if err != nil {
		return "", err
	}
	return s.answer(e, a.Key, InputSpell, func(sc *screen) (string, error) {
		m := s.Wizard.Magic
		m.Spells = append(m.Spells, labyrinth.Spell{Name: name, Costs: slices.Clone(a.Costs)})
		plan, err := labyrinth.MagicRoll(m.input())
		if err != nil {
			var fe *labyrinth.FieldError
			if errors.As(err, &fe) {
				return "", tracker.Refuse("Enter the Spell again: %s.", fe.Problem)
			}
			return "", err
		}
		words := clause(plan.Spells[len(plan.Spells)-1].Say)
		if plan.Done {
			words += "; " + s.gainMagic(e, plan)
		}
		return words, nil
	})
}

func (s *State) chooseDiscard(e *env, sc *screen, options []string) (string, error) {
	var discard []int
	taken := map[int]int{}
	for _, o := range options {
		ri := -1
		for i, r := range s.Villain.Rows {
			if string(r.Kind) == o && i != sc.gainRow && r.PlusOnes > taken[i] {
				ri = i
				break
			}
		}
		if ri < 0 {
			return "", tracker.Refuse("The %s row has no more Plus-Ones to discard.", RowKind(o).Title())
		}
		taken[ri]++
		discard = append(discard, ri)
	}
	words, err := s.gainPlusOnes(e, VillainWho, sc.gainRow, sc.gainHits, discard, true)
	if err != nil {
		return "", err
	}
	if sc.v.Stage == StageMagicDiscard {
		s.Wizard.Magic.Gained = true
		return words, nil
	}
	s.Wizard.Corruption.Gained = true
	return words + "; " + s.endVillainStep(), nil
}

func (s *State) wizardDeckEmpty(e *env, a WizardDeckEmptyCmd) (string, error) {
	return s.answer(e, a.Key, InputDeckEmpty, func(sc *screen) (string, error) {
		c := s.Wizard.Corruption
		z := sc.v.Size
		if !slices.Contains(c.Reshuffled, z) {
			c.Reshuffled = append(c.Reshuffled, z)
			var names []string
			bounty := 0
			kept := s.HeroStash.Minions[:0:0]
			for _, m := range s.HeroStash.Minions {
				if m.Size == z {
					names = append(names, m.Name)
					bounty += m.Bounty
					continue
				}
				kept = append(kept, m)
			}
			words := fmt.Sprintf("The %s deck is empty", SizeTitle(z))
			if len(names) > 0 {
				s.HeroStash.Minions = kept
				if len(kept) == 0 {
					s.HeroStash.Minions = nil
				}
				s.HeroStash.Bounty = min(MaxBounty, s.HeroStash.Bounty+bounty)
				words += fmt.Sprintf(": %s on the Hero Loot Stash become %d Bounty tokens", strings.Join(names, ", "), bounty)
			}
			return words + fmt.Sprintf("; shuffle the %s Minions from the Hero Loot Stash and the discard pile into a new deck and draw from its bottom", SizeTitle(z)), nil
		}
		c.Empty = append(c.Empty, z)
		plan, err := s.corruptionPlan(c)
		if err != nil {
			return "", tracker.Refuse("%s.", err)
		}
		words := fmt.Sprintf("No %s Minion is left: the Hits buy one size smaller if they can", SizeTitle(z))
		if len(c.Placed) >= len(plan.Spawns) {
			words += "; " + s.finishCorruption(e, plan)
		}
		return words, nil
	})
}

// wizardSpawn places the Minion card drawn for the spawn screen key on
// the Portal the rules choose (000 L643-650).
func (s *State) wizardSpawn(e *env, a SpawnMinionCmd) (string, error) {
	return s.answer(e, a.Key, InputSpawn, func(sc *screen) (string, error) {
		if err := a.Card.Validate(); err != nil {
			return "", tracker.Refuse("%s.", err)
		}
		if a.Card.Size != sc.v.Size {
			return "", tracker.Refuse("The spawn is %s; %s is %s. Draw from the bottom of the %s deck.", aSize(sc.v.Size), a.Card.Name, aSize(a.Card.Size), SizeTitle(sc.v.Size))
		}
		if a.At != nil && *a.At != sc.at {
			return "", tracker.Refuse("A spawned Minion goes on the Portal closest to the Hero with the least Health: %v.", sc.at)
		}
		words, err := s.putMinion(a.Card, sc.at, a.Name)
		if err != nil {
			return "", err
		}
		c := s.Wizard.Corruption
		c.Placed = append(c.Placed, a.Card.Size)
		words = fmt.Sprintf("Spawn %d of %d: %s", len(c.Placed), len(sc.corr.Spawns), words)
		if len(c.Placed) == len(sc.corr.Spawns) {
			words += "; " + s.finishCorruption(e, *sc.corr)
		}
		return words, nil
	})
}
