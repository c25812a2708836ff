# shellcheck shell=bash
# coturn (Debian's package) on 127.0.0.1:${MAWADDA_COTURN_PORT:-23478}: TURN/STUN for calls, with
# coturn's shared-secret REST scheme (use-auth-secret). The secret is made at the first start and
# kept in the state dir (mode 600); chat derives each call's expiring credentials from it.

COTURN_DIR="$(engine_dir coturn)"

coturn_port() { read_file "$COTURN_DIR/port" 2>/dev/null || echo "${MAWADDA_COTURN_PORT:-23478}"; }

coturn_install() {
  command -v turnserver >/dev/null || apt_install coturn
  command -v turnserver >/dev/null || die "turnserver still missing after install"
}

coturn_pid() { read_file "$COTURN_DIR/pid" 2>/dev/null || true; }

# Our instance is the one reading our config file.
coturn_running() { pid_alive "$(coturn_pid)" "$COTURN_DIR/turnserver.conf"; }

coturn_start() {
  if coturn_running; then
    log "coturn already running (pid $(coturn_pid), port $(coturn_port)); reusing"
    return
  fi
  local port="${MAWADDA_COTURN_PORT:-23478}"
  ensure_port_free "$port" coturn MAWADDA_COTURN_PORT
  mkdir -p "$COTURN_DIR"
  echo "$port" >"$COTURN_DIR/port"
  if [[ ! -s $COTURN_DIR/secret ]]; then
    (umask 077 && head -c 24 /dev/urandom | base64 | tr -d '/+=\n' >"$COTURN_DIR/secret")
  fi
  (
    umask 077
    cat >"$COTURN_DIR/turnserver.conf" <<EOF
listening-ip=127.0.0.1
relay-ip=127.0.0.1
listening-port=$port
min-port=49500
max-port=49700
use-auth-secret
static-auth-secret=$(cat "$COTURN_DIR/secret")
realm=mawadda.local
fingerprint
no-cli
no-tls
no-dtls
no-multicast-peers
allow-loopback-peers
simple-log
log-file=$COTURN_DIR/turnserver.log
pidfile=$COTURN_DIR/turnserver.pid
EOF
  )
  log "starting coturn on 127.0.0.1:$port"
  # fd 9 closed so the daemon does not keep holding up.sh's lock (see take_lock).
  nohup turnserver -c "$COTURN_DIR/turnserver.conf" </dev/null >>"$COTURN_DIR/coturn.log" 2>&1 9>&- &
  echo $! >"$COTURN_DIR/pid"
}

coturn_wait() {
  wait_until coturn "$COTURN_DIR/coturn.log" "$MAWADDA_READY_TIMEOUT" port_open "$(coturn_port)"
}

coturn_env() {
  local port
  port="$(coturn_port)"
  printf 'export CHAT_TURN_URLS=turn:127.0.0.1:%s?transport=udp,turn:127.0.0.1:%s?transport=tcp\n' "$port" "$port"
  printf 'export CHAT_TURN_SECRET=%s\n' "$(cat "$COTURN_DIR/secret")"
}

coturn_stop() {
  stop_pid "$(coturn_pid)" "$COTURN_DIR/turnserver.conf" coturn
}
