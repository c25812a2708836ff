// The match API suites again, on PostgreSQL, Kafka and Redis (openTestPorts picks the real adapters).
import { expect, it } from 'vitest';
import { realEngines } from '@mawadda/kit/testing';
import './pairs-api.test.js';
import './questions-api.test.js';
import './stories-api.test.js';

it('runs on the real engines, not the embedded ones', () => {
  expect(realEngines()).toBe(true);
});
