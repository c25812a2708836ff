# shellcheck shell=bash
# Redis on 127.0.0.1:${MAWADDA_REDIS_PORT:-26379}, with an append-only file in its state dir.

REDIS_DIR="$(engine_dir redis)"

redis_port() { read_file "$REDIS_DIR/port" 2>/dev/null || echo "${MAWADDA_REDIS_PORT:-26379}"; }

redis_install() {
  command -v redis-server >/dev/null || apt_install redis-server
  command -v redis-server >/dev/null || die "redis-server still missing after install"
}

# Our own copy first; redis's pidfile covers a start whose readiness wait never finished.
redis_pid() { read_file "$REDIS_DIR/pid" 2>/dev/null || read_file "$REDIS_DIR/redis.pid" 2>/dev/null || true; }

# redis rewrites its process title to "redis-server 127.0.0.1:<port>", so that is our marker.
redis_running() { pid_alive "$(redis_pid)" "127.0.0.1:$(redis_port)"; }

redis_start() {
  if redis_running; then
    log "redis already running (pid $(redis_pid), port $(redis_port)); reusing"
    return
  fi
  local port="${MAWADDA_REDIS_PORT:-26379}"
  ensure_port_free "$port" redis MAWADDA_REDIS_PORT
  mkdir -p "$REDIS_DIR"
  echo "$port" >"$REDIS_DIR/port"
  rm -f "$REDIS_DIR/redis.pid" "$REDIS_DIR/pid"
  log "starting redis on 127.0.0.1:$port"
  # Append-only file, no snapshots: BullMQ's jobs (a trial's end, its reminder) live only in
  # Redis, so a Redis restarted on its data must bring them back, as production's would.
  # fd 9 closed so the daemon does not keep holding up.sh's lock (see take_lock).
  redis-server --bind 127.0.0.1 --port "$port" --protected-mode yes \
    --daemonize yes --pidfile "$REDIS_DIR/redis.pid" --logfile "$REDIS_DIR/redis.log" \
    --dir "$REDIS_DIR" --save '' --appendonly yes --appendfsync everysec \
    </dev/null >>"$REDIS_DIR/redis.log" 2>&1 9>&-
}

# Raw RESP over bash's /dev/tcp, so readiness does not depend on redis-cli being installed.
redis_ping() {
  local reply
  reply="$(
    exec 2>/dev/null # "connection refused" is the expected answer while booting
    exec 3<>"/dev/tcp/127.0.0.1/$1" || exit 1
    printf 'PING\r\n' >&3
    IFS= read -r -t 2 line <&3 && printf '%s' "$line"
  )" || return 1
  [[ $reply == +PONG* ]]
}

redis_wait() {
  wait_until redis "$REDIS_DIR/redis.log" "$MAWADDA_READY_TIMEOUT" redis_ping "$(redis_port)"
  # --daemonize writes the pidfile asynchronously; keep our own copy as the record down.sh trusts.
  wait_until "redis pidfile" "$REDIS_DIR/redis.log" 10 test -s "$REDIS_DIR/redis.pid"
  cp "$REDIS_DIR/redis.pid" "$REDIS_DIR/pid"
}

redis_env() { printf 'export REDIS_URL=redis://127.0.0.1:%s\n' "$(redis_port)"; }

redis_stop() {
  stop_pid "$(redis_pid)" "127.0.0.1:$(redis_port)" redis
}
