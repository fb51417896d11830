package valorui

import (
	"testing"

	"tableside/tracker/valor"
	"tableside/tracker/valor/labyrinth"
	"tableside/tracker/valor/labyrinth/labyrinthtest"
)

// TestValorSetupLeadsToTheMap: the setup checklist's map item leads to the
// app's map and ticks itself once Base Camp and the 4 other Starting
// Regions are laid there (000 L170-177); a group that keeps the map on the
// table only is told, before its first Villain Round, what the app would
// do with one, and offered to lay it.
func TestValorSetupLeadsToTheMap(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValor()
	// The checklist's map item fits the smallest phone at the largest
	// text: a button's words do not wrap, and "Lay the tiles on the app's
	// map" was 362 px wide there, widening the whole screen.
	tb.EveryLook("the setup checklist's map item", func() { tb.S.Current().Render() })
	// The tap that opens the map lays Base Camp in its centre (000 L172).
	tb.Tap("Lay the map in the app")
	tb.See("Base Camp lies in the centre")
	if r := tb.valorState().Map.At(valor.BaseCampAt()); r == nil || r.Tile != labyrinth.BaseCamp {
		t.Fatalf("the centre holds %+v", r)
	}
	halls := labyrinthtest.AllHalls
	for _, p := range []labyrinth.Pos{at(1, 2), at(2, 1), at(3, 2)} {
		tb.do(valor.PlaceTile(p, halls, ""))
	}
	if c := tb.valorState().Checklist(); len(c) == 0 || c[0].Done {
		t.Fatal("the map item was ticked before the fifth tile")
	}
	tb.do(valor.PlaceTile(at(2, 3), halls, labyrinth.Portal))
	if c := tb.valorState().Checklist(); !c[0].Done {
		t.Fatal("000 L172: five tiles with Base Camp did not tick the map item")
	}
	tb.See("the map's setup is done")

	// Another group keeps its map on the table.
	other := newTable(t, phone)
	other.startValor()
	other.Tap("Done on the table only")
	other.finishChecklist("Done", 8)
	other.Tap("Charge")
	other.See("Without them the round is a checklist")
	other.Tap("Lay the map")
	other.See("Tap the square where the first tile lies")
}

// TestStartingTilesByTap000L172: during the setup's map item a tap on an
// empty square lays a plain tile at once, its sides meeting its
// neighbours'; its panel corrects the artwork with one tap, takes it back,
// and Undo undoes each as one action.
func TestStartingTilesByTap000L172(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValor()
	tb.Tap("Lay the map in the app")
	n := tb.S.Current().Session().Len
	tb.tapRegion(at(1, 2))
	tb.See("A plain tile is laid at [1,2]")
	if r := tb.valorState().Map.At(at(1, 2)); r == nil || r.Tile != "" {
		t.Fatalf("the tap laid %+v", r)
	}
	tb.Tap("Portal")
	if r := tb.valorState().Map.At(at(1, 2)); r == nil || r.Tile != labyrinth.Portal {
		t.Fatalf("the correction: %+v", r)
	}
	if got := tb.S.Current().Session().Len; got != n+2 {
		t.Fatalf("%d actions, want 2: the tile and its correction", got-n)
	}
	tb.Tap("Undo")
	if r := tb.valorState().Map.At(at(1, 2)); r == nil || r.Tile != "" {
		t.Fatalf("undo of the correction: %+v", r)
	}
	tb.tapRegion(at(2, 3))
	tb.Tap("Take it back")
	if tb.valorState().Map.At(at(2, 3)) != nil {
		t.Fatal("the tile was not taken back")
	}
	tb.See("Base Camp lies in the centre")
}
