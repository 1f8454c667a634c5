#!/bin/sh
# The lab's parallel efficiency (docs/lab.md#speed): games/s on 2 threads / (2 x games/s on 1 thread).
# Usage: bench/lab_efficiency.sh BUILD_DIR [GAME] [BOTS] [GAMES] [REPEATS]
# Run it on an otherwise quiet machine; it prints the load first and the best of REPEATS runs of each.
set -eu
cli="$1/src/cli/veggiebox-cli"
game="${2:-garden}"
bots="${3:-greedy,greedy}"
games="${4:-2000}"
repeats="${5:-3}"
uptime
best() {
  b=0
  for _ in $(seq "$repeats"); do
    s=$("$cli" simulate "$game" --bots "$bots" --games "$games" --seed 1 --threads "$1" --json |
      python3 -c 'import json, sys; print(json.load(sys.stdin)["timing"]["wall_seconds"])')
    b=$(python3 -c "print(max($b, $games / $s))")
  done
  echo "$b"
}
one=$(best 1)
two=$(best 2)
python3 -c "print(f'$game, $bots, $games games: {$one:.1f} games/s on 1 thread, {$two:.1f} on 2; efficiency {$two / (2 * $one):.3f}')"
