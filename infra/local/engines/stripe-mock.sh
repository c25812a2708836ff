# shellcheck shell=bash
# stripe-mock, Stripe's own mock of its API (stateless: it checks every request against Stripe's
# OpenAPI spec and answers its fixtures), built with `go install` from the Go module proxy into the
# cache dir, like MinIO. The Stripe payment adapter's contract suite runs against it.

STRIPE_MOCK_DIR="$(engine_dir stripe-mock)"
STRIPE_MOCK_VERSION="${MAWADDA_STRIPE_MOCK_VERSION:-v0.203.0}"
STRIPE_MOCK_GO_DIR="$MAWADDA_CACHE_DIR/go"
STRIPE_MOCK_BIN="$STRIPE_MOCK_GO_DIR/bin/stripe-mock-$STRIPE_MOCK_VERSION"

stripe-mock_port() { read_file "$STRIPE_MOCK_DIR/port" 2>/dev/null || echo "${MAWADDA_STRIPE_MOCK_PORT:-22111}"; }

stripe-mock_install() {
  [[ -x $STRIPE_MOCK_BIN ]] && return
  local go started=$SECONDS
  # minio_go finds a Go >= 1.21 (or installs one); stripe-mock asks no more than MinIO does.
  load_engine minio
  go="$(minio_go)"
  log "building stripe-mock $STRIPE_MOCK_VERSION with $("$go" env GOVERSION) (first time only)"
  mkdir -p "$STRIPE_MOCK_GO_DIR"
  rm -rf "$STRIPE_MOCK_GO_DIR/bin.stripe-mock.tmp"
  GOPATH="$STRIPE_MOCK_GO_DIR" GOBIN="$STRIPE_MOCK_GO_DIR/bin.stripe-mock.tmp" \
    GOMODCACHE="$STRIPE_MOCK_GO_DIR/pkg/mod" GOCACHE="$MAWADDA_CACHE_DIR/go-build" \
    GOFLAGS="-modcacherw -buildvcs=false" CGO_ENABLED=0 \
    "$go" install "github.com/stripe/stripe-mock@$STRIPE_MOCK_VERSION" </dev/null \
    >"$STRIPE_MOCK_GO_DIR/stripe-mock-build.log" 2>&1 ||
    { tail -n 30 "$STRIPE_MOCK_GO_DIR/stripe-mock-build.log" >&2; die "go install of stripe-mock failed"; }
  mkdir -p "$STRIPE_MOCK_GO_DIR/bin"
  mv "$STRIPE_MOCK_GO_DIR/bin.stripe-mock.tmp/stripe-mock" "$STRIPE_MOCK_BIN"
  rm -rf "$STRIPE_MOCK_GO_DIR/bin.stripe-mock.tmp"
  log "stripe-mock built in $((SECONDS - started))s: $STRIPE_MOCK_BIN"
}

stripe-mock_pid() { read_file "$STRIPE_MOCK_DIR/pid" 2>/dev/null || true; }

stripe-mock_running() { pid_alive "$(stripe-mock_pid)" "stripe-mock-$STRIPE_MOCK_VERSION"; }

stripe-mock_start() {
  if stripe-mock_running; then
    log "stripe-mock already running (pid $(stripe-mock_pid), port $(stripe-mock_port)); reusing"
    return
  fi
  local port
  port="$(stripe-mock_port)"
  ensure_port_free "$port" stripe-mock MAWADDA_STRIPE_MOCK_PORT
  mkdir -p "$STRIPE_MOCK_DIR"
  echo "$port" >"$STRIPE_MOCK_DIR/port"
  log "starting stripe-mock on 127.0.0.1:$port"
  # Plain HTTP on loopback only; setsid and the closed lock fd as for the other engines.
  setsid "$STRIPE_MOCK_BIN" -http-addr "127.0.0.1:$port" \
    </dev/null >>"$STRIPE_MOCK_DIR/stripe-mock.log" 2>&1 9>&- &
  echo $! >"$STRIPE_MOCK_DIR/pid"
}

# Ready once an authenticated GET answers 200 (raw HTTP over /dev/tcp, no curl needed).
stripe-mock_ready() {
  stripe-mock_running || return "$GIVE_UP"
  local status
  status="$(
    exec 2>/dev/null
    exec 3<>"/dev/tcp/127.0.0.1/$1" || exit 1
    printf 'GET /v1/balance HTTP/1.0\r\nHost: 127.0.0.1\r\nAuthorization: Bearer sk_test_123\r\n\r\n' >&3
    IFS= read -r -t 2 line <&3 && printf '%s' "$line"
  )" || return 1
  [[ $status =~ ^HTTP/[0-9.]+\ 200 ]]
}

stripe-mock_wait() {
  wait_until stripe-mock "$STRIPE_MOCK_DIR/stripe-mock.log" "$MAWADDA_READY_TIMEOUT" stripe-mock_ready "$(stripe-mock_port)" ||
    die "stripe-mock failed to start (logs in $STRIPE_MOCK_DIR)"
}

stripe-mock_env() { printf 'export STRIPE_MOCK_URL=http://127.0.0.1:%s\n' "$(stripe-mock_port)"; }

stripe-mock_stop() { stop_pid "$(stripe-mock_pid)" "stripe-mock-$STRIPE_MOCK_VERSION" stripe-mock; }
