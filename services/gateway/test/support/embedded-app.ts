import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { openPgliteDatabase } from '@mawadda/kit';
import {
  eventually,
  folderInbox,
  registerAndConfirm,
  signInStaff,
  TEST_ADMIN_TOTP_SECRET,
} from '@mawadda/kit/testing';
import { pino } from 'pino';
import { loadEmbeddedConfig } from '../../src/config.js';
import { createEmbeddedGateway, type EmbeddedGateway } from '../../src/embedded.js';

/** The whole embedded app on a fresh PGlite and data directory, as `npm start` builds it. */
export async function startEmbeddedApp(
  name: string,
  overrides: Record<string, string> = {},
  options: { billingClock?: () => Date } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `mawadda-${name}-`));
  const gateway: EmbeddedGateway = await createEmbeddedGateway(
    loadEmbeddedConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      OUTBOX_POLL_MS: '20',
      WEB_MEMBER_DIST: path.join(dataDir, 'dist'),
      // Tests poll search while events settle.
      RATE_LIMIT_SEARCHES_PER_MINUTE: '10000',
      // The first admin starts enrolled: signInAdmin answers its second step with this secret.
      ADMIN_TOTP_SECRET: TEST_ADMIN_TOTP_SECRET,
      ...overrides,
    }),
    {
      logger: pino({ level: 'silent' }),
      database: await openPgliteDatabase(),
      billingClock: options.billingClock,
    },
  );
  let phones = 0;
  /** A valid registration form with its own email and phone; `fields` override any part. */
  const registrationOf = (fields: { fullName: string } & Record<string, unknown>) => ({
    email: `${fields.fullName.split(' ')[0]!.toLowerCase()}.${Date.now()}.${++phones}@example.ae`,
    phone: `+9715${String(Date.now() + phones).slice(-8)}`,
    password: 'Sabr-jameel-7',
    confirmPassword: 'Sabr-jameel-7',
    gender: 'female',
    birthDate: '1995-09-01',
    nationality: 'AE',
    country: 'AE',
    city: 'AE-SHJ',
    address: 'Al Majaz 2, Sharjah',
    maritalState: 'single',
    siteObjectiveId: 'marriage',
    communicate: 'guardian',
    acceptOath: true,
    acceptTerms: true,
    ...fields,
  });
  return {
    registrationOf,
    gateway,
    app: gateway.app,
    dataDir,
    password: 'Sabr-jameel-7',
    /** The first admin's bearer header, signed in with its password and a code of its secret. */
    async signInAdmin(admin: { email: string; password: string }) {
      const client = {
        post: (p: string, b: unknown) =>
          request(gateway.app)
            .post(p)
            .send(b as object),
      };
      const res = await signInStaff(client, { ...admin, totpSecret: TEST_ADMIN_TOTP_SECRET });
      return `Bearer ${res.body.token}`;
    },
    /** The dev inbox the embedded app writes its mail and SMS to. */
    inboxDir: path.join(dataDir, 'dev-inbox'),
    /**
     * Registers and confirms through auth (codes from the dev inbox), and answers once the profile,
     * which follows from auth's event, is there: what a test does next starts from a member others
     * can find. It asks as a guest, whose requests record no activity of hers.
     */
    async register(fields: {
      fullName: string;
      gender?: 'male' | 'female';
      city?: string;
      address?: string;
    }) {
      // Two steps (auth README: registration): the form, then the codes from the dev inbox.
      const res = await registerAndConfirm(
        {
          post: (p, b) =>
            request(gateway.app)
              .post(p)
              .send(b as object),
        },
        registrationOf(fields),
        folderInbox(path.join(dataDir, 'dev-inbox')),
      );
      const auth = `Bearer ${res.body.token}`;
      await eventually(
        async () => (await request(gateway.app).get(`/api/profile/${res.body.account.id}`)).status === 200,
      );
      return {
        id: res.body.account.id,
        auth,
        /** The refresh cookie of this sign-in, as a browser would send it back. */
        cookie: res.cookie!,
      };
    },
    async close() {
      await gateway.close();
      await gateway.database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type EmbeddedApp = Awaited<ReturnType<typeof startEmbeddedApp>>;
