import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EventEnvelope } from '@mawadda/contracts';
import {
  createHttpApp,
  createTokenVerifier,
  loadPlatformConfig,
  openRevocations,
  uuidv7,
  type Role,
} from '@mawadda/kit';
import {
  folderInbox,
  openTestPorts,
  registerAndConfirm,
  signInStaff,
  TEST_ADMIN_TOTP_SECRET,
  type RegisterClient,
} from '@mawadda/kit/testing';
import request from 'supertest';
import { pino } from 'pino';
import { signAccessToken } from '../../src/domain/access-token.js';
import { createAuthService, loadAuthConfig, loadAuthKeys } from '../../src/index.js';

/** The first admin every test app starts with. */
export const ROOT = { email: 'root@mawadda.test', password: 'Root-password-2026!' } as const;

/**
 * The auth service as the gateway mounts it, on in-memory PGlite and in-process events, with a
 * listener that records every event the relay publishes.
 */
export async function startAuthApp(env: Record<string, string> = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-auth-'));
  const config = loadPlatformConfig({ DATA_DIR: dataDir, OUTBOX_POLL_MS: '20', ...env });
  const authConfig = loadAuthConfig({
    DATA_DIR: dataDir,
    RATE_LIMIT_VERIFY_SENDS_PER_HOUR: '1000',
    ADMIN_EMAIL: ROOT.email,
    ADMIN_PASSWORD: ROOT.password,
    // The root admin starts enrolled, so tests sign in as it with the codes of this secret.
    ADMIN_TOTP_SECRET: TEST_ADMIN_TOTP_SECRET,
    RATE_LIMIT_REGISTER_PER_HOUR: '1000',
    RATE_LIMIT_LOGIN_PER_10_MIN: '1000',
    ...env,
  });
  const logger = pino({ level: 'silent' });
  const ports = await openTestPorts('auth-test');
  const { database, bus, redis } = ports;
  const published: EventEnvelope[] = [];
  await bus.subscribe({
    group: `probe-${path.basename(dataDir)}`,
    producers: ['auth'],
    handle: async (e) => void published.push(e),
    deadLetter: async () => undefined,
  });
  const keys = await loadAuthKeys({ config }, authConfig);
  // As in every process: the revocation view, fed by auth's own events, checked by the verifier.
  const revocations = openRevocations({
    database,
    bus,
    logger,
    group: `revocations-${path.basename(dataDir)}`,
  });
  await revocations.start();
  const verifier = createTokenVerifier({ jwks: keys.jwks }, { revocations: revocations.view });
  const service = createAuthService(
    { config, logger, database, bus, redis, verifier, revocations },
    keys,
    authConfig,
  );
  await database.migrate(service.migrationsFolder, 'auth');
  await service.start();
  service.startPublishing();
  const app = createHttpApp({ logger, mount: (a) => a.use('/api/auth', service.api.router) });
  // The dev inbox the service writes codes and links to (MAIL_TRANSPORT/SMS_TRANSPORT=inbox).
  const inboxDir = authConfig.DEV_INBOX_DIR;
  const client: RegisterClient = {
    post: (p, b) =>
      request(app)
        .post(p)
        .send(b as object),
  };
  /**
   * Signs an account in through the API, the second step included (kit's signInStaff): staff
   * made through /admin/staff enrol at their first sign-in, and `totpSecret` is theirs after.
   */
  const signIn = async (email: string, password: string, totpSecret?: string) => {
    const done = await signInStaff(client, { email, password, totpSecret });
    return {
      id: done.body.account.id,
      auth: `Bearer ${done.body.token}`,
      cookie: done.cookie!,
      totpSecret: done.totpSecret,
      recoveryCodes: done.recoveryCodes,
      body: done.body,
    };
  };
  return {
    app,
    dataDir,
    inboxDir,
    /**
     * Registers and confirms through the API with the codes from the dev inbox (kit's
     * registerAndConfirm): `{ body, headers, cookie }` of the confirm, signed in.
     */
    registerMember: (
      body: { email: string; phone: string } & Record<string, unknown> = registration(),
      options: { path?: string; headers?: Record<string, string> } = {},
    ) => {
      const client: RegisterClient = {
        post: (p, b) => {
          const req = request(app).post(p);
          for (const [name, value] of Object.entries(options.headers ?? {})) void req.set(name, value);
          return req.send(b as object);
        },
      };
      return registerAndConfirm(client, body, folderInbox(inboxDir), { path: options.path });
    },
    signIn,
    /** The root admin (ADMIN_EMAIL), enrolled with TEST_ADMIN_TOTP_SECRET. */
    signInRoot: () => signIn(ROOT.email, ROOT.password, TEST_ADMIN_TOTP_SECRET),
    published,
    database,
    bus,
    keys,
    /** An access token signed with the service's key for any role (staff without an account row). */
    bearer: async (role: Role, id: string = uuidv7()) =>
      `Bearer ${await signAccessToken(keys, { accountId: id, role, sessionId: randomUUID() }, 300)}`,
    async close() {
      await service.stop();
      await revocations.stop();
      await ports.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
/** A valid individual registration; each call gets its own email and phone. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    fullName: 'Fatima Al Mansoori',
    fullNameEn: 'Fatima Al Mansoori',
    fullNameAr: 'فاطمة المنصوري',
    email: `fatima${counter}.${Date.now()}@example.ae`,
    phone: `+9715012${String(counter).padStart(5, '0')}`,
    password: 'Sabr-wa-Shukr-77',
    confirmPassword: 'Sabr-wa-Shukr-77',
    gender: 'female',
    birthDate: '1996-04-12',
    nationality: 'AE',
    country: 'AE',
    city: 'AE-SHJ',
    address: 'Al Majaz 2, Sharjah',
    maritalState: 'single',
    siteObjectiveId: 'marriage',
    communicate: 'guardian',
    acceptOath: true,
    acceptTerms: true,
    ...overrides,
  };
}

/** The refresh cookie a response set, as a Cookie header value. */
export const refreshCookieFrom = (res: { headers: Record<string, unknown> }) =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? [])
    .map((c) => c.split(';')[0])
    .find((c) => c?.startsWith('mawadda_refresh=') && c.length > 20);

/** How many `member.verified` events of one kind (email, phone) auth has published for a member. */
export const verifiedEventCount = (
  ctx: Awaited<ReturnType<typeof startAuthApp>>,
  memberId: string,
  kind: 'email' | 'phone',
) =>
  ctx.published.filter((e) => e.key === memberId && e.type === 'member.verified' && e.payload.kind === kind)
    .length;
