package valor

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"slices"
	"strings"

	"tableside/tracker"
	"tableside/tracker/valor/labyrinth"
	"tableside/tracker/valor/labyrinth/plan"
)

// The Villain Round wizard (000 L597-891). With the map in the app, the
// Lead Hero is walked through the Villain Round one instruction at a time,
// in the book's order:
//
//  1. Villain Step (000 L605-656): the Magic roll (the Unique Spell is
//     cast for 0, then each flipped Spell at its highest affordable cost,
//     leftovers become Plus-Ones, the Spells resolve last-first); the
//     Corruption roll (the largest Minions affordable) and each spawn on
//     the Portal closest to the Hero with the least Health. In the Final
//     Battle, the Battle cards' Attack Protocols instead (000 L813-816).
//  2. Minion Step (000 L676-729): each Minion in turn order, its moves and
//     its attack on one screen, the damage applied through Shields and
//     Doom, the rest of its turn planned again; end-of-turn abilities.
//  3. Level Up Step (000 L731-760, L885-891): the checklist's items, each
//     with what it gives exactly.
//
// WizardView says what the screen shows; the Wizard* commands answer it.
// Everything lives in State.Wizard and the map, so the app resumes at the
// same screen after a restart, and Undo steps back one answer.

// Wizard is where the Villain Round's Villain Step or Minion Step stands;
// the Level Up Step follows its checklist alone.
type Wizard struct {
	// Seq counts the answers in this step; it is part of the screen's key.
	Seq        int               `json:"seq"`
	Magic      *WizardMagic      `json:"magic,omitempty"`
	Corruption *WizardCorruption `json:"corruption,omitempty"`
	// Cards are the Battle cards whose Attack Protocols are resolved, in
	// the Final Battle.
	Cards   int            `json:"cards,omitempty"`
	Minions *WizardMinions `json:"minions,omitempty"`
	// Passed are the screens the app went past by itself since the
	// players' last answer (passBy), what each said, for the next screen
	// to show.
	Passed []string `json:"passed,omitempty"`
	// Moment is the moment of the Level Up Step's first screen, which the
	// app passed: the `levelup` plan's input before the Loot Stash was
	// cashed, kept so that Save this moment on the step's last screen
	// still reports what the app worked out.
	Moment *KeptMoment `json:"moment,omitempty"`
}

// KeptMoment is a passed screen's moment (Moment): its procedure and
// `tableside plan` input.
type KeptMoment struct {
	Procedure string          `json:"procedure"`
	Doc       json.RawMessage `json:"doc"`
}

// VillainRoll is a Villain roll: the Hits on the dice (each die's when the
// app rolled) and the Plus-Ones added, all of the row's (000 L624).
type VillainRoll struct {
	Faces    []int `json:"faces,omitempty"`
	Hits     int   `json:"hits"`
	PlusOnes int   `json:"plus_ones,omitempty"`
}

// Total is the Hit Pool.
func (r VillainRoll) Total() int { return r.Hits + r.PlusOnes }

// WizardMagic is the Magic roll (000 L612-620): the Spells flipped, the
// Unique Spell first; Gained once the leftover Hits became Plus-Ones.
type WizardMagic struct {
	Roll   VillainRoll       `json:"roll"`
	Spells []labyrinth.Spell `json:"spells"`
	Gained bool              `json:"gained,omitempty"`
}

// WizardCorruption is the Corruption roll (000 L634-652): the sizes
// spawned so far, the decks found empty (Reshuffled: refilled from the
// Hero Loot Stash and the discards; Empty: none left even so), and Gained
// once the leftover Hits became Plus-Ones.
type WizardCorruption struct {
	Roll VillainRoll `json:"roll"`
	// Costs are the deck covers' costs the roll spends by.
	Costs      DeckCosts              `json:"costs"`
	Placed     []labyrinth.MinionSize `json:"placed,omitempty"`
	Reshuffled []labyrinth.MinionSize `json:"reshuffled,omitempty"`
	Empty      []labyrinth.MinionSize `json:"empty,omitempty"`
	Gained     bool                   `json:"gained,omitempty"`
}

// WizardMinions is the Minion Step: who has acted, and the turn under way.
type WizardMinions struct {
	Acted []string `json:"acted,omitempty"`
	// Turn is the acting Minion's turn; nil between turns.
	Turn *labyrinth.TurnState `json:"turn,omitempty"`
	// Regen: its Regenerate die is rolled (001 L605).
	Regen bool `json:"regen,omitempty"`
	// Carry is damage left after the Defender at CarryAt was Defeated, for
	// the next Defender there (000 L275).
	Carry   int            `json:"carry,omitempty"`
	CarryAt *labyrinth.Pos `json:"carry_at,omitempty"`
	// Ended: its steps are done and its end-of-turn abilities are due;
	// Explode: its Bomb check hit and every Bomb explodes (000 L974).
	Ended   bool `json:"ended,omitempty"`
	Explode bool `json:"explode,omitempty"`
}

func (m *WizardMinions) finishTurn(name string) {
	if !slices.Contains(m.Acted, name) {
		m.Acted = append(m.Acted, name)
	}
	m.Turn, m.Regen, m.Carry, m.CarryAt, m.Ended, m.Explode = nil, false, 0, nil, false, false
}

// WizardStage names a kind of screen.
type WizardStage string

// The wizard's screens, in the order of the Villain Round.
const (
	StageMagicRoll         WizardStage = "magic_roll"         // roll the Magic dice
	StageSpell             WizardStage = "spell"              // flip a Spell, enter its costs
	StageMagicDiscard      WizardStage = "magic_discard"      // the Lead Hero discards Plus-Ones over 6
	StageResolveSpells     WizardStage = "resolve_spells"     // resolve the cast Spells last-first
	StageCosts             WizardStage = "minion_costs"       // enter the deck covers' costs
	StageCorruptionRoll    WizardStage = "corruption_roll"    // roll the Corruption dice
	StageSpawn             WizardStage = "spawn"              // draw and place one spawned Minion
	StageSpawnTable        WizardStage = "spawn_table"        // place spawns of a roll the app did not see
	StageCorruptionDiscard WizardStage = "corruption_discard" // the Lead Hero discards Plus-Ones over 6
	StageAttackProtocol    WizardStage = "attack_protocol"    // Final Battle: resolve a Battle card
	StageRegenerate        WizardStage = "regenerate"         // a Wounded Minion's Regenerate die
	StageDefender          WizardStage = "defender"           // choose who defends a region
	StageMinion            WizardStage = "minion"             // a Minion's moves and attack
	StageCarry             WizardStage = "carry"              // damage left for the next Defender
	StageEndTurn           WizardStage = "end_turn"           // end-of-turn abilities
	StageExplode           WizardStage = "explode"            // every Bomb explodes
	StageMinionsDone       WizardStage = "minions_done"       // every Minion has acted
	StageLevelUp           WizardStage = "level_up"           // an item of the Level Up Step
	StageEndStep           WizardStage = "end_step"           // the step's checklist is done
	StageFixMap            WizardStage = "fix_map"            // the map cannot answer: correct it
)

// WizardInput is a kind of answer a screen takes.
type WizardInput string

// The answers, each with its command.
const (
	InputHits      WizardInput = "hits"       // WizardHits: the Hits rolled at the table
	InputRoll      WizardInput = "roll"       // WizardRoll: the app rolls
	InputSpell     WizardInput = "spell"      // WizardSpell: a Spell's costs
	InputChoose    WizardInput = "choose"     // WizardChoose: an option of Choice
	InputDone      WizardInput = "done"       // WizardDone
	InputSpawn     WizardInput = "spawn"      // WizardSpawn: the Minion card drawn
	InputDeckEmpty WizardInput = "deck_empty" // WizardDeckEmpty
	InputCosts     WizardInput = "costs"      // MinionCosts (no key)
)

