package valor

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"

	"tableside/data"
	"tableside/tracker"
	"tableside/tracker/valor/labyrinth"
)

// VillainWho is the Who of the Villain in commands that address either a
// Hero (by index, from 0) or the Villain.
const VillainWho = -1

// Phase is the part of the round the table is in (000 L233-236, 001 L212-217).
type Phase string

// The phases of a round, in order.
const (
	PhaseHeroStep       Phase = "hero_step"        // Heroes take their Turns (000 L240, 001 L221)
	PhaseHeroLevelUp    Phase = "hero_level_up"    // 000 L514-591, 001 L477-546
	PhaseVillainStep    Phase = "villain_step"     // 000 L603-656, 001 L221 (Mordak's Turn)
	PhaseMinionStep     Phase = "minion_step"      // 000 L658-729, 001 L450-457
	PhaseVillainLevelUp Phase = "villain_level_up" // 000 L731-760, 001 L477-546
)

var phaseTitles = map[Phase]string{
	PhaseHeroStep:       "Hero Round: Hero Step",
	PhaseHeroLevelUp:    "Hero Round: Level Up Step",
	PhaseVillainStep:    "Villain Round: Villain Step",
	PhaseMinionStep:     "Villain Round: Minion Step",
	PhaseVillainLevelUp: "Villain Round: Level Up Step",
}

// Title is the phase's name for players.
func (p Phase) Title() string { return tracker.TitleIn(phaseTitles, p) }

// Initiative is the side the Lead Hero set the Initiative token to
// (000 L240, 001 L237); "" until it is chosen in a Hero Round.
type Initiative string

// The two sides of the Initiative token.
const (
	InitiativeCharge Initiative = "charge" // the Lead Hero goes first
	InitiativeHold   Initiative = "hold"   // the Lead Hero goes last
)

// Side is who has won.
type Side string

// The two sides.
const (
	SideHeroes  Side = "heroes"
	SideVillain Side = "villain"
)

// Pending names a checklist that interrupts the round until it is done.
type Pending string

// The interrupting checklists.
const (
	PendingSetup Pending = "setup" // the start of the game (000 L164-227, 001 L157-198)
	PendingFinal Pending = "final" // the Final Battle begins (000 L762-781, 001 L552-579)
)

// DojoChoice is what a Hero took when training at a Dojo (000 L1028, 001 L631).
type DojoChoice string

// What a Hero may take at a Dojo.
const (
	DojoAbility DojoChoice = "ability" // the Unique Ability is upgraded
	DojoXP      DojoChoice = "xp"      // 1 XP instead (Labyrinth only)
)

// Setup is what the players choose before the first Hero Round.
type Setup struct {
	Box Box `json:"box"`
	// Mode is campaign or quest in the Labyrinth, "" in Minions of Mordak.
	Mode   Mode       `json:"mode,omitempty"`
	Heroes []SeatHero `json:"heroes"`
	// Villain is the board (000 L213, 001 L195); VillainPlayer names who
	// plays it in Minions of Mordak.
	Villain       VillainCard `json:"villain"`
	VillainPlayer string      `json:"villain_player,omitempty"`
	// Lead is the index in Heroes of the Hero left of the Villain's board,
	// who takes the Initiative token (000 L225, 001 L99).
	Lead int `json:"lead"`
	// The Loot Stash cards for this Hero count. nil takes the card the
	// rulebook prints for it, if any (000 L554-565, L834-849).
	HeroLoot     *LootStashCard `json:"hero_loot,omitempty"`
	VillainLoot  *LootStashCard `json:"villain_loot,omitempty"`
	VillainLootB *LootStashCard `json:"villain_loot_b,omitempty"`
	// MinionCosts are the costs printed on the Minion deck covers, when
	// the box has them (Features.MinionCosts); nil asks for them before
	// the first Corruption roll.
	MinionCosts *DeckCosts `json:"minion_costs,omitempty"`
	Seed        uint64     `json:"seed"`
	// Camp is what the campaign book brings to this game, nil when there
	// is no book (000 L1060-1066, L1130, L1235-1237).
	Camp *Camp `json:"camp,omitempty"`
}

