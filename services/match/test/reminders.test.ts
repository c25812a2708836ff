import request from 'supertest';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PairWaitingPayload } from '@mawadda/contracts';
import { remindWaiting } from '../src/app/remind-waiting.js';
import { eventually, startMatchApp, type MatchTestApp } from './support/match-app.js';

/* README "Reminders": a step that waits a week is recalled to those it waits for, weekly. */

let t: MatchTestApp;
beforeAll(async () => {
  t = await startMatchApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

type Person = { id: string; auth: string };
const post = (path: string, who: Person) =>
  request(t.app).post(`/api/match${path}`).set('Authorization', who.auth).send({});
const remindersOf = (pairId: string) =>
  t
    .eventsOf('pair.waiting')
    .map((e) => e.payload as PairWaitingPayload)
    .filter((p) => p.pairId === pairId && p.reminder === true);
const remind = () => remindWaiting(t.service.app);

it('recalls a week-old step to whoever it still waits for, once a week, and stops when it is answered', async () => {
  const omar = await t.member();
  const amina = await t.member();
  const wali = await t.guardianFor(amina.id, true);
  const pairId = await t.pairOf(omar, amina);
  await post(`/pairs/${pairId}/propose`, omar).expect(200);

  t.advanceDays(6);
  expect(await remind()).toBe(0);

  t.advanceDays(1);
  expect(await remind()).toBe(1);
  await eventually(() => remindersOf(pairId).length === 1);
  expect(remindersOf(pairId)).toEqual([
    expect.objectContaining({
      proposedBy: omar.id,
      toStage: 'families_involved',
      waitingFor: [
        { accountId: amina.id, role: 'member' },
        { accountId: wali.id, role: 'guardian' },
      ],
    }),
  ]);
  // A second run the same day reminds nobody again.
  expect(await remind()).toBe(0);

  // She answers; a week later only her guardian is still waited for, and only he is reminded.
  await post(`/pairs/${pairId}/confirm`, amina).expect(200);
  t.advanceDays(7);
  expect(await remind()).toBe(1);
  await eventually(() => remindersOf(pairId).length === 2);
  expect(remindersOf(pairId).map((r) => r.waitingFor)).toEqual([
    [
      { accountId: amina.id, role: 'member' },
      { accountId: wali.id, role: 'guardian' },
    ],
    [{ accountId: wali.id, role: 'guardian' }],
  ]);

  // He confirms: nothing waits, and no week brings a reminder.
  await post(`/guardian/pairs/${pairId}/confirm`, wali).expect(200);
  t.advanceDays(8);
  expect(await remind()).toBe(0);
});

it('reminds nobody of an ended pair', async () => {
  const omar = await t.member();
  const amina = await t.member();
  const pairId = await t.pairOf(omar, amina);
  await post(`/pairs/${pairId}/propose`, omar).expect(200);
  await post(`/pairs/${pairId}/end`, amina).expect(200);
  t.advanceDays(10);
  expect(await remind()).toBe(0);
});
