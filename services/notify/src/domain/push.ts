import {
  DEFAULT_PUSH,
  PUSH_TOPICS,
  type Locale,
  type NotificationKind,
  type PushPayload,
  type PushPreferences,
  type PushTopic,
} from '@mawadda/contracts';
import { translate } from '@mawadda/contracts/messages';
import { pathInLocale } from '@mawadda/contracts/web-routes';

/** Every topic with its switch: the member's stored choice, else on. */
export function effectivePushPreferences(
  stored: readonly { topic: PushTopic; enabled: boolean }[],
): PushPreferences {
  const chosen = new Map(stored.map((p) => [p.topic, p.enabled]));
  return Object.fromEntries(PUSH_TOPICS.map((t) => [t, chosen.get(t) ?? DEFAULT_PUSH[t]])) as PushPreferences;
}

/** The push topic a notification kind belongs to; null for kinds that stay in the centre and mail. */
export function pushTopicOf(kind: NotificationKind): PushTopic | null {
  switch (kind) {
    case 'guardian.decision':
    case 'reveal.granted':
    case 'suggestions.ready':
      return kind;
    default:
      return null;
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether notify may post to this endpoint: https to a browser's push service (a host of the
 * list, or a name under it). Outside production a loopback endpoint over http is let in too, for
 * a local push service in tests. Anything else could turn notify into a way to reach inner
 * addresses, so it is refused.
 */
export function endpointAllowed(endpoint: string, hosts: readonly string[], production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (!production && LOOPBACK.has(host) && (url.protocol === 'http:' || url.protocol === 'https:'))
    return true;
  if (url.protocol !== 'https:') return false;
  return hosts.some((h) => host === h || host.endsWith(`.${h}`));
}

/**
 * Whether a new message is pushed: the first of a conversation since its last push more than the
 * quiet time ago. She reads the rest when she opens the conversation the push led her to.
 */
export const quietSince = (at: Date, quietMinutes: number) => new Date(at.getTime() - quietMinutes * 60_000);

/**
 * What a device shows: the topic's title and body in the device's language, and where a tap leads.
 * Never a name, a photo or a message's text: a push shows on a locked screen.
 */
export function pushPayloadOf(topic: PushTopic, locale: Locale, link: string, tag: string): PushPayload {
  return {
    title: translate(`notify.push.${topic}.title`, locale),
    body: translate(`notify.push.${topic}.body`, locale),
    url: pathInLocale(locale, link),
    tag,
  };
}
