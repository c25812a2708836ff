import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWTVerifyGetKey } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CLOCK_SKEW_SECONDS,
  createTokenVerifier,
  MAX_TOKEN_LIFETIME_SECONDS,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
} from '../src/auth/token-verifier.js';
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
  /** A token living `seconds`, issued `aheadSeconds` later than this clock says (another host's). */
  const sign = (seconds: number, sid = 's1', aheadSeconds = 0) => {
    const iat = Math.floor(Date.now() / 1000) + aheadSeconds;
    return new SignJWT({ role: 'member', sid })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'k1' })
      .setSubject('member-1')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + seconds)
      .sign(privateKey);
  };
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

  it("checks a token's signature once, then only its expiry and revocation", async () => {
    const { verifier, sign, getKey } = await setup();
    const token = await sign(600);
    for (let i = 0; i < 3; i++) expect((await verifier.verify(token)).id).toBe('member-1');
    expect(getKey).toHaveBeenCalledTimes(1);
    // Another token (another sign-in) is checked in full.
    await verifier.verify(await sign(600, 's2'));
    expect(getKey).toHaveBeenCalledTimes(2);
  });

  it("accepts a fresh token from a clock a little ahead (auth's host, or this one stepped back)", async () => {
    const { verifier, sign } = await setup();
    expect((await verifier.verify(await sign(600, 's1', 2))).id).toBe('member-1');
    expect((await verifier.verify(await sign(600, 's2', CLOCK_SKEW_SECONDS))).id).toBe('member-1');
  });

  it('refuses a token issued further ahead than that: it would outlive its 15 minutes here', async () => {
    const { verifier, sign } = await setup();
    const ahead = await sign(MAX_TOKEN_LIFETIME_SECONDS, 's1', CLOCK_SKEW_SECONDS + 60);
    await expect(verifier.verify(ahead)).rejects.toMatchObject({ code: 'invalid_token' });
  });

  it('refuses a token that claims to live longer than 15 minutes', async () => {
    const { verifier, sign } = await setup();
    await expect(verifier.verify(await sign(MAX_TOKEN_LIFETIME_SECONDS + 1))).rejects.toMatchObject({
      code: 'invalid_token',
    });
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
