import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDatabase } from '../src/db/pglite-database.js';
import type { Database } from '../src/db/database.js';
import { MemoryEventBus } from '../src/events/memory-event-bus.js';
import { envelopeOf, type NewEvent } from '../src/events/outbox.js';
import { createTokenVerifier, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../src/auth/token-verifier.js';
import { openRevocations } from '../src/revocation/revocation-feed.js';
import { waitFor } from './support/wait-for.js';
import { silentLogger } from './support/silent-logger.js';

let privateKey: CryptoKey;
let jwks: { keys: object[] };

beforeAll(async () => {
  const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  privateKey = pair.privateKey;
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k', alg: 'EdDSA', use: 'sig' }] };
});

/** A token as the auth service signs it, with the claims a test wants to bend. */
function token(o: { sub?: string; sid?: string; iat?: number | null; exp?: number | null } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ role: 'member', ...(o.sid && { sid: o.sid }) })
    .setProtectedHeader({ alg: 'EdDSA', kid: 'k' })
    .setSubject(o.sub ?? 'm-1')
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE);
  if (o.iat !== null) jwt.setIssuedAt(o.iat ?? now);
  if (o.exp !== null) jwt.setExpirationTime(o.exp ?? now + 900);
  return jwt.sign(privateKey);
}

const statusOf = (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: { status?: number }) => e.status ?? 0,
  );

describe('token verifier', () => {
  it('refuses tokens without exp or iat, and tokens that claim to live past 15 minutes', async () => {
    const verifier = createTokenVerifier({ jwks: jwks as never });
    const now = Math.floor(Date.now() / 1000);
    expect(await statusOf(verifier.verify(await token()))).toBe(200);
    expect(await statusOf(verifier.verify(await token({ exp: null })))).toBe(401);
    expect(await statusOf(verifier.verify(await token({ iat: null })))).toBe(401);
    expect(await statusOf(verifier.verify(await token({ exp: now + 10 * 365 * 86400 })))).toBe(401);
    // Issued at the same `now`: a token signed a second later (a busy machine) lived 900 s, allowed.
    expect(await statusOf(verifier.verify(await token({ iat: now, exp: now + 901 })))).toBe(401);
    // Issued long ago but "still valid": its age alone refuses it.
    expect(await statusOf(verifier.verify(await token({ iat: now - 3600, exp: now + 60 })))).toBe(401);
  });
});

describe('revocation view fed by auth events', () => {
  let database: Database;
  const buses: MemoryEventBus[] = [];
  beforeAll(async () => {
    database = await openPgliteDatabase();
  });
  afterAll(async () => {
    for (const b of buses) await b.close();
    await database.close();
  });

  const publish = (bus: MemoryEventBus, e: NewEvent) => bus.publish([envelopeOf('auth', e)]);

  it('stops a logged-out session, a suspended or deleted member, and every session before a password change', async () => {
    const bus = new MemoryEventBus();
    buses.push(bus);
    const revocations = openRevocations({ database, bus, logger: silentLogger, group: 'revocations' });
    await revocations.start();
    const verifier = createTokenVerifier({ jwks: jwks as never }, { revocations: revocations.view });
    const at = () => new Date().toISOString();
    const before = Math.floor(Date.now() / 1000) - 5;

    const loggedOut = await token({ sub: 'amina', sid: 'fam-1' });
    const otherDevice = await token({ sub: 'amina', sid: 'fam-2' });
    await publish(bus, {
      type: 'sessions.revoked',
      key: 'amina',
      payload: { memberId: 'amina', sessionIds: ['fam-1'], reason: 'logout', at: at() },
    });
    await waitFor(async () => expect(await statusOf(verifier.verify(loggedOut))).toBe(401));
    expect(await statusOf(verifier.verify(otherDevice))).toBe(200);

    const oldToken = await token({ sub: 'omar', sid: 'fam-3', iat: before });
    await publish(bus, {
      type: 'sessions.revoked',
      key: 'omar',
      payload: { memberId: 'omar', all: true, reason: 'password', at: at() },
    });
    await waitFor(async () => expect(await statusOf(verifier.verify(oldToken))).toBe(401));

    const suspended = await token({ sub: 'sara', sid: 'fam-4' });
    await publish(bus, {
      type: 'member.suspended',
      key: 'sara',
      payload: { memberId: 'sara', status: 'suspended', at: at() },
    });
    await waitFor(async () => expect(await statusOf(verifier.verify(suspended))).toBe(403));
    await publish(bus, {
      type: 'member.reinstated',
      key: 'sara',
      payload: { memberId: 'sara', status: 'active', at: at() },
    });
    await waitFor(async () => expect(await statusOf(verifier.verify(suspended))).toBe(200));

    const erased = await token({ sub: 'yusuf', sid: 'fam-5' });
    await publish(bus, {
      type: 'member.deleted',
      key: 'yusuf',
      payload: { memberId: 'yusuf', deletedAt: at() },
    });
    await waitFor(async () => expect(await statusOf(verifier.verify(erased))).toBe(401));
    await revocations.stop();

    // A restarted process (same database, no replay) knows all of it from the table.
    const restarted = openRevocations({
      database,
      bus: new MemoryEventBus(),
      logger: silentLogger,
      group: 'r2',
    });
    await restarted.start();
    const again = createTokenVerifier({ jwks: jwks as never }, { revocations: restarted.view });
    expect(await statusOf(again.verify(loggedOut))).toBe(401);
    expect(await statusOf(again.verify(oldToken))).toBe(401);
    expect(await statusOf(again.verify(erased))).toBe(401);
    expect(await statusOf(again.verify(suspended))).toBe(200);
    expect(await statusOf(again.verify(otherDevice))).toBe(200);
    await restarted.stop();
  });

  it('lets the process that revokes apply it before the event goes round', async () => {
    const revocations = openRevocations({
      database,
      bus: new MemoryEventBus(),
      logger: silentLogger,
      group: 'r3',
    });
    const verifier = createTokenVerifier({ jwks: jwks as never }, { revocations: revocations.view });
    const t = await token({ sub: 'huda', sid: 'fam-9' });
    revocations.revokeNow({ kind: 'session', subject: 'fam-9', at: new Date() });
    expect(await statusOf(verifier.verify(t))).toBe(401);
  });
});
