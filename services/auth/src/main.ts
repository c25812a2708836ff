import { createTokenVerifier, runStandalone } from '@mawadda/kit';
import { authEnvSchema, createAuthService, loadAuthKeys, type SigningKeys } from './index.js';

// The auth process verifies its own tokens with its own keys; no JWKS round trip.
let keys: SigningKeys | undefined;
await runStandalone('auth', {
  config: authEnvSchema,
  verifier: async (config, own, revocations) =>
    createTokenVerifier({ jwks: (keys = await loadAuthKeys({ config }, own)).jwks }, { revocations }),
  create: (deps, own) => createAuthService(deps, keys!, own),
});
