import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The code proving an invitee holds the invited address: the link alone may have been forwarded.
 * Not stored: derived from the invitation and a 15-minute window under a key only auth holds, and
 * accepted in that window and the next. Wrong tries are counted per invitation.
 */
export const GUARDIAN_CODE_WINDOW_MS = 15 * 60_000;
export const GUARDIAN_CODE_TRIES = 5;

export interface CodedInvite {
  tokenHash: string;
  createdAt: Date;
}

const windowOf = (at: number) => Math.floor(at / GUARDIAN_CODE_WINDOW_MS);

function codeFor(key: Buffer, invite: CodedInvite, window: number): string {
  const mac = createHmac('sha256', key)
    .update(`guardian-accept\n${invite.tokenHash}\n${invite.createdAt.toISOString()}\n${window}`)
    .digest();
  return String(mac.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

/** The code to send now, and until when it is taken. */
export function guardianCode(
  key: Buffer,
  invite: CodedInvite,
  now: number,
): { code: string; expiresAt: Date } {
  const window = windowOf(now);
  return { code: codeFor(key, invite, window), expiresAt: new Date((window + 2) * GUARDIAN_CODE_WINDOW_MS) };
}

/** Whether `code` is this invitation's, of this window or the one before (both always compared). */
export function isGuardianCode(key: Buffer, invite: CodedInvite, code: string, now: number): boolean {
  const given = Buffer.from(code.padEnd(6).slice(0, 6));
  const window = windowOf(now);
  let match = false;
  for (const w of [window, window - 1])
    match = timingSafeEqual(given, Buffer.from(codeFor(key, invite, w))) || match;
  return match && /^\d{6}$/.test(code);
}

/** The code key, derived from auth's own secret under a label of its own. */
export const guardianCodeKey = (secret: string) =>
  createHmac('sha256', secret).update('mawadda guardian invitation codes').digest();
