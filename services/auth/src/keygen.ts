import { generateSigningJwk } from './store/signing-keys.js';

// Prints a fresh signing key as an environment line for distributed runs (never commit it).
console.log(`export AUTH_PRIVATE_JWK='${JSON.stringify(await generateSigningJwk())}'`);
