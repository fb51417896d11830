#!/usr/bin/env bash
# Screens deep inside the app, shot in a real window under Xvfb at phone
# size (and a few at tablet size), in the light and the dark theme: each
# scene opens a demo database and taps its way there by button labels with
# a screenshot build's --tap (tapscript_screens.go).
# Usage: scripts/scenes.sh SCREENS_BIN OUTDIR [PATTERN]
# With a PATTERN (a grep -E pattern), only the scenes whose names match.
# TEXT_SIZE=large|huge shoots them at that text size (the app's setting);
# PHONE=360x640 at another phone size than 400 x 800.
set -euo pipefail
bin=$(realpath "$1"); out=$2; only=${3:-.}
phone=${PHONE:-400x800}
lib=$(realpath "$(dirname "$0")/window.sh")
mkdir -p "$out"
tmp=$(mktemp -d)
for stop in first nomap board sorcery legends book; do
  go run ./scripts/demo -stop "$stop" "$tmp/$stop.db" >/dev/null
  if [ -n "${TEXT_SIZE:-}" ]; then
    python3 -c 'import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute("INSERT OR REPLACE INTO settings(key, value) VALUES (?, ?)", ("text_size", sys.argv[2])); c.commit()' "$tmp/$stop.db" "$TEXT_SIZE"
  fi
done
# name | database | taps, separated by ";"
scenes=(
  "setup|first|Thursday"
  "editor-hero|first|Thursday;Enter this Hero's board"
  "editor-villain|first|Thursday;Enter the Villain's board"
  "editor-loot|first|Thursday;Enter this card"
  "editor-minion|nomap|Continue;☰;Start a new game;Correct a card;Minion: Gnome"
  "map-prompt|nomap|Continue"
  "chart|board|Continue;☰;History of this game"
  "sorcery-hero|sorcery|Continue;Jeanne"
  "sorcery-campaign|sorcery|Continue;End the Quest;We won;End the Quest;OK;☰;Start a new game in this campaign;Start the Quest;End the Quest;We lost;End the Quest;OK;☰;Start a new game in this campaign;Start the Quest;End the Quest;We won;End the Quest;OK;The campaign so far"
  "sorcery-menu|sorcery|Continue;☰"
  "book-page|book|Continue;Campaign book;Sessions"
  "book-record|book|Continue;Campaign book;Sessions;↓Sessions played"
  "next-act-setup|book|Continue;☰;Start a new game"
  "next-act-checklist|book|Continue;☰;Start a new game;Start the game"
  "next-act-map|book|Continue;☰;Start a new game;Start the game;Lay the map"
  "next-act-play|book|Continue;☰;Start a new game;Start the game;Done on the table only;Done;Done;Done;Done;Done;Done;Done;Done;Done"
  "sorcery-enemy-turn|sorcery|Continue;End Jeanne"
  "sorcery-spawn|sorcery|Continue;Spawn Enemies"
  "sorcery-items|sorcery|Continue;Jeanne;↓Spend a charge"
  "sorcery-pass|sorcery|Continue;Jeanne;Pass to"
  "sorcery-powers|sorcery|Continue;Jeanne;↓A new power"
  "sorcery-roster|sorcery|Continue;↓Wound"
  "sorcery-minions|sorcery|Continue;↓Place Minions;Place Minions;Venom;0;Save this Scroll;3;OK;↓Kill"
  "sorcery-hero-editor|sorcery|Continue;☰;Start a new game;Enter this Hero"
  "legends-attack|legends|Continue;Attack"
  "legends-gold|legends|Continue;Gold & cards"
  "legends-start-of-turn|legends|Continue;End turn"
  "evening-sorcery|sorcery|Continue;End the Quest;We won;End the Quest;OK;The evening's end"
  "evening-sorcery-log|sorcery|Continue;End the Quest;We won;End the Quest;OK;The evening's end;Log this play"
  "evening-valor|board|Continue;☰;The evening's end"
  "evening-valor-banner|board|Continue;↓More for the table;More for the table;The Heroes have won;End the game"
  "evening-valor-over|board|Continue;↓More for the table;More for the table;The Heroes have won;End the game;The evening's end"
)
shoot() { # NAME DB WIDTH HEIGHT THEME TAPS
  local name=$1 w=$3 h=$4 theme=$5 taps=$6
  # A copy: the taps may change the game, and the next shot starts anew.
  local db; db=$(mktemp -d)/scene.db
  cp "$2" "$db"
  local args=()
  IFS=';' read -ra list <<<"$taps"
  for t in "${list[@]}"; do args+=(--tap "$t"); done
  FYNE_THEME=$theme xvfb-run -a -s "-screen 0 ${w}x${h}x24" bash -c '
    set -u
    lib=$1 bin=$2 db=$3 w=$4 h=$5 png=$6; shift 6
    source "$lib"
    log=$(mktemp)
    "$bin" --db "$db" "$@" 2>"$log" >/dev/null & pid=$!
    wid=$(sized_window "$pid" "$w" "$h") || exit 1
    for _ in $(seq 1 150); do
      grep -q "taps done\|no button" "$log" && break
      sleep 0.2
    done
    if grep -q "no button" "$log"; then cat "$log" >&2; kill "$pid"; exit 1; fi
    sleep 1.5
    import -window "$wid" "$png"
    kill "$pid"
  ' _ "$lib" "$bin" "$db" "$w" "$h" "$out/$name.png" "${args[@]}"
}
for scene in "${scenes[@]}"; do
  IFS='|' read -r name stop taps <<<"$scene"
  grep -qE "$only" <<<"$name" || continue
  for theme in light dark; do
    shoot "phone-$theme-$name" "$tmp/$stop.db" "${phone%x*}" "${phone#*x}" "$theme" "$taps"
  done
