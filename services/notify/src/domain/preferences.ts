import {
  DEFAULT_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
} from '@mawadda/contracts';

/** Every kind with its channel: the member's stored choice, else the kind's default. */
export function effectivePreferences(
  stored: readonly { kind: NotificationKind; channel: NotificationChannel }[],
): NotificationPreferences {
  const chosen = new Map(stored.map((p) => [p.kind, p.channel]));
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((k) => [k, chosen.get(k) ?? DEFAULT_CHANNELS[k]]),
  ) as NotificationPreferences;
}

/** What a channel asks of one notification: keep it in the centre, and mail it too. */
export const deliveryOf = (channel: NotificationChannel) => ({
  store: channel !== 'off',
  email: channel === 'email',
});
