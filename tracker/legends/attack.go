package legends

import (
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
)

// AttackCmd is one attack by the active player in the main part of his
// turn: the source, the target, the order of the layers (fixed before the
// die, L215, L273, L327) and the die, typed (1-6) or rolled by the app.
type AttackCmd struct {
	Source Source  `json:"source"`
	Target Target  `json:"target"`
	Order  []Layer `json:"order,omitempty"`
	Die    int     `json:"die,omitempty"`
	Roll   bool    `json:"roll,omitempty"`
}

// attack is the damage helper's command (the note, §3.6).
func (s *State) attack(a AttackCmd) (string, error) {
	o, err := s.doAttack(a)
	if err != nil {
		return "", err
	}
	p := s.Players[s.Active].Name
	name := orName(a.Source.Name, kindWord(a.Source.Kind))
	return fmt.Sprintf("%s: %s, die %d, attack %d: %s", p, name, o.Die, o.Attack, o.Describe(*s)), nil
}

// doAttack checks and applies an attack, returning its outcome.
func (s *State) doAttack(a AttackCmd) (Outcome, error) {
	if err := s.inMain(); err != nil {
		return Outcome{}, err
	}
	me := s.Active
	pl := s.Players[me]
	src := a.Source
	if err := src.Validate(); err != nil {
		return Outcome{}, tracker.Refuse("%s.", tracker.UpperFirst(err.Error()))
	}
	st := pl.Stats()
	if src.Kind.weaponLike() && !st.Swordmaster {
		// L253, L495: a Heavy is the only Weapon of its turn (A-59: Staffs
		// count as Weapons).
		if s.Turn.Heavy {
			return Outcome{}, tracker.Refuse("%s played a Heavy Weapon this turn, so no other Weapon may follow; attack with a Spell or end the turn.", pl.Name)
		}
		if src.Kind == Heavy && s.Turn.Weapons > 0 {
			return Outcome{}, tracker.Refuse("A Heavy Weapon must be the only Weapon of the turn, and %s has already attacked with one; keep it for another turn.", pl.Name)
		}
	}
	if src.Cost > s.Turn.Intelligence {
		return Outcome{}, tracker.Refuse("%s has %d Intelligence left this turn and %s needs %d; play a Scroll first or choose a cheaper card.",
			pl.Name, s.Turn.Intelligence, orName(src.Name, "this card"), src.Cost)
	}
	c, err := s.buildChain(me, src, a.Target)
	if err != nil {
		return Outcome{}, err
	}
	order, err := c.ordered(c.earlierOrder(a))
	if err != nil {
		return Outcome{}, tracker.Refuse("%s.", tracker.UpperFirst(err.Error()))
	}
	die, err := s.die(a.Die, a.Roll)
	if err != nil {
		return Outcome{}, err
	}
	raw := max(0, die+src.Bonus+s.bonus(me, src, order)) // never below 0
	s.Turn.Intelligence -= src.Cost
	if src.Kind.weaponLike() {
		s.Turn.Weapons++
		s.Turn.Heavy = s.Turn.Heavy || src.Kind == Heavy
	}
	o := s.resolve(c, order, raw, src.Element, me)
	o.Die = die
	if o.Eliminated {
		s.eliminate(o.Hero, me, "attack")
	}
	return o, nil
}

// die reads a die typed at the table, or rolls one.
func (s *State) die(d int, roll bool) (int, error) {
	if roll {
		if d != 0 {
			return 0, tracker.Refuse("Either type the die or let the app roll it, not both.")
		}
		return s.d6(), nil
	}
	if sides := facts().DieSides; d < 1 || d > sides {
		return 0, tracker.Refuse("Type the die, 1 to %d, or let the app roll it.", sides)
	}
	return d, nil
}

// bonus adds the Hero's bonuses to an attack (the note, §3.6.2): X WITH
// the card's class (L463), X AGAINST when the first layer is a Monster of
// that type (L465), Berserk for Weapons from the hand (L469; A-24).
func (s State) bonus(p int, src Source, order []Layer) int {
	pl := s.Players[p]
	st := pl.Stats()
	b := 0
	for _, w := range st.With {
		if src.Class != "" && strings.EqualFold(w.Name, src.Class) {
			b += w.Amount
		}
	}
	if len(order) > 0 && order[0].Monster != 0 {
		if i := s.monster(order[0].Monster); i >= 0 {
			for _, x := range st.Against {
				if s.Monsters[i].Card.HasType(x.Name) || (x.Name != "" && strings.EqualFold(x.Name, "undead") && s.devoted(s.Monsters[i])) {
					b += x.Amount
				}
			}
		}
	}
	if pl.Berserk > 0 && st.Berserk != nil && src.Kind.weaponLike() && (!src.FromSheath || s.Settings.SheathBerserk) {
		b += st.Berserk.Bonus
	}
	return b
}

