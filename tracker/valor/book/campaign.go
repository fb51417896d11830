package book

import (
	"fmt"
	"slices"
	"strings"

	"tableside/decks"
	"tableside/tracker"
)

// party names the party and its members (000 L1081).
func (s *State) party(c PartyCmd) (string, error) {
	name, err := text("The party's name", c.Name, true, MaxName)
	if err != nil {
		return "", err
	}
	if len(c.Members) > MaxMembers {
		return "", tracker.Refuse("A party has at most %d members here; there are %d.", MaxMembers, len(c.Members))
	}
	members, err := names("A member's name", c.Members)
	if err != nil {
		return "", err
	}
	s.Party, s.Members = name, members
	if len(members) == 0 {
		return "Party: " + name, nil
	}
	return fmt.Sprintf("Party: %s (%s)", name, strings.Join(members, ", ")), nil
}

// names trims and checks a list of names, refusing one twice.
func names(what string, list []string) ([]string, error) {
	var out []string
	for _, n := range list {
		t, err := text(what, n, true, MaxName)
		if err != nil {
			return nil, err
		}
		if slices.ContainsFunc(out, func(x string) bool { return strings.EqualFold(x, t) }) {
			return nil, tracker.Refuse("%s is named twice; name each once.", t)
		}
		out = append(out, t)
	}
	return out, nil
}

// newEntry refuses an entry one of the book's lists holds already, in the
// words of dup, and one more once the list holds MaxEntries (what names
// the list for players): each thing unlocked is kept once.
func newEntry[T any](list []T, same func(T) bool, dup error, what string) error {
	switch {
	case slices.ContainsFunc(list, same):
		return dup
	case len(list) >= MaxEntries:
		return tracker.Refuse("The book holds %d %s, as many as it keeps.", len(list), what)
	}
	return nil
}

// startSession begins a game. A campaign game builds the Act's Event deck
// again: each tier shuffled, stacked TOP > I > II > III > BOT, the Special
// and Conclusion Events set aside (000 L187-192); a Quest draws its Events
// from the Quest Pool next (000 L194).
func (s *State) startSession(c StartSessionCmd) (string, error) {
	if o := s.open(); o != nil {
		return "", tracker.Refuse("Session %d (%s) is still being played; end it first.", len(s.Sessions), o.Mission)
	}
	switch {
	case !c.Quest && s.Complete:
		return "", tracker.Refuse("The campaign is complete: Act 8 is over. Play Quests, or reset the campaign.")
	case len(s.Sessions) >= MaxSessions:
		return "", tracker.Refuse("The book holds %d sessions, as many as it keeps.", len(s.Sessions))
	case len(c.Heroes) < 1 || len(c.Heroes) > MaxHeroes:
		return "", tracker.Refuse("Choose 1 to %d Heroes for the session; there are %d.", MaxHeroes, len(c.Heroes))
	}
	var date, mission string
	if err := texts(
		typed{"The date", c.Date, true, MaxName, &date},
		typed{"The Mission", c.Mission, true, MaxName, &mission},
	); err != nil {
		return "", err
	}
	heroes, err := names("A Hero's name", c.Heroes)
	if err != nil {
		return "", err
	}
	players, err := seatPlayers(c.Players, len(heroes))
	if err != nil {
		return "", err
	}
	s.Sessions = append(s.Sessions, Session{Act: s.Act, Quest: c.Quest, Date: date, Mission: mission, Heroes: heroes, Players: players})
	n := len(s.Sessions)
	if c.Quest {
		return fmt.Sprintf("Quest, session %d: %s, %s (%s); draw its Events from the Quest Pool", n, mission, date, strings.Join(heroes, ", ")), nil
	}
	ps := s.playing()
	decks.Restack(ps)
	var aside []string
	for i := range s.Events {
		if e := &s.Events[i]; s.inPlay(e) {
			e.ToRead = false
			if e.Place == decks.PlaceAside {
				aside = append(aside, e.Title)
			}
		}
	}
	words := fmt.Sprintf("Act %d, session %d: %s, %s (%s); build the Event deck, each tier shuffled: %s", s.Act, n, mission, date, strings.Join(heroes, ", "), leftWords(decks.Left(ps)))
	if len(aside) > 0 {
		words += "; set aside: " + strings.Join(aside, ", ")
	}
	return words, nil
}

