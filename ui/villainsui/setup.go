package villainsui

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"tableside/ui"
	"tableside/ui/kit"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/tracker/villains"
)

// villainsSetup is a new game of rules 004 (L1-L10): who plays which
// Villain, in turn order, and who goes first. Villains come from the card
// library, so a board typed once is one tap ever after; names and picks are
// carried over from the campaign's last game.
type villainsSetup struct {
	s       *ui.App
	c       campaign.Campaign
	library []villains.VillainCard
	seats   []*seatRow
	first   *widget.Select
	addBtn  *widget.Button
	newBtn  *widget.Button
	editBtn *widget.Button
	start   *widget.Button
	// scroll is the screen's scroll once shown; at is where a screen drawn
	// again (back from an editor) scrolls to first.
	scroll *container.Scroll
	at     fyne.Position
}

type seatRow struct {
	name    *widget.Entry
	villain *widget.Select
	remove  *widget.Button
}

const randomFirst = "Pick at random"

// Setup shows the screen that starts a new game.
func (Screens) Setup(s *ui.App, c campaign.Campaign) { newVillainsSetup(s, c, nil).show() }

// newVillainsSetup builds the screen; keep holds seats typed so far when the
// screen is rebuilt (after adding a Villain to the library).
func newVillainsSetup(s *ui.App, c campaign.Campaign, keep [][2]string) *villainsSetup {
	v := &villainsSetup{s: s, c: c}
	v.loadLibrary()
	if keep == nil {
		keep = v.lastLineUp()
	}
	least, _ := villains.PlayerRange()
	for len(keep) < least {
		keep = append(keep, [2]string{"", ""})
	}
	for _, k := range keep {
		v.addSeat(k[0], k[1])
	}
	v.first = widget.NewSelect(nil, nil)
	v.addBtn = widget.NewButtonWithIcon("Add a player", theme.ContentAddIcon(), func() { v.addSeat("", ""); v.show() })
	// Back from an editor, the screen is drawn again where the player
	// left it: the seats typed and the scroll.
	back := func() {
		nv := newVillainsSetup(s, c, v.lineUp())
		nv.at = v.offset()
		nv.show()
	}
	v.newBtn = widget.NewButtonWithIcon("Enter a new Villain board", theme.DocumentCreateIcon(), func() {
		showVillainEditor(s, villains.VillainCard{}, back)
	})
	v.editBtn = widget.NewButtonWithIcon("Correct a Villain board", theme.DocumentIcon(), func() {
		names := v.villainNames()
		if len(names) == 0 {
			s.Tell("No Villain boards yet", "Enter a new Villain board first.")
			return
		}
		kit.Choose(s.Window(), "Which Villain?", names, func(i int) {
			// Saved under the same name, the corrected board replaces the old one.
			showVillainEditor(s, v.library[i], back)
		})
	})
	v.start = kit.BigButton("Start the game", theme.MediaPlayIcon(), true, v.begin)
	v.refreshFirst()
	return v
}

func (v *villainsSetup) loadLibrary() {
	cards, err := v.s.Store().Cards(villains.Game{}.ID(), villains.LibraryKind)
	if err != nil {
		v.s.Fail(err)
		return
	}
	v.library = nil
	for _, c := range cards {
		var vc villains.VillainCard
		if json.Unmarshal(c.Data, &vc) == nil && vc.Validate() == nil {
			v.library = append(v.library, vc)
		}
	}
}

// lastLineUp is the players and Villains of the campaign's last game.
func (v *villainsSetup) lastLineUp() [][2]string {
	sess, ok, err := v.s.Store().LastSession(v.c.ID)
	if err != nil || !ok {
		return nil
	}
	st, err := villains.Decode(sess.State)
	if err != nil {
		return nil
	}
	var out [][2]string
	for _, p := range st.Players {
		out = append(out, [2]string{p.Name, p.Villain})
	}
	return out
}

func (v *villainsSetup) villainNames() []string {
	names := make([]string, len(v.library))
	for i, vc := range v.library {
		names[i] = vc.Name
	}
	return names
}

