# shellcheck shell=bash
# Elasticsearch 8, single node, from Maven Central's integ-test-zip (no bundled JDK; run as an
# unprivileged account when root, since it refuses root). That zip lacks most modules, but the
# search index needs only the server core; `GET /` and `HEAD /` (the client's info/ping) live in
# rest-root, not on Maven Central, so es_build_rest_root compiles a small module of our own.

# 8.x to match @elastic/elasticsearch 8.19; 8.19.21 is the newest 8.x the integ-test-zip has on Maven Central.
ES_VERSION="${MAWADDA_ELASTICSEARCH_VERSION:-8.19.21}"
ES_DIR="$(engine_dir elasticsearch)"
ES_CACHE="$MAWADDA_CACHE_DIR/elasticsearch-$ES_VERSION"
ES_DIST="$ES_CACHE/elasticsearch-$ES_VERSION"
ES_OS_USER="${MAWADDA_ELASTICSEARCH_OS_USER:-mawadda-infra}"

elasticsearch_port() { read_file "$ES_DIR/port" 2>/dev/null || echo "${MAWADDA_ELASTICSEARCH_PORT:-29200}"; }
es_transport_port() {
  read_file "$ES_DIR/transport_port" 2>/dev/null || echo "${MAWADDA_ELASTICSEARCH_TRANSPORT_PORT:-29300}"
}

# Major version of a JDK/JRE home, from its `release` file (no JVM start), else from `java -version`.
es_java_major() {
  local home=$1 v
  [[ -x $home/bin/java ]] || return 1
  v="$(sed -nE 's/^JAVA_VERSION="([0-9]+).*/\1/p' "$home/release" 2>/dev/null)"
  [[ -n $v ]] || v="$("$home/bin/java" -version 2>&1 | sed -nE '1s/.*version "([0-9]+).*/\1/p')"
  printf '%s' "$v"
}

