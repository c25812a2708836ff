/** Spec §3/§9: the two plan durations; the year is labelled "Best Value". Prices are not known yet. */
export const PLANS = [
  { id: 'six_months', bestValue: false },
  { id: 'one_year', bestValue: true },
] as const;
export type PlanId = (typeof PLANS)[number]['id'];
