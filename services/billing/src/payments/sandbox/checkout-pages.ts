import { readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type ErrorRequestHandler, type Response, type Router } from 'express';
import { isLocale, type Locale } from '@mawadda/contracts';
import { answerChallenge } from './answer-challenge.js';
import { challengePage, checkoutPage, messagePage, type PageUrls } from './checkout-html.js';
import { payCheckout, where, type PayResult } from './pay-checkout.js';
import type { SandboxContext } from './sandbox-context.js';
import type { CheckoutSessionRow } from './sandbox-schema.js';
import { findSession } from './sandbox-store.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STYLESHEET = readFileSync(path.join(import.meta.dirname, 'sandbox.css'), 'utf8');

/**
 * The pages' own policy, over the API's `default-src 'none'`: this origin's stylesheet and nothing
 * else (no script, no inline style); forms post here, and the browser may then be redirected to
 * the return URL's origin (browsers hold form redirects to `form-action`); never framed.
 */
function pageCsp(returnUrl?: string): string {
  const targets = ["'self'"];
  if (returnUrl && !returnUrl.startsWith('/')) targets.push(new URL(returnUrl).origin);
  return [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    `form-action ${targets.join(' ')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function sendPage(res: Response, status: number, html: string, session?: CheckoutSessionRow): void {
  res
    .status(status)
    .type('html')
    .set({ 'Cache-Control': 'no-store', 'Content-Security-Policy': pageCsp(session?.returnUrl) })
    .send(html);
}

const redirect = (res: Response, url: string) => res.set('Cache-Control', 'no-store').redirect(303, url);

/** The locale of a page without a session: the request's (negotiated by the kit), else Arabic. */
const requestLocale = (res: Response): Locale => (isLocale(res.locals.locale) ? res.locals.locale : 'ar');

/**
 * The sandbox's hosted pages, mounted by billing at `pathBase`: the checkout form, the challenge
 * step and their stylesheet. Plain HTML forms (no script), so they work under the gateway's CSP
 * and with JavaScript off. Only this router parses form bodies, and only small ones.
 */
export function checkoutPages(c: SandboxContext): Router {
  const router = express.Router();
  const urls: PageUrls = { pathBase: c.pathBase };
  const form = express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 20 });
  const checkoutUrl = (id: string) => `${c.pathBase}/checkout/${encodeURIComponent(id)}`;
  const challengeUrl = (id: string) => `${checkoutUrl(id)}/challenge`;
  const notFound = (res: Response) => sendPage(res, 404, messagePage(requestLocale(res), urls, 'notFound'));
  const load = async (id: string) => (UUID.test(id) ? findSession(c.database.db, id) : undefined);

  /** One answer per outcome of a submit. */
  const answer = (res: Response, result: PayResult) => {
    switch (result.kind) {
      case 'not_found':
        return notFound(res);
      case 'decided':
        return redirect(res, result.session.returnUrl);
      case 'challenge':
        return redirect(res, challengeUrl(result.session.id));
      case 'invalid':
        return sendPage(res, 422, checkoutPage(result.session, urls, result), result.session);
    }
  };

  router.get('/sandbox.css', (_req, res) => {
    res.type('text/css').set('Cache-Control', 'public, max-age=300').send(STYLESHEET);
  });

  router.get('/checkout/:sessionId', async (req, res) => {
    const session = await load(req.params.sessionId);
    if (!session) return notFound(res);
    if (session.status !== 'open') return answer(res, where(session));
    sendPage(res, 200, checkoutPage(session, urls), session);
  });

  router.post('/checkout/:sessionId', form, async (req, res) => {
    if (!UUID.test(req.params.sessionId)) return notFound(res);
    answer(res, await payCheckout(c, req.params.sessionId, req.body));
  });

  router.get('/checkout/:sessionId/challenge', async (req, res) => {
    const session = await load(req.params.sessionId);
    if (!session) return notFound(res);
    if (session.status === 'open') return redirect(res, checkoutUrl(session.id));
    if (session.status !== 'challenge') return redirect(res, session.returnUrl);
    sendPage(res, 200, challengePage(session, urls), session);
  });

  router.post('/checkout/:sessionId/challenge', form, async (req, res) => {
    if (!UUID.test(req.params.sessionId)) return notFound(res);
    const decision = (req.body as Record<string, unknown> | undefined)?.decision;
    const result = await answerChallenge(c, req.params.sessionId, decision);
    switch (result.kind) {
      case 'not_found':
        return notFound(res);
      case 'open':
        return redirect(res, checkoutUrl(result.session.id));
      case 'decided':
        return redirect(res, result.session.returnUrl);
      case 'invalid':
        return sendPage(res, 422, challengePage(result.session, urls), result.session);
    }
  });

  // A form body too large, with too many fields or in an odd charset: a page, not problem+json.
  const unreadable: ErrorRequestHandler = (err, _req, res, next) => {
    const e = err as { type?: unknown; status?: unknown };
    if (typeof e?.type !== 'string' || typeof e.status !== 'number' || e.status < 400 || e.status > 499)
      return next(err);
    sendPage(res, e.status, messagePage(requestLocale(res), urls, 'unreadable'));
  };
  router.use(unreadable);
  return router;
}
