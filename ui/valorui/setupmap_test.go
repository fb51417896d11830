package valorui

import (
	"testing"

	"tableside/tracker/valor"
	"tableside/tracker/valor/labyrinth"
)

// TestValorSetupLeadsToTheMap: the setup checklist's map item leads to the
// app's map and ticks itself once Base Camp and the 4 other Starting
// Regions are laid there (000 L170-177); a group that keeps the map on the
// table only is told, before its first Villain Round, what the app would
// do with one, and offered to lay it.
func TestValorSetupLeadsToTheMap(t *testing.T) {
	tb := newTable(t, phone)
	tb.startValor()
	// The tap that opens the map lays Base Camp in its centre (000 L172).
	tb.Tap("Lay the tiles on the app's map")
	tb.See("Base Camp lies in the centre")
	if r := tb.valorState().Map.At(valor.BaseCampAt()); r == nil || r.Tile != labyrinth.BaseCamp {
		t.Fatalf("the centre holds %+v", r)
	}
	halls := labyrinth.Walls{North: labyrinth.Hall, East: labyrinth.Hall, South: labyrinth.Hall, West: labyrinth.Hall}
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