// seatPlayers trims who plays each Hero, one a Hero at most; none when
// nobody is named.
func seatPlayers(list []string, heroes int) ([]string, error) {
	if len(list) > heroes {
		return nil, tracker.Refuse("%d players named for %d Heroes; name one a Hero.", len(list), heroes)
	}
	out := make([]string, len(list))
	named := false
	for i, p := range list {
		t, err := text("A player's name", p, false, MaxName)
		if err != nil {
			return nil, err
		}
		out[i], named = t, named || t != ""
	}
	if !named {
		return nil, nil
	}
	return out, nil
}

// endSession records the result and cleans up as the book says (000
// L1138-1145): Heroes' tokens, cards and Treasures go back to the box; the
// session's Bounty joins the Hero Hoard; Discovered cards go back to their
// decks; the packets read go into the Event Archive with the last side read
// exposed, and a Quest's packets back into the Quest Pool.
func (s *State) endSession(c EndSessionCmd) (string, error) {
	o := s.open()
	switch {
	case o == nil:
		return "", tracker.Refuse("No session is being played; start one first.")
	case !c.Result.Valid():
		return "", tracker.Refuse("Say how the session ended: won, lost or unfinished.")
	case c.XP < 0 || c.XP > MaxXP:
		return "", tracker.Refuse("Record 0 to %d XP for the session.", MaxXP)
	case c.Bounty < 0 || c.Bounty > MaxBounty:
		return "", tracker.Refuse("Record 0 to %d Bounty for the session.", MaxBounty)
	}
	n := len(s.Sessions)
	o.Result, o.XP, o.Bounty = c.Result, c.XP, c.Bounty
	words := fmt.Sprintf("Session %d (%s) %s: %d XP, %d Bounty", n, o.Mission, c.Result, c.XP, c.Bounty)
	if o.Quest {
		if c.Bounty > 0 {
			words += " (a Quest: the campaign's Hero Hoard is not changed)"
		}
		back := 0
		for i := range s.Events {
			if e := &s.Events[i]; e.Quest && e.Place != decks.PlacePool {
				e.Move(decks.PlacePool)
				e.Side, e.ToRead, e.Seen = decks.SideA, false, false
				back++
			}
		}
		if back > 0 {
			words += fmt.Sprintf("; %s back in the Quest Pool, side A up", plural(back, "Quest Event"))
		}
	} else {
		if c.Bounty > 0 {
			old := s.Hoard
			s.Hoard = min(MaxHoard, s.Hoard+c.Bounty)
			words += fmt.Sprintf("; Hero Hoard %d -> %d Bounty", old, s.Hoard)
		}
		var archived []string
		for i := range s.Events {
			e := &s.Events[i]
			if !s.inPlay(e) {
				continue
			}
			if e.Place == decks.PlaceDrawn || e.Place == decks.PlaceStash || e.Place == decks.PlaceMarked || (e.Place == decks.PlaceAside && e.Seen) {
				e.Move(decks.PlaceArchive)
				e.ToRead = false
				archived = append(archived, e.Name())
			}
		}
		if len(archived) > 0 {
			words += "; into the Event Archive, the side last read up: " + strings.Join(archived, ", ") + ""
		}
	}
	var found []string
	for _, k := range s.Cards {
		if k.Session == n {
			found = append(found, k.Label())
		}
	}
	if len(found) > 0 {
		words += "; return " + strings.Join(found, ", ") + " to their decks, not the Sideboard"
	}
	if _, missing := s.judgmentScore(); len(missing) > 0 {
		words += fmt.Sprintf("; enter the judgment icons of %s", plural(len(missing), "archived packet"))
	}
	return words, nil
}

