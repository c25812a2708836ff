import { generatePhoneKey } from './store/phone-key-secret.js';
import { generateSigningJwk } from './store/signing-keys.js';

// Prints the secrets a distributed auth needs as environment lines (never commit them): a fresh
// signing key, and a phone key. The phone key must stay the same for the life of the site: a new
// one gives every phone number a new key, and so billing a fresh trial per number.
console.log(`export AUTH_PRIVATE_JWK='${JSON.stringify(await generateSigningJwk())}'`);
console.log(`export AUTH_PHONE_KEY='${generatePhoneKey()}'`);
