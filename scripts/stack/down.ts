/**
 * `npm run stack:down`: stops what `npm run stack` started, by the PIDs in its pid file. A running
 * stack is asked to stop itself (SIGTERM) and does it in order; if it is gone, this does it.
 */
import { alive, readState, stateFile, stopStack } from './state.js';

const say = (line: string) => console.log(`[stack:down] ${line}`);
const state = readState();
if (!state) {
  say('no stack running (no pid file)');
  process.exit(0);
}

if (alive(state.supervisor)) {
  say(`asking the stack (pid ${state.supervisor.pid}) to stop…`);
  process.kill(state.supervisor.pid, 'SIGTERM');
  // Its stop ends with the engines' down.sh; Elasticsearch and Kafka may take their while.
  const deadline = Date.now() + 120_000;
  while (alive(state.supervisor) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
}

const left = readState();
if (left) {
  if (alive(left.supervisor))
    say(`the stack (pid ${left.supervisor.pid}) did not stop in time: stopping its processes`);
  await stopStack(left, say);
} else say(`stopped (${stateFile} removed)`);
