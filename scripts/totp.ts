import { isTotpSecret, TOTP_PERIOD_SECONDS, totpCode } from '@mawadda/kit';

// `npm run -s totp -- <base32 secret>`: the code an authenticator app would show now for a staff
// account's TOTP secret (the demo prints its staff secrets), and how long it stays current. The
// same library and parameters as the auth service (kit's totp.ts), so the code is the one it takes.
const secret = (process.argv[2] ?? '').replace(/\s/g, '').toUpperCase();
if (!isTotpSecret(secret)) {
  console.error('usage: npm run -s totp -- <base32 TOTP secret, as the demo prints it>');
  process.exit(2);
}
const left = TOTP_PERIOD_SECONDS - (Math.floor(Date.now() / 1000) % TOTP_PERIOD_SECONDS);
console.log(`${totpCode(secret)}   (${left} s left)`);
