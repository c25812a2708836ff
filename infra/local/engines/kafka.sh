# shellcheck shell=bash
# Kafka: single-node KRaft (broker+controller in one JVM) on 127.0.0.1:${MAWADDA_KAFKA_PORT:-29092},
# controller on ${MAWADDA_KAFKA_CONTROLLER_PORT:-29093}. Jars come from Maven, cached per version.

# 3.9.x on purpose: kafkajs speaks protocol versions that Kafka 4.0 removed.
KAFKA_VERSION="${MAWADDA_KAFKA_VERSION:-3.9.1}"
KAFKA_SCALA="${MAWADDA_KAFKA_SCALA:-2.13}"
KAFKA_DIR="$(engine_dir kafka)"
KAFKA_HOME="$MAWADDA_CACHE_DIR/kafka-$KAFKA_VERSION"
KAFKA_LIBS="$KAFKA_HOME/libs"

kafka_port() { read_file "$KAFKA_DIR/port" 2>/dev/null || echo "${MAWADDA_KAFKA_PORT:-29092}"; }
kafka_controller_port() {
  read_file "$KAFKA_DIR/controller_port" 2>/dev/null || echo "${MAWADDA_KAFKA_CONTROLLER_PORT:-29093}"
}

# Only what a broker, StorageTool and the console/topic tools need. kafka-tools drags in
# connect-runtime (Jetty, Jersey) for a tool we never run, hence the exclusions.
kafka_write_pom() {
  cat >"$KAFKA_HOME/pom.xml" <<EOF
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>local.mawadda.infra</groupId>
  <artifactId>kafka-runtime</artifactId>
  <version>$KAFKA_VERSION</version>
  <packaging>pom</packaging>
  <dependencies>
    <dependency>
      <groupId>org.apache.kafka</groupId>
      <artifactId>kafka_$KAFKA_SCALA</artifactId>
      <version>$KAFKA_VERSION</version>
    </dependency>
    <dependency>
      <groupId>org.apache.kafka</groupId>
      <artifactId>kafka-tools</artifactId>
      <version>$KAFKA_VERSION</version>
      <exclusions>
        <exclusion><groupId>org.apache.kafka</groupId><artifactId>connect-runtime</artifactId></exclusion>
        <exclusion><groupId>com.fasterxml.jackson.jaxrs</groupId><artifactId>*</artifactId></exclusion>
      </exclusions>
    </dependency>
    <!-- Kafka logs through slf4j 1.7 + log4j 1.x API; without a binding the broker logs nothing. -->
    <dependency>
      <groupId>org.slf4j</groupId>
      <artifactId>slf4j-reload4j</artifactId>
      <version>1.7.36</version>
    </dependency>
  </dependencies>
  <build>
    <plugins>
      <!-- Pinned so the build does not depend on whatever plugin version is "latest" today. -->
      <plugin>
        <groupId>org.apache.maven.plugins</groupId>
        <artifactId>maven-dependency-plugin</artifactId>
        <version>3.6.1</version>
      </plugin>
    </plugins>
  </build>
</project>
EOF
}

kafka_install() {
  [[ ${KAFKA_VERSION%%.*} -lt 4 ]] || die "Kafka $KAFKA_VERSION unsupported: kafkajs needs protocol versions removed in 4.0"
  command -v java >/dev/null || apt_install openjdk-17-jre-headless
  # The marker is written last, so an interrupted download is redone instead of half-used.
  [[ -f $KAFKA_HOME/.complete ]] && return
  command -v mvn >/dev/null || apt_install maven
  log "fetching Kafka $KAFKA_VERSION jars with Maven into $KAFKA_LIBS (first run only)"
  rm -rf "$KAFKA_LIBS"
  mkdir -p "$KAFKA_LIBS"
  kafka_write_pom
  # Private local repo: the whole cache lives in one dir that can be deleted in one go.
  # Output to a log: even -q leaves colour escapes, and stderr is for our own progress lines.
  mvn -B -q -Dstyle.color=never -f "$KAFKA_HOME/pom.xml" -Dmaven.repo.local="$MAWADDA_CACHE_DIR/m2" \
    dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory="$KAFKA_LIBS" \
    </dev/null >"$KAFKA_HOME/mvn.log" 2>&1 ||
    { tail -n 30 "$KAFKA_HOME/mvn.log" >&2; die "mvn could not fetch Kafka $KAFKA_VERSION (log: $KAFKA_HOME/mvn.log)"; }
  ls "$KAFKA_LIBS"/kafka_"$KAFKA_SCALA"-"$KAFKA_VERSION".jar >/dev/null || die "kafka jar missing after mvn"
  date -u +%FT%TZ >"$KAFKA_HOME/.complete"
}

kafka_java() { java -cp "$KAFKA_LIBS/*" "$@"; }

kafka_pid() { read_file "$KAFKA_DIR/pid" 2>/dev/null || true; }

kafka_running() { pid_alive "$(kafka_pid)" "$KAFKA_DIR/server.properties"; }