# The integ-test-zip has no bundled JDK; Elasticsearch 8 runs on 17+, and 17 and 21 are the LTS
# releases it is tested on. MAWADDA_ES_JAVA_HOME wins, then the `java` in PATH, then /usr/lib/jvm.
es_find_java() {
  local home major
  if [[ -n ${MAWADDA_ES_JAVA_HOME:-} ]]; then echo "$MAWADDA_ES_JAVA_HOME"; return; fi
  for home in \
    "$(dirname "$(dirname "$(readlink -f "$(command -v java 2>/dev/null || echo /nonexistent)")")")" \
    /usr/lib/jvm/*; do
    major="$(es_java_major "$home" 2>/dev/null)" || continue
    [[ $major == 21 || $major == 17 ]] && { echo "$home"; return; }
  done
  return 1
}

# Run a check as the account that runs Elasticsearch (the unprivileged one only when we are root).
es_as_owner() {
  if [[ $EUID -eq 0 ]]; then
    setpriv --reuid="$ES_OS_USER" --regid="$(id -g "$ES_OS_USER")" --init-groups -- "$@"
  else "$@"; fi
}

elasticsearch_install() {
  [[ ${ES_VERSION%%.*} == 8 ]] || die "Elasticsearch $ES_VERSION unsupported: the search service's client is 8.x"
  if ! ES_JAVA_HOME="$(es_find_java)"; then
    apt_install openjdk-17-jre-headless
    ES_JAVA_HOME="$(es_find_java)" || die "no Java 17 or 21 found for Elasticsearch (set MAWADDA_ES_JAVA_HOME)"
  fi
  if [[ $EUID -eq 0 ]] && ! id -u "$ES_OS_USER" >/dev/null 2>&1; then
    log "creating system user $ES_OS_USER"
    useradd --system --user-group --no-create-home --home-dir /nonexistent \
      --shell /usr/sbin/nologin "$ES_OS_USER"
  fi
  # The marker is written last, so an interrupted download or unzip is redone instead of half-used.
  [[ -f $ES_CACHE/.complete ]] && return
  command -v mvn >/dev/null || apt_install maven
  command -v unzip >/dev/null || apt_install unzip
  local started=$SECONDS zip
  log "fetching Elasticsearch $ES_VERSION (integ-test-zip) with Maven into $ES_CACHE (first run only)"
  rm -rf "$ES_CACHE"
  mkdir -p "$ES_CACHE/download"
  # Private local repo inside the cache (shared with Kafka), so deleting the cache is a clean slate.
  # Output to a log: even -q leaves colour escapes, and stderr is for our own progress lines.
  (cd "$ES_CACHE" && mvn -B -q -Dstyle.color=never -Dmaven.repo.local="$MAWADDA_CACHE_DIR/m2" \
    org.apache.maven.plugins:maven-dependency-plugin:3.6.1:copy \
    -Dartifact="org.elasticsearch.distribution.integ-test-zip:elasticsearch:$ES_VERSION:zip" \
    -DoutputDirectory="$ES_CACHE/download" </dev/null >"$ES_CACHE/mvn.log" 2>&1) ||
    { tail -n 30 "$ES_CACHE/mvn.log" >&2; die "mvn could not fetch Elasticsearch $ES_VERSION (log: $ES_CACHE/mvn.log)"; }
  zip="$ES_CACHE/download/elasticsearch-$ES_VERSION.zip"
  [[ -f $zip ]] || die "elasticsearch zip missing after mvn (log: $ES_CACHE/mvn.log)"
  unzip -q "$zip" -d "$ES_CACHE" || die "could not unzip $zip"
  [[ -x $ES_DIST/bin/elasticsearch ]] || die "$ES_DIST/bin/elasticsearch missing after unzip"
  # Only the unzipped tree is used: drop both copies of the zip (ours and the Maven repo's).
  rm -rf "$ES_CACHE/download" \
    "$MAWADDA_CACHE_DIR/m2/org/elasticsearch/distribution/integ-test-zip/elasticsearch/$ES_VERSION"
  es_build_rest_root
  date -u +%FT%TZ >"$ES_CACHE/.complete"
  log "Elasticsearch $ES_VERSION ready in the cache after $((SECONDS - started))s"
}

# `GET /` (name, cluster, version: what client.info() reads) and `HEAD /` (client.ping()), answered
# as the full distribution's rest-root module does, from the node's own Build and cluster state.
# Before 8.9 the server jar has them itself, and then nothing is built.
es_build_rest_root() {
  local mod="$ES_DIST/modules/mawadda-rest-root" src="$ES_CACHE/rest-root-src" javac jar
  [[ -f $mod/plugin-descriptor.properties ]] && return
  unzip -qq -l "$ES_DIST/lib/elasticsearch-$ES_VERSION.jar" 'org/elasticsearch/rest/action/RestMainAction.class' \
    >/dev/null 2>&1 && return
  javac="$ES_JAVA_HOME/bin/javac"
  [[ -x $javac ]] || javac="$(command -v javac || true)"
  if [[ -z $javac ]]; then
    apt_install openjdk-17-jdk-headless
    javac="$(command -v javac)" || die "javac missing after installing openjdk-17-jdk-headless"
  fi
  jar="$(dirname "$(readlink -f "$javac")")/jar"
  rm -rf "$src" "$mod.tmp"
  mkdir -p "$src/local/mawadda/restroot" "$src/classes" "$mod.tmp"
  cat >"$src/local/mawadda/restroot/RestRootPlugin.java" <<'JAVA'
package local.mawadda.restroot;

import java.util.Collection;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.elasticsearch.Build;
import org.elasticsearch.client.internal.node.NodeClient;
import org.elasticsearch.cluster.metadata.IndexNameExpressionResolver;
import org.elasticsearch.cluster.node.DiscoveryNodes;
import org.elasticsearch.cluster.service.ClusterService;
import org.elasticsearch.common.io.stream.NamedWriteableRegistry;
import org.elasticsearch.common.settings.ClusterSettings;
import org.elasticsearch.common.settings.IndexScopedSettings;
import org.elasticsearch.common.settings.Settings;
import org.elasticsearch.common.settings.SettingsFilter;
import org.elasticsearch.features.NodeFeature;
import org.elasticsearch.plugins.ActionPlugin;
import org.elasticsearch.plugins.Plugin;
import org.elasticsearch.rest.BaseRestHandler;
import org.elasticsearch.rest.RestController;
import org.elasticsearch.rest.RestHandler;
import org.elasticsearch.rest.RestRequest;
import org.elasticsearch.rest.RestResponse;
import org.elasticsearch.rest.RestStatus;
import org.elasticsearch.xcontent.XContentBuilder;

/** GET / and HEAD / for a distribution without the rest-root module (infra/local only). */
public class RestRootPlugin extends Plugin implements ActionPlugin {
    private volatile ClusterService clusterService;

    @Override
    public Collection<?> createComponents(PluginServices services) {
        clusterService = services.clusterService();
        return List.of();
    }

    @Override
    public Collection<RestHandler> getRestHandlers(Settings settings, NamedWriteableRegistry registry,
            RestController controller, ClusterSettings clusterSettings, IndexScopedSettings indexScopedSettings,
            SettingsFilter settingsFilter, IndexNameExpressionResolver resolver, Supplier<DiscoveryNodes> nodes,
            Predicate<NodeFeature> clusterSupportsFeature) {
        return List.of(new RootHandler());
    }

    private final class RootHandler extends BaseRestHandler {
        @Override
        public String getName() {
            return "mawadda_rest_root";
        }

        @Override
        public List<Route> routes() {
            return List.of(new Route(RestRequest.Method.GET, "/"), new Route(RestRequest.Method.HEAD, "/"));
        }

        @Override
        public boolean canTripCircuitBreaker() {
            return false;
        }

        @Override
        protected RestChannelConsumer prepareRequest(RestRequest request, NodeClient client) {
            return channel -> {
                Build build = Build.current();
                XContentBuilder out = channel.newBuilder();
                if (request.hasParam("pretty") == false) out.prettyPrint().lfAtEnd();
                out.startObject()
                    .field("name", clusterService.localNode().getName())
                    .field("cluster_name", clusterService.getClusterName().value())
                    .field("cluster_uuid", clusterService.state().metadata().clusterUUID())
                    .startObject("version")
                    .field("number", build.qualifiedVersion())
                    .field("build_flavor", "default")
                    .field("build_type", build.type().displayName())
                    .field("build_hash", build.hash())
                    .field("build_date", build.date())
                    .field("build_snapshot", build.isSnapshot())
                    .field("lucene_version", org.apache.lucene.util.Version.LATEST.toString())
                    .field("minimum_wire_compatibility_version", build.minWireCompatVersion())
                    .field("minimum_index_compatibility_version", build.minIndexCompatVersion())
                    .endObject()
                    .field("tagline", "You Know, for Search")
                    .endObject();
                channel.sendResponse(new RestResponse(RestStatus.OK, out));
            };
        }
    }
}
JAVA
  log "compiling the root endpoint module (GET /, HEAD /) with $javac"
  "$javac" --release 17 -nowarn -cp "$ES_DIST/lib/*" -d "$src/classes" \
    "$src/local/mawadda/restroot/RestRootPlugin.java" >"$src/javac.log" 2>&1 ||
    { cat "$src/javac.log" >&2; die "could not compile the root endpoint module for Elasticsearch $ES_VERSION"; }
  "$jar" --create --file "$mod.tmp/mawadda-rest-root.jar" -C "$src/classes" . || die "jar failed"
  cat >"$mod.tmp/plugin-descriptor.properties" <<EOF
description=GET / and HEAD / (infra/local stand-in for the rest-root module)
version=$ES_VERSION
name=mawadda-rest-root
classname=local.mawadda.restroot.RestRootPlugin
java.version=17
elasticsearch.version=$ES_VERSION
EOF
  mv "$mod.tmp" "$mod"
  rm -rf "$src"
}

