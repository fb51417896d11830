// Package share is the small web server behind Share table: it puts the
// game on guests' phones, live, in any browser on the same Wi-Fi, and hands
// a campaign or card library file to another phone once.
//
// It imports no Fyne and keeps no package-level state: each share is a
// Server of its own, listening only between Start and Stop, on one LAN
// address, behind a random token of 144 bits. Every request without the
// right token gets 404 and no data. The page is plain HTML, CSS and
// JavaScript embedded in the binary, so it works on a LAN with no internet.
//
// The host calls Publish after each commit; every guest's page gets the
// update at once over server-sent events, each carrying the session's
// revision, and keeps only revisions higher than the one it shows.
package share
