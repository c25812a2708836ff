// The auth API suites, run again on PostgreSQL, Kafka and Redis: `openTestPorts` picks the real
// adapters when the integration setup has started the engines.
import { expect, it } from 'vitest';
import { realEngines } from '@mawadda/kit/testing';
import './registration.test.js';
import './sessions.test.js';
import './member-export.test.js';
import './account-status.test.js';
import './password-reset.test.js';
import './address-change.test.js';
import './device-sessions.test.js';

it('runs on the real engines, not the embedded ones', () => {
  expect(realEngines()).toBe(true);
});
