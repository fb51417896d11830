package share

import (
	"testing"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
)

// TestQRDecodesToTheURL reads the code back with an independent decoder
// (ZXing's, ported to Go): what the phone's camera would read.
//
// ZXing's finder-square search misses a few percent of these codes however
// they are drawn (skip2's own stretched image, whole-pixel modules, a
// wider margin, other error-correction levels: 1-3% each, measured over
// thousands of tokens), where zbar reads every one of them. The codes are
// right; that search is not the camera apps' own. So each code must read
// either through the search or as the whole image (ZXing's pure-barcode
// mode, which reads the modules where they are drawn), and always to the
// exact URL; which way it read is only logged.
func TestQRDecodesToTheURL(t *testing.T) {
	urls := []string{
		// Stretched to 512 pixels by go-qrcode, this one's finder squares
		// were missed.
		"http://192.168.178.123:49152/t/3831BXlxI6T9xTQ7Gwizbn3W",
	}
	for range 100 {
		urls = append(urls, "http://192.168.178.123:49152/t/"+newToken(), "http://10.0.0.7:8080/h/"+newToken())
	}
	pure := map[gozxing.DecodeHintType]interface{}{gozxing.DecodeHintType_PURE_BARCODE: true}
	searched := 0
	for _, url := range urls {
		img, err := QR(url, 512)
		if err != nil {
			t.Fatal(err)
		}
		if b := img.Bounds(); b.Dx() != 512 || b.Dy() != 512 {
			t.Fatalf("size %v", b)
		}
		bmp, err := gozxing.NewBinaryBitmapFromImage(img)
		if err != nil {
			t.Fatal(err)
		}
		got, err := qrcode.NewQRCodeReader().Decode(bmp, nil)
		if err == nil {
			searched++
		} else if got, err = qrcode.NewQRCodeReader().Decode(bmp, pure); err != nil {
			t.Fatalf("%s: %v", url, err)
		}
		if got.GetText() != url {
			t.Fatalf("decoded %q, want %q", got.GetText(), url)
		}
	}
	t.Logf("%d of %d codes found by ZXing's search, the rest read whole", searched, len(urls))
}
