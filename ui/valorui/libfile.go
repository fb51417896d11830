package valorui

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"

	"tableside/tracker/valor"
	"tableside/ui"
)

// The card library carried to another device: the frame (ui.Library) does
// the files and the questions; this says which library and how a Valor card
// reads when two versions stand side by side.

// vlibLibrary is Valor & Villainy's card library; changed redraws the
// screen that offered it after an import.
func vlibLibrary(changed func()) ui.Library {
	return ui.Library{Game: valor.Game{}.ID(), Describe: vlibDescribe, KindTitle: vlibKindTitle, Changed: changed}
}

// vlibKindTitle names a kind of library card as the players know it.
func vlibKindTitle(kind string) string {
	switch kind {
	case valor.LibraryHero:
		return "Hero board"
	case valor.LibraryVillain:
		return "Villain board"
	case valor.LibraryLootStash:
		return "Loot Stash card"
	case valor.LibraryTreasure:
		return "Treasure"
	case valor.LibraryMinion:
		return "Minion card"
	}
	return "Card"
}

// vlibDescribe shows a card's details as lines, one thing printed on the
// card per line, so two versions can be compared line by line. A card it
// cannot read gets no lines (the frame then lists its fields).
func vlibDescribe(kind string, data []byte) []string {
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
		out = append(out, vlibRowLines(c.Rows)...)
		var slots []string
		for _, t := range c.Treasures {
			slots = append(slots, vlibOrDash(titleCase(string(t))))
		}
		out = append(out, "Treasure slots: "+strings.Join(slots, ", "), fmt.Sprintf("Spells %d", c.Spells))
		return append(out, vlibAbilityLines(c.Abilities)...)
	case valor.LibraryVillain:
		var c valor.VillainCard
		if json.Unmarshal(data, &c) != nil {
			return nil
		}
		var out []string
		for i, h := range c.Health {
			if h > 0 { // 0: not entered yet
				out = append(out, fmt.Sprintf("Health with %s: %d", vlibHeroes(i+1), h))
			}
		}
		out = append(out, fmt.Sprintf("Top of the Health bar %d", c.MaxHealth),
			fmt.Sprintf("Action Points %d, top of the bar %d", c.Actions, c.MaxActions))
		out = append(out, vlibRowLines(c.Rows)...)
		out = append(out, fmt.Sprintf("Spells %d", c.Spells))
		return append(out, vlibAbilityLines(c.Abilities)...)
	case valor.LibraryLootStash:
		var c valor.LootStashCard
		if json.Unmarshal(data, &c) != nil {
			return nil
		}
		out := []string{
			"For the " + titleCase(string(c.For)),
			fmt.Sprintf("%s to %s, side %s", vlibHeroes(c.MinHeroes), vlibHeroes(c.MaxHeroes), c.Side),
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
		out := []string{"Type: " + titleCase(string(c.Kind))}
		if c.Row != "" {
			out = append(out, "Helps "+c.Row.Title()+" Rolls")
		}
		return append(out, fmt.Sprintf("Bounty %d", c.Bounty))
	case valor.LibraryMinion:
		var c valor.MinionCard
		if json.Unmarshal(data, &c) != nil {
			return nil
		}
		out := []string{vminSizeTitle(c.Size)}
		if c.Colour != "" {
			out = append(out, titleCase(string(c.Colour)))
		}
		out = append(out, fmt.Sprintf("Bounty %d", c.Bounty),
			fmt.Sprintf("Health %d, flips Wounded at %d, Wounded Health %d", c.Health, c.Wound, c.WoundedHealth),
			fmt.Sprintf("Action Points %d", c.Actions))
		for _, a := range c.Attacks {
			line := a.Type.Title() + ": " + vminDiceWords(a.Dice)
			if a.Power {
				line += " (Power Action)"
			}
			out = append(out, line)
		}
		for _, a := range c.Abilities {
			out = append(out, a.Title())
		}
		if c.Dodge != nil {
			out = append(out, "Dodge: "+vminDiceWords(*c.Dodge))
		}
		return out
	}
	return nil
}

// vlibRowLines is a board's action rows: "Row 1: Melee (Power) Novice,
// Novice, Blank, +1".
func vlibRowLines(rows []valor.RowCard) []string {
	var out []string
	for i, r := range rows {
		line := fmt.Sprintf("Row %d: %s", i+1, vlibOrDash(r.Kind.Title()))
		if r.Power {
			line += " (Power)"
		}
		var dice []string
		for _, d := range r.Slots {
			dice = append(dice, vlibOrDash(titleCase(d.Title())))
		}
		line += " " + strings.Join(dice, ", ")
		if r.PlusOnes > 0 {
			line += ", Plus-Ones " + strconv.Itoa(r.PlusOnes)
		}
		out = append(out, line)
	}
	return out
}

func vlibAbilityLines(abs []valor.Ability) []string {
	var out []string
	for _, a := range abs {
		out = append(out, a.Title())
	}
	return out
}

func vlibOrDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}
