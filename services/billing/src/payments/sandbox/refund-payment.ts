import { eq, sql } from 'drizzle-orm';
import { uuidv7 } from '@mawadda/kit';
import type { RefundInput, RefundOutcome } from '../port.js';
import type { SandboxContext } from './sandbox-context.js';
import { checkoutSessions, refunds, savedCharges } from './sandbox-schema.js';

/**
 * `refund` for the sandbox: as a real provider, it gives back at most what the payment took, once
 * per key. The payment is a paid checkout's or a successful saved charge's. Serialised per payment
 * by a transaction-scoped advisory lock, so two refunds racing cannot both pass the sum.
 */
export async function refundPayment(c: SandboxContext, input: RefundInput): Promise<RefundOutcome> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
    throw new TypeError('Invalid refund: amountMinor');
  return c.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-refund:${input.paymentRef}`}))`);
    const [earlier] = await tx.select().from(refunds).where(eq(refunds.key, input.key));
    if (earlier) return { ok: true as const, refundRef: earlier.id };
    const [session] = await tx
      .select({ amount: checkoutSessions.amountMinor })
      .from(checkoutSessions)
      .where(eq(checkoutSessions.paymentRef, input.paymentRef));
    const [charge] = session
      ? []
      : await tx
          .select({ amount: savedCharges.amountMinor })
          .from(savedCharges)
          .where(eq(savedCharges.paymentRef, input.paymentRef));
    const paid = session?.amount ?? charge?.amount;
    if (paid === undefined) return { ok: false as const, reason: 'refused' as const };
    const [{ total } = { total: 0 }] = await tx
      .select({ total: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::int` })
      .from(refunds)
      .where(eq(refunds.paymentRef, input.paymentRef));
    if (Number(total) + input.amountMinor > paid) return { ok: false as const, reason: 'refused' as const };
    const id = `re_${uuidv7()}`;
    await tx.insert(refunds).values({
      key: input.key,
      id,
      paymentRef: input.paymentRef,
      amountMinor: input.amountMinor,
      createdAt: c.clock(),
    });
    return { ok: true as const, refundRef: id };
  });
}
