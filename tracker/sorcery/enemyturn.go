package sorcery

import (
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
)

// EnemyTurnInput is what the table tells for one Enemy Turn: the letter
// of the Encounter card drawn and, for any activated Enemy, the sights
// before it acts (its plan is then included).
type EnemyTurnInput struct {
	Card string `json:"card,omitempty"`
	// New is the card drawn as the table typed it, when its letter is
	// drawn for the first time (State.NeedsCard).
	New         *EncounterCard    `json:"new,omitempty"`
	Activations []ActivationInput `json:"activations,omitempty"`
}

// EnemyTurn is the plan of one Enemy Turn (L1559-1594, L6255-6368).
type EnemyTurn struct {
	Card string `json:"card,omitempty"`
	// Effect is "main", "otherwise" or "none": which part of the card
	// applies (L6323-6327).
	Effect string `json:"effect,omitempty"`
	// Order is the activated Enemies in order; where Steps hold a Choice,
	// the tied ones may swap.
	Order       []string     `json:"order,omitempty"`
	Steps       []Step       `json:"steps"`
	Activations []Activation `json:"activations,omitempty"`
	Reshuffle   bool         `json:"reshuffle,omitempty"`
}

// PlanEnemyTurn plans the Active Hero's Enemy Turn.
func (s *State) PlanEnemyTurn(in EnemyTurnInput) (EnemyTurn, error) {
	var t EnemyTurn
	active := s.Heroes[s.Active]
	switch {
	case active.Ghost:
		// A Ghost Soul skips the whole Enemy Turn, Minions too (L1593-1594,
		// L4887-4892).
		if in.Card != "" || len(in.Activations) > 0 {
			return t, tracker.Refuse("%s is a Ghost Soul: no card is drawn in that Enemy Turn", active.Name)
		}
		t.Steps = append(t.Steps, step("L4887-4892", fmt.Sprintf("%s is a Ghost Soul and skips this Enemy Turn.", active.Name)))
		return t, nil
	case len(s.Enemies) == 0:
		if in.Card != "" || len(in.Activations) > 0 {
			return t, tracker.Refuse("No Enemy is in play: no Encounter card is drawn")
		}
		t.Steps = append(t.Steps, step("L1464-1465, L6366-6368", "No Enemy is in play: draw no card. Minions still act as their Scrolls say; then the Enemy Turn ends."))
		t.Steps = append(append(t.Steps, s.PlanMinions(AtStart)...), s.PlanMinions(AtEnd)...) // L1564, minion.go
		return t, nil
	case in.Card == "":
		return t, tracker.Refuse("Which Encounter card did %s draw?", active.Name)
	}
	card, err := s.drawnCard(in)
	if err != nil {
		return t, err
	}
	// A card typed now is untyped, so still in the deck.
	switch {
	case s.deckEmpty():
		// An empty deck is reshuffled when drawn from (L185-188).
		t.Steps = append(t.Steps, step("L185-188", "The Encounter deck is empty: shuffle the discard pile to make a new deck."))
	case card == in.New:
	case slices.Contains(s.Discard, in.Card):
		return t, tracker.Refuse("Card %s is in the discard pile", in.Card)
	case !slices.Contains(s.Draw, in.Card):
		return t, tracker.Refuse("Card %s is not in the Encounter deck", in.Card)
	}
	t.Card = in.Card
	t.Steps = append(t.Steps, s.PlanMinions(AtStart)...) // L1590-1592, minion.go
	effect, ids := card.Main, s.matching(card.Main)
	t.Effect = "main"
	if len(ids) == 0 && card.Main.Kind != ActivateX {
		// Otherwise only when the main effect finds no Enemy at all
		// (L6323-6327); "Activate X" always applies (sorcery-ai.md 4).
		if card.Otherwise != nil && len(s.matching(*card.Otherwise)) > 0 {
			effect, ids, t.Effect = *card.Otherwise, s.matching(*card.Otherwise), "otherwise"
			t.Steps = append(t.Steps, step("L6323-6327", fmt.Sprintf("No Enemy matches card %s's main effect: its Otherwise applies.", in.Card)))
		} else {
			t.Effect = "none"
			t.Steps = append(t.Steps, step("L6323-6327", fmt.Sprintf("Neither effect of card %s finds an Enemy: discard it with no effect.", in.Card)))
		}
	}
	if t.Effect != "none" {
		ordered := s.order(ids)
		var ch []Step
		if effect.Kind == ActivateX {
			ordered, ch = s.takeX(ordered, effect.X)
		}
		for _, i := range ordered {
			t.Order = append(t.Order, s.Enemies[i].Label())
		}
		t.Steps = append(t.Steps, s.orderSteps(effect, ordered)...)
		t.Steps = append(t.Steps, ch...)
		if err := s.activations(&t, effect, ordered, in.Activations); err != nil {
			return EnemyTurn{}, err
		}
	} else if len(in.Activations) > 0 {
		return EnemyTurn{}, tracker.Refuse("Card %s activates no Enemy", in.Card)
	}
	t.Steps = append(t.Steps, s.PlanMinions(AtEnd)...) // L1590-1592, minion.go
	if t.Effect == "main" && effect.Kind == ActivateX && (effect.X == 0 || effect.X == 3) {
		t.Reshuffle = true
		t.Steps = append(t.Steps, step("L6281-6284", fmt.Sprintf("Shuffle the discard pile back into the Encounter deck, then discard card %s alone.", in.Card)))
	} else {
		t.Steps = append(t.Steps, step("L6286", fmt.Sprintf("Discard card %s.", in.Card)))
	}
	return t, nil
}