// hoardChart enters the Hero Hoard card's chart (000 L1118).
func (s *State) hoardChart(c HoardChartCmd) (string, error) {
	if len(c.Columns) < 1 || len(c.Columns) > MaxChart {
		return "", tracker.Refuse("Enter the chart's columns, 1 to %d of them: the Bounty of each and the Supplies it gives.", MaxChart)
	}
	var parts []string
	for i, col := range c.Columns {
		switch {
		case col.Bounty < 0 || col.Bounty > MaxHoard:
			return "", tracker.Refuse("Column %d needs %d Bounty; type 0 to %d.", i+1, col.Bounty, MaxHoard)
		case col.Supplies < 0 || col.Supplies > MaxSupplies:
			return "", tracker.Refuse("Column %d gives %d Supplies; type 0 to %d.", i+1, col.Supplies, MaxSupplies)
		case i > 0 && col.Bounty <= c.Columns[i-1].Bounty:
			return "", tracker.Refuse("Enter the columns from the lowest Bounty up: %d comes after %d.", col.Bounty, c.Columns[i-1].Bounty)
		}
		parts = append(parts, fmt.Sprintf("%d+ -> %d", col.Bounty, col.Supplies))
	}
	what := "Hero Hoard chart"
	if len(s.Chart) > 0 {
		what = "Hero Hoard chart corrected"
	}
	s.Chart = slices.Clone(c.Columns)
	return fmt.Sprintf("%s: Bounty %s Supplies", what, strings.Join(parts, ", ")), nil
}

// SuppliesFor turns a Hoard of hoard Bounty into Supplies with chart: the
// column of the highest Bounty met or exceeded (000 L1118). column is its
// index, or -1 with 0 Supplies when no column is met.
func SuppliesFor(chart []HoardColumn, hoard int) (supplies, column int) {
	column = -1
	for i, c := range chart {
		if hoard >= c.Bounty && (column < 0 || c.Bounty >= chart[column].Bounty) {
			column = i
		}
	}
	if column < 0 {
		return 0, -1
	}
	return chart[column].Supplies, column
}

// adjustHoard corrects the Hero Hoard.
func (s *State) adjustHoard(c AdjustCmd) (string, error) {
	old, err := adjust("the Hero Hoard", "Bounty", &s.Hoard, c, MaxHoard)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("Hero Hoard: %d -> %d Bounty%s", old, s.Hoard, because(c.Reason)), nil
}

// adjustSupplies corrects the Supplies.
func (s *State) adjustSupplies(c AdjustCmd) (string, error) {
	old, err := adjust("the book", "Supplies", &s.Supplies, c, MaxSupplies)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("Supplies: %d -> %d%s", old, s.Supplies, because(c.Reason)), nil
}

func adjust(where, what string, n *int, c AdjustCmd, limit int) (int, error) {
	if _, err := text("The reason", c.Reason, false, MaxText); err != nil {
		return 0, err
	}
	old := *n
	switch {
	case c.Delta == 0:
		return 0, tracker.Refuse("Say how many %s to add or take away.", what)
	case c.Delta > limit || old+c.Delta > limit:
		return 0, tracker.Refuse("%s holds at most %d %s here.", tracker.UpperFirst(where), limit, what)
	case c.Delta < -limit || old+c.Delta < 0:
		return 0, tracker.Refuse("%s holds %d %s; it cannot lose %d.", tracker.UpperFirst(where), old, what, -c.Delta)
	}
	*n += c.Delta
	return old, nil
}

func because(r string) string {
	if r = strings.TrimSpace(r); r == "" {
		return ""
	}
	return " (" + r + ")"
}

