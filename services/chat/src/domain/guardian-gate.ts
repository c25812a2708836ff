import { GUARDIAN_DECLINE_DAYS, type ConversationStatus, type GuardianGate } from '@mawadda/contracts';

/*
 * Issue 17 (README: guardian), with no I/O: what a guardian's gate on a conversation means for
 * the next write. A gated conversation exists for its starter alone. He waits while it is
 * `waiting`; after a decline he may ask again once GUARDIAN_DECLINE_DAYS have passed (a "no" is
 * not worn down). The member herself writing to him lifts the gate: she chose the contact, and
 * no guardian gates the member's own choices. A waiting conversation that closed (a block, a
 * suspension, an erasure, or its starter) had its request withdrawn with the closure, so the
 * starter's next write, where the contact rules allow one, asks the guardian anew.
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