// drawnCard is the Encounter card drawn: the Quest's, or the one the table
// typed for a letter drawn the first time.
func (s *State) drawnCard(in EnemyTurnInput) (*EncounterCard, error) {
	if !s.NeedsCard(in.Card) {
		if in.New != nil {
			return nil, tracker.Refuse("Card %s is known already", in.Card)
		}
		if c := s.encounter(in.Card); c != nil {
			return c, nil
		}
		return nil, tracker.Refuse("No Encounter card has the letter %s", in.Card)
	}
	switch {
	case in.New == nil:
		return nil, tracker.Refuse("Card %s is drawn for the first time: what does it activate?", in.Card)
	case in.New.Letter != in.Card:
		return nil, tracker.Refuse("The card typed is %s, not %s", in.New.Letter, in.Card)
	}
	if err := in.New.Validate(); err != nil {
		return nil, tracker.Refuse("Card %s cannot be used: %s", in.Card, err)
	}
	return in.New, nil
}

// matching are the Enemies an effect names (L6262-6274); a Stunned Enemy
// counts, and does nothing (L7024-7026).
func (s *State) matching(e Effect) []int {
	var out []int
	top := 0
	for _, en := range s.Enemies {
		top = max(top, en.Card.Rank.order())
	}
	for i, en := range s.Enemies {
		var ok bool
		switch e.Kind {
		case ActivateAll, ActivateX, EveryEnemy:
			ok = true
		case ActivateRank:
			ok = en.Card.Rank == e.Rank
		case ActivateStyle:
			// The wildcard style matches every style card (L6265-6269).
			ok = en.Card.Style == e.Style || en.Card.Style == Wildcard
		case ActivateRace:
			ok = strings.EqualFold(en.Card.Race, e.Race)
		case ActivateWounded:
			ok = en.Wounds > 0
		case ActivateNoCharge:
			// Only Enemies with a charge power count (sorcery-ai.md 3).
			ok = en.Card.Charges > 0 && en.Charges == 0
		case ActivateHighest:
			ok = en.Card.Rank.order() == top // L6352-6355
		}
		if ok {
			out = append(out, i)
		}
	}
	return out
}

// order sorts the Enemies by controller, the Active player first then
// clockwise, then Purple, Red, Blue, Green (L6286-6288, L6313-6319); a
// Master Enemy is the Active player's (L7331-7335). Ties are the Active
// player's to order (L6319): orderSteps hands each back as a Choice.
func (s *State) order(ids []int) []int {
	out := slices.Clone(ids)
	key := func(i int) (int, int) {
		e := &s.Enemies[i]
		return s.clockwise(s.controller(e)), -e.Card.Rank.order()
	}
	slices.SortStableFunc(out, func(a, b int) int {
		ca, ra := key(a)
		cb, rb := key(b)
		if ca != cb {
			return ca - cb
		}
		return ra - rb
	})
	return out
}

// ties are the runs of Enemies in order with the same controller and
// rank.
func (s *State) ties(ordered []int) [][]int {
	var out [][]int
	for i := 0; i < len(ordered); {
		j := i + 1
		for j < len(ordered) && s.sameSlot(ordered[i], ordered[j]) {
			j++
		}
		out = append(out, ordered[i:j])
		i = j
	}
	return out
}

func (s *State) sameSlot(a, b int) bool {
	ea, eb := &s.Enemies[a], &s.Enemies[b]
	return s.controller(ea) == s.controller(eb) && ea.Card.Rank == eb.Card.Rank
}

