/**
 * A message I wrote that the server has not confirmed yet. `queued`: no way to the server right
 * now (the connection is down); it goes, with the same clientId, when the connection is back.
 * `failed`: refused or unanswered; it stays on screen with its reason until sent again or removed.
 */
export interface PendingMessage {
  clientId: string;
  text: string;
  createdAt: string;
  status: 'sending' | 'failed';
  queued: boolean;
  /** Why it failed, in the member's language. */
  error: string | null;
}
