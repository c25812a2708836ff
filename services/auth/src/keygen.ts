import { generatePhoneKey } from './store/phone-key-secret.js';
import { generateTwoFactorKey } from './store/second-factor-key.js';
import { generateSigningJwk } from './store/signing-keys.js';

// Prints the secrets a distributed auth needs as environment lines (never commit them): a fresh
// signing key, a phone key and a second-factor key. The phone key must stay the same for the life
// of the site: a new one gives every phone number a new key, and so billing a fresh trial per
// number. So must the second-factor key: a new one opens no sealed secret, and every member and
// staff member with a second factor would need it reset.
console.log(`export AUTH_PRIVATE_JWK='${JSON.stringify(await generateSigningJwk())}'`);
console.log(`export AUTH_PHONE_KEY='${generatePhoneKey()}'`);
console.log(`export AUTH_TWO_FACTOR_KEY='${generateTwoFactorKey()}'`);
