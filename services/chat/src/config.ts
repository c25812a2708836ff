import { z } from 'zod';
import { envInt, loadConfig, type Env } from '@mawadda/kit';

/** The chat service's own variables, beside the platform ones (README: configuration). */
export const chatEnvSchema = z.object({
  /** New conversations a member may start in any 24 hours: introductions, not a mailing list. */
  CHAT_NEW_CONVERSATIONS_PER_DAY: envInt(20, 1),
  /** Messages a member may send per minute, across conversations and devices. */
  CHAT_MESSAGES_PER_MINUTE: envInt(60, 1),
  /** Conversation reports a member may file per day (each one lands in the staff queue). */
  CHAT_REPORTS_PER_DAY: envInt(10, 1),
  /**
   * How long a connected socket counts as online without its replica's heartbeat (seconds): a
   * replica that dies takes its members offline after at most this long.
   */
  CHAT_PRESENCE_TTL_SECONDS: envInt(45, 5, 3600),
});
export type ChatConfig = z.infer<typeof chatEnvSchema>;

/** Parsed once by the composition root (gateway or `main.ts`), beside the platform's variables. */
export const loadChatConfig = (env: Env) => loadConfig(chatEnvSchema, env);
