import { totpOf, totpStep, TOTP_PERIOD_SECONDS } from '@mawadda/kit';
import QRCode from 'qrcode';

/**
 * Phone clocks drift, so the steps either side of the current one are accepted (RFC 6238 §6). A
 * code works once: nothing at or before `lastStep` is taken again, so a code seen over a shoulder
 * is already spent.
 */
export const TOTP_DRIFT_STEPS = 1;

/** The time step a code belongs to, within the drift window around `at`, or null if none. */
export function matchedStep(secret: string, code: string, at: number = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: at, window: TOTP_DRIFT_STEPS });
  return delta === null ? null : totpStep(at) + delta;
}

/** Whether a code of this step was spent already (a code at or before the last accepted one). */
export const isSpent = (step: number, lastStep: number | null): boolean =>
  lastStep !== null && step <= lastStep;

/** The step of a right, unspent code (to remember as the new `lastStep`), or null. */
export function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  at: number = Date.now(),
): number | null {
  const step = matchedStep(secret, code, at);
  return step === null || isSpent(step, lastStep) ? null : step;
}

export interface TotpSetup {
  secret: string;
  otpauthUri: string;
  qrSvgDataUrl: string;
}

/**
 * What an enrolment screen shows: the `otpauth://` URI (issuer Mawadda, the account's email as
 * label) drawn as a QR code, and the base32 secret for typing in by hand.
 */
export async function totpSetup(secret: string, label: string): Promise<TotpSetup> {
  const otpauthUri = totpOf(secret, label).toString();
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret,
    otpauthUri,
    qrSvgDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
  };
}

export { TOTP_PERIOD_SECONDS };