done
# name | database | taps, at tablet size in one theme each
tablets=(
  "tablet-light-setup|first|Thursday"
  "tablet-light-chart|board|Continue;☰;History of this game"
  "tablet-light-legends-attack|legends|Continue;Attack"
  "tablet-dark-sorcery-items|sorcery|Continue;Jeanne;↓Spend a charge"
  "tablet-light-evening-sorcery|sorcery|Continue;End the Quest;We won;End the Quest;OK;The evening's end"
  "tablet-dark-evening-sorcery|sorcery|Continue;End the Quest;We won;End the Quest;OK;The evening's end"
  "tablet-light-evening-valor|board|Continue;☰;The evening's end"
  "tablet-dark-evening-valor|board|Continue;☰;The evening's end"
  "tablet-light-evening-valor-over|board|Continue;↓More for the table;More for the table;The Heroes have won;End the game;The evening's end"
  "tablet-dark-evening-valor-over|board|Continue;↓More for the table;More for the table;The Heroes have won;End the game;The evening's end"
  "tablet-light-book-page|book|Continue;Campaign book;Sessions"
  "tablet-dark-book-page|book|Continue;Campaign book;Sessions"
  "tablet-light-next-act-checklist|book|Continue;☰;Start a new game;Start the game"
  "tablet-light-next-act-setup|book|Continue;☰;Start a new game"
  "tablet-dark-next-act-setup|book|Continue;☰;Start a new game"
  "tablet-light-sorcery-campaign|sorcery|Continue;End the Quest;We won;End the Quest;OK;☰;Start a new game in this campaign;Start the Quest;End the Quest;We lost;End the Quest;OK;☰;Start a new game in this campaign;Start the Quest;End the Quest;We won;End the Quest;OK;The campaign so far"
  "tablet-dark-sorcery-campaign|sorcery|Continue;End the Quest;We won;End the Quest;OK;☰;Start a new game in this campaign;Start the Quest;End the Quest;We lost;End the Quest;OK;☰;Start a new game in this campaign;Start the Quest;End the Quest;We won;End the Quest;OK;The campaign so far"
)
for scene in "${tablets[@]}"; do
  IFS='|' read -r name stop taps <<<"$scene"
  grep -qE "$only" <<<"$name" || continue
  theme=light; [[ $name == tablet-dark-* ]] && theme=dark
  shoot "$name" "$tmp/$stop.db" 1280 800 "$theme" "$taps"
done
ls -1 "$out"
