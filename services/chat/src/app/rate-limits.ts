import { createRateLimiter, type Redis } from '@mawadda/kit';
import type { ChatConfig } from '../config.js';

/**
 * Messages per minute (across devices and replicas, Redis when there is one) and reports per day.
 * New conversations per day are counted from the conversations themselves (a rolling 24 hours),
 * so no counter can forget them.
 */
export function chatRateLimits(config: ChatConfig, redis?: Redis) {
  return {
    messages: createRateLimiter(
      { name: 'chat-messages', points: config.CHAT_MESSAGES_PER_MINUTE, durationSeconds: 60 },
      redis,
    ),
    reports: createRateLimiter(
      { name: 'chat-reports', points: config.CHAT_REPORTS_PER_DAY, durationSeconds: 86_400 },
      redis,
    ),
  };
}

export type ChatRateLimits = ReturnType<typeof chatRateLimits>;
