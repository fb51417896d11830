#!/usr/bin/env bash
# Opens the real Tableside window under Xvfb at phone and tablet size and
# saves a screenshot of each. Usage: scripts/screenshot.sh BIN OUTDIR [DB]
# With no DB, a demo database is made first (scripts/demo) so there is
# something to look at.
set -euo pipefail
bin=$(realpath "$1"); out=$2; db=${3:-}
mkdir -p "$out"
if [ -z "$db" ]; then
  db=$(mktemp -d)/demo.db
  go run ./scripts/demo "$db"
fi
shoot() { # WIDTH HEIGHT NAME
  local w=$1 h=$2 name=$3
  xvfb-run -a -s "-screen 0 ${w}x${h}x24" bash -c '
    set -u
    "$0" --db "$1" >/dev/null 2>&1 & pid=$!
    wid=""
    for _ in $(seq 1 100); do
      wid=$(xdotool search --pid "$pid" --name Tableside 2>/dev/null | head -1 || true)
      [ -n "$wid" ] && break
      sleep 0.2
    done
    # Guard the id: import with an empty -window waits for a click forever.
    if [ -z "$wid" ]; then echo "the Tableside window did not appear" >&2; kill "$pid"; exit 1; fi
    # Let the app finish its own first sizing, then set ours.
    sleep 1.5
    xdotool windowsize --sync "$wid" "$2" "$3" || xdotool windowsize "$wid" "$2" "$3"
    sleep 2
    # Home screen, then tap Continue (the first large button) for the game.
    import -window "$wid" "$4-home.png"
    xdotool mousemove --window "$wid" $(( $2 / 2 )) 75 click 1
    sleep 1.5
    import -window "$wid" "$4-game.png"
    kill "$pid"
  ' "$bin" "$db" "$w" "$h" "$out/$name"
}
shoot 400 800 phone
shoot 1280 800 tablet
ls -1 "$out"