// SeatHero is one player and the Hero they chose.
type SeatHero struct {
	Player string   `json:"player,omitempty"`
	Hero   HeroCard `json:"hero"`
	// Talent is the starting Talent card, if unlocked (000 L207, L1060-1066).
	Talent string `json:"talent,omitempty"`
}

// State is the table at one moment. The UI reads it; only Apply changes it.
type State struct {
	Box  Box  `json:"box"`
	Mode Mode `json:"mode,omitempty"`
	// Camp is what the campaign book brought to this game (Setup.Camp).
	Camp   *Camp  `json:"camp,omitempty"`
	Heroes []Hero `json:"heroes"`
	// Villain is the Villain's board.
	Villain Villain `json:"villain"`
	// Lead is the index of the Hero with the Initiative token.
	Lead int `json:"lead"`
	// Round counts Hero Round + Villain Round pairs from 1.
	Round int   `json:"round"`
	Phase Phase `json:"phase"`
	// Initiative is the token's side this Hero Round; "" before the Lead
	// Hero chose it.
	Initiative Initiative `json:"initiative,omitempty"`
	// Order lists the Heroes' turns this Hero Round; Pos is the index in
	// Order of the Hero acting now (len(Order) when all have acted).
	Order []int `json:"order,omitempty"`
	Pos   int   `json:"pos"`
	// SidekickTurn: the acting Hero has ended their Turn and their
	// Sidekick acts (000 L499).
	SidekickTurn bool `json:"sidekick_turn,omitempty"`
	// TurnEnded: the acting Hero was Defeated on their own Turn, which
	// ended it (000 L333, 001 L306).
	TurnEnded bool `json:"turn_ended,omitempty"`
	// Steps is the checklist of the current step, in the book's order.
	Steps []Check `json:"steps,omitempty"`
	// Pending is a checklist that must be done before the round goes on.
	Pending      Pending `json:"pending,omitempty"`
	PendingSteps []Check `json:"pending_steps,omitempty"`

	HeroStash    HeroStash    `json:"hero_stash"`
	VillainStash VillainStash `json:"villain_stash"`
	// The Loot Stash cards for the current Hero count.
	HeroLoot     LootStashCard  `json:"hero_loot"`
	VillainLoot  LootStashCard  `json:"villain_loot"`
	VillainLootB *LootStashCard `json:"villain_loot_b,omitempty"`
	// Hoard is the Bounty on the Hero Hoard card (000 L552, L1112-1118).
	Hoard int `json:"hoard,omitempty"`
	// XPEarned is the XP the Heroes have earned this game, all of them
	// together, though each Hero earns their own (000 L552): the Hero Loot
	// Stash's cash-outs (000 L550-552) and the Dojo (000 L1028). The
	// campaign book's session line asks for it, said as all Heroes'.
	XPEarned int `json:"xp_earned,omitempty"`

	// Day is the Villain's place on the track: 0 is Start, then Day 1 to
	// the last (4 on the Approach of Doom, 6 on the Procession of Horrors).
	Day int `json:"day"`
	// Shrines found (Minions of Mordak); ShrinesNeeded to skip the track to
	// its end, 0 when only revealing the whole map does (001 L208, L642, L652).
	Shrines       int `json:"shrines,omitempty"`
	ShrinesNeeded int `json:"shrines_needed,omitempty"`
	// AnyDefeated: a Hero has been Defeated this game (000 L803, L807).
	AnyDefeated bool `json:"any_defeated,omitempty"`
	// Final: the Final Battle has begun; the Villain is on the map.
	Final bool `json:"final,omitempty"`

	Winner    Side   `json:"winner,omitempty"`
	WinReason string `json:"win_reason,omitempty"`

	// Roll is the Action Roll being spent, if any.
	Roll *Roll `json:"roll,omitempty"`

	// Map is the Labyrinth as it lies on the table (000 L399-467), once the
	// players lay it out in the app; nil before, and always in Minions of
	// Mordak. Its Heroes and Sidekicks follow the boards above.
	Map *labyrinth.Map `json:"map,omitempty"`
	// StartTiles are the tiles the map held when its setup item was done:
	// Base Camp and the Starting Regions (000 L172), laid the same way
	// each game, so the campaign's next game can lay them with one tap.
	StartTiles []PlaceTileCmd `json:"start_tiles,omitempty"`
	// Minions are the Minion cards on the map, one for each Minion there.
	Minions []MapMinion `json:"minions,omitempty"`
	// MinionCosts are the Corruption costs on the Minion deck covers.
	MinionCosts *DeckCosts `json:"minion_costs,omitempty"`
	// Wizard is where the Villain Round stands when the app walks the Lead
	// Hero through it (with a Map); nil at the start of each step.
	Wizard *Wizard `json:"wizard,omitempty"`
	// DiceFaces are the faces of the dice the app rolls; nil means those
	// of data/valor.json (001 L867-869).
	DiceFaces *DiceFaces `json:"dice_faces,omitempty"`
	// Rand is the seeded source for the dice the app rolls.
	Rand tracker.Rand `json:"rand"`
}

