package tracker

import (
	"errors"
	"testing"
)

type testCard struct {
	Name string `json:"name"`
	N    int    `json:"n"`
}

func (c testCard) Validate() error {
	if c.N < 0 {
		return errors.New("n is 0 or more")
	}
	return nil
}

func TestCheckCardJSON(t *testing.T) {
	if err := CheckCardJSON[testCard]("Axe", []byte(`{"name":"Axe","n":2}`)); err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string]string{
		"Sword": `{"name":"Axe","n":2}`,         // another name
		"Axe":   `{"name":"Axe","n":2,"x":1}`,   // an unknown field
		"Axe ":  `{"name":"Axe ","n":-1}`,       // Validate refuses
		"Axe  ": `{"name":"Axe  ","n":1} {"n"}`, // extra data
	} {
		if CheckCardJSON[testCard](name, []byte(data)) == nil {
			t.Errorf("%s %s was taken", name, data)
		}
	}
}
