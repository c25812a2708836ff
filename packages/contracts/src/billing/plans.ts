/**
 * The spec's free trial: "Free trial: 14 days" (every premium feature, no payment details asked).
 * The site says how long it lasts from this constant, and billing starts trials of this length.
 */
export const TRIAL_DAYS = 14;
