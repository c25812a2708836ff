import { sql } from 'drizzle-orm';
import { rowsOf } from '@mawadda/kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderEvent } from '../../src/payments/port.js';
import {
  SANDBOX_TEST_CARDS,
  SIGNATURE_HEADER,
  WEBHOOK_BACKOFF_MS,
  WEBHOOK_JOB,
} from '../../src/payments/sandbox/index.js';
import { cardForm, digitsOf, startSandbox, until, type Sandbox } from './sandbox-harness.js';

// What leaves the sandbox and what stays in it: webhook deliveries (retries, fresh signatures,
// recovery at start) and the card data nobody keeps.

const { pays, declined, challenge, renewalsDeclined } = SANDBOX_TEST_CARDS;

let s: Sandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(async () => {
  await s?.close();
});

describe('card data', () => {
  // (The CVC is checked and dropped with the request; three or four digits are no search key
  // among stored ids.)
  it('keeps no card number or expiry in any table, and logs none', async () => {
    const expiry = '07/37';
    for (const card of [pays, declined, challenge, renewalsDeclined]) {
      const { checkout } = await s.open();
      await s.submit(checkout, cardForm(card.number, { expiry }));
      if (card === challenge)
        await request(s.app).post(`${checkout.url}/challenge`).type('form').send({ decision: 'approve' });
      await s.eventOf(checkout.sessionId);
    }
    // An invalid submit too: its number is not kept either.
    const { checkout } = await s.open();
    await s.submit(checkout, cardForm('4242 4242 4242 4241', { expiry }));

    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await s.database.db.execute(sql`
        select table_name, column_name from information_schema.columns
        where table_schema = 'billing_sandbox' and data_type in ('text', 'jsonb', 'character varying')`),
    );
    expect(columns.length).toBeGreaterThan(10);
    const stored: string[] = [];
    for (const { table_name, column_name } of columns) {
      const rows = rowsOf<{ v: string | null }>(
        await s.database.db.execute(
          sql`select ${sql.identifier(column_name)}::text as v from ${sql.identifier('billing_sandbox')}.${sql.identifier(table_name)}`,
        ),
      );
      for (const { v } of rows) if (v) stored.push(v);
    }
    expect(stored.length).toBeGreaterThan(0);
    const everything = stored.join('\n');
    const logs = s.logLines.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    for (const card of [pays, declined, challenge, renewalsDeclined]) {
      for (const text of [everything, logs]) {
        expect(text).not.toContain(digitsOf(card.number));
        expect(text).not.toContain(card.number);
      }
    }
    expect(everything).not.toContain(digitsOf('4242 4242 4242 4241'));
    expect(everything).not.toContain(expiry);
    expect(logs).not.toContain(expiry);
  });
});

describe('webhook delivery', () => {
  it('retries a delivery billing did not accept, signed afresh each time, until it is accepted', async () => {
    await s.allDelivered();
    s.refuseDeliveries(2);
    const before = s.attempts.length;
    const { checkout } = await s.open();
    await s.submit(checkout, cardForm(pays.number));
    const attemptsFor = () => s.attempts.slice(before).filter((w) => w.rawBody.includes(checkout.sessionId));
    await until(() => (attemptsFor().length === 1 ? true : undefined));
    expect(s.webhooksOf(checkout.sessionId)).toEqual([]);

    s.advance(WEBHOOK_BACKOFF_MS);
    await until(() => (attemptsFor().length === 2 ? true : undefined));
    expect(s.webhooksOf(checkout.sessionId)).toEqual([]);

    s.advance(2 * WEBHOOK_BACKOFF_MS);
    const accepted = await s.webhookFor(checkout.sessionId);
    const tried = attemptsFor();
    expect(tried).toHaveLength(3);
    // The same event each time, under a new timestamp.
    expect(new Set(tried.map((w) => w.rawBody)).size).toBe(1);
    const stamps = tried.map((w) => /t=(\d+)/.exec(String(w.headers[SIGNATURE_HEADER]))![1]);
    expect(new Set(stamps).size).toBe(3);
    expect((await s.provider.verifyWebhook(Buffer.from(accepted.rawBody), accepted.headers)).ok).toBe(true);
    const event = JSON.parse(accepted.rawBody) as ProviderEvent;
    await until(async () =>
      (await s.count('webhook_events', sql`id = ${event.id} and delivered_at is not null`)) === 1
        ? true
        : undefined,
    );
    expect(await s.jobs.get(`${WEBHOOK_JOB}.${event.id}`)).toBeUndefined();
  });

  it('is refused as stale once the provider clock is past the tolerance', async () => {
    const { checkout } = await s.open();
    await s.submit(checkout, cardForm(pays.number));
    const webhook = await s.webhookFor(checkout.sessionId);
    s.advance(6 * 60_000);
    expect(await s.provider.verifyWebhook(Buffer.from(webhook.rawBody), webhook.headers)).toEqual({
      ok: false,
      reason: 'stale_timestamp',
    });
  });

  it('queues again at start a recorded webhook whose delivery job was lost', async () => {
    await s.allDelivered();
    s.refuseDeliveries(1);
    const before = s.attempts.length;
    const { checkout } = await s.open();
    await s.submit(checkout, cardForm(declined.number));
    await until(() => (s.attempts.length > before ? true : undefined));
    const [{ id }] = rowsOf<{ id: string }>(
      await s.database.db.execute(
        sql`select id from billing_sandbox.webhook_events where session_id = ${checkout.sessionId}`,
      ),
    ) as [{ id: string }];
    // The job is gone (as if the process died between the commit and the queueing).
    await until(async () => ((await s.jobs.cancel(`${WEBHOOK_JOB}.${id}`)) ? true : undefined));
    await s.provider.start!();
    expect(await s.eventOf(checkout.sessionId)).toMatchObject({ id, type: 'checkout.failed' });
  });
});
