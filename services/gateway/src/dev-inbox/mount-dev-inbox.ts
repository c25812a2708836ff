import type { Express, Request } from 'express';
import { createDevInbox, devInboxEnabled, type DevInboxEntry, type MessagingConfig } from '@mawadda/kit';
import { INBOX_CSS, renderInboxPage } from './inbox-page.js';

/**
 * The page has no script and loads only its own stylesheet: nothing else may load, run, be
 * posted or frame it. Links in messages are plain navigation, which CSP does not govern.
 */
export const DEV_INBOX_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export type DevInboxPageConfig = Pick<
  MessagingConfig,
  'NODE_ENV' | 'MAIL_TRANSPORT' | 'SMS_TRANSPORT' | 'DEV_INBOX_DIR'
>;

const one = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** `?to=&purpose=&channel=` narrow the JSON (the e2e journeys read their own codes). */
function matches(req: Request) {
  const to = one(req.query.to)?.toLowerCase();
  const purpose = one(req.query.purpose);
  const channel = one(req.query.channel);
  return (e: DevInboxEntry) =>
    (to === undefined || e.to.toLowerCase() === to) &&
    (purpose === undefined || e.purpose === purpose) &&
    (channel === undefined || e.channel === channel);
}

/**
 * `/dev/inbox` and `/dev/inbox.json` show what the dev inbox adapters wrote to DEV_INBOX_DIR.
 * Mounted only outside production and when a transport is the inbox, else the paths do not exist
 * (404). Returns whether it mounted; mount before the web apps' catch-all.
 */
export function mountDevInbox(app: Express, config: DevInboxPageConfig): boolean {
  if (!devInboxEnabled(config)) return false;
  const inbox = createDevInbox({ dir: config.DEV_INBOX_DIR });
  const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };
  app.get('/dev/inbox.css', (_req, res) => {
    res.set(noStore).type('text/css').send(INBOX_CSS);
  });
  app.get('/dev/inbox.json', async (req, res) => {
    res.set(noStore).json({ messages: (await inbox.list()).filter(matches(req)) });
  });
  app.get('/dev/inbox', async (_req, res) => {
    res
      .set({ ...noStore, 'Content-Security-Policy': DEV_INBOX_CSP })
      .type('html')
      .send(renderInboxPage(await inbox.list()));
  });
  return true;
}
