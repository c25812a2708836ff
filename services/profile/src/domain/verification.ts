import { randomInt } from 'node:crypto';
import {
  isVerified,
  SELFIE_GESTURES,
  SELFIE_PROMPT_TTL_MINUTES,
  type Badges,
  type MyVerification,
  type SelfieGesture,
  type VerificationDocKind,
  type VerificationKindState,
} from '@mawadda/contracts';
import type { ProfileRow, SelfiePromptRow, VerificationRow } from '../store/schema.js';
import type { RefusalOf } from './refusals.js';

/*
 * The rules of identity verification and badges (README: verification and badges), pure.
 */

/** The badges a profile row holds: each is the time it was earned, or null. */
export const badgesOf = (
  p: Pick<ProfileRow, 'phoneVerifiedAt' | 'emailVerifiedAt' | 'selfieVerifiedAt' | 'idVerifiedAt'>,
): Badges => ({
  phone: p.phoneVerifiedAt !== null,
  email: p.emailVerifiedAt !== null,
  selfie: p.selfieVerifiedAt !== null,
  id: p.idVerifiedAt !== null,
});

/** A gesture at random (crypto: a member cannot guess the next one and prepare a photo). */
export const pickGesture = (): SelfieGesture => SELFIE_GESTURES[randomInt(SELFIE_GESTURES.length)]!;

export const promptExpiry = (now: Date) => new Date(now.getTime() + SELFIE_PROMPT_TTL_MINUTES * 60_000);

/** A selfie must answer a prompt of its member's that is unused and still running. */
export function checkPrompt(
  prompt: SelfiePromptRow | undefined,
  memberId: string,
  now: Date,
): RefusalOf<'verification_prompt_invalid'> | null {
  if (!prompt || prompt.memberId !== memberId || prompt.usedAt !== null || prompt.expiresAt <= now)
    return { refusal: 'verification_prompt_invalid' };
  return null;
}

/**
 * Whether a member may send a new file of this kind: never while one waits for staff, nor once
 * the badge is earned (nothing left to prove).
 */
export function checkSubmission(
  kind: VerificationDocKind,
  profile: ProfileRow,
  pending: boolean,
): RefusalOf<'verification_pending'> | RefusalOf<'verification_done'> | null {
  const earned = kind === 'marital' ? profile.declarationCheckedAt !== null : badgesOf(profile)[kind];
  if (earned) return { refusal: 'verification_done' };
  if (pending) return { refusal: 'verification_pending' };
  return null;
}

const NONE: VerificationKindState = { status: 'none', submittedAt: null, decidedAt: null, reason: null };

/** The latest submission of a kind tells where it stands; an earned badge is `approved` whatever came after. */
function kindState(badge: boolean, latest: VerificationRow | undefined): VerificationKindState {
  if (!latest) return badge ? { ...NONE, status: 'approved' } : NONE;
  return {
    status: badge && latest.status !== 'approved' ? 'approved' : latest.status,
    submittedAt: latest.submittedAt.toISOString(),
    decidedAt: latest.decidedAt?.toISOString() ?? null,
    reason: latest.status === 'rejected' ? latest.reason : null,
  };
}

/** `GET /me/verification`: the badges and each kind's state, a rejection's reason being the notice. */
export function myVerification(profile: ProfileRow, rows: readonly VerificationRow[]): MyVerification {
  const badges = badgesOf(profile);
  const latest = (kind: VerificationDocKind) =>
    rows
      .filter((r) => r.kind === kind)
      .reduce<VerificationRow | undefined>(
        (a, r) => (!a || r.submittedAt >= a.submittedAt ? r : a),
        undefined,
      );
  return {
    badges,
    verified: isVerified(badges),
    selfie: kindState(badges.selfie, latest('selfie')),
    id: kindState(badges.id, latest('id')),
    marital: maritalState(profile, latest('marital')),
  };
}

/**
 * The declaration's document: approved only while the check stands. A changed declaration drops
 * it, so an approval for the old one reads as `none` (nothing backs what she says now).
 */
function maritalState(profile: ProfileRow, latest: VerificationRow | undefined): VerificationKindState {
  const state = kindState(profile.declarationCheckedAt !== null, latest);
  return state.status === 'approved' && profile.declarationCheckedAt === null ? NONE : state;
}

/** Where a submission's file lives: apart from the member's media, reached only by staff URLs. */
export const VERIFICATION_PREFIX = 'verifications';
export const verificationFolder = (memberId: string) => `${VERIFICATION_PREFIX}/${memberId}`;
export const verificationKey = (row: Pick<VerificationRow, 'memberId' | 'id'>, file: string) =>
  `${verificationFolder(row.memberId)}/${row.id}/${file}`;

/** Where staff URLs of a submission's file point (under the media cookie's path, for `<img>`). */
export const VERIFICATION_FILE_BASE = '/api/profile/media/verification';

/** The stored file's name: a re-encoded image or the PDF as sent. */
export const verificationFileName = (contentType: string) =>
  contentType === 'application/pdf' ? 'document.pdf' : 'image.webp';
