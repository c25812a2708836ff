import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { verifiedPrincipal, type Principal, type TokenVerifier } from '../src/index.js';

function countingVerifier(): TokenVerifier & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async verify(token) {
      calls.push(token);
      if (token === 'revoked') throw new Error('revoked');
      return { id: `member-${token}`, role: 'member' } satisfies Principal;
    },
  };
}

const request = () => new IncomingMessage(new Socket());

describe('verifiedPrincipal', () => {
  it('verifies a request’s token once, however many callers ask', async () => {
    const verifier = countingVerifier();
    const req = request();
    const [a, b] = await Promise.all([
      verifiedPrincipal(req, 'abc', verifier),
      verifiedPrincipal(req, 'abc', verifier),
    ]);
    expect(a).toEqual({ id: 'member-abc', role: 'member' });
    expect(b).toBe(a);
    expect(verifier.calls).toEqual(['abc']);
  });

  it('never carries a verdict to another request: each new request is checked again', async () => {
    const verifier = countingVerifier();
    await verifiedPrincipal(request(), 'abc', verifier);
    await verifiedPrincipal(request(), 'abc', verifier);
    expect(verifier.calls).toEqual(['abc', 'abc']);
  });

  it('checks another token, or the same token with another verifier, afresh', async () => {
    const first = countingVerifier();
    const second = countingVerifier();
    const req = request();
    await verifiedPrincipal(req, 'abc', first);
    await verifiedPrincipal(req, 'xyz', first);
    await verifiedPrincipal(req, 'xyz', second);
    expect(first.calls).toEqual(['abc', 'xyz']);
    expect(second.calls).toEqual(['xyz']);
  });

  it('shares a refusal too: both callers see the token refused', async () => {
    const verifier = countingVerifier();
    const req = request();
    await expect(verifiedPrincipal(req, 'revoked', verifier)).rejects.toThrow('revoked');
    await expect(verifiedPrincipal(req, 'revoked', verifier)).rejects.toThrow('revoked');
    expect(verifier.calls).toEqual(['revoked']);
  });
});
