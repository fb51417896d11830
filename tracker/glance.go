package tracker

import "fmt"

// Glance is the table at one moment as a guest's phone shows it (Share
// table): a few lines of text and sections of labelled numbers. It is
// plain data, drawn the same way for every game, so a new game shares its
// table by writing one query and no page.
type Glance struct {
	// Title is the game's headline now ("Round 3 · Hero Step").
	Title string `json:"title"`
	// Lines are a few sentences under the title: whose turn, what to do.
	Lines []string `json:"lines,omitempty"`
	// Sections are one per Hero, Villain or player, in table order.
	Sections []GlanceSection `json:"sections,omitempty"`
}

// GlanceSection is one board: a name, its numbers and a few notes.
type GlanceSection struct {
	// Name is what the players call it; typed by a player, so shown as text.
	Name string `json:"name"`
	// Note is a short line under the name ("Rowan's Hero", "acting now").
	Note  string         `json:"note,omitempty"`
	Stats []GlanceStat   `json:"stats,omitempty"`
	Lines []string       `json:"lines,omitempty"`
	Mark  GlanceEmphasis `json:"mark,omitempty"`
}

// GlanceStat is one labelled number ("Health", "7/12").
type GlanceStat struct {
	Label string `json:"label"`
	Value string `json:"value"`
}

// GlanceEmphasis marks a section the page highlights.
type GlanceEmphasis string

// The emphases a section may carry.
const (
	GlanceActing GlanceEmphasis = "acting" // whose turn it is
	GlanceOut    GlanceEmphasis = "out"    // defeated, off the board
)

// Glancer is a Game whose states can be shared at a glance. A game without
// it is shared with its log's last action alone.
type Glancer interface {
	Glance(state []byte) (Glance, error)
}

// Stat is a labelled number written with a format, like fmt.Sprintf.
func Stat(label, format string, args ...any) GlanceStat {
	return GlanceStat{Label: label, Value: fmt.Sprintf(format, args...)}
}

// GlanceAdapter is the Adapter's piece that makes a game a Glancer: its
// Glance is the stored state's own, S's Glance. Embed it beside the
// Adapter, with the same S, E and T.
type GlanceAdapter[S interface{ Glance() Glance }, E any, T Table[S, E]] struct{}

// Glance decodes state and asks it for the table at a glance (Glancer).
func (GlanceAdapter[S, E, T]) Glance(state []byte) (Glance, error) {
	return ask[S, E, T](state, S.Glance)
}

// Every game that embeds the piece is a Glancer: checked here once.
func _[S interface{ Glance() Glance }, E any, T Table[S, E]]() {
	var _ Glancer = GlanceAdapter[S, E, T]{}
}
