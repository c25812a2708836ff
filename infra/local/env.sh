#!/usr/bin/env bash
# Print `export` lines for the engines currently running from the state dir.
# Usage: eval "$(infra/local/env.sh)"
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

[[ -d $MAWADDA_INFRA_DIR ]] || exit 0
for name in $(known_engines); do
  [[ -d $(engine_dir "$name") ]] || continue
  load_engine "$name"
  if "${name}_running"; then "${name}_env"; else log "$name has state but is not running (run up.sh)"; fi
done
