package sorcery

import (
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
)

// The campaign between Quests (L808-935, L1050-1070): what the Party
// keeps and the Journey over the Realm map and Site Sheets. It rides in
// the State, so the store keeps it with each Quest's table and a
// campaign's export carries it; the next Quest starts from it
// (QuestSetup.Camp).

// Between is the phase after a Quest's end: the Journey's.
const Between Phase = "between"

// Camp is what a campaign keeps from Quest to Quest besides the Heroes
// and the Soul Counter.
type Camp struct {
	// Stash is the Stash deck's cards: its own (Item.Stash) and at most 3
	// others per Hero, weight 0 going free (L1052-1069).
	Stash []HeldItem `json:"stash,omitempty"`
	// TimeReserve is the Hourglasses kept for exploring: empty at the
	// start, kept all campaign (L822-827).
	TimeReserve int `json:"time_reserve,omitempty"`
	// Labels are the Realm map's Labels the Party has stood on, the
	// current last: the Party moves forward only (L829-835).
	Labels []string `json:"labels,omitempty"`
	// Visited are the Site Sheets entered once; Site is the one the Party
	// is on, "" on the Realm map (L851-871).
	Visited []string `json:"visited,omitempty"`
	Site    string   `json:"site,omitempty"`
	// Ventures are the Venture cards held, their tasks ticked across
	// Quests (L904-907, L916-926).
	Ventures []Venture `json:"ventures,omitempty"`
	// Quests are the campaign's Quests ended so far, each as it ended;
	// none in a campaign stored before they were kept.
	Quests []QuestRecord `json:"quests,omitempty"`
	// ForgePrice is the last price a Forge asked, which the next mending
	// offers first; 0 before any.
	ForgePrice int `json:"forge_price,omitempty"`
}

// Venture is a Venture card and its tasks.
type Venture struct {
	Name  string `json:"name"`
	Tasks []Task `json:"tasks"`
}

// Task is one task of a Venture, ticked once achieved.
type Task struct {
	Name string `json:"name"`
	Done bool   `json:"done,omitempty"`
}

// SiteHourglasses is what entering the Site Sheet name adds to the Time
// Reserve when the app knows it: nothing on a return, as only the first
// visit adds the sheet's left value (L855-858). ok is false for a first
// visit, whose value the sheet shows.
func (c Camp) SiteHourglasses(name string) (n int, ok bool) {
	return 0, slices.Contains(c.Visited, strings.TrimSpace(name))
}

// Label is where the Party stands on the Realm map, or "".
func (c Camp) Label() string {
	if len(c.Labels) == 0 {
		return ""
	}
	return c.Labels[len(c.Labels)-1]
}

// StashRoom is how many more cards of weight 1 or more, not the Stash's
// own, the Stash takes: 3 per Hero (L1062-1069).
func (s *State) StashRoom() int {
	n := 0
	for _, it := range s.Camp.Stash {
		if !it.Stash && it.Weight > 0 {
			n++
		}
	}
	return 3*len(s.Heroes) - n
}

// JourneyCmd is one step of the Journey: Name is a Label, a Site Sheet,
// a place on it, a Venture; N a number of Hourglasses; Tasks a Venture's.
type JourneyCmd struct {
	Name  string   `json:"name,omitempty"`
	N     int      `json:"n,omitempty"`
	Tasks []string `json:"tasks,omitempty"`
	Task  string   `json:"task,omitempty"`
}

// StashCmd moves a Hero's item into or out of the Stash; Equipped where
// it goes when taken.
type StashCmd struct {
	Hero     string `json:"hero"`
	Item     string `json:"item"`
	Equipped bool   `json:"equipped,omitempty"`
}

// ForgeCmd mends a Hero's broken armour at a Forge for the Crowns the
// Building asks, paid by that Hero (L4431-4433, L862-865).
type ForgeCmd struct {
	Hero   string `json:"hero"`
	Item   string `json:"item"`
	Crowns int    `json:"crowns,omitempty"`
}

// CrownsCmd changes a Hero's own Crowns (L956): Amount gained, or paid
// when below 0.
type CrownsCmd struct {
	Hero   string `json:"hero"`
	Amount int    `json:"amount"`
}

// TimeReserve adds n Hourglasses to the Time Reserve, or takes them when
// n is below 0, as a Quest's outcome or a paragraph says (L822-827).
func TimeReserve(n int) tracker.Command { return tracker.Cmd(KindTimeReserve, JourneyCmd{N: n}) }

