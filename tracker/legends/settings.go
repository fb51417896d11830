package legends

// Settings are the house rules chosen at set-up: each is the other reading
// of a point the note marks "Setting" (§5). The zero value is the note's
// reading everywhere.
type Settings struct {
	// XPRound20 rounds each XP award down to a multiple of 20, as the
	// track is printed (A-12, L305, L449); off: the exact total.
	XPRound20 bool `json:"xp_round_20,omitempty"`
	// SellRoundUp rounds half of an odd price up (A-7, L103); off: down.
	SellRoundUp bool `json:"sell_round_up,omitempty"`
	// FleetingBlocks makes Fleeting Monsters take a Weapon first like any
	// other (A-14, L273); off: they help and do not stand in the way.
	FleetingBlocks bool `json:"fleeting_blocks,omitempty"`
	// SheathBerserk gives a Weapon taken off the Sheath the Berserk bonus
	// too (A-24, L469); off: only Weapons played from the hand get it.
	SheathBerserk bool `json:"sheath_berserk,omitempty"`
	// ScaleAtStart sizes a scaling Monster by the players at the start
	// (A-28, L527); off: by the players still in.
	ScaleAtStart bool `json:"scale_at_start,omitempty"`
	// PersonalKill5 makes the 5-player win need both enemies knocked out
	// by the player himself (A-40, L587); off: out by anyone.
	PersonalKill5 bool `json:"personal_kill_5,omitempty"`
	// OpenSkirmisher opens the enemy frontliners and Skirmisher to a
	// frontliner whose facing opponent is out (A-41, L603); off: only the
	// Skirmisher.
	OpenSkirmisher bool `json:"open_skirmisher,omitempty"`
	// LevelNextTurn makes a level reached mid-turn raise Intelligence only
	// from the next turn (A-56, L449); off: at once, by the difference.
	LevelNextTurn bool `json:"level_next_turn,omitempty"`
	// LiteralLeft sends "your opponent" effects and discards to the player
	// on the left of the active player in every 3-6 player game, as L439
	// reads; off: the note's reading per mode.
	LiteralLeft bool `json:"literal_left,omitempty"`
}

// SettingInfo describes one house rule for the set-up screen.
type SettingInfo struct {
	Key     string
	Reading string // the note's id
	Label   string
	// field is where the rule is kept in a Settings.
	field func(*Settings) *bool
}

// SettingsList names every house rule, in the set-up screen's order.
func SettingsList() []SettingInfo {
	return []SettingInfo{
		{"xp_round_20", "A-12", "Round each XP award down to a multiple of 20",
			func(s *Settings) *bool { return &s.XPRound20 }},
		{"sell_round_up", "A-7", "Round half of an odd price up when selling",
			func(s *Settings) *bool { return &s.SellRoundUp }},
		{"fleeting_blocks", "A-14", "Fleeting Monsters must be beaten before your Weapons reach others",
			func(s *Settings) *bool { return &s.FleetingBlocks }},
		{"sheath_berserk", "A-24", "A sheathed Weapon gets the Berserk bonus too",
			func(s *Settings) *bool { return &s.SheathBerserk }},
		{"scale_at_start", "A-28", "Size scaling Monsters by the players at the start",
			func(s *Settings) *bool { return &s.ScaleAtStart }},
		{"personal_kill_5", "A-40", "5 players: you must knock out both enemies yourself",
			func(s *Settings) *bool { return &s.PersonalKill5 }},
		{"open_skirmisher", "A-41", "6 players: a frontliner whose opponent fell may attack any enemy",
			func(s *Settings) *bool { return &s.OpenSkirmisher }},
		{"level_next_turn", "A-56", "A new level's Intelligence counts from the next turn",
			func(s *Settings) *bool { return &s.LevelNextTurn }},
		{"literal_left", "A-21", "Discards always go to the player on the active player's left",
			func(s *Settings) *bool { return &s.LiteralLeft }},
	}
}
