// The billing API suites again, on PostgreSQL, Kafka, Redis and BullMQ (openTestPorts and the
// job queue pick the real adapters): the one-pending-order and one-trial keys, the row locks and
// the inbox are Postgres behaviour, the ordering Kafka's, the jobs BullMQ's.
import { expect, it } from 'vitest';
import { realEngines } from '@mawadda/kit/testing';
import './trial-api.test.js';
import './checkout-api.test.js';
import './webhook-api.test.js';
import './subscription-api.test.js';
import './job-replan.test.js';

it('runs on the real engines, not the embedded ones', () => {
  expect(realEngines()).toBe(true);
});
