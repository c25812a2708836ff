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
 * An error as the log may keep it: query parameters and Postgres' `detail` would copy an email, a
 * phone or a password hash into the log, so they go. The SQL text, SQLSTATE and constraint stay,
 * which is what an operator needs.
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
 * Without a destination, standard output written asynchronously in batches (`bufferedStdout`), so a
 * busy process does not stop for a write call per request log. Buffered lines flush synchronously
 * at exit; only a SIGKILL can lose the last lines.
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
 * Lines are held until a few KB have gathered and written together, and whatever is held goes out
 * every second. One write per line cost the member routes real throughput (bench/RESULTS.md, edge):
 * each write wakes the reader of the pipe.
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
 * The logger a request's line goes to: its fields are fixed and none of REDACT_PATHS can match
 * them, so redaction, a large part of the line's cost, is left out. Any other logger is its own.
 */
export const requestLineLogger = (logger: Logger): Logger => requestLines.get(logger) ?? logger;
