#!/usr/bin/env bash
# `npm run fuzz`: schemathesis (from PyPI, into a virtualenv kept outside the repo) over the
# embedded app's OpenAPI document; scripts/fuzz/main.ts starts the app and runs it.
# FUZZ_CASES (cases per operation and run), FUZZ_SEED, FUZZ_WORKERS: see main.ts.
set -euo pipefail
cd "$(dirname "$0")/../.."

VENV="${FUZZ_VENV:-$HOME/.cache/mawadda-schemathesis}"
SCHEMATHESIS_VERSION="${SCHEMATHESIS_VERSION:-4.32.5}"

if ! python3 -m venv --help >/dev/null 2>&1 || ! python3 -c 'import ensurepip' >/dev/null 2>&1; then
  echo "== installing python3-venv"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
fi
if ! "$VENV/bin/schemathesis" --version 2>/dev/null | grep -q "$SCHEMATHESIS_VERSION"; then
  echo "== installing schemathesis $SCHEMATHESIS_VERSION into $VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
fi

SCHEMATHESIS_PYTHON="$VENV/bin/python3" exec node --import tsx scripts/fuzz/main.ts
