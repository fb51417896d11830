package data

import (
	"bytes"
	"strings"
	"testing"
)

func TestLegendsEmbedded(t *testing.T) {
	r, err := Legends()
	if err != nil {
		t.Fatal(err)
	}
	if r.Rules != "002" || r.MaxPlayers != 6 || r.BaseMaxPlayers != 4 || r.Hand != 5 || r.ChestMultiplier != 10 {
		t.Fatalf("%+v", r)
	}
	r.FirstDraws[0] = 99
	r.Sources["hand"] = ""
	again, _ := Legends()
	if again.FirstDraws[0] != 3 || again.Sources["hand"] == "" {
		t.Fatal("Legends shares its slices or map with callers")
	}
}

func TestParseLegendsRejectsBrokenFiles(t *testing.T) {
	for name, b := range map[string][]byte{
		"unknown field": bytes.Replace(legendsJSON, []byte(`"hand"`), []byte(`"hands"`), 1),
		"extra data":    append(append([]byte{}, legendsJSON...), []byte("{}")...),
		"no source":     bytes.Replace(legendsJSON, []byte(`"imp_bonus": "002 L179`), []byte(`"x": "`), 1),
		"bad dice":      bytes.Replace(legendsJSON, []byte(`"sneak_pass": 4`), []byte(`"sneak_pass": 7`), 1),
		"big draw":      bytes.Replace(legendsJSON, []byte(`"first_draws": [3, 4]`), []byte(`"first_draws": [3, 9]`), 1),
	} {
		if _, err := ParseLegends(b); err == nil || !strings.Contains(err.Error(), "legends") {
			t.Errorf("%s: %v", name, err)
		}
	}
}
