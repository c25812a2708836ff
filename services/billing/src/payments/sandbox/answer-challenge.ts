import type { SandboxContext } from './sandbox-context.js';
import type { CheckoutSessionRow } from './sandbox-schema.js';
import { findSession } from './sandbox-store.js';
import { settleCheckout } from './settle-checkout.js';

export type ChallengeResult =
  | { kind: 'not_found' }
  /** No challenge was asked (the card form comes first). */
  | { kind: 'open'; session: CheckoutSessionRow }
  | { kind: 'decided'; session: CheckoutSessionRow }
  /** Neither button: the challenge is shown again. */
  | { kind: 'invalid'; session: CheckoutSessionRow };

/**
 * The member answers the challenge step (3-D Secure's stand-in): `approve` pays with the card
 * kept at the challenge, `fail` fails the checkout as `challenge_failed`.
 */
export async function answerChallenge(
  c: SandboxContext,
  sessionId: string,
  decision: unknown,
): Promise<ChallengeResult> {
  const session = await findSession(c.database.db, sessionId);
  if (!session) return { kind: 'not_found' };
  if (session.status === 'open') return { kind: 'open', session };
  if (session.status !== 'challenge') return { kind: 'decided', session };
  if (decision !== 'approve' && decision !== 'fail') return { kind: 'invalid', session };

  const card = { brand: session.cardBrand ?? 'card', last4: session.cardLast4 ?? '0000' };
  const settled =
    decision === 'approve'
      ? await settleCheckout(c, sessionId, ['challenge'], {
          kind: 'succeeded',
          card,
          renewals: session.renewals ?? 'succeed',
        })
      : await settleCheckout(c, sessionId, ['challenge'], {
          kind: 'failed',
          reason: 'challenge_failed',
          card,
        });
  const now = settled ?? (await findSession(c.database.db, sessionId));
  return now ? { kind: 'decided', session: now } : { kind: 'not_found' };
}
