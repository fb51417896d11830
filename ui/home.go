package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
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
	top := container.NewBorder(nil, nil, nil, kit.Sized(h.settingsBtn, kit.TouchHeight), kit.Middle(kit.Heading("Tableside")))
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
		row := container.NewBorder(nil, nil, nil, kit.Sized(r.actions, kit.TouchHeight), container.NewVBox(kit.Tall(r.open), sub))
		box.Add(row)
	}
	box.Add(widget.NewSeparator())
	box.Add(kit.Tall(h.importBtn))
	box.Add(kit.Tall(h.linkBtn))
	return container.NewBorder(top, nil, nil, nil, container.NewVScroll(container.NewPadded(box)))
}

// New campaign's reasons for a greyed Create.
const (
	pickGame = "Pick a game first"
	typeName = "Type a name first"
)

// askNew asks which game and a name: the only typing a new campaign needs.
// No game is picked for the player, except the one the table played last,
// which is offered picked and says so: a first title picked by default let
// a name and Enter start a Sword & Sorcery campaign for a group that came
// to play Valor & Villainy (issue 24).
func (h *home) askNew() {
	s := h.s
	var games []tracker.Game
	for _, g := range s.games.Sorted() {
		// A campaign book lives inside a campaign, never as one.
		if _, kept := g.(tracker.KeptGame); !kept {
			games = append(games, g)
		}
	}
	last := h.lastGame()
	picked := -1
	titles := make([]string, len(games))
	for i, g := range games {
		titles[i] = g.Title()
		if g.ID() == last {
			picked = i
			titles[i] += " (played last)"
		}
	}
	name := widget.NewEntry()
	name.SetPlaceHolder("e.g. Friday group")
	var list *kit.ChoiceList
	create := kit.NewReady("Create", theme.ConfirmIcon(), func() {
		h.create(name.Text, games[list.Picked()].ID())
	}, pickGame, typeName)
	ready := func() {
		switch {
		case list == nil || list.Picked() < 0:
			create.Wait(pickGame)
		case strings.TrimSpace(name.Text) == "":
			create.Wait(typeName)
		default:
			create.Go()
		}
	}
	list = kit.NewChoiceList(s.win, titles, picked, func(int) { ready() })
	name.OnChanged = func(string) { ready() }
	ready()
	// The keyboard's Enter creates it once a game is picked; before, the
	// greyed Create already says what is missing.
	name.OnSubmitted = func(string) {
		if !create.Button.Disabled() {
			create.Button.OnTapped()
		}
	}
	body := kit.VBox(kit.Bold("Which game?"), list.Content(), kit.Bold("Name"), kit.Tall(name))
	kit.AskReady(s.win, "New campaign", body, create, widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), nil))
}

// lastGame is the game of the campaign played last, "" when none.
func (h *home) lastGame() string {
	last, ok, err := h.s.store.Latest()
	if err != nil || !ok {
		return ""
	}
	c, err := h.s.store.Campaign(last.CampaignID)
	if err != nil {
		return ""
	}
	return c.Game
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
	kit.Choose(s.win, c.Name, []string{"Games played", "Rename", "Export to a file", "Hand over to another phone", "Hand over the card library", "Delete"}, func(i int) {
		switch i - 1 {
		case -1:
			s.ShowGames(c)
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
	rename := widget.NewButtonWithIcon("Rename", theme.ConfirmIcon(), func() { h.rename(c.ID, e.Text) })
	rename.Importance = widget.HighImportance
	d := kit.Ask(s.win, "Rename campaign", kit.Tall(e), widget.NewButtonWithIcon("Cancel", theme.CancelIcon(), nil), rename)
	e.OnSubmitted = func(string) { d.Hide(); h.rename(c.ID, e.Text) }
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
	kit.Confirm(s.win, "Delete campaign", s.lastMessage, "Delete the campaign", func() { h.remove(c.ID) })
}

func (h *home) remove(id int64) {
	if err := h.s.store.DeleteCampaign(id); err != nil {
		h.s.Fail(err)
		return
	}
	h.s.ShowHome()
}

func (h *home) askExport(c campaign.Campaign) {
	h.s.askSaveJSON(fileName(c.Name)+".tableside.json", func(w fyne.URIWriteCloser) { h.export(c, w, w.URI()) })
}

func (h *home) askImport() {
	h.s.askOpenJSON(func(r fyne.URIReadCloser) { h.importFrom(r, uriSize(r.URI())) })
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
