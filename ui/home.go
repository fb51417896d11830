package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/storage"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/tracker"
	"tableside/ui/kit"
)

// home is the first screen: carry on where the table left off, or start or
// pick a campaign. Its widgets are fields so tests can tap them.
type home struct {
	s           *App
	continueBtn *widget.Button // nil when nothing has been played yet
	newBtn      *widget.Button
	importBtn   *widget.Button
	linkBtn     *widget.Button
	settingsBtn *widget.Button
	rows        []campaignRow
}

type campaignRow struct {
	c       campaign.Campaign
	open    *widget.Button
	actions *widget.Button
}

func (s *App) ShowHome() {
	s.keepAwake(false)
	s.StopSharing()
	s.ShowBuilt(func() fyne.CanvasObject { return s.buildHome().content() })
}

func (s *App) buildHome() *home {
	h := &home{s: s}
	h.newBtn = kit.BigButton("New campaign", theme.ContentAddIcon(), false, h.askNew)
	h.importBtn = widget.NewButtonWithIcon("Import a campaign file", theme.DownloadIcon(), h.askImport)
	h.linkBtn = widget.NewButtonWithIcon("Import from a link", theme.ContentPasteIcon(), s.askImportLink)
	h.settingsBtn = widget.NewButtonWithIcon("", theme.SettingsIcon(), s.ShowSettings)

	camps, err := s.store.Campaigns()
	if err != nil {
		s.Fail(err)
	}
	if last, ok, err := s.store.Latest(); err == nil && ok {
		for _, c := range camps {
			if c.ID == last.CampaignID {
				c := c
				h.continueBtn = kit.BigButton(kit.ButtonText(s.win, "Continue: "+c.Name, 24), theme.MediaPlayIcon(), true, func() { s.OpenSession(c, last.ID) })
			}
		}
	}
	for _, c := range camps {
		c := c
		r := campaignRow{c: c}
		r.open = widget.NewButton(kit.ButtonText(s.win, c.Name, 24+kit.TouchHeight), func() { s.OpenCampaign(c) })
		r.open.Alignment = widget.ButtonAlignLeading
		r.actions = widget.NewButtonWithIcon("", theme.MoreVerticalIcon(), func() { h.campaignMenu(c) })
		r.actions.Importance = widget.LowImportance
		h.rows = append(h.rows, r)
	}
	return h
}

