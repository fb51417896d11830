package legends

import (
	"bytes"
	"reflect"
	"strings"
	"testing"

	"tableside/tracker/trackertest"
)

// sixTable is a 6-player battlefield with Monsters and Defence cards out.
func sixTable(t testing.TB) State {
	t.Helper()
	s := newTable(t, 6)
	for p := range 6 {
		shield(t, &s, p, defence("Helmet", Helmet, 2), defence("Shield", Shield, 3))
	}
	addMonster(t, &s, MonsterCard{Name: "Orc", Life: 3, Cost: 20}, 5, 0)
	addMonster(t, &s, MonsterCard{Name: "Troll", Life: 4, Reduction: 1, Cost: 30}, 3, 0)
	return s
}

func TestGameIdentity(t *testing.T) {
	trackertest.Identity(t, Game{}, "legends", "Village of Legends")
}

func TestJSONRoundTrip(t *testing.T) {
	trackertest.RoundTrip(t, Game{}, Decode, State.Apply, docExample(t), Gold(GoldCmd{Coins: 10}))
	trackertest.RoundTrip(t, Game{}, Decode, State.Apply, sixTable(t), Attack(heavy6p()))
}

func TestDecodeIsStrict(t *testing.T) {
	b := encode(t, docExample(t))
	for name, bad := range map[string][]byte{
		"unknown field": bytes.Replace(b, []byte(`"mode"`), []byte(`"moda"`), 1),
		"extra data":    append(append([]byte{}, b...), []byte(" {}")...),
		"wrong mode":    bytes.Replace(b, []byte(`"two_teams"`), []byte(`"allies"`), 1),
	} {
		if _, err := Decode(bad); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// TestSettingsListed: every house rule in Settings is offered at set-up,
// with the reading it switches.
func TestSettingsListed(t *testing.T) {
	listed := map[string]bool{}
	for _, s := range SettingsList() {
		if s.Label == "" || !strings.HasPrefix(s.Reading, "A-") {
			t.Errorf("%+v", s)
		}
		listed[s.Key] = true
	}
	typ := reflect.TypeFor[Settings]()
	for i := range typ.NumField() {
		key, _, _ := strings.Cut(typ.Field(i).Tag.Get("json"), ",")
		if !listed[key] {
			t.Errorf("%s is not offered at set-up", key)
		}
	}
	if len(listed) != typ.NumField() {
		t.Errorf("%d listed for %d settings", len(listed), typ.NumField())
	}
}
