// The chat api suite again, on PostgreSQL, Kafka and Redis (openTestPorts picks the real
// adapters): row locks and advisory locks are Postgres behaviour, presence and room broadcasts
// go through Redis (the adapter replicas share), the event order is Kafka's.
import { expect, it } from 'vitest';
import { realEngines } from '@mawadda/kit/testing';
import './chat-api.test.js';

it('runs on the real engines, not the embedded ones', () => {
  expect(realEngines()).toBe(true);
});
