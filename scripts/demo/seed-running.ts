import { DEMO_MODERATOR } from './config.js';
import { seedDemo } from './seed.js';

/**
 * `npm run demo:seed`: the demo seeded into a running site through its public API (env below;
 * safe to run again). The site must send through the dev inbox and let one address register and
 * sign in many times (auth's RATE_LIMIT_* settings).
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
