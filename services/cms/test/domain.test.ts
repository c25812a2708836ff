import { describe, expect, it } from 'vitest';
import { applyFeedbackUpdate, type FeedbackState } from '../src/domain/feedback-rules.js';
import { publishedAtFor } from '../src/domain/publication.js';

const now = new Date('2026-03-01T12:00:00.000Z');
const fresh: FeedbackState = { status: 'new', reply: null, repliedAt: null, repliedBy: null };

/** The rule's value when it allows the update; a refusal here fails the test with its name. */
function applied(...args: Parameters<typeof applyFeedbackUpdate>) {
  const outcome = applyFeedbackUpdate(...args);
  if (!outcome.ok) throw new Error(`refused: ${outcome.refusal.refusal}`);
  return outcome.value;
}

describe('feedback rules', () => {
  it('a reply answers the item and records who and when', () => {
    const { next, replied } = applied(fresh, { reply: '  Thanks!  ' }, 'staff-1', now);
    expect(replied).toBe(true);
    expect(next).toEqual({ status: 'answered', reply: 'Thanks!', repliedAt: now, repliedBy: 'staff-1' });
  });

  it('a reply with "closed" closes it in one step', () => {
    expect(applied(fresh, { reply: 'Done', status: 'closed' }, 's', now).next.status).toBe('closed');
  });

  it('the same reply sent again is no new reply', () => {
    const answered = { status: 'answered', reply: 'Done', repliedAt: now, repliedBy: 's' } as const;
    const { next, replied } = applied(answered, { reply: 'Done', status: 'closed' }, 'other', new Date());
    expect(replied).toBe(false);
    expect(next).toEqual({ ...answered, status: 'closed' });
  });

  it('"answered" needs a reply and an answered item cannot become new', () => {
    expect(applyFeedbackUpdate(fresh, { status: 'answered' }, 's', now)).toEqual({
      ok: false,
      refusal: { refusal: 'reply_required' },
    });
    const answered = { status: 'answered', reply: 'Done', repliedAt: now, repliedBy: 's' } as const;
    expect(applyFeedbackUpdate(answered, { status: 'new' }, 's', now)).toEqual({
      ok: false,
      refusal: { refusal: 'back_to_new' },
    });
    expect(applied(fresh, { status: 'closed', reply: null }, 's', now).next).toEqual({
      ...fresh,
      status: 'closed',
    });
  });
});

describe('publication time', () => {
  const earlier = new Date('2025-01-01T00:00:00.000Z');
  it('publishing without a date means now, and keeps an earlier date', () => {
    expect(publishedAtFor('published', undefined, null, now)).toEqual(now);
    expect(publishedAtFor('published', null, earlier, now)).toEqual(earlier);
  });
  it('an explicit date wins; a draft keeps what it had', () => {
    expect(publishedAtFor('published', '2027-01-01T00:00:00Z', earlier, now)).toEqual(
      new Date('2027-01-01T00:00:00Z'),
    );
    expect(publishedAtFor('draft', undefined, null, now)).toBeNull();
    expect(publishedAtFor('draft', undefined, earlier, now)).toEqual(earlier);
  });
});
