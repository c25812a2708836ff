import { createHmac } from 'node:crypto';
import type { CallIce } from '@mawadda/contracts';
import type { ChatConfig } from '../../config.js';

/**
 * TURN credentials for one call by coturn's shared-secret REST scheme (`use-auth-secret`): the
 * username is the expiry (unix seconds) and the call's id, the password the base64 HMAC-SHA1 of
 * the username under the secret coturn shares with chat. They expire with the call's lifetime and
 * name no member, so no fixed password ever reaches a page. No TURN configured: no servers, and
 * browsers connect by host candidates.
 */
export function iceServersFor(config: ChatConfig, callId: string, nowMs: number): CallIce {
  const urls = config.CHAT_TURN_URLS.split(',')
    .map((u) => u.trim())
    .filter(Boolean);
  if (!urls.length || !config.CHAT_TURN_SECRET) return { iceServers: [] };
  const username = `${Math.floor(nowMs / 1000) + config.CHAT_TURN_TTL_SECONDS}:${callId}`;
  const credential = createHmac('sha1', config.CHAT_TURN_SECRET).update(username).digest('base64');
  return { iceServers: [{ urls, username, credential }] };
}
