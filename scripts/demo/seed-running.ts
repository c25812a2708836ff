import { DEMO_MODERATOR } from './config.js';
import { seedDemo } from './seed.js';

/**
 * `npm run demo:seed`: the demo's members, staff work and issue 17 scenes seeded into a site that
 * is already running (the distributed stack of the README, or any `npm start`), through its public
 * API as `npm run demo` does on its own embedded app. Safe to run again (seed.ts resumes).
 *
 *   DEMO_URL        the site, e.g. http://127.0.0.1:3000 (required)
 *   ADMIN_EMAIL     the site's admin (required), who approves most photos and some verifications
 *   ADMIN_PASSWORD  and opens the demo moderator
 *   ADMIN_TOTP_SECRET  the admin's TOTP secret (base32), for the second step of its sign-in
 *   DEMO_MEMBERS    how many members (default 300)
 *   DEMO_INBOX_DIR  read registration codes and invitations from this dev inbox folder instead of
 *                   the site's /dev/inbox.json (which the site shows outside production only)
 *
 * The site must send through the dev inbox (MAIL_TRANSPORT and SMS_TRANSPORT `inbox`, the
 * default) and let one address register and sign in a few hundred times (auth's
 * RATE_LIMIT_REGISTER_PER_HOUR and RATE_LIMIT_LOGIN_PER_10_MIN).
 */
const env = process.env;
const missing = ['DEMO_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD', 'ADMIN_TOTP_SECRET'].filter(
  (name) => !env[name],
);
if (missing.length) {
  console.error(`npm run demo:seed needs ${missing.join(', ')} (see scripts/demo/seed-running.ts).`);
  process.exit(2);
}
const count = Number(env.DEMO_MEMBERS ?? 300);
if (!Number.isInteger(count) || count < 4) {
  console.error('DEMO_MEMBERS must be a whole number of at least 4.');
  process.exit(2);
}
const baseUrl = env.DEMO_URL!.replace(/\/$/, '');

console.log(`\n  Seeding ${count} invented members into ${baseUrl}…`);
try {
  const seed = await seedDemo({
    baseUrl,
    count,
    admin: { email: env.ADMIN_EMAIL!, password: env.ADMIN_PASSWORD!, totpSecret: env.ADMIN_TOTP_SECRET! },
    inboxDir: env.DEMO_INBOX_DIR || undefined,
    progress: (line) => console.log(`    ${line}`),
  });
  const [first, second] = seed.samples;
  const line = (s: typeof first) => (s ? `${s.email}  /  ${s.password}   (${s.name})` : '');
  console.log(`
  Seeded ${seed.members} members into ${baseUrl}
  Moderator:      ${DEMO_MODERATOR.email}  /  ${DEMO_MODERATOR.password}   TOTP secret ${seed.moderatorTotpSecret}
                  (its current code: npm run -s totp -- <secret>)
  Sample members: ${line(first)}
                  ${line(second)}
  Guardian:       ${seed.guardian ? `${seed.guardian.email}  /  ${seed.guardian.password}   (wali of ${seed.guardian.of})` : ''}
`);
} catch (error) {
  console.error('\n  Seeding failed; run `npm run demo:seed` again to resume.\n', error);
  process.exit(1);
}
