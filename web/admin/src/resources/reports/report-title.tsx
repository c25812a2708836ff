import type { AdminReport } from '@mawadda/contracts';
import { useGetManyAggregate, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { relativeTime } from '../../shared/relative-time';

/** The reported member's name; lookups of a page of reports are batched into one call. */
export function useReportedName(report: AdminReport | undefined): string | null {
  const { data } = useGetManyAggregate<{ id: string; fullName?: string }>(
    'members',
    { ids: report ? [report.memberId] : [] },
    { enabled: !!report },
  );
  return data?.[0]?.fullName ?? null;
}

/** First-strong isolate … pop directional isolate: the text keeps its own direction. */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** What happened, in one line: who was reported, why, and how long ago. */
export function useReportHeadline(report: AdminReport | undefined): string {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const name = useReportedName(report);
  if (!report) return '';
  return translate(`mw.reports.headline.${report.source}`, {
    // Isolated: a name in the other script must not pull the sentence's words around it.
    name: isolate(name ?? translate('mw.reports.someone')),
    reason: translate(`mw.reportReason.${report.reason}`),
    when: relativeTime(report.createdAt, lang),
  });
}

/** The page title of a report (its headline). */
export function ReportTitle() {
  const report = useRecordContext<AdminReport>();
  return <span>{useReportHeadline(report)}</span>;
}
