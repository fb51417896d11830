package campaign

import (
	"bytes"
	"encoding/json"
	"io"
	"math"
	"strconv"
	"unicode/utf8"
)

// fileKind is a kind of file Tableside writes for people to carry to
// another device (a campaign, a card library), with the checks every
// reader of one makes before it reads the file in full: its size, that it
// is JSON of this kind, and a version this app knows, so an old app says
// "update" to a newer file rather than a puzzling parse error. (Import's
// campaign file still makes the same checks itself; it may use this.)
type fileKind struct {
	format  string // the file's "format"
	version int    // the newest version this app reads
	name    string // in the player's words: "card library file"
	numbers string // what its version is called: "library format"
	max     int    // the largest file read, in bytes
}

// read reads all of r, at most k.max bytes, and checks what the file is.
func (k fileKind) read(r io.Reader) ([]byte, error) {
	b, err := io.ReadAll(io.LimitReader(r, int64(k.max)+1))
	if err != nil {
		return nil, tell("Tableside could not read the file (%w).", err)
	}
	if len(b) > k.max {
		return nil, tell("This file is larger than %d MB, too large to be a Tableside %s.", k.max>>20, k.name)
	}
	if !utf8.Valid(b) {
		// JSON is UTF-8; decoding would turn each bad byte into U+FFFD
		// without a word.
		return nil, tellAs(errBadText, "This file has characters that are not text Tableside can read (it is not UTF-8); it is damaged, or not a Tableside %s.", k.name)
	}
	return b, k.checkHead(b)
}

func (k fileKind) checkHead(b []byte) error {
	notOurs := tell("This is not a Tableside %s.", k.name)
	if !json.Valid(b) {
		if bytes.Contains(b, []byte(k.format)) {
			return tell("This %s is incomplete or damaged; export it again.", k.name)
		}
		return notOurs
	}
	var head map[string]json.RawMessage
	if json.Unmarshal(b, &head) != nil {
		return notOurs
	}
	var format string
	if json.Unmarshal(head["format"], &format) != nil || format != k.format {
		if other, where := belongsTo(format); other != "" {
			return tell("This is a %s, not a %s; %s.", other, k.name, where)
		}
		return notOurs
	}
	var version float64
	if err := json.Unmarshal(head["version"], &version); err != nil || version != math.Trunc(version) || version < 1 {
		return tell("This %s has no valid format number; it is damaged.", k.name)
	}
	if version > float64(k.version) {
		return tellAs(ErrNewerVersion, "This file was made by a newer Tableside (%s %s); update the app to open it.",
			k.numbers, strconv.FormatFloat(version, 'f', -1, 64))
	}
	return nil
}

// belongsTo names another kind of Tableside file by its format, and where
// it is imported, so a file opened in the wrong place says where to go.
func belongsTo(format string) (name, where string) {
	switch format {
	case exportFormat:
		return "campaign file", "import it from the home screen"
	case libraryFormat:
		return "card library file", "import it from the card library on a game's setup screen"
	}
	return "", ""
}
