package book

import (
	"tableside/decks"
	"tableside/tracker"
)

// Command kinds, as stored in the log.
const (
	// The party and its games.
	KindParty        = "party"         // the party's name and members (000 L1081)
	KindStartSession = "start_session" // a game begins; the Event deck is built (000 L187-194)
	KindEndSession   = "end_session"   // the result; cleaning up (000 L1138-1145)

	// Event packets (000 L187-194, L469-481).
	KindAddEvents   = "add_events"   // the Act's Events, entered once
	KindRemoveEvent = "remove_event" // a packet entered by mistake
	KindMove        = "move_packet"  // draw, flip, stash, mark, set aside, archive, put back
	KindLevelUp     = "level_up"     // the Level Up Step: the Hero Stash is read (000 L479, L518)
	KindReadStash   = "read_stash"   // one stashed Event read, and the choice made
	KindIcons       = "icons"        // the judgment icons on a side (000 L1163-1164)
	KindAddToPool   = "add_to_pool"  // Quest Pool packets (000 L946)
	KindQuestDraw   = "quest_draw"   // random Events from the Quest Pool (000 L194)

	// The Hero Hoard and Base Camp (000 L1112-1130).
	KindHoardChart  = "hoard_chart"
	KindHoard       = "hoard"    // a correction of the Hero Hoard
	KindSupplies    = "supplies" // a correction of the Supplies
	KindEndAct      = "end_act"
	KindBuyUpgrade  = "buy_upgrade"
	KindUpgradeNote = "upgrade_note" // e.g. the Reliquary's Treasure (000 L1237)

	// What stays unlocked (000 L1060-1108).
	KindDiscover = "discover"
	KindEnvelope = "unlock_envelope"
	KindTalent   = "unlock_talent"

	KindJudgment = "face_judgment" // 000 L1157-1173
	KindReset    = "reset_campaign"
)

// PartyCmd names the party and its members.
type PartyCmd struct {
	Name    string   `json:"name"`
	Members []string `json:"members,omitempty"`
}

// StartSessionCmd begins a game: the date as the device gives it, the
// Mission and the Heroes played. A Quest mode game draws its Events from
// the Quest Pool (000 L194).
type StartSessionCmd struct {
	Date    string   `json:"date"`
	Mission string   `json:"mission"`
	Heroes  []string `json:"heroes"`
	// Players are who plays each Hero, in Heroes' order; "" or missing
	// where it is not known.
	Players []string `json:"players,omitempty"`
	Quest   bool     `json:"quest,omitempty"`
}

// EndSessionCmd ends the game being played: its result, the XP the Heroes
// earned and the Bounty on the Hero Hoard card at its end.
type EndSessionCmd struct {
	Result Result `json:"result"`
	XP     int    `json:"xp,omitempty"`
	Bounty int    `json:"bounty,omitempty"`
}

// NewEvent is an Event packet as the players enter it: the title the
// cards share, the Tier icon, how many cards share the sleeve, and
// whether it is a Special or Conclusion Event set aside (000 L188-191).
type NewEvent struct {
	Title   string     `json:"title"`
	Tier    decks.Tier `json:"tier"`
	Cards   int        `json:"cards"`
	Special bool       `json:"special,omitempty"`
}

// AddEventsCmd enters the current Act's Event packets, or Quest Pool
// packets (KindAddToPool).
type AddEventsCmd struct {
	Events []NewEvent `json:"events"`
}

// PacketCmd names one packet.
type PacketCmd struct {
	Packet int `json:"packet"`
}

// MoveCmd changes a packet's place or exposed side, as an Event's
// instructions say ("Flip to B - Put in Stash", 000 L475).
type MoveCmd struct {
	Packet int `json:"packet"`
	// To is where it goes; "" leaves it where it is.
	To decks.Place `json:"to,omitempty"`
	// Side is the side exposed afterwards; "" keeps it.
	Side decks.Side `json:"side,omitempty"`
	// Marker and Hero: for To "marked", the numbered marker given to the
	// Hero (000 L477).
	Marker int    `json:"marker,omitempty"`
	Hero   string `json:"hero,omitempty"`
	// At: for To "deck", where it goes back (its tier by default).
	At decks.Position `json:"at,omitempty"`
	// Icons: for To "archive", the +1 and -1 icons at the bottom of the
	// side it ends on (000 L1163-1164).
	Icons *Icons `json:"icons,omitempty"`
	// Choice is the option the players chose, when the Event offered one
	// (000 L479).
	Choice string `json:"choice,omitempty"`
}

// Icons counts the judgment icons on one face: each +1 icon and each -1
// icon (000 L1163-1164).
type Icons struct {
	Plus  int `json:"plus"`
	Minus int `json:"minus"`
}

