package legends

import (
	"sync"

	"tableside/data"
)

// rulesFacts loads the rules-002 numbers (data/legends.json) once.
var rulesFacts = sync.OnceValue(func() data.LegendsRules {
	r, err := data.Legends()
	if err != nil {
		// The file is embedded and checked by data's tests and
		// TestFacts: a broken one is a build fault, not a table's.
		panic("legends: " + err.Error())
	}
	return r
})

// facts returns the rules-002 numbers.
func facts() data.LegendsRules { return rulesFacts() }
