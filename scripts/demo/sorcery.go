package main

import (
	"encoding/json"
	"time"

	"tableside/campaign"
	"tableside/tracker"
	"tableside/tracker/sorcery"
)

// sorceryStop writes a Sword & Sorcery campaign mid-Quest, played last so
// that Continue opens it: the card library (Heroes, the Giant Spider and
// a Hobgremlin, three Encounter cards, an item, a Companion, an Enemy
// Power), and a Quest a few commands in: a Bleeding spider, a poisoned
// Hero with items, Dharma beside Artemis. The screenshot build's --tap
// reaches the wizard from there ("End Jeanne's turn", then "A").
func sorceryStop(st *campaign.Store) error {
	spider := sorcery.EnemyCard{Name: "Giant Spider", Rank: sorcery.Green, Style: sorcery.Strength, HP: []int{6}, SoulPoints: 2,
		Preferred: sorcery.LeastWounded, PowerIcons: 1,
		Weapons: []sorcery.Weapon{{Name: "Bite", Effect: "Poison I"}, {Name: "Web", Effect: "Slow"}},
		Rules: []sorcery.Rule{
			{Min: 0, Max: 0, Sentences: []string{"If the victim is slowed: use Entrap.", "Attack with Bite.", "Move away 1 area."}},
			{Min: 1, Max: 2, Sentences: []string{"Attack with Web.", "If the victim is slowed and alone in its area: move to engage and use Entrap; otherwise attack with Web again."}},
			{Plus: true, Sentences: []string{"Move 1 area toward the closest Hero.", "Attack the closest Hero in sight within 2 areas with Web."}},
		}}
	hob := spider
	hob.Name, hob.Rank, hob.Preferred, hob.Weapons, hob.PowerIcons = "Hobgremlin", sorcery.Blue, sorcery.Richest, nil, 0
	heroes := []sorcery.Hero{
		{Name: "Jeanne", Soulrank: 1, MaxHP: 9, Save: 4, Styles: []sorcery.Style{sorcery.Faith}, Powers: []sorcery.Power{{Name: "Smite"}, {Name: "Aura", Passive: true}}},
		{Name: "Artemis", Soulrank: 1, MaxHP: 8, Save: 3, Styles: []sorcery.Style{sorcery.Dexterity}, Powers: []sorcery.Power{{Name: "Volley"}}},
		{Name: "Thorgren", Soulrank: 1, MaxHP: 10, Save: 5, Styles: []sorcery.Style{sorcery.Strength}},
	}
	encs := []sorcery.EncounterCard{
		{Letter: "A", Main: sorcery.Effect{Kind: sorcery.ActivateAll}},
		{Letter: "B", Main: sorcery.Effect{Kind: sorcery.ActivateRank, Rank: sorcery.Blue}},
		{Letter: "H", Main: sorcery.Effect{Kind: sorcery.ActivateX, X: 3}},
	}
	amulet := sorcery.Item{Name: "Amulet of Aneres", Slot: sorcery.Artifact, Charges: 3}
	mace := sorcery.Item{Name: "Mace", Slot: sorcery.Primary, Hands: sorcery.StrongHand, Weight: 1}
	dagger := sorcery.Item{Name: "Dagger", Slot: sorcery.Secondary, Hands: sorcery.EitherHand, Weight: 1}
	dharma := sorcery.Companion{Name: "Dharma", MaxHP: 6, HeroCount: 1, Summoned: true}
	frenzy := sorcery.EnemyPower{Name: "Frenzy", Type: "combat"}
	save := func(kind, name string, v any) error {
		data, err := json.Marshal(v)
		if err == nil {
			_, err = st.SaveCard(campaign.Card{Game: sorcery.ID, Kind: kind, Name: name, Data: data})
		}
		return err
	}
	for _, h := range heroes {
		if err := save(sorcery.HeroKind, h.Name, h); err != nil {
			return err
		}
	}
	for _, e := range []sorcery.EnemyCard{spider, hob} {
		if err := save(sorcery.EnemyKind, sorcery.Enemy{Card: e, Copy: 1}.Label(), e); err != nil {
			return err
		}
	}
	for _, c := range encs {
		if err := save(sorcery.EncounterKind, c.Letter, c); err != nil {
			return err
		}
	}
	for _, it := range []sorcery.Item{amulet, mace, dagger} {
		if err := save(sorcery.ItemKind, it.Name, it); err != nil {
			return err
		}
	}
	if err := save(sorcery.CompanionKind, dharma.Name, dharma); err != nil {
		return err
	}
	if err := save(sorcery.EnemyPowerKind, frenzy.Name, frenzy); err != nil {
		return err
	}
	q, err := sorcery.NewQuest(sorcery.QuestSetup{Heroes: heroes, Enemies: []sorcery.EnemyCard{spider, hob}, Encounters: encs,
		Gates: []sorcery.Gate{{Symbol: "1", Open: true}, {Symbol: "2", Open: true}}, Shrines: []sorcery.Shrine{{Name: "Shrine 1", Open: true}},
		Souls: 3, Crowns: 20, Events: 10, Seed: 7})
	if err != nil {
		return err
	}
	initial, err := json.Marshal(q)
	if err != nil {
		return err
	}
	// Played last, a second later, so Continue opens it.
	time.Sleep(1100 * time.Millisecond)
	c, err := st.CreateCampaign("Ancient Chronicles", sorcery.ID)
	if err != nil {
		return err
	}
	_, err = startAndPlay(st, c.ID, initial, []tracker.Command{
		sorcery.GiveItem("Jeanne", amulet, true), sorcery.UseCharge("Jeanne", "Amulet of Aneres"),
		sorcery.GiveItem("Jeanne", dagger, true), sorcery.GiveItem("Jeanne", mace, false),
		sorcery.AddCompanion("Artemis", dharma), sorcery.DrawEnemyPowers(0, []sorcery.EnemyPower{frenzy}),
		sorcery.Condition("Jeanne", "poison", 1), sorcery.EnemyCondition(0, "bleed", 1), sorcery.WoundHero("Thorgren", 3),
	})
	return err
}
