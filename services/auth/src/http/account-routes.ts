import { accountSchema, changePasswordSchema, deleteAccountSchema, jwksSchema } from '@mawadda/contracts';
import { ProblemError, problems, type Db } from '@mawadda/kit';
import { toAccount } from '../domain/account-view.js';
import { hashPassword, isCommonPassword, verifyPassword } from '../domain/passwords.js';
import { memberDeleted } from '../events/auth-events.js';
import { deleteAccount, findAccountById, updatePasswordHash } from '../store/accounts-store.js';
import { revokeAllForAccount } from '../store/refresh-store.js';
import { accountSuspended } from './account-suspended.js';
import type { AuthContext } from './context.js';
import { clearRefreshCookie } from './refresh-cookie.js';

const wrongPassword = (field: string) =>
  new ProblemError(400, 'current_password_wrong', 'error.currentPasswordWrong', {
    field,
    errors: [{ field, code: 'current_password_wrong', messageKey: 'error.currentPasswordWrong' }],
  });

export function accountRoutes(ctx: AuthContext) {
  const { api, database, limits, outbox, config } = ctx;

  const currentAccount = async (id: string) => {
    const row = await findAccountById(database.db, id);
    // A deleted account's unexpired token must not act any more.
    if (!row) throw problems.unauthorized('account_gone', 'error.sessionExpired');
    // Nor a suspended one's, here where the status is at hand (other services wait for expiry).
    if (row.status !== 'active') throw accountSuspended();
    return row;
  };

  api.get(
    '/me',
    { summary: 'The signed-in account', access: 'signed-in', response: accountSchema },
    async ({ auth }) => toAccount(await currentAccount(auth.id)),
  );

  api.post(
    '/me/password',
    {
      summary: 'Change the password; every other sign-in ends',
      access: 'signed-in',
      body: changePasswordSchema,
      errors: { 429: 'Too many attempts' },
    },
    async ({ auth, body }) => {
      await limits.passwordPerAccount.enforce(auth.id);
      const row = await currentAccount(auth.id);
      if (!(await verifyPassword(row.passwordHash, body.currentPassword)))
        throw wrongPassword('currentPassword');
      if (isCommonPassword(body.newPassword))
        throw problems.field(400, 'password_common', 'newPassword', 'validation.passwordCommon');
      await updatePasswordHash(database.db, row.id, await hashPassword(body.newPassword));
      await revokeAllForAccount(database.db, row.id);
      await limits.passwordPerAccount.reset(auth.id);
      return undefined;
    },
  );

  api.delete(
    '/me',
    {
      summary: 'Delete my account for good (PDPL/GDPR); every service purges my data on member.deleted',
      access: ['member', 'company'],
      body: deleteAccountSchema,
      errors: { 429: 'Too many attempts' },
    },
    async ({ auth, body, res }) => {
      await limits.passwordPerAccount.enforce(auth.id);
      const row = await currentAccount(auth.id);
      if (!(await verifyPassword(row.passwordHash, body.password))) throw wrongPassword('password');
      await database.db.transaction(async (tx: Db) => {
        await deleteAccount(tx, row.id);
        await outbox.append(tx, memberDeleted(row.id));
      });
      outbox.notify();
      clearRefreshCookie(res, config.COOKIE_SECURE);
      return undefined;
    },
  );

  api.get(
    '/.well-known/jwks.json',
    { summary: 'Public keys that verify access tokens', response: jwksSchema },
    ({ res }) => {
    res.set('Cache-Control', 'public, max-age=300');
      return ctx.keys.jwks;
    },
  );
}