// WizardView is everything one screen of the wizard shows.
type WizardView struct {
	// Active is false outside a Labyrinth Villain Round with the map in
	// the app, while a checklist interrupts, and once the game is over.
	Active bool        `json:"active"`
	Key    string      `json:"key,omitempty"`
	Stage  WizardStage `json:"stage,omitempty"`
	Title  string      `json:"title,omitempty"`
	// Say is the instruction, in the app's words, and Rule its lines.
	Say    string        `json:"say,omitempty"`
	Rule   string        `json:"rule,omitempty"`
	Inputs []WizardInput `json:"inputs,omitempty"`
	// Choice is a tie the rules leave to the players.
	Choice *labyrinth.Choice `json:"choice,omitempty"`
	// Dice are the dice to roll, at the table or in the app; PlusOnes the
	// Villain's Plus-Ones the app adds to the Hits.
	Dice     *DiceCount `json:"dice,omitempty"`
	PlusOnes int        `json:"plus_ones,omitempty"`
	// Minion is the Minion acting; From where it stands, Target the region
	// it aims at, Path the regions it enters, in order.
	Minion    string          `json:"minion,omitempty"`
	From      *labyrinth.Pos  `json:"from,omitempty"`
	Target    *labyrinth.Pos  `json:"target,omitempty"`
	Path      []labyrinth.Pos `json:"path,omitempty"`
	Highlight []labyrinth.Pos `json:"highlight,omitempty"`
	// Spells are the Spells flipped so far; Resolve the cast ones by flip
	// number, in the order to resolve them.
	Spells  []labyrinth.SpellPlay `json:"spells,omitempty"`
	Resolve []int                 `json:"resolve,omitempty"`
	// Size is the deck to draw a spawned Minion from.
	Size      labyrinth.MinionSize `json:"size,omitempty"`
	Reminders []labyrinth.Reminder `json:"reminders,omitempty"`
	// Passed says what the screens the app went past by itself since the
	// players' last answer asked of the table: done in the app, still to
	// do on the cardboard.
	Passed []string `json:"passed,omitempty"`
}

// screen is a WizardView with what answering it needs.
type screen struct {
	v     WizardView
	item  string
	magic *labyrinth.MagicPlan
	corr  *labyrinth.CorruptionPlan
	at    labyrinth.Pos // where a spawn goes
	// The Minion Step.
	turn   labyrinth.TurnState
	plan   labyrinth.Turn
	moves  []labyrinth.Step
	fight  *labyrinth.Step
	attack MinionAttack
	// A discard of Plus-Ones: the row gaining, the Hits, the forced discards.
	gainRow  int
	gainHits int
	discard  []int
	// The engine's procedure the screen is planned by (a `tableside plan`
	// name), its input, and the plan the screen shows: State.Moment.
	proc  string
	input any
	shown any
}

func (s *State) wiz() *Wizard {
	if s.Wizard == nil {
		s.Wizard = &Wizard{}
	}
	return s.Wizard
}

func (w *Wizard) minions() *WizardMinions {
	if w.Minions == nil {
		w.Minions = &WizardMinions{}
	}
	return w.Minions
}

// stepNow is the first item not done of the step's own checklist.
func (s *State) stepNow() string {
	for _, c := range s.Steps {
		if !c.Done {
			return c.Key
		}
	}
	return ""
}

// wizardOwns reports whether the wizard, not a tick, does item key now.
func (s *State) wizardOwns(key string, pending bool) bool {
	if pending || s.Map == nil || s.Box != BoxLabyrinth {
		return false
	}
	switch key {
	case StepMagicRoll, StepCorruption, StepSpawn, StepAttack, StepMinions:
		return true
	}
	return false
}

// WizardView is the screen the Villain Round wizard shows now.
func (s State) WizardView() WizardView {
	r, err := facts()
	if err != nil {
		return WizardView{}
	}
	b, _ := s.boxFacts()
	return s.screen(&env{r: r, bx: b}).v
}

func (s *State) screen(e *env) *screen {
	sc := &screen{}
	if s.Map == nil || s.Box != BoxLabyrinth || s.Winner != "" || s.Pending != "" {
		return sc
	}
	switch s.Phase {
	case PhaseVillainStep, PhaseMinionStep, PhaseVillainLevelUp:
	default:
		return sc
	}
	sc.v.Active = true
	sc.item = s.stepNow()
	w := s.Wizard
	if w == nil {
		w = &Wizard{}
	}
	switch sc.item {
	case StepMagicRoll:
		s.magicScreen(e, sc, w)
	case StepCorruption:
		s.corruptionScreen(sc)
	case StepSpawn:
		s.spawnScreen(e, sc, w)
	case StepAttack:
		s.attackScreen(sc, w)
	case StepMinions:
		s.minionScreen(sc, w)
	case "":
		sc.v.Stage, sc.v.Title = StageEndStep, s.Phase.Title()
		sc.v.Say, sc.v.Inputs = "Every item of this step is done.", []WizardInput{InputDone}
	default:
		s.levelUpScreen(e, sc)
	}
	if sc.v.Title == "" {
		sc.v.Title = s.Phase.Title()
	}
	sc.v.Passed = w.Passed
	if sc.v.Stage == StageLevelUp {
		sc.v.Key = "level_up:" + sc.item
	} else {
		h := fnv.New32a()
		h.Write([]byte(sc.v.Say))
		sc.v.Key = fmt.Sprintf("%s#%d-%08x", sc.v.Stage, w.Seq, h.Sum32())
	}
	return sc
}

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
	in := w.Magic.input()
	sc.planned("magic", in)
	plan, err := labyrinth.MagicRoll(in)
	if err != nil {
		fixMap(sc, err)
		return
	}
	sc.magic, sc.shown = &plan, plan
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

