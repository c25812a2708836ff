# shellcheck shell=bash
# MinIO (S3 API) on 127.0.0.1:${MAWADDA_MINIO_PORT:-59000}, built with `go install` from the Go
# module proxy (MinIO publishes no release tags the proxy can resolve, so a commit is pinned).

MINIO_DIR="$(engine_dir minio)"
MINIO_MODULE_VERSION="${MAWADDA_MINIO_VERSION:-v0.0.0-20260212201848-7aac2a2c5b7c}"
MINIO_GO_DIR="$MAWADDA_CACHE_DIR/go"
MINIO_BIN="$MINIO_GO_DIR/bin/minio-$MINIO_MODULE_VERSION"
# Test credentials on loopback only; never used outside infra/local.
MINIO_USER=mawadda
MINIO_PASSWORD=mawadda-local-secret

minio_port() { read_file "$MINIO_DIR/port" 2>/dev/null || echo "${MAWADDA_MINIO_PORT:-59000}"; }

minio_go() {
  local go
  go="$(command -v go || echo /usr/local/go/bin/go)"
  [[ -x $go ]] || apt_install golang-go
  command -v go >/dev/null && go="$(command -v go)"
  printf '%s' "$go"
}

minio_install() {
  [[ -x $MINIO_BIN ]] && return
  local go started=$SECONDS
  go="$(minio_go)"
  log "building MinIO $MINIO_MODULE_VERSION with $($go version | cut -d' ' -f3) (first time only, a few minutes)"
  mkdir -p "$MINIO_GO_DIR/bin"
  # Module and build caches live in our cache dir, so a second build (or a new version) is quick.
  GOPATH="$MINIO_GO_DIR" GOBIN="$MINIO_GO_DIR/bin.tmp" GOMODCACHE="$MINIO_GO_DIR/pkg/mod" \
    GOCACHE="$MAWADDA_CACHE_DIR/go-build" GOFLAGS=-modcacherw CGO_ENABLED=0 \
    "$go" install "github.com/minio/minio@$MINIO_MODULE_VERSION" >&2 || die "go install of MinIO failed"
  mv "$MINIO_GO_DIR/bin.tmp/minio" "$MINIO_BIN"
  rm -rf "$MINIO_GO_DIR/bin.tmp"
  log "MinIO built in $((SECONDS - started))s"
}

minio_pid() { read_file "$MINIO_DIR/pid" 2>/dev/null || true; }

minio_running() { pid_alive "$(minio_pid)" "$MINIO_DIR/data"; }

minio_start() {
  if minio_running; then
    log "minio already running (pid $(minio_pid), port $(minio_port)); reusing"
    return
  fi
  local port="${MAWADDA_MINIO_PORT:-59000}" console="${MAWADDA_MINIO_CONSOLE_PORT:-59001}"
  ensure_port_free "$port" minio MAWADDA_MINIO_PORT
  ensure_port_free "$console" "minio console" MAWADDA_MINIO_CONSOLE_PORT
  mkdir -p "$MINIO_DIR/data"
  echo "$port" >"$MINIO_DIR/port"
  log "starting minio on 127.0.0.1:$port"
  # setsid: a Ctrl-C to the test run must not take the shared server down; fd 9 closed (take_lock).
  MINIO_ROOT_USER="$MINIO_USER" MINIO_ROOT_PASSWORD="$MINIO_PASSWORD" MINIO_BROWSER=off \
    MINIO_UPDATE=off MINIO_CI_CD=1 \
    setsid "$MINIO_BIN" server --quiet --address "127.0.0.1:$port" --console-address "127.0.0.1:$console" \
    "$MINIO_DIR/data" </dev/null >>"$MINIO_DIR/minio.log" 2>&1 9>&- &
  echo $! >"$MINIO_DIR/pid"
}

# The liveness endpoint answers 200 once the server takes S3 requests.
minio_ready() {
  minio_running || return "$GIVE_UP"
  local status
  status="$(
    exec 2>/dev/null
    exec 3<>"/dev/tcp/127.0.0.1/$1" || exit 1
    printf 'GET /minio/health/ready HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n' >&3
    IFS= read -r -t 2 line <&3 && printf '%s' "$line"
  )" || return 1
  [[ $status == *" 200"* ]]
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