// devoted reports whether m's owner has DEVOTION, which makes it Undead
// and adds 1 to its attack (L475).
func (s State) devoted(m Monster) bool {
	return m.Owner >= 0 && s.Players[m.Owner].Stats().Devotion
}

// buildChain works out the layers an attack by p goes through (the note,
// §3.6.3) after checking the target is legal for the mode (§3.13).
func (s State) buildChain(p int, src Source, t Target) (chain, error) {
	n := len(s.Players)
	if t.Player < 0 || t.Player >= n || s.Players[t.Player].Out {
		return chain{}, tracker.Refuse("Choose a target still in the game.")
	}
	who := s.Players[t.Player].Name
	if t.Monsters || t.Monster != 0 {
		return s.monsterChain(p, src, t)
	}
	if t.Player == p {
		return chain{}, tracker.Refuse("A Hero does not attack their own Hero; choose an opponent.")
	}
	legal := s.spellTargets(p, src.AnyTarget)
	if src.Kind.weaponLike() {
		legal = s.weaponTargets(p)
	}
	if !slices.Contains(legal, t.Player) {
		return chain{}, tracker.Refuse("%s cannot be attacked with a %s now; you may aim at %s.", who, kindWord(src.Kind), orName(s.names(legal), "nobody"))
	}
	own := s.interceptors(p)
	if !src.Kind.carries() {
		if len(own) > 0 {
			// L273: a Weapon must beat the Monsters in front of its Hero
			// first; the screens offer no player until they are beaten
			// (Targets), and a command aimed past them (a game saved by
			// an earlier version) hits them, the rest lost.
			return chain{monsters: own, hero: -1, host: t.Player}, nil
		}
		if def := s.defenceLayers(t.Player); len(def) > 0 {
			return chain{defence: def, hero: -1, host: t.Player}, nil // L215: the rest is lost
		}
		return chain{hero: t.Player, host: t.Player}, nil
	}
	// Heavy, Staffs and Spells carry: Monsters, Defence, Hero (L255, L325,
	// L373; A-5). Examples #6 (L301) and the Spell at L359 are such an
	// attack: aimed at the opponent, through one's own Monsters first.
	return chain{monsters: own, defence: s.defenceLayers(t.Player), hero: t.Player, host: t.Player}, nil
}

// earlierOrder reads the order of an attack saved by an earlier version,
// which aimed at "every Monster" in front of a Hero, Fleeting and
// Defensive ones among them: the layers the chain now holds keep their
// order, the others are left out, so a saved game still opens.
// Any other order is taken as it is.
func (c chain) earlierOrder(a AttackCmd) []Layer {
	if !a.Target.Monsters || a.Target.Monster != 0 || len(a.Order) <= c.size() || len(c.defence) > 0 {
		return a.Order
	}
	var kept []Layer
	for _, l := range a.Order {
		if l.Monster != 0 && slices.Contains(c.monsters, l.Monster) {
			kept = append(kept, l)
		}
	}
	if len(kept) != c.size() {
		return a.Order
	}
	return kept
}

// monsterChain is an attack aimed at Monsters rather than a player: only
// those Monsters, in the attacker's order, and what is left after the last
// one is lost, whatever the source (A-15, A-65; L273, L289). Which Monsters
// the source may aim at there is aims'.
func (s State) monsterChain(p int, src Source, t Target) (chain, error) {
	group, single, err := s.aims(p, src, t.Player)
	if err != nil {
		return chain{}, err
	}
	if t.Monster != 0 {
		switch {
		case slices.Contains(single, t.Monster):
			return chain{monsters: []int{t.Monster}, hero: -1, host: t.Player}, nil
		case slices.Contains(group, t.Monster):
			// Naming one of a group that is beaten as a chain (the
			// blocking Monsters before one's own Hero, A-66) is aiming
			// at the group.
			return chain{monsters: group, hero: -1, host: t.Player}, nil
		}
		if i := s.monster(t.Monster); i >= 0 && s.Monsters[i].Host == t.Player && len(group) > 0 {
			return chain{}, tracker.Refuse("%s first.", tracker.UpperFirst(s.beatFirstWords(group, t.Player)))
		}
		return chain{}, tracker.Refuse("That Monster cannot be aimed at with this card now; choose one of those offered.")
	}
	switch {
	case len(group) > 0:
		return chain{monsters: group, hero: -1, host: t.Player}, nil
	case len(single) == 1:
		// A game saved by an earlier version aimed at "the Monsters" where
		// one Monster stands: that one is named.
		return chain{monsters: single, hero: -1, host: t.Player}, nil
	}
	return chain{}, tracker.Refuse("Name the Monster the attack is aimed at; an attack hits one Monster, or those that must be beaten first.")
}

