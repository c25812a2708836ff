import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * The strength of a new password, 0 (guessed at once) to 4 (very hard to guess), with the reason
 * when it is weak. Loaded only once a member types a new password (PasswordStrength): the common
 * passwords list is ~370 kB, which no page's first screen may pay for.
 *
 * zxcvbn-ts answers its feedback as plain keys when given no translations; they are grouped here
 * into the few reasons the site says in the member's language (`common:password.why.*`).
 */
const estimator = new ZxcvbnFactory({
  dictionary,
  graphs: adjacencyGraphs,
  // "Passw0rd!" and "password1" are as weak as "password".
  useLevenshteinDistance: true,
});

export type StrengthReason = 'common' | 'pattern' | 'repeat' | 'sequence' | 'dates' | 'words' | 'personal';

const REASONS: Record<string, StrengthReason> = {
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  straightRow: 'pattern',
  keyPattern: 'pattern',
  simpleRepeat: 'repeat',
  extendedRepeat: 'repeat',
  sequences: 'sequence',
  recentYears: 'dates',
  dates: 'dates',
  wordByItself: 'words',
  namesByThemselves: 'words',
  commonNames: 'words',
  userInputs: 'personal',
};

export interface Strength {
  score: 0 | 1 | 2 | 3 | 4;
  reason?: StrengthReason;
}

/** `related`: what the member typed elsewhere on the form (email, name), which a guesser tries first. */
export function passwordStrength(password: string, related: string[] = []): Strength {
  const result = estimator.check(password, related.filter(Boolean));
  const reason = result.feedback.warning ? REASONS[result.feedback.warning] : undefined;
  return { score: result.score, ...(reason && { reason }) };
}
