package kit

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"
)

// Containers built without laying them out. Fyne's own constructors lay a
// container out at once, which builds a renderer for every widget inside
// it; a screen drawn again after a tap is mostly patched onto the one on
// show (Patch), so most of what it builds is never shown and needs none.
// These lay out when shown, as Fyne does anyway.

// VBox stacks objs top to bottom.
func VBox(objs ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: layout.NewVBoxLayout(), Objects: objs}
}

// HBox lines objs up left to right.
func HBox(objs ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: layout.NewHBoxLayout(), Objects: objs}
}

// Stack lays objs over each other, each the container's size.
func Stack(objs ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: layout.NewStackLayout(), Objects: objs}
}

// Padded is Stack with the theme's padding around.
func Padded(objs ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: layout.NewPaddedLayout(), Objects: objs}
}

// Columns lays objs out in a grid of cols columns.
func Columns(cols int, objs ...fyne.CanvasObject) *fyne.Container {
	return &fyne.Container{Layout: layout.NewGridLayoutWithColumns(cols), Objects: objs}
}

// Border puts top, bottom, left and right (each may be nil) at the edges
// and center in what is left, as container.NewBorder does.
func Border(top, bottom, left, right fyne.CanvasObject, center ...fyne.CanvasObject) *fyne.Container {
	all := center
	for _, o := range []fyne.CanvasObject{top, bottom, left, right} {
		if o != nil {
			all = append(all, o)
		}
	}
	return &fyne.Container{Layout: layout.NewBorderLayout(top, bottom, left, right), Objects: all}
}

// Add appends obj to c without laying c out.
func Add(c *fyne.Container, obj fyne.CanvasObject) {
	c.Objects = append(c.Objects, obj)
}
