import {
  guardianAcceptSchema,
  guardianActivityPageSchema,
  guardianActivityQuerySchema,
  guardianInviteCodeSentSchema,
  guardianInvitePreviewSchema,
  guardianInviteSchema,
  guardianLinkedMembersSchema,
  guardianLockSchema,
  guardianMemberParamsSchema,
  guardianSettingsInputSchema,
  guardianStateSchema,
  guardianTokenParamsSchema,
  sessionSchema,
} from '@mawadda/contracts';
import { GUARDIANS, problems, type Outcome } from '@mawadda/kit';
import type { AuthRefusal } from '../domain/refusals.js';
import { acceptGuardianInvite, previewGuardianInvite } from '../app/accept-guardian-invite.js';
import { changeGuardianSettings, lockGuardianLink } from '../app/change-guardian-settings.js';
import { currentAccount } from '../app/current-account.js';
import { endGuardianByGuardian, endGuardianByMember } from '../app/end-guardian-link.js';
import { guardianActivityOf, guardianStateOf, membersOfGuardian } from '../app/guardian-state.js';
import { inviteGuardian } from '../app/invite-guardian.js';
import { sendGuardianCode } from '../app/send-guardian-code.js';
import type { AuthHttp } from './context.js';
import { orRefuse } from './problems.js';
import { clientOf } from './refresh-cookie.js';
import { sendSession } from './session-response.js';

/** Individual members choose a guardian; companies and staff have none. */
const MEMBER = ['member'] as const;