func (h *home) content() fyne.CanvasObject {
	s := h.s
	top := container.NewBorder(nil, nil, nil, h.settingsBtn, kit.Heading("Tableside"))
	box := container.NewVBox()
	if s.store.ReadOnly() {
		warn := kit.Note(s.store.ReadOnlyReason().String())
		warn.Importance = widget.WarningImportance
		box.Add(warn)
	}
	if h.continueBtn != nil {
		box.Add(kit.Tall(h.continueBtn))
	}
	box.Add(kit.Tall(h.newBtn))
	if len(h.rows) == 0 {
		box.Add(kit.Note("No campaigns yet. Start one with New campaign, or import a file a friend exported."))
	} else {
		box.Add(widget.NewSeparator())
		box.Add(widget.NewLabelWithStyle("Campaigns", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
	}
	now := s.Now()
	for _, r := range h.rows {
		game := r.c.Game
		if g, err := s.games.Lookup(r.c.Game); err == nil {
			game = g.Title()
		}
		sub := kit.Note(fmt.Sprintf("%s · last played %s · %s", game, kit.Ago(r.c.LastPlayed, now), kit.Plural(r.c.Sessions, "game")))
		row := container.NewBorder(nil, nil, nil, r.actions, container.NewVBox(kit.Tall(r.open), sub))
		box.Add(row)
	}
	box.Add(widget.NewSeparator())
	box.Add(kit.Tall(h.importBtn))
	box.Add(kit.Tall(h.linkBtn))
	return container.NewBorder(top, nil, nil, nil, container.NewVScroll(container.NewPadded(box)))
}

// askNew asks for a name and a game: the only typing a new campaign needs.
func (h *home) askNew() {
	s := h.s
	var games []tracker.Game
	for _, g := range s.games.Sorted() {
		// A campaign book lives inside a campaign, never as one.
		if sc, ok := s.screens[g.ID()]; ok && sc.NewCampaigns() {
			games = append(games, g)
		}
	}
	titles := make([]string, len(games))
	for i, g := range games {
		titles[i] = g.Title()
	}
	name := widget.NewEntry()
	name.SetPlaceHolder("e.g. Friday group")
	pick := widget.NewRadioGroup(titles, nil)
	pick.Required = true
	if len(titles) > 0 {
		pick.SetSelected(titles[0])
	}
	items := []*widget.FormItem{widget.NewFormItem("Name", name), widget.NewFormItem("Game", pick)}
	form := dialog.NewForm("New campaign", "Create", "Cancel", items, func(ok bool) {
		if !ok {
			return
		}
		for i, t := range titles {
			if t == pick.Selected {
				h.create(name.Text, games[i].ID())
			}
		}
	}, s.win)
	// The keyboard's Enter creates it, the game picked or the first.
	name.OnSubmitted = func(string) { form.Submit() }
	form.Show()
}

func (h *home) create(name, game string) {
	c, err := h.s.store.CreateCampaign(name, game)
	if err != nil {
		h.s.Fail(err)
		return
	}
	h.s.OpenCampaign(c)
}

func (h *home) campaignMenu(c campaign.Campaign) {
	s := h.s
	kit.Choose(s.win, c.Name, []string{"Rename", "Export to a file", "Hand over to another phone", "Hand over the card library", "Delete"}, func(i int) {
		switch i {
		case 0:
			h.askRename(c)
		case 1:
			h.askExport(c)
		case 2:
			s.HandOverCampaign(c)
		case 3:
			s.HandOverLibrary(c.Game)
		case 4:
			h.askDelete(c)
		}
	})
}

func (h *home) askRename(c campaign.Campaign) {
	s := h.s
	e := widget.NewEntry()
	e.SetText(c.Name)
	dialog.ShowForm("Rename campaign", "Rename", "Cancel", []*widget.FormItem{widget.NewFormItem("Name", e)}, func(ok bool) {
		if ok {
			h.rename(c.ID, e.Text)
		}
	}, s.win)
}

func (h *home) rename(id int64, name string) {
	if err := h.s.store.RenameCampaign(id, name); err != nil {
		h.s.Fail(err)
		return
	}
	h.s.ShowHome()
}

// deleteWarning names what a delete loses, so nobody deletes the wrong group.
func deleteWarning(c campaign.Campaign) string {
	return fmt.Sprintf("Delete %q? Its %s and %s will be gone for good. Export it first if you may want it back.",
		c.Name, kit.Plural(c.Sessions, "game"), kit.Plural(c.Actions, "recorded action"))
}

func (h *home) askDelete(c campaign.Campaign) {
	s := h.s
	s.lastMessage = deleteWarning(c)
	d := dialog.NewConfirm("Delete campaign", s.lastMessage, func(ok bool) {
		if ok {
			h.remove(c.ID)
		}
	}, s.win)
	d.SetConfirmText("Delete")
	d.SetConfirmImportance(widget.DangerImportance)
	d.Show()
}

func (h *home) remove(id int64) {
	if err := h.s.store.DeleteCampaign(id); err != nil {
		h.s.Fail(err)
		return
	}
	h.s.ShowHome()
}

func (h *home) askExport(c campaign.Campaign) {
	s := h.s
	d := dialog.NewFileSave(func(w fyne.URIWriteCloser, err error) {
		if err != nil {
			s.Fail(err)
			return
		}
		if w == nil {
			return // cancelled
		}
		h.export(c, w, w.URI())
	}, s.win)
	d.SetFileName(fileName(c.Name) + ".tableside.json")
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

func (h *home) askImport() {
	s := h.s
	d := dialog.NewFileOpen(func(r fyne.URIReadCloser, err error) {
		if err != nil {
			s.Fail(err)
			return
		}
		if r == nil {
			return
		}
		h.importFrom(r, uriSize(r.URI()))
	}, s.win)
	d.SetFilter(storage.NewExtensionFileFilter([]string{".json"}))
	d.Show()
}

// fileName keeps a campaign's name safe to use as a file name.
func fileName(name string) string {
	name = strings.Map(func(r rune) rune {
		if strings.ContainsRune(`/\:*?"<>|`, r) || r < 32 {
			return '-'
		}
		return r
	}, strings.TrimSpace(name))
	if name == "" {
		return "campaign"
	}
	return name
}
