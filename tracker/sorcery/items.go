package sorcery

import (
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
)

// HeldItem is an item card a Hero holds: equipped in its slot, or carried
// in the inventory; an artifact's charges left (they do not come back at
// a new Quest, L3953-3954) and an armour's Break tokens (they stay until
// a Forge, L4431-4433).
type HeldItem struct {
	Item
	Equipped bool `json:"equipped,omitempty"`
	Left     int  `json:"left,omitempty"`   // charges left
	Breaks   int  `json:"breaks,omitempty"` // Break tokens
}

// ItemCmd names a Hero's item; for give_item, Item is the card and
// Equipped where it goes.
type ItemCmd struct {
	Hero     string `json:"hero"`
	Name     string `json:"name,omitempty"`
	Item     *Item  `json:"item,omitempty"`
	Equipped bool   `json:"equipped,omitempty"`
	// Uncurse, for drop_item, is a cursed card taken by theft or a
	// Temple (L5296-5299): no Hero's activity drops one.
	Uncurse bool `json:"uncurse,omitempty"`
}

// GiveItem gives hero the item card, equipped or carried.
func GiveItem(hero string, it Item, equipped bool) tracker.Command {
	return tracker.Cmd(KindGiveItem, ItemCmd{Hero: hero, Item: &it, Equipped: equipped})
}

// DropItem takes the item called name from hero.
func DropItem(hero, name string) tracker.Command {
	return tracker.Cmd(KindDropItem, ItemCmd{Hero: hero, Name: name})
}

// RemoveCursed takes hero's cursed card called name away, by theft or
// at a Temple (L5296-5299).
func RemoveCursed(hero, name string) tracker.Command {
	return tracker.Cmd(KindDropItem, ItemCmd{Hero: hero, Name: name, Uncurse: true})
}

// UseCharge spends one charge of hero's artifact called name.
func UseCharge(hero, name string) tracker.Command {
	return tracker.Cmd(KindUseCharge, ItemCmd{Hero: hero, Name: name})
}

// BreakArmour puts a Break token on hero's armour called name.
func BreakArmour(hero, name string) tracker.Command {
	return tracker.Cmd(KindBreakArmour, ItemCmd{Hero: hero, Name: name})
}

func (s *State) heldItem(hero, name string) (*Hero, int, error) {
	i, err := s.seat(hero)
	if err != nil {
		return nil, 0, err
	}
	h := &s.Heroes[i]
	k := slices.IndexFunc(h.Items, func(it HeldItem) bool { return it.Name == name })
	if k < 0 {
		return nil, 0, tracker.Refuse("%s holds no %s", hero, name)
	}
	return h, k, nil
}