// MoveLabel moves the Party onto the Realm map's Label name.
func MoveLabel(name string) tracker.Command {
	return tracker.Cmd(KindMoveLabel, JourneyCmd{Name: name})
}

// EnterSite enters the Site Sheet name, whose left value is hourglasses.
func EnterSite(name string, hourglasses int) tracker.Command {
	return tracker.Cmd(KindEnterSite, JourneyCmd{Name: name, N: hourglasses})
}

// VisitPlace moves the Party token to a Paragraph, Building or Outpost of
// the Site Sheet, for 1 Hourglass.
func VisitPlace(name string) tracker.Command {
	return tracker.Cmd(KindVisitPlace, JourneyCmd{Name: name})
}

// LeaveSite takes the Party out of the Site Sheet by its Out paragraph.
func LeaveSite() tracker.Command { return tracker.Cmd(KindLeaveSite, JourneyCmd{}) }

// AddVenture keeps a Venture card and its tasks.
func AddVenture(name string, tasks ...string) tracker.Command {
	return tracker.Cmd(KindAddVenture, JourneyCmd{Name: name, Tasks: tasks})
}

// TickTask ticks a Venture's task.
func TickTask(venture, task string) tracker.Command {
	return tracker.Cmd(KindTickTask, JourneyCmd{Name: venture, Task: task})
}

// ToStash puts a Hero's item in the Stash.
func ToStash(hero, item string) tracker.Command {
	return tracker.Cmd(KindToStash, StashCmd{Hero: hero, Item: item})
}

// FromStash gives a Hero an item from the Stash.
func FromStash(hero, item string, equipped bool) tracker.Command {
	return tracker.Cmd(KindFromStash, StashCmd{Hero: hero, Item: item, Equipped: equipped})
}

// Forge mends a Hero's armour for crowns.
func Forge(hero, item string, crowns int) tracker.Command {
	return tracker.Cmd(KindForge, ForgeCmd{Hero: hero, Item: item, Crowns: crowns})
}

// Crowns gives a Hero crowns, or has them pay when amount is below 0.
func Crowns(hero string, amount int) tracker.Command {
	return tracker.Cmd(KindCrowns, CrownsCmd{Hero: hero, Amount: amount})
}

// journey refuses a Journey step during a Quest: the Journey comes
// between Quests (L157-166).
func (s *State) journey() error {
	if s.Phase != Between {
		return tracker.Refuse("The Party is on a Quest: the Journey comes once it ends")
	}
	return nil
}

// onSite refuses a Journey step that is taken on a Site Sheet, as a
// visit and the way Out are (L859-874), when the Party is on none.
func (s *State) onSite() error {
	if err := s.journey(); err != nil {
		return err
	}
	if s.Camp.Site == "" {
		return tracker.Refuse("The Party is on no Site Sheet")
	}
	return nil
}

// journeyName is the name a Journey command gives, trimmed: refused with
// ask when there is none or more than a map or a card prints, and off the
// Journey.
func (s *State) journeyName(a JourneyCmd, ask string) (string, error) {
	if err := s.journey(); err != nil {
		return "", err
	}
	name := strings.TrimSpace(a.Name)
	if name == "" || len(name) > 60 {
		return "", tracker.Refuse("%s", ask)
	}
	return name, nil
}

// timeReserve: Quest outcomes and paragraphs change the Time Reserve; it
// never goes below empty (L822-827).
func (s *State) timeReserve(a JourneyCmd) (string, error) {
	if err := s.journey(); err != nil {
		return "", err
	}
	switch {
	case a.N == 0 || a.N < -maxNumber || a.N > maxNumber:
		return "", tracker.Refuse("Add or take 1 Hourglass or more")
	case s.Camp.TimeReserve+a.N < 0:
		return "", tracker.Refuse("The Time Reserve holds %s", count(s.Camp.TimeReserve, "Hourglass"))
	}
	s.Camp.TimeReserve = min(s.Camp.TimeReserve+a.N, maxNumber)
	return fmt.Sprintf("The Time Reserve holds %s.", count(s.Camp.TimeReserve, "Hourglass")), nil
}

