import type { Outcome } from '@mawadda/kit';
import type { WriteKind } from '../domain/contact-rules.js';
import type { Refusal } from '../domain/refusals.js';
import type { ConversationFacts } from '../domain/views.js';
import type { MessageRow } from '../store/schema.js';

/** One message to store: from the writer to the other member, in the conversation `named` if the writer named one. */
export interface WriteRequest {
  writerId: string;
  otherId: string;
  /** The conversation the writer addressed by id: it must be the pair's and one the writer sees. */
  named?: string;
  input: { clientId: string; text: string };
  /**
   * The socket that sent it, when one did: it hears of the message through its ack alone, so each
   * message costs the sender one frame, not two.
   */
  origin?: string;
}

export interface Written {
  message: MessageRow;
  conversationId: string;
  /** What this write was: a new conversation, a reopened one, a reply; `resend` for a client id already stored. */
  kind: WriteKind | 'resend';
  /** The conversation as the writer sees it right after the write (undefined for a resend). */
  writerView?: ConversationFacts;
}

/** What a writer hears back: the message written, or why not. */
export type WriteOutcome = Outcome<Written, Refusal>;

/** The pair's key, the same whichever of the two writes. */
export const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);
