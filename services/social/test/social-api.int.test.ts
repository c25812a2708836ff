// The social API suites again, on PostgreSQL, Kafka and Redis (openTestPorts picks the real
// adapters): the pair lock and the open-report index are Postgres behaviour, not PGlite's.
import { expect, it } from 'vitest';
import { realEngines } from '@mawadda/kit/testing';
import './follow-api.test.js';
import './authorization.test.js';
import './blocks-reports.test.js';
import './block-export.test.js';

it('runs on the real engines, not the embedded ones', () => {
  expect(realEngines()).toBe(true);
});
