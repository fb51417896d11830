// Package tracker is the game-agnostic core of Tableside: a session's state,
// the commands that change it, and what every game provides the rest of
// the app. It is to the games what database/sql/driver is to databases:
// the interfaces below are the contract between a game and the app, and
// the store (package campaign), the frame (package ui) and Share table
// (package share) reach a game only through them.
//
// Every game keeps its own typed state and commands in a sub-package
// (tracker/villains, tracker/valor, ...). Seen from here, and from the store
// in campaign/, a state is an opaque JSON document and a command is a kind
// with JSON arguments. That keeps storage, export and undo free of any one
// game's rules, and lets a bug report carry a state as a plain file.
//
// Nothing here imports Fyne: rules must run, and be tested, without a window.
//
// # The contract
//
// Required, checked by the compiler:
//
//   - Game: ID (the key stored with every campaign: never change it),
//     Title (the name players know), Apply (every tap, every undo's
//     replay, every imported action goes through it; a command the rules
//     forbid is a *Refusal in the player's words) and CheckState (every
//     state read from outside: an imported file, a saved game opened).
//
// Relied on by the app: a game goes without one only with a reason, given
// in its line of the lineup (lineup.Entry.Without), and
// TestRegisteredGamesMeetTheContract fails for one missing without it (or
// a reason kept for one the game now has):
//
//   - Typed (ApplyValue, CopyValue): the store keeps the state a tap made
//     decoded in memory, so the next tap starts from it and the screen
//     draws its own copy. Without it every tap decodes the state twice.
//   - CardChecker (CheckCard): a card library file from another device is
//     checked card by card at import, and refused whole, in the player's
//     words, with nothing written, if one card is one the game's editors
//     could not have saved. Without it a broken card enters the library
//     and the screens must skip it later.
//   - Glancer (Glance): Share table shows guests the table at a glance.
//     Without it guests see the game's name and the last action alone.
//   - GuestWriter (GuestSeats, GuestCommand): a Share table guest steps
//     their own board's counters from their phone. Without it guests only
//     watch.
//   - Stepper (Steps): a walk through a session's history (History's
//     chart, campaign.Store.WalkStates) keeps the state in memory rather
//     than decoding and encoding it at every step. Without it a long
//     evening's chart draws slower.
//   - Resulter (Result): who won, as the game decided it, for the
//     evening's end and Log this play (package playlog). Without it the
//     game has no evening's end to show nor a play to log.
//
// Optional, adding what a game has without taking from one that has not:
//
//   - KeptGame (KeptBy): the game's sessions are kept beside another
//     game's campaign (a campaign book); New campaign does not offer it.
//   - Planner, given in the lineup (lineup.Entry.Plan): `tableside plan`
//     runs the game's engine on a state file (package plancmd).
//
// The screens' half, in package ui, is a Screens per game (Game, Setup,
// Open) whose Open gives a View (Draw): both required. Optional there:
// Charter on a View (History draws a chart above the log; without it,
// the log alone), Menuer on a View (entries of its own in the game's
// menu), LibraryScreens on Screens (an imported card library is shown
// in the game's words; without it, each card as its fields).
//
// # Adding a game
//
// A game is one package under tracker/ (tracker/villains is the smallest
// to copy from), one under ui/ for its screens, and one line in the list
// of games. The generic adapter, JSONGame, does the decoding, checking,
// dispatch and encoding; the package writes only its rules.
// TestGameRecipe (ui/recipe_test.go) builds a made-up game in these steps
// and plays it through the store and the frame.
//
// The tracker half:
//
//  1. State, a struct that is all JSON (exported fields with tags; no
//     unexported field, which the store could not keep), with Check, which
//     says in words what is out of bounds, and Decode, which reads a state
//     with DecodeState and then checks it (DecodeChecked). Randomness
//     lives in the state as a Rand.
//  2. A handler per command: a method func (s *State) x(env E, a XCmd)
//     (string, error) that changes s in place and returns the log's words,
//     or a Refusal in the player's words. E is what the handlers share
//     besides the state (the rulebook's facts). A game whose handlers need
//     nothing more (tracker/valor/book) uses None, handlers without the env
//     argument, and OnState in place of On.
//  3. The game's JSONGame, built once on first use by Once
//     (var rules = tracker.Once(...)): its ID (stored with every campaign:
//     never change it) and Title, Decode, Check, Env, an optional Before
//     (a game that is over refuses everything) and After, and the table of
//     commands, one On(kind, handler) line each. Once plans the Copier of
//     State for it. Nothing changes it after.
//  4. type Game struct{ tracker.Adapter[State, E, Game] }, with Rules,
//     which returns rules(): the Adapter gives Game ID, Title, Apply,
//     CheckState, ApplyValue, CopyValue and Steps from Rules, and this
//     package checks once that it makes every such Game Typed and a
//     Stepper. State.Apply is rules().ApplyTo. Then the rest of the
//     contract above, as the game has them: CheckCard over its card types'
//     Validate (CheckCardKinds, CardOf); and Glance, the guests' boards
//     (GuestSeats, GuestBoard, GuestCommand: GuestBoards) and Result, each
//     a method of State (a query of the state in memory) with a piece
//     embedded in Game beside the Adapter, with the same type arguments:
//     GlanceAdapter, GuestAdapter, ResultAdapter. A piece asks its method
//     of a stored state and makes the Game that interface, checked here
//     once; a game without the method leaves the piece out, and is not.
//     A compile-time check (var _ tracker.CardChecker = Game{}) names any
//     other interface the Game meets, beside what meets it.
//  5. Its line in lineup.Games (package lineup, the one list of games the
//     app, the store, New campaign, the whole-app tests and `tableside
//     plan` read): its Screens (the screens' half, below, which name the
//     Game), its Planner if it has one, and a reason for each relied-on
//     interface it goes without.
//  6. Tests: TestCommandTable calls the JSONGame's Validate with the
//     commands the constructors build, and FuzzApply is
//     trackertest.FuzzApply on the JSONGame, a few states and those
//     commands: it seeds itself from the table's Examples besides and
//     holds each command to trackertest.ApplyAgrees (CheckApply, the same
//     state twice and reading back as itself, the typed apply and Steps
//     giving the same state), so a new command is fuzzed without a list
//     kept by hand; add it to the Makefile's fuzz target
//     (TestMakeFuzzRunsEveryTarget says so if not).
//
// The screens' half:
//
//  1. A package ui/<game>ui with a Screens type (ui.Screens): Game is the
//     game's rules (its Game, above); Setup(a, c) shows the screen that
//     starts a game in campaign c and ends in a.StartSession(c, first
//     state), or in a.StartGame(c, err, encode) where the game's
//     constructor may refuse the setup (the refusal is shown, nothing
//     written); Open(p) gives the View of an open session, whose Draw
//     builds the screen from p.Session().State, its buttons sending
//     commands with p.Do. No rules here: what a screen needs to know is a
//     query of the game's package.
//     A game with a Result has its Draw tell the frame whether it is over
//     (p.GameOver, with the Result's Over): the frame then offers the
//     evening's end under its top bar. Without it, the evening's end is in
//     the game's menu alone.
//  2. Tests on uitest.New(t, size, Screens{}), a table that knows the
//     games of the screens it is given, tapping as a player would (the
//     lineup sits above every game's screens, so a game's tests hand the
//     table their own; tests of the whole app give it
//     lineup.Games().Screens()).
//
// State copies are never written by hand: a Copier, planned once for the
// state, copies exactly what the store would keep, as a JSON round trip
// would, many times faster. Where a copy is made in a hot loop (the
// Labyrinth map the Minion A.I. plans on, about 35 times faster by hand),
// write that one by hand, and say so.
//
// # Adding a command
//
// A command is its handler and one line in the game's table:
//
//	const KindHeal = "heal" // stored in players' logs: never change it
//
//	// HealCmd heals Who for Amount.
//	type HealCmd struct {
//		Who    int `json:"who"`
//		Amount int `json:"amount"`
//	}
//
//	func (s *State) heal(e *env, a HealCmd) (string, error) { ... }
//
//	tracker.On(KindHeal, (*State).heal), // in the table
//
// plus its test. The dispatch, the list of kinds and the fuzz seeds follow
// the table. When the UI sends the command, give it a constructor, a one
// liner over Cmd:
//
//	func Heal(who, amount int) tracker.Command {
//		return tracker.Cmd(KindHeal, HealCmd{Who: who, Amount: amount})
//	}
//
// A kind's string and its arguments' JSON names are stored in players'
// databases and export files: add fields with omitempty, never rename.
package tracker
