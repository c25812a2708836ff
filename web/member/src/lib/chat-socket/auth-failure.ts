import { z } from 'zod';

/** What a refused handshake carries: the middleware's Error message and, usually, its `data`. */
const refusalSchema = z.object({
  message: z.string().optional(),
  data: z.object({ status: z.number().optional(), code: z.string().optional() }).loose().optional(),
});

const AUTH_WORDS = /auth|token|session|unauthori[sz]ed|expired|jwt/i;

/**
 * Whether a refused handshake was about the token (expired, revoked, missing), so a refreshed
 * token may get in. The server's middleware refuses with an Error whose `data` carries the
 * problem (status 401, or an auth code); without `data` only the message says it.
 */
export function isAuthFailure(error: unknown): boolean {
  const parsed = refusalSchema.safeParse(error);
  if (!parsed.success) return false;
  const { message = '', data } = parsed.data;
  return data?.status === 401 || AUTH_WORDS.test(data?.code ?? '') || AUTH_WORDS.test(message);
}
