import { isLocale, LOCALES } from '@mawadda/contracts';
import { uuidv7 } from '@mawadda/kit';
import type { CheckoutInput, CheckoutSession } from '../port.js';
import type { SandboxContext } from './sandbox-context.js';
import { insertSession } from './sandbox-store.js';

/**
 * `createCheckout`: stores an open session for the order and answers the hosted page's URL. Bad
 * input is billing's programming error (thrown), never a member's. No member id is kept: the
 * sandbox knows orders, not people.
 */
export async function openCheckout(c: SandboxContext, input: CheckoutInput): Promise<CheckoutSession> {
  assertCheckoutInput(input);
  const id = uuidv7();
  const now = c.clock();
  await insertSession(c.database.db, {
    id,
    orderId: input.orderId,
    orderNumber: input.orderNumber,
    amountMinor: input.amountMinor,
    currency: input.currency,
    description: input.description,
    locale: input.locale,
    returnUrl: input.returnUrl,
    status: 'open',
    createdAt: now,
    updatedAt: now,
  });
  return { sessionId: id, url: `${c.pathBase}/checkout/${id}` };
}

const bounded = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max;

function assertCheckoutInput(input: CheckoutInput): void {
  const problems: string[] = [];
  if (!bounded(input.orderId, 200)) problems.push('orderId');
  if (!bounded(input.orderNumber, 100)) problems.push('orderNumber');
  if (!bounded(input.description, 500)) problems.push('description');
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0 || input.amountMinor > 2 ** 31 - 1)
    problems.push('amountMinor');
  if (input.currency !== 'AED') problems.push('currency');
  if (!isLocale(input.locale)) problems.push(`locale (one of ${LOCALES.join(', ')})`);
  if (!isReturnUrl(input.returnUrl)) problems.push('returnUrl');
  if (problems.length > 0) throw new TypeError(`Invalid checkout input: ${problems.join(', ')}`);
}

/**
 * Where the browser may be sent afterwards: a path on this site (`/…`, not `//host`) or an
 * http(s) URL. Anything else (`javascript:`) would turn the redirect into an attack.
 */
export function isReturnUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000 || hasControlCharacter(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Control characters (a newline, a NUL) have no place in a URL we redirect to. */
const hasControlCharacter = (value: string) =>
  [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