# The CLI launcher's PID (what we spawned); it lives as long as the server JVM it starts.
es_pid() { read_file "$ES_DIR/pid" 2>/dev/null || true; }
# The server JVM's PID, written by Elasticsearch itself (-p).
es_server_pid() { read_file "$ES_DIR/server.pid" 2>/dev/null || true; }

# Every stage of the launch (setsid/setpriv, bin/elasticsearch with -p <state>/server.pid, then the
# JVMs with -Des.path.conf=<state>/config) has this instance's state dir on its command line.
ES_MARKER="$ES_DIR/"
elasticsearch_running() {
  pid_alive "$(es_pid)" "$ES_MARKER" || pid_alive "$(es_server_pid)" "$ES_MARKER"
}

# The distribution must be readable by the account that runs it; the default cache under /root is
# not, so root gives the engine its own hard-linked copy (no extra disk; a plain copy across
# filesystems), which goes away with the state dir.
es_home() {
  if [[ $EUID -ne 0 ]] || es_as_owner test -r "$ES_DIST/lib" 2>/dev/null; then echo "$ES_DIST"; return; fi
  # A copy of another version (MAWADDA_ELASTICSEARCH_VERSION changed since) is replaced.
  if [[ ! -f $ES_DIR/home/lib/elasticsearch-$ES_VERSION.jar || ! -x $ES_DIR/home/bin/elasticsearch ]]; then
    rm -rf "${ES_DIR:?}/home"
    cp -al "$ES_DIST" "$ES_DIR/home" 2>/dev/null || { rm -rf "${ES_DIR:?}/home"; cp -a "$ES_DIST" "$ES_DIR/home"; }
  fi
  echo "$ES_DIR/home"
}

