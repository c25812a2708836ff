import { accountSchema, type Account } from '@mawadda/contracts/auth';
import type { AddressKind, ConfirmAddressChange } from '@mawadda/contracts/auth/account-security';
import { api } from '../../../lib/api';

/** POST /api/auth/me/email/confirm or /me/phone/confirm `{ code }` → the account with its new address. */
export const confirmAddressChange = (kind: AddressKind, input: ConfirmAddressChange): Promise<Account> =>
  api(`/auth/me/${kind}/confirm`, { method: 'POST', body: input, schema: accountSchema });
