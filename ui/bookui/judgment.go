package bookui

import (
	"fmt"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/decks"
	"tableside/tracker/valor/book"
	"tableside/ui/kit"
)

// judgmentPage is Facing Judgment: whether it is due, the Archive's score
// and what still lacks icons, facing it, and the decrees so far.
func (v *bookView) judgmentPage() fyne.CanvasObject {
	st := v.st
	box := container.NewVBox()
	now := st.Judgment()
	quest, questDone, due := now.Quest, now.Faced, now.Open
	switch d, decided := st.Decree(); {
	case quest && questDone:
		box.Add(kit.Heading("This Quest has faced Judgment."))
	case quest:
		box.Add(kit.Heading("A Quest may call for Judgment."))
	case st.Complete:
		box.Add(kit.Heading("The campaign is complete: a Quest may still call for Judgment."))
	case decided:
		box.Add(kit.Heading(fmt.Sprintf("Act %d: decreed %s (score %+d)", d.Act, d.Decree.Title(), d.Score)))
		box.Add(kit.Note("The decree holds until the next Act."))
	case st.Act < book.JudgmentAct:
		box.Add(kit.Heading(fmt.Sprintf("Judgment comes from Act %d on; this is Act %d.", book.JudgmentAct, st.Act)))
	default:
		box.Add(kit.Heading(fmt.Sprintf("Judgment is due in Act %d.", st.Act)))
	}
	score, missing := st.JudgmentScore()
	archived := len(st.InPlace(decks.PlaceArchive))
	if len(missing) == 0 {
		box.Add(kit.Bold(fmt.Sprintf("Score now: %+d from %s: %s", score, kit.Plural(archived, "archived packet"), book.DecreeFor(score).Title())))
	} else {
		box.Add(kit.Bold(fmt.Sprintf("Score so far: %+d from %d of %s", score, archived-len(missing), kit.Plural(archived, "archived packet"))))
	}
	box.Add(kit.Note("Each archived packet counts the +1 and -1 icons on the side it ended on. Below 0: Dastardly Villains; 0 or more: Knights of Valor."))
	if len(missing) > 0 {
		box.Add(kit.Bold(fmt.Sprintf("Icons still to enter (%d)", len(missing))))
		for _, e := range missing {
			e := e
			box.Add(bookRow(bookArchiveLine(e), widget.NewButton("Icons…", func() { v.askIcons(e) })))
		}
	}
	if due {
		face := kit.BigButton(fmt.Sprintf("Face Judgment: %+d, %s", score, book.DecreeFor(score).Title()), theme.ConfirmIcon(), true, func() { v.do(book.FaceJudgment()) })
		if len(missing) > 0 {
			face.Disable()
			box.Add(kit.Note("Enter the missing icons first."))
		}
		box.Add(kit.Tall(face))
	}
	box.Add(widget.NewSeparator())
	box.Add(kit.Bold(fmt.Sprintf("Decrees (%d)", len(st.Judgments))))
	if len(st.Judgments) == 0 {
		box.Add(kit.Note("None yet."))
	}
	for _, j := range st.Judgments {
		what := fmt.Sprintf("Act %d", j.Act)
		if j.Session > 0 {
			what = fmt.Sprintf("Quest, session %d", j.Session)
		}
		box.Add(kit.Note(fmt.Sprintf("%s: %s (score %+d)", what, j.Decree.Title(), j.Score)))
	}
	return box
}
