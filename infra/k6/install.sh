#!/usr/bin/env bash
# Builds k6 from the Go module proxy into a cache folder outside the repository, once (needs Go
# then); later runs only print its path. The pinned version is the one the scenarios are written
# against. Env: K6_HOME (default $HOME/.cache/mawadda-k6), K6_VERSION.
set -euo pipefail

K6_VERSION="${K6_VERSION:-v1.8.1}"
K6_HOME="${K6_HOME:-$HOME/.cache/mawadda-k6}"
K6_BIN="$K6_HOME/k6"

# An existing binary is kept when it is the pinned version; another version is rebuilt.
if [ -x "$K6_BIN" ] && "$K6_BIN" version 2>/dev/null | grep -q "k6 ${K6_VERSION}\b"; then
  echo "$K6_BIN"
  exit 0
fi

if ! command -v go >/dev/null 2>&1; then
  echo "infra/k6/install.sh: k6 ${K6_VERSION} is not in $K6_HOME and Go is not installed to build it" >&2
  exit 1
fi

mkdir -p "$K6_HOME"
echo "infra/k6/install.sh: building k6 ${K6_VERSION} into $K6_HOME (go install, once)…" >&2
GOBIN="$K6_HOME" go install "go.k6.io/k6@${K6_VERSION}" >&2
"$K6_BIN" version >&2
echo "$K6_BIN"
