#!/usr/bin/env bash
# Stop engines started by up.sh (by their recorded PIDs) and delete their data.
# Usage: infra/local/down.sh [engines...]   (default: every engine with a state dir)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

[[ -d $MAWADDA_INFRA_DIR ]] || { log "nothing to stop ($MAWADDA_INFRA_DIR does not exist)"; exit 0; }
take_lock

engines=("$@")
if (( ! ${#engines[@]} )); then
  for name in $(known_engines); do
    [[ -d $(engine_dir "$name") ]] && engines+=("$name")
  done
fi

for name in "${engines[@]}"; do
  load_engine "$name"
  "${name}_stop"
  rm -rf "$(engine_dir "$name")"
  log "$name stopped, data removed"
done

write_env_file
# Leave nothing behind once the last engine is gone.
if [[ -z $(find "$MAWADDA_INFRA_DIR" -mindepth 1 -maxdepth 1 -type d -print -quit) ]]; then
  rm -rf "$MAWADDA_INFRA_DIR"
fi
