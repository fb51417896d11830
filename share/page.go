package share

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/base64"
	"net/http"
	"strconv"
)

// The guest's page: plain files, embedded, put together once per share.
//
//go:embed page/page.html page/page.css page/page.js page/handover.html page/handover.js
var pageFiles embed.FS

// page is the guest's page as one response, with a Content-Security-Policy
// that allows its own style and script and nothing else: no other origin,
// no inline code but these exact bytes.
type page struct {
	html []byte
	csp  string
	// handOver is the page a browser gets at a hand-over link, with
	// FILE-NAME where the file's name goes (as text), and its policy.
	handOver    []byte
	handOverCSP string
}

func newPage() page {
	read := func(name string) []byte {
		b, err := pageFiles.ReadFile("page/" + name)
		if err != nil {
			panic("share: embedded page file missing: " + name) // a build fault, not a runtime one
		}
		return b
	}
	css := read("page.css")
	html, csp := assemble(read("page.html"), css, read("page.js"))
	ho, hoCSP := assemble(read("handover.html"), css, read("handover.js"))
	return page{html: html, csp: csp, handOver: ho, handOverCSP: hoCSP}
}

// assemble puts css and js into html, and gives the policy that allows
// them and nothing else.
func assemble(html, css, js []byte) ([]byte, string) {
	html = bytes.Replace(html, []byte("/*CSS*/"), css, 1)
	html = bytes.Replace(html, []byte("/*JS*/"), js, 1)
	return html, "default-src 'none'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; " +
		"style-src '" + cspHash(css) + "'; script-src '" + cspHash(js) + "'"
}

func cspHash(b []byte) string {
	sum := sha256.Sum256(b)
	return "sha256-" + base64.StdEncoding.EncodeToString(sum[:])
}

func (p page) serve(w http.ResponseWriter) {
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Content-Security-Policy", p.csp)
	h.Set("Content-Length", strconv.Itoa(len(p.html)))
	w.Write(p.html)
}
