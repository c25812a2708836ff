import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { openPgliteDatabase } from '@mawadda/kit';
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
      ...overrides,
    }),
    {
      logger: pino({ level: 'silent' }),
      database: await openPgliteDatabase(),
      billingClock: options.billingClock,
    },
  );
  let phones = 0;
  return {
    gateway,
    app: gateway.app,
    dataDir,
    password: 'Sabr-jameel-7',
    /** Registers through auth; the profile follows from the event. */
    async register(fields: {
      fullName: string;
      gender?: 'male' | 'female';
      city?: string;
      address?: string;
    }) {
      const res = await request(gateway.app)
        .post('/api/auth/register')
        .send({
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
        })
        .expect(201);
      return {
        id: res.body.account.id as string,
        auth: `Bearer ${res.body.token as string}`,
        /** The refresh cookie of this sign-in, as a browser would send it back. */
        cookie: ((res.headers['set-cookie'] as string[] | undefined) ?? [])
          .map((c) => c.split(';')[0]!)
          .find((c) => c.startsWith('mawadda_refresh='))!,
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
