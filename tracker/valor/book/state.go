package book

import (
	"encoding/json"
	"fmt"
	"strings"

	"tableside/decks"
	"tableside/tracker"
)

// Numbers the rulebook gives, and the bounds of what players type.
const (
	Acts        = 8 // the campaign's Acts (000 L1079)
	JudgmentAct = 5 // the first Act that Faces Judgment (000 L1159)
	Markers     = 6 // pairs of numbered Scouting markers (000 L136)
	MaxHeroes   = 6 // Hero boards in the box (000 L88)

	MaxName      = decks.MaxTitle // bytes in a name or title
	MaxText      = 200            // bytes in a benefit, reminder, note or choice
	MaxMembers   = 12
	MaxSessions  = 1000
	MaxPackets   = 500 // Event packets the book keeps, every Act and the Quest Pool
	MaxAdd       = 60  // packets entered by one command
	MaxEntries   = 500 // discovered cards, envelopes, Talents or upgrades
	MaxChoices   = 50  // choices remembered per packet
	MaxXP        = 999 // XP recorded for one session
	MaxBounty    = 999 // Bounty added by one session or one Act's end
	MaxHoard     = 99999
	MaxSupplies  = 9999
	MaxCost      = 999 // Supplies one upgrade costs
	MaxChart     = 20  // columns on the Hoard card's chart
	MaxIcons     = 9   // judgment icons of one kind on one face
	MaxCard      = 999 // Sideboard card numbers
	MaxQuestDraw = 20
)

// Result is how a session ended.
type Result string

// The results of a session.
const (
	ResultWon        Result = "won"        // the Heroes won the Mission
	ResultLost       Result = "lost"       // the Villain won
	ResultUnfinished Result = "unfinished" // the table stopped before the end
)

// Valid reports whether r is a known result.
func (r Result) Valid() bool {
	return r == ResultWon || r == ResultLost || r == ResultUnfinished
}

// Board is the Sideboard deck a Discovered card is found in (000 L1091-1094).
type Board string

// The two Sideboards.
const (
	BoardMini Board = "mini" // the Mini Sideboard
	BoardFull Board = "full" // the Full-Size Sideboard
)

// Title names the Sideboard for players.
func (b Board) Title() string {
	switch b {
	case BoardMini:
		return "Mini Sideboard"
	case BoardFull:
		return "Full-Size Sideboard"
	}
	return string(b)
}

// Decree is what Facing Judgment declares the Order to be (000 L1168-1169).
type Decree string

// The two decrees.
const (
	DecreeKnights   Decree = "knights"   // a score of 0 or more
	DecreeDastardly Decree = "dastardly" // a score below 0
)

// DecreeFor is the decree for a Judgment score: below 0 Dastardly
// Villains, 0 and up Knights of Valor (000 L1168-1169).
func DecreeFor(score int) Decree {
	if score < 0 {
		return DecreeDastardly
	}
	return DecreeKnights
}

// Title is the decree as the Base Camp book names it.
func (d Decree) Title() string {
	switch d {
	case DecreeKnights:
		return "Knights of Valor"
	case DecreeDastardly:
		return "Dastardly Villains"
	}
	return string(d)
}

// State is the Base Camp book and the Event packets of a campaign. The UI
// reads it; only Apply changes it.
type State struct {
	// Party is the party's name and Members its players (000 L1081).
	Party   string   `json:"party,omitempty"`
	Members []string `json:"members,omitempty"`
	// Act is the Act being played, 1 to 8 (000 L1079); Complete once Act
	// 8 has ended (000 L1149).
	Act      int  `json:"act"`
	Complete bool `json:"complete,omitempty"`
	// Sessions lists the games played, oldest first; the last one is
	// being played while its Result is empty.
	Sessions []Session `json:"sessions,omitempty"`
	// Acts records each Act that has ended, Act 1 first.
	Acts []ActRecord `json:"acts,omitempty"`
	// Hoard is the Bounty on the Hero Hoard this Act (000 L1114-1116).
	Hoard int `json:"hoard,omitempty"`
	// Chart is the Hero Hoard card's chart, entered once: Bounty to
	// Supplies, lowest Bounty first (000 L1118).
	Chart []HoardColumn `json:"hoard_chart,omitempty"`
	// Supplies are kept in the book until spent (000 L1118, L1144).
	Supplies  int        `json:"supplies,omitempty"`
	Upgrades  []Upgrade  `json:"upgrades,omitempty"`
	Cards     []Card     `json:"cards,omitempty"`
	Envelopes []Envelope `json:"envelopes,omitempty"`
	Talents   []Talent   `json:"talents,omitempty"`
	// Events holds every Event packet the book knows: each Act's, the
	// Event Archive's and the Quest Pool's.
	Events []Event `json:"events,omitempty"`
	// NextID is the ID the next packet entered gets.
	NextID    int        `json:"next_id"`
	Judgments []Judgment `json:"judgments,omitempty"`
	// Rand draws Quest Events at random (000 L194).
	Rand tracker.Rand `json:"rand"`
}

