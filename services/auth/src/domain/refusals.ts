import type { SuspensionReason } from '@mawadda/contracts';
import type { AdminListRefusal, RateLimited } from '@mawadda/kit';

/**
 * Why auth says no, as values (DESIGN §2). `http/problems.ts` alone gives each its status, code
 * and message.
 */
export type AuthRefusal =
  /** Unknown account or wrong password: answered alike, so probing learns nothing. */
  | { refusal: 'invalid_credentials' }
  /** Too many wrong passwords for this account, whichever identifier was typed. */
  | { refusal: 'account_locked'; retryAfterSeconds: number }
  /** Suspended by staff: `reason` is the code the member is told (none for older suspensions). */
  | { refusal: 'account_suspended'; reason?: SuspensionReason | null }
  /** The token's account no longer exists. */
  | { refusal: 'account_gone' }
  | { refusal: 'email_taken' }
  | { refusal: 'password_common'; field: 'password' | 'newPassword' }
  | { refusal: 'current_password_wrong'; field: 'currentPassword' | 'password' }
  /** No usable refresh cookie (missing, unknown, expired or revoked). */
  | { refusal: 'refresh_invalid' }
  /** A refresh token seen twice: its family is revoked. */
  | { refusal: 'refresh_reused' }
  /** No member account with this id (or a staff one, out of reach of member moderation). */
  | { refusal: 'account_not_found' }
  /** An admin changing their own role or status: another admin must do it. */
  | { refusal: 'staff_self_change' }
  /** The change would leave no active admin to run the console. */
  | { refusal: 'last_admin' }
  /** No audit line with this id. */
  | { refusal: 'audit_not_found' }
  /**
   * A code that does not match (or whose address was registered meanwhile: answered alike).
   * `fields` names the wrong ones (`emailCode`, `phoneCode` of a registration; `code` of a phone).
   */
  | { refusal: 'invalid_code'; fields: ('emailCode' | 'phoneCode' | 'code')[] }
  /** No pending registration with this id: unknown, expired, confirmed, or 5 wrong tries. */
  | { refusal: 'registration_expired' }
  /** No open phone code for this account (never asked, expired, or 5 wrong tries). */
  | { refusal: 'code_expired' }
  /** An email link token that is unknown, expired or already used. */
  | { refusal: 'link_invalid' }
  | { refusal: 'already_verified'; kind: 'email' | 'phone' }
  /** A phone verification for an account without a phone (staff). */
  | { refusal: 'no_phone' }
  /** Guardian (README: Guardian): an invitation token that is unknown or used, told apart from one expired. */
  | { refusal: 'guardian_invite_unknown' }
  | { refusal: 'guardian_invite_expired' }
  /** A guardian account already holds the invited address: sign in as it to accept. */
  | { refusal: 'guardian_sign_in_required' }
  /** Another (member or staff) account holds the address: said alike for any such account. */
  | { refusal: 'guardian_address_unavailable' }
  /** A signed-in guardian whose account does not hold the invited address (verified). */
  | { refusal: 'guardian_invite_other_address' }
  /** Signed in as a member or staff: only a guardian account accepts. */
  | { refusal: 'guardian_role_required' }
  /** The member's lock is in force: the link cannot end nor an approval be turned off. */
  | { refusal: 'guardian_locked'; lockedUntil: Date }
  | { refusal: 'guardian_already_linked' }
  /** No guardian linked (the member's), or not linked to this member (the guardian's). */
  | { refusal: 'guardian_not_linked' }
  /** A list cursor this service did not write. */
  | { refusal: 'invalid_cursor' }
  /** A pending registration's resends are used up. */
  | { refusal: 'resend_limit'; retryAfterSeconds: number }
  /** Account security: another account holds the phone (said alike for any account). */
  | { refusal: 'phone_taken' }
  /** An email or phone change to the address the account already has. */
  | { refusal: 'same_address'; kind: 'email' | 'phone' }
  /** No open session (refresh family) of the caller's account with this id. */
  | { refusal: 'device_session_not_found' }
  /** Second factor (README: Second factor): a TOTP or recovery code that is wrong, or already spent. */
  | { refusal: 'second_factor_code_wrong' }
  /** No open sign-in challenge with this secret: unknown, expired, used, or 5 wrong codes. */
  | { refusal: 'challenge_expired' }
  /** Staff cannot turn their second factor off: it is required of them. */
  | { refusal: 'two_factor_required' }
  | { refusal: 'two_factor_not_enabled' }
  | { refusal: 'two_factor_already_enabled' }
  /** A confirmation with no pending secret to confirm (never started, or already confirmed). */
  | { refusal: 'two_factor_not_pending' }
  /** A rate limit's budget is spent (the limiter's own refusal); one frees in `retryAfterSeconds`. */
  | RateLimited
  /** A staff list query with a filter it cannot read or a sort it does not offer. */
  | AdminListRefusal;

export type RefusalOf<K extends AuthRefusal['refusal']> = Extract<AuthRefusal, { refusal: K }>;
