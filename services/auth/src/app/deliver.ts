import { createHash } from 'node:crypto';
import type { RateLimited } from '@mawadda/kit';
import type { OutgoingMessage } from '../domain/outgoing-message.js';
import type { AuthApp } from './context.js';

export type Outgoing = OutgoingMessage;

/**
 * Sends after the transaction committed: a failed send leaves the stored state whole (a resend
 * tries again) and never turns into an answer that differs (which would tell a stranger that an
 * address is taken). Logged by purpose only: the address and the text are personal data.
 */
export async function deliver(app: AuthApp, messages: Outgoing[]): Promise<void> {
  for (const outgoing of messages) {
    try {
      if (outgoing.channel === 'mail') await app.messaging.mailer.send(outgoing.message);
      else await app.messaging.sms.send(outgoing.message);
    } catch (err) {
      app.logger.warn(
        { purpose: outgoing.message.purpose, channel: outgoing.channel, err: (err as Error).name },
        'verification message not sent',
      );
    }
  }
}

/** The rate-limit key of an address: its digest, so no address is written to Redis. */
export const addressKey = (address: string) =>
  createHash('sha256').update(address.toLowerCase()).digest('base64url');

/** Spends one send of each address's hourly budget: the refusal of the first one used up. */
export async function spendSends(app: AuthApp, addresses: string[]): Promise<RateLimited | undefined> {
  for (const address of addresses) {
    const limited = await app.limits.sendsPerAddress.spend(addressKey(address));
    if (limited) return limited;
  }
  return undefined;
}
