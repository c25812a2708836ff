/** The member's wishes in the query cache: the page reads them and a save puts its answer here. */
export const preferencesKeys = {
  mine: ['profile', 'me', 'preferences'] as const,
};
