package share

import (
	"net/netip"
	"slices"
	"testing"
)

func TestRankPicksTheWiFi(t *testing.T) {
	a := func(ip, name string) Address { return Address{IP: netip.MustParseAddr(ip), Interface: name} }
	in := []Address{
		a("127.0.0.1", "lo"), a("::1", "lo"), a("fe80::1", "wlan0"), a("169.254.3.4", "eth1"),
		a("172.17.0.1", "docker0"), a("10.120.4.9", "rmnet_data0"), a("100.70.1.2", "tun0"),
		a("10.0.0.7", "eth0"), a("192.168.1.23", "wlan0"), a("203.0.113.5", "eth2"),
	}
	got := Rank(in)
	var names []string
	for _, g := range got {
		names = append(names, g.String())
	}
	want := []string{
		"192.168.1.23 (wlan0)", "10.0.0.7 (eth0)", "203.0.113.5 (eth2)",
		"172.17.0.1 (docker0)", "10.120.4.9 (rmnet_data0)", "100.70.1.2 (tun0)",
	}
	if !slices.Equal(names, want) {
		t.Fatalf("ranked\n%q\nwant\n%q", names, want)
	}
}

// TestLANAddressesOfThisMachine only checks the shape: whatever this
// machine has, no loopback and no IPv6 is offered to a phone.
func TestLANAddressesOfThisMachine(t *testing.T) {
	all, err := LANAddresses()
	if err != nil {
		t.Skip("no interfaces here:", err)
	}
	for _, a := range all {
		if !a.IP.Is4() || a.IP.IsLoopback() {
			t.Errorf("offered %s", a)
		}
	}
}
