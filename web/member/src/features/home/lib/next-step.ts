import type { VerificationState } from '@mawadda/contracts';

/** The one thing home asks of a member, first of these that applies. */
export type NextStep =
  | { kind: 'profile'; percent: number; nextField: string }
  | { kind: 'preferences' }
  | { kind: 'verify' }
  | { kind: 'trial' }
  | { kind: 'requests'; follow: number; reveal: number; more: boolean };

/**
 * What the rules read, each from its own call: `undefined` while it loads, `null` when it could not
 * be read (its rule is then skipped rather than guessed).
 */
export interface StepFacts {
  /** The own profile's completeness and its missing fields, in form order. */
  profile: { completeness: number; missing: readonly string[] } | null | undefined;
  /** Whether any wish of "what I am looking for" is set. */
  hasWishes: boolean | null | undefined;
  verification: { verified: boolean; phone: boolean; selfie: VerificationState } | null | undefined;
  /** Billing offers the free trial (never used, no plan now). */
  trialOffered: boolean | null | undefined;
  /**
   * Follow requests and requests to see my photos or CV, waiting for my answer; `more` when the
   * follow requests fill their first page and others follow.
   */
  requests: { follow: number; reveal: number; more: boolean } | null | undefined;
}

type Rule = (facts: StepFacts) => NextStep | false | undefined;

/** A rule on one fact: undecided while it loads, skipped when it could not be read. */
const when = <F>(
  fact: F | null | undefined,
  applies: (fact: F) => NextStep | false,
): NextStep | false | undefined => (fact === undefined ? undefined : fact !== null && applies(fact));

const RULES: Rule[] = [
  ({ profile }) =>
    when(
      profile,
      (p) => p.missing.length > 0 && { kind: 'profile', percent: p.completeness, nextField: p.missing[0]! },
    ),
  ({ hasWishes }) => when(hasWishes, (has) => !has && { kind: 'preferences' }),
  // A selfie waiting for staff with the phone done is no step of hers: nothing to do but wait.
  ({ verification }) =>
    when(verification, (v) => !v.verified && !(v.phone && v.selfie === 'pending') && { kind: 'verify' }),
  ({ trialOffered }) => when(trialOffered, (offered) => offered && { kind: 'trial' }),
  ({ requests }) => when(requests, (r) => r.follow + r.reveal > 0 && { kind: 'requests', ...r }),
];

/**
 * The next step in home's order: finish the profile, say what I look for, verify, start the free
 * trial, answer waiting requests. 'loading' while a fact it depends on is still on its way (a
 * later rule never jumps ahead of an earlier one that may yet apply); null when none applies.
 */
export function nextStep(facts: StepFacts): NextStep | 'loading' | null {
  for (const rule of RULES) {
    const step = rule(facts);
    if (step === undefined) return 'loading';
    if (step) return step;
  }
  return null;
}
