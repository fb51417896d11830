package lineup

import (
	"fmt"
	"slices"
	"strings"

	"tableside/tracker"
)

// relied is one optional interface of package tracker the app relies on
// (tracker's doc, "The contract"): a game goes without it only with a
// reason (Entry.Without).
type relied struct {
	// Name is the interface's name in package tracker: Without's key.
	Name string
	// Has tells whether g provides it.
	Has func(g tracker.Game) bool
}

// has is relied.Has for interface I.
func has[I any](g tracker.Game) bool {
	_, ok := g.(I)
	return ok
}

// reliance lists what the app relies on, in the order of tracker's doc.
func reliance() []relied {
	return []relied{
		{"Typed", has[tracker.Typed]},
		{"CardChecker", has[tracker.CardChecker]},
		{"Glancer", has[tracker.Glancer]},
		{"GuestWriter", has[tracker.GuestWriter]},
		{"Stepper", has[tracker.Stepper]},
		{"Resulter", has[tracker.Resulter]},
	}
}

// Problems says how e falls short of the contract: an interface the app
// relies on that the game goes without and gives no reason for, a reason
// kept for one it now has (a reason that no longer holds), a reason for
// something the app does not rely on, and a planner half filled in. None
// is a game that meets it.
func (e Entry) Problems() []string {
	var out []string
	g := e.Game()
	if strings.TrimSpace(g.ID()) == "" || strings.TrimSpace(g.Title()) == "" {
		out = append(out, fmt.Sprintf("%T has no ID or no Title", g))
	}
	all := reliance()
	for _, r := range all {
		why := strings.TrimSpace(e.Without[r.Name])
		switch {
		case !r.Has(g) && why == "":
			out = append(out, fmt.Sprintf("%s is not a tracker.%s, and says not why (lineup.Entry.Without)", g.ID(), r.Name))
		case r.Has(g) && why != "":
			out = append(out, fmt.Sprintf("%s is a tracker.%s now: drop its reason to go without (%q)", g.ID(), r.Name, why))
		}
	}
	for name := range e.Without {
		if !slices.ContainsFunc(all, func(r relied) bool { return r.Name == name }) {
			out = append(out, fmt.Sprintf("%s gives a reason to go without %q, which the app does not rely on", g.ID(), name))
		}
	}
	if p := e.Plan; p.Run != nil || p.Title != "" || len(p.Procedures) > 0 {
		if p.Run == nil || p.Title == "" || len(p.Procedures) == 0 || p.Doc == "" {
			out = append(out, fmt.Sprintf("%s's planner needs its Title, Procedures, Run and Doc", g.ID()))
		}
	}
	slices.Sort(out)
	return out
}
