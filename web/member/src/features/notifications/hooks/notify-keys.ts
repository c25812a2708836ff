/** The query keys of the notification centre, in one place so writes invalidate the right reads. */
export const notifyKeys = {
  all: ['notify'] as const,
  unread: ['notify', 'unread'] as const,
  list: ['notify', 'list'] as const,
  cards: (ids: string[]) => ['notify', 'cards', ...ids] as const,
  preferences: ['notify', 'preferences'] as const,
  pushPreferences: ['notify', 'push', 'preferences'] as const,
  pushDevices: ['notify', 'push', 'devices'] as const,
};
