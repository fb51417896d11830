package decks

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

func packet(t *testing.T, title string, tier Tier, cards int, special bool) *Packet {
	t.Helper()
	p, err := NewPacket(title, tier, cards, special)
	if err != nil {
		t.Fatal(err)
	}
	return &p
}

func titles(ps []*Packet) []string {
	var out []string
	for _, p := range ps {
		out = append(out, p.Title)
	}
	return out
}

// 000 L189-191: every packet is sleeved side A up; Special and Conclusion
// Events are set aside.
func TestNewPacketL189(t *testing.T) {
	p := packet(t, " Lost Goblin ", TierII, 2, false)
	if p.Title != "Lost Goblin" || p.Side != SideA || p.Place != PlaceDeck || p.Layer != TierII.Rank() {
		t.Errorf("%+v", p)
	}
	if got := p.Sides(); !reflect.DeepEqual(got, []Side{"A", "B", "C", "D"}) {
		t.Errorf("2 cards have the sides %v", got)
	}
	c := packet(t, "The End", TierBottom, 1, true)
	if c.Place != PlaceAside || c.Layer != 0 {
		t.Errorf("a Conclusion Event %+v", c)
	}
	for _, tt := range []struct {
		title string
		tier  Tier
		cards int
		want  string
	}{
		{"", TierI, 1, "empty"},
		{"X", "IV", 1, "tier"},
		{"X", TierI, 0, "1 to 13"},
		{"X", TierI, 14, "1 to 13"},
		{strings.Repeat("x", 81), TierI, 1, "under 80"},
		{"\xff", TierI, 1, "cannot be shown"},
	} {
		if _, err := NewPacket(tt.title, tt.tier, tt.cards, false); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("NewPacket(%q, %q, %d): %v, want %q", tt.title, tt.tier, tt.cards, err, tt.want)
		}
	}
}

// 000 L475: "Flip to B" re-sleeves the packet with side B exposed; a
// 1-card packet has only the sides A and B.
func TestFlipL475(t *testing.T) {
	tests := []struct {
		cards int
		side  Side
		ok    bool
	}{
		{1, "B", true}, {1, "A", true}, {1, "C", false}, {2, "D", true}, {2, "E", false},
		{1, "b", false}, {1, "", false}, {1, "AB", false}, {13, "Z", true},
	}
	for _, tt := range tests {
		p := packet(t, "Ghost", TierI, tt.cards, false)
		err := p.Flip(tt.side)
		if (err == nil) != tt.ok {
			t.Errorf("%d cards, flip to %q: %v", tt.cards, tt.side, err)
		}
		if err == nil && p.Side != tt.side {
			t.Errorf("side %q after flipping to %q", p.Side, tt.side)
		}
		if err != nil && p.Side != SideA {
			t.Errorf("a refused flip changed the side to %q", p.Side)
		}
	}
}

// 000 L477: "Mark Hero as 2" gives the Hero the marker 2.
func TestMarkL477(t *testing.T) {
	p := packet(t, "Ghost", TierI, 1, false)
	if err := p.Mark(2, " Rowan "); err != nil {
		t.Fatal(err)
	}
	if p.Place != PlaceMarked || p.Marker != 2 || p.Hero != "Rowan" || p.Layer != 0 || p.Check() != nil {
		t.Errorf("%+v %v", p, p.Check())
	}
	p.Move(PlaceArchive)
	if p.Marker != 0 || p.Hero != "" || p.Check() != nil {
		t.Errorf("a packet leaving its Hero keeps %d %q", p.Marker, p.Hero)
	}
	if err := p.Mark(0, "Rowan"); err == nil {
		t.Error("marker 0 accepted")
	}
	if err := p.Mark(1, " "); err == nil {
		t.Error("no Hero accepted")
	}
}

func TestPacketCheck(t *testing.T) {
	tests := []struct {
		name string
		edit func(*Packet)
		want string
	}{
		{"side beyond the cards", func(p *Packet) { p.Side = "C" }, "A to B"},
		{"place", func(p *Packet) { p.Place = "table" }, "unknown place"},
		{"layer outside the deck", func(p *Packet) { p.Place, p.Layer = PlaceStash, 2 }, "place in the deck"},
		{"layer too deep", func(p *Packet) { p.Layer = MaxLayer + 1 }, "too deep"},
		{"marker off a Hero", func(p *Packet) { p.Marker = 1 }, "marker"},
		{"Hero without marker", func(p *Packet) { p.Place, p.Layer, p.Hero = PlaceMarked, 0, "Rowan" }, "marker"},
		{"marked without Hero", func(p *Packet) { p.Place, p.Layer, p.Marker = PlaceMarked, 0, 1 }, "Hero"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := packet(t, "Ghost", TierI, 1, false)
			tt.edit(p)
			if err := p.Check(); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("%v, want %q", err, tt.want)
			}
		})
	}
}

