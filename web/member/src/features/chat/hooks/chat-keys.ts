/** The chat reads in the query cache, so socket events and actions can put or ask again exactly what changed. */
export const chatKeys = {
  unread: ['chat', 'unread'] as const,
  list: ['chat', 'list'] as const,
  listCards: (ids: readonly string[]) => ['chat', 'list-cards', ...ids] as const,
  with: (memberId: string) => ['chat', 'with', memberId] as const,
  card: (memberId: string) => ['chat', 'card', memberId] as const,
  messages: (conversationId: string) => ['chat', 'messages', conversationId] as const,
  /** What I wrote to a member and the server has not confirmed yet (sending, or failed). */
  outbox: (memberId: string) => ['chat', 'outbox', memberId] as const,
};
