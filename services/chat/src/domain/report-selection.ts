import { REPORT_MESSAGES_MAX } from '@mawadda/contracts';

/**
 * Which messages a report freezes: the ones the reporter named, every one of which must belong to
 * the conversation; with none named, the latest REPORT_MESSAGES_MAX (context for staff).
 * Answers undefined when a named message is not in the conversation.
 */
export function reportedMessages<M extends { id: string }>(
  named: readonly string[],
  found: readonly M[],
): M[] | undefined {
  if (!named.length) return found.slice(0, REPORT_MESSAGES_MAX);
  const byId = new Map(found.map((m) => [m.id, m]));
  const picked = [...new Set(named)].map((id) => byId.get(id));
  return picked.every((m): m is M => m !== undefined) ? picked : undefined;
}
