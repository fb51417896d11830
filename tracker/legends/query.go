package legends

import "slices"

// Queries the screens need: each answers from the state and changes
// nothing. Where the rules leave a choice to the players, a query lists
// the options; the engine never picks.

// Targets lists what the active player may aim src at now (the note,
// §3.13): players, the Monsters in front of a player beaten as one chain
// (Monsters set), and single Monsters named alone (Monster set). A normal
// Weapon is offered no player while Monsters that block stand in front of
// its Hero: they must be beaten first (L273; BeatFirst says so).
func (s State) Targets(src Source) []Target {
	if s.Phase != PhasePlay || s.Stage != StageMain {
		return nil
	}
	p := s.Active
	legal := s.spellTargets(p, src.AnyTarget)
	if src.Kind.weaponLike() {
		legal = s.weaponTargets(p)
	}
	if !src.Kind.carries() && len(s.interceptors(p)) > 0 {
		legal = nil
	}
	out := make([]Target, 0, len(legal)+2)
	for _, j := range legal {
		out = append(out, Target{Player: j})
	}
	for _, j := range s.living() {
		group, single, err := s.aims(p, src, j)
		if err != nil {
			continue
		}
		if len(group) > 0 {
			out = append(out, Target{Player: j, Monsters: true})
		}
		for _, id := range single {
			out = append(out, Target{Player: j, Monster: id})
		}
	}
	return out
}

// BeatFirst says, before the target is picked, what stands between the
// active player's src and any player: the Monsters in front of his own
// Hero (L273), which a Weapon must beat first and a Heavy, Staff or Spell
// goes through first (L255, L325). Empty when nothing does.
func (s State) BeatFirst(src Source) string {
	if s.inMain() != nil {
		return ""
	}
	own := s.interceptors(s.Active)
	if len(own) == 0 {
		return ""
	}
	w := s.beatFirstWords(own, s.Active)
	switch {
	case src.Kind.carries() && len(own) > 1:
		return w + ": they take the blow first."
	case src.Kind.carries():
		return w + ": it takes the blow first."
	case len(own) > 1:
		return w + ": beat them first."
	}
	return w + ": beat it first."
}

// TargetName is a target in the player's words: "Bo", "the Monsters
// before Bo", "Bat before Ana".
func (s State) TargetName(t Target) string {
	if t.Player < 0 || t.Player >= len(s.Players) {
		return ""
	}
	who := s.Players[t.Player].Name
	switch {
	case t.Monster != 0:
		if i := s.monster(t.Monster); i >= 0 {
			return s.Monsters[i].Card.Name + " before " + who
		}
		return "a Monster before " + who
	case t.Monsters:
		if ids := s.inFront(t.Player, nil); len(ids) == 1 {
			return s.Monsters[s.monster(ids[0])].Card.Name + " before " + who
		}
		return "The Monsters before " + who
	}
	return who
}

// Layers are the layers an attack will pass through, in two groups the
// attacker orders before the die: Monsters first, then the target's Defence
// layers; Hero reports whether what is left reaches the Hero.
type Layers struct {
	Monsters []Layer `json:"monsters,omitempty"`
	Defence  []Layer `json:"defence,omitempty"`
	Hero     int     `json:"hero"`
	// Host is the player whose Defence cards these are: the target, or
	// the player a Heavy or Spell at one's own Monsters carries on to
	// (L301, L359).
	Host int `json:"host"`
}

// AttackLayers works out the layers of an attack by the active player, or
// refuses a target the mode forbids.
func (s State) AttackLayers(src Source, t Target) (Layers, error) {
	if err := s.inMain(); err != nil {
		return Layers{}, err
	}
	c, err := s.buildChain(s.Active, src, t)
	if err != nil {
		return Layers{}, err
	}
	l := Layers{Defence: c.defence, Hero: c.hero, Host: c.host}
	for _, id := range c.monsters {
		l.Monsters = append(l.Monsters, Layer{Monster: id})
	}
	return l, nil
}

