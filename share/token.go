package share

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
)

// tokenBytes is 144 bits: more than the 128 a guess must beat, and a whole
// number of base64 characters (24), so the URL has no padding.
const tokenBytes = 18

// newToken is a fresh random token, URL-safe.
func newToken() string {
	b := make([]byte, tokenBytes)
	// crypto/rand.Read never fails on the platforms Go supports (Go 1.24+).
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// sameToken compares in constant time, so the time a refusal takes says
// nothing about how much of a guess was right.
func sameToken(got, want string) bool {
	return len(want) > 0 && subtle.ConstantTimeCompare([]byte(got), []byte(want)) == 1
}
