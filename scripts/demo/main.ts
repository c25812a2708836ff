import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createEmbeddedGateway } from '@mawadda/gateway';
import { createLogger } from '@mawadda/kit';
import { DEMO_MODERATOR, DEMO_STAFF, loadDemoConfig } from './config.js';
import { seedDemo, type SeedResult } from './seed.js';
import { ensureDemoModerator } from './staff.js';

// `npm run demo`: the embedded app of `npm start` on its own data folder, with the DEMO flag (a
// notice on every page) and, on the first start only, a few hundred invented members.
const DEMO_MEMBERS = 300;

const configs = loadDemoConfig();
const { platform: config } = configs;
const logger = createLogger('demo', config.LOG_LEVEL);
const marker = path.join(config.DATA_DIR, 'demo-seed.json');

const gateway = await createEmbeddedGateway(configs, { logger });
const server = await gateway.listen(config.PORT, config.HOST);
const port = (server.address() as AddressInfo).port;
const stop = async (code = 0) => {
  server.close();
  await gateway.close();
  process.exit(code);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());

const local = ['0.0.0.0', '::', ''].includes(config.HOST) ? '127.0.0.1' : config.HOST;
const baseUrl = `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
let seed: SeedResult;
if (fs.existsSync(marker)) {
  seed = JSON.parse(fs.readFileSync(marker, 'utf8')) as SeedResult;
  console.log(`\n  Demo data found in ${config.DATA_DIR}: ${seed.members} members, not seeding again.`);
  // A folder seeded before the staff console has no moderator yet; opening one is idempotent.
  // The site runs on without it (an admin who changed the demo's password, say).
  try {
    const moderator = await ensureDemoModerator(baseUrl, seed.moderatorTotpSecret);
    if (moderator.opened === 'created')
      console.log(`  Opened the moderator account ${DEMO_MODERATOR.email}.`);
    if (moderator.moderatorTotpSecret !== seed.moderatorTotpSecret) {
      seed = { ...seed, moderatorTotpSecret: moderator.moderatorTotpSecret };
      fs.writeFileSync(marker, `${JSON.stringify(seed, null, 2)}\n`);
    }
  } catch (error) {
    console.warn('  Could not open the demo moderator account:', error);
  }
} else {
  console.log(`\n  Seeding ${DEMO_MEMBERS} invented members into ${config.DATA_DIR} (first start only)…`);
  try {
    seed = await seedDemo({
      baseUrl,
      count: DEMO_MEMBERS,
      progress: (line) => console.log(`    ${line}`),
    });
  } catch (error) {
    console.error('\n  Seeding the demo failed; run `npm run demo` again to resume.\n', error);
    await stop(1);
    throw error;
  }
  fs.writeFileSync(marker, `${JSON.stringify({ seededAt: new Date().toISOString(), ...seed }, null, 2)}\n`);
}

const [first, second] = seed.samples;
// A data folder seeded before trials were started by the member has no `trial` in its marker.
const trialNote = (s: NonNullable<typeof first>) =>
  s.trial === undefined ? '' : s.trial ? ', free trial running' : ', no trial yet: the site offers one';
// A data folder seeded before guardians existed has no guardian in its marker.
const guardianLine = (s: SeedResult) =>
  s.guardian
    ? `\n  Guardian:       ${s.guardian.email}  /  ${s.guardian.password}   (${s.guardian.name}, wali of ${s.guardian.of}: a conversation waits for his approval)`
    : '';
// A data folder seeded before suggestions existed has none in its marker.
const suggestionNote = (i: number) =>
  seed.suggestions?.[i] === undefined ? '' : `, ${seed.suggestions[i]} suggestions today`;
const login = (s: typeof first, i: number) =>
  s
    ? `${s.email}  /  ${s.password}   (${s.name}, ${s.visibility} profile${trialNote(s)}${suggestionNote(i)})`
    : '';
console.log(`
  Mawadda DEMO is up:  http://localhost:${port}/   API docs: http://localhost:${port}/api/docs
  Every member here is invented; every page says so.

  Staff console:  http://localhost:${port}/admin/${seed.moderation ? "   (a day's moderation queue, reports and messages wait)" : ''}
  Admin:          ${DEMO_STAFF.email}  /  ${DEMO_STAFF.password}   TOTP secret ${DEMO_STAFF.totpSecret}
  Moderator:      ${DEMO_MODERATOR.email}  /  ${DEMO_MODERATOR.password}   TOTP secret ${seed.moderatorTotpSecret ?? '(none yet)'}
                  staff sign in in two steps: add a secret to an authenticator app, or print its
                  current code with  npm run -s totp -- <secret>
  Sample members: ${login(first, 0)}
                  ${login(second, 1)}${guardianLine(seed)}
  Data folder:    ${config.DATA_DIR}   (delete it to start the demo afresh)
`);