// aims lists what p may aim src at among the Monsters in front of host: a
// group beaten as one chain in the attacker's order, and single Monsters
// that may be named alone. It refuses, in words, a host whose Monsters the
// source cannot reach.
//
//   - A Weapon, Heavy or Staff at the Monsters before its own Hero (L273,
//     while Monsters that block stand there, those are the
//     group and nothing else may be aimed at; once none blocks, a
//     Fleeting or Defensive one there may be named alone.
//   - A 6-player Skirmisher's Weapon at a teammate's Monsters (L605; A-16,
//     only those that attack him, the blocking ones.
//   - A Spell: where the mode or the card lets it (L325, L573, L587, L609;
//     those Monsters, or any one of them named.
func (s State) aims(p int, src Source, host int) (group, single []int, err error) {
	who := s.Players[host].Name
	all := s.inFront(host, nil)
	if len(all) == 0 {
		return nil, nil, tracker.Refuse("No Monster stands in front of %s; aim at a player instead.", who)
	}
	if !src.Kind.weaponLike() {
		if host != p && !src.AnyTarget && s.Mode == ModeHeadToHead {
			return nil, nil, tracker.Refuse("This Spell cannot reach the Monsters in front of %s in this game; choose a target the card allows.", who)
		}
		if len(all) > 1 {
			single = all
		}
		return all, single, nil
	}
	if host == p {
		if blk := s.interceptors(p); len(blk) > 0 {
			return blk, nil, nil // the blocking ones, as a chain
		}
		return nil, all, nil // none blocks; each one alone
	}
	me, them := s.Players[p], s.Players[host]
	if s.Mode == ModeBattlefield && me.Role == Skirmisher && them.Team == me.Team {
		if att := s.blockers(host); len(att) > 0 {
			return att, nil, nil // only the Monsters that attack him
		}
		return nil, nil, tracker.Refuse("No Monster in front of %s attacks them; a Skirmisher's Weapon aims only at those that do.", who)
	}
	return nil, nil, tracker.Refuse("A Weapon reaches only the Monsters in front of its own Hero; aim a Spell at the Monsters in front of %s.", who)
}

// beatFirstWords names Monsters that must be beaten first, and whose
// Hero they stand before: "Bo's Giant Spider stands in front of Bo".
func (s State) beatFirstWords(ids []int, host int) string {
	var names []string
	for _, id := range ids {
		if i := s.monster(id); i >= 0 {
			names = append(names, s.monsterWithOwner(s.Monsters[i]))
		}
	}
	verb := "stands"
	if len(names) > 1 {
		verb = "stand"
	}
	return fmt.Sprintf("%s %s in front of %s", tracker.JoinAnd(names), verb, s.Players[host].Name)
}

// monsterWithOwner is "Bo's Giant Spider", or "a Fleeting Bat" for one
// with no owner (L539).
func (s State) monsterWithOwner(m Monster) string {
	if m.Owner < 0 {
		return "the ownerless " + m.Card.Name
	}
	return s.Players[m.Owner].Name + "'s " + m.Card.Name
}

func kindWord(k SourceKind) string {
	switch k {
	case Heavy:
		return "Heavy Weapon"
	case Staff:
		return "Staff"
	case Spell:
		return "Spell"
	}
	return "Weapon"
}

func orName(s, alt string) string {
	if strings.TrimSpace(s) == "" {
		return alt
	}
	return s
}

// inMain refuses a command outside the main part of a turn.
func (s State) inMain() error {
	if err := s.inTurn(); err != nil {
		return err
	}
	if s.Stage != StageMain {
		return tracker.Refuse("Finish the start of %s's turn first: %s.", s.Players[s.Active].Name, s.Stage.Title())
	}
	return nil
}

// tied refuses play while a 5-player finish waits for the table.
func (s State) tied() error {
	if len(s.Tie) > 0 {
		return tracker.Refuse("%s have all met the win; decide who wins, or play on, first.", s.names(s.Tie))
	}
	return nil
}

// stageTitles are the names players read, one for each Stage.
var stageTitles = map[Stage]string{
	StagePoison:    "Poison",
	StageRegen:     "Monsters heal",
	StageAttacks:   "Monsters attack",
	StageHeroRegen: "Hero heals",
	StageMain:      "Play cards",
}

// Title is the step's name for players.
func (st Stage) Title() string { return tracker.TitleIn(stageTitles, st) }
