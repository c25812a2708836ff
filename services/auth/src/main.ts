import { createTokenVerifier, loadPlatformConfig, runStandalone } from '@mawadda/kit';
import { createAuthService, loadAuthConfig, loadAuthKeys } from './index.js';

// The auth process verifies its own tokens with its own keys; no JWKS round trip.
const authConfig = loadAuthConfig();
const keys = await loadAuthKeys({ config: loadPlatformConfig() }, authConfig);
await runStandalone('auth', (deps) => createAuthService(deps, keys, authConfig), {
  verifier: () => createTokenVerifier({ jwks: keys.jwks }),
});
