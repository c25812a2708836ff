import { z } from 'zod';

/*
 * The staff dashboard's trends. Each service answers the figures it owns
 * (`GET /api/<service>/admin/stats/...`), aggregated in SQL over whole UTC days: `from` and `to`
 * are calendar days, both included. Days without a row are in the answer with zero, so every
 * series of one range has the same days and a chart needs no gap logic.
 */

/** The longest range one call may ask: a year and a day (a leap year, both ends included). */
export const STATS_RANGE_MAX_DAYS = 367;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A calendar day `YYYY-MM-DD` that exists (not 2026-02-30), between years 2000 and 2999. */
const statsDay = z
  .string()
  .regex(DAY, { message: 'validation.date' })
  .refine(
    (v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '2000' && v < '3000';
    },
    { message: 'validation.date' },
  );

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: `from` not after `to`, at most `STATS_RANGE_MAX_DAYS` days. */
export const statsRangeQuerySchema = z
  .object({ from: statsDay, to: statsDay })
  .strict()
  .superRefine((q, ctx) => {
    const days = daysBetween(q.from, q.to) + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.invalid' });
    else if (days > STATS_RANGE_MAX_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'validation.max',
        params: { max: STATS_RANGE_MAX_DAYS },
      });
  });
export type StatsRange = z.infer<typeof statsRangeQuerySchema>;

/** Whole days from `from` to `to` (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Every day of the range, in order. */
export function daysOf(range: StatsRange): string[] {
  const start = Date.parse(`${range.from}T00:00:00Z`);
  return Array.from({ length: daysBetween(range.from, range.to) + 1 }, (_, i) =>
    new Date(start + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/** How many things happened on one day. */
export const dailyCountSchema = z.object({ day: z.string(), count: z.number().int() });
export type DailyCount = z.infer<typeof dailyCountSchema>;

/**
 * How long things waited, for those finished on one day: the median in seconds (null when none
 * finished that day) and how many finished.
 */
export const dailyMedianSchema = z.object({
  day: z.string(),
  medianSeconds: z.number().nullable(),
  count: z.number().int(),
});
export type DailyMedian = z.infer<typeof dailyMedianSchema>;

/** `GET /api/auth/admin/stats/registrations`: member accounts opened a day (staff not counted). */
export const registrationStatsSchema = z.object({ registrations: z.array(dailyCountSchema) });
export type RegistrationStats = z.infer<typeof registrationStatsSchema>;

/**
 * `GET /api/profile/admin/stats/review`: identity checks submitted a day, and the median time
 * from a photo's or text's submission to the moderator's decision, by the day of the decision.
 */
export const reviewStatsSchema = z.object({
  verifications: z.array(dailyCountSchema),
  moderationDecision: z.array(dailyMedianSchema),
});
export type ReviewStats = z.infer<typeof reviewStatsSchema>;

/** `GET /api/social/admin/stats/reports`: reports filed a day. */
export const reportStatsSchema = z.object({ reports: z.array(dailyCountSchema) });
export type ReportStats = z.infer<typeof reportStatsSchema>;

/** `GET /api/cms/admin/stats/feedback`: median time from a message to staff's reply, by reply day. */
export const feedbackStatsSchema = z.object({ reply: z.array(dailyMedianSchema) });
export type FeedbackStats = z.infer<typeof feedbackStatsSchema>;

/** Revenue of one week (Monday, UTC), in minor units: what paid orders totalled, VAT included. */
export const weeklyRevenueSchema = z.object({ week: z.string(), amountMinor: z.number().int() });
export type WeeklyRevenue = z.infer<typeof weeklyRevenueSchema>;

/**
 * `GET /api/billing/admin/stats` (admins): trials started a day and, of those, how many became a
 * subscription since (by the trial's start day); paid orders by week.
 */
export const billingStatsSchema = z.object({
  trialsStarted: z.array(dailyCountSchema),
  trialsConverted: z.array(dailyCountSchema),
  revenue: z.array(weeklyRevenueSchema),
});
export type BillingStats = z.infer<typeof billingStatsSchema>;
