import {
  communicationMethods,
  companyRegistrationSchema,
  confirmRegistrationSchema,
  countries,
  cities,
  individualRegistrationSchema,
  nationalities,
  pendingRegistrationSchema,
  registrationOptionsSchema,
  resendRegistrationSchema,
  sessionSchema,
  siteObjectives,
} from '@mawadda/contracts';
import { enforceRateLimit } from '@mawadda/kit';
import { confirmRegistration } from '../app/confirm-registration.js';
import { resendRegistration } from '../app/resend-registration.js';
import { startRegistration, type PendingRegistrationView } from '../app/start-registration.js';
import type { AuthHttp } from './context.js';
import { orRefuse } from './problems.js';
import { clientOf } from './refresh-cookie.js';
import { sendSession } from './session-response.js';

const registrationErrors = {
  429: 'Too many registrations from this address, or too many codes sent to this email or phone',
};

const pendingView = (p: PendingRegistrationView) => ({
  registrationId: p.registrationId,
  expiresAt: p.expiresAt.toISOString(),
});

/**
 * Registration in two steps (README: registration): the form answers 202 alike whether or not an
 * address is taken, and the account exists once the codes sent to both addresses come back.
 */
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
      summary: 'Register an individual member (spec §3, §5): codes go to the email and the phone',
      access: 'public',
      body: individualRegistrationSchema,
      response: pendingRegistrationSchema,
      status: 202,
      errors: registrationErrors,
    },
    async ({ body, req, locale }) => {
      await enforceRateLimit(app.limits.registerPerIp, req.ip ?? 'unknown');
      const now = new Date().toISOString();
      const { password, confirmPassword: _c, acceptOath: _o, acceptTerms: _t, ...fields } = body;
      const pending = orRefuse(
        await startRegistration(
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
      return pendingView(pending);
    },
  );

  api.post(
    '/register/company',
    {
      summary: 'Register a company account: codes go to the email and the phone',
      access: 'public',
      body: companyRegistrationSchema,
      response: pendingRegistrationSchema,
      status: 202,
      errors: registrationErrors,
    },
    async ({ body, req, locale }) => {
      await enforceRateLimit(app.limits.registerPerIp, req.ip ?? 'unknown');
      const pending = orRefuse(
        await startRegistration(
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
            oathAcceptedAt: null,
            termsAcceptedAt: new Date().toISOString(),
            termsVersion: app.config.TERMS_VERSION,
          },
          body.password,
        ),
      );
      return pendingView(pending);
    },
  );

  api.post(
    '/register/confirm',
    {
      summary: 'Confirm a registration with the codes sent to its email and phone → signed in',
      access: 'public',
      body: confirmRegistrationSchema,
      response: sessionSchema,
      status: 201,
      errors: { 400: 'invalid_code (naming the wrong code) or registration_expired' },
    },
    async ({ body, req, res }) => {
      const account = orRefuse(await confirmRegistration(app, body));
      return sendSession(res, await sessions.start(account, clientOf(req)), secureCookies);
    },
  );

  api.post(
    '/register/resend',
    {
      summary: 'Send new codes for a pending registration (3 times at most)',
      access: 'public',
      body: resendRegistrationSchema,
      response: pendingRegistrationSchema,
      status: 202,
      errors: { 400: 'registration_expired', 429: 'Resends used up, or too many codes sent to an address' },
    },
    async ({ body }) => pendingView(orRefuse(await resendRegistration(app, body.registrationId))),
  );
}
