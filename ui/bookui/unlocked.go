package bookui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/valor/book"
	"tableside/ui/kit"
)

// unlockedPage answers "is card 021 unlocked?" at a glance and records
// Discovered cards, envelopes and Talent cards.
func (v *bookView) unlockedPage() (left, right fyne.CanvasObject) {
	st := v.st
	search := widget.NewEntry()
	search.SetPlaceHolder("Search: a card number or a name")
	results := container.NewVBox()
	search.OnChanged = func(q string) {
		results.Objects = []fyne.CanvasObject{v.results(q)}
		results.Refresh()
	}
	search.OnChanged("")
	l := container.NewVBox(kit.Bold("What stays unlocked"), kit.Tall(search), kit.Own(results))

	r := container.NewVBox(
		kit.Tall(kit.BigButton("Discover a card…", theme.ContentAddIcon(), true, v.askDiscover)),
		kit.Tall(widget.NewButtonWithIcon("Unlock an envelope…", theme.MailComposeIcon(), func() {
			v.askText("Unlock an envelope", "Its icon, as you call it", "", "Unlock", func(t string) { v.do(book.UnlockEnvelope(t)) })
		})),
		kit.Tall(widget.NewButtonWithIcon("Unlock a Talent card…", theme.AccountIcon(), v.askTalent)),
		widget.NewSeparator(),
		kit.Bold("Talent cards by Hero"),
	)
	var heroes []string
	for _, t := range st.Talents {
		heroes = bookAddName(heroes, t.Hero)
	}
	if len(heroes) == 0 {
		r.Add(kit.Note("None unlocked yet."))
	}
	for _, h := range heroes {
		r.Add(kit.Note(h + ": " + strings.Join(st.TalentsOf(h), ", ")))
	}
	return l, r
}

// results is what a search finds; a number gets a plain yes or no first.
func (v *bookView) results(q string) fyne.CanvasObject {
	st := v.st
	box := container.NewVBox()
	q = strings.TrimSpace(q)
	if n, err := strconv.Atoi(q); err == nil && n >= 1 && n <= book.MaxCard {
		cards := st.Discovered(n)
		if len(cards) == 0 {
			box.Add(kit.Heading(fmt.Sprintf("Card %03d: not unlocked", n)))
		}
		for _, c := range cards {
			box.Add(kit.Heading(fmt.Sprintf("Card %03d: unlocked, %s (%s)", n, c.Name, c.Board.Title())))
		}
	}
	found := st.Search(q)
	if q == "" {
		box.Add(kit.Note(fmt.Sprintf("Everything unlocked (%d):", len(found))))
	} else if len(found) == 0 {
		box.Add(kit.Note("Nothing unlocked matches " + strconv.Quote(q) + "."))
	}
	kinds := map[string]string{"card": "Card", "envelope": "Envelope", "talent": "Talent", "upgrade": "Upgrade"}
	for _, f := range found {
		text := f.Text
		if f.Kind == "talent" || f.Kind == "upgrade" {
			text = kinds[f.Kind] + ": " + text
		}
		box.Add(kit.Note(fmt.Sprintf("%s · Act %d", text, f.Act)))
	}
	return box
}

// askDiscover records a Discovered card: its number on the pad, its name,
// and the Sideboard it came from as the button that saves it.
func (v *bookView) askDiscover() {
	kit.ShowNumberPad(v.win(), "The card's number", -1, 1, book.MaxCard, func(n int) {
		name := widget.NewEntry()
		name.SetPlaceHolder("The card's name")
		var d *dialog.CustomDialog
		save := func(b book.Board) func() {
			return func() {
				if strings.TrimSpace(name.Text) == "" {
					v.p.App().Tell("Type its name", "Type the name printed on the card, then tap its Sideboard.")
					return
				}
				d.Hide()
				v.do(book.Discover(n, name.Text, b))
			}
		}
		mini := kit.BigButton("Mini Sideboard", nil, true, save(book.BoardMini))
		full := kit.BigButton("Full-Size Sideboard", nil, true, save(book.BoardFull))
		cancel := widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), func() { d.Hide() })
		body := container.NewVBox(kit.Tall(name), kit.Note("Found in the"), kit.Tall(mini), kit.Tall(full), kit.Tall(cancel))
		d = kit.ShowSheet(v.win(), fmt.Sprintf("Card %03d", n), body, "")
	})
}

// askTalent records a Talent card unlocked for a Hero, picked or typed.
func (v *bookView) askTalent() {
	names := v.heroNames()
	card := func(hero string) {
		v.askText("A Talent card for "+hero, "The Talent card's name", "", "Unlock", func(t string) { v.do(book.UnlockTalent(hero, t)) })
	}
	kit.Choose(v.win(), "For which Hero?", append(append([]string{}, names...), "Another Hero…"), func(i int) {
		if i < len(names) {
			card(names[i])
			return
		}
		v.askText("Which Hero?", "The Hero's name", "", "Next", func(h string) {
			if h = strings.TrimSpace(h); h != "" {
				card(h)
			}
		})
	})
}