// Check is one item of a checklist.
type Check struct {
	Key  string `json:"key"`
	Done bool   `json:"done,omitempty"`
}

// Hero is one Hero's board and standee.
type Hero struct {
	Player string `json:"player,omitempty"`
	Name   string `json:"name"`
	// MaxHealth is the top of the Health bar; MaxActions of the Action bar.
	MaxHealth  int             `json:"max_health"`
	MaxActions int             `json:"max_actions"`
	Abilities  []Ability       `json:"abilities,omitempty"`
	Slots      [3]TreasureKind `json:"slots"`

	Health  int  `json:"health"`
	Shields int  `json:"shields,omitempty"`
	Doomed  bool `json:"doomed,omitempty"`
	// InStash: Defeated, the standee is on the Villain Loot Stash (000 L333).
	InStash bool `json:"in_stash,omitempty"`
	// Joining: added mid-game; the standee goes on the map as the next
	// Hero Round begins (000 L1037, 001 L639).
	Joining bool `json:"joining,omitempty"`

	Rows []Row `json:"rows"`
	// Actions is the Action bar: Action Points each Turn; Spent this Turn.
	Actions int `json:"actions"`
	Spent   int `json:"spent,omitempty"`
	// Rolled lists the rows rolled this Turn (each Action Roll once per
	// Turn, 000 L287); Surged the Power Surge (000 L491); Fueled the
	// once-a-Turn Fuel for the Fire (000 L1257).
	Rolled []int `json:"rolled,omitempty"`
	Surged bool  `json:"surged,omitempty"`
	Fueled bool  `json:"fueled,omitempty"`

	XP int `json:"xp,omitempty"`
	// NewXP: a Hero who joined may spend their starting XP at once (000 L1034).
	NewXP bool `json:"new_xp,omitempty"`
	// Equipped holds the Treasure in each of the 3 slots, nil when empty.
	Equipped   [3]*TreasureCard `json:"equipped"`
	Dojo       DojoChoice       `json:"dojo,omitempty"`
	Talent     string           `json:"talent,omitempty"`
	TalentUsed bool             `json:"talent_used,omitempty"`
	Sidekick   *Sidekick        `json:"sidekick,omitempty"`
	// Hand is how many Spell and Feat cards the Hero holds.
	Hand int `json:"hand"`
}

// Villain is the Villain's board.
type Villain struct {
	Player string `json:"player,omitempty"`
	Name   string `json:"name"`
	// HealthByHeroes is the starting Health for 1, 2, ... Heroes; 0 for a
	// count not entered yet (VillainCard.Health), given when a Hero joins
	// or leaves (AddHeroCmd.VillainHealth).
	HealthByHeroes []int `json:"health_by_heroes"`
	// MaxHealth is the cap: the top of the bar, and 100 in Minions of Mordak.
	MaxHealth  int       `json:"max_health"`
	MaxActions int       `json:"max_actions"`
	Abilities  []Ability `json:"abilities,omitempty"`

	Health  int   `json:"health"`
	Shields int   `json:"shields,omitempty"`
	Rows    []Row `json:"rows"`
	Actions int   `json:"actions"`
	Spent   int   `json:"spent,omitempty"`
	Rolled  []int `json:"rolled,omitempty"`
	Surged  bool  `json:"surged,omitempty"`
	XP      int   `json:"xp,omitempty"`
	Souls   int   `json:"souls,omitempty"`
	Hand    int   `json:"hand"`
}

