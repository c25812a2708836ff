// The group-commit batch again on PostgreSQL (openTestPorts picks the real engines): its one-
// statement reads and writes are SQL the embedded engine might accept and the server refuse.
import { expect, it } from 'vitest';
import { realEngines } from '@mawadda/kit/testing';
import './store-batch.test.js';

it('runs on the real engines, not the embedded ones', () => {
  expect(realEngines()).toBe(true);
});
