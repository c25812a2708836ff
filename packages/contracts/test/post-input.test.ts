import { describe, expect, it } from 'vitest';
import { postInputSchema } from '../src/cms.js';

const post = (publishedAt: string | null) => ({
  slug: 'eid-notice',
  publishedAt,
  title: { ar: 'ع', en: 'T', ur: 'ع', fa: 'ع', tr: 'T' },
  summary: { ar: '', en: '', ur: '', fa: '', tr: '' },
  body: { ar: 'ع', en: 'B', ur: 'ع', fa: 'ع', tr: 'B' },
});

describe('postInputSchema.publishedAt', () => {
  // A time like year 0020 was accepted and stored, and every read of the post then failed with a
  // 500 (the stored time came back as an invalid date).
  it('refuses times outside the years a post can carry', () => {
    for (const t of ['0020-02-29T00:00:00Z', '1969-12-31T23:59:59Z', '9999-12-31T23:59:59Z'])
      expect(postInputSchema.safeParse(post(t)).success, t).toBe(false);
  });

  it('accepts real times, with an offset, and none', () => {
    for (const t of ['2026-11-26T10:00:00Z', '2010-01-01T00:00:00+04:00', null])
      expect(postInputSchema.safeParse(post(t)).success, String(t)).toBe(true);
  });
});
