/**
 * Companies are accounts, not candidates: nobody follows, blocks, reports or lists one here, and
 * every lookup answers a company as it answers an unknown id.
 */
export const isCandidate = <M extends { kind: 'individual' | 'company' }>(
  member: M | undefined,
): member is M => member?.kind === 'individual';
