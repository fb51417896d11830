package bookui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/decks"
	"tableside/tracker/valor/book"
	"tableside/ui/kit"
)

// bookPlaceChoice is a place a packet can go from the move form.
type bookPlaceChoice struct {
	title string
	to    decks.Place
}

// bookPlaceTitles name the places a packet goes to from the move form.
var bookPlaceTitles = map[decks.Place]string{
	decks.PlaceStash:   "Hero Stash",
	decks.PlaceArchive: "Event Archive",
	decks.PlaceAside:   "Set aside",
	decks.PlaceMarked:  "Mark a Hero",
	decks.PlaceDeck:    "Back in the deck",
}

// openMoveForm records what happened to a packet in one screen: the
// choice made, the side exposed and where it goes. reading is a Hero
// Stash packet read at the Level Up Step; else e is the drawn packet.
func (v *bookView) openMoveForm(e book.Event, reading bool) {
	s, o := v.p.App(), v.st
	session, _ := o.Playing()
	// Where the rules let it go (book.State.Destinations), the place it
	// is in first: it stays.
	var places []bookPlaceChoice
	for i, to := range o.Destinations(reading) {
		if i == 0 {
			places = append(places, bookPlaceChoice{"Stays " + to.Where(), ""})
			continue
		}
		places = append(places, bookPlaceChoice{bookPlaceTitles[to], to})
	}

	choice := widget.NewEntry()
	choice.SetPlaceHolder("The choice made, if it offered one")
	earlier := container.NewVBox()
	seen := map[string]bool{}
	for i := len(e.Choices) - 1; i >= 0; i-- {
		c := e.Choices[i]
		if seen[strings.ToLower(c)] {
			continue
		}
		seen[strings.ToLower(c)] = true
		earlier.Add(kit.Tall(widget.NewButton("As before: "+v.short(c), func() { choice.SetText(c) })))
	}

	sides := e.Sides()
	sideTitles := make([]string, len(sides))
	cur := 0
	for i, sd := range sides {
		sideTitles[i] = string(sd)
		if sd == e.Side {
			cur = i
		}
	}
	side := kit.NewChoice("", sideTitles, cur, nil)

	plus, minus := 0, 0
	if f, ok := e.Icons(e.Side); ok {
		plus, minus = f.Plus, f.Minus
	}
	free := o.MarkersFree()
	markerTitles := make([]string, len(free))
	for i, n := range free {
		markerTitles[i] = strconv.Itoa(n)
	}
	marker := kit.NewChoice("Marker", markerTitles, -1, nil)
	hero := kit.NewChoice("Hero", session.Heroes, -1, nil)
	ats := []decks.Position{decks.AtTier, decks.AtTop, decks.AtBottom}
	at := kit.NewChoice("", []string{"Into tier " + string(e.Tier), "On top", "At the bottom"}, 0, nil)

	extra := container.NewVBox()
	var relayout func()
	placeTitles := make([]string, len(places))
	for i, pl := range places {
		placeTitles[i] = pl.title
	}
	place := kit.NewChoice("", placeTitles, 0, nil)
	place.OnChanged = func(i int) {
		extra.Objects = nil
		switch places[i].to {
		case decks.PlaceArchive:
			extra.Add(kit.Note("The judgment icons at the bottom of the side it ends on:"))
			extra.Add(kit.NewNumber(v.win(), "+1 icons", &plus, 0, book.MaxIcons, nil).Content())
			extra.Add(kit.NewNumber(v.win(), "-1 icons", &minus, 0, book.MaxIcons, nil).Content())
		case decks.PlaceMarked:
			extra.Add(marker.Content(v.win(), 6))
			extra.Add(hero.Content(v.win(), 3))
		case decks.PlaceDeck:
			extra.Add(at.Content(v.win(), 3))
		}
		extra.Refresh()
		if relayout != nil {
			relayout()
		}
	}

	what := "Resolve " + e.Title
	if reading {
		what = "Read " + e.Title
	}
	back := widget.NewButtonWithIcon("Back to the book", theme.NavigateBackIcon(), v.p.Render)
	save := kit.BigButton("Save", theme.ConfirmIcon(), true, func() {
		pl := places[place.Picked]
		cmd := book.MoveCmd{Packet: e.ID, To: pl.to, Choice: strings.TrimSpace(choice.Text)}
		if sd := sides[side.Picked]; sd != e.Side {
			cmd.Side = sd
		}
		switch pl.to {
		case decks.PlaceArchive:
			cmd.Icons = &book.Icons{Plus: plus, Minus: minus}
		case decks.PlaceMarked:
			if marker.Picked < 0 || hero.Picked < 0 {
				s.Tell("Who is marked?", "Tap the marker the card names and the Hero who takes it.")
				return
			}
			cmd.Marker, cmd.Hero = free[marker.Picked], session.Heroes[hero.Picked]
		case decks.PlaceDeck:
			cmd.At = ats[at.Picked]
		}
		if reading {
			v.do(book.ReadStash(cmd))
			return
		}
		v.do(book.Move(cmd))
	})
	parts := []fyne.CanvasObject{
		kit.Heading(fmt.Sprintf("%s (side %s up)", what, e.Side)),
		kit.Section("The choice made"),
		kit.Tall(choice), earlier,
		kit.Section("Side up afterwards"),
		side.Content(v.win(), 6),
		kit.Section("Where it goes"),
		place.Content(v.win(), 2),
		extra,
	}
	relayout = kit.FormScreen(s.Show, back, save, parts...)
}