// Row is one action row of a board as it is now.
type Row struct {
	Kind  RowKind `json:"kind"`
	Power bool    `json:"power,omitempty"`
	Slots []Die   `json:"slots"`
	// Poisoned lists the slots under a Poison token, ascending (000 L1004).
	Poisoned []int `json:"poisoned,omitempty"`
	PlusOnes int   `json:"plus_ones,omitempty"`
}

// Sidekick is a Hero's Sidekick on the map (000 L493-508).
type Sidekick struct {
	Name string `json:"name"`
	// Health is the Mini Health die, 1 to 6.
	Health    int  `json:"health"`
	Elemental bool `json:"elemental,omitempty"`
}

// HeroStash is the Hero Loot Stash (000 L310, L487, L550).
type HeroStash struct {
	Minions   []Minion       `json:"minions,omitempty"`
	Treasures []TreasureCard `json:"treasures,omitempty"`
	// Bounty is Bounty tokens looted (000 L909).
	Bounty int `json:"bounty,omitempty"`
}

// Minion is a Defeated Minion in the Hero Loot Stash. Size is known when
// it left the app's map (an empty deck takes it back, 000 L652).
type Minion struct {
	Name   string               `json:"name,omitempty"`
	Bounty int                  `json:"bounty"`
	Size   labyrinth.MinionSize `json:"size,omitempty"`
}

// VillainStash is the Villain Loot Stash. The Defeated Heroes on it are
// those with InStash set; each is worth 3 Bounty (000 L335).
type VillainStash struct {
	// Bounty is Bounty tokens, such as the 3 left by a Hero brought back
	// early (000 L343).
	Bounty int `json:"bounty,omitempty"`
	// Treasures the Villain looted in the Final Battle (001 L428).
	Treasures []TreasureCard `json:"treasures,omitempty"`
}

// Roll is an Action Roll whose Hit Pool is being spent (000 L289-291).
type Roll struct {
	// Who rolled: a Hero index or VillainWho.
	Who  int     `json:"who"`
	Rows []int   `json:"rows"`
	Kind RowKind `json:"kind"`
	// Test: a Test Action Roll, whose Hits only pass the Test (000 L960).
	Test bool `json:"test,omitempty"`
	// Rolled is the Hits the dice showed; Hits what the pool holds now.
	Rolled int `json:"rolled"`
	Hits   int `json:"hits"`
	// Added is Plus-Ones spent into the pool, Boost what others added,
	// Spent Hits spent on effects, Bought the Plus-Ones bought.
	Added  int `json:"added,omitempty"`
	Boost  int `json:"boost,omitempty"`
	Spent  int `json:"spent,omitempty"`
	Bought int `json:"bought,omitempty"`
	// Pizza: Make-a-da-Pizza was used in this Roll (000 L1267).
	Pizza bool `json:"pizza,omitempty"`
	// Defeats counts Characters Defeated during the Roll (001 L697).
	Defeats int `json:"defeats,omitempty"`
}

// rulesFacts loads the rulebook numbers once; every caller only reads
// them. Handing out one pointer, not a copy a call, matters: the rules'
// queries ask for them in every dry run of a command.
var rulesFacts = sync.OnceValues(func() (*data.ValorRules, error) {
	r, err := data.Valor()
	if err != nil {
		return nil, err
	}
	return &r, nil
})

func facts() (*data.ValorRules, error) { return rulesFacts() }

// boxFacts returns the numbers of box b.
func boxFacts(r *data.ValorRules, b Box) (data.ValorBox, bool) {
	return r.Box(string(b))
}

