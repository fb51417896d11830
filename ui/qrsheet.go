package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"tableside/share"
	"tableside/ui/kit"
)

// addresses are the addresses a share may listen on, best first:
// Options.ShareAddresses, else the device's own LAN addresses.
func (s *App) addresses() ([]share.Address, error) {
	if s.shareAddrs != nil {
		return s.shareAddrs()
	}
	return share.LANAddresses()
}

// noNetwork is what to say when this device has no address to share on.
const noNetwork = "This device is on no network another phone could reach. Join the same Wi-Fi as the other players (or open a hotspot) and try again."

// qrCode is a share's address as a QR code big enough to scan across a
// table, the same address as text with a Copy button, and, when the device
// is on several networks, a choice of which one to share on.
type qrCode struct {
	s    *App
	img  *canvas.Image
	text *widget.Label
	url  string
	box  *fyne.Container
}

// newQRCode shows url; pick, if the device has several addresses, is
// called with the index in addrs of the one the host switches to.
func (s *App) newQRCode(url string, addrs []share.Address, at int, pick func(i int)) *qrCode {
	q := &qrCode{s: s, text: widget.NewLabel("")}
	q.img = canvas.NewImageFromImage(nil)
	q.img.FillMode = canvas.ImageFillContain
	// Sharp module edges: a blurred code scans worse.
	q.img.ScaleMode = canvas.ImageScalePixels
	side := kit.SheetWidth(s.win)
	q.img.SetMinSize(fyne.NewSize(side, side))
	q.text.Wrapping = fyne.TextWrapBreak
	q.text.Selectable = true
	copyBtn := widget.NewButtonWithIcon("Copy", theme.ContentCopyIcon(), func() {
		s.app.Clipboard().SetContent(q.url)
	})
	q.box = container.NewVBox(q.img, container.NewBorder(nil, nil, nil, kit.Tall(copyBtn), q.text))
	if len(addrs) > 1 {
		names := make([]string, len(addrs))
		for i, a := range addrs {
			names[i] = a.String()
		}
		// Rows a thumb tall, the network in use picked: a drop-down was
		// 36 px and a second tap away.
		list := kit.NewChoiceList(s.win, names, at, func(i int) { pick(i) })
		q.box.Add(kit.Note("Phones cannot open it? Try another of this device's networks:"))
		q.box.Add(list.Content())
	}
	q.set(url)
	return q
}

// set shows a new address.
func (q *qrCode) set(url string) {
	q.url = url
	q.text.SetText(url)
	img, err := share.QR(url, 512)
	if err != nil {
		q.s.Fail(err)
		return
	}
	q.img.Image = img
	q.img.Refresh()
}

// URL is the address shown.
func (q *qrCode) URL() string { return q.url }
