import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenVerifier, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../src/auth/token-verifier.js';
import type { RevocationView } from '../src/revocation/revocation-view.js';

async function setup(revoked = new Set<string>()) {
  const { publicKey, privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'EdDSA' };
  const revocations = {
    check: ({ sessionId }: { sessionId?: string }) =>
      sessionId && revoked.has(sessionId) ? 'revoked' : undefined,
  } as unknown as RevocationView;
  const keys = createLocalJWKSet({ keys: [jwk] });
  const getKey = vi.fn<JWTVerifyGetKey>((header, token) => keys(header, token));
  const verifier = createTokenVerifier({ getKey }, { revocations });
  const sign = (seconds: number, sid = 's1') =>
    new SignJWT({ role: 'member', sid })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
      .setSubject('member-1')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${seconds}s`)
      .sign(privateKey);
  return { verifier, sign, getKey };
}

afterEach(() => vi.useRealTimers());

describe('the token verifier', () => {
  it('refuses a token once it has expired, though it passed before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { verifier, sign } = await setup();
    const token = await sign(60);
    expect((await verifier.verify(token)).id).toBe('member-1');
    expect((await verifier.verify(token)).id).toBe('member-1');
    vi.setSystemTime(Date.now() + 61_000);
    await expect(verifier.verify(token)).rejects.toMatchObject({ code: 'token_expired' });
  });

  it('refuses a token at once when its session is revoked, though it passed before', async () => {
    const revoked = new Set<string>();
    const { verifier, sign } = await setup(revoked);
    const token = await sign(600, 'session-9');
    await verifier.verify(token);
    revoked.add('session-9');
    await expect(verifier.verify(token)).rejects.toMatchObject({ code: 'session_revoked' });
  });

  it('checks a token\'s signature once, then only its expiry and revocation', async () => {
    const { verifier, sign, getKey } = await setup();
    const token = await sign(600);
    for (let i = 0; i < 3; i++) expect((await verifier.verify(token)).id).toBe('member-1');
    expect(getKey).toHaveBeenCalledTimes(1);
    // Another token (another sign-in) is checked in full.
    await verifier.verify(await sign(600, 's2'));
    expect(getKey).toHaveBeenCalledTimes(2);
  });

  it('refuses a forged token every time, and still accepts the genuine one', async () => {
    const { verifier, sign } = await setup();
    const token = await sign(600);
    const forged = `${token.slice(0, -4)}AAAA`;
    await expect(verifier.verify(forged)).rejects.toMatchObject({ code: 'invalid_token' });
    await expect(verifier.verify(forged)).rejects.toMatchObject({ code: 'invalid_token' });
    expect((await verifier.verify(token)).id).toBe('member-1');
  });
});
