import type { Renewals } from './sandbox-schema.js';

/** What a card does at the sandbox checkout. */
export type CardBehaviour =
  | { outcome: 'pay'; renewals: Renewals }
  | { outcome: 'challenge'; renewals: Renewals }
  | { outcome: 'decline' };

export interface SandboxTestCard {
  /** As printed on the page (groups of four). */
  number: string;
  behaviour: CardBehaviour;
  /** What it is for, in English (the page says it in the member's locale). */
  purpose: string;
}

/**
 * The sandbox's test cards, as a real provider's test mode has them. Any other number that passes
 * the Luhn check is declined; one that fails it is a typing mistake (a field error).
 */
export const SANDBOX_TEST_CARDS = {
  pays: {
    number: '4242 4242 4242 4242',
    behaviour: { outcome: 'pay', renewals: 'succeed' },
    purpose: 'pays; renewals succeed',
  },
  declined: {
    number: '4000 0000 0000 0002',
    behaviour: { outcome: 'decline' },
    purpose: 'declined',
  },
  challenge: {
    number: '4000 0000 0000 3220',
    behaviour: { outcome: 'challenge', renewals: 'succeed' },
    purpose: 'asks for a confirmation step, then pays or fails',
  },
  renewalsDeclined: {
    number: '4000 0000 0000 0341',
    behaviour: { outcome: 'pay', renewals: 'decline' },
    purpose: 'pays now; every renewal is declined',
  },
} as const satisfies Record<string, SandboxTestCard>;

export type SandboxTestCardName = keyof typeof SANDBOX_TEST_CARDS;

const byDigits = new Map<string, CardBehaviour>(
  Object.values(SANDBOX_TEST_CARDS).map((card) => [card.number.replace(/ /g, ''), card.behaviour]),
);

/** The behaviour of a Luhn-valid card number (digits only). */
export const behaviourOf = (digits: string): CardBehaviour => byDigits.get(digits) ?? { outcome: 'decline' };

/** The Luhn checksum every real card number passes (catches a mistyped digit). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card network by its leading digits; what billing shows beside the last four. */
export function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}