// giveItem: an equipped item needs its slot free and the Soulrank it
// asks (L2017-2035, L3440-3463); an artifact comes with its charges full.
func (s *State) giveItem(a ItemCmd) (string, error) {
	i, err := s.living(a.Hero, "a Ghost Soul cannot take items")
	if err != nil {
		return "", err
	}
	if a.Item == nil {
		return "", tracker.Refuse("Which item does %s take?", a.Hero)
	}
	it := *a.Item
	if err := it.Validate(); err != nil {
		return "", tracker.Refuse("The %s card cannot be used: %s", it.Name, err)
	}
	h := &s.Heroes[i]
	switch {
	case slices.ContainsFunc(h.Items, func(o HeldItem) bool { return o.Name == it.Name }):
		return "", tracker.Refuse("%s holds a %s already", h.Name, it.Name)
	case len(h.Items) >= maxItems:
		return "", tracker.Refuse("%s holds %d cards: no more", h.Name, maxItems)
	case a.Equipped && it.Slot == Carried:
		return "", tracker.Refuse("The %s is carried, not equipped", it.Name)
	case it.Cursed && a.Equipped:
		return "", tracker.Refuse("The %s is cursed: it goes into %s's inventory", it.Name, h.Name)
	case !a.Equipped && !it.Cursed && h.fullFor(it):
		// A card gained with the inventory full goes to the ground (L3363).
		return "", tracker.Refuse("%s's inventory is full (%s, the most the Hero card allows): the %s goes on the ground in %s's area. Drop an item first to pick it up", h.Name, count(h.Capacity, "card"), it.Name, h.Name)
	case a.Equipped && it.MinSoulrank > h.Soulrank:
		return "", tracker.Refuse("%s is Soulrank %s: the %s needs %s", h.Name, roman(h.Soulrank), it.Name, roman(it.MinSoulrank))
	case a.Equipped && slices.ContainsFunc(h.Items, func(o HeldItem) bool { return o.Equipped && o.Slot == it.Slot }):
		return "", tracker.Refuse("%s's %s slot is taken: carry the %s, or drop the other first", h.Name, it.Slot, it.Name)
	}
	if a.Equipped {
		if err := h.handsFree(it); err != nil {
			return "", err
		}
	}
	full := it.Cursed && h.fullFor(it)
	h.Items = append(h.Items, HeldItem{Item: it, Equipped: a.Equipped, Left: it.Charges})
	where := "carries"
	if a.Equipped {
		where = "equips"
	}
	words := fmt.Sprintf("%s %s the %s.", h.Name, where, it.Name)
	if full {
		// A cursed card is forced in, another making room (L5282-5285).
		words += fmt.Sprintf(" It is cursed and goes in all the same: drop another card to make room (%s at most).", count(h.Capacity, "card"))
	}
	return words, nil
}

// handsFree refuses a weapon the Hero's hands cannot take beside what
// they hold: a two-handed weapon leaves no hand for a second weapon
// (L3472-3480).
func (h *Hero) handsFree(it Item) error {
	if it.Slot != Primary && it.Slot != Secondary {
		return nil
	}
	for _, o := range h.Items {
		switch {
		case !o.Equipped:
		case it.Slot == Secondary && o.Slot == Primary && o.Hands == TwoHanded:
			return tracker.Refuse("%s holds the %s in both hands: no second weapon while it is equipped. Carry the %s, or drop the %s first", h.Name, o.Name, it.Name, o.Name)
		case it.Hands == TwoHanded && o.Slot == Secondary:
			return tracker.Refuse("The %s takes both hands and %s's second hand holds the %s. Carry the %s, or drop the %s first", it.Name, h.Name, o.Name, it.Name, o.Name)
		}
	}
	return nil
}

// Grip is how a Hero holds an equipped weapon, for its board line:
// "both hands" or "one hand" where the category leaves it in doubt (a
// hand-and-a-half weapon, L3486-3489; a two-handed one), else "".
func (h Hero) Grip(it HeldItem) string {
	if !it.Equipped || it.Slot != Primary {
		return ""
	}
	switch it.Hands {
	case TwoHanded:
		return "both hands"
	case HandAndHalf:
		if slices.ContainsFunc(h.Items, func(o HeldItem) bool { return o.Equipped && o.Slot == Secondary }) {
			return "one hand"
		}
		return "both hands"
	}
	return ""
}

func (s *State) dropItem(a ItemCmd) (string, error) {
	h, k, err := s.heldItem(a.Hero, a.Name)
	if err != nil {
		return "", err
	}
	switch cursed := h.Items[k].Cursed; {
	case cursed && !a.Uncurse:
		// Only death, theft or a Temple take a cursed card (L5285-5299).
		return "", tracker.Refuse("The %s is cursed: %s cannot drop it. Death, theft or a Temple (100 Crowns per ACT) takes it", a.Name, h.Name)
	case !cursed && a.Uncurse:
		return "", tracker.Refuse("The %s is not cursed: drop it", a.Name)
	case cursed:
		h.Items = slices.Delete(h.Items, k, k+1)
		return fmt.Sprintf("The curse is lifted: %s no longer holds the %s; it goes to the Treasure discard pile.", h.Name, a.Name), nil
	}
	h.Items = slices.Delete(h.Items, k, k+1)
	return fmt.Sprintf("%s no longer holds the %s.", h.Name, a.Name), nil
}

