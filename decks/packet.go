package decks

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// Tier places an Event packet in the Event deck: the sleeve type that
// matches the Tier icon on its cards (000 L189).
type Tier string

// The tiers, in the book's stacking order, top first (000 L192).
const (
	TierTop    Tier = "TOP"
	TierI      Tier = "I"
	TierII     Tier = "II"
	TierIII    Tier = "III"
	TierBottom Tier = "BOT"
)

// Tiers lists the tiers top first: TOP > I > II > III > BOT (000 L192).
func Tiers() []Tier { return []Tier{TierTop, TierI, TierII, TierIII, TierBottom} }

// Rank is the tier's place in the stack, 0 for TOP to 4 for BOT; -1 for
// an unknown tier.
func (t Tier) Rank() int { return slices.Index(Tiers(), t) }

// Valid reports whether t is one of the five tiers.
func (t Tier) Valid() bool { return t.Rank() >= 0 }

// Side is the face of a packet exposed in its sleeve: "A", "B", ...
type Side string

// SideA is the side every packet is sleeved with (000 L189-190).
const SideA Side = "A"

// SidesPerCard: each Event card is printed on both faces, so a packet of
// n cards has the sides A to the 2n-th letter.
const SidesPerCard = 2

// MaxCards is the most Event cards one sleeve holds in the app: 13 cards
// have the sides A to Z.
const MaxCards = 13

// SideAt returns the i-th side from 0: "A", "B", ...; "" outside A-Z.
func SideAt(i int) Side {
	if i < 0 || i >= 26 {
		return ""
	}
	return Side(rune('A' + i))
}

// Index is the side's place from 0 ("A" is 0), or -1 when s is not one
// capital letter.
func (s Side) Index() int {
	if len(s) != 1 || s[0] < 'A' || s[0] > 'Z' {
		return -1
	}
	return int(s[0] - 'A')
}

// Place is where a packet is now.
type Place string

// The places of a packet.
const (
	PlaceDeck    Place = "deck"    // face-down in the Event deck (000 L192)
	PlaceDrawn   Place = "drawn"   // drawn and being resolved (000 L473)
	PlaceStash   Place = "stash"   // in the Hero Loot Stash, read each Level Up Step (000 L475, L479)
	PlaceMarked  Place = "marked"  // waiting beside a Hero given its numbered marker (000 L477)
	PlaceAside   Place = "aside"   // set aside: a Special or Conclusion Event (000 L191), or as told
	PlaceArchive Place = "archive" // ended, in the Event Archive with its last side exposed (000 L481)
	PlacePool    Place = "pool"    // in the Quest Pool, drawn from at random (000 L194, L946)
	PlaceBox     Place = "box"     // back in the box, out of play
)

// Places lists every place.
func Places() []Place {
	return []Place{PlaceDeck, PlaceDrawn, PlaceStash, PlaceMarked, PlaceAside, PlaceArchive, PlacePool, PlaceBox}
}

// Valid reports whether p is a known place.
func (p Place) Valid() bool { return slices.Contains(Places(), p) }

// Where says where a packet is, for players: "in the Hero Stash".
func (p Place) Where() string {
	switch p {
	case PlaceDeck:
		return "in the Event deck"
	case PlaceDrawn:
		return "drawn"
	case PlaceStash:
		return "in the Hero Stash"
	case PlaceMarked:
		return "marked on a Hero"
	case PlaceAside:
		return "set aside"
	case PlaceArchive:
		return "in the Event Archive"
	case PlacePool:
		return "in the Quest Pool"
	case PlaceBox:
		return "in the box"
	}
	return "in " + string(p)
}

// Position is where a packet goes back into the Event deck.
type Position string

// Where a packet can go back into the deck.
const (
	AtTier   Position = "tier"   // shuffled into its tier's pile (the default)
	AtTop    Position = "top"    // on top: the next one drawn
	AtBottom Position = "bottom" // under every other packet
)

// Limits of a packet's fields.
const (
	MaxTitle = 80  // bytes in a title or a Hero's name
	MaxLayer = 999 // how far from the tiers' layers PutBack may stack
)

