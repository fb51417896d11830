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

// GuestStep is what every GuestCommand checks first: seat is one of the n
// boards a guest may hold (a board is what the game calls one: "Hero"),
// and step is one step up or down. It returns a *Refusal, or nil.
func GuestStep(seat, n, step int, board string) error {
	if seat < 0 || seat >= n {
		return Refuse("This game has no %s %d.", board, seat+1)
	}
	if step != 1 && step != -1 {
		return Refuse("A guest changes a number by one at a time.")
	}
	return nil
}

// NoGuestCounter refuses a counter a board does not let guests change.
func NoGuestCounter(board, counter string) error {
	return Refuse("A %s has no counter %q a guest may change.", board, counter)
}

// GuestBoards is a state that knows its guests' boards: the seats with
// their counters, and the command a step of one counter becomes, which
// GuestCommandOf asks only of a seat and counter that exist and a step of
// one.
type GuestBoards interface {
	GuestSeats() []GuestSeat
	GuestCommand(seat int, counter string, step int) Command
}

// GuestSeatsOf is the usual body of a Game's GuestSeats: decode the
// stored state, then ask it.
func GuestSeatsOf[S GuestBoards](decode func([]byte) (S, error), state []byte) ([]GuestSeat, error) {
	s, err := decode(state)
	if err != nil {
		return nil, err
	}
	return s.GuestSeats(), nil
}

// GuestCommandOf is the usual body of a Game's GuestCommand: decode the
// stored state, refuse a seat, a step (GuestStep) or a counter of the seat
// (NoGuestCounter) that is not there, then ask the state. board is what
// the game calls a seat ("Hero").
func GuestCommandOf[S GuestBoards](decode func([]byte) (S, error), state []byte, seat int, counter string, step int, board string) (Command, error) {
	s, err := decode(state)
	if err != nil {
		return Command{}, err
	}
	seats := s.GuestSeats()
	if err := GuestStep(seat, len(seats), step, board); err != nil {
		return Command{}, err
	}
	for _, c := range seats[seat].Counters {
		if c.ID == counter {
			return s.GuestCommand(seat, counter, step), nil
		}
	}
	return Command{}, NoGuestCounter(board, counter)
}
