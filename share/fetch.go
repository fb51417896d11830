package share

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
)

// Fetch downloads a hand-over file from another phone's link (the address
// its Hand over sheet shows): the body to read and close, and its size (0
// if the other side did not say). A link that is not a hand-over link is
// refused before anything is sent.
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
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, 0, fmt.Errorf("the other phone did not answer; are both on the same Wi-Fi? (%w)", err)
	}
	if resp.StatusCode != http.StatusOK {
		resp.Body.Close()
		return nil, 0, errors.New("the link has been used or has expired: hand it over again on the other phone")
	}
	return resp.Body, max(resp.ContentLength, 0), nil
}
