import type { Redis } from '@mawadda/kit';
import { createRateLimiter } from '@mawadda/kit';
import type { AuthConfig } from '../config.js';

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
  };
}

export type AuthRateLimits = ReturnType<typeof authRateLimits>;
