import type { Redis } from '@mawadda/kit';
import { createRateLimiter } from '@mawadda/kit';
import type { AuthConfig } from '../config.js';
import { GUARDIAN_CODE_TRIES } from '../domain/guardian-code.js';

/**
 * Limits on the doors attackers knock on (README: rate limits). Account-keyed limits count
 * failures only, so a member who types the password right is never slowed by them.
 */
export function authRateLimits(config: AuthConfig, redis?: Redis) {
  return {
    loginPerIp: createRateLimiter(
      { name: 'auth-login-ip', points: config.RATE_LIMIT_LOGIN_PER_10_MIN, durationSeconds: 600 },
      redis,
    ),
    loginFailuresPerAccount: createRateLimiter(
      { name: 'auth-login-account', points: 5, durationSeconds: 900, blockSeconds: 900 },
      redis,
    ),
    registerPerIp: createRateLimiter(
      { name: 'auth-register-ip', points: config.RATE_LIMIT_REGISTER_PER_HOUR, durationSeconds: 3600 },
      redis,
    ),
    refreshPerIp: createRateLimiter({ name: 'auth-refresh-ip', points: 120, durationSeconds: 600 }, redis),
    passwordPerAccount: createRateLimiter(
      { name: 'auth-password-account', points: 5, durationSeconds: 900, blockSeconds: 900 },
      redis,
    ),
    /** Second-step codes (and enrolment calls) tried from one IP, as many as sign-ins. */
    secondFactorPerIp: createRateLimiter(
      { name: 'auth-second-factor-ip', points: config.RATE_LIMIT_LOGIN_PER_10_MIN, durationSeconds: 600 },
      redis,
    ),
    /**
     * Wrong second-step codes against one account, across its challenges: a right password buys
     * a new challenge, so 5 tries a challenge alone would not stop guessing the 6 digits.
     */
    secondFactorFailuresPerAccount: createRateLimiter(
      { name: 'auth-second-factor-account', points: 10, durationSeconds: 900, blockSeconds: 900 },
      redis,
    ),
    /**
     * Codes, links and "someone tried to register" notices sent to one address (email or phone,
     * keyed by its digest, never the address), whatever asked for them: nobody floods a stranger's
     * inbox or phone through registration or resends.
     */
    sendsPerAddress: createRateLimiter(
      { name: 'auth-verify-address', points: config.RATE_LIMIT_VERIFY_SENDS_PER_HOUR, durationSeconds: 3600 },
      redis,
    ),
    /** Guardian invitations a member sends a day (README: Guardian), on top of the address's sends. */
    guardianInvitesPerMember: createRateLimiter(
      { name: 'auth-guardian-invite', points: 10, durationSeconds: 24 * 3600 },
      redis,
    ),
    /** Guardian invitation tokens looked up or accepted from one IP (the routes are public). */
    guardianTokenPerIp: createRateLimiter(
      { name: 'auth-guardian-token-ip', points: 60, durationSeconds: 600 },
      redis,
    ),
    /**
     * Wrong acceptance codes against one guardian invitation (keyed by its token's digest): the
     * fifth ends the invitation (domain/guardian-code.ts), so its six digits cannot be walked.
     */
    guardianCodeTriesPerInvite: createRateLimiter(
      { name: 'auth-guardian-code-invite', points: GUARDIAN_CODE_TRIES, durationSeconds: 7 * 24 * 3600 },
      redis,
    ),
    /**
     * Forgotten-password codes asked for from one IP (the route is public): on top of the
     * address's sends, so one client cannot walk a list of addresses.
     */
    passwordResetsPerIp: createRateLimiter(
      {
        name: 'auth-password-reset-ip',
        points: config.RATE_LIMIT_PASSWORD_RESETS_PER_IP_PER_HOUR,
        durationSeconds: 3600,
      },
      redis,
    ),
    /** Email links tried from one IP (the link route is public). */
    emailLinkPerIp: createRateLimiter(
      { name: 'auth-verify-link-ip', points: 30, durationSeconds: 600 },
      redis,
    ),
  };
}

export type AuthRateLimits = ReturnType<typeof authRateLimits>;
