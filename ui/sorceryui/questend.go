package sorceryui

import (
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/tracker/sorcery"
	"tableside/ui/kit"
)

// questEnd is the Quest end checklist (L738, L3345, L4923-4926): what the
// campaign keeps and loses, and for each Ghost Soul the equipped cards,
// one of which the app draws to lose for good.
func (b *board) questEnd() {
	p, st := b.v.p, b.st
	w := p.App().Window()
	box := kit.VBox(kit.Note("Kept: Soulrank and powers, the Soul Counter, crowns, equipped and carried items, the Stash, charges, broken armour and the party's Companions, healed. Gone: Blessings, the Quest's Enemies and summoned Companions. Every Hero starts the next Quest at full health."))
	fields := map[string]*widget.Entry{}
	for _, h := range st.Heroes {
		if !h.Ghost {
			continue
		}
		kit.Add(box, kit.Bold(h.Name+" is a Ghost Soul and loses one equipped card, drawn by the app."))
		var held []string
		for _, it := range h.Items {
			if it.Equipped {
				held = append(held, it.Name)
			}
		}
		if len(held) > 0 {
			kit.Add(box, kit.Note("Drawn from: "+strings.Join(held, ", ")+"."))
			continue
		}
		fields[h.Name] = kit.LinesEntry(h.Name+"'s equipped cards, one a line", nil)
		kit.Add(box, fields[h.Name])
	}
	// Won or lost, for the campaign's record: the app picks "lost" when
	// the usual conditions say so (L1779-1782), for the players to
	// confirm or change.
	outcomes := []string{sorcery.Won, sorcery.Lost}
	picked := -1
	if st.Lost() != "" {
		picked = 1
	}
	var end *kit.Ready
	how := kit.NewChoice("How did it end?", []string{"We won", "We lost"}, picked, func(int) { end.Go() })
	end = kit.NewReady("End the Quest", theme.ConfirmIcon(), func() {
		equipped := map[string][]string{}
		for name, f := range fields {
			equipped[name] = kit.SplitLines(f.Text)
		}
		if p.Do(sorcery.QuestOver(equipped, outcomes[how.Picked], p.App().Now().Format(time.DateOnly))) {
			p.App().Tell("The Quest is over", p.LastDone())
		}
	}, waitOutcome)
	end.Button.Importance = widget.HighImportance
	if picked < 0 {
		end.Wait(waitOutcome)
	}
	kit.Add(box, how.Content(w, 2))
	kit.AskReady(w, "End the Quest?", box, end, widget.NewButtonWithIcon("Not yet", theme.CancelIcon(), nil))
}

// waitOutcome is what the Quest's end waits for.
const waitOutcome = "Say whether you won or lost."

// questEndButton opens the checklist.
func (b *board) questEndButton() fyne.CanvasObject {
	return kit.Tall(widget.NewButton("End the Quest", b.questEnd))
}
