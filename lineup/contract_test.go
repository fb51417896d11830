package lineup

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tableside/campaign"
	"tableside/tracker"
	"tableside/ui"
)

// TestRegisteredGamesMeetTheContract: every game of the lineup provides
// what the app relies on (tracker's doc, "The contract": typed apply, card
// checks, a glance, guest changes, steps, who won) or says why it goes
// without, and no reason outlives what it excused. Exactly one planner
// takes the files that name no game, no two take the same, and each one's
// page exists.
func TestRegisteredGamesMeetTheContract(t *testing.T) {
	for _, e := range Games() {
		for _, p := range e.Problems() {
			t.Error(p)
		}
	}
	files := map[string]string{}
	for _, p := range Games().Planners() {
		if other, dup := files[p.File]; dup {
			t.Errorf("%s and %s both take files with \"game\": %q", other, p.Title, p.File)
		}
		files[p.File] = p.Title
		if _, err := os.Stat(filepath.Join("..", p.Doc)); err != nil {
			t.Errorf("%s's page: %v", p.Title, err)
		}
	}
	if _, ok := files[""]; !ok && len(files) > 0 {
		t.Error("no planner takes the files that name no game")
	}
}

// TestContractProblems: Problems names what is missing without a reason,
// a reason that no longer holds, and one for what the app does not rely
// on.
func TestContractProblems(t *testing.T) {
	bare := Entry{Screens: bareScreens{}, Without: map[string]string{"Typed": "no reason to decode"}}
	got := strings.Join(bare.Problems(), "\n")
	for _, want := range []string{
		"bare is not a tracker.CardChecker, and says not why",
		"bare is not a tracker.Stepper, and says not why",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("the problems do not say %q:\n%s", want, got)
		}
	}
	if strings.Contains(got, "tracker.Typed") {
		t.Errorf("a reason given was not taken:\n%s", got)
	}
	for _, r := range reliance() {
		bare.Without[r.Name] = "not in a test"
	}
	bare.Without["Typed"], bare.Without["Charter"] = "", "a screen's"
	got = strings.Join(bare.Problems(), "\n")
	if !strings.Contains(got, `"Charter", which the app does not rely on`) || !strings.Contains(got, "bare is not a tracker.Typed") {
		t.Errorf("the problems:\n%s", got)
	}
	typed := Games()[0]
	typed.Without = map[string]string{"Typed": "stale"}
	if got := strings.Join(typed.Problems(), "\n"); !strings.Contains(got, "is a tracker.Typed now: drop its reason") {
		t.Errorf("a reason that no longer holds: %s", got)
	}
}

// bareGame is a Game and nothing more.
type bareGame struct{}

// bareScreens draw bareGame: no test here opens them.
type bareScreens struct{}

func (bareScreens) Game() tracker.Game               { return bareGame{} }
func (bareScreens) Setup(*ui.App, campaign.Campaign) {}
func (bareScreens) Open(*ui.Play) ui.View            { return nil }

func (bareGame) ID() string              { return "bare" }
func (bareGame) Title() string           { return "Bare" }
func (bareGame) CheckState([]byte) error { return nil }
func (bareGame) Apply(s []byte, _ tracker.Command) ([]byte, string, error) {
	return s, "done", nil
}