// Packet is one sleeved Event packet: the Event cards that share a title,
// in one sleeve of their tier (000 L469-471).
type Packet struct {
	Title string `json:"title"`
	Tier  Tier   `json:"tier"`
	// Cards is how many Event cards share the sleeve (000 L190).
	Cards int `json:"cards"`
	// Special: a Special or Conclusion Event, set aside when the deck is
	// built (000 L191).
	Special bool  `json:"special,omitempty"`
	Place   Place `json:"place"`
	// Side is the side exposed in the sleeve.
	Side Side `json:"side"`
	// Layer orders the packets in the deck: lower layers are drawn first,
	// and the packets of one layer were shuffled together. A fresh deck
	// has each tier on the layer of its Rank.
	Layer int `json:"layer,omitempty"`
	// Marker and Hero: the numbered marker given to the Hero a marked
	// packet waits on (000 L477).
	Marker int    `json:"marker,omitempty"`
	Hero   string `json:"hero,omitempty"`
}

// NewPacket sleeves cards Event cards titled title with side A exposed
// (000 L189-190): in the Event deck on its tier's layer, or set aside for
// a Special or Conclusion Event (000 L191).
func NewPacket(title string, tier Tier, cards int, special bool) (Packet, error) {
	p := Packet{Title: strings.TrimSpace(title), Tier: tier, Cards: cards, Special: special, Place: PlaceDeck, Side: SideA, Layer: tier.Rank()}
	if special {
		p.Place, p.Layer = PlaceAside, 0
	}
	if err := p.Check(); err != nil {
		return Packet{}, err
	}
	return p, nil
}

// Sides lists the packet's sides, A first.
func (p Packet) Sides() []Side {
	var out []Side
	for i := range min(p.Cards, MaxCards) * SidesPerCard {
		out = append(out, SideAt(i))
	}
	return out
}

// HasSide reports whether s is one of the packet's sides.
func (p Packet) HasSide(s Side) bool {
	i := s.Index()
	return i >= 0 && i < p.Cards*SidesPerCard
}

// Name is the title with the exposed side, for players: "Lost Goblin (B)".
func (p Packet) Name() string { return fmt.Sprintf("%s (%s)", p.Title, p.Side) }

// Check reports whether the packet is one the table could hold.
func (p Packet) Check() error {
	if err := checkName("An Event packet's title", p.Title, true); err != nil {
		return err
	}
	switch {
	case !p.Tier.Valid():
		return fmt.Errorf("%s has the tier %q; it is TOP, I, II, III or BOT", p.Title, p.Tier)
	case p.Cards < 1 || p.Cards > MaxCards:
		return fmt.Errorf("%s holds %d cards; a sleeve holds 1 to %d", p.Title, p.Cards, MaxCards)
	case !p.HasSide(p.Side):
		return fmt.Errorf("%s shows side %q; its sides are %s", p.Title, p.Side, sideRange(p.Cards))
	case !p.Place.Valid():
		return fmt.Errorf("%s is in the unknown place %q", p.Title, p.Place)
	case p.Place != PlaceDeck && p.Layer != 0:
		return fmt.Errorf("%s has a place in the deck but is %s", p.Title, p.Place.Where())
	case p.Layer < -MaxLayer || p.Layer > MaxLayer:
		return fmt.Errorf("%s lies on layer %d of the deck, too deep", p.Title, p.Layer)
	case (p.Place == PlaceMarked) != (p.Marker > 0):
		return fmt.Errorf("%s has the marker %d but is %s", p.Title, p.Marker, p.Place.Where())
	case (p.Place == PlaceMarked) != (p.Hero != ""):
		return fmt.Errorf("%s waits on the Hero %q but is %s", p.Title, p.Hero, p.Place.Where())
	}
	return checkName(p.Title+"'s Hero", p.Hero, false)
}

// Flip re-sleeves the packet with side s exposed (000 L475).
func (p *Packet) Flip(s Side) error {
	if !p.HasSide(s) {
		return fmt.Errorf("%s has the sides %s; there is no side %q", p.Title, sideRange(p.Cards), s)
	}
	p.Side = s
	return nil
}

// Move puts the packet in place to, out of the deck and off any Hero.
// Use Mark for PlaceMarked and PutBack for PlaceDeck.
func (p *Packet) Move(to Place) {
	p.Place, p.Layer, p.Marker, p.Hero = to, 0, 0, ""
}

// Mark gives the packet to hero with marker n (000 L477).
func (p *Packet) Mark(n int, hero string) error {
	hero = strings.TrimSpace(hero)
	if n < 1 {
		return fmt.Errorf("marker %d does not exist; markers are numbered from 1", n)
	}
	if err := checkName("The Hero's name", hero, true); err != nil {
		return err
	}
	p.Move(PlaceMarked)
	p.Marker, p.Hero = n, hero
	return nil
}