func (v *villainsSetup) addSeat(name, villain string) {
	r := &seatRow{name: widget.NewEntry(), villain: widget.NewSelect(v.villainNames(), nil)}
	r.name.SetPlaceHolder(fmt.Sprintf("Player %d", len(v.seats)+1))
	r.name.SetText(name)
	r.name.OnChanged = func(string) { v.refreshFirst() }
	r.villain.PlaceHolder = "Choose a Villain"
	for _, n := range r.villain.Options {
		if n == villain {
			r.villain.SetSelected(n)
		}
	}
	r.remove = widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
		for i, s := range v.seats {
			if s == r {
				v.seats = append(v.seats[:i], v.seats[i+1:]...)
			}
		}
		v.refreshFirst()
		v.show()
	})
	v.seats = append(v.seats, r)
}

func (v *villainsSetup) seatName(i int) string {
	if n := v.seats[i].name.Text; n != "" {
		return n
	}
	return v.seats[i].name.PlaceHolder
}

func (v *villainsSetup) refreshFirst() {
	if v.first == nil {
		return
	}
	opts := []string{randomFirst}
	for i := range v.seats {
		opts = append(opts, v.seatName(i))
	}
	sel := v.first.Selected
	v.first.SetOptions(opts)
	v.first.SetSelected(randomFirst)
	for _, o := range opts {
		if o == sel {
			v.first.SetSelected(o)
		}
	}
}

func (v *villainsSetup) lineUp() [][2]string {
	out := make([][2]string, len(v.seats))
	for i, r := range v.seats {
		out[i] = [2]string{r.name.Text, r.villain.Selected}
	}
	return out
}

func (v *villainsSetup) show() {
	s := v.s
	least, most := villains.PlayerRange()
	back := widget.NewButtonWithIcon("Campaigns", theme.NavigateBackIcon(), s.ShowHome)
	box := container.NewVBox(kit.Heading("New game: "+v.c.Name),
		kit.Note("Players in seating order, clockwise. Each Villain's board is entered once and kept for every later game."))
	for i, r := range v.seats {
		// Name above Villain: side by side they overflow a phone.
		row := container.NewBorder(nil, nil, widget.NewLabel(fmt.Sprintf("%d.", i+1)), r.remove, container.NewVBox(r.name, r.villain))
		if len(v.seats) <= least {
			r.remove.Disable()
		}
		box.Add(row)
	}
	if len(v.seats) < most {
		box.Add(kit.Tall(v.addBtn))
	}
	box.Add(kit.Fit(1, kit.Tall(v.newBtn), kit.Tall(v.editBtn)))
	box.Add(widget.NewLabelWithStyle("Who goes first?", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	box.Add(kit.Tall(v.first))
	box.Add(kit.Note("Power at the start follows the seat after the first player: " + startingPower() + "."))
	box.Add(kit.Tall(v.start))
	at := v.offset()
	v.scroll = container.NewVScroll(container.NewPadded(box))
	s.Show(container.NewBorder(container.NewHBox(back), nil, nil, nil, v.scroll))
	// Drawn again (a player added, back from an editor), it stays where
	// the player was.
	v.scroll.ScrollToOffset(at)
}

// offset is where the screen's scroll stands, or where it is to stand.
func (v *villainsSetup) offset() fyne.Position {
	if v.scroll != nil {
		return v.scroll.Offset
	}
	return v.at
}

// startingPower is each seat's Power at the start, from the first
// player's: "0, 1, 2, 2, 3, 3" (004 L10).
func startingPower() string {
	var out []string
	for _, n := range villains.StartingPower() {
		out = append(out, strconv.Itoa(n))
	}
	return strings.Join(out, ", ")
}

// begin checks the line-up with the rules and starts the game.
func (v *villainsSetup) begin() {
	setup := villains.Setup{First: -1, Seed: uint64(v.s.Now().UnixNano())}
	for i, r := range v.seats {
		var card *villains.VillainCard
		for j := range v.library {
			if v.library[j].Name == r.villain.Selected {
				card = &v.library[j]
			}
		}
		if card == nil {
			v.s.Tell("Choose a Villain", fmt.Sprintf("%s has no Villain yet. Choose one, or enter a new Villain board.", v.seatName(i)))
			return
		}
		setup.Players = append(setup.Players, villains.Seat{Name: v.seatName(i), Villain: *card})
		if v.first.Selected == v.seatName(i) {
			setup.First = i
		}
	}
	st, err := villains.NewGame(setup)
	if err != nil {
		v.s.Fail(err)
		return
	}
	b, err := st.Encode()
	if err != nil {
		v.s.Fail(err)
		return
	}
	v.s.StartSession(v.c, b)
}
