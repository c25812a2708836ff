import { ok, refused, type Outcome } from '@mawadda/kit';
import type { RefusalOf } from '../domain/refusals.js';
import { digestSecret, newCode, VERIFICATION_RULES } from '../domain/verification-secrets.js';
import { lockPendingRegistration, replaceRegistrationCodes } from '../store/pending-registrations-store.js';
import type { AuthApp } from './context.js';
import { deliver, spendSends } from './deliver.js';
import { registrationMessages } from './registration-messages.js';
import type { PendingRegistrationView } from './start-registration.js';

/**
 * New codes for a pending registration, sent again (the earlier ones stop working). At most 3
 * times per registration, and within each address's hourly budget. The expiry and the wrong-try
 * count stay: resending does not buy more time or more guesses.
 */
export async function resendRegistration(
  app: AuthApp,
  registrationId: string,
): Promise<
  Outcome<PendingRegistrationView, RefusalOf<'registration_expired' | 'resend_limit' | 'rate_limited'>>
> {
  const now = new Date();
  const codes = { email: newCode(), phone: newCode() };
  const outcome = await app.database.db.transaction(async (tx) => {
    const pending = await lockPendingRegistration(tx, registrationId, now);
    if (!pending) return refused({ refusal: 'registration_expired' as const });
    if (pending.resends >= VERIFICATION_RULES.registrationMaxResends)
      return refused({
        refusal: 'resend_limit' as const,
        retryAfterSeconds: Math.max(1, Math.ceil((pending.expiresAt.getTime() - now.getTime()) / 1000)),
      });
    const limited = await spendSends(app, [pending.email, pending.phone]);
    if (limited) return refused(limited);
    await replaceRegistrationCodes(tx, pending.id, {
      emailCodeHash: digestSecret(codes.email, `${pending.id}:email`),
      phoneCodeHash: digestSecret(codes.phone, `${pending.id}:phone`),
    });
    return ok(pending);
  });
  if (!outcome.ok) return outcome;
  const pending = outcome.value;
  await deliver(
    app,
    await registrationMessages(
      app,
      { id: pending.id, email: pending.email, phone: pending.phone, locale: pending.fields.locale ?? 'ar' },
      codes,
    ),
  );
  return ok({ registrationId: pending.id, expiresAt: pending.expiresAt });
}
