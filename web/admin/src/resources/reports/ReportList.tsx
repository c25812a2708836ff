import { REPORT_REASONS, REPORT_SOURCES, REPORT_STATUSES, type AdminReport } from '@mawadda/contracts';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  List,
  NumberField,
  SelectInput,
  SimpleList,
  SortButton,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import { choicesOf } from '../../shared/choices';
import { EnumField } from '../../shared/EnumField';
import { useDefaultFilterInUrl } from '../../shared/use-default-filter';
import { useReportHeadline } from './report-title';

const filters = [
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf(REPORT_STATUSES, 'mw.reportStatus')}
    alwaysOn
  />,
  <SelectInput
    key="reason"
    source="reason"
    choices={choicesOf(REPORT_REASONS, 'mw.reportReason')}
    alwaysOn
  />,
  <SelectInput
    key="source"
    source="source"
    choices={choicesOf(REPORT_SOURCES, 'mw.reportSource')}
    alwaysOn
  />,
];

const DEFAULT_FILTER = { status: 'open' };

/** The reporter's own words, or for a chat report how many messages were picked. */
function useReportedContent(report: AdminReport | undefined): string {
  const translate = useTranslate();
  if (!report) return '';
  if (report.details) return report.details;
  if (report.source === 'chat' && report.messageIds.length)
    return translate('mw.reports.messagesPicked', { smart_count: report.messageIds.length });
  return translate('mw.reports.noDetails');
}

/** One report as a headline (who, why, when) over what the reporter wrote. */
function ReportSummary() {
  const report = useRecordContext<AdminReport>();
  const headline = useReportHeadline(report);
  const content = useReportedContent(report);
  return (
    <Box sx={{ minWidth: 0, maxWidth: '40rem' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {headline}
      </Typography>
      <Typography
        variant="body2"
        color="text.secondary"
        dir="auto"
        sx={{ overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }}
      >
        {content}
      </Typography>
    </Box>
  );
}

function PhoneRows() {
  const translate = useTranslate();
  return (
    <SimpleList<AdminReport>
      linkType="show"
      primaryText={() => <ReportSummary />}
      tertiaryText={(r) => translate(`mw.reportStatus.${r.status}`)}
    />
  );
}

/** Open reports first (the default filter), newest first; each row says what happened. */
export function ReportList() {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (useDefaultFilterInUrl(DEFAULT_FILTER)) return null;
  return (
    <List
      exporter={false}
      filters={filters}
      filterDefaultValues={DEFAULT_FILTER}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <SortButton fields={['createdAt']} />
        </TopToolbar>
      }
    >
      {phone ? (
        <PhoneRows />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col label="mw.reports.report" disableSort>
            <ReportSummary />
          </DataTable.Col>
          <DataTable.Col source="source" disableSort>
            <EnumField source="source" prefix="mw.reportSource" />
          </DataTable.Col>
          <DataTable.NumberCol source="reportsAgainstMember">
            <NumberField source="reportsAgainstMember" />
          </DataTable.NumberCol>
          <DataTable.Col source="status" disableSort>
            <EnumField source="status" prefix="mw.reportStatus" chip />
          </DataTable.Col>
          <DataTable.Col source="createdAt">
            <DateField source="createdAt" showTime />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