es_write_config() {
  local home=$1 port=$2 tport=$3
  rm -rf "$ES_DIR/config"
  cp -r "$home/config" "$ES_DIR/config"
  # Unknown settings stop start-up, so only those of modules this distribution has:
  # xpack.security.* comes with x-pack-security. Security off = plain HTTP, no password, and no
  # auto-configuration writing certificates into the config dir.
  cat >"$ES_DIR/config/elasticsearch.yml" <<EOF
cluster.name: mawadda-local
node.name: mawadda-local
path.data: $ES_DIR/data
path.logs: $ES_DIR/logs
network.host: 127.0.0.1
http.port: $port
transport.port: $tport
discovery.type: single-node
xpack.security.enabled: false
# Test data is tiny but the disk may be nearly full: never turn indices read-only over disk space.
cluster.routing.allocation.disk.threshold_enabled: false
EOF
  # jvm.options writes gc.log and hs_err files relative to the working directory (the
  # distribution, not ours to write): send them to the logs dir.
  sed -i -e "s|file=gc.log|file=$ES_DIR/logs/gc.log|" \
    -e "s|ErrorFile=hs_err_pid|ErrorFile=$ES_DIR/logs/hs_err_pid|" "$ES_DIR/config/jvm.options"
  mkdir -p "$ES_DIR/config/jvm.options.d"
  # No pre-touching the whole heap (faster start, less RSS while idle), no heap dump into the
  # state dir when a test overloads the node.
  printf '%s\n' -Xms512m -Xmx512m -XX:-AlwaysPreTouch -XX:-HeapDumpOnOutOfMemoryError >"$ES_DIR/config/jvm.options.d/mawadda.options"
}

