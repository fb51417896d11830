package share

import (
	"image"
	"image/color"

	"github.com/skip2/go-qrcode"
)

// QR is a QR code holding url, size pixels square, black on white with the
// quiet margin scanners need. Medium error correction: a code on a phone
// held across a table, glare and all, still reads.
//
// Every module is the same whole number of pixels, the code centred in
// white: go-qrcode's own Image stretches modules to fill the size, so some
// are a pixel wider than others, and a scanner can then miss the finder
// squares (ZXing's did, for one URL in a few hundred at 512 pixels).
func QR(url string, size int) (image.Image, error) {
	q, err := qrcode.New(url, qrcode.Medium)
	if err != nil {
		return nil, err
	}
	bits := q.Bitmap() // with its quiet margin
	n := len(bits)
	m := max(1, size/n)
	off := max(0, (size-n*m)/2)
	img := image.NewGray(image.Rect(0, 0, max(size, n*m), max(size, n*m)))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	for y, row := range bits {
		for x, dark := range row {
			if !dark {
				continue
			}
			for dy := range m {
				for dx := range m {
					img.SetGray(off+x*m+dx, off+y*m+dy, color.Gray{})
				}
			}
		}
	}
	return img, nil
}
