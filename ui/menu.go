package ui

// MenuItem is an entry a game adds to its menu.
type MenuItem struct {
	Title string
	Tap   func()
}

// Menuer is a View with entries of its own in the game's menu, listed
// after History (Sword & Sorcery's campaign page).
type Menuer interface {
	MenuItems() []MenuItem
}