// TierCount is how many packets of a tier are left in the deck.
type TierCount struct {
	Tier Tier `json:"tier"`
	Left int  `json:"left"`
}

// Left counts the packets left in the deck per tier, for every tier in
// stacking order.
func Left(ps []*Packet) []TierCount {
	out := make([]TierCount, 0, len(Tiers()))
	for _, t := range Tiers() {
		n := 0
		for _, p := range ps {
			if p.Place == PlaceDeck && p.Tier == t {
				n++
			}
		}
		out = append(out, TierCount{Tier: t, Left: n})
	}
	return out
}

// InDeck counts the packets in the deck.
func InDeck(ps []*Packet) int {
	n := 0
	for _, p := range ps {
		if p.Place == PlaceDeck {
			n++
		}
	}
	return n
}

// Restack builds the deck again from the packets in it: each goes on its
// tier's layer, to be shuffled with its tier and stacked TOP > I > II >
// III > BOT (000 L192).
func Restack(ps []*Packet) {
	for _, p := range ps {
		if p.Place == PlaceDeck {
			p.Layer = p.Tier.Rank()
		}
	}
}

// Group is packets that lie together in the deck: one pile to shuffle.
type Group struct {
	Layer int `json:"layer"`
	// Tier is the tier of every packet in the group; "" when they differ.
	Tier    Tier      `json:"tier,omitempty"`
	Packets []*Packet `json:"packets"`
}

// Groups lists the deck's piles top first, each pile's packets by title:
// the stacking order to build.
func Groups(ps []*Packet) []Group {
	var in []*Packet
	for _, p := range ps {
		if p.Place == PlaceDeck {
			in = append(in, p)
		}
	}
	slices.SortStableFunc(in, func(a, b *Packet) int {
		return cmp.Or(cmp.Compare(a.Layer, b.Layer), cmp.Compare(a.Title, b.Title))
	})
	var out []Group
	for _, p := range in {
		if n := len(out); n > 0 && out[n-1].Layer == p.Layer {
			g := &out[n-1]
			g.Packets = append(g.Packets, p)
			if g.Tier != p.Tier {
				g.Tier = ""
			}
			continue
		}
		out = append(out, Group{Layer: p.Layer, Tier: p.Tier, Packets: []*Packet{p}})
	}
	return out
}

// NextDraw lists the packets that may lie on top of the deck: those of
// its top layer. It is empty when the deck is.
func NextDraw(ps []*Packet) []*Packet {
	g := Groups(ps)
	if len(g) == 0 {
		return nil
	}
	return g[0].Packets
}

// PutBack puts p into the deck formed by ps at position at: shuffled into
// its tier's pile, on top of every packet, or under them all.
func PutBack(ps []*Packet, p *Packet, at Position) error {
	low, high, found := 0, 0, false
	for _, q := range ps {
		if q.Place != PlaceDeck || q == p {
			continue
		}
		if !found || q.Layer < low {
			low = q.Layer
		}
		if !found || q.Layer > high {
			high = q.Layer
		}
		found = true
	}
	layer := p.Tier.Rank()
	switch at {
	case AtTier, "":
	case AtTop:
		if found && low <= layer {
			layer = low - 1
		}
	case AtBottom:
		if found && high >= layer {
			layer = high + 1
		}
	default:
		return fmt.Errorf("%q is not a place in the deck; put it back on top, at the bottom or into its tier", at)
	}
	if layer < -MaxLayer || layer > MaxLayer {
		return errors.New("the deck is stacked too deep; build it again from its tiers")
	}
	p.Move(PlaceDeck)
	p.Layer = layer
	return nil
}

// checkName checks a title or name typed by the players.
func checkName(what, name string, required bool) error {
	switch {
	case required && strings.TrimSpace(name) == "":
		return fmt.Errorf("%s is empty; type it", what)
	case len(name) > MaxTitle:
		return fmt.Errorf("%s is %d characters long; keep it under %d", what, len(name), MaxTitle)
	case !utf8.ValidString(name):
		return errors.New(what + " has characters that cannot be shown; type it again")
	}
	return nil
}

func sideRange(cards int) string {
	if cards < 1 || cards > MaxCards {
		return "A"
	}
	return "A to " + string(SideAt(cards*SidesPerCard-1))
}
