package share

import (
	"bufio"
	"fmt"
	"net"
	"runtime"
	"strings"
	"testing"
)

// BenchmarkPublishTo10Guests is the time from the host's Publish to the
// update read by each of 10 guests on loopback.
func BenchmarkPublishTo10Guests(b *testing.B) {
	s, _, gs := watched(b, 10, 0)
	b.ResetTimer()
	for i := range b.N {
		publish(b, s, int64(i+1))
		allGet(b, gs, int64(i+1))
	}
}

// BenchmarkMemoryPerGuest is what the server holds for each connected
// guest: heap and goroutine stacks over 200 idle streams. The clients are
// bare connections in the same process that read only the first reply, so
// the figure is the server's and a little of theirs: an upper bound.
func BenchmarkMemoryPerGuest(b *testing.B) {
	const n = 200
	for range b.N {
		b.StopTimer()
		s, _, guests := testServer(b)
		publish(b, s, 1)
		host := strings.TrimPrefix(s.base, "http://")
		path := strings.TrimPrefix(s.URL(), s.base)
		runtime.GC()
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		b.StartTimer()
		var conns []net.Conn
		for range n {
			c, err := net.Dial("tcp", host)
			if err != nil {
				b.Fatal(err)
			}
			c.Write([]byte("GET " + path + "/events HTTP/1.1\r\nHost: " + host + "\r\n\r\n"))
			if line, err := bufio.NewReader(c).ReadString('\n'); err != nil || !strings.Contains(line, "200") {
				b.Fatalf("%q %v", line, err)
			}
			conns = append(conns, c)
		}
		waitGuests(b, guests, n)
		b.StopTimer()
		runtime.GC()
		runtime.ReadMemStats(&after)
		used := (after.HeapInuse + after.StackInuse) - (before.HeapInuse + before.StackInuse)
		b.ReportMetric(float64(used)/n, "bytes/guest")
		for _, c := range conns {
			c.Close()
		}
		s.Stop()
	}
}

// BenchmarkGuestWriteTo10Guests is a guest's tap on loopback: from the
// POST of a change to its update read by each of 10 guests, through a
// host that applies it at once (the app's store commit is timed apart, in
// campaign's benchmarks).
func BenchmarkGuestWriteTo10Guests(b *testing.B) {
	s, h := hostServer(b)
	url := s.Give("Ana", 0, "Rowan")
	gs := guestsAt(b, s, 10, 1)
	b.ResetTimer()
	for i := range b.N {
		rev := int64(i + 1)
		if code, says := post(b, url+"/write", fmt.Sprintf(`{"rev":%d,"seat":0,"counter":"xp","step":1}`, rev)); code != 200 {
			b.Fatalf("%d %s", code, says)
		}
		allGet(b, gs, rev+1)
	}
	b.StopTimer()
	if h.count() != b.N {
		b.Fatalf("%d changes for %d taps", h.count(), b.N)
	}
}
