package tracker

import (
	"errors"
	"fmt"
	"strings"
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

func TestCheckCardKinds(t *testing.T) {
	kinds := []CardKind{CardOf[testCard]("axe")}
	if err := CheckCardKinds(kinds, "axe", "Axe", []byte(`{"name":"Axe","n":2}`)); err != nil {
		t.Fatal(err)
	}
	if err := CheckCardKinds(kinds, "sword", "Axe", []byte(`{"name":"Axe","n":2}`)); err == nil || !strings.Contains(err.Error(), `does not know the kind of card "sword"`) {
		t.Fatalf("an unknown kind: %v", err)
	}
	named := func(c testCard) string { return fmt.Sprintf("%s %d", c.Name, c.N) }
	if err := CheckCardNamed("Axe 2", []byte(`{"name":"Axe","n":2}`), named); err != nil {
		t.Fatal(err)
	}
	if err := CheckCardNamed("Axe", []byte(`{"name":"Axe","n":2}`), named); err == nil || !strings.Contains(err.Error(), `name it "Axe 2"`) {
		t.Fatalf("another name: %v", err)
	}
}
