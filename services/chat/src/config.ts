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
  /** How long a call rings before it is missed (seconds). */
  CHAT_CALL_RING_SECONDS: envInt(45, 1, 300),
  /**
   * coturn for calls (README: calls): its `turn:`/`stun:` URLs, comma-separated, and the
   * `static-auth-secret` it shares with chat, from which each call gets credentials that expire.
   * Empty: no TURN, browsers connect by host candidates only (the same network).
   */
  CHAT_TURN_URLS: z.string().default(''),
  CHAT_TURN_SECRET: z.string().default(''),
  /** How long a call's TURN credentials stay valid (seconds). */
  CHAT_TURN_TTL_SECONDS: envInt(3600, 60, 86_400),
});
export type ChatConfig = z.infer<typeof chatEnvSchema>;

/** Parsed once by the composition root (gateway or `main.ts`), beside the platform's variables. */
export const loadChatConfig = (env: Env) => loadConfig(chatEnvSchema, env);
