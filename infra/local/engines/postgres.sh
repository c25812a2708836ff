# shellcheck shell=bash
# PostgreSQL: throwaway cluster on 127.0.0.1:${MAWADDA_PG_PORT:-25432}, role/db "mawadda".

PG_DIR="$(engine_dir postgres)"
PG_DATA="$PG_DIR/data"
# postgres refuses to run as root, so root runs it as this unprivileged account.
PG_OS_USER="${MAWADDA_PG_OS_USER:-mawadda-infra}"

postgres_port() { read_file "$PG_DIR/port" 2>/dev/null || echo "${MAWADDA_PG_PORT:-25432}"; }

postgres_url() { printf 'postgres://mawadda:mawadda@127.0.0.1:%s/%s' "$(postgres_port)" "${1:-mawadda}"; }

# Newest installed major wins, so the script survives a Debian upgrade to a newer default.
postgres_find_bin() {
  local d
  if [[ -n ${MAWADDA_PG_BIN:-} ]]; then echo "$MAWADDA_PG_BIN"; return; fi
  for d in $(printf '%s\n' /usr/lib/postgresql/*/bin | sort -t/ -k5 -V -r); do
    [[ -x $d/postgres && -x $d/initdb ]] && { echo "$d"; return; }
  done
  return 1
}

# Run as the unprivileged account only when we are root; a normal developer runs it as themselves.
pg_as_owner() {
  if [[ $EUID -eq 0 ]]; then runuser -u "$PG_OS_USER" -- "$@"; else "$@"; fi
}

postgres_install() {
  if ! PG_BIN="$(postgres_find_bin)"; then
    apt_install postgresql
    PG_BIN="$(postgres_find_bin)" || die "postgresql installed but no server binaries under /usr/lib/postgresql"
  fi
  if [[ $EUID -eq 0 ]] && ! id -u "$PG_OS_USER" >/dev/null 2>&1; then
    log "creating system user $PG_OS_USER"
    useradd --system --user-group --no-create-home --home-dir /nonexistent \
      --shell /usr/sbin/nologin "$PG_OS_USER"
  fi
}

postgres_pid() { head -n1 "$PG_DATA/postmaster.pid" 2>/dev/null || read_file "$PG_DIR/pid" 2>/dev/null || true; }

postgres_running() { pid_alive "$(postgres_pid)" "$PG_DATA"; }

postgres_start() {
  if postgres_running; then
    log "postgres already running (pid $(postgres_pid), port $(postgres_port)); reusing"
    return
  fi
  local port="${MAWADDA_PG_PORT:-25432}"
  [[ -f $PG_DATA/PG_VERSION ]] && port="$(postgres_port)"
  ensure_port_free "$port" postgres MAWADDA_PG_PORT

  mkdir -p "$PG_DIR"
  echo "$port" >"$PG_DIR/port"
  if [[ $EUID -eq 0 ]]; then
    chown "$PG_OS_USER:" "$PG_DIR"
    chmod 700 "$PG_DIR"
    pg_as_owner test -w "$PG_DIR" ||
      die "$PG_OS_USER cannot reach $PG_DIR; put MAWADDA_INFRA_DIR somewhere world-traversable (e.g. /tmp)"
  fi

  if [[ ! -f $PG_DATA/PG_VERSION ]]; then
    log "initdb $PG_DATA ($PG_BIN)"
    # The bootstrap superuser *is* mawadda: tests create their own databases, and a
    # superuser can do that (and CREATE EXTENSION) without extra grants.
    local pwfile="$PG_DIR/.pwfile"
    printf 'mawadda\n' >"$pwfile"
    [[ $EUID -eq 0 ]] && chown "$PG_OS_USER:" "$pwfile"
    pg_as_owner "$PG_BIN/initdb" -D "$PG_DATA" -U mawadda --pwfile="$pwfile" \
      --auth-local=trust --auth-host=scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$PG_DIR/initdb.log" 2>&1 ||
      { tail -n 20 "$PG_DIR/initdb.log" >&2; die "initdb failed"; }
    rm -f "$pwfile"
    # Data is disposable, so trade durability for speed; many services x pools need connections.
    cat >>"$PG_DATA/postgresql.conf" <<EOF

# --- mawadda infra/local ---
listen_addresses = '127.0.0.1'
unix_socket_directories = '$PG_DIR'
max_connections = 300
fsync = off
synchronous_commit = off
full_page_writes = off
EOF
  fi

  log "starting postgres on 127.0.0.1:$port"
  PG_STARTED_AT=$SECONDS
  # -W: don't block here; postgres_wait checks readiness with a real query.
  # All fds redirected so callers capturing our stdout (ensure.mjs) are not held open,
  # and the lock fd closed (see take_lock).
  pg_as_owner "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$PG_DIR/postgres.log" -o "-p $port" -W start \
    </dev/null >>"$PG_DIR/pg_ctl.log" 2>&1 9>&-
}

postgres_query() { PGCONNECT_TIMEOUT=2 "$PG_BIN/psql" "$1" -XAtqc "$2" 2>/dev/null; }

# Give up early if the postmaster died (port race, bad config). The grace period covers the
# moment between pg_ctl returning and postgres writing postmaster.pid.
postgres_ready() {
  [[ $(postgres_query "$(postgres_url postgres)" 'select 1') == 1 ]] && return 0
  if (( SECONDS - ${PG_STARTED_AT:-0} > 3 )) && ! postgres_running; then return "$GIVE_UP"; fi
  return 1
}

postgres_wait() {
  wait_until postgres "$PG_DIR/postgres.log" "$MAWADDA_READY_TIMEOUT" postgres_ready
  if [[ $(postgres_query "$(postgres_url postgres)" "select 1 from pg_database where datname = 'mawadda'") != 1 ]]; then
    "$PG_BIN/psql" "$(postgres_url postgres)" -XAtqc 'create database mawadda' >&2
  fi
  [[ $(postgres_query "$(postgres_url)" 'select 1') == 1 ]] || die "postgres up but database mawadda unusable"
  postgres_pid >"$PG_DIR/pid"
}

postgres_env() { printf 'export DATABASE_URL=%s\n' "$(postgres_url)"; }

postgres_stop() {
  local pid
  pid="$(postgres_pid)"
  if postgres_running; then
    PG_BIN="$(postgres_find_bin)" || true
    # pg_ctl's fast mode disconnects clients and checkpoints; fall back to the recorded PID.
    pg_as_owner "$PG_BIN/pg_ctl" -D "$PG_DATA" -m fast -w -t 30 stop </dev/null >/dev/null 2>&1 ||
      stop_pid "$pid" "$PG_DATA" postgres
  fi
}
