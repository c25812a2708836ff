import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import { z } from 'zod';
import type { Locale } from '@mawadda/contracts';
import type { Principal, Role } from '../auth/principal.js';
import type { TokenVerifier } from '../auth/token-verifier.js';
import { verifiedPrincipal } from '../auth/request-principal.js';
import { problems, ProblemError } from './problem-error.js';
import { fieldIssuesFrom } from '@mawadda/contracts';
import { controlCharacterIssues } from './control-characters.js';
import type { PublicCache } from './public-cache.js';
import { idempotencyKeyOf, requestFingerprint } from './idempotency-key.js';
import type { IdempotencyStore } from '../idempotency/idempotency-store.js';
import { runIdempotent, type Answer } from './run-idempotent.js';
import { sendAnswer } from './send-answer.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const WRITES: ReadonlySet<Method> = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Whether a route takes `Idempotency-Key`: every write a caller is known on. A `public` write
 * (register, login, a guest's feedback) has no caller to keep keys for, so it has none.
 */
export const takesIdempotencyKey = (method: Method, access: Access) =>
  WRITES.has(method) && access !== 'public';
type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * `'signed-in'`: any signed-in member or staff, never a guardian (the wali's co-account is no
 * member, so member routes refuse it, 403). `'account'`: any account, guardians included. A role
 * list restricts to those roles. On `'optional'` routes a guardian reads as a guest.
 */
export type Access = 'public' | 'optional' | 'signed-in' | 'account' | readonly Role[];

/** Roles that `'signed-in'` admits: all but the guardian. */
const MEMBER_OR_STAFF: readonly Role[] = ['member', 'company', 'moderator', 'admin'];

/** Guardian accounts only: a member, a company or staff gets 403. */
export const GUARDIANS: readonly Role[] = ['guardian'];

/**
 * Who calls, in the authorization matrix (SECURITY.md): nobody signed in; the owner; another
 * member; a member the owner blocked; staff; the owner's guardian.
 */
export const ACTORS = ['guest', 'owner', 'member', 'blocked', 'moderator', 'admin', 'guardian'] as const;
export type Actor = (typeof ACTORS)[number];
/** What an actor gets: let through to the handler (`allow`, whatever the handler then says of the input), or refused so. */
export type Expectation = 'allow' | 401 | 403 | 404;

export interface RouteSpec<
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
> {
  summary: string;
  /** Who may call, declared next to the route: required, so no route ships without a rule. */
  access: Access;
  body?: B;
  query?: Q;
  params?: P;
  /** Documented 2xx body; also used to strip undeclared fields from what handlers return. */
  response?: Schema;
  status?: number;
  /** Extra documented statuses with a one-line reason each. */
  errors?: Record<number, string>;
  /**
   * Where the handler decides more than `access` says (the owner only; the blocked see nothing):
   * the answer each actor gets. Actors not named follow from `access`. The authorization matrix
   * test calls every route as every actor and holds the route to this.
   */
  authz?: Partial<Record<Actor, Expectation>>;
  /**
   * A `public` GET whose answer is the same for everyone: served from this in-memory cache with an
   * ETag, a `Cache-Control` and compressed forms (`public-cache.ts`).
   */
  cache?: PublicCache;
}

export interface RouteContext<B, Q, P, A> {
  body: B;
  query: Q;
  params: P;
  auth: A;
  locale: Locale;
  req: Request;
  res: Response;
}

export interface OperationRecord {
  method: Method;
  path: string;
  tag: string;
  spec: RouteSpec<Schema | undefined, Schema | undefined, Schema | undefined>;
}

type AuthOf<A extends Access> = A extends 'public'
  ? undefined
  : A extends 'optional'
    ? Principal | undefined
    : Principal;

function parsePart<S extends Schema>(schema: S, input: unknown, part: 'body' | 'query' | 'params') {
  const hidden = controlCharacterIssues(input);
  if (hidden.length) {
    if (part === 'params') throw problems.notFound();
    throw problems.validation(hidden);
  }
  const result = schema.safeParse(part === 'query' ? withoutLang(input) : input);
  if (result.success) {
    // A query parameter may carry JSON (staff filters) whose escapes decode to control characters.
    const decoded = part === 'query' ? controlCharacterIssues(result.data) : [];
    if (decoded.length) throw problems.validation(decoded);
    return result.data;
  }
  const issues = fieldIssuesFrom(result.error, input);
  // A generic rule failing in a URL reads better as "this parameter is not valid"; a rule the
  // schema named itself (min above max, say) keeps its own message.
  if (part === 'query')
    for (const i of issues)
      if (i.messageKey.startsWith('validation.') && i.messageKey !== 'validation.required')
        i.messageKey = 'validation.query';
  if (part === 'params') throw problems.notFound();
  throw problems.validation(issues);
}

/**
 * `?lang=` picks the language of the answer for every route (create-app reads it before any
 * router): it is the platform's parameter, not the route's, so a strict query schema never sees it.
 */
function withoutLang(query: unknown): unknown {
  if (!query || typeof query !== 'object' || !('lang' in query)) return query;
  const { lang: _lang, ...rest } = query as Record<string, unknown>;
  return rest;
}

/**
 * What a handler returned, as its response schema lets it out: unnamed keys are stripped, so a
 * password hash can never reach the wire by accident. A mismatch is the handler's bug: a logged
 * 500, nothing sent. Without a response schema a route answers only 204, or a body it sends itself.
 */
function responseOf(schema: Schema | undefined, result: unknown, route: string): unknown {
  if (!schema) throw new ResponseContractError(route, ['(route declares no response schema)']);
  const parsed = schema.safeParse(result);
  if (parsed.success) return parsed.data;
  throw new ResponseContractError(
    route,
    parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.code}`),
  );
}

/** A handler's result broke its route's declared response: logged (paths only, never values), answered 500. */
export class ResponseContractError extends Error {
  constructor(
    readonly route: string,
    readonly issues: string[],
  ) {
    super(`response of ${route} does not match its schema: ${issues.slice(0, 5).join('; ')}`);
    this.name = 'ResponseContractError';
  }
}

/**
 * A router whose routes declare their input and output with zod: input is validated before the
 * handler runs, and every route lands in the service's OpenAPI document with the same schemas.
 */
export class ApiRouter {
  readonly router: Router = express.Router();
  readonly operations: OperationRecord[] = [];
  private idempotency?: IdempotencyStore;

  constructor(readonly options: { tag: string; verifier?: TokenVerifier }) {}

  /**
   * Keys on writes are kept in this store (the composition root gives every router its
   * database's, `enableIdempotency`); without one the header is checked and otherwise ignored.
   */
  useIdempotency(store: IdempotencyStore): this {
    this.idempotency = store;
    return this;
  }

  async principalOf(req: Request): Promise<Principal | undefined> {
    const header = req.headers.authorization;
    if (!header) return undefined;
    const [scheme, token] = header.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw problems.unauthorized('invalid_token');
    if (!this.options.verifier) throw new Error('ApiRouter has no token verifier but a route needs one');
    return verifiedPrincipal(req, token, this.options.verifier);
  }

  private async authorize(req: Request, access: Access): Promise<Principal | undefined> {
    if (access === 'public') return undefined;
    // On an `optional` route no token means a guest, but a token that fails (expired, revoked,
    // forged) is refused as on any other route: a deleted or logged-out account must not go on
    // acting as a guest with its dead token, and the client learns to refresh.
    const principal = await this.principalOf(req);
    if (access === 'optional') return principal?.role === 'guardian' ? undefined : principal;
    if (!principal) throw problems.unauthorized();
    if (access === 'account') return principal;
    const roles = access === 'signed-in' ? MEMBER_OR_STAFF : access;
    if (!roles.includes(principal.role)) throw problems.forbidden();
    return principal;
  }

  route<
    B extends Schema | undefined = undefined,
    Q extends Schema | undefined = undefined,
    P extends Schema | undefined = undefined,
    const A extends Access = Access,
  >(
    method: Method,
    path: string,
    spec: RouteSpec<B, Q, P> & { access: A },
    handler: (ctx: RouteContext<Out<B>, Out<Q>, Out<P>, AuthOf<A>>) => unknown,
  ): this {
    this.operations.push({ method, path, tag: this.options.tag, spec });
    const cache = spec.cache;
    if (cache && (method !== 'get' || spec.access !== 'public'))
      throw new Error(`${method.toUpperCase()} ${path}: only a public GET may be cached for everyone`);
    const before: RequestHandler[] = cache ? [cache.lookup] : [];
    this.router[method](path, ...before, async (req: Request, res: Response) => {
      // The route's pattern, for the request histogram (never the URL, which carries ids).
      res.locals.route = `${req.baseUrl}${path}`;
      const auth = await this.authorize(req, spec.access);
      const key = takesIdempotencyKey(method, spec.access) ? idempotencyKeyOf(req) : undefined;
      const ctx = {
        body: spec.body ? parsePart(spec.body, req.body, 'body') : undefined,
        query: spec.query ? parsePart(spec.query, req.query, 'query') : undefined,
        params: spec.params ? parsePart(spec.params, req.params, 'params') : undefined,
        auth,
        locale: res.locals.locale as Locale,
        req,
        res,
      } as RouteContext<Out<B>, Out<Q>, Out<P>, AuthOf<A>>;
      // A keyed write by a known caller (a guest on an `optional` route has none): run once.
      const caller = (auth as Principal | undefined)?.id;
      if (key && caller && this.idempotency) {
        return runIdempotent({
          store: this.idempotency,
          caller,
          key,
          fingerprint: requestFingerprint(req),
          res,
          run: async (): Promise<Answer | undefined> => {
            const result = await handler(ctx);
            if (res.headersSent) return undefined;
            if (result === undefined) return { kind: 'empty', status: spec.status ?? 204 };
            const body = responseOf(spec.response, result, `${method.toUpperCase()} ${path}`);
            return { kind: 'json', status: spec.status ?? 200, body };
          },
        });
      }
      const result = await handler(ctx);
      if (res.headersSent) return;
      if (result === undefined) {
        res.status(spec.status ?? 204).end();
        return;
      }
      const body = responseOf(spec.response, result, `${method.toUpperCase()} ${path}`);
      if (cache) cache.respond(req, res, body);
      else sendAnswer(req, res, spec.status ?? 200, body);
    });
    return this;
  }

  private verb(method: Method) {
    return <
      B extends Schema | undefined = undefined,
      Q extends Schema | undefined = undefined,
      P extends Schema | undefined = undefined,
      const A extends Access = Access,
    >(
      path: string,
      spec: RouteSpec<B, Q, P> & { access: A },
      handler: (ctx: RouteContext<Out<B>, Out<Q>, Out<P>, AuthOf<A>>) => unknown,
    ) => this.route(method, path, spec, handler);
  }

  get = this.verb('get');
  post = this.verb('post');
  put = this.verb('put');
  patch = this.verb('patch');
  delete = this.verb('delete');
}

export { ProblemError };
