import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Secrets never reach the logs: credentials in bodies, tokens in headers and cookies.
 * Paths are pino's redact syntax; request/response objects come from the http logger.
 */
export const REDACT_PATHS = [
  'password',
  'confirmPassword',
  'currentPassword',
  'newPassword',
  'token',
  'refreshToken',
  '*.password',
  '*.confirmPassword',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.refreshToken',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

export function createLogger(
  name: string,
  level: string,
  destination?: pino.DestinationStream,
): Logger {
  return pino(
    {
      name,
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      base: { service: name },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
