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
import { registerAccount } from '../app/register-account.js';
import type { AuthHttp } from './context.js';
import { orRefuse } from './problems.js';
import { clientOf } from './refresh-cookie.js';
import { sendSession } from './session-response.js';

const registrationErrors = {
  409: 'Email or phone already registered',
  429: 'Too many registrations from this address',
};

export function registrationRoutes({ api, app, sessions, secureCookies }: AuthHttp) {
  api.get(
    '/registration-options',
    {
      summary: 'Choices offered by the registration form, labelled in five locales',
      access: 'public',
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
      access: 'public',
      body: individualRegistrationSchema,
      response: sessionSchema,
      status: 201,
      errors: registrationErrors,
    },
    async ({ body, req, res, locale }) => {
      await app.limits.registerPerIp.enforce(req.ip ?? 'unknown');
      const now = new Date();
      const { password, confirmPassword: _c, acceptOath: _o, acceptTerms: _t, ...fields } = body;
      const account = orRefuse(
        await registerAccount(
          app,
          {
            ...fields,
            kind: 'individual',
            role: 'member',
            fullNameEn: fields.fullNameEn ?? null,
            fullNameAr: fields.fullNameAr ?? null,
            locale,
            oathAcceptedAt: now,
            termsAcceptedAt: now,
            termsVersion: app.config.TERMS_VERSION,
          },
          password,
        ),
      );
      return sendSession(res, await sessions.start(account, clientOf(req)), secureCookies);
    },
  );

  api.post(
    '/register/company',
    {
      summary: 'Register a company account',
      access: 'public',
      body: companyRegistrationSchema,
      response: sessionSchema,
      status: 201,
      errors: registrationErrors,
    },
    async ({ body, req, res, locale }) => {
      await app.limits.registerPerIp.enforce(req.ip ?? 'unknown');
      const account = orRefuse(
        await registerAccount(
          app,
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
            termsVersion: app.config.TERMS_VERSION,
          },
          body.password,
        ),
      );
      return sendSession(res, await sessions.start(account, clientOf(req)), secureCookies);
    },
  );
}
