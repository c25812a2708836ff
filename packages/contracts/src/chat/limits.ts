/** The longest message a member can send, after trimming. */
export const MESSAGE_MAX_CHARS = 2000;
/** A page of one conversation's history, and of the conversation list. */
export const CHAT_PAGE_DEFAULT = 30;
export const CHAT_PAGE_MAX = 100;
/** The most messages a report may point at; with none named, the snapshot takes the latest this many. */
export const REPORT_MESSAGES_MAX = 50;
/** A typing indicator lasts this long on the other side unless renewed; clients send at most one per interval. */
export const TYPING_TTL_MS = 5000;
export const TYPING_THROTTLE_MS = 2000;
