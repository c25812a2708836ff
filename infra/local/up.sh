#!/usr/bin/env bash
# Start local engines on loopback (no Docker) and print the env to use them.
# Usage: infra/local/up.sh [postgres] [redis] [kafka] [minio]   (default: all four)
# stdout: `export NAME=value` lines only (machine-readable); progress goes to stderr.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

engines=("$@")
(( ${#engines[@]} )) || engines=("${DEFAULT_ENGINES[@]}")

take_lock
for name in "${engines[@]}"; do load_engine "$name"; done

# Installs first and one at a time: apt holds a global lock, and a failed install should
# stop us before anything is half-started.
for name in "${engines[@]}"; do "${name}_install"; done

# Spawn everything, then wait: the engines boot in parallel (Kafka's JVM is the slow one).
for name in "${engines[@]}"; do "${name}_start"; done
for name in "${engines[@]}"; do "${name}_wait"; done

write_env_file
for name in "${engines[@]}"; do "${name}_env"; done
log "env written to $MAWADDA_INFRA_DIR/env; stop with infra/local/down.sh"
