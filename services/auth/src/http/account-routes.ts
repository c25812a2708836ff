import { accountSchema, changePasswordSchema, deleteAccountSchema, jwksSchema } from '@mawadda/contracts';
import { changePassword } from '../app/change-password.js';
import { currentAccount } from '../app/current-account.js';
import { deleteAccount } from '../app/delete-account.js';
import { membersOfGuardian } from '../app/guardian-state.js';
import { toAccount } from '../domain/account-view.js';
import type { AuthHttp } from './context.js';
import { clearMediaCookie } from './media-cookie.js';
import { orRefuse } from './problems.js';
import { clearRefreshCookie } from './refresh-cookie.js';

export function accountRoutes({ api, app, secureCookies }: AuthHttp) {
  api.get(
    '/me',
    {
      summary: 'The signed-in account (a guardian’s lists the members they are linked to)',
      access: 'account',
      response: accountSchema,
    },
    async ({ auth }) => {
      const account = toAccount(orRefuse(await currentAccount(app, auth.id)));
      if (account.role !== 'guardian') return account;
      const members = await membersOfGuardian(app, auth.id);
      return { ...account, guardianOf: members.map(({ memberId, firstName }) => ({ memberId, firstName })) };
    },
  );

  api.post(
    '/me/password',
    {
      summary: 'Change the password; every sign-in of the account ends, access tokens included',
      access: 'account',
      body: changePasswordSchema,
      errors: { 429: 'Too many attempts' },
    },
    async ({ auth, body }) => {
      orRefuse(await changePassword(app, auth.id, body));
      return undefined;
    },
  );

  api.delete(
    '/me',
    {
      summary: 'Delete my account for good (PDPL/GDPR); every service purges my data on member.deleted',
      // A guardian deletes their account too: every link of theirs ends (README: Guardian).
      access: ['member', 'company', 'guardian'],
      body: deleteAccountSchema,
      errors: { 429: 'Too many attempts' },
    },
    async ({ auth, body, res }) => {
      orRefuse(await deleteAccount(app, auth.id, body.password));
      clearRefreshCookie(res, secureCookies);
      clearMediaCookie(res, secureCookies);
      return undefined;
    },
  );

  api.get(
    '/.well-known/jwks.json',
    { summary: 'Public keys that verify access tokens', access: 'public', response: jwksSchema },
    ({ res }) => {
      res.set('Cache-Control', 'public, max-age=300');
      return app.keys.jwks;
    },
  );
}