// endAct ends the Act: the Treasures equipped and the Loot Stash's cards
// join the Hero Hoard, whose total turns into Supplies with the chart
// (000 L1118); the next Act begins with an empty Hoard.
func (s *State) endAct(c EndActCmd) (string, error) {
	switch o := s.open(); {
	case o != nil:
		return "", tracker.Refuse("Session %d (%s) is still being played; end it before the Act ends.", len(s.Sessions), o.Mission)
	case s.Complete:
		return "", tracker.Refuse("The campaign is complete: Act 8 has ended.")
	case len(s.Chart) == 0:
		return "", tracker.Refuse("Enter the Hero Hoard card's chart first: the Bounty and the Supplies of each column.")
	case c.Bounty < 0 || c.Bounty > MaxBounty:
		return "", tracker.Refuse("Type the Bounty of the equipped Treasures and the Loot Stash, 0 to %d.", MaxBounty)
	}
	total := min(MaxHoard, s.Hoard+c.Bounty)
	sup, col := SuppliesFor(s.Chart, total)
	old := s.Supplies
	s.Supplies = min(MaxSupplies, s.Supplies+sup)
	words := fmt.Sprintf("Act %d ends: Hero Hoard %d + %d = %d Bounty", s.Act, s.Hoard, c.Bounty, total)
	if col < 0 {
		words += fmt.Sprintf(", below every column of the chart: no Supplies; Supplies stay %d", s.Supplies)
	} else {
		words += fmt.Sprintf(" -> %d Supplies (the %d+ column); Supplies %d -> %d", sup, s.Chart[col].Bounty, old, s.Supplies)
	}
	s.Acts = append(s.Acts, ActRecord{Act: s.Act, Bounty: total, Supplies: sup})
	unused := 0
	for i := range s.Events {
		if e := &s.Events[i]; s.inPlay(e) && (e.Place == decks.PlaceDeck || e.Place == decks.PlaceAside) {
			e.Move(decks.PlaceBox)
			unused++
		}
	}
	if unused > 0 {
		words += fmt.Sprintf("; %s back in the box", plural(unused, "unused Event packet"))
	}
	s.Hoard = 0
	if s.Act == Acts {
		s.Complete = true
		return words + "; the campaign is complete: read What's Next? in the Campaign book", nil
	}
	s.Act++
	return words + fmt.Sprintf("; Act %d begins", s.Act), nil
}

// actStarted reports whether a campaign session of the current Act has
// been played or is being played.
func (s *State) actStarted() bool {
	return slices.ContainsFunc(s.Sessions, func(x Session) bool { return !x.Quest && x.Act == s.Act })
}

// buyCheck refuses buying an upgrade now: they are bought between Acts
// (000 L1122).
func (s *State) buyCheck() error {
	switch {
	case s.open() != nil:
		return tracker.Refuse("Base Camp upgrades are bought between Acts; end the session first.")
	case s.Complete:
		return tracker.Refuse("The campaign is complete; there is no later Act for an upgrade.")
	case s.actStarted():
		return tracker.Refuse("Base Camp upgrades are bought between Acts, and Act %d has begun; buy it when the Act ends.", s.Act)
	}
	return nil
}

// buyUpgrade pays an upgrade's Supply cost and fills it in; its benefit
// applies as each game of later Acts begins (000 L1122-1130).
func (s *State) buyUpgrade(c BuyUpgradeCmd) (string, error) {
	if err := s.buyCheck(); err != nil {
		return "", err
	}
	var name, benefit, reminder string
	if err := texts(
		typed{"The upgrade's name", c.Name, true, MaxName, &name},
		typed{"The benefit", c.Benefit, false, MaxText, &benefit},
		typed{"The reminder", c.Reminder, false, MaxText, &reminder},
	); err != nil {
		return "", err
	}
	if err := newEntry(s.Upgrades, func(u Upgrade) bool { return strings.EqualFold(u.Name, name) },
		tracker.Refuse("%s is bought already; each upgrade is bought once.", name), "upgrades"); err != nil {
		return "", err
	}
	switch {
	case c.Cost < 0 || c.Cost > MaxCost:
		return "", tracker.Refuse("Type the Supply cost, 0 to %d.", MaxCost)
	case c.Cost > s.Supplies:
		return "", tracker.Refuse("%s costs %d Supplies; the book holds %d.", name, c.Cost, s.Supplies)
	}
	old := s.Supplies
	s.Supplies -= c.Cost
	s.Upgrades = append(s.Upgrades, Upgrade{Name: name, Cost: c.Cost, Benefit: benefit, Reminder: reminder, Act: s.Act})
	return fmt.Sprintf("Base Camp: %s bought for %d Supplies (%d -> %d); it applies as each game begins from Act %d on", name, c.Cost, old, s.Supplies, s.Act), nil
}