// NewGame sets the table up: every Hero's Health at the top of the bar, a
// Plus-One on each Power Action, the Action marker at the bottom of the bar
// (000 L202-207, 001 L192-198); the Villain's Health for the Hero count
// and its starting Plus-Ones (000 L213-219, 001 L195-196); the track on
// Start (000 L221, 001 L178); the Initiative token to the Lead Hero
// (000 L225, 001 L99). The rest of setup is a checklist (Steps), with the
// starting Chumps and the 1-Hero Horse among its items. A setup the rules
// do not allow is refused with a *tracker.Refusal.
func NewGame(su Setup) (State, error) {
	r, err := facts()
	if err != nil {
		return State{}, err
	}
	bx, ok := boxFacts(r, su.Box)
	if !ok {
		return State{}, tracker.Refuse("Choose the box: Lludwik's Labyrinth or Minions of Mordak.")
	}
	switch {
	case su.Box == BoxLabyrinth && su.Mode != ModeCampaign && su.Mode != ModeQuest:
		return State{}, tracker.Refuse("Choose Campaign or Quest mode for Lludwik's Labyrinth.")
	case su.Box == BoxMordak && su.Mode != "":
		return State{}, tracker.Refuse("Minions of Mordak has no Campaign or Quest mode; leave the mode empty.")
	}
	n := len(su.Heroes)
	if n < bx.MinHeroes || n > bx.MaxHeroes {
		return State{}, tracker.Refuse("%s seats %d to %d Heroes; there are %d.", su.Box.Title(), bx.MinHeroes, bx.MaxHeroes, n)
	}
	if err := checkName("The Villain player's name", su.VillainPlayer, false); err != nil {
		return State{}, tracker.Refuse("%s.", err)
	}
	if su.Lead < 0 || su.Lead >= n {
		return State{}, tracker.Refuse("The Lead Hero %d is not at the table; choose the Hero left of the Villain's board (1 to %d).", su.Lead+1, n)
	}
	faces := defaultFaces()
	s := State{
		Box: su.Box, Mode: su.Mode, Lead: su.Lead, Round: 1, Phase: PhaseHeroStep,
		Rand: tracker.NewRand(su.Seed), ShrinesNeeded: bx.Track.Shrines, DiceFaces: &faces,
	}
	seen := map[string]bool{}
	for i, seat := range su.Heroes {
		h, err := newHero(r, seat)
		if err != nil {
			return State{}, tracker.Refuse("Hero %d: %s.", i+1, err)
		}
		key := strings.ToLower(h.Name)
		if seen[key] {
			return State{}, tracker.Refuse("Two players chose %s; each Hero is played once.", h.Name)
		}
		seen[key] = true
		s.Heroes = append(s.Heroes, h)
	}
	v, err := newVillain(&bx, su.Box, su.Villain, n)
	if err != nil {
		return State{}, tracker.Refuse("%s", err)
	}
	v.Player = strings.TrimSpace(su.VillainPlayer)
	s.Villain = v
	if err := s.takeLootCards(n, su.HeroLoot, su.VillainLoot, su.VillainLootB); err != nil {
		return State{}, err
	}
	if c := su.MinionCosts; c != nil {
		if !su.Box.Features().MinionCosts {
			return State{}, tracker.Refuse("Mordak spawns his own Minions; only the Labyrinth's decks have costs on their covers.")
		}
		if err := c.validate(); err != nil {
			return State{}, tracker.Refuse("%s.", err)
		}
		costs := *c
		s.MinionCosts = &costs
	}
	if c := su.Camp; c != nil {
		if su.Box != BoxLabyrinth {
			return State{}, tracker.Refuse("The Base Camp book belongs to the Labyrinth's campaign.")
		}
		if err := c.validate(); err != nil {
			return State{}, tracker.Refuse("%s.", err)
		}
		camp := *c
		camp.Others = slices.Clone(c.Others)
		s.Camp = &camp
	}
	s.Pending = PendingSetup
	s.PendingSteps = checks(s.pendingKeys())
	return s, nil
}

