package ui

import (
	"fyne.io/fyne/v2"

	"tableside/tracker/valor"
	"tableside/tracker/valor/labyrinth"
)

// The Labyrinth's Minion cards, deck covers, Spells and dice as the map and
// the Villain Round wizard ask for them. (Being written: these are the
// shapes the map screen calls; the editors replace them.)

// pickMinionCard lets the players pick a Minion card of size (any size when
// size is "") from the card library, or enter a new one. back redraws the
// screen the pick was made from (an editor takes the whole window); then
// gets the card, after back, when one was picked or saved.
func pickMinionCard(s *shell, title string, size labyrinth.MinionSize, back func(), then func(valor.MinionCard)) {
	cards := libraryCards(s, valor.LibraryMinion, valor.MinionCard.Validate)
	var fit []valor.MinionCard
	var labels []string
	for _, c := range cards {
		if size == "" || c.Size == size {
			fit = append(fit, c)
			labels = append(labels, c.Name)
		}
	}
	if len(fit) == 0 {
		s.tell(title, "No Minion card of that size in the library yet.")
		return
	}
	chooser(s.win, title, labels, func(i int) { then(fit[i]) })
}

// showDeckCosts asks the Corruption costs printed on the three Minion deck
// covers (000 L637), starting from have.
func showDeckCosts(w fyne.Window, have valor.DeckCosts, then func(valor.DeckCosts)) {
	showNumberPad(w, "What a Chump costs", have.Chump, 1, 99, func(c int) {
		showNumberPad(w, "What an Elite costs", have.Elite, 1, 99, func(e int) {
			showNumberPad(w, "What a Boss costs", have.Boss, 1, 99, func(b int) {
				then(valor.DeckCosts{Chump: c, Elite: e, Boss: b})
			})
		})
	})
}

// showSpellCosts asks the costs printed on the Spell just flipped (000
// L615) and, if the players like, its name.
func showSpellCosts(w fyne.Window, then func(name string, costs []int)) {
	showNumberPad(w, "The Spell's lowest cost", -1, 0, 99, func(c int) { then("", []int{c}) })
}

// showDiceFaces shows the Hits on each face of the dice the app rolls and
// lets the players correct a die whose faces differ from theirs.
func showDiceFaces(w fyne.Window, faces valor.DiceFaces, then func(die valor.Die, faces []int)) {
	_ = faces
	_ = then
}
