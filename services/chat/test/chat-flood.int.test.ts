// The flood again, on PostgreSQL and Redis: the pair's advisory lock and row locks number the
// messages, and every announcement also goes out through the Redis adapter replicas share.
import { expect, it } from 'vitest';
import { realEngines } from '@mawadda/kit/testing';
import './chat-flood.test.js';

it('runs on the real engines, not the embedded ones', () => {
  expect(realEngines()).toBe(true);
});
