import { describe, expect, it } from 'vitest';
import { sendPatiently } from '../src/cli/staff-client.js';

const answer = (status: number, retryAfter?: string) =>
  new Response(JSON.stringify({ status }), {
    status,
    headers: retryAfter ? { 'retry-after': retryAfter } : {},
  });

describe('the rebuild tool while the index is unavailable', () => {
  it('waits what Retry-After says and sends the step again', async () => {
    const answers = [answer(503, '1'), answer(503, '1'), answer(200)];
    const waits: number[] = [];
    let sent = 0;
    const res = await sendPatiently(
      async () => (sent++, answers.shift()!),
      60_000,
      (s) => waits.push(s),
    );
    expect(res.status).toBe(200);
    expect(sent).toBe(3);
    expect(waits).toEqual([1, 1]);
  });

  it('gives the 503 back once waiting longer would pass its patience', async () => {
    let sent = 0;
    const res = await sendPatiently(async () => (sent++, answer(503, '5')), 2_000, () => undefined);
    expect(res.status).toBe(503);
    expect(sent).toBe(1);
  });

  it('passes any other answer straight through', async () => {
    let sent = 0;
    const res = await sendPatiently(async () => (sent++, answer(404)), 60_000, () => undefined);
    expect(res.status).toBe(404);
    expect(sent).toBe(1);
  });
});
