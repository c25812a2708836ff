import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { AdminReport, ChatReportSnapshot } from '@mawadda/contracts';
import { useDataProvider, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../api/data-provider';
import { dateLocale } from '../../shared/DateField';

/**
 * The reported conversation as chat froze it when the report was made (opening it is audited by
 * chat). The reported messages are marked; the reported member's messages sit on one side.
 */
export function ChatSnapshot() {
  const report = useRecordContext<AdminReport>();
  const translate = useTranslate();
  const [lang] = useLocaleState();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const snapshotId = report?.chatSnapshotId ?? null;
  const { data, error, isPending } = useQuery<ChatReportSnapshot>({
    queryKey: ['chatSnapshot', snapshotId],
    queryFn: async () => (await dataProvider.chatSnapshot(snapshotId!)).data,
    enabled: snapshotId !== null,
  });
  if (!report || snapshotId === null) return null;
  if (isPending) return <Typography>{translate('ra.page.loading')}</Typography>;
  if (error || !data) return <Alert severity="warning">{translate('mw.reports.snapshotUnavailable')}</Alert>;

  const marked = new Set(data.messageIds);
  return (
    <Stack spacing={1} sx={{ maxWidth: 720 }}>
      {data.messages.map((m) => {
        const byReported = m.senderId === data.memberId;
        return (
          <Box key={m.id} sx={{ display: 'flex', justifyContent: byReported ? 'flex-start' : 'flex-end' }}>
            <Paper
              variant="outlined"
              sx={{
                p: 1,
                maxWidth: '80%',
                borderWidth: marked.has(m.id) ? 2 : 1,
                borderColor: marked.has(m.id) ? 'error.main' : 'divider',
              }}
            >
              <Typography variant="caption" color="text.secondary">
                {translate(byReported ? 'mw.reports.reportedMember' : 'mw.reports.otherMember')} ·{' '}
                {new Date(m.sentAt).toLocaleString(dateLocale(lang))}
                {marked.has(m.id) ? ` · ${translate('mw.reports.reportedMessage')}` : ''}
              </Typography>
              {m.call ? (
                // A call: who called (this side), how it went and how long; never its content.
                <Typography>
                  {translate(`mw.reports.call.${m.call.media}`)} ·{' '}
                  {translate(`mw.reports.call.outcome.${m.call.outcome}`)}
                  {m.call.seconds > 0 &&
                    ` · ${translate('mw.reports.call.duration', { minutes: Math.floor(m.call.seconds / 60), seconds: m.call.seconds % 60 })}`}
                  {m.call.chaperoned && ` · ${translate('mw.reports.call.chaperoned')}`}
                </Typography>
              ) : (
                <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
                  {m.text ?? translate('mw.reports.messageErased')}
                </Typography>
              )}
            </Paper>
          </Box>
        );
      })}
    </Stack>
  );
}
