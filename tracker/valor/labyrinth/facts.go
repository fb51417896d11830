package labyrinth

import (
	"sync"

	"tableside/data"
)

// facts are the rulebook's numbers from data/labyrinth.json, loaded once
// and never changed afterwards: callers only read them.
var facts = sync.OnceValues(func() (*data.LabyrinthRules, error) {
	r, err := data.Labyrinth()
	if err != nil {
		return nil, err
	}
	return &r, nil
})
