import {
  accountSchema,
  addressChangeSentSchema,
  changeEmailSchema,
  changePhoneSchema,
  confirmAddressChangeSchema,
} from '@mawadda/contracts';
import { changeAddress } from '../app/change-address.js';
import { confirmAddressChange } from '../app/confirm-address-change.js';
import { toAccount } from '../domain/account-view.js';
import type { AuthHttp } from './context.js';
import { orRefuse } from './problems.js';

/**
 * Changing the account's email or phone (README: Account security): the current password, a code
 * to the new address, and a notice to the old one. Every account, guardians and staff included.
 */
export function addressRoutes({ api, app }: AuthHttp) {
  for (const kind of ['email', 'phone'] as const) {
    api.post(
      `/me/${kind}`,
      {
        summary: `Send a 6-digit code (15 minutes, 5 tries) to a new ${kind}, given the current password`,
        access: 'account',
        body: kind === 'email' ? changeEmailSchema : changePhoneSchema,
        response: addressChangeSentSchema,
        status: 202,
        errors: {
          400: `current_password_wrong, or same_address (already this account's ${kind})`,
          409: `${kind}_taken: another account holds it (never which)`,
          429: 'Too many password checks, or too many codes sent to this address',
        },
      },
      async ({ auth, body }) => {
        const address = 'email' in body ? body.email : body.phone;
        const sent = orRefuse(
          await changeAddress(app, auth.id, { kind, address, currentPassword: body.currentPassword }),
        );
        return { kind, expiresAt: sent.expiresAt.toISOString() };
      },
    );

    api.post(
      `/me/${kind}/confirm`,
      {
        summary: `Confirm the new ${kind} with its code → the account (the ${kind} verified); the old one is told`,
        access: 'account',
        body: confirmAddressChangeSchema,
        response: accountSchema,
        errors: {
          400: 'invalid_code, or code_expired (none asked, expired or used up)',
          409: `${kind}_taken: another account took it meanwhile`,
        },
      },
      async ({ auth, body }) =>
        toAccount(orRefuse(await confirmAddressChange(app, auth.id, kind, body.code))),
    );
  }
}