// newHero sets a Hero up at the start of a game (000 L202-207, 001 L194-198).
func newHero(r *data.ValorRules, seat SeatHero) (Hero, error) {
	c := seat.Hero
	if err := c.Validate(); err != nil {
		return Hero{}, err
	}
	if err := checkName("The player's name", seat.Player, false); err != nil {
		return Hero{}, err
	}
	if err := checkName("The Talent card's name", seat.Talent, false); err != nil {
		return Hero{}, err
	}
	h := Hero{
		Player: strings.TrimSpace(seat.Player), Name: strings.TrimSpace(c.Name),
		MaxHealth: c.Health, MaxActions: c.MaxActions, Slots: c.Treasures,
		Abilities: slices.Clone(c.Abilities),
		Health:    c.Health,  // 000 L204, 001 L194: the top of the Health bar
		Actions:   c.Actions, // 000 L206, 001 L197: the bottom of the Action bar
		Hand:      c.Spells,  // 000 L207, 001 L198: starting Spells
		Talent:    strings.TrimSpace(seat.Talent),
	}
	power := 0
	for _, rc := range c.Rows {
		row := Row{Kind: rc.Kind, Power: rc.Power, Slots: slices.Clone(rc.Slots)}
		if rc.Power { // 000 L205, 001 L196: a Plus-One on each Power Action
			row.PlusOnes = 1
			power++
		}
		h.Rows = append(h.Rows, row)
	}
	if power > r.Hero.PlusOneCap {
		return Hero{}, fmt.Errorf("%s has %d Power Actions, but a Hero holds at most %d Plus-Ones", h.Name, power, r.Hero.PlusOneCap)
	}
	return h, nil
}

// newVillain sets the Villain up for n Heroes (000 L213-219, 001 L195-196).
func newVillain(bx *data.ValorBox, box Box, c VillainCard, n int) (Villain, error) {
	if err := c.Validate(); err != nil {
		return Villain{}, err
	}
	if len(c.Health) < n || c.Health[n-1] == 0 {
		return Villain{}, fmt.Errorf("%s's board has no starting Health for %d Heroes yet; type it (the Hero Count mark on the Health bar)", c.Name, n)
	}
	max := c.MaxHealth
	if bx.Villain.MaxHealth > 0 && max > bx.Villain.MaxHealth { // 001 L314
		max = bx.Villain.MaxHealth
	}
	v := Villain{
		Name: strings.TrimSpace(c.Name), HealthByHeroes: slices.Clone(c.Health), MaxHealth: max,
		MaxActions: c.MaxActions, Abilities: slices.Clone(c.Abilities),
		Health:  min(c.Health[n-1], max), // 000 L215, 001 L195: the space for the Hero Count
		Actions: c.Actions,               // 000 L216: the bottom of the Action bar
		Hand:    c.Spells,
	}
	total := 0
	for _, rc := range c.Rows {
		row := Row{Kind: rc.Kind, Power: rc.Power, Slots: slices.Clone(rc.Slots)}
		switch box {
		case BoxLabyrinth: // 000 L218: the insert sets the starting Plus-Ones
			row.PlusOnes = rc.PlusOnes
		case BoxMordak: // 001 L196: a Plus-One on the Power Action
			if rc.PlusOnes != 0 {
				return Villain{}, fmt.Errorf("in Minions of Mordak the Villain starts with a Plus-One on each Power Action; leave %s's %s row at 0 Plus-Ones", c.Name, rc.Kind.Title())
			}
			if rc.Power {
				row.PlusOnes = 1
			}
		}
		total += row.PlusOnes
		v.Rows = append(v.Rows, row)
	}
	if total > bx.Villain.PlusOneCap {
		return Villain{}, fmt.Errorf("%s would start with %d Plus-Ones; the Villain holds at most %d", c.Name, total, bx.Villain.PlusOneCap)
	}
	return v, nil
}