// moveLabel: forward only, so a Label the Party has stood on is refused
// (L829-835); the map's arrows are the table's to follow. Off a Site
// Sheet only.
func (s *State) moveLabel(a JourneyCmd) (string, error) {
	name, err := s.journeyName(a, "Name the Label as the map prints it")
	if err != nil {
		return "", err
	}
	switch {
	case s.Camp.Site != "":
		return "", tracker.Refuse("The Party is on %s: leave by its Out paragraph first", s.Camp.Site)
	case slices.Contains(s.Camp.Labels, name):
		return "", tracker.Refuse("The Party has been on %s: it moves forward only", name)
	case len(s.Camp.Labels) >= maxNumber:
		return "", tracker.Refuse("The map has no more Labels")
	}
	s.Camp.Labels = append(s.Camp.Labels, name)
	return fmt.Sprintf("The Party moves to %s: resolve it, as every Label must be.", name), nil
}

// enterSite: the Site Sheet's Hourglasses go to the Time Reserve on the
// first visit only; a return adds the right value, which this box does
// not use (L855-858).
func (s *State) enterSite(a JourneyCmd) (string, error) {
	name, err := s.journeyName(a, "Name the Site Sheet")
	if err != nil {
		return "", err
	}
	switch {
	case s.Camp.Site != "":
		return "", tracker.Refuse("The Party is on %s already", s.Camp.Site)
	case a.N < 0 || a.N > 99:
		return "", tracker.Refuse("A Site Sheet shows 0 to 99 Hourglasses")
	}
	s.Camp.Site = name
	if slices.Contains(s.Camp.Visited, name) {
		return fmt.Sprintf("Back on %s: no Hourglasses this time. Read its In paragraph.", name), nil
	}
	s.Camp.Visited = append(s.Camp.Visited, name)
	s.Camp.TimeReserve = min(s.Camp.TimeReserve+a.N, maxNumber)
	return fmt.Sprintf("First visit to %s: %s to the Time Reserve (%d). Read its In paragraph.", name, count(a.N, "Hourglass"), s.Camp.TimeReserve), nil
}

// visitPlace costs 1 Hourglass from the Time Reserve (L859-861); with
// none left the Party must go Out (L868-870).
func (s *State) visitPlace(a JourneyCmd) (string, error) {
	// Off any Site Sheet, that is what the players hear first, not that
	// the place has no name.
	if err := s.onSite(); err != nil {
		return "", err
	}
	name, err := s.journeyName(a, "Name the Paragraph or Building")
	if err != nil {
		return "", err
	}
	if s.Camp.TimeReserve == 0 {
		return "", tracker.Refuse("The Time Reserve is empty: the Party leaves %s by its Out paragraph", s.Camp.Site)
	}
	s.Camp.TimeReserve--
	return fmt.Sprintf("The Party goes to %s for 1 Hourglass (%d left).", name, s.Camp.TimeReserve), nil
}

// leaveSite: out by the Out paragraph; unspent Hourglasses stay in the
// Reserve (L868-874).
func (s *State) leaveSite(JourneyCmd) (string, error) {
	if err := s.onSite(); err != nil {
		return "", err
	}
	site := s.Camp.Site
	s.Camp.Site = ""
	return fmt.Sprintf("The Party leaves %s: read its Out paragraph. %s stay in the Time Reserve.", site, count(s.Camp.TimeReserve, "Hourglass")), nil
}

func (s *State) addVenture(a JourneyCmd) (string, error) {
	name := strings.TrimSpace(a.Name)
	switch {
	case name == "" || len(name) > 60:
		return "", tracker.Refuse("Name the Venture card")
	case slices.ContainsFunc(s.Camp.Ventures, func(v Venture) bool { return v.Name == name }):
		return "", tracker.Refuse("The Party holds %s already", name)
	case len(a.Tasks) == 0 || len(a.Tasks) > 12:
		return "", tracker.Refuse("Write the Venture's tasks, one to twelve")
	case len(s.Camp.Ventures) >= 50:
		return "", tracker.Refuse("No more Ventures fit")
	}
	v := Venture{Name: name}
	for _, t := range a.Tasks {
		t = strings.TrimSpace(t)
		if t == "" || len(t) > 80 || slices.ContainsFunc(v.Tasks, func(o Task) bool { return o.Name == t }) {
			return "", tracker.Refuse("Each task needs words of its own")
		}
		v.Tasks = append(v.Tasks, Task{Name: t})
	}
	s.Camp.Ventures = append(s.Camp.Ventures, v)
	return fmt.Sprintf("The Party takes the Venture %s: keep it by the Event deck.", name), nil
}