elasticsearch_start() {
  if elasticsearch_running; then
    log "elasticsearch already running (pid $(es_pid), port $(elasticsearch_port)); reusing"
    return
  fi
  local port tport home
  port="${MAWADDA_ELASTICSEARCH_PORT:-29200}"
  tport="${MAWADDA_ELASTICSEARCH_TRANSPORT_PORT:-29300}"
  # A stopped instance restarts on its data with the ports it was created with.
  if [[ -d $ES_DIR/data ]]; then port="$(elasticsearch_port)"; tport="$(es_transport_port)"; fi
  ensure_port_free "$port" elasticsearch MAWADDA_ELASTICSEARCH_PORT
  ensure_port_free "$tport" "elasticsearch transport" MAWADDA_ELASTICSEARCH_TRANSPORT_PORT

  mkdir -p "$ES_DIR"
  echo "$port" >"$ES_DIR/port"
  echo "$tport" >"$ES_DIR/transport_port"
  rm -f "$ES_DIR/pid" "$ES_DIR/server.pid"
  home="$(es_home)"
  es_write_config "$home" "$port" "$tport"
  mkdir -p "$ES_DIR/data" "$ES_DIR/logs" "$ES_DIR/tmp"
  if [[ $EUID -eq 0 ]]; then
    # Everything but the distribution itself belongs to the account that runs it.
    find "$ES_DIR" -mindepth 1 -maxdepth 1 ! -name home -exec chown -R "$ES_OS_USER:" {} +
    chown "$ES_OS_USER:" "$ES_DIR"
    es_as_owner test -w "$ES_DIR/data" ||
      die "$ES_OS_USER cannot reach $ES_DIR; put MAWADDA_INFRA_DIR somewhere world-traversable (e.g. /tmp)"
  fi

  local -a cmd=("$home/bin/elasticsearch" -p "$ES_DIR/server.pid")
  [[ $EUID -eq 0 ]] && cmd=(setpriv --reuid="$ES_OS_USER" --regid="$(id -g "$ES_OS_USER")" --init-groups -- "${cmd[@]}")
  log "starting elasticsearch $ES_VERSION on 127.0.0.1:$port (transport $tport, java $ES_JAVA_HOME)"
  # setsid: a Ctrl-C to the test run's process group must not take the shared node down.
  # setpriv execs (no fork, unlike runuser/su), so `$!` is Elasticsearch's own PID: bin/elasticsearch
  # execs the CLI launcher JVM, which starts the server JVM as its child and lives as long as it;
  # -p makes the server write its own PID. All fds redirected so callers capturing our stdout
  # (ensure.mjs) are not held open, and the lock fd closed (see take_lock).
  HOME="$ES_DIR" ES_JAVA_HOME="$ES_JAVA_HOME" ES_PATH_CONF="$ES_DIR/config" ES_TMPDIR="$ES_DIR/tmp" \
    ES_JAVA_OPTS='' JAVA_HOME='' setsid "${cmd[@]}" </dev/null >>"$ES_DIR/stdout.log" 2>&1 9>&- &
  echo $! >"$ES_DIR/pid"
}

# Raw HTTP over bash's /dev/tcp (no curl needed); prints the status code.
es_http_status() {
  local port=$1 path=$2
  (
    exec 2>/dev/null # "connection refused" is the expected answer while booting
    exec 3<>"/dev/tcp/127.0.0.1/$port" || exit 1
    printf 'GET %s HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n' "$path" >&3
    IFS=' ' read -r -t 10 _ code _ <&3 && printf '%s' "$code"
  )
}

# Yellow is all a single node with replicas can reach; ES answers 408 when the wait times out.
elasticsearch_ready() {
  elasticsearch_running || return "$GIVE_UP"
  [[ $(es_http_status "$(elasticsearch_port)" '/_cluster/health?wait_for_status=yellow&timeout=2s') == 200 ]]
}

elasticsearch_wait() {
  wait_until elasticsearch "$ES_DIR/logs/mawadda-local.log" "$MAWADDA_READY_TIMEOUT" elasticsearch_ready ||
    { tail -n 20 "$ES_DIR/stdout.log" >&2 2>/dev/null; die "elasticsearch failed to start (logs in $ES_DIR)"; }
}

elasticsearch_env() { printf 'export ELASTICSEARCH_URL=http://127.0.0.1:%s\n' "$(elasticsearch_port)"; }

# The server JVM first (it flushes and exits on SIGTERM), then the launcher, which exits with it.
elasticsearch_stop() {
  stop_pid "$(es_server_pid)" "$ES_MARKER" elasticsearch
  stop_pid "$(es_pid)" "$ES_MARKER" "elasticsearch launcher"
}
