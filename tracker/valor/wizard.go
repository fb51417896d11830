package valor

import (
	"bytes"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"slices"
	"strings"

	"tableside/tracker"
	"tableside/tracker/valor/labyrinth"
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
//
// This file holds the record, the screen's dispatch and the answers' common
// path; each step has its own file: wizard_villain.go (1), wizard_minions.go
// and wizard_combat.go (2), wizard_levelup.go (3); wizard_check.go checks a
// saved record and wizard_ask.go words a screen as a question.

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

func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

func fixMap(sc *screen, err error) {
	sc.v.Stage, sc.v.Inputs = StageFixMap, nil
	sc.v.Say = "Correct the map first: " + err.Error()
}

// plannedBy plans screen sc by the engine's procedure proc (a `tableside
// plan` name) from in, keeping both for State.Moment; when the engine
// cannot plan on the map, the screen asks the players to correct it and ok
// is false.
func plannedBy[I, P any](sc *screen, proc string, in I, planner func(I) (P, error)) (p P, ok bool) {
	sc.planned(proc, in)
	p, err := planner(in)
	if err != nil {
		fixMap(sc, err)
		return p, false
	}
	sc.shown = p
	return p, true
}

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
			sizes[i] = SizeTitle(z)
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
		return s.endMinionTurn(e, sc, faces, hits)
	}
	return "", fmt.Errorf("no roll on the %s screen", sc.v.Stage)
}

func rollWords(faces []int, hits int) string {
	if faces == nil {
		return count(hits, "Hit", "Hits")
	}
	return "the app rolls " + facesWords(faces, hits)
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
		return s.endMinionTurn(e, sc, nil, 0)
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