// useCharge spends an artifact's charge (L3940-3954).
func (s *State) useCharge(a ItemCmd) (string, error) {
	h, k, err := s.heldItem(a.Hero, a.Name)
	if err != nil {
		return "", err
	}
	it := &h.Items[k]
	switch {
	case it.Slot != Artifact || it.Charges == 0:
		return "", tracker.Refuse("The %s has no charges", it.Name)
	case it.Left == 0:
		return "", tracker.Refuse("The %s has no charge left", it.Name)
	}
	it.Left--
	return fmt.Sprintf("%s's %s: %d of %d charges left.", h.Name, it.Name, it.Left, it.Charges), nil
}

// breakArmour: each Break token takes 1 Armor; at 0, the armour takes 1
// HP instead, said for the table (L4422-4433).
func (s *State) breakArmour(a ItemCmd) (string, error) {
	h, k, err := s.heldItem(a.Hero, a.Name)
	if err != nil {
		return "", err
	}
	it := &h.Items[k]
	switch {
	case it.Slot != Armour:
		return "", tracker.Refuse("The %s is no armour", it.Name)
	case it.Breaks >= it.Armor:
		return "", tracker.Refuse("The %s is at Armor 0: the Hero takes 1 HP instead", it.Name)
	}
	it.Breaks++
	return fmt.Sprintf("%s's %s: Armor %d now, until a Forge mends it.", h.Name, it.Name, it.Armor-it.Breaks), nil
}

func (it HeldItem) check() error {
	if err := it.Validate(); err != nil {
		return err
	}
	switch {
	case it.Left < 0 || it.Left > it.Charges:
		return fieldf("left", "the %s holds 0 to %d charges", it.Name, it.Charges)
	case it.Breaks < 0 || it.Breaks > it.Armor:
		return fieldf("breaks", "the %s takes 0 to %d Break tokens", it.Name, it.Armor)
	case it.Equipped && it.Slot == Carried:
		return fieldf("equipped", "the %s is carried, not equipped", it.Name)
	}
	return nil
}

// maxItems is a generous bound on a Hero's cards, against typing slips.
const maxItems = 30

// Words say the held item for its board line: "Amulet (artifact,
// equipped): 1 of 2 charges".
func (it HeldItem) Words() string {
	where := "carried"
	if it.Equipped {
		where = "equipped"
	}
	if it.Cursed {
		where += ", cursed"
	}
	w := fmt.Sprintf("%s (%s, %s)", it.Name, it.Slot, where)
	if it.Hands != "" {
		w = fmt.Sprintf("%s (%s, %s, %s)", it.Name, it.Hands.words(), it.Slot, where)
	}
	switch {
	case it.Slot == Artifact && it.Charges > 0:
		w += fmt.Sprintf(": %d of %d charges", it.Left, it.Charges)
	case it.Slot == Armour && it.Breaks > 0:
		w += fmt.Sprintf(": Armor %d of %d, broken until a Forge", it.Armor-it.Breaks, it.Armor)
	}
	return w
}

// CanCharge and CanBreak tell whether the item has a charge to spend or
// Armor to lose: the board's buttons for them.
func (it HeldItem) CanCharge() bool { return it.Slot == Artifact && it.Left > 0 }

// CanBreak: see CanCharge.
func (it HeldItem) CanBreak() bool { return it.Slot == Armour && it.Breaks < it.Armor }

// ShieldPool is the magic shields a Time Phase fills the Hero's pool to:
// those typed for the board, each ready power's, and each item's that
// works where it lies: equipment only equipped, miscellaneous cards from
// the inventory (L3351-3354, L3796-3810).
func (h Hero) ShieldPool() int {
	n := h.BaseShields
	for _, pw := range h.Powers {
		if pw.Cooldown == 0 {
			n += pw.Shields
		}
	}
	for _, it := range h.Items {
		if it.Equipped || it.Slot == Carried {
			n += it.Shields
		}
	}
	return n
}

