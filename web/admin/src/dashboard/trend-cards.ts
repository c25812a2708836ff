import type { DailyCount, DailyMedian } from '@mawadda/contracts';
import type { StatsOf, StatsSource } from '../api/data-provider';
import type { Bar } from './BarChart';
import { dayLabel, formatCount, formatDuration, formatMoney } from './stats-format';

/** What a trend card shows: its bars, the headline figure, and how one bar's value reads. */
export interface TrendView {
  bars: Bar[];
  headline: string;
  /** Catalogue key saying what the headline is (a total, the latest median). */
  headlineKey: string;
  format: (value: number) => string;
  /** Catalogue key of the inner bars' legend, when the chart has them. */
  innerKey?: string;
  /** Catalogue key said instead of the headline when there is nothing yet (no revenue: not "0"). */
  emptyKey?: string;
}

/** One trend of the dashboard: where its figures come from and how they are drawn. */
export interface TrendCard<S extends StatsSource = StatsSource> {
  key: string;
  title: string;
  source: S;
  /** Billing's figures are for admins (its endpoint refuses moderators). */
  adminOnly: boolean;
  view(stats: StatsOf[S], lang: string): TrendView;
}

function counts(series: DailyCount[], lang: string): TrendView {
  const format = (n: number) => formatCount(n, lang);
  return {
    bars: series.map((d) => ({ key: d.day, label: dayLabel(d.day, lang), value: d.count })),
    headline: format(series.reduce((sum, d) => sum + d.count, 0)),
    headlineKey: 'mw.dashboard.trends.total',
    format,
  };
}

function medians(series: DailyMedian[], lang: string): TrendView {
  const format = (s: number) => formatDuration(s, lang);
  const latest = [...series].reverse().find((d) => d.medianSeconds !== null);
  return {
    bars: series.map((d) => ({ key: d.day, label: dayLabel(d.day, lang), value: d.medianSeconds })),
    headline: latest?.medianSeconds != null ? format(latest.medianSeconds) : '—',
    headlineKey: 'mw.dashboard.trends.latestMedian',
    format,
  };
}

const card = <S extends StatsSource>(c: TrendCard<S>) => c as unknown as TrendCard;

export const TREND_CARDS: TrendCard[] = [
  card({
    key: 'registrations',
    title: 'mw.dashboard.trends.registrations',
    source: 'registrations',
    adminOnly: false,
    view: (s, lang) => counts(s.registrations, lang),
  }),
  card({
    key: 'verifications',
    title: 'mw.dashboard.trends.verifications',
    source: 'review',
    adminOnly: false,
    view: (s, lang) => counts(s.verifications, lang),
  }),
  card({
    key: 'reports',
    title: 'mw.dashboard.trends.reports',
    source: 'reports',
    adminOnly: false,
    view: (s, lang) => counts(s.reports, lang),
  }),
  card({
    key: 'moderationDecision',
    title: 'mw.dashboard.trends.moderationDecision',
    source: 'review',
    adminOnly: false,
    view: (s, lang) => medians(s.moderationDecision, lang),
  }),
  card({
    key: 'feedbackReply',
    title: 'mw.dashboard.trends.feedbackReply',
    source: 'feedback',
    adminOnly: false,
    view: (s, lang) => medians(s.reply, lang),
  }),
  card({
    key: 'trials',
    title: 'mw.dashboard.trends.trials',
    source: 'billing',
    adminOnly: true,
    view: (s, lang) => {
      const converted = new Map(s.trialsConverted.map((d) => [d.day, d.count]));
      const started = counts(s.trialsStarted, lang);
      const total = s.trialsConverted.reduce((sum, d) => sum + d.count, 0);
      return {
        ...started,
        bars: started.bars.map((b) => ({ ...b, inner: converted.get(b.key) ?? 0 })),
        headline: `${started.headline} / ${formatCount(total, lang)}`,
        headlineKey: 'mw.dashboard.trends.startedConverted',
        innerKey: 'mw.dashboard.trends.converted',
      };
    },
  }),
  card({
    key: 'revenue',
    title: 'mw.dashboard.trends.revenue',
    source: 'billing',
    adminOnly: true,
    view: (s, lang) => {
      const format = (minor: number) => formatMoney(minor, lang);
      const total = s.revenue.reduce((sum, w) => sum + w.amountMinor, 0);
      return {
        bars: s.revenue.map((w) => ({ key: w.week, label: dayLabel(w.week, lang), value: w.amountMinor })),
        headline: format(total),
        headlineKey: 'mw.dashboard.trends.total',
        format,
        // No paid order in the period: say so, rather than a sum of nothing.
        ...(total === 0 && { emptyKey: 'mw.dashboard.trends.noRevenue' }),
      };
    },
  }),
];
