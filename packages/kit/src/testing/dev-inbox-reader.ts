import { createDevInbox, type DevInboxEntry } from '../messaging/dev-inbox.js';
import { poll } from './poll.js';

export interface DevInboxQuery {
  purpose?: string;
  channel?: 'mail' | 'sms';
  /** Only messages sent at or after this time. */
  after?: Date;
}

/**
 * The newest message in the dev inbox folder `dir` to `to` (an address or an E.164 number,
 * compared case-insensitively for mail), optionally of one purpose or channel, or sent after a
 * time. For tests that follow a link or a code a service sent.
 */
export async function latestMessageTo(
  dir: string,
  to: string,
  query: DevInboxQuery = {},
): Promise<DevInboxEntry | undefined> {
  const entries = await createDevInbox({ dir }).list();
  return entries.find(
    (e) =>
      e.to.toLowerCase() === to.toLowerCase() &&
      (query.purpose === undefined || e.purpose === query.purpose) &&
      (query.channel === undefined || e.channel === query.channel) &&
      (query.after === undefined || new Date(e.sentAt).getTime() >= query.after.getTime()),
  );
}

/** `latestMessageTo`, polled until a message is there (events deliver mail asynchronously). */
export async function waitForMessageTo(
  dir: string,
  to: string,
  query: DevInboxQuery & { timeoutMs?: number } = {},
): Promise<DevInboxEntry> {
  return poll(() => latestMessageTo(dir, to, query), {
    timeoutMs: query.timeoutMs ?? 5_000,
    everyMs: 25,
    fail: () =>
      new Error(`no dev inbox message${query.purpose ? ` for ${query.purpose}` : ''} arrived in time`),
  });
}