// ReorganizeCmd moves one of Hero's cards (Name) to Slot: an item slot to
// equip it there, or Carried to put it in the inventory.
type ReorganizeCmd struct {
	Hero string `json:"hero"`
	Name string `json:"name"`
	Slot Slot   `json:"slot"`
}

// Reorganize equips hero's card called name in slot, or puts it in the
// inventory when slot is Carried: the Reorganize Equipped Items action
// (L2502-2505), also how a card picked up or passed is equipped later
// (L2496-2499, L2558-2560).
func Reorganize(hero, name string, slot Slot) tracker.Command {
	return tracker.Cmd(KindReorganize, ReorganizeCmd{Hero: hero, Name: name, Slot: slot})
}

// EquipSlots are where the held card may be equipped by its kind: both
// weapon slots for an either-hand weapon (L3495-3497), its own slot for
// other equipment, none for a miscellaneous card. The Soulrank it needs
// is the engine's to check and say.
func (it HeldItem) EquipSlots() []Slot {
	switch {
	case it.Slot == Carried:
		return nil
	case it.Hands == EitherHand:
		return []Slot{Primary, Secondary}
	}
	return []Slot{it.Slot}
}

// reorganize moves one card between the inventory and the slots. What
// sat in the slot it takes goes where the card came from if it may go
// there (two weapons trading hands), else to the inventory; a two-handed
// weapon and a second weapon cannot both stay equipped (L3472-3480), so
// equipping either puts the other in the inventory. The words say each
// card moved.
func (s *State) reorganize(a ReorganizeCmd) (string, error) {
	h, err := s.livingHero(a.Hero, "a Ghost Soul cannot rearrange items")
	if err != nil {
		return "", err
	}
	k := slices.IndexFunc(h.Items, func(it HeldItem) bool { return it.Name == a.Name })
	if k < 0 {
		return "", tracker.Refuse("%s holds no %s", h.Name, a.Name)
	}
	it := h.Items[k]
	if a.Slot == Carried {
		if !it.Equipped {
			return "", tracker.Refuse("The %s is in %s's inventory already", it.Name, h.Name)
		}
		if h.fullFor(it.Item) {
			return "", h.fullRefusal("the " + it.Name)
		}
		h.Items[k].Equipped = false
		return fmt.Sprintf("%s puts the %s in the inventory.", h.Name, it.Name), nil
	}
	switch {
	case !slices.Contains(Slots(), a.Slot):
		return "", tracker.Refuse("No slot is called %q", a.Slot)
	case it.Slot == Carried:
		return "", tracker.Refuse("The %s is used from the inventory, not equipped", it.Name)
	case !slices.Contains(it.EquipSlots(), a.Slot):
		return "", tracker.Refuse("The %s does not go in the %s slot", it.Name, a.Slot)
	case it.Equipped && it.Slot == a.Slot:
		return "", tracker.Refuse("The %s is equipped there already", it.Name)
	case it.MinSoulrank > h.Soulrank:
		return "", tracker.Refuse("%s is Soulrank %s: the %s needs %s", h.Name, roman(h.Soulrank), it.Name, roman(it.MinSoulrank))
	}
	from, wasEquipped := it.Slot, it.Equipped
	load := h.Load()
	var moved, toInv []string
	for j := range h.Items {
		o := &h.Items[j]
		if j == k || !o.Equipped {
			continue
		}
		clash := o.Slot == a.Slot ||
			a.Slot == Secondary && o.Slot == Primary && o.Hands == TwoHanded ||
			it.Hands == TwoHanded && o.Slot == Secondary
		if !clash {
			continue
		}
		if o.Slot == a.Slot && wasEquipped && o.Hands == EitherHand && it.Hands != TwoHanded {
			// Two weapons trade hands (L2504-2505).
			o.Slot = from
			moved = append(moved, fmt.Sprintf("the %s goes to the %s hand", o.Name, handWord(from)))
			continue
		}
		o.Equipped = false
		moved = append(moved, fmt.Sprintf("the %s goes to the inventory", o.Name))
		toInv = append(toInv, "the "+o.Name)
	}
	h.Items[k].Slot, h.Items[k].Equipped = a.Slot, true
	if h.Capacity > 0 && h.Load() > max(load, h.Capacity) {
		// A swap keeps the count; more cards into a full inventory do not
		// fit (L2205-2212). The moves above were on the engine's copy,
		// which a refusal throws away.
		return "", h.fullRefusal(tracker.JoinAnd(toInv))
	}
	where := "equips the " + it.Name
	if a.Slot == Primary || a.Slot == Secondary {
		where += " in the " + handWord(a.Slot) + " hand"
	}
	w := fmt.Sprintf("%s %s", h.Name, where)
	if len(moved) > 0 {
		w += "; " + strings.Join(moved, ", ")
	}
	return w + ".", nil
}

