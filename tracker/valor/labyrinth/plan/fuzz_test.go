package plan

import (
	"bytes"
	"encoding/json"
	"errors"
	"testing"

	"tableside/tracker"
	"tableside/tracker/valor/labyrinth"
)

// FuzzRun feeds any bytes to the plan reader: it never panics; it either
// refuses with a message (a field error or a rules refusal) or prints valid
// JSON that names the procedure, and the same bytes again give the same
// output.
func FuzzRun(f *testing.F) {
	for _, e := range docExamples(f, docsPath) {
		f.Add([]byte(e.Input))
	}
	f.Add([]byte(`{"procedure":"minion","map":{"regions":[[null,null,null,null,null],[null,null,null,null,null],[null,null,{"walls":{"north":"hall","east":"hall","south":"hall","west":"hall"},"minions":[{"name":"G","actions":3,"attacks":[{"type":"ranged","power":true},{"type":"melee"}],"abilities":["evade"]}],"heroes":[{"name":"R","health":2}]},null,null],[null,null,null,null,null],[null,null,null,null,null]]},"turn":{"minion":"G"}}`))
	f.Add([]byte(`{"procedure":"magic","roll":{"dice":{"master":3},"rand":{"state":18446744073709551615}},"plus_ones":{"melee":6}}`))
	f.Add([]byte(`{"procedure":"corruption","roll":{"hits":40},"plus_ones":{"ranged":3},"decks":{"chump":{"cost":1,"cards":0,"discard":2},"elite":{"cost":2,"cards":0},"boss":{"cost":3,"cards":1,"hero_stash":1}}}`))
	f.Add([]byte(`null`))
	f.Add([]byte(`{"procedure":"final","villain":{"actions":0,"actions_max":1,"health":0},"attacks":[{"damage":999}]}`))
	f.Fuzz(func(t *testing.T, doc []byte) {
		out, err := Run("", doc)
		if err != nil {
			var fe *labyrinth.FieldError
			if !errors.As(err, &fe) && !tracker.IsRefusal(err) {
				t.Fatalf("an error that is neither a field error nor a refusal: %T %v", err, err)
			}
			if err.Error() == "" || out != nil {
				t.Fatal("an error without words, or with output")
			}
			return
		}
		var head struct {
			Procedure string `json:"procedure"`
		}
		if !json.Valid(out) || json.Unmarshal(out, &head) != nil || head.Procedure == "" {
			t.Fatalf("output is not JSON naming its procedure:\n%s", out)
		}
		again, err := Run("", doc)
		if err != nil || !bytes.Equal(out, again) {
			t.Fatal("the same input gave a different answer")
		}
	})
}
