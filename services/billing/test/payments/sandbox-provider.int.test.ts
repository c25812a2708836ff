// The payment provider contract and the sandbox's webhooks again on PostgreSQL (openTestPorts
// picks it when the engines are configured): its keys, locks and the table job queue there.
import { expect, it } from 'vitest';
import { realEngines } from '@mawadda/kit/testing';
import './sandbox-provider.test.js';
import './sandbox-webhooks.test.js';

it('runs on the real engines, not the embedded ones', () => {
  expect(realEngines()).toBe(true);
});
