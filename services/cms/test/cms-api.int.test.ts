// The cms API suites again, on PostgreSQL, Kafka and Redis (openTestPorts picks the real adapters).
import { expect, it } from 'vitest';
import { realEngines } from '@mawadda/kit/testing';
import './startup-calls.test.js';
import './feedback.test.js';
import './admin-content.test.js';
import './news-feed.test.js';

it('runs on the real engines, not the embedded ones', () => {
  expect(realEngines()).toBe(true);
});
