import {
  registerAttemptMail,
  registerAttemptSms,
  registrationCodeMail,
  registrationCodeSms,
} from '../domain/verification-texts.js';
import { findAccountByLogin } from '../store/accounts-store.js';
import type { AuthApp } from './context.js';
import type { Outgoing } from './deliver.js';

/**
 * What a registration sends to each of its addresses: the code when the address is free; when it
 * belongs to an account, the "someone tried to register with this address" notice instead, in the
 * language that account uses. Exactly one message per address either way, so neither the answer
 * nor the work done tells the registrant which address is taken.
 */
export async function registrationMessages(
  app: AuthApp,
  pending: { id: string; email: string; phone: string; locale: string },
  codes: { email: string; phone: string },
): Promise<Outgoing[]> {
  const db = app.database.db;
  const [emailOwner, phoneOwner] = await Promise.all([
    findAccountByLogin(db, { email: pending.email }),
    findAccountByLogin(db, { phone: pending.phone }),
  ]);
  const origin = app.publicOrigin;
  return [
    {
      channel: 'mail',
      message: emailOwner
        ? registerAttemptMail({ to: pending.email, locale: emailOwner.locale, origin })
        : registrationCodeMail({
            to: pending.email,
            locale: pending.locale,
            code: codes.email,
            registrationId: pending.id,
            origin,
          }),
    },
    {
      channel: 'sms',
      message: phoneOwner
        ? registerAttemptSms({ to: pending.phone, locale: phoneOwner.locale })
        : registrationCodeSms({ to: pending.phone, locale: pending.locale, code: codes.phone }),
    },
  ];
}
