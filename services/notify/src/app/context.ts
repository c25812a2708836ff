import type { Database, Outbox } from '@mawadda/kit';
import type { NotificationStore } from '../store/notification-store.js';
import type { PendingFollowStore } from '../store/pending-follow-store.js';
import type { PreferenceStore } from '../store/preference-store.js';

/** What the notification use cases share, built once in createNotifyService. */
export interface NotifyApp {
  database: Database;
  outbox: Outbox;
  notifications: NotificationStore;
  preferences: PreferenceStore;
  pendingFollows: PendingFollowStore;
  clock: () => Date;
}
