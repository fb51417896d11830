package sorcery

import "fmt"

// The card library's checks: a card is checked as it is typed, with the
// same rules the table's state is checked by, so a saved card always
// enters play.

// Validate checks a Hero card for the library (Soulrank I when unset).
func (h Hero) Validate() error {
	h.Soulrank = max(h.Soulrank, 1)
	return h.check(map[string]bool{})
}

// Validate checks an Enemy card for the library.
func (c EnemyCard) Validate() error { return c.check() }

// Validate checks an Encounter card for the library.
func (c EncounterCard) Validate() error {
	if c.Letter == "" {
		return fieldf("letter", "the card needs its letter")
	}
	if err := c.Main.check(); err != nil {
		return within(err, "main")
	}
	if c.Otherwise != nil {
		return within(c.Otherwise.check(), "otherwise")
	}
	return nil
}

// EffectKinds are the Encounter effects the library offers, in the order
// a card editor lists them (L6262-6274).
func EffectKinds() []EffectKind {
	return []EffectKind{ActivateAll, ActivateRank, ActivateStyle, ActivateRace, ActivateWounded, ActivateNoCharge, ActivateHighest, ActivateX, EveryEnemy}
}

// Words name an effect for players: "Activate all Green Enemies".
func (e Effect) Words() string {
	switch e.Kind {
	case ActivateAll:
		return "Activate all Enemies"
	case ActivateRank:
		return "Activate all " + title(string(e.Rank)) + " Enemies"
	case ActivateStyle:
		return "Activate all " + title(string(e.Style)) + " Enemies"
	case ActivateRace:
		return "Activate all " + e.Race
	case ActivateWounded:
		return "Activate wounded Enemies"
	case ActivateNoCharge:
		return "Activate Enemies with no charges"
	case ActivateHighest:
		return "Activate the highest rank"
	case ActivateX:
		if e.X == 1 {
			return "Activate 1 Enemy"
		}
		return fmt.Sprintf("Activate %d Enemies", e.X)
	case EveryEnemy:
		return "Every Enemy: " + e.Say
	}
	return string(e.Kind)
}
