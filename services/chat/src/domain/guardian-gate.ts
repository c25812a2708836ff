import { GUARDIAN_DECLINE_DAYS, type ConversationStatus, type GuardianGate } from '@mawadda/contracts';

/*
 * A guardian's gate with no I/O (README: guardian). A gated conversation exists for its starter
 * alone; after a decline he may ask again only after GUARDIAN_DECLINE_DAYS, so a "no" is not worn
 * down. Her own write lifts the gate: no guardian gates the member's own choices.
 */

export interface GatedConversation {
  starterId: string;
  status: ConversationStatus;
  gate: GuardianGate | null;
  gateAt: Date | null;
}

export type GateStep =
  | { kind: 'none' }
  | { kind: 'refuse'; refusal: 'awaiting_guardian' | 'guardian_declined' }
  /** The starter, a decline's days past: a first contact again, gated anew if the guardian still approves. */
  | { kind: 'ask-again' }
  /** The member writes herself: the conversation opens to both. */
  | { kind: 'lift' };

const DAY_MS = 86_400_000;

export function gateStep(writerId: string, c: GatedConversation | undefined, now: Date): GateStep {
  if (!c?.gate) return { kind: 'none' };
  if (writerId !== c.starterId) return { kind: 'lift' };
  if (c.gate === 'waiting')
    return c.status === 'closed' ? { kind: 'ask-again' } : { kind: 'refuse', refusal: 'awaiting_guardian' };
  const since = c.gateAt ? now.getTime() - c.gateAt.getTime() : Infinity;
  return since < GUARDIAN_DECLINE_DAYS * DAY_MS
    ? { kind: 'refuse', refusal: 'guardian_declined' }
    : { kind: 'ask-again' };
}

/** The guardian who must approve a new conversation with a member, or null when none must. */
export const approverOf = (
  g: { guardianId: string | null; approveConversations: boolean } | undefined,
): string | null => (g?.guardianId && g.approveConversations ? g.guardianId : null);

/** Whether a guardian may read a member's conversations now, by the copy. */
export const guardianReads = (
  g: { guardianId: string | null; readsConversations: boolean } | undefined,
  guardianId: string,
): boolean => !!g && g.guardianId === guardianId && g.readsConversations;