// IconsCmd enters the judgment icons on Side of a packet ("" for the
// exposed side).
type IconsCmd struct {
	Packet int        `json:"packet"`
	Side   decks.Side `json:"side,omitempty"`
	Icons
}

// LevelUpCmd begins a Level Up Step's reading of the Hero Stash.
type LevelUpCmd struct{}

// QuestDrawCmd draws Count random packets of Tier ("" for any tier) from
// the Quest Pool into the Quest's Event deck (000 L194).
type QuestDrawCmd struct {
	Count int        `json:"count"`
	Tier  decks.Tier `json:"tier,omitempty"`
}

// HoardChartCmd enters the Hero Hoard card's chart, lowest Bounty first.
type HoardChartCmd struct {
	Columns []HoardColumn `json:"columns"`
}

// AdjustCmd corrects the Hero Hoard or the Supplies by Delta.
type AdjustCmd struct {
	Delta  int    `json:"delta"`
	Reason string `json:"reason,omitempty"`
}

// EndActCmd ends the Act: Bounty is the value of the Treasures equipped
// and every card in the Hero Loot Stash at its end (000 L1118).
type EndActCmd struct {
	Bounty int `json:"bounty,omitempty"`
}

// BuyUpgradeCmd buys a Base Camp upgrade (000 L1122-1130). Reminder is
// what to do as each later game is set up, if anything.
type BuyUpgradeCmd struct {
	Name     string `json:"name"`
	Cost     int    `json:"cost"`
	Benefit  string `json:"benefit,omitempty"`
	Reminder string `json:"reminder,omitempty"`
}

// UpgradeNoteCmd records Note for an upgrade, such as the Treasure the
// Reliquary keeps (000 L1237); "" clears it.
type UpgradeNoteCmd struct {
	Name string `json:"name"`
	Note string `json:"note,omitempty"`
}

// DiscoverCmd records a Discovered card (000 L1087-1094).
type DiscoverCmd struct {
	Number int    `json:"number"`
	Name   string `json:"name"`
	Board  Board  `json:"board"`
}

// EnvelopeCmd records an unlocked envelope, named by its icon (000 L1106).
type EnvelopeCmd struct {
	Name string `json:"name"`
}

// TalentCmd records a Talent card unlocked for a Hero (000 L1062).
type TalentCmd struct {
	Hero string `json:"hero"`
	Card string `json:"card"`
}

// JudgmentCmd faces Judgment with the Archive as it is (000 L1161-1171).
type JudgmentCmd struct{}

// ResetCmd resets the whole campaign. Party must repeat the party's name,
// so that no stray tap can do it.
type ResetCmd struct {
	Party string `json:"party"`
}

// Party names the party and its members.
func Party(name string, members ...string) tracker.Command {
	return tracker.Cmd(KindParty, PartyCmd{Name: name, Members: members})
}

// StartSession begins a campaign game of the current Act.
func StartSession(date, mission string, heroes ...string) tracker.Command {
	return tracker.Cmd(KindStartSession, StartSessionCmd{Date: date, Mission: mission, Heroes: heroes})
}

// StartQuest begins a Quest mode game.
func StartQuest(date, mission string, heroes ...string) tracker.Command {
	return tracker.Cmd(KindStartSession, StartSessionCmd{Date: date, Mission: mission, Heroes: heroes, Quest: true})
}

// Start begins a game as c says: a campaign game or a Quest, with who
// plays each Hero.
func Start(c StartSessionCmd) tracker.Command { return tracker.Cmd(KindStartSession, c) }

// EndSession ends the game being played.
func EndSession(result Result, xp, bounty int) tracker.Command {
	return tracker.Cmd(KindEndSession, EndSessionCmd{Result: result, XP: xp, Bounty: bounty})
}

// AddEvents enters the current Act's Event packets.
func AddEvents(events ...NewEvent) tracker.Command {
	return tracker.Cmd(KindAddEvents, AddEventsCmd{Events: events})
}

// AddToPool puts packets in the Quest Pool.
func AddToPool(events ...NewEvent) tracker.Command {
	return tracker.Cmd(KindAddToPool, AddEventsCmd{Events: events})
}

// RemoveEvent takes a packet entered by mistake out of the book.
func RemoveEvent(packet int) tracker.Command {
	return tracker.Cmd(KindRemoveEvent, PacketCmd{Packet: packet})
}

// Move changes a packet's place or side.
func Move(c MoveCmd) tracker.Command { return tracker.Cmd(KindMove, c) }

// Draw draws packet: the top of the Event deck, or one an Event calls for.
func Draw(packet int) tracker.Command { return Move(MoveCmd{Packet: packet, To: decks.PlaceDrawn}) }

