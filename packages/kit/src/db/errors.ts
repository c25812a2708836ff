/** Postgres SQLSTATE of an error from either driver; drizzle wraps driver errors in `cause`. */
export function sqlStateOf(err: unknown): { code?: string; constraint?: string } {
  for (
    let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
    }
  }
  return {};
}

export const isUniqueViolation = (err: unknown) => sqlStateOf(err).code === '23505';
