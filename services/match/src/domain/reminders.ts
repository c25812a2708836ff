import type { StoredProposal } from '../store/schema.js';

/**
 * A proposal that has waited this long is recalled to those it still waits for, and again after
 * each such span while it waits: a family busy with life should not lose a step for want of a nudge,
 * nor be nagged daily. Whether a reminder reaches them, and how, is their notification settings'.
 */
export const REMIND_AFTER_DAYS = 7;
const SPAN_MS = REMIND_AFTER_DAYS * 86_400_000;

/** Proposals last told of before this moment are due a reminder. */
export const remindBefore = (now: Date): Date => new Date(now.getTime() - SPAN_MS);

/** When those it waits for were last told of the proposal: when made, or the last reminder. */
export const lastToldAt = (p: Pick<StoredProposal, 'at' | 'remindedAt'>): Date =>
  new Date(p.remindedAt ?? p.at);

export const dueForReminder = (p: Pick<StoredProposal, 'at' | 'remindedAt'>, now: Date): boolean =>
  lastToldAt(p).getTime() <= remindBefore(now).getTime();
