package campaign

import (
	"bytes"
	"errors"
	"io"
	"math/rand/v2"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf8"
)

// noGoWords fails when a refusal carries the words of Go's own packages
// ("json: cannot unmarshal number 1e400 into Go value of type float64"),
// which mean nothing to a player.
func noGoWords(t testing.TB, err error) {
	t.Helper()
	if err == nil {
		return
	}
	for _, w := range goWords {
		if strings.Contains(err.Error(), w) {
			t.Fatalf("a refusal in Go's words (%q): %q", w, err)
		}
	}
}

// bigFile is a compact campaign file whose one action's entry (the piece
// Import decodes at once) is exactly entry bytes long, padded in its
// words (which Import recomputes), after blank bytes of blank space.
func bigFile(t testing.TB, entry int, blank string) []byte {
	t.Helper()
	head := `{"format":"tableside-campaign","version":2,"name":"Big","game":"counter","created":"2025-01-01T19:00:00Z",` +
		`"sessions":[{"started":"2025-01-01T19:00:00Z","updated":"2025-01-01T19:00:00Z","initial":{"n":0},"cursor":1,"log":[` + blank
	pre, post := `{"kind":"add","args":{"n":1},"words":"`, `","at":"2025-01-01T19:00:01Z"}`
	pad := entry - len(pre) - len(post)
	if pad < 0 {
		t.Fatal("entry too small")
	}
	var b bytes.Buffer
	b.WriteString(head + pre)
	b.Write(bytes.Repeat([]byte("w"), pad))
	b.WriteString(post + `]}]}`)
	return b.Bytes()
}

// countReads counts the bytes Import took from a file.
type countReads struct {
	r io.Reader
	n int64
}

func (c *countReads) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// One piece of a file may be MaxImportValue bytes and not one more, as an
// object (an action, ended by its own last byte) and as a string (a field
// this version skips, whose end only the byte after it shows), with or
// without blank space before it; and a refused piece is refused before
// Import has read much more than the limit (30 MB once went in whole).
func TestImportPieceLimitExact(t *testing.T) {
	if testing.Short() {
		t.Skip("reads pieces of 16 MB")
	}
	s, _ := newStore(t)
	for _, blank := range []string{"", "\n      "} {
		for _, size := range []int{MaxImportValue, MaxImportValue + 1} {
			before := rowCounts(t, s)
			_, err := s.Import(bytes.NewReader(bigFile(t, size, blank)))
			noGoWords(t, err)
			switch {
			case size == MaxImportValue && err != nil:
				t.Fatalf("an action of exactly %d bytes (blank %q): %v", size, blank, err)
			case size > MaxImportValue:
				wantErr(t, err, "larger than 16 MB")
				if !sameCounts(before, rowCounts(t, s)) {
					t.Fatal("a refused file wrote rows")
				}
			}
		}
	}
	str := func(size int, blank string) io.Reader {
		return io.MultiReader(strings.NewReader(`{"format":"tableside-campaign","version":2,"name":"Note","game":"counter","created":"2025-01-01T19:00:00Z","note":`+blank+`"`),
			strings.NewReader(strings.Repeat("x", size-2)), strings.NewReader(`"}`))
	}
	for _, blank := range []string{"", "   "} {
		if _, err := s.Import(str(MaxImportValue, blank)); err != nil {
			t.Fatalf("a string of exactly %d bytes (blank %q): %v", MaxImportValue, blank, err)
		}
		_, err := s.Import(str(MaxImportValue+1, blank))
		wantErr(t, err, "larger than 16 MB")
	}
	// 30 MB in one piece: refused having read little past the limit.
	r := &countReads{r: bytes.NewReader(bigFile(t, 30<<20, ""))}
	_, err := s.Import(r)
	wantErr(t, err, "larger than 16 MB")
	if r.n > MaxImportValue+maxBlank+1024 {
		t.Fatalf("read %d bytes of a 30 MB piece before refusing it; the limit is %d", r.n, MaxImportValue)
	}
}

