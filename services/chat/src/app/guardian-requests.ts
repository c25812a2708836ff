import type { GuardianConversationRequestList, GuardianDecision } from '@mawadda/contracts';
import { ok, refused, type AfterCommit, type Db, type Outcome } from '@mawadda/kit';
import type { GuardianChangedPayload } from '@mawadda/contracts';
import { approverOf } from '../domain/guardian-gate.js';
import type { RefusalOf } from '../domain/refusals.js';
import { guardianDecision } from '../events/chat-events.js';
import type { MessageRow } from '../store/schema.js';
import type { ChatApp } from './context.js';
import { openGate } from './guardian-gate.js';
import { announceConversation, announceMessages } from './notify.js';
import { pairKey } from './write-request.js';

/** `GET /api/chat/guardian/requests`: conversations waiting for me, as a guardian, oldest first. */
export async function listGuardianRequests(
  app: ChatApp,
  guardianId: string,
): Promise<GuardianConversationRequestList> {
  const rows = await app.guardians.pendingForGuardian(app.database.db, guardianId);
  return {
    items: rows.map(({ request, text }) => ({
      id: request.id,
      conversationId: request.conversationId,
      memberId: request.memberId,
      requesterId: request.requesterId,
      firstMessage: text,
      at: request.createdAt.toISOString(),
    })),
  };
}

type DecideRefusal =
  | RefusalOf<'guardianRequestNotFound'>
  | RefusalOf<'guardianRequestDecided'>
  | RefusalOf<'guardianRequestWithdrawn'>;

/**
 * Approving opens the conversation to the member as if it started now; declining closes it for the
 * starter alone, who may ask again after GUARDIAN_DECLINE_DAYS (she is told nothing). Another
 * guardian's request: 404; answered: 409; withdrawn while it waited: 409.
 */
export async function decideGuardianRequest(
  app: ChatApp,
  guardianId: string,
  requestId: string,
  decision: 'approved' | 'declined',
): Promise<Outcome<GuardianDecision, DecideRefusal>> {
  const db = app.database.db;
  const request = await app.guardians.requestFor(db, guardianId, requestId);
  if (!request) return refused({ refusal: 'guardianRequestNotFound' });
  const decided = await app.pairs.run(pairKey(request.requesterId, request.memberId), () =>
    app.outbox.inTransaction(db, async (tx): Promise<Outcome<MessageRow | null, DecideRefusal>> => {
      await app.conversations.lockPair(tx, request.requesterId, request.memberId);
      const link = await app.guardians.of(tx, request.memberId);
      if (link?.guardianId !== guardianId) return refused({ refusal: 'guardianRequestNotFound' });
      const pending = await app.guardians.pendingOf(tx, request.conversationId);
      if (pending?.id !== requestId) {
        const settled = await app.guardians.requestFor(tx, guardianId, requestId);
        return refused({
          refusal: settled?.status === 'cancelled' ? 'guardianRequestWithdrawn' : 'guardianRequestDecided',
        });
      }
      const now = app.clock();
      const row = (await app.conversations.byId(tx, request.conversationId))!;
      await app.outbox.append(
        tx,
        guardianDecision({
          requestId,
          memberId: request.memberId,
          guardianId,
          requesterId: request.requesterId,
          decision,
          at: now,
        }),
      );
      if (decision === 'declined') {
        await app.guardians.settle(tx, requestId, 'declined', now);
        await app.conversations.setGate(tx, row.id, 'declined', now);
        return ok(null);
      }
      return ok((await openGate(app, tx, row, now, { settleAs: 'approved', announceWaiting: true })) ?? null);
    }),
  );
  if (!decided.ok) return decided;
  await announceOpened(app, request.conversationId, decided.value ?? undefined);
  return ok({ id: requestId, decision, at: app.clock().toISOString() });
}

/** After commit: both members see the conversation as it now stands (she meets the waiting message). */
async function announceOpened(app: ChatApp, conversationId: string, waiting: MessageRow | undefined) {
  if (!waiting) return announceConversation(app, conversationId);
  const db = app.database.db;
  const row = (await app.conversations.byId(db, conversationId))!;
  const views = (
    await Promise.all(
      [row.memberA, row.memberB].map((id) => app.conversations.factsOf(db, id, conversationId)),
    )
  ).filter((f) => f !== undefined);
  await announceMessages(app, [{ message: waiting, views }]);
}

/**
 * auth's `guardian.changed`: the copy moves to the latest state. Requests it no longer gates are
 * not left hanging: the conversation opens (`lapsed`), with no `guardian.approval.decided`, since
 * no guardian decided.
 */
export async function applyGuardianChanged(
  app: ChatApp,
  tx: Db,
  e: GuardianChangedPayload,
): Promise<AfterCommit | void> {
  if (!(await app.guardians.apply(tx, e))) return;
  const approver = approverOf(e);
  const opened: { conversationId: string; waiting?: MessageRow }[] = [];
  for (const request of await app.guardians.pendingForMember(tx, e.memberId)) {
    if (request.guardianId === approver) continue;
    await app.conversations.lockPair(tx, request.requesterId, request.memberId);
    const row = await app.conversations.byId(tx, request.conversationId);
    if (!row) continue;
    const waiting = await openGate(app, tx, row, app.clock(), { settleAs: 'lapsed', announceWaiting: true });
    opened.push({ conversationId: row.id, waiting });
  }
  if (opened.length)
    return async () => {
      for (const o of opened) await announceOpened(app, o.conversationId, o.waiting);
    };
}
