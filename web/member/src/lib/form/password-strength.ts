import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * A new password's strength, 0 to 4, with the reason when weak. Loaded only once a member types a
 * new password: the common-passwords list is large, and no first screen may pay for it. zxcvbn's
 * untranslated feedback keys are grouped into the site's few reasons (`common:password.why.*`).
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
