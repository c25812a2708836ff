import { loadEmbeddedConfig, type EmbeddedConfig } from '@mawadda/gateway';
import type { Env } from '@mawadda/kit';

/**
 * The demo's configuration. It always runs embedded on its own data folder (DEMO_DATA_DIR), so
 * invented members never land in `npm start`'s data or a real database.
 */
/** A staff login; staff with a second factor need its TOTP secret (base32) to sign in unattended. */
export interface StaffLogin {
  email: string;
  password: string;
  totpSecret?: string;
}

/**
 * The demo's admin. It starts enrolled with this TOTP secret (ADMIN_TOTP_SECRET), printed at start
 * with a command that prints its current code, like the password: the demo's people are invented
 * and its staff logins are public on purpose.
 */
export const DEMO_STAFF = {
  email: 'staff@demo.mawadda.invalid',
  password: 'Mawadda-staff-demo',
  totpSecret: 'MAWADDADEMOSTAFFTOTPSECRET234567',
} as const;
/**
 * The moderator the admin opens (POST /api/auth/admin/staff) so the console can be tried with the
 * role that does the day's work (the queue, reports, messages) and cannot manage staff accounts.
 */
export const DEMO_MODERATOR = {
  email: 'moderator@demo.mawadda.invalid',
  password: 'Mawadda-moderator-demo',
  fullName: 'Demo Moderator',
} as const;

const PASSED_THROUGH = [
  'PORT',
  'HOST',
  'LOG_LEVEL',
  'PUBLIC_ORIGIN',
  'WEB_MEMBER_DIST',
  'WEB_ADMIN_DIST',
] as const;

export function loadDemoConfig(env: Env = process.env): EmbeddedConfig {
  const passed = Object.fromEntries(
    PASSED_THROUGH.filter((name) => env[name] !== undefined).map((name) => [name, env[name]]),
  );
  return loadEmbeddedConfig({
    LOG_LEVEL: 'warn',
    ...passed,
    DATA_DIR: env.DEMO_DATA_DIR || './.demo-data',
    DEMO: 'true',
    // Invented members with .invalid addresses: their codes and notices go to the dev inbox
    // (/dev/inbox), never to a mail server, so the demo never runs as production (which refuses
    // the inbox) whatever NODE_ENV the shell has.
    NODE_ENV: 'development',
    MAIL_TRANSPORT: 'inbox',
    SMS_TRANSPORT: 'inbox',
    ADMIN_EMAIL: DEMO_STAFF.email,
    ADMIN_PASSWORD: DEMO_STAFF.password,
    ADMIN_TOTP_SECRET: DEMO_STAFF.totpSecret,
    // The seed registers a few hundred members from this machine's one address, and a seed cut
    // short signs them in again; the defaults (10 and 30) are for the open internet.
    RATE_LIMIT_REGISTER_PER_HOUR: '5000',
    RATE_LIMIT_LOGIN_PER_10_MIN: '5000',
  });
}