// takeLootCards sets the Loot Stash cards for n Heroes: the ones given, or
// else the ones in play if they serve n Heroes too, or else the ones the
// rulebook prints for n (000 L181, L572, L1035; 001 L529, L638).
func (s *State) takeLootCards(n int, hero, villain, villainB *LootStashCard) error {
	pick := func(given, current *LootStashCard, for_ LootFor, side string) (*LootStashCard, error) {
		if given == nil && current != nil && current.Fits(n) {
			c := current.clone() // the card in play serves the new count too
			return &c, nil
		}
		if given != nil {
			c := given.clone()
			if err := c.Validate(); err != nil {
				return nil, tracker.Refuse("%s.", err)
			}
			if c.For != for_ || c.Side != side || !c.Fits(n) {
				return nil, tracker.Refuse("%s is not the %s Loot Stash card, side %s, for %d Heroes; choose the card that is.", c.Name, forTitle(for_), side, n)
			}
			return &c, nil
		}
		if c, ok := DefaultLootStash(s.Box, for_, side, n); ok {
			return &c, nil
		}
		return nil, nil
	}
	h, err := pick(hero, &s.HeroLoot, LootHeroes, "A")
	if err != nil {
		return err
	}
	if h == nil {
		return tracker.Refuse("Enter the Hero Loot Stash card for %d Heroes: its Bounty columns and the XP each gives (the rulebook does not print it).", n)
	}
	v, err := pick(villain, &s.VillainLoot, LootVillain, "A")
	if err != nil {
		return err
	}
	if v == nil {
		return tracker.Refuse("Enter the Villain Loot Stash card for %d Heroes: its Bounty columns and the XP and Health each gives (the rulebook does not print it).", n)
	}
	var b *LootStashCard
	if s.Box == BoxLabyrinth {
		if b, err = pick(villainB, s.VillainLootB, LootVillain, "B"); err != nil {
			return err
		}
	} else if villainB != nil {
		return tracker.Refuse("Minions of Mordak has no side B Villain Loot Stash; Souls come with each Defeat in the Final Battle.")
	}
	s.HeroLoot, s.VillainLoot, s.VillainLootB = *h, *v, b
	return nil
}

func forTitle(f LootFor) string {
	if f == LootHeroes {
		return "Hero"
	}
	return "Villain"
}

func fromData(d data.ValorLootCard, f LootFor) LootStashCard {
	c := LootStashCard{Name: d.Name, For: f, MinHeroes: d.MinHeroes, MaxHeroes: d.MaxHeroes, Side: d.Side}
	for _, col := range d.Columns {
		c.Columns = append(c.Columns, LootColumn{Bounty: col.Bounty, XP: col.XP, Health: col.Health, Souls: col.Souls, Roll: col.Roll})
	}
	return c
}

// DefaultLootStash returns the Loot Stash card the rulebook prints for
// heroes Heroes in box b, for f, side "A" or "B"; false when it prints none
// and the players must enter the card.
func DefaultLootStash(b Box, f LootFor, side string, heroes int) (LootStashCard, bool) {
	r, err := facts()
	if err != nil {
		return LootStashCard{}, false
	}
	bx, ok := boxFacts(r, b)
	if !ok {
		return LootStashCard{}, false
	}
	set := bx.HeroLoot
	if f == LootVillain {
		set = bx.VillainLoot
	}
	for _, d := range set {
		if d.Side == side && heroes >= d.MinHeroes && heroes <= d.MaxHeroes {
			return fromData(d, f), true
		}
	}
	return LootStashCard{}, false
}

func (c LootStashCard) clone() LootStashCard {
	c.Columns = slices.Clone(c.Columns)
	return c
}

// Decode reads a state and checks it.
func Decode(b []byte) (State, error) { return tracker.DecodeChecked[State](b, "the saved game") }

// Encode writes the state as compact JSON.
func (s State) Encode() ([]byte, error) { return json.Marshal(s) }

func cloneRows(rows []Row) []Row {
	out := slices.Clone(rows)
	for i := range out {
		out[i].Slots = slices.Clone(out[i].Slots)
		out[i].Poisoned = slices.Clone(out[i].Poisoned)
	}
	return out
}
