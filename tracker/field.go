package tracker

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
)

// FieldError is a file the engine cannot use, said so that a player can
// find the mistake: Field names the place as the JSON spells it
// ("enemies[1].wounds"); empty for the file as a whole. The plan files of
// every game (tableside plan) report their errors with it.
type FieldError struct {
	Field   string
	Problem string
}

func (e *FieldError) Error() string {
	if e.Field == "" {
		return e.Problem
	}
	return e.Field + ": " + e.Problem
}

// Within puts a FieldError under its parent field ("heroes[2]" and
// "max_hp" make "heroes[2].max_hp"); other errors pass as they are.
func Within(err error, parent string) error {
	var fe *FieldError
	if !errors.As(err, &fe) {
		return err
	}
	switch {
	case fe.Field == "":
		return &FieldError{Field: parent, Problem: fe.Problem}
	case strings.HasPrefix(fe.Field, "["):
		return &FieldError{Field: parent + fe.Field, Problem: fe.Problem}
	}
	return &FieldError{Field: parent + "." + fe.Field, Problem: fe.Problem}
}

// JSONDocument is the one JSON value data holds, or a FieldError that
// says where it breaks, or that more follows it.
func JSONDocument(data []byte) (json.RawMessage, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	var raw json.RawMessage
	if err := dec.Decode(&raw); err != nil {
		return nil, &FieldError{Problem: jsonProblem(data, err)}
	}
	if len(bytes.TrimSpace(data[dec.InputOffset():])) > 0 {
		return nil, &FieldError{Problem: "extra data after the JSON object"}
	}
	return raw, nil
}

// jsonProblem says where and how data, which failed to decode with err,
// breaks: a line and column for a syntax error, rather than the byte
// offset the decoder gives.
func jsonProblem(data []byte, err error) string {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		line, col := 1, 1
		for _, b := range data[:min(int(se.Offset), len(data))] {
			if b == '\n' {
				line, col = line+1, 1
			} else {
				col++
			}
		}
		return fmt.Sprintf("not valid JSON at line %d, column %d: %v", line, col, se)
	}
	if errors.Is(err, io.EOF) {
		return "the file is empty; want a JSON object"
	}
	return "not valid JSON: " + err.Error()
}