// takeX takes the first x Enemies in order, the Active player's first
// then clockwise, the higher ranks first (L6275-6281, L6342-6344). Where
// the cut falls inside a tie, the Active player picks which.
func (s *State) takeX(ordered []int, x int) ([]int, []Step) {
	if x >= len(ordered) {
		return ordered, nil
	}
	taken := ordered[:x]
	if x == 0 || !s.sameSlot(ordered[x-1], ordered[x]) {
		return taken, nil
	}
	var group []int
	for _, g := range s.ties(ordered) {
		if slices.Contains(g, ordered[x-1]) {
			group = g
		}
	}
	in := 0
	for _, i := range group {
		if slices.Contains(taken, i) {
			in++
		}
	}
	ch := &Choice{Kind: "which_enemies", Who: s.Heroes[s.Active].Name, Count: in,
		Prompt: fmt.Sprintf("Which %d of these are activated?", in)}
	for _, i := range group {
		ch.Options = append(ch.Options, s.Enemies[i].Label())
	}
	return taken, []Step{{Rule: "L6275-6281, L6319", Say: "The card's count ends inside a tie: the Active player picks which are activated.", Choice: ch}}
}

// orderSteps say who activates, and hand each tie in the order to the
// Active player.
func (s *State) orderSteps(e Effect, ordered []int) []Step {
	var out []Step
	if len(ordered) == 0 {
		return []Step{step("L6275-6281", "The card activates no Enemy.")}
	}
	names := make([]string, len(ordered))
	for k, i := range ordered {
		names[k] = s.Enemies[i].Label()
	}
	out = append(out, step("L6286-6288, L6313-6316", "Activate, one by one: "+strings.Join(names, ", ")+"."))
	for _, g := range s.ties(ordered) {
		if len(g) < 2 {
			continue
		}
		ch := &Choice{Kind: "order", Who: s.Heroes[s.Active].Name, Prompt: "In which order do these act?"}
		for _, i := range g {
			ch.Options = append(ch.Options, s.Enemies[i].Label())
		}
		out = append(out, Step{Rule: "L6313-6319", Say: "These have the same controller and rank: the Active player orders them.", Choice: ch})
	}
	if e.Kind == EveryEnemy {
		out = append(out, step("L6329-6331", "Each Enemy in turn, in this order, does what the card says instead of its Scroll: "+e.Say))
	}
	return out
}

// activations plans the activations the table gave sights for; each is
// for an activated Enemy, and at most once (L6279).
func (s *State) activations(t *EnemyTurn, e Effect, ordered []int, ins []ActivationInput) error {
	for k, in := range ins {
		if !slices.Contains(ordered, in.Enemy) || e.Kind == EveryEnemy {
			return tracker.Refuse("Card %s does not activate Enemy %d by its Scroll", t.Card, in.Enemy)
		}
		if slices.ContainsFunc(ins[:k], func(o ActivationInput) bool { return o.Enemy == in.Enemy }) {
			return tracker.Refuse("The %s activates only once for one card", s.Enemies[in.Enemy].Label())
		}
	}
	for _, i := range ordered {
		k := slices.IndexFunc(ins, func(o ActivationInput) bool { return o.Enemy == i })
		if k < 0 {
			continue
		}
		a, err := s.Activate(ins[k])
		if err != nil {
			return err
		}
		t.Activations = append(t.Activations, a)
	}
	return nil
}

// drawEncounter records the card drawn (with what it prints, the first
// time) and puts it on the discard pile, after the reshuffle of "Activate
// No Enemies" or "3 Enemies" (L6281-6284); the Active Hero's Enemy Turn
// has its card (NextSteps).
func (s *State) drawEncounter(a CardCmd) (string, error) {
	t, err := s.PlanEnemyTurn(EnemyTurnInput{Card: a.Card, New: a.New})
	if err != nil {
		return "", err
	}
	if t.Card == "" {
		// A Ghost Soul's Enemy Turn, or none in play: no card is drawn
		// (L1464-1465, L1593-1594); found by FuzzApply.
		return "", tracker.Refuse("%s", sayAll(t.Steps))
	}
	if a.New != nil {
		// Typed at its first draw: it joins the Quest's cards.
		s.Encounters = append(s.Encounters, *a.New)
		s.Untyped = slices.DeleteFunc(s.Untyped, func(l string) bool { return l == a.Card })
	} else if s.deckEmpty() {
		s.Draw, s.Discard = s.Discard, nil
	}
	s.Draw = slices.DeleteFunc(s.Draw, func(l string) bool { return l == a.Card })
	if t.Reshuffle {
		s.Draw, s.Discard = append(s.Draw, s.Discard...), nil
		slices.Sort(s.Draw) // the pile's order is the table's; kept sorted
	}
	s.Discard = append(s.Discard, a.Card)
	s.CardDrawnBy = s.Heroes[s.Active].Name
	for i := range s.Enemies {
		// A new card starts new activations: one left open is over
		// (L6286-6288).
		s.Enemies[i].Acting = false
	}
	if len(t.Order) == 0 {
		return fmt.Sprintf("Card %s: no Enemy acts.", a.Card), nil
	}
	return fmt.Sprintf("Card %s: %s.", a.Card, strings.Join(t.Order, ", ")), nil
}
