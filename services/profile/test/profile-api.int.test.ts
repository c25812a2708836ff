// The profile API suites again, on PostgreSQL, Kafka, Redis and MinIO (openTestPorts and
// OBJECT_STORE=minio from the integration setup pick the real adapters).
import { expect, it } from 'vitest';
import { realEngines } from '@mawadda/kit/testing';
import './profile-edit.test.js';
import './uploads.test.js';
import './media-privacy.test.js';
import './erasure-export.test.js';
import './profile-export.test.js';
import './activity-store.test.js';

it('runs on the real engines, not the embedded ones', () => {
  expect(realEngines()).toBe(true);
  expect(process.env.OBJECT_STORE).toBe('minio');
});