// upgradeNote records what the players note for an upgrade, such as the
// Treasure the Reliquary keeps (000 L1237).
func (s *State) upgradeNote(c UpgradeNoteCmd) (string, error) {
	i := slices.IndexFunc(s.Upgrades, func(u Upgrade) bool { return strings.EqualFold(u.Name, strings.TrimSpace(c.Name)) })
	if i < 0 {
		return "", tracker.Refuse("Base Camp has no upgrade called %q; buy it first.", strings.TrimSpace(c.Name))
	}
	note, err := text("The note", c.Note, false, MaxText)
	if err != nil {
		return "", err
	}
	u := &s.Upgrades[i]
	if note == u.Note {
		return "", tracker.Refuse("%s's note is already %q.", u.Name, note)
	}
	u.Note = note
	if note == "" {
		return u.Name + ": note cleared", nil
	}
	return fmt.Sprintf("%s: %s", u.Name, note), nil
}

// discover records a Discovered card: unlocked for every later game (000
// L1085-1100).
func (s *State) discover(c DiscoverCmd) (string, error) {
	name, err := text("The card's name", c.Name, true, MaxName)
	if err != nil {
		return "", err
	}
	switch {
	case c.Number < 1 || c.Number > MaxCard:
		return "", tracker.Refuse("Type the card's number, 1 to %d.", MaxCard)
	case c.Board != BoardMini && c.Board != BoardFull:
		return "", tracker.Refuse("Say which Sideboard the card is in: mini or full.")
	}
	if err := newEntry(s.Cards, func(k Card) bool { return k.Number == c.Number && k.Board == c.Board },
		tracker.Refuse("Card %03d of the %s is discovered already; it stays unlocked.", c.Number, c.Board.Title()), "Discovered cards"); err != nil {
		return "", err
	}
	k := Card{Number: c.Number, Name: name, Board: c.Board, Act: s.Act}
	words := fmt.Sprintf("Discovered: %s from the %s", k.Label(), k.Board.Title())
	if s.open() != nil {
		k.Session = len(s.Sessions)
		words += "; the Hero who found it may equip it or take it into the hand at once, or the party picks 1 Hero for it"
	} else {
		words += "; shuffle it into the deck it belongs to"
	}
	s.Cards = append(s.Cards, k)
	return words, nil
}

// unlockEnvelope records an opened envelope: its contents stay unlocked
// (000 L1102-1108).
func (s *State) unlockEnvelope(c EnvelopeCmd) (string, error) {
	name, err := text("The envelope's icon", c.Name, true, MaxName)
	if err != nil {
		return "", err
	}
	if err := newEntry(s.Envelopes, func(v Envelope) bool { return strings.EqualFold(v.Name, name) },
		tracker.Refuse("Envelope %s is open already; it stays unlocked.", name), "envelopes"); err != nil {
		return "", err
	}
	s.Envelopes = append(s.Envelopes, Envelope{Name: name, Act: s.Act})
	return fmt.Sprintf("Envelope %s unlocked: open it; what it holds stays unlocked for every later game", name), nil
}

// unlockTalent records a Talent card unlocked for a Hero (000 L1060-1066).
func (s *State) unlockTalent(c TalentCmd) (string, error) {
	var hero, card string
	if err := texts(
		typed{"The Hero's name", c.Hero, true, MaxName, &hero},
		typed{"The Talent card's name", c.Card, true, MaxName, &card},
	); err != nil {
		return "", err
	}
	if err := newEntry(s.Talents, func(t Talent) bool { return strings.EqualFold(t.Hero, hero) && strings.EqualFold(t.Card, card) },
		tracker.Refuse("%s has the Talent card %s already.", hero, card), "Talent cards"); err != nil {
		return "", err
	}
	// One spelling per Hero, the first one typed.
	for _, t := range s.Talents {
		if strings.EqualFold(t.Hero, hero) {
			hero = t.Hero
			break
		}
	}
	s.Talents = append(s.Talents, Talent{Hero: hero, Card: card, Act: s.Act})
	words := fmt.Sprintf("%s unlocks the Talent card %s, to start each game with", hero, card)
	if n := len(s.TalentsOf(hero)); n > 1 {
		words += fmt.Sprintf("; with %d Talent cards, %s picks 1 each game", n, hero)
	}
	return words, nil
}

