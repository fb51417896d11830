package valormap

import (
	"image/color"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"tableside/tracker/valor/labyrinth"
	"tableside/ui/kit/kittest"
)

func P(r, c int) labyrinth.Pos { return labyrinth.Pos{Row: r, Col: c} }

const (
	H = labyrinth.Hall
	W = labyrinth.Wall
)

func walls(n, e, s, w labyrinth.Side) labyrinth.Walls {
	return labyrinth.Walls{North: n, East: e, South: s, West: w}
}

func melee(name string, size labyrinth.MinionSize, ap int, abs ...labyrinth.Ability) labyrinth.Minion {
	return labyrinth.Minion{Name: name, Size: size, Actions: ap, Attacks: []labyrinth.Attack{{Type: labyrinth.Melee, Power: true}}, Abilities: abs}
}

// table is a map in mid-game: some regions scouted, some not, every kind of
// tile, crowded regions that do not fit a phone's region, and a Minion
// whose way to the nearest Hero wraps across the East edge.
func table() labyrinth.Map {
	var m labyrinth.Map
	set := func(p labyrinth.Pos, r labyrinth.Region) { m.Regions[p.Row][p.Col] = &r }
	set(P(0, 0), labyrinth.Region{Walls: walls(W, H, H, W), Tile: labyrinth.Portal,
		Minions: []labyrinth.Minion{melee("Gnome", labyrinth.SizeChump, 2)}})
	set(P(0, 1), labyrinth.Region{Walls: walls(W, H, H, H),
		Heroes:   []labyrinth.Hero{{Name: "Rowan", Health: 7}, {Name: "Frank", Health: 2, Sidekick: true}},
		Defender: "Frank"})
	set(P(0, 2), labyrinth.Region{Walls: walls(W, W, H, H), Tile: labyrinth.BaseCamp,
		Heroes: []labyrinth.Hero{{Name: "Thaddy", Health: 9}}})
	set(P(1, 0), labyrinth.Region{Walls: walls(H, H, W, W)})
	set(P(1, 1), labyrinth.Region{Walls: walls(H, H, H, H), Tile: labyrinth.Dojo, Rockfalls: 1, Bombs: 2})
	set(P(1, 2), labyrinth.Region{Walls: walls(H, W, H, H), Tile: labyrinth.Mountain})
	set(P(2, 1), labyrinth.Region{Walls: walls(H, H, W, W)})
	set(P(2, 2), labyrinth.Region{Walls: walls(H, H, H, H), Tile: labyrinth.Portal, Villain: "Lludwik",
		Minions: []labyrinth.Minion{
			melee("Ogre", labyrinth.SizeBoss, 3, labyrinth.Boss),
			melee("Goblin 1", labyrinth.SizeChump, 2),
			melee("Goblin 2", labyrinth.SizeChump, 2),
			{Name: "Hound", Size: labyrinth.SizeElite, Actions: 2, Attacks: []labyrinth.Attack{
				{Type: labyrinth.Melee, Power: true}, {Type: labyrinth.Ranged}}, Abilities: []labyrinth.Ability{labyrinth.Evade, labyrinth.Bomb}},
		}})
	set(P(2, 3), labyrinth.Region{Walls: walls(W, H, H, H), Rockfalls: 2,
		Heroes: []labyrinth.Hero{
			{Name: "Coach", Health: 5}, {Name: "Sir Reginald", Health: 8},
			{Name: "Pip", Health: 3, Sidekick: true}, {Name: "Mara", Health: 6},
		}})
	set(P(3, 2), labyrinth.Region{Walls: walls(H, H, W, H)})
	set(P(3, 3), labyrinth.Region{Walls: walls(H, H, H, H)})
	set(P(3, 4), labyrinth.Region{Walls: walls(H, W, W, H), Tile: labyrinth.Dojo})
	set(P(4, 0), labyrinth.Region{Walls: walls(W, H, W, H),
		Heroes: []labyrinth.Hero{{Name: "Wren", Health: 4}}})
	set(P(4, 1), labyrinth.Region{Walls: walls(W, W, W, H)})
	set(P(4, 4), labyrinth.Region{Walls: walls(W, H, H, W), Bombs: 1,
		Minions: []labyrinth.Minion{melee("Cave Troll", labyrinth.SizeElite, 2, labyrinth.Rockfall)}})
	if err := m.Check(); err != nil {
		panic(err)
	}
	return m
}

// variantTheme is Fyne's theme with light or dark forced, as the app's
// Settings do.
type variantTheme struct{ v fyne.ThemeVariant }

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return theme.DefaultTheme().Color(n, t.v)
}
func (t variantTheme) Font(s fyne.TextStyle) fyne.Resource     { return theme.DefaultTheme().Font(s) }
func (t variantTheme) Icon(n fyne.ThemeIconName) fyne.Resource { return theme.DefaultTheme().Icon(n) }
func (t variantTheme) Size(n fyne.ThemeSizeName) float32       { return theme.DefaultTheme().Size(n) }

// window shows v alone, unpadded, at size, in the given theme variant.
func window(t *testing.T, v *View, size fyne.Size, variant fyne.ThemeVariant) fyne.Window {
	t.Helper()
	app := test.NewTempApp(t)
	app.Settings().SetTheme(variantTheme{variant})
	w := test.NewTempWindow(t, v)
	w.SetPadded(false)
	w.Resize(size)
	return w
}

// shot paints the window, as TestRender promises whether or not a
// picture is kept, and writes it as PNG to $TABLESIDE_SCREENS, when set.
func shot(t *testing.T, w fyne.Window, name string) {
	t.Helper()
	w.Canvas().Capture()
	kittest.Shot(t, w, name)
}