// Session is one game played: a line of the Base Camp book.
type Session struct {
	// Act is the campaign's Act when the session began.
	Act     int      `json:"act"`
	Quest   bool     `json:"quest,omitempty"` // a Quest mode game (000 L74, L194)
	Date    string   `json:"date"`            // as the players' device gave it
	Mission string   `json:"mission"`
	Heroes  []string `json:"heroes"`
	// Players are who played each Hero, in Heroes' order: "" where the
	// book was not told, and none in a book from before it was kept.
	Players []string `json:"players,omitempty"`
	// Result is empty while the session is being played.
	Result Result `json:"result,omitempty"`
	// XP the Heroes earned and Bounty the Hero Hoard gained this session.
	XP     int `json:"xp,omitempty"`
	Bounty int `json:"bounty,omitempty"`
	// FinalEvent: the last packet of the Event deck was drawn, which in
	// most Missions begins the Final Battle (000 L766).
	FinalEvent bool `json:"final_event,omitempty"`
}

// Open reports whether the session is being played.
func (s Session) Open() bool { return s.Result == "" }

// ActRecord is an Act that has ended: the Hoard's total Bounty and the
// Supplies it turned into (000 L1118).
type ActRecord struct {
	Act      int `json:"act"`
	Bounty   int `json:"bounty"`
	Supplies int `json:"supplies"`
}

// HoardColumn is one column of the Hero Hoard card's chart: a Hoard of
// Bounty or more gives Supplies (000 L1118).
type HoardColumn struct {
	Bounty   int `json:"bounty"`
	Supplies int `json:"supplies"`
}

// Upgrade is a Base Camp upgrade bought with Supplies (000 L1122-1130).
type Upgrade struct {
	Name    string `json:"name"`
	Cost    int    `json:"cost"`
	Benefit string `json:"benefit,omitempty"`
	// Reminder is what to do as each game of later Acts is set up
	// (000 L1130), such as using the Fortified Camp tile (000 L1235).
	Reminder string `json:"reminder,omitempty"`
	// Note is what the players record for it, such as the Reliquary's
	// Treasure (000 L1237).
	Note string `json:"note,omitempty"`
	// Act is the Act it was bought before.
	Act int `json:"act"`
}

// Card is a Discovered card, unlocked for every later game (000 L1085-1100).
type Card struct {
	Number int    `json:"number"`
	Name   string `json:"name"`
	Board  Board  `json:"board"`
	Act    int    `json:"act"`
	// Session is the session (from 1) it was found in, 0 between games.
	Session int `json:"session,omitempty"`
}

// Label is the card as the book names it: "021 Ghost Walk!".
func (c Card) Label() string { return fmt.Sprintf("%03d %s", c.Number, c.Name) }

// Envelope is an unlocked envelope, named by its icon (000 L1102-1108).
type Envelope struct {
	Name string `json:"name"`
	Act  int    `json:"act"`
}

// Talent is a Talent card a Hero has unlocked (000 L1060-1066).
type Talent struct {
	Hero string `json:"hero"`
	Card string `json:"card"`
	Act  int    `json:"act"`
}

// Judgment is the score the Order faced and the decree it earned
// (000 L1157-1173).
type Judgment struct {
	Act int `json:"act"`
	// Session is the Quest session (from 1) that faced it; 0 for the
	// campaign's Judgment of the Act.
	Session int    `json:"session,omitempty"`
	Score   int    `json:"score"`
	Decree  Decree `json:"decree"`
}

