package tracker

// GuestSeat is a board the host of Share table may give one guest, whose
// phone then changes that board's counters and no other's: a Hero in
// Valor & Villainy, a player's Villain in the Villainous-style game.
type GuestSeat struct {
	// Seat is the board's place in the game (its index), the same in
	// every state of a session: what a guest's change names.
	Seat int `json:"seat"`
	// Name is what the players call the board; typed by a player, so
	// shown as text.
	Name string `json:"name"`
	// Player is who plays it, when the game knows ("" if not).
	Player string `json:"player,omitempty"`
	// Counters are the numbers a guest may step up or down.
	Counters []GuestCounter `json:"counters"`
}

// GuestCounter is one number a guest may step by one.
type GuestCounter struct {
	// ID names it in a guest's change ("health"): a few lower-case letters.
	ID string `json:"id"`
	// Label is what the board calls it ("Health").
	Label string `json:"label"`
	// Value is how the board shows it now ("7/14").
	Value string `json:"value"`
}

// GuestWriter is a Game whose Share table guests may change their own
// board's counters. It is optional: a game without it offers no guest
// changes, and its guests only watch.
type GuestWriter interface {
	// GuestSeats are the boards of state a guest may be given, in table
	// order, with their counters now.
	GuestSeats(state []byte) ([]GuestSeat, error)
	// GuestCommand is the command a guest's step (+1 or -1) of counter on
	// seat becomes: the very command a tap on the host's counter sends,
	// so the rules, the log and undo treat both alike. An unknown seat or
	// counter is a *Refusal.
	GuestCommand(state []byte, seat int, counter string, step int) (Command, error)
}

// GuestBoards is a state that knows its guests' boards: the seats with
// their counters, what the game calls a board in a refusal's words
// ("Hero"), and the command a step of one counter becomes, which
// GuestAdapter asks only of a seat and counter that exist and a step of
// one.
type GuestBoards interface {
	GuestSeats() []GuestSeat
	GuestBoard() string
	GuestCommand(seat int, counter string, step int) Command
}

// GuestAdapter is the Adapter's piece that makes a game a GuestWriter,
// from S's own GuestBoards methods. Embed it beside the Adapter, with the
// same S, E and T.
type GuestAdapter[S GuestBoards, E any, T Table[S, E]] struct{}

// Every game that embeds the piece is a GuestWriter: checked here once.
func _[S GuestBoards, E any, T Table[S, E]]() {
	var _ GuestWriter = GuestAdapter[S, E, T]{}
}

// GuestSeats decodes state and asks it for its guests' boards
// (GuestWriter).
func (GuestAdapter[S, E, T]) GuestSeats(state []byte) ([]GuestSeat, error) {
	return ask[S, E, T](state, S.GuestSeats)
}

// GuestCommand decodes state, refuses a seat, a step or a counter of the
// seat that is not there, then asks the state (GuestWriter).
func (GuestAdapter[S, E, T]) GuestCommand(state []byte, seat int, counter string, step int) (Command, error) {
	var t T
	s, err := t.Rules().Decode(state)
	if err != nil {
		return Command{}, err
	}
	seats, board := s.GuestSeats(), s.GuestBoard()
	if seat < 0 || seat >= len(seats) {
		return Command{}, Refuse("This game has no %s %d.", board, seat+1)
	}
	if step != 1 && step != -1 {
		return Command{}, Refuse("A guest changes a number by one at a time.")
	}
	for _, c := range seats[seat].Counters {
		if c.ID == counter {
			return s.GuestCommand(seat, counter, step), nil
		}
	}
	return Command{}, Refuse("A %s has no counter %q a guest may change.", board, counter)
}
