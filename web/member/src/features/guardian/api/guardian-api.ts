import {
  guardianActivityPageSchema,
  guardianInviteCodeSentSchema,
  guardianInvitePreviewSchema,
  guardianStateSchema,
  sessionSchema,
  wardDeclarationSchema,
  type GuardianActivityPage,
  type GuardianInviteCodeSent,
  type GuardianInvitePreview,
  type GuardianSettings,
  type GuardianState,
  type Session,
  type WardDeclaration,
} from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** The member's guardian link (services/auth README, Guardian). */
export const fetchGuardianState = (signal?: AbortSignal): Promise<GuardianState> =>
  api('/auth/me/guardian', { schema: guardianStateSchema, signal });

/** POST /api/auth/me/guardian/invite: a one-use link by mail or SMS (7 days). */
export const inviteGuardian = (to: { email: string } | { phone: string }): Promise<GuardianState> =>
  api('/auth/me/guardian/invite', { method: 'POST', body: to, schema: guardianStateSchema });

export const saveGuardianSettings = (settings: GuardianSettings): Promise<GuardianState> =>
  api('/auth/me/guardian/settings', { method: 'PUT', body: settings, schema: guardianStateSchema });

export const lockGuardianLink = (days: number): Promise<GuardianState> =>
  api('/auth/me/guardian/lock', { method: 'PUT', body: { days }, schema: guardianStateSchema });

/** Ends the link (refused while locked) or withdraws a pending invitation. */
export const endGuardianLink = (): Promise<void> => api('/auth/me/guardian', { method: 'DELETE' });

export const fetchGuardianActivity = (cursor?: string, signal?: AbortSignal): Promise<GuardianActivityPage> =>
  api(`/auth/me/guardian/activity${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, {
    schema: guardianActivityPageSchema,
    signal,
  });

export const previewGuardianInvite = (token: string, signal?: AbortSignal): Promise<GuardianInvitePreview> =>
  api(`/auth/guardian/invites/${encodeURIComponent(token)}`, { schema: guardianInvitePreviewSchema, signal });

/** Sends the invitee the code that proves the invited address is theirs (to accept signed out). */
export const requestGuardianInviteCode = (token: string): Promise<GuardianInviteCodeSent> =>
  api(`/auth/guardian/invites/${encodeURIComponent(token)}/code`, {
    method: 'POST',
    body: {},
    schema: guardianInviteCodeSentSchema,
  });

/** Accepts: signed in as a guardian (empty body), or creating the guardian account with the code. */
export const acceptGuardianInvite = (
  token: string,
  account?: { fullName: string; password: string; confirmPassword: string; code: string },
): Promise<Session> =>
  api(`/auth/guardian/invites/${encodeURIComponent(token)}/accept`, {
    method: 'POST',
    body: account ?? {},
    schema: sessionSchema,
  });

/** A ward's declaration and its badges (profile README, declarations). */
export const wardDeclarationKey = (memberId: string) =>
  ['profile', 'guardian', 'declaration', memberId] as const;

export const fetchWardDeclaration = (memberId: string, signal?: AbortSignal): Promise<WardDeclaration> =>
  api(`/profile/guardian/members/${encodeURIComponent(memberId)}/declaration`, {
    schema: wardDeclarationSchema,
    signal,
  });

/** He vouches for her declaration as it stands; her changing it drops his word. */
export const attestWardDeclaration = (memberId: string): Promise<WardDeclaration> =>
  api(`/profile/guardian/members/${encodeURIComponent(memberId)}/declaration/attestation`, {
    method: 'PUT',
    schema: wardDeclarationSchema,
  });