/** The guardian (wali) link (README: Guardian): the member's side, the invitee's, the guardian's. */
export function guardianRoutes({ api, app, sessions, secureCookies }: AuthHttp) {
  /** The member's own account, active (a suspended member's tokens stop here too). */
  const active = async (id: string) => orRefuse(await currentAccount(app, id));

  /**
   * Guessing tokens is what the public routes must stop: an IP's unknown or expired tokens are
   * counted (60 per 10 minutes, then 429 for every try), good ones are not, so invitees behind one
   * address (an office, a family's router) are never slowed.
   */
  async function tokenTried<T>(ip: string | undefined, run: () => Promise<Outcome<T, AuthRefusal>>) {
    const key = ip ?? 'unknown';
    const gate = await app.limits.guardianTokenPerIp.peek(key);
    if (!gate.allowed) throw problems.rateLimited(gate.retryAfterSeconds);
    const outcome = await run();
    if (
      !outcome.ok &&
      ['guardian_invite_unknown', 'guardian_invite_expired'].includes(outcome.refusal.refusal)
    )
      await app.limits.guardianTokenPerIp.consume(key);
    return outcome;
  }

  api.get(
    '/me/guardian',
    {
      summary: 'My guardian link: status, settings, lock, pending invitation',
      access: MEMBER,
      response: guardianStateSchema,
    },
    async ({ auth }) => {
      await active(auth.id);
      return guardianStateOf(app, auth.id);
    },
  );

  api.post(
    '/me/guardian/invite',
    {
      summary: 'Invite a guardian by email or phone (a one-use link, 7 days); replaces a pending invitation',
      access: MEMBER,
      body: guardianInviteSchema,
      response: guardianStateSchema,
      status: 202,
      errors: { 409: 'guardian_already_linked', 429: 'Too many invitations' },
    },
    async ({ auth, body }) => {
      orRefuse(await inviteGuardian(app, auth.id, body));
      return guardianStateOf(app, auth.id);
    },
  );

  api.put(
    '/me/guardian/settings',
    {
      summary: 'What my guardian approves, whether they read my conversations and see my matchmaking',
      access: MEMBER,
      body: guardianSettingsInputSchema,
      response: guardianStateSchema,
      errors: { 409: 'guardian_locked: a switch cannot be turned off while locked' },
    },
    async ({ auth, body }) => {
      await active(auth.id);
      orRefuse(await changeGuardianSettings(app, auth.id, body));
      return guardianStateOf(app, auth.id);
    },
  );

  api.put(
    '/me/guardian/lock',
    {
      summary: 'Lock the link and its approvals for 30, 90 or 180 days (lengthen only)',
      access: MEMBER,
      body: guardianLockSchema,
      response: guardianStateSchema,
      errors: { 404: 'guardian_not_linked' },
    },
    async ({ auth, body }) => {
      await active(auth.id);
      orRefuse(await lockGuardianLink(app, auth.id, body.days));
      return guardianStateOf(app, auth.id);
    },
  );

  api.delete(
    '/me/guardian',
    {
      summary: 'End my guardian link (not while locked), or withdraw a pending invitation',
      access: MEMBER,
      errors: { 409: 'guardian_locked' },
    },
    async ({ auth }) => {
      orRefuse(await endGuardianByMember(app, await active(auth.id)));
      return undefined;
    },
  );

  api.get(
    '/me/guardian/activity',
    {
      summary: 'My guardian log, newest first',
      access: MEMBER,
      query: guardianActivityQuerySchema,
      response: guardianActivityPageSchema,
    },
    async ({ auth, query }) => {
      await active(auth.id);
      return orRefuse(await guardianActivityOf(app, auth.id, query));
    },
  );

  api.get(
    '/guardian/invites/:token',
    {
      summary: 'An invitation as the invitee sees it (the member’s first name, the masked address)',
      access: 'public',
      params: guardianTokenParamsSchema,
      response: guardianInvitePreviewSchema,
      errors: { 404: 'Unknown or used', 410: 'Expired', 429: 'Too many tries from this address' },
    },
    async ({ params, req }) =>
      orRefuse(await tokenTried(req.ip, () => previewGuardianInvite(app, params.token))),
  );

  api.post(
    '/guardian/invites/:token/code',
    {
      summary:
        'Send the invitee the 6-digit code that proves they hold the invited address (needed to accept signed out)',
      access: 'public',
      params: guardianTokenParamsSchema,
      response: guardianInviteCodeSentSchema,
      status: 202,
      errors: {
        404: 'Unknown or used',
        410: 'Expired',
        429: 'Too many tries from this address, or too many sends to the invited one',
      },
    },
    async ({ params, req, locale }) =>
      orRefuse(await tokenTried(req.ip, () => sendGuardianCode(app, params.token, locale))),
  );

  api.post(
    '/guardian/invites/:token/accept',
    {
      summary:
        'Accept: signed in as a guardian whose account holds the invited address (links it), or with a name, a password and the code sent to the invited address (makes a guardian account for it) → the session',
      // Public: the invitee usually has no account; a token, when sent, must be a guardian's.
      access: 'public',
      params: guardianTokenParamsSchema,
      body: guardianAcceptSchema,
      response: sessionSchema,
      status: 201,
      errors: {
        400: 'guardian_address_unavailable; invalid_code (the fifth wrong code ends the invitation)',
        403: 'guardian_role_required (signed in as a member or staff); guardian_invite_other_address',
        404: 'Unknown or used',
        409: 'guardian_sign_in_required',
        410: 'Expired',
      },
      // A guardian account accepts only an invitation to its own address: the matrix's guardian is
      // the owner's, invited at another address, so it is refused too.
      authz: { owner: 403, member: 403, blocked: 403, moderator: 403, admin: 403, guardian: 403 },
    },
    async ({ params, body, req, res, locale }) => {
      const principal = await api.principalOf(req);
      const accepted = orRefuse(
        await tokenTried(req.ip, () =>
          acceptGuardianInvite(app, params.token, { principal, input: body, locale }),
        ),
      );
      const issued = await sessions.start(accepted.guardian, clientOf(req));
      return sendSession(res, issued, secureCookies);
    },
  );

  api.get(
    '/guardian/members',
    {
      summary: 'The members I am guardian of, with what each asks me to approve',
      access: GUARDIANS,
      response: guardianLinkedMembersSchema,
    },
    async ({ auth }) => {
      await active(auth.id);
      return membersOfGuardian(app, auth.id);
    },
  );

  api.delete(
    '/guardian/members/:memberId',
    {
      summary: 'Step down as this member’s guardian',
      access: GUARDIANS,
      params: guardianMemberParamsSchema,
      errors: { 404: 'guardian_not_linked' },
    },
    async ({ auth, params }) => {
      await active(auth.id);
      orRefuse(await endGuardianByGuardian(app, auth.id, params.memberId));
      return undefined;
    },
  );
}
