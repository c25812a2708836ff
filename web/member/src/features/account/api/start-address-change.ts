import {
  addressChangeSentSchema,
  type AddressChangeSent,
  type AddressKind,
  type ChangeEmail,
  type ChangePhone,
} from '@mawadda/contracts/auth/account-security';
import { api } from '../../../lib/api';

/**
 * POST /api/auth/me/email `{ email, currentPassword }` or /me/phone `{ phone, currentPassword }`:
 * 202, a code went to the new address (the account keeps the old one until it is confirmed).
 */
export function startAddressChange(kind: 'email', input: ChangeEmail): Promise<AddressChangeSent>;
export function startAddressChange(kind: 'phone', input: ChangePhone): Promise<AddressChangeSent>;
export function startAddressChange(kind: AddressKind, input: ChangeEmail | ChangePhone) {
  return api(`/auth/me/${kind}`, { method: 'POST', body: input, schema: addressChangeSentSchema });
}
