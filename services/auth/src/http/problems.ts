import { adminListProblem, ProblemError, problems, valueOr, type Outcome } from '@mawadda/kit';
import type { AuthRefusal } from '../domain/refusals.js';

/** How each refusal of the auth use cases reaches the caller: the one place with status codes. */
export function problemFor(r: AuthRefusal): ProblemError {
  switch (r.refusal) {
    case 'invalid_credentials':
      return new ProblemError(401, 'invalid_credentials', 'error.invalidCredentials');
    case 'account_locked':
      return problems.rateLimited(r.retryAfterSeconds);
    case 'account_suspended':
      // The member is told why, in their language: the reason's own message says "suspended"
      // and why; a suspension from before reasons existed keeps the plain one.
      return r.reason
        ? new ProblemError(403, 'account_suspended', `auth.suspended.reason.${r.reason}`, {
            params: { reason: r.reason },
          })
        : new ProblemError(403, 'account_suspended', 'error.accountDisabled');
    case 'account_gone':
      return problems.unauthorized('account_gone', 'error.sessionExpired');
    case 'email_taken':
      return problems.conflict('email_taken', 'email', 'error.emailTaken');
    case 'phone_taken':
      return problems.conflict('phone_taken', 'phone', 'error.phoneTaken');
    case 'same_address':
      return r.kind === 'email'
        ? problems.field(400, 'same_address', 'email', 'account.error.sameEmail')
        : problems.field(400, 'same_address', 'phone', 'account.error.samePhone');
    case 'device_session_not_found':
      return problems.notFound();
    case 'password_common':
      return problems.field(400, 'password_common', r.field, 'validation.passwordCommon');
    case 'current_password_wrong':
      return new ProblemError(400, 'current_password_wrong', 'error.currentPasswordWrong', {
        field: r.field,
        errors: [
          { field: r.field, code: 'current_password_wrong', messageKey: 'error.currentPasswordWrong' },
        ],
      });
    case 'refresh_invalid':
      return problems.unauthorized('refresh_invalid', 'error.sessionExpired');
    case 'refresh_reused':
      return problems.unauthorized('refresh_reused', 'error.sessionExpired');
    case 'account_not_found':
    case 'audit_not_found':
      return problems.notFound();
    case 'staff_self_change':
      return new ProblemError(409, 'staff_self_change', 'error.staffSelfChange');
    case 'last_admin':
      return new ProblemError(409, 'last_admin', 'error.lastAdmin');
    case 'invalid_code':
      return new ProblemError(400, 'invalid_code', 'verify.error.invalidCode', {
        field: r.fields[0],
        errors: r.fields.map((field) => ({
          field,
          code: 'invalid_code',
          messageKey: 'verify.error.invalidCode',
        })),
      });
    case 'registration_expired':
      return problems.field(
        400,
        'registration_expired',
        'registrationId',
        'verify.error.registrationExpired',
      );
    case 'code_expired':
      return problems.field(400, 'code_expired', 'code', 'verify.error.codeExpired');
    case 'link_invalid':
      return problems.field(400, 'link_invalid', 'token', 'verify.error.linkInvalid');
    case 'already_verified':
      return new ProblemError(409, 'already_verified', 'verify.error.alreadyVerified', {
        params: { kind: r.kind },
      });
    case 'no_phone':
      return new ProblemError(409, 'no_phone', 'verify.error.noPhone');
    case 'guardian_invite_unknown':
      return new ProblemError(404, 'guardian_invite_unknown', 'guardian.link.error.inviteUnknown');
    case 'guardian_invite_expired':
      return new ProblemError(410, 'guardian_invite_expired', 'guardian.link.error.inviteExpired');
    case 'guardian_sign_in_required':
      return new ProblemError(409, 'guardian_sign_in_required', 'guardian.link.error.signInRequired');
    case 'guardian_address_unavailable':
      return new ProblemError(400, 'guardian_address_unavailable', 'guardian.link.error.addressUnavailable');
    case 'guardian_invite_other_address':
      return new ProblemError(403, 'guardian_invite_other_address', 'guardian.link.error.otherAddress');
    case 'guardian_role_required':
      return new ProblemError(403, 'guardian_role_required', 'guardian.link.error.roleRequired');
    case 'guardian_locked':
      return new ProblemError(409, 'guardian_locked', 'guardian.link.error.locked', {
        params: { lockedUntil: r.lockedUntil.toISOString() },
      });
    case 'guardian_already_linked':
      return new ProblemError(409, 'guardian_already_linked', 'guardian.link.error.alreadyLinked');
    case 'guardian_not_linked':
      return new ProblemError(404, 'guardian_not_linked', 'guardian.link.error.notLinked');
    case 'invalid_filter':
    case 'invalid_sort':
      return adminListProblem(r);
    case 'invalid_cursor':
      return problems.field(400, 'invalid_cursor', 'cursor', 'validation.query');
    case 'resend_limit':
    case 'rate_limited':
      return problems.rateLimited(r.retryAfterSeconds);
    case 'second_factor_code_wrong':
      return problems.field(400, 'invalid_code', 'code', 'twoFactor.error.invalidCode');
    case 'challenge_expired':
      return problems.field(400, 'challenge_expired', 'challenge', 'twoFactor.error.challengeExpired');
    case 'two_factor_required':
      return new ProblemError(409, 'two_factor_required', 'twoFactor.error.required');
    case 'two_factor_not_enabled':
      return new ProblemError(409, 'two_factor_not_enabled', 'twoFactor.error.notEnabled');
    case 'two_factor_already_enabled':
      return new ProblemError(409, 'two_factor_already_enabled', 'twoFactor.error.alreadyEnabled');
    case 'two_factor_not_pending':
      return new ProblemError(409, 'two_factor_not_pending', 'twoFactor.error.noPending');
  }
}

/** A use case's value, or its refusal thrown as the problem above. */
export const orRefuse = <T>(outcome: Outcome<T, AuthRefusal>): T => valueOr(outcome, problemFor);
