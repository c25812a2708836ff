import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JSONWebKeySet, type JWK } from 'jose';
import { ConfigError, ensurePrivateDir } from '@mawadda/kit';

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  /** Published at /.well-known/jwks.json; may also hold retired keys still verifying old tokens. */
  jwks: JSONWebKeySet;
}

const publicPart = ({ d: _d, ...pub }: JWK): JWK => pub;

async function fromJwk(jwk: JWK, retired: JWK[] = []): Promise<SigningKeys> {
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || !jwk.d || !jwk.kid) {
    throw new ConfigError([
      { name: 'AUTH_PRIVATE_JWK', problem: 'must be an Ed25519 private JWK with a kid' },
    ]);
  }
  const privateKey = (await importJWK(jwk, 'EdDSA')) as CryptoKey;
  const keys = [publicPart(jwk), ...retired.map(publicPart)].map((k) => ({ ...k, alg: 'EdDSA', use: 'sig' }));
  return { kid: jwk.kid, privateKey, jwks: { keys } };
}

export async function generateSigningJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    ...jwk,
    kid: `ed25519-${new Date().toISOString().slice(0, 10)}-${Math.random().toString(36).slice(2, 8)}`,
  };
}

/**
 * Distributed mode takes the key from the environment (every auth replica signs with the same
 * key). Embedded mode generates one at first start and keeps it under DATA_DIR, readable by
 * this user only.
 */
export async function loadSigningKeys(options: {
  privateJwk?: string;
  retiredPublicJwks?: string;
  dataDir: string;
  distributed: boolean;
}): Promise<SigningKeys> {
  const parse = (name: string, raw: string) => {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      throw new ConfigError([{ name, problem: 'is not valid JSON' }]);
    }
  };
  const retired = options.retiredPublicJwks
    ? ((parse('AUTH_RETIRED_PUBLIC_JWKS', options.retiredPublicJwks) as { keys?: JWK[] }).keys ?? [])
    : [];
  if (options.privateJwk) return fromJwk(parse('AUTH_PRIVATE_JWK', options.privateJwk) as JWK, retired);
  if (options.distributed) {
    throw new ConfigError([
      {
        name: 'AUTH_PRIVATE_JWK',
        problem: 'is required when DATABASE_URL is set (run npm run keygen -w @mawadda/auth)',
      },
    ]);
  }
  const file = path.join(options.dataDir, 'keys', 'auth-signing.jwk.json');
  if (!fs.existsSync(file)) {
    ensurePrivateDir(path.dirname(file));
    fs.writeFileSync(file, JSON.stringify(await generateSigningJwk()), { mode: 0o600, flag: 'wx' });
  }
  return fromJwk(JSON.parse(fs.readFileSync(file, 'utf8')) as JWK, retired);
}
