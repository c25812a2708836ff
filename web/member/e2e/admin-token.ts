import { decodeJwt } from 'jose';
import { inject } from 'vitest';
import { fetchClient, signInStaff, TEST_ADMIN_TOTP_SECRET } from '@mawadda/kit/testing';

/** The e2e admin, started enrolled with TEST_ADMIN_TOTP_SECRET (global-setup.ts). */
export const E2E_ADMIN_EMAIL = 'admin@mawadda.test';

/**
 * The e2e admin's access token for API calls. A code of one secret works once per 30-second
 * step, so every journey signing the admin in again would wait on the clock: the token global
 * setup took serves while it has a minute left, then a new sign-in does.
 */
export async function adminApiToken(baseUrl: string, adminPassword: string): Promise<string> {
  const shared = inject('adminToken');
  const expiresAt = (decodeJwt(shared).exp ?? 0) * 1000;
  if (expiresAt - Date.now() > 60_000) return shared;
  const done = await signInStaff(fetchClient(baseUrl), {
    email: E2E_ADMIN_EMAIL,
    password: adminPassword,
    totpSecret: TEST_ADMIN_TOTP_SECRET,
  });
  return done.body.token;
}
