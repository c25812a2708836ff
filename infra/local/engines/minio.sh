# shellcheck shell=bash
# MinIO, built with `go install` from the Go module proxy into the cache dir. Its RELEASE.* tags
# are not semver, so only pseudo-versions work; our proxy serves just the archived repository's
# final commit, pinned here. Where the last release is served, set
# MAWADDA_MINIO_VERSION=v0.0.0-20251015172955-9e49d5e7a648.

MINIO_DIR="$(engine_dir minio)"
MINIO_MODULE_VERSION="${MAWADDA_MINIO_VERSION:-v0.0.0-20260212201848-7aac2a2c5b7c}"
MINIO_GO_DIR="$MAWADDA_CACHE_DIR/go"
MINIO_BIN="$MINIO_GO_DIR/bin/minio-$MINIO_MODULE_VERSION"
# Test credentials for a server bound to loopback only; never used outside infra/local.
MINIO_USER=mawadda
MINIO_PASSWORD=mawadda-local-secret

minio_port() { read_file "$MINIO_DIR/port" 2>/dev/null || echo "${MAWADDA_MINIO_PORT:-29000}"; }

# Any Go >= 1.21 will do: it fetches the toolchain MinIO's go.mod asks for (1.24+) from the same
# module proxy by itself (GOTOOLCHAIN=auto, the default).
minio_go() {
  local go
  go="$(command -v go || true)"
  [[ -n $go ]] || { [[ -x /usr/local/go/bin/go ]] && go=/usr/local/go/bin/go; }
  if [[ -z $go ]]; then
    apt_install golang-go
    go="$(command -v go)"
  fi
  local minor
  minor="$("$go" env GOVERSION | sed -nE 's/^go1\.([0-9]+).*/\1/p')"
  [[ -n $minor && $minor -ge 21 ]] ||
    die "$("$go" env GOVERSION) at $go is too old to build MinIO; install Go >= 1.21 (go.dev/dl) first in PATH"
  printf '%s' "$go"
}

minio_install() {
  [[ -x $MINIO_BIN ]] && return
  local go started=$SECONDS
  go="$(minio_go)"
  log "building MinIO $MINIO_MODULE_VERSION with $("$go" env GOVERSION) (first time only: ~4 min on 2 cores)"
  mkdir -p "$MINIO_GO_DIR"
  rm -rf "$MINIO_GO_DIR/bin.tmp"
  # Module and build caches live in our cache dir (deleting it is a clean slate); the binary is
  # built into bin.tmp and moved into place last, so an interrupted build is redone, not half-used.
  # -modcacherw: Go makes the module cache read-only, which would make `rm -rf` of the cache fail.
  GOPATH="$MINIO_GO_DIR" GOBIN="$MINIO_GO_DIR/bin.tmp" GOMODCACHE="$MINIO_GO_DIR/pkg/mod" \
    GOCACHE="$MAWADDA_CACHE_DIR/go-build" GOFLAGS="-modcacherw -buildvcs=false" CGO_ENABLED=0 \
    "$go" install "github.com/minio/minio@$MINIO_MODULE_VERSION" </dev/null >"$MINIO_GO_DIR/build.log" 2>&1 ||
    { tail -n 30 "$MINIO_GO_DIR/build.log" >&2; die "go install of MinIO failed (log: $MINIO_GO_DIR/build.log)"; }
  mkdir -p "$MINIO_GO_DIR/bin"
  mv "$MINIO_GO_DIR/bin.tmp/minio" "$MINIO_BIN"
  rm -rf "$MINIO_GO_DIR/bin.tmp"
  log "MinIO built in $((SECONDS - started))s: $MINIO_BIN"
}

minio_pid() { read_file "$MINIO_DIR/pid" 2>/dev/null || true; }

minio_running() { pid_alive "$(minio_pid)" "$MINIO_DIR/data"; }

minio_start() {
  if minio_running; then
    log "minio already running (pid $(minio_pid), port $(minio_port)); reusing"
    return
  fi
  # A stopped instance restarts on its data and its recorded port, like the other engines.
  local port
  port="$(minio_port)"
  ensure_port_free "$port" minio MAWADDA_MINIO_PORT
  mkdir -p "$MINIO_DIR/data"
  echo "$port" >"$MINIO_DIR/port"
  log "starting minio on 127.0.0.1:$port"
  # MINIO_BROWSER=off: no web console, so no second port. MINIO_CI_CD: no refusal to use a
  # folder on the root disk. setsid: a Ctrl-C to the test run must not take the shared server
  # down; all fds redirected and the lock fd closed (see take_lock).
  MINIO_ROOT_USER="$MINIO_USER" MINIO_ROOT_PASSWORD="$MINIO_PASSWORD" MINIO_BROWSER=off \
    MINIO_UPDATE=off MINIO_CI_CD=1 \
    setsid "$MINIO_BIN" server --quiet --address "127.0.0.1:$port" "$MINIO_DIR/data" \
    </dev/null >>"$MINIO_DIR/minio.log" 2>&1 9>&- &
  echo $! >"$MINIO_DIR/pid"
}

# /minio/health/ready answers 200 once the server takes S3 requests. Raw HTTP over bash's
# /dev/tcp, so curl is not required.
minio_ready() {
  minio_running || return "$GIVE_UP"
  local status
  status="$(
    exec 2>/dev/null # "connection refused" is the expected answer while booting
    exec 3<>"/dev/tcp/127.0.0.1/$1" || exit 1
    printf 'GET /minio/health/ready HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n' >&3
    IFS= read -r -t 2 line <&3 && printf '%s' "$line"
  )" || return 1
  [[ $status =~ ^HTTP/[0-9.]+\ 200 ]]
}

minio_wait() {
  wait_until minio "$MINIO_DIR/minio.log" "$MAWADDA_READY_TIMEOUT" minio_ready "$(minio_port)" ||
    die "minio failed to start (logs in $MINIO_DIR)"
}

minio_env() {
  printf 'export MINIO_ENDPOINT=http://127.0.0.1:%s\n' "$(minio_port)"
  printf 'export MINIO_ACCESS_KEY=%s\n' "$MINIO_USER"
  printf 'export MINIO_SECRET_KEY=%s\n' "$MINIO_PASSWORD"
}

minio_stop() { stop_pid "$(minio_pid)" "$MINIO_DIR/data" minio; }
