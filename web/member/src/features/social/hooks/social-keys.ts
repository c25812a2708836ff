/** The social reads in the query cache, so an action can put or ask again exactly what it changed. */
export const socialKeys = {
  relationship: (memberId: string) => ['social', 'relationship', memberId] as const,
  counts: (memberId: string) => ['social', 'counts', memberId] as const,
};
