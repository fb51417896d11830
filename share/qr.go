package share

import (
	"image"

	"github.com/skip2/go-qrcode"
)

// QR is a QR code holding url, size pixels square, black on white with the
// quiet margin scanners need. Medium error correction: a code on a phone
// held across a table, glare and all, still reads.
func QR(url string, size int) (image.Image, error) {
	q, err := qrcode.New(url, qrcode.Medium)
	if err != nil {
		return nil, err
	}
	return q.Image(size), nil
}
