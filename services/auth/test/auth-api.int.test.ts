// The auth API suites, run again on PostgreSQL, Kafka and Redis: `openTestPorts` picks the real
// adapters when the integration setup has started the engines.
import './registration.test.js';
import './sessions.test.js';
