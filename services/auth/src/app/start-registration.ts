import { randomUUID } from 'node:crypto';
import { ok, refused, type Outcome } from '@mawadda/kit';
import { hashPassword, isCommonPassword } from '../domain/passwords.js';
import type { RefusalOf } from '../domain/refusals.js';
import { digestSecret, newCode, VERIFICATION_RULES } from '../domain/verification-secrets.js';
import { insertPendingRegistration } from '../store/pending-registrations-store.js';
import type { PendingFields } from '../store/schema.js';
import type { AuthApp } from './context.js';
import { deliver, spendSends } from './deliver.js';
import { registrationMessages } from './registration-messages.js';

export interface PendingRegistrationView {
  registrationId: string;
  expiresAt: Date;
}

/**
 * Step one of registering (README: registration): the form is valid, so it waits, with a code
 * for each address, until the codes come back. The answer is the same whether or not an address
 * is taken: only the address's owner learns that (by the notice sent instead of the code).
 */
export async function startRegistration(
  app: AuthApp,
  fields: PendingFields & { email: string; phone: string },
  password: string,
): Promise<Outcome<PendingRegistrationView, RefusalOf<'password_common' | 'rate_limited'>>> {
  if (isCommonPassword(password)) return refused({ refusal: 'password_common', field: 'password' });
  const limited = await spendSends(app, [fields.email, fields.phone]);
  if (limited) return refused(limited);
  // A random (v4) id, not a time-ordered one: nobody can guess another registration's id.
  const id = randomUUID();
  const codes = { email: newCode(), phone: newCode() };
  const expiresAt = new Date(Date.now() + VERIFICATION_RULES.registrationTtlMs);
  await insertPendingRegistration(app.database.db, {
    id,
    email: fields.email,
    phone: fields.phone,
    fields,
    passwordHash: await hashPassword(password),
    emailCodeHash: digestSecret(codes.email, `${id}:email`),
    phoneCodeHash: digestSecret(codes.phone, `${id}:phone`),
    expiresAt,
  });
  await deliver(
    app,
    await registrationMessages(
      app,
      { id, email: fields.email, phone: fields.phone, locale: fields.locale ?? 'ar' },
      codes,
    ),
  );
  return ok({ registrationId: id, expiresAt });
}
