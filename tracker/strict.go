package tracker

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
)

// DecodeState reads one saved state into v, refusing fields the game does
// not know and anything after its end: a state the app could not have
// written is damaged, not silently trimmed. what names it for players
// ("the saved game").
func DecodeState(b []byte, v any, what string) error {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%s cannot be read: %w", what, err)
	}
	if dec.More() {
		return errors.New(what + " has extra data after its end")
	}
	return nil
}

// DecodeArgs reads a command's arguments into v as strictly; none (or
// null) leaves v at its zero value.
func DecodeArgs(cmd Command, v any) error {
	a := bytes.TrimSpace(cmd.Args)
	if len(a) == 0 || bytes.Equal(a, []byte("null")) {
		return nil
	}
	dec := json.NewDecoder(bytes.NewReader(a))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("the %s action cannot be read: %w", cmd.Kind, err)
	}
	if dec.More() {
		return fmt.Errorf("the %s action has extra data", cmd.Kind)
	}
	return nil
}
