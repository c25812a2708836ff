import type { GuardianSettings } from '@mawadda/contracts';
import { NO_GUARDIAN_SETTINGS } from '@mawadda/contracts';
import { ok, refused, type Outcome } from '@mawadda/kit';
import type { AuthRefusal } from './refusals.js';

/** An invitation a token found, if it is still good: unknown or used (404), expired (410). */
export function usableInvite<T extends { expiresAt: Date }>(
  invite: T | undefined,
  now: Date,
): Outcome<T, AuthRefusal> {
  if (!invite) return refused({ refusal: 'guardian_invite_unknown' });
  if (invite.expiresAt <= now) return refused({ refusal: 'guardian_invite_expired' });
  return ok(invite);
}

/** The invitation's rules (README: Guardian). */
export const GUARDIAN_RULES = {
  /** An invitation link works 7 days, once. */
  inviteTtlMs: 7 * 24 * 3600_000,
} as const;

/**
 * A member's settings before she chooses (the table's defaults too): the three approvals on, the
 * guardian reading conversations and seeing her matchmaking off (his sight is never assumed).
 */
export const DEFAULT_GUARDIAN_SETTINGS: GuardianSettings = {
  approveConversations: true,
  approvePhotos: true,
  approveCv: true,
  readsConversations: false,
  seesMatchmaking: false,
  callsIncludeGuardian: false,
};

export const SETTING_KEYS = Object.keys(NO_GUARDIAN_SETTINGS) as (keyof GuardianSettings)[];

export const settingsOf = (row: GuardianSettings): GuardianSettings => ({
  approveConversations: row.approveConversations,
  approvePhotos: row.approvePhotos,
  approveCv: row.approveCv,
  readsConversations: row.readsConversations,
  seesMatchmaking: row.seesMatchmaking,
  callsIncludeGuardian: row.callsIncludeGuardian,
});

/** Which settings a change turns, with their new values (what the log records). */
export function changedSettings(
  before: GuardianSettings,
  after: GuardianSettings,
): Partial<GuardianSettings> {
  const changed: Partial<GuardianSettings> = {};
  for (const key of SETTING_KEYS) if (before[key] !== after[key]) changed[key] = after[key];
  return changed;
}

/**
 * Loosening = turning any oversight off (an approval, the guardian's reading of conversations or
 * his sight of her matchmaking): not while locked.
 */
export const loosens = (before: GuardianSettings, after: GuardianSettings) =>
  SETTING_KEYS.some((key) => before[key] && !after[key]);

export const isLocked = (lockedUntil: Date | null, now: Date) => Boolean(lockedUntil && lockedUntil > now);

/**
 * A lock of `days` from now, never ending before the one in force: a lock can be set or
 * lengthened, never shortened (0 keeps what there is).
 */
export function lockEnd(current: Date | null, days: number, now: Date): Date | null {
  const wanted = days > 0 ? new Date(now.getTime() + days * 24 * 3600_000) : null;
  const live = current && current > now ? current : null;
  if (!wanted) return live;
  return live && live > wanted ? live : wanted;
}

/**
 * Whether a guardian account holds the invited address, verified: only then may it accept while
 * signed in. An invitation is the member's choice of a person by their address; another guardian
 * account holding the link cannot take it for itself.
 */
export function holdsInvitedAddress(
  account: {
    email: string | null;
    phone: string | null;
    emailVerifiedAt: Date | null;
    phoneVerifiedAt: Date | null;
  },
  invite: { channel: 'email' | 'phone'; address: string },
): boolean {
  return invite.channel === 'email'
    ? account.email?.toLowerCase() === invite.address.toLowerCase() && account.emailVerifiedAt !== null
    : account.phone === invite.address && account.phoneVerifiedAt !== null;
}

/** The first word of a full name: all a guardian or an invitee is told of the member. */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

/** `f•••@example.ae` / `+97150•••••12`: enough to recognise one's own address, not to learn one. */
export function maskAddress(channel: 'email' | 'phone', address: string): string {
  if (channel === 'email') {
    const [local = '', domain = ''] = address.split('@');
    return `${local.slice(0, 1)}•••@${domain}`;
  }
  return `${address.slice(0, 4)}${'•'.repeat(Math.max(address.length - 6, 3))}${address.slice(-2)}`;
}
