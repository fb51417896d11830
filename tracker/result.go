package tracker

// Result is what a game knows of how it ended, or stands if it has not:
// its name, who sat at the table and who won. The evening's end screen
// shows it and a play log (playlog) hands it on, so a game says who won
// in its own package, by its own rules, and no screen decides it.
type Result struct {
	// Game is the game's name as a play log should record it: the box's,
	// where a package holds two ("Valor & Villainy: Minions of Mordak").
	Game string
	// Over is true once the game has ended; the winners are then final.
	Over bool
	// Cooperative: the players win or lose together, so either every
	// player is a winner or none is.
	Cooperative bool
	// Words say how it ended, or where it stands, in a player's words
	// ("The Heroes won: Lludwik is defeated.").
	Words string
	// Players are who sat at the table, in seat order.
	Players []ResultPlayer
}

// ResultPlayer is one seat at the table.
type ResultPlayer struct {
	// Name is the player's, as the table typed it; the Hero's or
	// Villain's when the table named no player for it.
	Name string
	// Role is what the player played: a Hero, a Villain.
	Role string
	// Winner is true for each player the game made a winner.
	Winner bool
	// Score and Rank are the player's points and place, for a game whose
	// rules give them; nil and 0 when they do not (none of today's
	// games: each names winners only).
	Score *float64
	Rank  int
}

// Resulter is a Game that can say who won. A game without it has no
// evening's end to show (a campaign book).
type Resulter interface {
	Result(state []byte) (Result, error)
}

// ResultAdapter is the Adapter's piece that makes a game a Resulter: its
// Result is the stored state's own, S's Result. Embed it beside the
// Adapter, with the same S, E and T.
type ResultAdapter[S interface{ Result() Result }, E any, T Table[S, E]] struct{}

// Result decodes state and asks it who won (Resulter).
func (ResultAdapter[S, E, T]) Result(state []byte) (Result, error) {
	return ask[S, E, T](state, S.Result)
}

// Every game that embeds the piece is a Resulter: checked here once.
func _[S interface{ Result() Result }, E any, T Table[S, E]]() {
	var _ Resulter = ResultAdapter[S, E, T]{}
}

// Seat is the name a play log gives a seat: the player's, or what they
// played when the table named no player.
func Seat(player, role string) string {
	if player != "" {
		return player
	}
	return role
}
