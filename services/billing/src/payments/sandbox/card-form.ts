import { brandOf, passesLuhn } from './test-cards.js';

export type CardField = 'number' | 'expiry' | 'cvc' | 'name';
export type FieldError = 'required' | 'invalid' | 'expired';

/** A card as the checkout keeps it past the form: never the number, the expiry or the CVC. */
export interface EnteredCard {
  /** Only to look the test card up, then dropped with the request. */
  digits: string;
  brand: string;
  last4: string;
}

export type CardFormResult =
  | { ok: true; card: EnteredCard }
  | {
      ok: false;
      errors: Partial<Record<CardField, FieldError>>;
      /** What the form shows again: the expiry and the name; the number and CVC are typed anew. */
      kept: { expiry: string; name: string };
    };

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/**
 * Checks the checkout form as a card form does before charging: Luhn, an expiry not in the past, a
 * CVC of 3 or 4 digits. A refusal is a value (field errors); the name is optional and never kept.
 */
export function readCardForm(body: unknown, now: Date): CardFormResult {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const number = text(fields.number, 40);
  const expiry = text(fields.expiry, 10);
  const cvc = text(fields.cvc, 10);
  const name = text(fields.name, 100);
  const errors: Partial<Record<CardField, FieldError>> = {};

  const digits = number.replace(/ /g, '');
  if (!digits) errors.number = 'required';
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.number = 'invalid';

  const expiryError = checkExpiry(expiry, now);
  if (expiryError) errors.expiry = expiryError;

  if (!cvc) errors.cvc = 'required';
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'invalid';

  if (Object.keys(errors).length > 0) return { ok: false, errors, kept: { expiry, name } };
  return { ok: true, card: { digits, brand: brandOf(digits), last4: digits.slice(-4) } };
}

/** `MM/YY` (or `MM/YYYY`), valid through the last day of that month (UTC). */
function checkExpiry(expiry: string, now: Date): FieldError | undefined {
  if (!expiry) return 'required';
  const m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry);
  if (!m) return 'invalid';
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return 'invalid';
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < thisMonth ? 'expired' : undefined;
}
