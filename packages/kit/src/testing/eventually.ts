/** Polls until `check` holds: events cross Kafka asynchronously in the integration run. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    // The poll's interval while waiting for the signal; scripts use this too, outside vitest.
    // eslint-disable-next-line mawadda-tests/no-sleep
    await new Promise((r) => setTimeout(r, 25));
  }
}
