# Sourced by scripts/screenshot.sh and scripts/scenes.sh inside xvfb-run.
#
# sized_window PID WIDTH HEIGHT waits up to 20 s for the Tableside window
# of PID, lets the app finish its own first sizing, sets WIDTH x HEIGHT and
# prints the window's id. With no window it kills PID and fails: import
# with an empty -window would wait for a click for ever.
sized_window() {
  local pid=$1 w=$2 h=$3 wid=""
  for _ in $(seq 1 100); do
    wid=$(xdotool search --pid "$pid" --name Tableside 2>/dev/null | head -1 || true)
    [ -n "$wid" ] && break
    sleep 0.2
  done
  if [ -z "$wid" ]; then echo "the Tableside window did not appear" >&2; kill "$pid"; return 1; fi
  sleep 1.5
  xdotool windowsize --sync "$wid" "$w" "$h" || xdotool windowsize "$wid" "$w" "$h"
  echo "$wid"
}
