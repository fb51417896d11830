// Package playlog hands an evening's play to the app a group logs its
// plays in: BG Stats' play-import link, a createPlay.html address whose
// data parameter is the play as JSON. docs/log-a-play.md says exactly what
// Tableside sends and where the format is documented.
//
// Nothing here imports Fyne: what a game knows of its result is its own
// package's query (tracker.Resulter), and when it was played the store's
// (campaign.Store.PlayTime).
package playlog

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"time"

	"tableside/tracker"
)

// CreatePlay is BG Stats' play-import address. The https form opens the
// app where it is installed and its web page where it is not.
const CreatePlay = "https://app.bgstatsapp.com/createPlay.html"

// SourceName names Tableside to BG Stats, which remembers the players'
// and games' matches per source: never change it.
const SourceName = "Tableside"

// DateLayout is playDate's layout ("2026-11-22 20:00:00"), a wall-clock
// time with no zone.
const DateLayout = "2006-01-02 15:04:05"

// Play is the JSON BG Stats reads, with exactly the fields Tableside
// sends (docs/log-a-play.md).
type Play struct {
	SourceName   string   `json:"sourceName"`
	SourcePlayID string   `json:"sourcePlayId"`
	PlayDate     string   `json:"playDate"`
	DurationMin  int      `json:"durationMin"`
	Game         Game     `json:"game"`
	Players      []Player `json:"players"`
	// Comments say how the game ended, once it has.
	Comments string `json:"comments,omitempty"`
}

// Game is the game played. No bggId: the rulebooks give none to confirm,
// and BG Stats matches the game by name once, then by SourceGameID.
type Game struct {
	Name         string `json:"name"`
	SourceGameID string `json:"sourceGameId"`
	// NoPoints: no player has a score.
	NoPoints bool `json:"noPoints"`
}

// Player is one seat.
type Player struct {
	Name string `json:"name"`
	// SourcePlayerID is the name, folded: the name is all Tableside
	// knows of a player, and the same name on another evening is the
	// same person to the table.
	SourcePlayerID string `json:"sourcePlayerId"`
	// Role is the Hero or Villain played.
	Role   string   `json:"role,omitempty"`
	Winner bool     `json:"winner"`
	Score  *float64 `json:"score,omitempty"`
	Rank   int      `json:"rank,omitempty"`
}

// Evening is what Tableside knows of a game played.
type Evening struct {
	// GameID is the tracker game's ID ("valor").
	GameID string
	// Campaign and Session are when the campaign was made and the game
	// set up: together, the game's identity, which a campaign moved to
	// another device keeps.
	Campaign, Session time.Time
	// Start and Played are when the play began and how long it took
	// (campaign.PlayTime).
	Start  time.Time
	Played time.Duration
	// Evenings is how many evenings the game took; the play carries it
	// in its minutes only (a BG Stats play has one date and one length).
	Evenings int
	// Result is the game's own word on who played and who won.
	Result tracker.Result
	// Zone is the table's time zone: playDate is a wall-clock time.
	Zone *time.Location
}

// New is the play of evening e.
func New(e Evening) Play {
	r := e.Result
	zone := e.Zone
	if zone == nil {
		zone = time.Local
	}
	p := Play{
		SourceName:   SourceName,
		SourcePlayID: sourcePlayID(e.GameID, e.Campaign, e.Session),
		PlayDate:     e.Start.In(zone).Format(DateLayout),
		DurationMin:  int(e.Played.Round(time.Minute) / time.Minute),
		Game:         Game{Name: r.Game, SourceGameID: sourceGameID(r.Game), NoPoints: true},
	}
	// A co-operative game is won by all or by none (the game's package
	// says so already; a play log must never say otherwise), and a game
	// not over has no winner yet.
	allWon := r.Over && r.Cooperative && len(r.Players) > 0
	for _, rp := range r.Players {
		allWon = allWon && rp.Winner
	}
	for _, rp := range r.Players {
		pl := Player{Name: rp.Name, SourcePlayerID: playerID(rp.Name), Role: rp.Role, Score: rp.Score, Rank: rp.Rank}
		switch {
		case !r.Over:
		case r.Cooperative:
			pl.Winner = allWon
		default:
			pl.Winner = rp.Winner
		}
		if rp.Role == rp.Name {
			pl.Role = "" // no player named: the Hero's name is the name
		}
		if pl.Score != nil {
			p.Game.NoPoints = false
		}
		p.Players = append(p.Players, pl)
	}
	if r.Over {
		p.Comments = r.Words
	}
	return p
}

// Link is the play as BG Stats' import link.
func (p Play) Link() (string, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	// "&" as itself, not \u0026: a Valor & Villainy link stays shorter,
	// and so its QR code coarser.
	enc.SetEscapeHTML(false)
	if err := enc.Encode(p); err != nil {
		return "", fmt.Errorf("the play cannot be written: %w", err)
	}
	return CreatePlay + "?data=" + escape(strings.TrimSuffix(b.String(), "\n")), nil
}

// sourcePlayID is the game's identity for BG Stats: the same game sent
// twice, this evening or after a later one, updates the play it made
// rather than logging another. It is made of when the campaign was made
// and the game set up, which a move to another device keeps, hashed so
// the link stays short.
func sourcePlayID(gameID string, campaign, session time.Time) string {
	sum := sha256.Sum256(fmt.Appendf(nil, "%s|%d|%d", gameID, campaign.UnixNano(), session.UnixNano()))
	return "tableside-" + hex.EncodeToString(sum[:8])
}

var notWord = regexp.MustCompile(`[^a-z0-9]+`)

// sourceGameID is the game's identity for BG Stats, from its name: the
// two Valor & Villainy boxes are two games.
func sourceGameID(name string) string {
	return "tableside-" + strings.Trim(notWord.ReplaceAllString(strings.ToLower(name), "-"), "-")
}

// playerID is a player's identity for BG Stats: the name, folded.
func playerID(name string) string { return strings.ToLower(strings.TrimSpace(name)) }

// escape is the data parameter's encoding: every byte but the letters,
// digits and - . _ ~ written %XX, as JavaScript's encodeURIComponent and
// the format's own users write it. (url.QueryEscape writes a space as
// "+", which a page reading the parameter with decodeURIComponent keeps
// as a plus sign.)
func escape(s string) string {
	const hexDigits = "0123456789ABCDEF"
	var b strings.Builder
	b.Grow(len(s) * 2)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '.' || c == '_' || c == '~' {
			b.WriteByte(c)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(hexDigits[c>>4])
		b.WriteByte(hexDigits[c&15])
	}
	return b.String()
}
