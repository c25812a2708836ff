import {
  communicationMethods,
  companyRegistrationSchema,
  countries,
  cities,
  individualRegistrationSchema,
  nationalities,
  registrationOptionsSchema,
  sessionSchema,
  siteObjectives,
} from '@mawadda/contracts';
import { problems, uuidv7, type Db } from '@mawadda/kit';
import { hashPassword, isCommonPassword } from '../domain/passwords.js';
import { Sessions } from '../domain/sessions.js';
import { memberRegistered } from '../events/auth-events.js';
import { insertAccount } from '../store/accounts-store.js';
import type { NewAccountRow } from '../store/schema.js';
import type { AuthContext } from './context.js';
import { clientOf } from './refresh-cookie.js';
import { sendSession } from './session-response.js';

const registrationErrors = {
  409: 'Email or phone already registered',
  429: 'Too many registrations from this address',
};

/** Creates the account and its `member.registered` event in one transaction, then signs in. */
async function register(ctx: AuthContext, row: Omit<NewAccountRow, 'id' | 'passwordHash'>, password: string) {
  if (isCommonPassword(password))
    throw problems.field(400, 'password_common', 'password', 'validation.passwordCommon');
  const passwordHash = await hashPassword(password);
  const created = await ctx.database.db.transaction(async (tx: Db) => {
    const result = await insertAccount(tx, { ...row, id: uuidv7(), passwordHash });
    if (!result.ok) {
      throw result.taken === 'email'
        ? problems.conflict('email_taken', 'email', 'error.emailTaken')
        : problems.conflict('phone_taken', 'phone', 'error.phoneTaken');
    }
    await ctx.outbox.append(tx, memberRegistered(result.row));
    return result.row;
  });
  ctx.outbox.notify();
  return created;
}

export function registrationRoutes(ctx: AuthContext, sessions: Sessions) {
  const { api, limits, config } = ctx;

  api.get(
    '/registration-options',
    {
      summary: 'Choices offered by the registration form, labelled in five locales',
      response: registrationOptionsSchema,
    },
    ({ res }) => {
      res.set('Cache-Control', 'public, max-age=3600');
      return { siteObjectives, communicationMethods, countries, cities, nationalities };
    },
  );

  api.post(
    '/register',
    {
      summary: 'Register an individual member (spec §3, §5)',
      body: individualRegistrationSchema,
      response: sessionSchema,
      status: 201,
      errors: registrationErrors,
    },
    async ({ body, req, res, locale }) => {
      await limits.registerPerIp.enforce(req.ip ?? 'unknown');
      const now = new Date();
      const { password, confirmPassword: _c, acceptOath: _o, acceptTerms: _t, ...fields } = body;
      const account = await register(
        ctx,
        {
          ...fields,
          kind: 'individual',
          role: 'member',
          fullNameEn: fields.fullNameEn ?? null,
          fullNameAr: fields.fullNameAr ?? null,
          locale,
          oathAcceptedAt: now,
          termsAcceptedAt: now,
          termsVersion: config.TERMS_VERSION,
        },
        password,
      );
      return sendSession(res, await sessions.start(account, clientOf(req)), config.COOKIE_SECURE);
    },
  );

  api.post(
    '/register/company',
    {
      summary: 'Register a company account',
      body: companyRegistrationSchema,
      response: sessionSchema,
      status: 201,
      errors: registrationErrors,
    },
    async ({ body, req, res, locale }) => {
      await limits.registerPerIp.enforce(req.ip ?? 'unknown');
      const account = await register(
        ctx,
        {
          kind: 'company',
          role: 'company',
          email: body.email,
          phone: body.phone,
          fullName: body.companyNameEn,
          companyNameEn: body.companyNameEn,
          companyNameAr: body.companyNameAr,
          mailBox: body.mailBox ?? null,
          fax: body.fax ?? null,
          address: body.address,
          locale,
          termsAcceptedAt: new Date(),
          termsVersion: config.TERMS_VERSION,
        },
        body.password,
      );
      return sendSession(res, await sessions.start(account, clientOf(req)), config.COOKIE_SECURE);
    },
  );
}