func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
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
		in := spawnInput(s.Map, []labyrinth.MinionSize{})
		sc.planned("spawn", in)
		sp, err := labyrinth.PlaceSpawns(&in.Map, in.Spawns)
		if err != nil {
			fixMap(sc, err)
			return
		}
		sc.shown = sp
		p := sp.Portals[0].Region
		sc.v.Stage, sc.v.Rule = StageSpawnTable, "000 L643-650"
		sc.v.Say = fmt.Sprintf("Put each Minion the Corruption roll spawned, from the bottom of its deck, on top of the stack at the Portal %v, %s; pick each from the library onto that region, then tap Done.", p, s.fromHero(sp, p))
		sc.v.Highlight, sc.v.Target = []labyrinth.Pos{p}, &p
		sc.v.Inputs = []WizardInput{InputDone}
		return
	}
	in := c.input(nil)
	sc.planned("corruption", in)
	plan, err := labyrinth.CorruptionRoll(in)
	if err != nil {
		fixMap(sc, err)
		return
	}
	sc.corr, sc.shown = &plan, plan
	if i := len(c.Placed); i < len(plan.Spawns) {
		// The same roll planned on the map places every spawn: all on one
		// Portal, since placing a Minion changes no Hero's Health
		// (000 L643-650).
		in.Map = s.Map
		sc.planned("corruption", in)
		plan, err := labyrinth.CorruptionRoll(in)
		if err != nil {
			fixMap(sc, err)
			return
		}
		sc.corr, sc.shown = &plan, plan
		z, sp := plan.Spawns[i], *plan.Spawn
		p := sp.Placements[i].Region
		sc.at = p
		sc.v.Stage, sc.v.Rule, sc.v.Size = StageSpawn, "000 L638-650", z
		sc.v.Say = fmt.Sprintf("Spawn %d of %d: draw %s from the bottom of its deck and put it on top of the stack at the Portal %v, %s.", i+1, len(plan.Spawns), aSize(z), p, s.fromHero(sp, p))
		if slices.Contains(c.Reshuffled, z) {
			sc.v.Say += fmt.Sprintf(" (The %s deck was refilled; if it is empty still, tap Deck empty again.)", sizeTitle(z))
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
		return fmt.Sprintf("the closest to %s, with the least Health (%d)", andList(sp.Heroes), sp.LeastHealth)
	}
	why := fmt.Sprintf("%s has the least Health (%d)", best, sp.LeastHealth)
	if len(sp.Heroes) > 1 {
		why = fmt.Sprintf("%s tie for the least Health (%d)", andList(sp.Heroes), sp.LeastHealth)
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

// andList is "Rowan", "Rowan and Bjorn", "Rowan, Bjorn and Gwen".
func andList(names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}

// aSize is "a Boss", "an Elite".
func aSize(z labyrinth.MinionSize) string {
	if z == labyrinth.SizeElite {
		return "an Elite"
	}
	return "a " + sizeTitle(z)
}

func fixMap(sc *screen, err error) {
	sc.v.Stage, sc.v.Inputs = StageFixMap, nil
	sc.v.Say = "Correct the map first: " + err.Error()
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

// currentTurn is the turn under way, or the next Minion's, not begun.
func (s *State) currentTurn(w *Wizard) (labyrinth.TurnState, *WizardMinions, bool) {
	m := w.Minions
	if m == nil {
		m = &WizardMinions{}
	}
	if m.Turn != nil {
		return *m.Turn, m, true
	}
	next, ok := labyrinth.NextMinion(s.Map, m.Acted)
	if !ok {
		return labyrinth.TurnState{}, m, false
	}
	return labyrinth.TurnState{Minion: next}, m, true
}

func (s *State) minionRecord(name string) *MapMinion {
	for i := range s.Minions {
		if s.Minions[i].Name == name {
			return &s.Minions[i]
		}
	}
	return nil
}

func (s *State) minionScreen(sc *screen, w *Wizard) {
	st, m, ok := s.currentTurn(w)
	if !ok {
		sc.planned("minions", minionsInput(s.Map, m.Acted))
		sc.v.Title, sc.v.Stage, sc.v.Rule = "Minion Step", StageMinionsDone, "000 L676"
		sc.v.Say = "Every Minion on the map has acted: the Minion Step is over."
		if len(m.Acted) == 0 {
			sc.v.Say = "No Minion is on the map: the Minion Step is over."
		}
		sc.v.Inputs = []WizardInput{InputDone}
		return
	}
	sc.turn = st
	sc.planned("minion", minionInput(s.Map, st))
	sc.v.Title, sc.v.Minion = "Minion Step: "+st.Minion, st.Minion
	rec := s.minionRecord(st.Minion)
	if from, ok := s.Map.Locate(st.Minion); ok {
		sc.v.From = &from
	}
	switch {
	case m.Explode:
		s.explodeScreen(sc)
		return
	case m.Carry > 0 && m.CarryAt != nil:
		at := *m.CarryAt
		g := s.Map.At(at)
		sc.v.Stage, sc.v.Rule = StageCarry, "000 L275"
		sc.v.Say = fmt.Sprintf("The Defender at %v is Defeated with %d damage left: choose the next Defender there, who takes it.", at, m.Carry)
		sc.v.Choice = &labyrinth.Choice{Kind: "defender", Rule: "000 L275", Prompt: fmt.Sprintf("Choose who defends %v now", at)}
		for _, h := range g.Heroes {
			sc.v.Choice.Options = append(sc.v.Choice.Options, h.Name)
		}
		sc.v.Highlight, sc.v.Inputs = []labyrinth.Pos{at}, []WizardInput{InputChoose}
		return
	case rec != nil && rec.Wounded && rec.Card.Has(MinionRegenerate) && !m.Regen && st.ActionsLeft == nil:
		sc.v.Stage, sc.v.Rule = StageRegenerate, "001 L605"
		sc.v.Say = fmt.Sprintf("%s is Wounded and Regenerates: roll 1 Novice die; on a Hit it flips to its Fresh side before it acts.", st.Minion)
		sc.v.Dice = &DiceCount{Novice: 1}
		sc.v.Inputs = []WizardInput{InputHits, InputRoll}
		return
	}
	plan, err := labyrinth.PlanMinion(s.Map, st)
	if err != nil {
		fixMap(sc, err)
		return
	}
	sc.plan, sc.shown = plan, plan
	if plan.Target != nil {
		t := plan.Target.Region
		sc.v.Target = &t
	}
	if len(plan.Steps) == 0 || m.Ended {
		s.endTurnScreen(sc, plan)
		return
	}
	i := 0
	for i < len(plan.Steps) && plan.Steps[i].Kind == labyrinth.StepMove {
		sc.moves = append(sc.moves, plan.Steps[i])
		sc.v.Path = append(sc.v.Path, plan.Steps[i].Path...)
		i++
	}
	var says, rules []string
	if st.ActionsLeft == nil {
		says = append(says, s.turnStart(plan))
	}
	for _, mv := range sc.moves {
		says = append(says, mv.Say)
		rules = append(rules, mv.Rule)
	}
	sc.v.Stage = StageMinion
	if i < len(plan.Steps) {
		f := plan.Steps[i]
		sc.fight = &f
		rules = append(rules, f.Rule)
		sc.v.Highlight = []labyrinth.Pos{*f.Region}
		if f.Choice != nil && f.Defender == "" && !rec.Card.Has(MinionAOE) { // AOE hits everyone: no Defender (000 L970)
			sc.v.Stage, sc.v.Choice = StageDefender, f.Choice
			says = append(says, fmt.Sprintf("%s will roll its %s against %v: %s.", st.Minion, RowKind(f.Action).Title(), *f.Region, f.Choice.Prompt))
			sc.v.Inputs = []WizardInput{InputChoose}
		} else {
			a, _ := rec.Card.Attack(RowKind(f.Action))
			sc.attack = a
			sc.v.Dice = &a.Dice
			says = append(says, f.Say)
			say := fmt.Sprintf("Roll its %s dice (%s) and type the Hits, each 1 damage, or let the app roll.", RowKind(f.Action).Title(), diceWords(a.Dice))
			if rec.Card.Has(MinionAOE) {
				say += fmt.Sprintf(" AOE: everyone else at %v takes it in full, Minions too.", *f.Region)
				rules = append(rules, "L970")
			}
			says = append(says, say)
			sc.v.Inputs = []WizardInput{InputHits, InputRoll}
		}
	} else {
		says = append(says, "Then tap Done.")
		sc.v.Inputs = []WizardInput{InputDone}
	}
	sc.v.Say = strings.Join(says, " ")
	sc.v.Rule = strings.Join(rules, ", ")
}

// turnStart says who the Minion targets as its turn begins (000 L678-688).
func (s *State) turnStart(plan labyrinth.Turn) string {
	start := fmt.Sprintf("%s's turn (%s): pull it to the top of its stack.", plan.Minion, count(plan.Actions, "Action Point", "Action Points"))
	if plan.Target == nil {
		return start + " No enemy is within its reach."
	}
	return start + fmt.Sprintf(" Its target: %s at %v.", strings.Join(plan.Target.Enemies, ", "), plan.Target.Region)
}

func (s *State) endTurnScreen(sc *screen, plan labyrinth.Turn) {
	sc.v.Stage = StageEndTurn
	sc.v.Reminders = plan.Reminders
	sc.v.Highlight = []labyrinth.Pos{plan.End}
	says := []string{fmt.Sprintf("%s ends its turn at %v, on top of the stack.", plan.Minion, plan.End)}
	if len(plan.Steps) == 0 && sc.turn.ActionsLeft == nil {
		says = []string{s.turnStart(plan) + fmt.Sprintf(" It can do nothing: its turn ends at %v.", plan.End)}
	}
	rules := []string{"000 L704"}
	bomb := false
	for _, r := range plan.Reminders {
		say := r.Say
		switch r.Ability {
		case labyrinth.Doom:
			say += " (The app marks them.)"
		case labyrinth.Poison:
			say += " Tap the die each covers on their board."
		case labyrinth.Rockfall:
			say += " The app places the token and deals the damage."
		case labyrinth.Bomb:
			bomb = true
			say += " The app places the token (and deals any damage). Type the Hits, or let the app roll."
		}
		says = append(says, say)
		rules = append(rules, r.Rule)
	}
	sc.v.Say, sc.v.Rule = strings.Join(says, " "), strings.Join(rules, ", ")
	if bomb {
		sc.v.Dice = &DiceCount{Novice: 1}
		sc.v.Inputs = []WizardInput{InputHits, InputRoll}
	} else {
		sc.v.Inputs = []WizardInput{InputDone}
	}
}

// chain is a group of Bombs in adjacent regions: their count and the
// regions they reach, the chain's own and those next to it (000 L978-980).
type chain struct {
	bombs int
	reach []labyrinth.Pos
}

func (s *State) bombChains() []chain {
	seen := map[labyrinth.Pos]bool{}
	var out []chain
	for r := range labyrinth.Size {
		for c := range labyrinth.Size {
			p := labyrinth.Pos{Row: r, Col: c}
			g := s.Map.At(p)
			if g == nil || g.Bombs == 0 || seen[p] {
				continue
			}
			var ch chain
			var group []labyrinth.Pos
			queue := []labyrinth.Pos{p}
			seen[p] = true
			for len(queue) > 0 {
				q := queue[0]
				queue = queue[1:]
				group = append(group, q)
				ch.bombs += s.Map.At(q).Bombs
				for d := labyrinth.North; d <= labyrinth.West; d++ {
					if n, ok := s.Map.Neighbour(q, d); ok && !seen[n] && s.Map.At(n).Bombs > 0 {
						seen[n] = true
						queue = append(queue, n)
					}
				}
			}
			ch.reach = slices.Clone(group)
			for _, q := range group {
				for d := labyrinth.North; d <= labyrinth.West; d++ {
					if n, ok := s.Map.Neighbour(q, d); ok && !slices.Contains(ch.reach, n) {
						ch.reach = append(ch.reach, n)
					}
				}
			}
			slices.SortFunc(ch.reach, func(a, b labyrinth.Pos) int { return (a.Row*labyrinth.Size + a.Col) - (b.Row*labyrinth.Size + b.Col) })
			out = append(out, ch)
		}
	}
	return out
}

// posList is "[1,2], [2,2]".
func posList(ps []labyrinth.Pos) string {
	at := make([]string, len(ps))
	for i, q := range ps {
		at[i] = q.String()
	}
	return strings.Join(at, ", ")
}

func (s *State) explodeScreen(sc *screen) {
	f, _ := labFacts()
	sc.v.Stage, sc.v.Rule = StageExplode, "000 L974-982"
	var chains []string
	for _, c := range s.bombChains() {
		chains = append(chains, fmt.Sprintf("%d AOE damage to everyone at %s", f.TokenDamage*c.bombs, posList(c.reach)))
	}
	sc.v.Say = "Every Bomb explodes: " + strings.Join(chains, "; ") + ", friend and foe. Take the Bombs off and tap Done: the app deals the damage."
	for r := range labyrinth.Size {
		for c := range labyrinth.Size {
			if g := s.Map.Regions[r][c]; g != nil && g.Bombs > 0 {
				sc.v.Highlight = append(sc.v.Highlight, labyrinth.Pos{Row: r, Col: c})
			}
		}
	}
	sc.v.Inputs = []WizardInput{InputDone}
}

func (s *State) levelUpScreen(e *env, sc *screen) {
	sc.v.Stage, sc.v.Title = StageLevelUp, "Villain Round: Level Up Step"
	sc.v.Inputs = []WizardInput{InputDone}
	s.levelUpMoment(sc)
	v := &s.Villain
	switch sc.item {
	case StepDefenders:
		sc.v.Say, sc.v.Rule = "Clear the Defender markers; the app clears them on its map.", "000 L735, L889"
	case StepCashOut:
		p := s.CashOutPreview(LootVillain)
		say := fmt.Sprintf("Cash out the Villain Loot Stash: %d Bounty", p.Bounty)
		if len(p.Respawns) > 0 {
			names := make([]string, len(p.Respawns))
			for i, h := range p.Respawns {
				names[i] = s.Heroes[h].Name
			}
			say += fmt.Sprintf(" (%d for each Defeated Hero: %s)", e.r.Hero.DefeatBounty, strings.Join(names, ", "))
		}
		switch {
		case s.Final:
			say += fmt.Sprintf(" -> %s (%s)", count(p.Souls, "Soul", "Souls"), p.Card)
			sc.v.Rule = "000 L772, L891"
		case p.Column == nil:
			say += " -> nothing (below the card's first column)"
			sc.v.Rule = "000 L736-740"
		default:
			say += fmt.Sprintf(" -> +%d XP", p.XP)
			if p.Health > 0 {
				say += fmt.Sprintf(", +%d Health", p.Health)
			}
			say += fmt.Sprintf(" (%s, column %d)", p.Card, p.Column.Bounty)
			sc.v.Rule = "000 L736-740"
		}
		if len(p.Respawns) > 0 {
			say += fmt.Sprintf("; they return to %s at full Health, statuses removed", s.respawnPlace())
		}
		sc.v.Say = say + "."
	case StepLevelUps:
		sc.v.Rule = "000 L744-754"
		if xp := s.VillainXPToSpend(); xp > 0 {
			plan := s.VillainLevelUpPlan(xp)
			sc.v.Say = fmt.Sprintf("%s spends %d XP: %s for every row. Place the dice tokens: %s.", v.Name, xp, count(xp/e.bx.Villain.LevelUpXP, "Level Up", "Level Ups"), planWords(s, plan))
			if left := v.XP - xp; left > 0 {
				sc.v.Say += fmt.Sprintf(" It saves %d XP.", left)
			}
		} else {
			sc.v.Say = fmt.Sprintf("%s has %d XP: no Level Up to buy (XP is spent in twos; a row of Masters takes no more). It saves the XP.", v.Name, v.XP)
		}
	case StepAdvance:
		t := s.Track()
		sc.v.Rule = "000 L760, L801-809"
		if t.Ended {
			sc.v.Say = fmt.Sprintf("The %s is at its end (Day %d): nothing to advance.", t.Name, t.Days)
			break
		}
		sc.v.Say = fmt.Sprintf("Advance the %s to Day %d and read the Day %d entry.", t.Name, s.Day+1, s.Day+1)
		if t.BonusNext {
			b := e.bx.Track.BonusXP
			if plan := s.VillainLevelUpPlan(b); len(plan) > 0 {
				sc.v.Say += fmt.Sprintf(" No Hero has been Defeated this game: %s spends %d bonus XP: %s.", v.Name, b, planWords(s, plan))
			}
		}
		if s.Day+1 == t.Days {
			sc.v.Say += " In most Missions the Final Battle begins now."
		}
	case StepGainAction:
		sc.v.Rule = "000 L820, L890"
		if v.Actions+e.bx.Villain.FinalActionGain <= v.MaxActions {
			sc.v.Say = fmt.Sprintf("%s gains +1 Action: %d -> %d; move the Action marker.", v.Name, v.Actions, v.Actions+e.bx.Villain.FinalActionGain)
		} else {
			sc.v.Say = fmt.Sprintf("%s's Action bar is full: each Hero on the map pays %d Health instead (the app takes it).", v.Name, e.bx.Villain.FinalPay)
		}
	default:
		text, rule := s.stepText(sc.item, false)
		sc.v.Say, sc.v.Rule = text, rule
	}
}

// The wizard's answers.

// answer checks an answer against the screen now and runs do.
func (s *State) answer(e *env, key string, in WizardInput, do func(*screen) (string, error)) (string, error) {
	if err := s.flowReady(); err != nil {
		return "", err
	}
	sc := s.screen(e)
	switch {
	case !sc.v.Active && (s.Map == nil || s.Box != BoxLabyrinth):
		return "", tracker.Refuse("The Villain Round screens need the Labyrinth's map in the app; without it, tick the checklist.")
	case !sc.v.Active:
		return "", tracker.Refuse("The Villain Round screens run in the Villain Round; %s.", s.turnWords())
	case key != sc.v.Key:
		return "", tracker.Refuse("That answers an earlier screen; the screen now says: %s", sc.v.Say)
	case !slices.Contains(sc.v.Inputs, in):
		return "", tracker.Refuse("This screen does not take that answer: %s", sc.v.Say)
	}
	if s.Phase == PhaseVillainStep || s.Phase == PhaseMinionStep {
		s.wiz().Seq++
	}
	if s.Wizard != nil {
		s.Wizard.Passed = nil
	}
	words, err := do(sc)
	if err != nil {
		return "", err
	}
	if notes := s.settle(e); len(notes) > 0 {
		words += "; " + strings.Join(notes, "; ")
	}
	passed, err := s.passBy(e)
	if err != nil {
		return "", err
	}
	if len(passed) > 0 {
		words += "; " + strings.Join(passed, "; ")
	}
	return words, nil
}

// passBy goes past the screens that ask the players nothing: the cast
// Spells to resolve on the cardboard (000 L617-620) and the items of the
// Level Up Step, whose numbers the app works out (000 L735-760). Each is
// done as its Done would do it, in the same command, so one Undo takes
// the answer and all it passed back; what each screen said stays in
// Wizard.Passed for the next screen to show, and the Level Up Step's
// moment in Wizard.Moment. A screen with a choice or a number to enter
// stops it, and so does the Level Up Step's last item, which ends the
// round: the table takes that step, seeing what was passed.
func (s *State) passBy(e *env) ([]string, error) {
	var words []string
	for range 16 { // more than the Level Up Step has items
		sc := s.screen(e)
		if !sc.v.Active || !passes(sc.v) {
			break
		}
		before, err := stateCopier.Clone(*s)
		if err != nil {
			return nil, err
		}
		var kept *KeptMoment
		if sc.v.Stage == StageLevelUp && sc.proc != "" {
			// Compact, as the state's JSON keeps it: the state in memory
			// must read as its saved copy does (tracker.Typed).
			var doc bytes.Buffer
			if m, ok := s.Moment(); ok && json.Compact(&doc, m.Doc) == nil {
				kept = &KeptMoment{Procedure: m.Procedure, Doc: doc.Bytes()}
			}
		}
		w, err := s.doneOn(e, sc)
		if err != nil {
			return nil, err
		}
		if !s.screen(e).v.Active {
			// This Done ends the round (the Level Up Step's last item):
			// the players take that step, seeing what was passed.
			*s = before
			break
		}
		words = append(words, w)
		s.wiz().Passed = append(s.wiz().Passed, sc.v.Say)
		if kept != nil && s.Wizard.Moment == nil {
			s.Wizard.Moment = kept
		}
	}
	return words, nil
}

// passes reports whether the app goes past screen v by itself: Done is
// all it takes, and it only says what to do on the cardboard.
func passes(v WizardView) bool {
	if v.Choice != nil || !slices.Equal(v.Inputs, []WizardInput{InputDone}) {
		return false
	}
	return v.Stage == StageResolveSpells || v.Stage == StageLevelUp
}

func (s *State) wizardHits(e *env, a WizardHitsCmd) (string, error) {
	if a.Hits < 0 || a.Hits > MaxHits {
		return "", tracker.Refuse("Type the Hits the dice show, 0 to %d.", MaxHits)
	}
	if a.Prevent < 0 || a.Prevent > MaxHits {
		return "", tracker.Refuse("Prevented damage is 0 to %d.", MaxHits)
	}
	return s.answer(e, a.Key, InputHits, func(sc *screen) (string, error) {
		if a.Prevent > 0 && sc.v.Stage != StageMinion {
			return "", tracker.Refuse("Only a Minion's attack has damage to prevent.")
		}
		return s.rolled(e, sc, nil, a.Hits, a.Prevent)
	})
}

func (s *State) wizardRoll(e *env, a WizardRollCmd) (string, error) {
	return s.answer(e, a.Key, InputRoll, func(sc *screen) (string, error) {
		faces, hits := s.rollDice(*sc.v.Dice)
		return s.rolled(e, sc, faces, hits, 0)
	})
}

// rolled applies a roll, made at the table (faces nil) or in the app.
func (s *State) rolled(e *env, sc *screen, faces []int, hits, prevent int) (string, error) {
	w := s.wiz()
	roll := VillainRoll{Faces: faces, Hits: hits}
	switch sc.v.Stage {
	case StageMagicRoll:
		words := s.spendRow(RowMagic, &roll)
		w.Magic = newMagic(roll)
		plan, err := labyrinth.MagicRoll(w.Magic.input())
		if err != nil {
			return "", tracker.Refuse("%s.", err)
		}
		words += "; " + clause(plan.Spells[0].Say)
		if plan.Done {
			words += "; " + s.gainMagic(e, plan)
		}
		return words, nil
	case StageCorruptionRoll:
		words := s.spendRow(RowCorruption, &roll)
		w.Corruption = &WizardCorruption{Roll: roll, Costs: *s.MinionCosts}
		plan, err := s.corruptionPlan(w.Corruption)
		if err != nil {
			return "", tracker.Refuse("%s.", err)
		}
		s.done(s.stepCheck(StepCorruption), false)
		if len(plan.Spawns) == 0 {
			return words + "; nothing to spawn; " + s.finishCorruption(e, plan), nil
		}
		sizes := make([]string, len(plan.Spawns))
		for i, z := range plan.Spawns {
			sizes[i] = sizeTitle(z)
		}
		return words + fmt.Sprintf("; spawns: %s (%d Hit%s left)", strings.Join(sizes, ", "), leftover(plan), plural(leftover(plan))), nil
	case StageRegenerate:
		m := w.minions()
		st := sc.turn
		m.Turn, m.Regen = &st, true
		words := fmt.Sprintf("%s's Regenerate die: %s", st.Minion, rollWords(faces, hits))
		if hits > 0 {
			s.minionRecord(st.Minion).Wounded = false
			return words + "; it flips to its Fresh side", nil
		}
		return words + "; it stays Wounded", nil
	case StageMinion:
		return s.minionAttack(e, sc, faces, hits, prevent)
	case StageEndTurn:
		return s.endTurn2(e, sc, faces, hits)
	}
	return "", fmt.Errorf("no roll on the %s screen", sc.v.Stage)
}

func rollWords(faces []int, hits int) string {
	if faces == nil {
		return count(hits, "Hit", "Hits")
	}
	return "the app rolls " + facesWords(faces, hits)
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

// clause is a sentence of the planner's, to be joined into the log's words.
func clause(s string) string { return strings.TrimSuffix(s, ".") }

// stepCheck returns the step's checklist item key.
func (s *State) stepCheck(key string) *Check {
	for i := range s.Steps {
		if s.Steps[i].Key == key {
			return &s.Steps[i]
		}
	}
	return nil
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

func (s *State) wizardChoose(e *env, a WizardChooseCmd) (string, error) {
	return s.answer(e, a.Key, InputChoose, func(sc *screen) (string, error) {
		c := sc.v.Choice
		want := max(1, c.Count)
		if len(a.Options) != want {
			return "", tracker.Refuse("%s: choose %d.", c.Prompt, want)
		}
		for _, o := range a.Options {
			if !slices.Contains(c.Options, o) {
				return "", tracker.Refuse("%q is not an option; choose from %s.", o, strings.Join(c.Options, ", "))
			}
		}
		switch sc.v.Stage {
		case StageMagicDiscard, StageCorruptionDiscard:
			return s.chooseDiscard(e, sc, a.Options)
		case StageDefender:
			return s.chooseDefender(sc, a.Options[0])
		case StageCarry:
			return s.chooseCarry(e, sc, a.Options[0])
		}
		return "", fmt.Errorf("no choice on the %s screen", sc.v.Stage)
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

func (s *State) chooseDefender(sc *screen, name string) (string, error) {
	at := *sc.fight.Region
	s.Map.At(at).Defender = name
	m := s.wiz().minions()
	st := sc.turn
	m.Turn = &st
	return fmt.Sprintf("%s defends %v this round", name, at), nil
}

func (s *State) chooseCarry(e *env, sc *screen, name string) (string, error) {
	m := s.Wizard.Minions
	at, left := *m.CarryAt, m.Carry
	m.Carry, m.CarryAt = 0, nil
	s.Map.At(at).Defender = name
	words := fmt.Sprintf("%s defends %v now", name, at)
	w, err := s.damageDefenders(e, sc.turn.Minion, at, name, left, 0)
	if err != nil {
		return "", err
	}
	return words + "; " + w, nil
}

func (s *State) wizardDone(e *env, a WizardDoneCmd) (string, error) {
	return s.answer(e, a.Key, InputDone, func(sc *screen) (string, error) { return s.doneOn(e, sc) })
}

// doneOn does what Done on screen sc does.
func (s *State) doneOn(e *env, sc *screen) (string, error) {
	switch sc.v.Stage {
	case StageResolveSpells:
		s.Wizard.Magic = nil
		s.done(s.stepCheck(StepMagicRoll), false)
		return "Spells resolved; the Unique Spell goes back on top of the deck", nil
	case StageMagicDiscard:
		return s.gainMagic(e, *sc.magic), nil
	case StageCorruptionDiscard:
		return s.finishCorruption(e, *sc.corr), nil
	case StageSpawnTable:
		return "Spawned Minions placed; " + s.endVillainStep(), nil
	case StageAttackProtocol:
		w := s.wiz()
		w.Cards++
		words := fmt.Sprintf("Battle card %d resolved", s.Villain.Actions-w.Cards+1)
		if s.Villain.Actions == 0 {
			words = "No Battle card"
		}
		if w.Cards >= s.Villain.Actions {
			words += "; " + s.endVillainStep()
		}
		return words, nil
	case StageMinion:
		return s.minionMoves(sc)
	case StageEndTurn:
		return s.endTurn2(e, sc, nil, 0)
	case StageExplode:
		parts, err := s.explode(e)
		if err != nil {
			return "", err
		}
		if s.Winner == "" {
			s.Wizard.Minions.finishTurn(sc.turn.Minion)
		}
		return strings.Join(append([]string{"Every Bomb explodes"}, parts...), "; "), nil
	case StageMinionsDone:
		return s.endMinionStep(), nil
	case StageLevelUp:
		return s.levelUpDone(e, sc.item)
	case StageEndStep:
		return s.endStep(e, EndStepCmd{})
	}
	return "", fmt.Errorf("no Done on the %s screen", sc.v.Stage)
}

func (s *State) endMinionStep() string {
	words := "every Minion has acted; Villain Level Up Step"
	if w := s.Wizard; w == nil || w.Minions == nil || len(w.Minions.Acted) == 0 {
		words = "no Minion is on the map; Villain Level Up Step"
	}
	for i := range s.Steps {
		s.Steps[i].Done = true
	}
	s.enter(PhaseVillainLevelUp)
	return words
}

func (s *State) levelUpDone(e *env, item string) (string, error) {
	var words string
	var err error
	switch item {
	case StepCashOut:
		words, err = s.cashOut(e, CashOutCmd{Stash: LootVillain})
	case StepLevelUps:
		if xp := s.VillainXPToSpend(); xp > 0 {
			if words, err = s.villainLevelUp(e, VillainLevelUpCmd{XP: xp}); err != nil {
				return "", err
			}
		}
		var w string
		if w, err = s.tick(e, TickCmd{Key: item}); words == "" {
			words = w
		}
	default:
		words, err = s.tick(e, TickCmd{Key: item})
	}
	if err != nil || s.Winner != "" {
		return words, err
	}
	if s.stepNow() == "" {
		w, err := s.endStep(e, EndStepCmd{})
		if err != nil {
			return "", err
		}
		words += "; " + w
	}
	return words, nil
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
			words := fmt.Sprintf("The %s deck is empty", sizeTitle(z))
			if len(names) > 0 {
				s.HeroStash.Minions = kept
				if len(kept) == 0 {
					s.HeroStash.Minions = nil
				}
				s.HeroStash.Bounty = min(MaxBounty, s.HeroStash.Bounty+bounty)
				words += fmt.Sprintf(": %s on the Hero Loot Stash become %d Bounty tokens", strings.Join(names, ", "), bounty)
			}
			return words + fmt.Sprintf("; shuffle the %s Minions from the Hero Loot Stash and the discard pile into a new deck and draw from its bottom", sizeTitle(z)), nil
		}
		c.Empty = append(c.Empty, z)
		plan, err := s.corruptionPlan(c)
		if err != nil {
			return "", tracker.Refuse("%s.", err)
		}
		words := fmt.Sprintf("No %s Minion is left: the Hits buy one size smaller if they can", sizeTitle(z))
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
			return "", tracker.Refuse("The spawn is %s; %s is %s. Draw from the bottom of the %s deck.", aSize(sc.v.Size), a.Card.Name, aSize(a.Card.Size), sizeTitle(sc.v.Size))
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

// minionMoves carries out a screen of moves only.
func (s *State) minionMoves(sc *screen) (string, error) {
	st := sc.turn
	for _, mv := range sc.moves {
		var err error
		if st, err = labyrinth.Advance(s.Map, st, mv); err != nil {
			return "", tracker.Refuse("%s.", err)
		}
	}
	m := s.wiz().minions()
	m.Turn = &st
	end, _ := s.Map.Locate(st.Minion)
	return fmt.Sprintf("%s moves to %v", st.Minion, end), nil
}

// minionAttack carries out the screen's moves and its attack with the
// Hits rolled: damage to the Defender through Shields and Doom, the rest
// to the next Defender if it was Defeated (000 L275, L323-325); an AOE
// attack hits everyone else there (000 L970).
func (s *State) minionAttack(e *env, sc *screen, faces []int, hits, prevent int) (string, error) {
	st := sc.turn
	var parts []string
	if len(sc.moves) > 0 {
		for _, mv := range sc.moves {
			var err error
			if st, err = labyrinth.Advance(s.Map, st, mv); err != nil {
				return "", tracker.Refuse("%s.", err)
			}
		}
		end, _ := s.Map.Locate(st.Minion)
		parts = append(parts, fmt.Sprintf("%s moves to %v", st.Minion, end))
	}
	f := *sc.fight
	at := *f.Region
	parts = append(parts, fmt.Sprintf("%s rolls its %s against %v: %s", st.Minion, RowKind(f.Action).Title(), at, rollWords(faces, hits)))
	rec := s.minionRecord(st.Minion)
	if prevent > 0 && rec.Card.Has(MinionAOE) {
		return "", tracker.Refuse("An AOE attack hits everyone in the region; enter the Hits and correct each one's damage after.")
	}
	m := s.wiz().minions()
	if hits > 0 {
		if rec.Card.Has(MinionAOE) {
			w, err := s.aoe(e, []labyrinth.Pos{at}, hits, st.Minion, st.Minion)
			if err != nil {
				return "", err
			}
			parts = append(parts, w...)
		} else {
			def := f.Defender
			if def == "" {
				def = s.Map.At(at).Defender
			}
			w, err := s.damageDefenders(e, st.Minion, at, def, hits, prevent)
			if err != nil {
				return "", err
			}
			parts = append(parts, w)
		}
	}
	if s.Winner != "" {
		return strings.Join(parts, "; "), nil
	}
	var err error
	if st, err = labyrinth.Advance(s.Map, st, f); err != nil {
		return "", tracker.Refuse("%s.", err)
	}
	m.Turn = &st
	return strings.Join(parts, "; "), nil
}

// damageDefenders deals n damage to the Defender def at at; while a
// Defender is Defeated with damage left, the next takes it: the only one
// left, or the players' choice (000 L275).
func (s *State) damageDefenders(e *env, minion string, at labyrinth.Pos, def string, n, prevent int) (string, error) {
	var parts []string
	for n > 0 && def != "" {
		w, left, err := s.hitCharacter(e, minion, def, n, prevent)
		if err != nil {
			return "", err
		}
		parts = append(parts, w)
		prevent, n = 0, left
		if n == 0 || s.Winner != "" {
			break
		}
		g := s.Map.At(at)
		switch len(g.Heroes) {
		case 0:
			parts = append(parts, fmt.Sprintf("%d damage is left with no one at %v to take it", n, at))
			n = 0
		case 1:
			def = g.Heroes[0].Name
			g.Defender = def
			parts = append(parts, fmt.Sprintf("%s defends %v now", def, at))
		default:
			m := s.wiz().minions()
			m.Carry, m.CarryAt = n, &at
			parts = append(parts, fmt.Sprintf("%d damage is left: choose the next Defender at %v", n, at))
			n = 0
		}
	}
	return strings.Join(parts, "; "), nil
}

// aoe deals n AOE damage to everyone in regions but except: Heroes and
// Sidekicks through Shields and Doom, Minions by their cards, the Villain
// in fives (000 L877, L970). why names the source for the log.
func (s *State) aoe(e *env, regions []labyrinth.Pos, n int, except, why string) ([]string, error) {
	type target struct {
		minion bool
		name   string
	}
	var ts []target
	villain := false
	for _, p := range regions {
		g := s.Map.At(p)
		if g == nil {
			continue
		}
		for _, h := range g.Heroes {
			ts = append(ts, target{false, h.Name})
		}
		for _, mn := range g.Minions {
			if mn.Name != except {
				ts = append(ts, target{true, mn.Name})
			}
		}
		villain = villain || g.Villain != ""
	}
	var parts []string
	for _, t := range ts {
		if s.Winner != "" {
			return parts, nil
		}
		var w string
		var err error
		switch {
		case t.minion && s.minionRecord(t.name) != nil:
			w, err = s.hitMinion(t.name, n)
		case !t.minion:
			if _, found := s.Map.Locate(t.name); found {
				w, _, err = s.hitCharacter(e, why, t.name, n, 0)
			}
		}
		if err != nil {
			return nil, err
		}
		if w != "" {
			parts = append(parts, w)
		}
	}
	if villain && s.Winner == "" {
		w, err := s.damage(e, DamageCmd{Who: VillainWho, Amount: n, Reason: why})
		if err != nil {
			return nil, err
		}
		parts = append(parts, w)
	}
	return parts, nil
}

// explode sets off every Bomb: each chain of adjacent Bombs deals 2 AOE
// damage for each of its Bombs to its regions and those next to them
// (000 L974-980), then the Bombs come off the map.
func (s *State) explode(e *env) ([]string, error) {
	f, err := labFacts()
	if err != nil {
		return nil, err
	}
	var parts []string
	for _, c := range s.bombChains() {
		w, err := s.aoe(e, c.reach, f.TokenDamage*c.bombs, "", "a Bomb")
		if err != nil {
			return nil, err
		}
		parts = append(parts, w...)
	}
	for r := range labyrinth.Size {
		for c := range labyrinth.Size {
			if g := s.Map.Regions[r][c]; g != nil {
				g.Bombs = 0
			}
		}
	}
	return parts, nil
}

// hitCharacter deals n damage from minion to the Hero or Sidekick called
// name on the map, and returns the damage left once they are Defeated.
func (s *State) hitCharacter(e *env, minion, name string, n, prevent int) (string, int, error) {
	for i := range s.Heroes {
		h := &s.Heroes[i]
		if h.Name == name && h.onMap() {
			need := s.damageToDefeat(e, h, prevent, n)
			w, err := s.damage(e, DamageCmd{Who: i, Amount: n, Prevent: prevent, Reason: minion})
			if err != nil {
				return "", 0, err
			}
			s.syncMap()
			if need <= n { // Defeated, whether or not back at Base Camp at once
				return w, n - need, nil
			}
			return w, 0, nil
		}
		if h.Sidekick != nil && sidekickMapName(h) == name {
			need := h.Sidekick.Health
			w, err := s.sidekickGain(e, SidekickGainCmd{Hero: i, Delta: -min(n, MaxHits), Reason: minion})
			if err != nil {
				return "", 0, err
			}
			s.syncMap()
			return w, max(0, n-need), nil
		}
	}
	return "", 0, tracker.Refuse("%s is not on the map to take the damage.", name)
}

// damageToDefeat is the least damage that Defeats h, through prevention,
// Shields and Doom (000 L996, L1018); more than limit when limit cannot.
func (s *State) damageToDefeat(e *env, h *Hero, prevent, limit int) int {
	for x := 1; x <= limit; x++ {
		d := x - min(x, prevent)
		for sh := h.Shields; d > 0 && sh > 0; sh-- {
			d -= min(d, e.r.Hero.ShieldPrevents)
		}
		if d >= 1 && h.Doomed {
			d *= e.r.Hero.DoomMultiplier
		}
		if d >= h.Health {
			return x
		}
	}
	return limit + 1
}

// endTurn2 carries out the end of a Minion's turn: it stays on top of its
// stack, its Bomb or Rockfall is placed and the Heroes it Dooms are marked
// (000 L704, L972-1016); a Bomb check with Hits explodes every Bomb.
func (s *State) endTurn2(e *env, sc *screen, faces []int, hits int) (string, error) {
	plan := sc.plan
	f, err := labFacts()
	if err != nil {
		return "", err
	}
	parts := []string{fmt.Sprintf("%s ends its turn at %v", plan.Minion, plan.End)}
	rocks := tokens(s.Map, TokenRockfall)
	for _, r := range plan.Reminders {
		if r.Ability == labyrinth.Bomb && tokens(s.Map, TokenBomb) >= f.BombTokens {
			w, err := s.explode(e) // a 6th Bomb: all 5 explode first (000 L982)
			if err != nil {
				return "", err
			}
			parts = append(parts, "all 5 Bombs explode first")
			parts = append(parts, w...)
		}
	}
	if s.Winner != "" {
		return strings.Join(parts, "; "), nil
	}
	if _, ok := s.Map.Locate(plan.Minion); !ok {
		s.wiz().minions().finishTurn(plan.Minion)
		return strings.Join(append(parts, plan.Minion+" is gone"), "; "), nil
	}
	if err := labyrinth.EndTurn(s.Map, plan); err != nil {
		return "", tracker.Refuse("%s.", err)
	}
	bomb := false
	for _, r := range plan.Reminders {
		switch r.Ability {
		case labyrinth.Bomb:
			bomb = true
			parts = append(parts, "a Bomb placed")
		case labyrinth.Rockfall: // 000 L1012
			where := []labyrinth.Pos{plan.End}
			if rocks >= f.RockfallTokens {
				where = s.Map.Tiles()
				parts = append(parts, fmt.Sprintf("all %d Rockfalls are on the map: every tile takes %d AOE damage instead", f.RockfallTokens, f.TokenDamage))
			} else {
				parts = append(parts, "a Rockfall placed")
			}
			w, err := s.aoe(e, where, f.TokenDamage, plan.Minion, plan.Minion+"'s Rockfall")
			if err != nil {
				return "", err
			}
			parts = append(parts, w...)
			if s.Winner != "" {
				return strings.Join(parts, "; "), nil
			}
		case labyrinth.Doom:
			for i := range s.Heroes {
				h := &s.Heroes[i]
				if slices.Contains(r.Heroes, h.Name) && h.onMap() && !h.Doomed {
					h.Doomed = true
					parts = append(parts, h.Name+" is Doomed")
				}
			}
		case labyrinth.Poison:
			parts = append(parts, strings.Join(r.Heroes, ", ")+" each take a Poison token")
		}
	}
	m := s.wiz().minions()
	if bomb {
		parts = append(parts, "Bomb check: "+rollWords(faces, hits))
		if hits > 0 {
			st := sc.turn
			m.Turn, m.Ended, m.Explode = &st, true, true
			parts = append(parts, "every Bomb explodes")
			return strings.Join(parts, "; "), nil
		}
		parts = append(parts, "no Bomb explodes")
	}
	m.finishTurn(plan.Minion)
	return strings.Join(parts, "; "), nil
}

// settle carries out the screens that need nothing from the table: a
// Minion's turn ending with no end-of-turn ability, and the end of the
// Minion Step once every Minion has acted.
func (s *State) settle(e *env) []string {
	var notes []string
	for range 4 * maxMinions {
		if s.Winner != "" || s.Phase != PhaseMinionStep || s.stepNow() != StepMinions || s.Map == nil {
			return notes
		}
		sc := s.screen(e)
		switch {
		case sc.v.Stage == StageMinionsDone:
			return append(notes, s.endMinionStep())
		case sc.v.Stage == StageEndTurn && len(sc.plan.Reminders) == 0:
			if err := labyrinth.EndTurn(s.Map, sc.plan); err != nil {
				return notes
			}
			w := fmt.Sprintf("%s ends its turn at %v", sc.plan.Minion, sc.plan.End)
			if len(sc.plan.Steps) == 0 && sc.turn.ActionsLeft == nil {
				w = fmt.Sprintf("%s can do nothing and stays at %v", sc.plan.Minion, sc.plan.End)
			}
			notes = append(notes, w)
			s.wiz().minions().finishTurn(sc.plan.Minion)
		case sc.v.Stage == StageEndTurn:
			s.wiz().minions().Ended = true
			st := sc.turn
			s.Wizard.Minions.Turn = &st
			return notes
		default:
			return notes
		}
	}
	return notes
}

// checkWizard reports what is wrong with the wizard's record.
func (s *State) checkWizard() error {
	w := s.Wizard
	if w == nil {
		return nil
	}
	now := s.stepNow()
	switch {
	case s.Map == nil || s.Box != BoxLabyrinth:
		return errors.New("the Villain Round wizard runs without a map")
	case s.Phase == PhaseVillainLevelUp && (w.Seq != 0 || w.Magic != nil || w.Corruption != nil || w.Cards != 0 || w.Minions != nil):
		// The Level Up Step keeps only what the app passed by itself.
		return errors.New("the Villain Round wizard holds a Villain or Minion Step record in the Level Up Step")
	case w.Moment != nil && (s.Phase != PhaseVillainLevelUp || !slices.Contains(plan.Procedures(), w.Moment.Procedure) || !json.Valid(w.Moment.Doc)):
		return errors.New("the wizard keeps a moment it cannot have")
	case s.Phase != PhaseVillainStep && s.Phase != PhaseMinionStep && s.Phase != PhaseVillainLevelUp:
		return errors.New("the Villain Round wizard is open outside the Villain Round")
	case len(w.Passed) > 16:
		return errors.New("the wizard went past more screens than a step has")
	case w.Seq < 0 || w.Seq > 1_000_000:
		return errors.New("the wizard's counter is out of range")
	case (w.Magic != nil || w.Corruption != nil || w.Cards != 0) && s.Phase != PhaseVillainStep:
		return errors.New("a Villain Step roll is recorded outside the Villain Step")
	case w.Minions != nil && s.Phase != PhaseMinionStep:
		return errors.New("Minion turns are recorded outside the Minion Step")
	case w.Magic != nil && now != StepMagicRoll:
		return errors.New("a Magic roll is recorded but not due")
	case w.Corruption != nil && now != StepSpawn:
		return errors.New("a Corruption roll is recorded but its spawns are not due")
	case w.Cards < 0 || (w.Cards > 0 && (now != StepAttack || w.Cards >= s.Villain.Actions)):
		return errors.New("the Battle cards resolved do not match the Villain's Action Points")
	}
	if m := w.Magic; m != nil {
		if err := m.Roll.check(); err != nil {
			return err
		}
		plan, err := labyrinth.MagicRoll(m.input())
		switch {
		case err != nil:
			return fmt.Errorf("the Magic roll: %w", err)
		case len(m.Spells) == 0:
			return errors.New("the Magic roll has no Unique Spell")
		case m.Gained && !plan.Done:
			return errors.New("the Magic roll's leftover Hits are gained before its Spells are flipped")
		}
	}
	if c := w.Corruption; c != nil {
		if err := c.Roll.check(); err != nil {
			return err
		}
		if err := c.Costs.validate(); err != nil {
			return err
		}
		if len(c.Reshuffled) > 3 || len(c.Empty) > 3 || len(c.Placed) > 999 {
			return errors.New("the Corruption roll's decks are out of range")
		}
		plan, err := s.corruptionPlan(c)
		switch {
		case err != nil:
			return fmt.Errorf("the Corruption roll: %w", err)
		case len(c.Placed) > len(plan.Spawns) || !slices.Equal(c.Placed, plan.Spawns[:len(c.Placed)]):
			return errors.New("the Minions spawned do not match the Corruption roll")
		case c.Gained:
			return errors.New("the Corruption roll is over but its step is not")
		}
	}
	if m := w.Minions; m != nil {
		if len(m.Acted) > 4*maxMinions {
			return errors.New("too many Minions have acted")
		}
		for _, n := range m.Acted {
			if err := checkName("A Minion's name", n, true); err != nil {
				return err
			}
		}
		switch {
		case m.Turn == nil && (m.Regen || m.Carry != 0 || m.CarryAt != nil || m.Ended || m.Explode):
			return errors.New("a Minion's turn is recorded with no Minion acting")
		case m.Carry < 0 || m.Carry > MaxHits || (m.Carry > 0) != (m.CarryAt != nil):
			return errors.New("the damage left for a new Defender is out of range")
		case m.Explode && !m.Ended:
			return errors.New("the Bombs explode before the turn ends")
		case m.CarryAt != nil && s.Map.At(*m.CarryAt) == nil:
			return errors.New("damage is left for a region with no tile")
		}
		if m.Turn != nil {
			if slices.Contains(m.Acted, m.Turn.Minion) {
				return errors.New("a Minion acts twice")
			}
			if _, err := labyrinth.PlanMinion(s.Map, *m.Turn); err != nil {
				return fmt.Errorf("the Minion's turn: %w", err)
			}
		}
	}
	return nil
}

func (r VillainRoll) check() error {
	if r.Hits < 0 || r.Hits > MaxHits || r.PlusOnes < 0 || r.PlusOnes > 99 || len(r.Faces) > 3*maxMinionDice*MaxSlots {
		return errors.New("a Villain roll is out of range")
	}
	sum := 0
	for _, f := range r.Faces {
		if f < 0 || f > 9 {
			return errors.New("a Villain roll has a face out of range")
		}
		sum += f
	}
	if r.Faces != nil && sum != r.Hits {
		return errors.New("a Villain roll's faces do not add up to its Hits")
	}
	return nil
}
