import type { PushTopic } from '@mawadda/contracts';
import type { Database, Logger, Outbox } from '@mawadda/kit';
import type { PushSender } from '../store/push-sender.js';
import type { NotificationStore } from '../store/notification-store.js';
import type { PendingFollowStore } from '../store/pending-follow-store.js';
import type { PreferenceStore } from '../store/preference-store.js';
import type { PushMarkStore } from '../store/push-mark-store.js';
import type { PushPreferenceStore } from '../store/push-preference-store.js';
import type { PushSubscriptionStore } from '../store/push-subscription-store.js';

/** One push to one device, as a job carries it (ids and a site path; the words are made at send time). */
export interface PushJob {
  subscriptionId: string;
  /** Whose device it was when planned: a device another member signed in on since is not told. */
  memberId: string;
  topic: PushTopic;
  link: string;
  tag: string;
}

/** Web Push when it is on (`WEB_PUSH_ENABLED`): its keys, its rules and its way out. */
export interface PushSetup {
  publicKey: string;
  endpointHosts: readonly string[];
  production: boolean;
  quietMinutes: number;
  sender: PushSender;
  /** Set in `start`, once the job queue is open: a push is sent by a job, after the commit. */
  schedule?: (job: PushJob) => Promise<void>;
}

/** What the notification use cases share, built once in createNotifyService. */
export interface NotifyApp {
  database: Database;
  outbox: Outbox;
  logger: Logger;
  notifications: NotificationStore;
  preferences: PreferenceStore;
  pendingFollows: PendingFollowStore;
  pushSubscriptions: PushSubscriptionStore;
  pushPreferences: PushPreferenceStore;
  pushMarks: PushMarkStore;
  /** Null when Web Push is off: the push routes answer 404 and nothing is sent. */
  push: PushSetup | null;
  clock: () => Date;
}