// Preview works out an attack without making it: what the confirm screen
// shows. A rolled die is the one the attack would roll.
func (s State) Preview(a AttackCmd) (Outcome, error) {
	c, err := rules().Copy(s)
	if err != nil {
		return Outcome{}, err
	}
	return c.doAttack(a)
}

// OwnerGroup is one owner's Monsters still to attack the active player.
type OwnerGroup struct {
	Owner    int   `json:"owner"`
	Monsters []int `json:"monsters"`
}

// Attackers lists the Monsters still to attack at this start of turn, by
// owner. While an owner's Monsters are under way only his group is
// offered; otherwise the host picks the group (L159).
func (s State) Attackers() []OwnerGroup {
	if s.Phase != PhasePlay || s.Stage != StageAttacks {
		return nil
	}
	var out []OwnerGroup
	for _, id := range s.attackersLeft() {
		m := s.Monsters[s.monster(id)]
		i := slices.IndexFunc(out, func(g OwnerGroup) bool { return g.Owner == m.Owner })
		if i < 0 {
			out = append(out, OwnerGroup{Owner: m.Owner})
			i = len(out) - 1
		}
		out[i].Monsters = append(out[i].Monsters, id)
	}
	if cur := s.Turn.Owner; cur != -2 {
		if i := slices.IndexFunc(out, func(g OwnerGroup) bool { return g.Owner == cur }); i >= 0 {
			return out[i : i+1]
		}
	}
	return out
}

// Placements lists where the active player may put a Monster card.
func (s State) Placements(c MonsterCard, summoned bool) []int {
	if s.Phase != PhasePlay {
		return nil
	}
	return s.placements(s.Active, c, summoned)
}

// Living lists the players still in, in seat order.
func (s State) Living() []int { return s.living() }

// InFront lists the IDs of the Monsters in front of player p.
func (s State) InFront(p int) []int { return s.inFront(p, nil) }

// Monster returns Monster id and whether it is in play.
func (s State) Monster(id int) (Monster, bool) {
	if i := s.monster(id); i >= 0 {
		return s.Monsters[i], true
	}
	return Monster{}, false
}

// DiscardTarget is who a "your opponent" or discard effect of the active
// player's card reaches, when it is one player: the opponent in 2p;
// the player on the left in 3p and 4p (L439); in 5p and 6p the player
// attacked, or (attacked = -1, a Monster was hit) the choice is the
// attacker's among his enemies, so -1 with the options. The LiteralLeft
// setting reads L439 as written: always the player on the left.
func (s State) DiscardTarget(attacked int) (int, []int) {
	if s.Phase != PhasePlay {
		return -1, nil
	}
	p := s.Active
	if s.Settings.LiteralLeft || s.Mode == ModeFreeForAll || s.Mode == ModeTwoTeams {
		if s.Settings.LiteralLeft {
			return s.nextLiving(p), nil
		}
		return s.leftOpponent(p), nil
	}
	if s.Mode == ModeHeadToHead {
		return s.leftOpponent(p), nil
	}
	if attacked >= 0 {
		return attacked, nil
	}
	if s.Mode == ModeBattlefield && s.Players[p].Role == Frontliner && !s.Players[s.Players[p].Facing].Out {
		return s.Players[p].Facing, nil
	}
	var opts []int
	for _, j := range s.living() {
		if s.Mode == ModeAllies && slices.Contains(s.Enemies5(p), j) || s.Mode == ModeBattlefield && s.Enemies(p, j) {
			opts = append(opts, j)
		}
	}
	return -1, opts
}

// TamingRoll is a taming roll of die by player p with his TAMING X added
// (L499): the Monster's side of taming is not in the rules, so the players
// judge the result.
func (s State) TamingRoll(p, die int) int {
	if p < 0 || p >= len(s.Players) {
		return die
	}
	return die + s.Players[p].Stats().Taming
}

// MonsterAttackLayers are the Defence layers of the active player that a
// Monster's attack goes through: its owner orders them before his die
// (L155-157).
func (s State) MonsterAttackLayers() []Layer {
	if s.Phase != PhasePlay || s.Stage != StageAttacks {
		return nil
	}
	return s.defenceLayers(s.Active)
}