// Event is an Event packet and what the book remembers of it.
type Event struct {
	ID int `json:"id"`
	decks.Packet
	// Act is the Act it was entered for; 0 for a Quest Pool packet.
	Act   int  `json:"act,omitempty"`
	Quest bool `json:"quest,omitempty"`
	// Faces holds the +1 and -1 icons entered for its sides, by side.
	Faces []Face `json:"faces,omitempty"`
	// Choices are the options the players chose when reading it, oldest
	// first.
	Choices []string `json:"choices,omitempty"`
	// Seen: drawn at least once. A packet seen and set aside goes into the
	// Event Archive at the session's end, like one drawn or stashed.
	Seen bool `json:"seen,omitempty"`
	// ToRead: in the Hero Stash, waiting to be read this Level Up Step (000 L479).
	ToRead bool `json:"to_read,omitempty"`
}

// Face is the judgment icons at the bottom of one side of a packet
// (000 L1163-1164).
type Face struct {
	Side  decks.Side `json:"side"`
	Plus  int        `json:"plus"`
	Minus int        `json:"minus"`
}

// Icons returns the icons entered for side s.
func (e Event) Icons(s decks.Side) (Face, bool) {
	for _, f := range e.Faces {
		if f.Side == s {
			return f, true
		}
	}
	return Face{}, false
}

// NewBook opens a Base Camp book for party and its members at Act 1
// (000 L1081). seed starts the source Quest draws use.
func NewBook(party string, members []string, seed uint64) (State, error) {
	s := State{Act: 1, NextID: 1, Rand: tracker.NewRand(seed)}
	if _, err := s.party(PartyCmd{Name: party, Members: members}); err != nil {
		return State{}, err
	}
	return s, nil
}

// Decode reads a state and checks it.
func Decode(b []byte) (State, error) { return tracker.DecodeChecked[State](b, "the campaign book") }

// Encode writes the state as compact JSON.
func (s State) Encode() ([]byte, error) { return json.Marshal(s) }

// open returns the session being played, or nil.
func (s *State) open() *Session {
	if n := len(s.Sessions); n > 0 && s.Sessions[n-1].Open() {
		return &s.Sessions[n-1]
	}
	return nil
}

// inPlay reports whether e belongs to the game at hand: a Quest's packets
// drawn from the pool while a Quest is played, else the current Act's.
func (s *State) inPlay(e *Event) bool {
	if o := s.open(); o != nil && o.Quest {
		return e.Quest && e.Place != decks.PlacePool
	}
	return !e.Quest && !s.Complete && e.Act == s.Act && e.Place != decks.PlaceBox
}

// playing returns the packets in play, for the deck functions of decks.
func (s *State) playing() []*decks.Packet {
	var out []*decks.Packet
	for i := range s.Events {
		if s.inPlay(&s.Events[i]) {
			out = append(out, &s.Events[i].Packet)
		}
	}
	return out
}

// event returns packet id, or a refusal.
func (s *State) event(id int) (*Event, error) {
	for i := range s.Events {
		if s.Events[i].ID == id {
			return &s.Events[i], nil
		}
	}
	return nil, tracker.Refuse("There is no Event packet %d in the book; pick one from the list.", id)
}

// heroAtTable returns the session's spelling of hero, or "".
func (o *Session) heroAtTable(hero string) string {
	for _, h := range o.Heroes {
		if strings.EqualFold(h, strings.TrimSpace(hero)) {
			return h
		}
	}
	return ""
}

// text trims a typed text and checks it, refusing it in the player's words.
func text(what, t string, required bool, limit int) (string, error) {
	t = strings.TrimSpace(t)
	if err := checkText(what, t, required, limit); err != nil {
		return "", tracker.Refuse("%s.", err)
	}
	return t, nil
}

// typed is one text a player typed: what it is, in the player's words; the
// text; whether it must be given; its longest; and where the trimmed text
// goes.
type typed struct {
	what     string
	text     string
	required bool
	limit    int
	to       *string
}

// texts trims and checks each typed text in order, refusing the first the
// book cannot keep in the player's words.
func texts(ts ...typed) error {
	for _, t := range ts {
		v, err := text(t.what, t.text, t.required, t.limit)
		if err != nil {
			return err
		}
		*t.to = v
	}
	return nil
}

// checkText checks a text typed by the players.
func checkText(what, t string, required bool, limit int) error {
	return tracker.CheckTyped(what, t, required, limit, "type it")
}