// handWord names a weapon slot as a hand.
func handWord(s Slot) string {
	if s == Secondary {
		return "second"
	}
	return "primary"
}

// PassItemCmd passes the card Name from Hero to To; Slot is where To
// equips it, or Carried (or empty) for the inventory.
type PassItemCmd struct {
	Hero string `json:"hero"`
	To   string `json:"to"`
	Name string `json:"name"`
	Slot Slot   `json:"slot,omitempty"`
}

// PassItem passes hero's card called name to another Hero, who equips it
// in slot or, with Carried, puts it in the inventory: the Exchange an
// Item action (L2490-2500).
func PassItem(hero, to, name string, slot Slot) tracker.Command {
	return tracker.Cmd(KindPassItem, PassItemCmd{Hero: hero, To: to, Name: name, Slot: slot})
}

// passItem: the card keeps its charges and Break tokens. The receiver may
// equip it at once only into an empty slot (L2493-2498): a full one, or a
// hand the weapons held leave no room for, refuses, and the card goes to
// the inventory instead.
func (s *State) passItem(a PassItemCmd) (string, error) {
	from, err := s.living(a.Hero, "a Ghost Soul cannot hand items over")
	if err != nil {
		return "", err
	}
	to, err := s.living(a.To, "a Ghost Soul cannot take items")
	if err != nil {
		return "", err
	}
	if from == to {
		return "", tracker.Refuse("%s cannot pass an item to themself", a.Hero)
	}
	g, r := &s.Heroes[from], &s.Heroes[to]
	k := slices.IndexFunc(g.Items, func(it HeldItem) bool { return it.Name == a.Name })
	switch {
	case k < 0:
		return "", tracker.Refuse("%s holds no %s", g.Name, a.Name)
	case g.Items[k].Cursed:
		return "", tracker.Refuse("The %s is cursed: it cannot be exchanged", a.Name)
	case slices.ContainsFunc(r.Items, func(o HeldItem) bool { return o.Name == a.Name }):
		return "", tracker.Refuse("%s holds a %s already", r.Name, a.Name)
	case len(r.Items) >= maxItems:
		return "", tracker.Refuse("%s holds %d cards: no more", r.Name, maxItems)
	}
	it := g.Items[k]
	it.Equipped = false
	if (a.Slot == "" || a.Slot == Carried) && r.fullFor(it.Item) {
		return "", tracker.Refuse("%s's inventory is full (%s, the most the Hero card allows): %s keeps the %s until %s drops an item", r.Name, count(r.Capacity, "card"), g.Name, it.Name, r.Name)
	}
	if a.Slot != "" && a.Slot != Carried {
		switch {
		case it.Slot == Carried:
			return "", tracker.Refuse("The %s is used from the inventory, not equipped", it.Name)
		case !slices.Contains(it.EquipSlots(), a.Slot):
			return "", tracker.Refuse("The %s does not go in the %s slot", it.Name, a.Slot)
		case it.MinSoulrank > r.Soulrank:
			return "", tracker.Refuse("%s is Soulrank %s: the %s needs %s. It can go in the inventory", r.Name, roman(r.Soulrank), it.Name, roman(it.MinSoulrank))
		case slices.ContainsFunc(r.Items, func(o HeldItem) bool { return o.Equipped && o.Slot == a.Slot }):
			return "", tracker.Refuse("%s's %s slot is taken: the %s goes in the inventory, and a Reorganize action equips it later", r.Name, a.Slot, it.Name)
		}
		it.Slot = a.Slot
		if err := r.handsFree(it.Item); err != nil {
			return "", err
		}
		it.Equipped = true
	}
	g.Items = slices.Delete(g.Items, k, k+1)
	r.Items = append(r.Items, it)
	where := "the inventory"
	if it.Equipped {
		where = "equipped"
	}
	return fmt.Sprintf("%s passes the %s to %s (%s).", g.Name, it.Name, r.Name, where), nil
}

