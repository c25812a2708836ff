import { sealingKeyOf, type SealingKey } from '../domain/sealed-secret.js';
import { generateKeptSecret, loadKeptSecret } from './kept-secret.js';

/** A fresh secret for `AUTH_TWO_FACTOR_KEY`. */
export const generateTwoFactorKey = generateKeptSecret;

/**
 * The key sealing second-factor secrets. Every replica must open what another sealed, and losing it
 * voids every authenticator, so it is kept like the phone key: environment when distributed,
 * generated under DATA_DIR/keys when embedded.
 */
export const loadTwoFactorKey = (options: {
  twoFactorKey?: string;
  dataDir: string;
  distributed: boolean;
}): SealingKey =>
  sealingKeyOf(
    loadKeptSecret({
      value: options.twoFactorKey,
      variable: 'AUTH_TWO_FACTOR_KEY',
      fileName: 'auth-two-factor.key',
      dataDir: options.dataDir,
      distributed: options.distributed,
    }),
  );
