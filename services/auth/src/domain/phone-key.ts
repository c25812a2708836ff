import { createHmac } from 'node:crypto';

/**
 * The phone key: hex HMAC-SHA-256 of an account's stored phone (E.164, so one number has one
 * form) under auth's secret phone key. Billing gives one free trial per phone number by comparing
 * these, without ever holding a number: equal numbers give equal keys, and without the secret a
 * key cannot be turned back into its number by trying the (small) space of phone numbers, which a
 * plain hash would allow. Null for an account without a phone.
 */
export function phoneKeyOf(secret: string, phone: string | null): string | null {
  if (!phone) return null;
  return createHmac('sha256', secret).update(phone, 'utf8').digest('hex');
}