// tickTask: progress is kept for future Quests (L904-907); all ticked,
// the reward waits at a Venture Outpost (L924-926).
func (s *State) tickTask(a JourneyCmd) (string, error) {
	k := slices.IndexFunc(s.Camp.Ventures, func(v Venture) bool { return v.Name == a.Name })
	if k < 0 {
		return "", tracker.Refuse("The Party holds no Venture called %q", a.Name)
	}
	v := &s.Camp.Ventures[k]
	t := slices.IndexFunc(v.Tasks, func(o Task) bool { return o.Name == a.Task })
	switch {
	case t < 0:
		return "", tracker.Refuse("%s has no task %q", v.Name, a.Task)
	case v.Tasks[t].Done:
		return "", tracker.Refuse("%q is ticked already", a.Task)
	}
	v.Tasks[t].Done = true
	if v.Fulfilled() {
		return fmt.Sprintf("%s: every task is done. Visit a Venture Outpost (1 Hourglass) and read its paragraph for the reward.", v.Name), nil
	}
	return fmt.Sprintf("%s: %q ticked.", v.Name, a.Task), nil
}

// Fulfilled tells whether every task is ticked.
func (v Venture) Fulfilled() bool {
	return !slices.ContainsFunc(v.Tasks, func(t Task) bool { return !t.Done })
}

// toStash: a Hero leaves an item in the Stash; others than the Stash's
// own count 3 per Hero, weight 0 free (L1062-1069).
func (s *State) toStash(a StashCmd) (string, error) {
	if err := s.journey(); err != nil {
		return "", err
	}
	h, k, err := s.heldItem(a.Hero, a.Item)
	if err != nil {
		return "", err
	}
	it := h.Items[k].Item
	if it.Cursed {
		// A cursed card leaves only by death, theft or a Temple (L5285-5299).
		return "", tracker.Refuse("The %s is cursed: it stays with %s until a Temple lifts the curse", it.Name, h.Name)
	}
	if !it.Stash && it.Weight > 0 && s.StashRoom() <= 0 {
		return "", tracker.Refuse("The Stash holds %d cards of the Heroes' already, 3 per Hero: take one out first", 3*len(s.Heroes))
	}
	// Charges and Break tokens stay with the card in the Stash
	// (L3953-3954, L4431-4433).
	kept := h.Items[k]
	kept.Equipped = false
	h.Items = slices.Delete(h.Items, k, k+1)
	s.Camp.Stash = append(s.Camp.Stash, kept)
	return fmt.Sprintf("%s puts the %s in the Stash.", h.Name, it.Name), nil
}

func (s *State) fromStash(a StashCmd) (string, error) {
	if err := s.journey(); err != nil {
		return "", err
	}
	k := slices.IndexFunc(s.Camp.Stash, func(it HeldItem) bool { return it.Name == a.Item })
	if k < 0 {
		return "", tracker.Refuse("The Stash holds no %s", a.Item)
	}
	kept := s.Camp.Stash[k]
	if i := s.hero(a.Hero); i >= 0 && !a.Equipped && !kept.Cursed && s.Heroes[i].fullFor(kept.Item) {
		// The Hero card's Item Capacity (L2205-2212): no ground here.
		h := s.Heroes[i]
		return "", tracker.Refuse("%s's inventory is full (%s, the most the Hero card allows): the %s stays in the Stash", h.Name, count(h.Capacity, "card"), kept.Name)
	}
	words, err := s.giveItem(ItemCmd{Hero: a.Hero, Item: &kept.Item, Equipped: a.Equipped})
	if err != nil {
		return "", err
	}
	h := &s.Heroes[s.hero(a.Hero)]
	got := &h.Items[len(h.Items)-1]
	got.Left, got.Breaks = kept.Left, kept.Breaks
	s.Camp.Stash = slices.Delete(s.Camp.Stash, k, k+1)
	return words, nil
}

