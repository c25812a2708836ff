import { ConfigError } from '@mawadda/kit';
import { progressBar } from './progress-bar.js';
import { loadRebuildConfig } from './rebuild-config.js';
import { runRebuild } from './run-rebuild.js';
import { staffClient } from './staff-client.js';

/*
 * `npm run search:rebuild`: rebuilds the search index of a running site from the producers'
 * exports, with a progress bar. MAWADDA_URL (default http://localhost:3000) and either
 * MAWADDA_TOKEN (an admin's access token) or ADMIN_EMAIL and ADMIN_PASSWORD.
 */
let config;
try {
  config = loadRebuildConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(2);
}
const { MAWADDA_URL, MAWADDA_TOKEN, ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_TOTP_CODE, ADMIN_TOTP_SECRET } =
  config;
try {
  const client = await staffClient(
    MAWADDA_URL,
    MAWADDA_TOKEN
      ? { token: MAWADDA_TOKEN }
      : {
          email: ADMIN_EMAIL!,
          password: ADMIN_PASSWORD!,
          totpCode: ADMIN_TOTP_CODE,
          totpSecret: ADMIN_TOTP_SECRET,
        },
  );
  const bar = progressBar();
  const started = Date.now();
  const result = await runRebuild(client, bar.update);
  bar.done();
  process.stderr.write(
    `search index rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s: ${result.members} searchable, ` +
      `${result.removedMembers} stale members, ${result.removedBlocks} stale blocks and ` +
      `${result.removedFollows} stale follows dropped\n`,
  );
} catch (error) {
  process.stderr.write(`rebuild failed: ${(error as Error).message}\n`);
  process.exit(1);
}