// Flip exposes side of packet where it is.
func Flip(packet int, side decks.Side) tracker.Command {
	return Move(MoveCmd{Packet: packet, Side: side})
}

// Stash puts packet in the Hero Stash with side exposed ("" keeps it).
func Stash(packet int, side decks.Side) tracker.Command {
	return Move(MoveCmd{Packet: packet, To: decks.PlaceStash, Side: side})
}

// Mark gives hero the numbered marker for packet ("Mark Hero as 2").
func Mark(packet int, side decks.Side, marker int, hero string) tracker.Command {
	return Move(MoveCmd{Packet: packet, To: decks.PlaceMarked, Side: side, Marker: marker, Hero: hero})
}

// SetAside sets packet aside with side exposed.
func SetAside(packet int, side decks.Side) tracker.Command {
	return Move(MoveCmd{Packet: packet, To: decks.PlaceAside, Side: side})
}

// Archive ends packet on side, with the judgment icons of that side.
func Archive(packet int, side decks.Side, plus, minus int) tracker.Command {
	return Move(MoveCmd{Packet: packet, To: decks.PlaceArchive, Side: side, Icons: &Icons{Plus: plus, Minus: minus}})
}

// PutBack returns packet to the Event deck at at.
func PutBack(packet int, at decks.Position) tracker.Command {
	return Move(MoveCmd{Packet: packet, To: decks.PlaceDeck, At: at})
}

// LevelUp begins a Level Up Step's reading of the Hero Stash.
func LevelUp() tracker.Command { return tracker.Cmd(KindLevelUp, nil) }

// ReadStash records a stashed Event read at the Level Up Step: the choice
// made and where it goes (To "" keeps it in the Stash).
func ReadStash(c MoveCmd) tracker.Command { return tracker.Cmd(KindReadStash, c) }

// SetIcons enters the judgment icons on side of packet.
func SetIcons(packet int, side decks.Side, plus, minus int) tracker.Command {
	return tracker.Cmd(KindIcons, IconsCmd{Packet: packet, Side: side, Icons: Icons{Plus: plus, Minus: minus}})
}

// QuestDraw draws count random Quest Pool packets of tier ("" any).
func QuestDraw(count int, tier decks.Tier) tracker.Command {
	return tracker.Cmd(KindQuestDraw, QuestDrawCmd{Count: count, Tier: tier})
}

// HoardChart enters the Hero Hoard card's chart.
func HoardChart(columns ...HoardColumn) tracker.Command {
	return tracker.Cmd(KindHoardChart, HoardChartCmd{Columns: columns})
}

// AdjustHoard corrects the Hero Hoard by delta Bounty.
func AdjustHoard(delta int, reason string) tracker.Command {
	return tracker.Cmd(KindHoard, AdjustCmd{Delta: delta, Reason: reason})
}

// AdjustSupplies corrects the Supplies by delta.
func AdjustSupplies(delta int, reason string) tracker.Command {
	return tracker.Cmd(KindSupplies, AdjustCmd{Delta: delta, Reason: reason})
}

// EndAct ends the Act; bounty is the equipped Treasures' and the Loot
// Stash's value.
func EndAct(bounty int) tracker.Command { return tracker.Cmd(KindEndAct, EndActCmd{Bounty: bounty}) }

// BuyUpgrade buys a Base Camp upgrade.
func BuyUpgrade(c BuyUpgradeCmd) tracker.Command { return tracker.Cmd(KindBuyUpgrade, c) }

// UpgradeNote records note for the upgrade name.
func UpgradeNote(name, note string) tracker.Command {
	return tracker.Cmd(KindUpgradeNote, UpgradeNoteCmd{Name: name, Note: note})
}

// Discover records card number name of board.
func Discover(number int, name string, board Board) tracker.Command {
	return tracker.Cmd(KindDiscover, DiscoverCmd{Number: number, Name: name, Board: board})
}

// UnlockEnvelope records the envelope name as opened.
func UnlockEnvelope(name string) tracker.Command {
	return tracker.Cmd(KindEnvelope, EnvelopeCmd{Name: name})
}

// UnlockTalent records card as a Talent unlocked for hero.
func UnlockTalent(hero, card string) tracker.Command {
	return tracker.Cmd(KindTalent, TalentCmd{Hero: hero, Card: card})
}

// FaceJudgment scores the Archive and records the decree.
func FaceJudgment() tracker.Command { return tracker.Cmd(KindJudgment, nil) }

// ResetCampaign resets the campaign; party repeats the party's name.
func ResetCampaign(party string) tracker.Command {
	return tracker.Cmd(KindReset, ResetCmd{Party: party})
}
