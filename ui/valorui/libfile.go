package valorui

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"tableside/tracker"
	"tableside/tracker/valor"
	"tableside/ui"
)

// The card library carried to another device: the frame (ui.Library) does
// the files and the questions; this says which library and how a Valor card
// reads when two versions stand side by side.

// cardLibrary is Valor & Villainy's card library; changed redraws the
// screen that offered it after an import.
func cardLibrary(changed func()) ui.Library {
	return ui.Library{Game: valor.Game{}.ID(), Describe: describeCard, KindTitle: cardKindTitle, Changed: changed}
}

// cardKindTitles name the kinds of library card as the players know them:
// the library file's lists and each card's editor say the same words.
var cardKindTitles = map[string]string{
	valor.LibraryHero:      "Hero board",
	valor.LibraryVillain:   "Villain board",
	valor.LibraryLootStash: "Loot Stash card",
	valor.LibraryTreasure:  "Treasure",
	valor.LibraryMinion:    "Minion card",
}

// cardKindTitle names a kind of library card as the players know it.
func cardKindTitle(kind string) string {
	if t, ok := cardKindTitles[kind]; ok {
		return t
	}
	return "Card"
}

// describeCard shows a card's details as lines, one thing printed on the
// card per line, so two versions can be compared line by line. A card it
// cannot read gets no lines (the frame then lists its fields).
func describeCard(kind string, data []byte) []string {
	switch kind {
	case valor.LibraryHero:
		var c valor.HeroCard
		if json.Unmarshal(data, &c) != nil {
			return nil
		}
		out := []string{
			fmt.Sprintf("Health %d", c.Health),
			fmt.Sprintf("Action Points %d, top of the bar %d", c.Actions, c.MaxActions),
		}
		out = append(out, rowLines(c.Rows)...)
		var slots []string
		for _, t := range c.Treasures {
			slots = append(slots, orDash(tracker.UpperFirst(string(t))))
		}
		out = append(out, "Treasure slots: "+strings.Join(slots, ", "), fmt.Sprintf("Spells %d", c.Spells))
		return append(out, abilityLines(c.Abilities)...)
	case valor.LibraryVillain:
		var c valor.VillainCard
		if json.Unmarshal(data, &c) != nil {
			return nil
		}
		var out []string
		for i, h := range c.Health {
			if h > 0 { // 0: not entered yet
				out = append(out, fmt.Sprintf("Health with %s: %d", heroesWords(i+1), h))
			}
		}
		out = append(out, fmt.Sprintf("Top of the Health bar %d", c.MaxHealth),
			fmt.Sprintf("Action Points %d, top of the bar %d", c.Actions, c.MaxActions))
		out = append(out, rowLines(c.Rows)...)
		out = append(out, fmt.Sprintf("Spells %d", c.Spells))
		return append(out, abilityLines(c.Abilities)...)
	case valor.LibraryLootStash:
		var c valor.LootStashCard
		if json.Unmarshal(data, &c) != nil {
			return nil
		}
		out := []string{
			"For the " + tracker.UpperFirst(string(c.For)),
			fmt.Sprintf("%s to %s, side %s", heroesWords(c.MinHeroes), heroesWords(c.MaxHeroes), c.Side),
		}
		for i, col := range c.Columns {
			line := fmt.Sprintf("Column %d: Bounty %d", i+1, col.Bounty)
			for _, r := range []struct {
				n    int
				what string
			}{{col.XP, "XP"}, {col.Health, "Health"}, {col.Souls, "Souls"}} {
				if r.n > 0 {
					line += fmt.Sprintf(", %d %s", r.n, r.what)
				}
			}
			if col.Roll {
				line += ", a Novice die"
			}
			out = append(out, line)
		}
		return out
	case valor.LibraryTreasure:
		var c valor.TreasureCard
		if json.Unmarshal(data, &c) != nil {
			return nil
		}
		out := []string{"Type: " + tracker.UpperFirst(string(c.Kind))}
		if c.Row != "" {
			out = append(out, "Helps "+c.Row.Title()+" Rolls")
		}
		return append(out, fmt.Sprintf("Bounty %d", c.Bounty))
	case valor.LibraryMinion:
		var c valor.MinionCard
		if json.Unmarshal(data, &c) != nil {
			return nil
		}
		out := []string{valor.SizeTitle(c.Size)}
		if c.Colour != "" {
			out = append(out, tracker.UpperFirst(string(c.Colour)))
		}
		out = append(out, fmt.Sprintf("Bounty %d", c.Bounty),
			fmt.Sprintf("Health %d, flips Wounded at %d, Wounded Health %d", c.Health, c.Wound, c.WoundedHealth),
			fmt.Sprintf("Action Points %d", c.Actions))
		for _, a := range c.Attacks {
			line := a.Type.Title() + ": " + diceWords(a.Dice)
			if a.Power {
				line += " (Power Action)"
			}
			out = append(out, line)
		}
		for _, a := range c.Abilities {
			out = append(out, a.Title())
		}
		if c.Dodge != nil {
			out = append(out, "Dodge: "+diceWords(*c.Dodge))
		}
		return out
	}
	return nil
}

// rowLines is a board's action rows: "Row 1: Melee (Power) Novice,
// Novice, Blank, +1".
func rowLines(rows []valor.RowCard) []string {
	var out []string
	for i, r := range rows {
		line := fmt.Sprintf("Row %d: %s", i+1, orDash(r.Kind.Title()))
		if r.Power {
			line += " (Power)"
		}
		var dice []string
		for _, d := range r.Slots {
			dice = append(dice, orDash(tracker.UpperFirst(d.Title())))
		}
		line += " " + strings.Join(dice, ", ")
		if r.PlusOnes > 0 {
			line += ", Plus-Ones " + strconv.Itoa(r.PlusOnes)
		}
		out = append(out, line)
	}
	return out
}

func abilityLines(abs []valor.Ability) []string {
	var out []string
	for _, a := range abs {
		out = append(out, a.Title())
	}
	return out
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
