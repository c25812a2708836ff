# shellcheck shell=bash
# Shared helpers for up.sh / down.sh / env.sh; sourced, never executed. Each engines/<name>.sh
# defines <name>_install (idempotent), _running, _start (must not block on readiness), _wait
# (until it serves, then one-time bootstrap), _env (`export` lines) and _stop (by recorded PID,
# state deleted). Adding an engine = adding one such file (and to DEFAULT_ENGINES if default).

INFRA_LOCAL_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
# shellcheck disable=SC2034 # read by up.sh
DEFAULT_ENGINES=(postgres redis kafka minio elasticsearch coturn)

# Absolute paths: engines chdir/run as other users, and recorded paths must stay valid.
MAWADDA_INFRA_DIR="$(realpath -m "${MAWADDA_INFRA_DIR:-${TMPDIR:-/tmp}/mawadda-infra}")"
MAWADDA_CACHE_DIR="$(realpath -m "${MAWADDA_CACHE_DIR:-${HOME:-/root}/.cache/mawadda-infra}")"
MAWADDA_READY_TIMEOUT="${MAWADDA_READY_TIMEOUT:-120}"
export MAWADDA_INFRA_DIR MAWADDA_CACHE_DIR

# stdout is reserved for the export lines (ensure.mjs parses it), so all chatter goes to stderr.
log() { printf '[infra] %s\n' "$*" >&2; }
die() { printf '[infra] ERROR: %s\n' "$*" >&2; exit 1; }

engine_file() { printf '%s/engines/%s.sh' "$INFRA_LOCAL_DIR" "$1"; }

load_engine() {
  local f
  f="$(engine_file "$1")"
  [[ -f $f ]] || die "unknown engine '$1' (known: $(known_engines | paste -sd' '))"
  # shellcheck source=/dev/null
  source "$f"
}

known_engines() {
  local f
  for f in "$INFRA_LOCAL_DIR"/engines/*.sh; do basename "$f" .sh; done
}

engine_dir() { printf '%s/%s' "$MAWADDA_INFRA_DIR" "$1"; }

# Serialises concurrent up/down calls (parallel test workers all calling ensureEngines).
# Long-lived engines must be spawned with `9>&-`: an engine inheriting fd 9 would hold the
# lock for its whole life and every later up.sh/down.sh would block on it.
take_lock() {
  mkdir -p "$MAWADDA_INFRA_DIR"
  # Postgres runs as an unprivileged user and must be able to traverse the state dir.
  chmod 755 "$MAWADDA_INFRA_DIR" 2>/dev/null || true
  exec 9>"$MAWADDA_INFRA_DIR/.lock"
  flock -w 900 9 || die "could not lock $MAWADDA_INFRA_DIR/.lock"
}

# Package installs need root; non-root developers get one clear instruction instead of a sudo prompt.
as_root() {
  if [[ $EUID -eq 0 ]]; then "$@"
  elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then sudo -n "$@"
  else die "need root to run: $* (install it yourself, then re-run)"
  fi
}

_APT_UPDATED=0
apt_install() {
  if [[ $_APT_UPDATED -eq 0 ]]; then
    log "apt-get update"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2
    _APT_UPDATED=1
  fi
  log "apt-get install $*"
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >&2
}

# The PID alone is not enough: after a reboot or a long idle the PID may belong to something else,
# so the process command line must also mention a marker unique to our instance.
pid_alive() {
  local pid=$1 marker=$2
  [[ $pid =~ ^[0-9]+$ ]] || return 1
  kill -0 "$pid" 2>/dev/null || return 1
  [[ -z $marker ]] && return 0
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$marker"
}

read_file() { [[ -f $1 ]] && cat "$1"; }

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# The kernel hands ports of this range to the local end of outgoing connections, at any moment.
# An engine listening inside it can find its port taken between our check and its bind: a CI run
# lost MinIO's old default port that way while Kafka and Elasticsearch were starting ("port already
# in use", with nothing listening there an instant before). So every default port sits below it.
ephemeral_port_range() {
  local range
  range="$(cat /proc/sys/net/ipv4/ip_local_port_range 2>/dev/null || true)"
  [[ $range =~ ^([0-9]+)[[:space:]]+([0-9]+)$ ]] || range="32768 60999"
  printf '%s' "$range" | tr -s '[:space:]' ' '
}

ensure_port_free() {
  local port=$1 what=$2 var=$3 low high
  if port_open "$port"; then
    die "port $port for $what is taken by another process; pick another with $var=<port>"
  fi
  read -r low high <<<"$(ephemeral_port_range)"
  if (( port >= low && port <= high )); then
    log "warning: port $port for $what is inside the kernel's ephemeral range ($low-$high): an outgoing connection can take it while $what starts; pick one below $low with $var=<port>"
  fi
}

# Poll until "$@" succeeds; on timeout show the engine log so the failure explains itself. A check
# returning GIVE_UP (process died) aborts the wait once it says so twice in a row: while a launcher
# execs its next stage, /proc/<pid>/cmdline can read empty for an instant. The value is unusual on
# purpose: tools like psql already exit with 1 or 2 on a refused connection.
GIVE_UP=99
wait_until() {
  local what=$1 logfile=$2 timeout=$3; shift 3
  local start=$SECONDS rc gone=0
  while true; do
    "$@" >/dev/null && break
    rc=$?
    if (( rc == GIVE_UP )); then gone=$((gone + 1)); else gone=0; fi
    if (( gone >= 2 || SECONDS - start >= timeout )); then
      if (( gone >= 2 )); then log "$what process exited during startup"
      else log "$what not ready after ${timeout}s"; fi
      log "last lines of $logfile:"
      tail -n 40 "$logfile" >&2 2>/dev/null || true
      return 1
    fi
    sleep 0.5
  done
  log "$what ready after $(( SECONDS - start ))s"
}

# TERM first so engines flush and release ports cleanly; KILL only if they hang.
stop_pid() {
  local pid=$1 marker=$2 name=$3 i
  pid_alive "$pid" "$marker" || return 0
  kill -TERM "$pid" 2>/dev/null || true
  for ((i = 0; i < 60; i++)); do
    pid_alive "$pid" "$marker" || return 0
    sleep 0.5
  done
  log "$name (pid $pid) ignored SIGTERM for 30s; sending SIGKILL"
  kill -KILL "$pid" 2>/dev/null || true
}

# The env file always describes every engine running from this state dir, not just the last request.
write_env_file() {
  local name tmp
  [[ -d $MAWADDA_INFRA_DIR ]] || return 0
  tmp="$MAWADDA_INFRA_DIR/env.tmp"
  : >"$tmp"
  for name in $(known_engines); do
    [[ -d $(engine_dir "$name") ]] || continue
    load_engine "$name"
    if "${name}_running"; then "${name}_env" >>"$tmp"; fi
  done
  mv "$tmp" "$MAWADDA_INFRA_DIR/env"
}
