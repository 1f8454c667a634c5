#!/bin/sh
# The lab's parallel efficiency (docs/lab.md#speed): games/s on 2 threads / (2 x games/s on 1 thread).
# Usage: bench/lab_efficiency.sh BUILD_DIR [GAME] [BOTS] [GAMES] [REPEATS]
# Run it on an otherwise quiet machine. It prints the load, then runs 1 and 2 threads in turn
# REPEATS times and keeps the best games/s of each, so a moment of other work spoils neither alone.
set -eu
cli="$1/src/cli/veggiebox-cli"
game="${2:-garden}"
bots="${3:-greedy,greedy}"
games="${4:-2000}"
repeats="${5:-5}"
uptime
rate() {
  "$cli" simulate "$game" --bots "$bots" --games "$games" --seed 1 --threads "$1" --json |
    python3 -c "import json, sys; print($games / json.load(sys.stdin)['timing']['wall_seconds'])"
}
one=0
two=0
for _ in $(seq "$repeats"); do
  one=$(python3 -c "print(max($one, $(rate 1)))")
  two=$(python3 -c "print(max($two, $(rate 2)))")
done
python3 -c "print(f'$game, $bots, $games games: {$one:.1f} games/s on 1 thread, {$two:.1f} on 2; efficiency {$two / (2 * $one):.3f}')"