// faceJudgment totals the icons on the exposed faces of the Event
// Archive and records the decree: from Act 5 once an Act, or when a Quest
// calls for it (000 L1157-1173).
func (s *State) faceJudgment(JudgmentCmd) (string, error) {
	o := s.open()
	quest := o != nil && o.Quest
	switch {
	case quest:
		if slices.ContainsFunc(s.Judgments, func(j Judgment) bool { return j.Session == len(s.Sessions) }) {
			return "", tracker.Refuse("This Quest has faced Judgment already.")
		}
	case s.Complete:
		return "", tracker.Refuse("The campaign is complete; Judgment is faced in a Quest now.")
	case s.Act < JudgmentAct:
		return "", tracker.Refuse("The Order faces Judgment from Act %d on; this is Act %d.", JudgmentAct, s.Act)
	default:
		if j, ok := s.Decree(); ok {
			return "", tracker.Refuse("The Order faced Judgment in Act %d already: %s, score %d. The decree holds until the next Act.", j.Act, j.Decree.Title(), j.Score)
		}
	}
	score, missing := s.judgmentScore()
	if len(missing) > 0 {
		var list []string
		for _, e := range missing[:min(len(missing), 5)] {
			list = append(list, e.Name())
		}
		more := ""
		if len(missing) > 5 {
			more = fmt.Sprintf(" and %d more", len(missing)-5)
		}
		return "", tracker.Refuse("Enter the +1 and -1 icons on the exposed side of %s%s first.", strings.Join(list, ", "), more)
	}
	j := Judgment{Act: s.Act, Score: score, Decree: DecreeFor(score)}
	what := fmt.Sprintf("Judgment, Act %d", s.Act)
	if quest {
		j.Session = len(s.Sessions)
		what = fmt.Sprintf("Judgment, Quest session %d", j.Session)
	}
	s.Judgments = append(s.Judgments, j)
	return fmt.Sprintf("%s: score %d from %s: the Order are decreed %s", what, score, plural(len(s.InPlace(decks.PlaceArchive)), "archived packet"), j.Decree.Title()), nil
}

// judgmentScore totals the Archive's exposed faces: +1 for each +1 icon,
// -1 for each -1 icon (000 L1161-1164). missing lists the archived packets
// whose exposed face has no icons entered.
func (s *State) judgmentScore() (score int, missing []Event) {
	for _, e := range s.Events {
		if e.Place != decks.PlaceArchive {
			continue
		}
		f, ok := e.Icons(e.Side)
		if !ok {
			missing = append(missing, e)
			continue
		}
		score += f.Plus - f.Minus
	}
	return score, missing
}

// reset empties the book for a new campaign (000 L1151-1153); the Hero
// Hoard card's chart and the random source stay. Undo brings it all back.
func (s *State) reset(c ResetCmd) (string, error) {
	if o := s.open(); o != nil {
		return "", tracker.Refuse("Session %d (%s) is being played; end it before resetting the campaign.", len(s.Sessions), o.Mission)
	}
	if !strings.EqualFold(strings.TrimSpace(c.Party), s.Party) {
		if s.Party == "" {
			return "", tracker.Refuse("The party has no name; leave the name empty to reset the campaign.")
		}
		return "", tracker.Refuse("To reset the whole campaign, type the party's name, %s; nothing was changed.", s.Party)
	}
	party := s.Party
	*s = State{Act: 1, NextID: 1, Chart: s.Chart, Rand: s.Rand}
	if party == "" {
		party = "The campaign"
	}
	return party + " is reset to Act 1: the book is empty again, but for the Hero Hoard chart. Undo takes the reset back.", nil
}

// plural counts n things: "1 Event", "2 Events".
func plural(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
