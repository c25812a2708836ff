import { createHmac } from 'node:crypto';

/**
 * HMAC of an account's E.164 phone under auth's secret key. Billing gives one trial per number by
 * comparing keys without holding numbers; a plain hash could be reversed by trying the small space
 * of phone numbers. Null for an account without a phone.
 */
export function phoneKeyOf(secret: string, phone: string | null): string | null {
  if (!phone) return null;
  return createHmac('sha256', secret).update(phone, 'utf8').digest('hex');
}