kafka_write_config() {
  local port=$1 cport=$2
  cat >"$KAFKA_DIR/server.properties" <<EOF
process.roles=broker,controller
node.id=1
controller.quorum.voters=1@127.0.0.1:$cport
listeners=PLAINTEXT://127.0.0.1:$port,CONTROLLER://127.0.0.1:$cport
advertised.listeners=PLAINTEXT://127.0.0.1:$port
controller.listener.names=CONTROLLER
inter.broker.listener.name=PLAINTEXT
listener.security.protocol.map=CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT
log.dirs=$KAFKA_DIR/data
# Tests create topics implicitly and expect consumer groups to settle immediately.
auto.create.topics.enable=true
num.partitions=3
# A single broker cannot meet the production default replication factor of 3.
offsets.topic.replication.factor=1
transaction.state.log.replication.factor=1
transaction.state.log.min.isr=1
group.initial.rebalance.delay.ms=0
EOF
  cat >"$KAFKA_DIR/log4j.properties" <<EOF
log4j.rootLogger=INFO, file
log4j.appender.file=org.apache.log4j.FileAppender
log4j.appender.file.File=$KAFKA_DIR/server.log
log4j.appender.file.layout=org.apache.log4j.PatternLayout
log4j.appender.file.layout.ConversionPattern=[%d] %p %m (%c)%n
# Per-partition state changes and request logs flood the file without helping test debugging.
log4j.logger.state.change.logger=WARN
log4j.logger.kafka.request.logger=WARN
EOF
}

kafka_start() {
  if kafka_running; then
    log "kafka already running (pid $(kafka_pid), port $(kafka_port)); reusing"
    return
  fi
  local port cport
  port="${MAWADDA_KAFKA_PORT:-29092}"
  cport="${MAWADDA_KAFKA_CONTROLLER_PORT:-29093}"
  # A stopped-but-formatted instance keeps its ports: they are baked into its metadata.
  if [[ -f $KAFKA_DIR/data/meta.properties ]]; then port="$(kafka_port)"; cport="$(kafka_controller_port)"; fi
  ensure_port_free "$port" kafka MAWADDA_KAFKA_PORT
  ensure_port_free "$cport" "kafka controller" MAWADDA_KAFKA_CONTROLLER_PORT

  mkdir -p "$KAFKA_DIR"
  echo "$port" >"$KAFKA_DIR/port"
  echo "$cport" >"$KAFKA_DIR/controller_port"
  kafka_write_config "$port" "$cport"

  if [[ ! -f $KAFKA_DIR/data/meta.properties ]]; then
    # A cluster id is 16 random bytes, base64url without padding; bash saves a JVM start.
    # Like Kafka's own generator, reject a leading '-': tools would parse it as an option.
    local cluster_id=-
    while [[ $cluster_id == -* ]]; do
      cluster_id="$(head -c 16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=')"
    done
    log "formatting KRaft storage (cluster id $cluster_id)"
    kafka_java kafka.tools.StorageTool format --cluster-id="$cluster_id" --config="$KAFKA_DIR/server.properties" \
      </dev/null >>"$KAFKA_DIR/format.log" 2>&1 || { tail -n 20 "$KAFKA_DIR/format.log" >&2; die "kafka storage format failed"; }
  fi

  # Readiness greps server.log for "started", so a previous life's log must not answer for this one.
  [[ -f $KAFKA_DIR/server.log ]] && mv "$KAFKA_DIR/server.log" "$KAFKA_DIR/server.log.prev"
  log "starting kafka $KAFKA_VERSION on 127.0.0.1:$port (controller $cport)"
  # setsid: a Ctrl-C to the test run's process group must not take the shared broker down.
  # All fds redirected so callers capturing our stdout (ensure.mjs) are not held open,
  # and the lock fd closed (see take_lock).
  setsid java -Xms128m -Xmx512m -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -Djava.awt.headless=true \
    -Dlog4j.configuration="file:$KAFKA_DIR/log4j.properties" \
    -cp "$KAFKA_LIBS/*" kafka.Kafka "$KAFKA_DIR/server.properties" \
    </dev/null >>"$KAFKA_DIR/stdout.log" 2>&1 9>&- &
  echo $! >"$KAFKA_DIR/pid"
}

# A Metadata v0 request over /dev/tcp: proves the broker speaks Kafka and is registered
# (unfenced) in the cluster metadata, without paying for another JVM start.
# Request: size=21, api_key=3, api_version=0, correlation_id=42, client_id="mawadda", topics=[] (all).
# Reply starts with size(4), correlation_id(4), broker count(4); we need 42 and at least one broker.
kafka_metadata_ok() {
  local hex
  hex="$(
    exec 2>/dev/null # "connection refused" is the expected answer while booting
    exec 3<>"/dev/tcp/127.0.0.1/$1" || exit 1
    printf '\x00\x00\x00\x15\x00\x03\x00\x00\x00\x00\x00\x2a\x00\x07mawadda\x00\x00\x00\x00' >&3
    timeout 5 head -c 12 <&3 | od -An -tx1 | tr -d ' \n'
  )" || return 1
  [[ ${#hex} -eq 24 && ${hex:8:8} == 0000002a && ${hex:16:8} != 00000000 ]]
}

# GIVE_UP tells wait_until to stop now: a dead JVM (bad config, port race) won't recover.
kafka_ready() {
  pid_alive "$(kafka_pid)" "$KAFKA_DIR/server.properties" || return "$GIVE_UP"
  grep -q 'Kafka Server started' "$KAFKA_DIR/server.log" 2>/dev/null && kafka_metadata_ok "$(kafka_port)"
}

kafka_wait() {
  wait_until kafka "$KAFKA_DIR/server.log" "$MAWADDA_READY_TIMEOUT" kafka_ready ||
    { tail -n 20 "$KAFKA_DIR/stdout.log" >&2 2>/dev/null; die "kafka failed to start (logs in $KAFKA_DIR)"; }
}

kafka_env() { printf 'export KAFKA_BROKERS=127.0.0.1:%s\n' "$(kafka_port)"; }

kafka_stop() {
  # Controlled shutdown can take a few seconds; stop_pid escalates to SIGKILL after 30s.
  stop_pid "$(kafka_pid)" "$KAFKA_DIR/server.properties" kafka
}
