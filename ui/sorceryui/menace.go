package sorceryui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/sorcery"
	"tableside/ui"
	"tableside/ui/kit"
)

// The Menace token's moves the players make (L7597-7605); the ones a
// wound makes are the engine's. When each is allowed is a query of
// tracker/sorcery: CanTaunt and MenaceToPass.

// menacePass is the pass the Master Enemy's controller owes, one tap on
// the Hero who takes the token, or nil when none is owed (L7601-7605).
// It is shown on the round and in the Enemy Turn alike: the holder most
// often falls to the Master Enemy's own attack.
func menacePass(p *ui.Play, st sorcery.State) fyne.CanvasObject {
	ch := st.MenaceToPass()
	if ch == nil {
		return nil
	}
	w := p.App().Window()
	box := kit.VBox(kit.Section("Menace token"), kit.Note(ch.Prompt+" "+ch.Who+" picks."))
	takers := kit.Fit(2)
	for _, name := range ch.Options {
		btn := widget.NewButton(fitted(w, name+" takes it"), func() { p.Do(sorcery.PassMenace(name)) })
		btn.Importance = widget.HighImportance
		takers.Add(kit.Tall(btn))
	}
	kit.Add(box, takers)
	return box
}

// taunt is the Hero's Taunt (or a power like it) on the Master Enemy,
// which takes the Menace token whatever its level (L7597-7599), or nil
// when there is no token to take.
func (b *board) taunt(i int) fyne.CanvasObject {
	if !b.st.CanTaunt(i) {
		return nil
	}
	name, p := b.st.Heroes[i].Name, b.v.p
	return kit.Tall(widget.NewButtonWithIcon(fitted(p.App().Window(), "Taunt: take the Menace token"), theme.WarningIcon(), func() {
		p.Do(sorcery.Taunt(name))
	}))
}