// forge takes every Break token off a Hero's armour, the Hero paying the
// Building's cost (L4431-4433, L862-865).
func (s *State) forge(a ForgeCmd) (string, error) {
	if err := s.journey(); err != nil {
		return "", err
	}
	h, k, err := s.heldItem(a.Hero, a.Item)
	if err != nil {
		return "", err
	}
	it := &h.Items[k]
	switch {
	case it.Breaks == 0:
		return "", tracker.Refuse("The %s is not broken", it.Name)
	case a.Crowns < 0 || a.Crowns > h.Crowns:
		return "", tracker.Refuse("%s has %d Crowns; the Forge asks %d", h.Name, h.Crowns, a.Crowns)
	}
	h.Crowns -= a.Crowns
	it.Breaks, s.Camp.ForgePrice = 0, a.Crowns
	return fmt.Sprintf("The Forge mends %s's %s for %d Crowns: Armor %d again.", h.Name, it.Name, a.Crowns, it.Armor), nil
}

// crowns are each Hero's own (L956): a Hero pays only from their own.
func (s *State) crowns(a CrownsCmd) (string, error) {
	i, err := s.seat(a.Hero)
	if err != nil {
		return "", err
	}
	h := &s.Heroes[i]
	switch {
	case a.Amount == 0 || a.Amount < -maxCrowns || a.Amount > maxCrowns:
		return "", tracker.Refuse("Give or pay 1 Crown or more")
	case h.Crowns+a.Amount < 0:
		return "", tracker.Refuse("%s has %d Crowns", h.Name, h.Crowns)
	case h.Crowns+a.Amount > maxCrowns:
		return "", tracker.Refuse("No purse holds that many")
	}
	h.Crowns += a.Amount
	return fmt.Sprintf("%s has %d Crowns.", h.Name, h.Crowns), nil
}

func (c Camp) check() error {
	if err := outOfBounds(bound{"time_reserve", c.TimeReserve, 0, maxNumber, ""}, bound{"forge_price", c.ForgePrice, 0, 9999, ""}); err != nil {
		return err
	}
	switch {
	case c.Site != "" && !slices.Contains(c.Visited, c.Site):
		return fieldf("site", "the Party is on %s but never entered it", c.Site)
	case len(c.Stash) > 200 || len(c.Labels) > maxNumber || len(c.Visited) > maxNumber || len(c.Ventures) > 50:
		return fieldf("stash", "too many cards")
	case len(c.Quests) > maxNumber:
		return fieldf("quests", "too many Quests")
	}
	for i, r := range c.Quests {
		if err := r.check(); err != nil {
			return within(err, fmt.Sprintf("quests[%d]", i))
		}
	}
	for i, it := range c.Stash {
		if err := it.check(); err != nil {
			return within(err, fmt.Sprintf("stash[%d]", i))
		}
	}
	for i, l := range c.Labels {
		if l == "" || slices.Contains(c.Labels[:i], l) {
			return fieldf(fmt.Sprintf("labels[%d]", i), "each Label once, the Party moves forward only")
		}
	}
	for i, v := range c.Ventures {
		if v.Name == "" || len(v.Tasks) == 0 {
			return fieldf(fmt.Sprintf("ventures[%d]", i), "a Venture needs its name and tasks")
		}
	}
	return nil
}

// BlessingCmd gives a Hero a Blessing card, or takes it back when Name
// is "" (used, L3338-3342).
type BlessingCmd struct {
	Hero string `json:"hero"`
	Name string `json:"name,omitempty"`
}

// Bless gives hero the Blessing card name; "" discards the one held.
func Bless(hero, name string) tracker.Command {
	return tracker.Cmd(KindBlessing, BlessingCmd{Hero: hero, Name: name})
}

// blessing: one card of a name, so no two Heroes hold it (L3290-3322).
func (s *State) blessing(a BlessingCmd) (string, error) {
	h, err := s.livingHero(a.Hero, "a Ghost Soul uses no powers")
	if err != nil {
		return "", err
	}
	name := strings.TrimSpace(a.Name)
	switch {
	case name == "" && h.Blessing == "":
		return "", tracker.Refuse("%s holds no Blessing", h.Name)
	case name == "":
		used := h.Blessing
		h.Blessing = ""
		return fmt.Sprintf("%s uses %s: discard it.", h.Name, used), nil
	case len(name) > 60:
		return "", tracker.Refuse("Name the Blessing as its card does")
	case slices.ContainsFunc(s.Heroes, func(o Hero) bool { return o.Blessing == name }):
		return "", tracker.Refuse("%s is held already: there is one card of it", name)
	}
	h.Blessing = name
	return fmt.Sprintf("%s receives %s.", h.Name, name), nil
}
