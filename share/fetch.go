package share

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

// receiptWithin bounds the receipt Fetch sends back once the file is here.
const receiptWithin = 10 * time.Second

// Fetch downloads a hand-over file from another phone's link (the address
// its Hand over sheet shows): the body to read and close, and its size (0
// if the other side did not say). A link that is not a hand-over link is
// refused before anything is sent.
//
// Once the body has been read to its end, or is closed with the context
// still live (what was not read is read then, and dropped), Fetch tells
// the other phone that the file arrived whole, with its SHA-256: only then
// does the other phone count the hand-over as done and its link as used.
// Close reports whether that receipt was heard.
func Fetch(ctx context.Context, link string) (io.ReadCloser, int64, error) {
	u, err := url.Parse(strings.TrimSpace(link))
	if err != nil || u.Scheme != "http" || u.Host == "" || u.User != nil || u.RawQuery != "" ||
		!strings.HasPrefix(u.Path, "/h/") || strings.Count(u.Path, "/") != 2 || len(u.Path) <= len("/h/") {
		return nil, 0, errors.New("that is not a hand-over link: it looks like http://192.168.1.23:40123/h/… and comes from another phone's Hand over")
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, 0, err
	}
	req.Header.Set("Accept", "application/octet-stream")
	// A connection of its own for each request: the receipt must not go
	// out on a kept-alive connection the other phone may be closing, or
	// it fails with nothing said (a POST is not sent again).
	t := http.DefaultTransport.(*http.Transport).Clone()
	t.DisableKeepAlives = true
	client := &http.Client{Transport: t}
	resp, err := client.Do(req)
	if err != nil {
		return nil, 0, fmt.Errorf("the other phone did not answer; are both on the same Wi-Fi? (%w)", err)
	}
	if resp.StatusCode != http.StatusOK {
		resp.Body.Close()
		return nil, 0, errors.New("the link has been used or has expired: hand it over again on the other phone")
	}
	return &receiving{ctx: ctx, client: client, link: u.String(), body: resp.Body, sum: sha256.New()}, max(resp.ContentLength, 0), nil
}

// receiving is a hand-over file as it arrives: it keeps the digest of what
// came, and sends the receipt at its end.
type receiving struct {
	ctx    context.Context
	client *http.Client
	link   string
	body   io.ReadCloser
	sum    hash.Hash
	// end: the body ended (io.EOF) or broke (err); receipt is the
	// receipt's outcome once sent.
	end      bool
	err      error
	sent     bool
	receipt  error
	isClosed bool
}

func (r *receiving) Read(p []byte) (int, error) {
	if r.end {
		if r.err != nil {
			return 0, r.err
		}
		return 0, io.EOF
	}
	n, err := r.body.Read(p)
	r.sum.Write(p[:n])
	switch {
	case err == io.EOF:
		r.end = true
		r.confirm()
	case err != nil:
		r.end, r.err = true, err
	}
	return n, err
}

// Close reads what is left (a reader may stop at the end of the JSON, before
// the body's end), sends the receipt if the whole body came, and reports
// whether it was heard.
func (r *receiving) Close() error {
	if r.isClosed {
		return r.receipt
	}
	r.isClosed = true
	if !r.end && r.ctx.Err() == nil {
		_, err := io.Copy(io.Discard, r)
		if err != nil && r.receipt == nil {
			r.receipt = err
		}
	}
	r.body.Close()
	if !r.sent && r.receipt == nil {
		r.receipt = errors.New("the file did not arrive whole, so the other phone was not told it did")
	}
	return r.receipt
}

// confirm tells the other phone the file is here whole.
func (r *receiving) confirm() {
	r.sent = true
	ctx, cancel := context.WithTimeout(r.ctx, receiptWithin)
	defer cancel()
	body := fmt.Appendf(nil, `{"sha256":%q}`, hex.EncodeToString(r.sum.Sum(nil)))
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, r.link, bytes.NewReader(body))
	if err != nil {
		r.receipt = err
		return
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := r.client.Do(req)
	if err != nil {
		r.receipt = fmt.Errorf("the other phone did not hear that the file arrived (%w)", err)
		return
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		r.receipt = fmt.Errorf("the other phone did not take the receipt (%s)", resp.Status)
	}
}
