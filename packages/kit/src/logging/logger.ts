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

/** Where a failed query's values start in drizzle's message and stack: up to the first frame. */
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

/**
 * An error as the log may keep it. A failed query carries its parameters (drizzle's `params`, and
 * the same values inside its message and stack), and Postgres' `detail` quotes the offending row
 * ("Key (email)=(…) already exists"): either would copy an email, a phone or a password hash into
 * the log. The SQL text, the SQLSTATE and the constraint stay, which is what an operator needs.
 */
export function safeError(err: unknown): unknown {
  const serialized = err instanceof Error ? pino.stdSerializers.errWithCause(err) : err;
  return scrubError(serialized, 0);
}

function scrubError(e: unknown, depth: number): unknown {
  if (!e || typeof e !== 'object' || depth > 5) return e;
  const out: Record<string, unknown> = { ...(e as Record<string, unknown>) };
  for (const key of ['params', 'parameters', 'values']) if (key in out) out[key] = '[redacted]';
  if (typeof out.detail === 'string') out.detail = '[redacted]';
  for (const key of ['message', 'stack'])
    if (typeof out[key] === 'string')
      out[key] = (out[key] as string).replace(PARAMS_IN_TEXT, '\nparams: [redacted]');
  if (out.cause) out.cause = scrubError(out.cause, depth + 1);
  return out;
}

/**
 * Without a destination, standard output written asynchronously and in batches (`bufferedStdout`),
 * so a busy process does not stop for a write call on every request log (it did, synchronously,
 * before issue 18). What is still buffered is flushed synchronously when the process exits
 * (pino's exit hook); only a SIGKILL can lose the last lines.
 */
export function createLogger(name: string, level: string, destination?: pino.DestinationStream): Logger {
  const options = {
    name,
    level,
    serializers: { err: safeError, error: safeError },
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  const stream = destination ?? bufferedStdout();
  const logger = pino({ ...options, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, stream);
  requestLines.set(logger, pino(options, stream));
  return logger;
}

let stdout: pino.DestinationStream | undefined;

/**
 * Lines are held until 4 KB have gathered (~20 request lines) and written together, and whatever
 * is held goes out every second, so a quiet process's line is at most a second late. One write
 * per line cost the member routes ~5 % of their requests a second (bench/edge.ts, alternating
 * pairs on 2026-11-28): each write wakes the reader of the pipe.
 */
function bufferedStdout(): pino.DestinationStream {
  // One per process, whatever the number of loggers: two buffers writing to the same pipe could
  // interleave their batches, and each would keep its own timer.
  if (stdout) return stdout;
  const out = (stdout = pino.destination({ dest: 1, sync: false, minLength: 4096 }));
  setInterval(() => {
    try {
      out.flush();
    } catch {
      // Closed: the process is exiting, and pino's exit hook has written what was held.
    }
  }, 1000).unref();
  return out;
}

/** Each logger of `createLogger` with its twin for request lines: same stream, no redaction. */
const requestLines = new WeakMap<Logger, Logger>();

/**
 * The logger a request's line goes to (`logRequest`): its fields (id, method, path, status,
 * duration) are fixed and none of REDACT_PATHS can match them, so redaction, half the line's
 * cost (~10 against ~5 µs), is left out. Any other logger is its own.
 */
export const requestLineLogger = (logger: Logger): Logger => requestLines.get(logger) ?? logger;
