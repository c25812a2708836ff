import { randomInt } from 'node:crypto';

/**
 * A feedback's reference as its writer quotes it on the phone or in a mail: "MW-" and six digits.
 * Random rather than counted, so it tells nobody how many complaints we receive; the store's
 * unique constraint catches the rare clash and draws again.
 */
export const FEEDBACK_REFERENCE = /^MW-\d{6}$/;

export const newFeedbackReference = (): string => `MW-${randomInt(100_000, 1_000_000)}`;

/** How many draws before giving up: at a million-to-one clash each, a fifth failure is a bug. */
export const FEEDBACK_REFERENCE_TRIES = 5;
