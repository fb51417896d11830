package tracker

// DecodeChecked reads a saved state strictly (DecodeState) and then checks
// it with its Check: the body of a game's Decode. what names the state for
// players ("the saved game").
func DecodeChecked[S interface{ Check() error }](b []byte, what string) (S, error) {
	var s, zero S
	if err := DecodeState(b, &s, what); err != nil {
		return zero, err
	}
	if err := s.Check(); err != nil {
		return zero, err
	}
	return s, nil
}
