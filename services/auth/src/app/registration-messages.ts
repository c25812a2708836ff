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
 * A registration sends exactly one message per address: the code when free, otherwise a "someone
 * tried to register" notice. Neither the answer nor the work done tells which address is taken.
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