// EquipFree are the slots hero may equip the card in at once when it is
// passed to them: its equip slots that are empty and that the weapons
// held leave a hand for (L2493-2498, L3472-3480), none below the
// Soulrank the card needs (L3440-3463) or for a cursed card, which goes
// to the inventory (L5282-5285).
func (h Hero) EquipFree(it HeldItem) []Slot {
	if it.MinSoulrank > h.Soulrank || it.Cursed {
		return nil
	}
	var out []Slot
	for _, sl := range it.EquipSlots() {
		if slices.ContainsFunc(h.Items, func(o HeldItem) bool { return o.Equipped && o.Slot == sl }) {
			continue
		}
		c := it.Item
		c.Slot = sl
		if h.handsFree(c) == nil {
			out = append(out, sl)
		}
	}
	return out
}

// Load is how many cards count against the Hero's Item Capacity: those in
// the inventory, not equipped, Weight 0 not counted (L2205-2212,
// L4999-5000).
func (h Hero) Load() int {
	n := 0
	for _, it := range h.Items {
		if !it.Equipped && it.Weight > 0 {
			n++
		}
	}
	return n
}

// fullFor tells whether the inventory has no room for it: a Capacity is
// entered, it weighs something, and the inventory is at the Capacity.
func (h Hero) fullFor(it Item) bool {
	return h.Capacity > 0 && it.Weight > 0 && h.Load() >= h.Capacity
}

func (h Hero) fullRefusal(what string) error {
	return tracker.Refuse("%s's inventory is full (%s, the most the Hero card allows): no room for %s. Drop an item first", h.Name, count(h.Capacity, "card"), what)
}

// LoadWords say the inventory against the Item Capacity for the Hero's
// board, "Inventory: 2 of 3 cards (Weight 0 not counted)", or "" with no
// Capacity entered (L2205-2212, L4999-5000).
func (h Hero) LoadWords() string {
	if h.Capacity == 0 {
		return ""
	}
	return fmt.Sprintf("Inventory: %d of %s (Weight 0 not counted)", h.Load(), count(h.Capacity, "card"))
}

// PassTargets are the Heroes hero may pass the held card to: every other
// living Hero, none for a Ghost Soul or a cursed card, which no activity
// exchanges (L2490-2500, L5285-5288).
func (s State) PassTargets(hero string, it HeldItem) []Hero {
	i, err := s.seat(hero)
	if err != nil || s.Heroes[i].Ghost || it.Cursed {
		return nil
	}
	var out []Hero
	for j, o := range s.Heroes {
		if j != i && !o.Ghost {
			out = append(out, o)
		}
	}
	return out
}

// Droppable tells whether a Hero may drop the card; a cursed one only
// leaves by theft or a Temple (RemoveCursed, L5285-5299).
func (it HeldItem) Droppable() bool { return !it.Cursed }
