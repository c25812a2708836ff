import type { ChatWith, ChatRefusal } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import { openingRefusal, writeStep } from '../domain/contact-rules.js';
import { gateStep } from '../domain/guardian-gate.js';
import type { Refusal, RefusalOf } from '../domain/refusals.js';
import type { ChatApp } from './context.js';
import { openingFacts, pairFacts, stateOf } from './pair-facts.js';
import { conversationFor } from './views.js';

/**
 * What the message button on a profile needs: our conversation if there is one, and whether I
 * may write now, or why not (the page offers the way forward). The same rules as a write, read
 * without writing. A member who blocks me, or whom chat does not know, is not found.
 */
export async function chatWith(
  app: ChatApp,
  memberId: string,
  otherId: string,
): Promise<Outcome<ChatWith, RefusalOf<'notFound'>>> {
  const db = app.database.db;
  const row = await app.conversations.findByPair(db, memberId, otherId);
  const step = writeStep(memberId, await pairFacts(app, db, memberId, otherId), stateOf(row));
  if (!step.ok && step.refusal.refusal === 'notFound')
    return refused({ refusal: 'notFound', what: 'member' });
  // The guardian's gate, as a write would meet it (write-message.ts).
  const gate = gateStep(memberId, row, app.clock());
  let refusal: Refusal | undefined = step.ok ? undefined : step.refusal;
  if (gate.kind === 'refuse') refusal = { refusal: gate.refusal };
  else if (step.ok) {
    const kind = gate.kind !== 'none' && step.kind === 'reply' ? 'reopen' : step.kind;
    if (kind !== 'reply') {
      const member = (await app.members.find(db, otherId))!;
      refusal = openingRefusal(kind, member, await openingFacts(app, db, memberId, otherId));
    }
  }
  const conversation = row ? ((await conversationFor(app, memberId, row.id)) ?? null) : null;
  return ok({
    conversation,
    canWrite: !refusal,
    refusal: refusal ? toChatRefusal(refusal) : null,
    retryAfterSeconds: refusal && 'retryAfterSeconds' in refusal ? refusal.retryAfterSeconds : null,
  });
}

/** The refusals a member can be shown with a way forward (the rest never reach this answer). */
function toChatRefusal(r: Refusal): ChatRefusal {
  switch (r.refusal) {
    case 'self':
    case 'member_unavailable':
    case 'blocked':
    case 'needs_follow':
    case 'needs_entitlement':
    case 'daily_limit':
    case 'closed':
    case 'rate_limited':
    case 'awaiting_guardian':
    case 'guardian_declined':
      return r.refusal;
    default:
      return 'member_unavailable';
  }
}
