package share

import (
	"testing"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
)

// TestQRDecodesToTheURL reads the code back with an independent decoder
// (ZXing's, ported to Go): what the phone's camera would read.
func TestQRDecodesToTheURL(t *testing.T) {
	for _, url := range []string{
		"http://192.168.178.123:49152/t/" + newToken(),
		"http://10.0.0.7:8080/h/" + newToken(),
	} {
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
		if err != nil {
			t.Fatalf("%s: %v", url, err)
		}
		if got.GetText() != url {
			t.Fatalf("decoded %q, want %q", got.GetText(), url)
		}
	}
}
