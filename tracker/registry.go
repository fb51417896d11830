package tracker

// Planner is a game's `tableside plan`: the engine that works out the
// steps the rules give the game itself (a Villain Round, an Enemy Turn),
// run on a state file with no window, so a table's state can go with a bug
// report and anyone can see what the app decided. It is optional: a game
// whose rules leave nothing to work out has none. A game gives its planner
// in its line of the lineup (package lineup); package plancmd reads a file
// and hands it to the planner the file names.
type Planner struct {
	// Title names the table its files hold ("Lludwik's Labyrinth").
	Title string
	// File is the value of a plan file's "game" field that picks this
	// planner. One planner has "": it takes the files without the field
	// (the Labyrinth's, whose files came first).
	File string
	// Procedures are the plans it knows, in the order of a round.
	Procedures []string
	// Run plans one file: procedure may be "", and then the file's
	// "procedure" field says which. It returns the plan as JSON, the same
	// bytes for the same file, or an error naming the field at fault.
	Run func(procedure string, doc []byte) ([]byte, error)
	// Doc is the page that describes its files (docs/labyrinth-plan.md).
	Doc string
}

// KeptGame is a Game whose sessions are kept beside the evenings of
// another game's campaign (a campaign book), never as a campaign of their
// own: New campaign does not offer it, and the other game's screens open
// it. A game without it is offered in New campaign.
type KeptGame interface {
	Game
	// KeptBy is the ID of the game whose campaigns keep it.
	KeptBy() string
}
