package sorceryui

import (
	"testing"

	"fyne.io/fyne/v2/widget"

	"tableside/campaign"
	"tableside/tracker/sorcery"
)

// BenchmarkSorceryCommit is the store's commit of a wound and a heal
// alone: what the waits below are measured against.
func BenchmarkSorceryCommit(b *testing.B) {
	tb := twoHeroQuest(b)
	id := tb.S.Current().Session().ID
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		cmd := sorcery.WoundHero("Jeanne", 1)
		if i%2 == 1 {
			cmd = sorcery.HealHero("Jeanne", 1)
		}
		if _, _, err := tb.S.Store().Do(id, cmd); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSorceryBoardTap is a tap on a Hero's board: the commit and the
// table drawn again.
func BenchmarkSorceryBoardTap(b *testing.B) {
	tb := twoHeroQuest(b)
	tb.Tap("Jeanne ·")
	p := tb.S.Current()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if i%2 == 0 {
			p.Do(sorcery.WoundHero("Jeanne", 1))
		} else {
			p.Do(sorcery.HealHero("Jeanne", 1))
		}
	}
}

// BenchmarkSorceryWizardAnswer is a distance answered in the Enemy Turn
// wizard: the answers kept, the question drawn again.
func BenchmarkSorceryWizardAnswer(b *testing.B) {
	tb := twoHeroQuest(b)
	tb.Tap("End Artemis's turn")
	tb.Tap("A")
	// Patched in place, Artemis's buttons stay the same objects.
	keys := [2]*widget.Button{tb.Buttons("0")[0], tb.Buttons("1")[0]}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		keys[i%2].OnTapped()
	}
}

// BenchmarkSorceryTimePhase is the Event Phase screen with the Time
// Phase's summary planned and drawn.
func BenchmarkSorceryTimePhase(b *testing.B) {
	tb := twoHeroQuest(b)
	tb.endRound()
	// The Round's Event card first: the Time Phase waits for it.
	tb.eventCard()
	tb.See("Confirm the Time Phase")
	p := tb.S.Current()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		p.Render()
	}
}

// BenchmarkSorceryOpen is opening a campaign mid-Quest.
func BenchmarkSorceryOpen(b *testing.B) {
	tb := twoHeroQuest(b)
	c := tb.S.Current().Campaign()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tb.S.OpenCampaign(c)
	}
}

// BenchmarkSorceryOpenFromHome is opening it as a player does, from the
// campaigns (drawn untimed) back into the game.
func BenchmarkSorceryOpenFromHome(b *testing.B) {
	tb := twoHeroQuest(b)
	c := tb.S.Current().Campaign()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		tb.S.ShowHome()
		b.StartTimer()
		tb.S.OpenCampaign(c)
	}
}

// BenchmarkSorceryOpenOther is opening one of two campaigns mid-Quest in
// turn: no screen of the last game to reuse, only the frame.
func BenchmarkSorceryOpenOther(b *testing.B) {
	tb := twoHeroQuest(b)
	first := tb.S.Current().Campaign()
	tb.newQuest("Saturday")
	tb.pickSeat(0, "Thorgren")
	tb.pickSeat(1, "Xantares")
	tb.Tap("All Green")
	tb.Tap("Start the Quest")
	cs := [2]campaign.Campaign{first, tb.S.Current().Campaign()}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		tb.S.OpenCampaign(cs[i%2])
	}
}

// BenchmarkSorceryOpenCold is the first open after the app starts (the
// start untimed, with the screen it readies behind the campaigns: see
// BenchmarkPrepare). It is the open a table waits on once an evening.
func BenchmarkSorceryOpenCold(b *testing.B) {
	benchOpenCold(b, false)
}

// BenchmarkSorceryOpenUnprepared is that first open with nothing readied:
// every widget, renderer and icon made new.
func BenchmarkSorceryOpenUnprepared(b *testing.B) {
	benchOpenCold(b, true)
}

// BenchmarkPrepare is the screen readied behind the campaigns as the app
// starts: a wait nobody sees, measured so it stays small.
func BenchmarkPrepare(b *testing.B) {
	tb := twoHeroQuest(b)
	tb.Unprepared = true
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		tb.Restart()
		b.StartTimer()
		tb.S.Prepare()
	}
}

func benchOpenCold(b *testing.B, unprepared bool) {
	tb := twoHeroQuest(b)
	tb.Unprepared = unprepared
	c := tb.S.Current().Campaign()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		tb.Restart()
		b.StartTimer()
		tb.S.OpenCampaign(c)
	}
}
