#!/usr/bin/env bash
# Opens the real Tableside window under Xvfb at phone and tablet size, in
# the light and the dark theme, and saves screenshots: the home screen and
# what Continue opens in five demo databases (a Valor & Villainy board, the
# Labyrinth's map with a Villain Round wizard step, a rules-004 board, a
# Sword & Sorcery Quest, a Village of Legends table).
# Usage: scripts/screenshot.sh BIN OUTDIR [DB]
# With a DB, only that database is shot (home and Continue).
set -euo pipefail
bin=$(realpath "$1"); out=$2; db=${3:-}
lib=$(realpath "$(dirname "$0")/window.sh")
mkdir -p "$out"
declare -A dbs
if [ -n "$db" ]; then
  dbs[game]=$db
else
  tmp=$(mktemp -d)
  for stop in board wizard villains sorcery legends; do
    go run ./scripts/demo -stop "$stop" "$tmp/$stop.db" >/dev/null
    dbs[$stop]=$tmp/$stop.db
  done
fi
shoot() { # DB WIDTH HEIGHT THEME NAME
  local db=$1 w=$2 h=$3 theme=$4 name=$5
  FYNE_THEME=$theme xvfb-run -a -s "-screen 0 ${w}x${h}x24" bash -c '
    set -u
    source "$5"
    "$0" --db "$1" >/dev/null 2>&1 & pid=$!
    wid=$(sized_window "$pid" "$2" "$3") || exit 1
    sleep 2
    # Home screen, then tap Continue (the first large button) for the game.
    import -window "$wid" "$4-home.png"
    xdotool mousemove --window "$wid" $(( $2 / 2 )) 75 click 1
    sleep 2
    import -window "$wid" "$4-game.png"
    kill "$pid"
  ' "$bin" "$db" "$w" "$h" "$out/$name" "$lib"
}
for stop in "${!dbs[@]}"; do
  for theme in light dark; do
    shoot "${dbs[$stop]}" 400 800 "$theme" "phone-$theme-$stop"
    shoot "${dbs[$stop]}" 1280 800 "$theme" "tablet-$theme-$stop"
  done
done
ls -1 "$out"
