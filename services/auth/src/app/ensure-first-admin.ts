import { randomBytes } from 'node:crypto';
import { uuidv7, type Database, type Logger } from '@mawadda/kit';
import type { AuthConfig } from '../config.js';
import { hashPassword } from '../domain/passwords.js';
import { seal, type SealingKey } from '../domain/sealed-secret.js';
import { countAdmins, findAccountByLogin, insertAccount } from '../store/accounts-store.js';
import { enableSecondFactor, findSecondFactor, putPendingSecret } from '../store/second-factor-store.js';

/**
 * A fresh installation needs one admin to open the staff console: from ADMIN_EMAIL and
 * ADMIN_PASSWORD, or with a random password printed once. It enrols a second factor at first
 * sign-in unless ADMIN_TOTP_SECRET (tests, demo; refused in production) gives it one.
 */
export async function ensureFirstAdmin(
  database: Database,
  config: AuthConfig,
  logger: Logger,
  twoFactorKey: SealingKey,
  print = console.log,
) {
  if ((await countAdmins(database.db)) > 0) {
    // A data folder made before two-step sign-in (the demo's, say): its admin takes the secret.
    if (config.ADMIN_EMAIL && config.ADMIN_TOTP_SECRET) {
      const admin = await findAccountByLogin(database.db, { email: config.ADMIN_EMAIL });
      if (admin?.role === 'admin' && !(await findSecondFactor(database.db, admin.id))?.enabledAt)
        await enrolWith(database, twoFactorKey, admin.id, config.ADMIN_TOTP_SECRET);
    }
    return;
  }
  const email = config.ADMIN_EMAIL ?? 'admin@mawadda.local';
  const password = config.ADMIN_PASSWORD ?? randomBytes(18).toString('base64url');
  const result = await insertAccount(database.db, {
    id: uuidv7(),
    kind: 'staff',
    role: 'admin',
    email,
    fullName: 'Mawadda administrator',
    passwordHash: await hashPassword(password),
  });
  if (!result.ok) {
    logger.warn({ email }, 'first admin not created: the email belongs to another account');
    return;
  }
  if (config.ADMIN_TOTP_SECRET)
    await enrolWith(database, twoFactorKey, result.row.id, config.ADMIN_TOTP_SECRET);
  logger.info({ email, enrolled: Boolean(config.ADMIN_TOTP_SECRET) }, 'first admin account created');
  if (!config.ADMIN_PASSWORD) {
    print(
      `\n  First admin account created (shown once, change it after signing in):\n    email:    ${email}\n    password: ${password}\n`,
    );
  }
}

/** The admin's second factor set up with a given secret (sealed, like every other). */
async function enrolWith(database: Database, key: SealingKey, id: string, secret: string) {
  await putPendingSecret(database.db, id, seal(key, id, secret));
  // No code of the secret's past is taken: its step zero is the epoch.
  await enableSecondFactor(database.db, id, 0);
}
