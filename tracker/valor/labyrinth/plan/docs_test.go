package plan

import (
	"encoding/json"
	"testing"

	"tableside/tracker/trackertest"
)

// docsPath is the page whose examples are tests here and, run through the
// command, in package plancmd.
const docsPath = "../../../../docs/labyrinth-plan.md"

// docExamples are the runs the page at path documents.
func docExamples(t testing.TB, path string) []trackertest.PlanExample {
	return trackertest.PlanExamples(t, path)
}

func decodeHead(s string, v any) error { return json.Unmarshal([]byte(s), v) }