// deck is an Act's packets as the book prints them: 1 TOP, 2 of tier I,
// 2 of tier II, 1 of tier III, 1 BOT and a Conclusion set aside.
func deck(t *testing.T) []*Packet {
	return []*Packet{
		packet(t, "Arrival", TierTop, 1, false),
		packet(t, "Bats", TierI, 1, false),
		packet(t, "Altar", TierI, 2, false),
		packet(t, "Cave-in", TierII, 1, false),
		packet(t, "Bridge", TierII, 1, false),
		packet(t, "Crypt", TierIII, 1, false),
		packet(t, "Lair", TierBottom, 1, false),
		packet(t, "Epilogue", TierBottom, 1, true),
	}
}

// 000 L192: the tiers are shuffled one by one and stacked TOP > I > II >
// III > BOT; the Conclusion is not in the deck.
func TestStackingOrderL192(t *testing.T) {
	ps := deck(t)
	var got [][]string
	var tiers []Tier
	for _, g := range Groups(ps) {
		got = append(got, titles(g.Packets))
		tiers = append(tiers, g.Tier)
	}
	want := [][]string{{"Arrival"}, {"Altar", "Bats"}, {"Bridge", "Cave-in"}, {"Crypt"}, {"Lair"}}
	if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(tiers, Tiers()) {
		t.Errorf("groups %q %v, want %q", got, tiers, want)
	}
	left := Left(ps)
	wantLeft := []TierCount{{TierTop, 1}, {TierI, 2}, {TierII, 2}, {TierIII, 1}, {TierBottom, 1}}
	if !reflect.DeepEqual(left, wantLeft) || InDeck(ps) != 7 {
		t.Errorf("left %v, in deck %d", left, InDeck(ps))
	}
}

// 000 L473: the top packet is drawn; the app knows the top layer only.
func TestNextDrawL473(t *testing.T) {
	ps := deck(t)
	steps := []struct {
		draw string
		next []string
	}{
		{"", []string{"Arrival"}},
		{"Arrival", []string{"Altar", "Bats"}},
		{"Bats", []string{"Altar"}},
		{"Altar", []string{"Bridge", "Cave-in"}},
		{"Cave-in", []string{"Bridge"}},
		{"Bridge", []string{"Crypt"}},
		{"Crypt", []string{"Lair"}},
		{"Lair", nil},
	}
	for _, st := range steps {
		for _, p := range ps {
			if p.Title == st.draw {
				p.Move(PlaceDrawn)
			}
		}
		if got := titles(NextDraw(ps)); !reflect.DeepEqual(got, st.next) {
			t.Errorf("after drawing %q the top is %q, want %q", st.draw, got, st.next)
		}
	}
}

func TestPutBack(t *testing.T) {
	tests := []struct {
		name  string
		title string
		at    Position
		next  []string
		last  string // the packet alone at the bottom, if any
	}{
		{"into its tier", "Bats", AtTier, []string{"Altar", "Bats"}, "Lair"},
		{"on top", "Crypt", AtTop, []string{"Crypt"}, "Lair"},
		{"at the bottom", "Bats", AtBottom, []string{"Altar"}, "Bats"},
		{"default", "Bats", "", []string{"Altar", "Bats"}, "Lair"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ps := deck(t)
			ps[0].Move(PlaceArchive) // Arrival is over
			var p *Packet
			for _, q := range ps {
				if q.Title == tt.title {
					p = q
				}
			}
			p.Move(PlaceDrawn)
			if err := PutBack(ps, p, tt.at); err != nil {
				t.Fatal(err)
			}
			if got := titles(NextDraw(ps)); !reflect.DeepEqual(got, tt.next) {
				t.Errorf("top %q, want %q", got, tt.next)
			}
			g := Groups(ps)
			if last := g[len(g)-1]; len(last.Packets) != 1 || last.Packets[0].Title != tt.last {
				t.Errorf("bottom %q, want %q", titles(last.Packets), tt.last)
			}
		})
	}
	ps := deck(t)
	if err := PutBack(ps, ps[1], "middle"); err == nil {
		t.Error("an unknown position accepted")
	}
	// A fresh stack puts every packet back on its tier's layer.
	_ = PutBack(ps, ps[6], AtTop)
	Restack(ps)
	if got := titles(NextDraw(ps)); !reflect.DeepEqual(got, []string{"Arrival"}) {
		t.Errorf("restacked top %q", got)
	}
}

func TestPacketJSON(t *testing.T) {
	p := packet(t, "Ghost", TierIII, 1, false)
	_ = p.Flip("B")
	_ = p.Mark(3, "Bjorn")
	b, err := json.Marshal(p)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"title":"Ghost","tier":"III","cards":1,"place":"marked","side":"B","marker":3,"hero":"Bjorn"}`
	if string(b) != want {
		t.Errorf("%s\nwant %s", b, want)
	}
	var back Packet
	if err := json.Unmarshal(b, &back); err != nil || back != *p {
		t.Errorf("%+v %v", back, err)
	}
}