// Text that is not UTF-8 is refused in words, wherever it is (a name, an
// action's arguments, a card, a character cut short at the very end), and
// changes nothing; good text cut across reads imports whole; no refusal
// of a file is in Go's words.
func TestImportRefusesBadUTF8(t *testing.T) {
	s, c := sagaStore(t)
	good := export(t, s, c.ID)
	before := rowCounts(t, s)
	for name, file := range map[string][]byte{
		"name":           bytes.Replace(good, []byte(`"name": "Saga"`), []byte("\"name\": \"Sa\xffga\""), 1),
		"arguments":      bytes.Replace(good, []byte(`"n": 2`), []byte("\"n\": 2, \"x\": \"\xc3\""), 1),
		"card":           bytes.Replace(good, []byte(`"cost": 3`), []byte("\"cost\": 3, \"x\": \"\xed\xa0\x80\""), 1),
		"cut at the end": append(bytes.Clone(bytes.TrimRight(good, "\n")), 0xe2, 0x82),
	} {
		if bytes.Equal(file, good) {
			t.Fatalf("%s: the test changed nothing", name)
		}
		_, err := s.Import(iotest.HalfReader(bytes.NewReader(file)))
		if err == nil || !strings.Contains(err.Error(), "not UTF-8") {
			t.Fatalf("%s: %v", name, err)
		}
		if !errors.Is(err, errBadText) && name != "cut at the end" {
			t.Fatalf("%s: %v does not wrap errBadText", name, err)
		}
		if !sameCounts(before, rowCounts(t, s)) {
			t.Fatalf("%s: a refused file wrote rows", name)
		}
	}
	// Good text, read a byte at a time: every character cut across reads.
	named := bytes.Replace(good, []byte(`"name": "Saga"`), []byte(`"name": "Café ☕ 𝄞"`), 1)
	got, err := s.Import(iotest.OneByteReader(bytes.NewReader(named)))
	if err != nil || got.Name != "Café ☕ 𝄞" {
		t.Fatalf("imported %q, %v", got.Name, err)
	}
	// A file that is not text at all is simply not ours.
	_, err = s.Import(strings.NewReader("\xff\xfe{\x00"))
	wantErr(t, err, "not a Tableside campaign file")

	// Go's words stay out of every refusal.
	for _, file := range []string{
		`{"format":"tableside-campaign","version":1e400}`,
		`{"format":"tableside-campaign","version":2,"name":"x","game":"counter","created":"yesterday"}`,
		`{"format":"tableside-campaign","version":2,"name":"x","game":"counter","created":12}`,
		`{"format":"tableside-campaign","version":2,"name":"x","game":"counter","sessions":[{"cursor":1.5}]}`,
		`{"format":"tableside-campaign","version":2,"name":"x","game":"counter","sessions":[{"initial":{"n":"x"},"log":[]}]}`,
		`{"format":"tableside-campaign","version":2,"name":"x","game":"counter","sessions":[{"initial":{"n":0},"log":[{"kind":"add","args":{"n":"x"}}]}]}`,
		`{"format":"tableside-campaign","version":2,"name":"x","game":"counter","cards":[{"kind":"a","name":"b","data":[1}]}`,
	} {
		_, err := s.Import(strings.NewReader(file))
		if err == nil {
			t.Fatalf("%s imported", file)
		}
		noGoWords(t, err)
	}

	// The card library file is checked the same way.
	ls := newLibraryStore(t)
	lib := exportLibrary(t, ls, "checked")
	_, err = ls.ReadLibrary("checked", bytes.NewReader(bytes.Replace(lib, []byte(`"game"`), []byte("\"game\", \"x\": \"\xff\""), 1)))
	wantErr(t, err, "not UTF-8")
	_, err = ls.ReadLibrary("checked", strings.NewReader(`{"format":"tableside-library","version":1,"game":"checked","cards":{}}`))
	noGoWords(t, err)
	wantErr(t, err, "damaged")
}

// chunks reads from r in pieces of random sizes.
type chunks struct {
	r   io.Reader
	rng *rand.Rand
}

func (c chunks) Read(p []byte) (int, error) {
	return c.r.Read(p[:min(len(p), 1+c.rng.IntN(7))])
}

// The import's reader passes exactly the text that is UTF-8, whatever
// size its reads come in: characters cut across reads pass whole, and any
// fault is refused as not UTF-8, after the good text before it.
func TestImportReaderChecksText(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 3))
	alphabet := [][]byte{[]byte("a"), []byte("é"), []byte("☕"), []byte("𝄞"), {0xff}, {0xe2, 0x82}, {0xed, 0xa0, 0x80}, {0xc0, 0xaf}}
	for trial := 0; trial < 3000; trial++ {
		var in []byte
		for n := rng.IntN(12); n > 0; n-- {
			pick := alphabet[rng.IntN(len(alphabet))]
			if trial%2 == 0 { // half the trials all text
				pick = alphabet[rng.IntN(4)]
			}
			in = append(in, pick...)
		}
		c := &countingReader{r: chunks{bytes.NewReader(in), rng}}
		var out []byte
		buf := make([]byte, 8)
		var err error
		for i := 0; i < 1000; i++ {
			var n int
			n, err = c.Read(buf)
			out = append(out, buf[:n]...)
			if err != nil {
				break
			}
		}
		valid := utf8.Valid(in)
		switch {
		case valid && (!errors.Is(err, io.EOF) || !bytes.Equal(out, in)):
			t.Fatalf("%q: read %q, %v", in, out, err)
		case !valid && !errors.Is(err, errBadText):
			t.Fatalf("%q (not UTF-8): read %q, %v", in, out, err)
		case !valid && (!utf8.Valid(out) || !bytes.HasPrefix(in, out)):
			t.Fatalf("%q (not UTF-8): passed %q", in, out)
		}
	}
}
