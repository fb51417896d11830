package share

import (
	"cmp"
	"net"
	"net/netip"
	"slices"
	"strings"
)

// Address is an address this device has on a network, and the network's
// name on the device ("wlan0").
type Address struct {
	IP        netip.Addr
	Interface string
}

func (a Address) String() string {
	if a.Interface == "" {
		return a.IP.String()
	}
	return a.IP.String() + " (" + a.Interface + ")"
}

// LANAddresses are this device's IPv4 addresses on networks that are up,
// best first: the one a phone on the same Wi-Fi most likely reaches, then
// the others, so the host can switch when the first is wrong.
func LANAddresses() ([]Address, error) {
	ifs, err := net.Interfaces()
	if err != nil {
		return nil, err
	}
	var out []Address
	for _, ifc := range ifs {
		if ifc.Flags&net.FlagUp == 0 || ifc.Flags&net.FlagLoopback != 0 {
			continue
		}
		addrs, err := ifc.Addrs()
		if err != nil {
			continue
		}
		for _, a := range addrs {
			if p, err := netip.ParsePrefix(a.String()); err == nil {
				out = append(out, Address{IP: p.Addr(), Interface: ifc.Name})
			}
		}
	}
	return Rank(out), nil
}

// Rank keeps the addresses a phone could reach (IPv4, not loopback or
// link-local) and orders them best first: private before public, Wi-Fi
// before wired, and the networks of virtual machines, containers, tunnels
// and mobile data last.
func Rank(addrs []Address) []Address {
	var out []Address
	for _, a := range addrs {
		ip := a.IP.Unmap()
		if !ip.Is4() || ip.IsLoopback() || ip.IsLinkLocalUnicast() || ip.IsUnspecified() || ip.IsMulticast() {
			continue
		}
		a.IP = ip
		out = append(out, a)
	}
	slices.SortStableFunc(out, func(a, b Address) int { return cmp.Compare(score(a), score(b)) })
	return out
}

// score is an address's place: lower is likelier the table's Wi-Fi.
func score(a Address) int {
	n := 0
	if !a.IP.IsPrivate() {
		n += 4
	}
	name := strings.ToLower(a.Interface)
	for _, virtual := range []string{"docker", "br-", "veth", "virbr", "vmnet", "vbox", "tun", "tap", "utun", "wg", "zt", "rmnet", "ccmni", "pdp"} {
		if strings.HasPrefix(name, virtual) {
			n += 8
		}
	}
	if strings.HasPrefix(name, "wl") || strings.Contains(name, "wi-fi") || strings.Contains(name, "wifi") {
		n--
	}
	// Home routers hand out 192.168.x.x; 10.x is as often a VPN or a phone
	// network's own.
	if !a.IP.IsPrivate() || a.IP.As4()[0] != 192 {
		n++
	}
	return n
}
