import { poll } from './poll.js';

/** Polls until `check` holds: events cross Kafka asynchronously in the integration run. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  await poll(async () => ((await check()) ? true : undefined), {
    timeoutMs,
    everyMs: 25,
    fail: () => new Error('condition not met in time'),
  });
}
