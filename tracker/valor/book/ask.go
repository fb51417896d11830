package book

import (
	"tableside/decks"
	"tableside/tracker"
)

// More queries for the book's pages: which changes the rules allow now,
// so that a page offers exactly those.

// refusal is the words of the error a dry run of cmd gives; "" when the
// command would be accepted.
func (s State) refusal(cmd tracker.Command) string {
	if _, _, err := s.Apply(cmd); err != nil {
		return err.Error()
	}
	return ""
}

// Removable lists the packets that may be taken out of the book as
// entered by mistake (RemoveEvent): of the game at hand, those never
// drawn, still in the deck or set aside, side A up with no choice made;
// with pool, those of the Quest Pool instead. By tier and title.
func (s State) Removable(pool bool) []Event {
	list := s.Packets()
	if pool {
		list = s.InPlace(decks.PlacePool)
	}
	var out []Event
	for _, e := range list {
		if s.refusal(RemoveEvent(e.ID)) == "" {
			out = append(out, e)
		}
	}
	return out
}

// CanDraw says whether packet id may be drawn now, and if not why: only
// during a session, one packet at a time (000 L473), from the top of the
// deck, or one marked or set aside when an Event calls for it.
func (s State) CanDraw(id int) (bool, string) {
	why := s.refusal(Draw(id))
	return why == "", why
}

// CanAddEvents says whether packets of the current Act may be entered now
// (AddEvents), and if not why: not once the campaign is complete (000
// L1149), nor while a Quest is played, whose Events come from the Quest
// Pool (000 L194). A Mission may add an Event during its game.
func (s State) CanAddEvents() (bool, string) {
	switch o := s.open(); {
	case s.Complete:
		return false, "The campaign is complete (Act 8 is over); put Quest Events in the Quest Pool instead."
	case o != nil && o.Quest:
		return false, "A Quest is being played, and its Events come from the Quest Pool; enter the Act's Events after it."
	}
	return true, ""
}

// CanQuestDraw reports whether the Quest's Events may be drawn from the
// Quest Pool now (QuestDraw): while a Quest session is played (000 L194).
func (s State) CanQuestDraw() bool {
	o := s.open()
	return o != nil && o.Quest
}

// QuestOnly reports whether new sessions are Quests only: once Act 8 is
// over the campaign goes on in Quest mode, or is reset (000 L1149).
func (s State) QuestOnly() bool { return s.Complete }

// Destinations lists where a packet may go as it is resolved, the place
// it is in first (it stays): a drawn packet to the Hero Stash, the Event
// Archive, set aside, marked on a Hero or back in the deck; a Hero Stash
// packet read at the Level Up Step (reading) the same but the Stash, which
// it is in (000 L473-481). The box and the Quest Pool are not among them:
// a packet goes back to the box at the Act's end, a Quest's to the Pool
// when its session ends.
func (s State) Destinations(reading bool) []decks.Place {
	if reading {
		return []decks.Place{decks.PlaceStash, decks.PlaceArchive, decks.PlaceAside, decks.PlaceMarked, decks.PlaceDeck}
	}
	return []decks.Place{decks.PlaceDrawn, decks.PlaceStash, decks.PlaceArchive, decks.PlaceAside, decks.PlaceMarked, decks.PlaceDeck}
}

// DeckFresh reports whether the game at hand has not drawn yet: every
// packet is in the deck or set aside, so the deck is still to be built,
// each packet sleeved side A up, tiers in order (000 L187-192).
func (s State) DeckFresh() bool {
	for _, e := range s.Packets() {
		if e.Place != decks.PlaceDeck && e.Place != decks.PlaceAside {
			return false
		}
	}
	return true
}

// SuppliesAfterAct is the Supplies the book holds after EndAct(bounty):
// the chart's Supplies for the Hoard's total added (000 L1118), up to
// MaxSupplies.
func (s State) SuppliesAfterAct(bounty int) int {
	_, sup, _ := s.EndActPreview(bounty)
	return min(MaxSupplies, s.Supplies+sup)
}

// CanEndAct says whether the Act may end now (EndAct), and if not why:
// not during a session, not after Act 8 (000 L1149), not before the Hero
// Hoard card's chart is entered (000 L1118).
func (s State) CanEndAct() (bool, string) {
	why := s.refusal(EndAct(0))
	return why == "", why
}

// CanReset says whether the whole campaign may be reset now (000
// L1151-1153), and if not why: not while a session is played.
// ResetCampaign still asks for the party's name.
func (s State) CanReset() (bool, string) {
	why := s.refusal(ResetCampaign(s.Party))
	return why == "", why
}

// JudgmentNow says where Facing Judgment stands for the page.
type JudgmentNow struct {
	// Open: the Order may Face Judgment now (FaceJudgment), once the
	// Archive's icons are all entered (JudgmentScore's missing).
	Open bool `json:"open"`
	// Required: the campaign must Face Judgment this Act (JudgmentDue,
	// from Act 5, 000 L1159); a Quest's Judgment is Open but only when the
	// Mission calls for it (000 L1173).
	Required bool `json:"required"`
	// Quest: a Quest is being played; Faced: it has faced Judgment, once
	// a session.
	Quest bool `json:"quest"`
	Faced bool `json:"faced"`
}

// Judgment says whether the Order may, or must, Face Judgment now: in the
// campaign once an Act from Act 5 (000 L1159, L1171); in a Quest once a
// session, when its Mission calls for it, even after Act 8 (000 L1173).
func (s State) Judgment() JudgmentNow {
	var j JudgmentNow
	if o := s.open(); o != nil && o.Quest {
		j.Quest = true
		for _, x := range s.Judgments {
			if x.Session == len(s.Sessions) {
				j.Faced = true
			}
		}
		j.Open = !j.Faced
		return j
	}
	j.Required = s.JudgmentDue()
	j.Open = j.Required
	return j
}
