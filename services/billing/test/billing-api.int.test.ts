// The billing API suite again, on PostgreSQL, Kafka and Redis (openTestPorts picks the real
// adapters): the one-trial key and the inbox are Postgres behaviour, the ordering Kafka's.
import { expect, it } from 'vitest';
import { realEngines } from '@mawadda/kit/testing';
import './billing-api.test.js';

it('runs on the real engines, not the embedded ones', () => {
  expect(realEngines()).toBe(true);
});
