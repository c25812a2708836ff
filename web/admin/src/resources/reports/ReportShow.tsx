import { Typography } from '@mui/material';
import type { AdminReport } from '@mawadda/contracts';
import {
  Labeled,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  WithRecord,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import { EnumField } from '../../shared/EnumField';
import { MemberProfilePanel } from '../members/MemberProfilePanel';
import { ChatSnapshot } from './ChatSnapshot';
import { ReportActions } from './ReportActions';
import { ReportTitle } from './report-title';

/**
 * What was reported, on the report's page: the frozen conversation of a chat report, the
 * reported member's profile (photos and texts as staff see them) of a profile report.
 */
function ReportedContent() {
  const report = useRecordContext<AdminReport>();
  if (!report) return null;
  if (report.source === 'chat')
    return (
      <Labeled label="mw.reports.conversation" fullWidth>
        <ChatSnapshot />
      </Labeled>
    );
  return (
    <Labeled label="mw.reports.reportedProfile" fullWidth>
      <MemberProfilePanel memberId={report.memberId} />
    </Labeled>
  );
}

/** A report titled by what happened, with the reporter's words and the reported content. */
export function ReportShow() {
  return (
    <Show actions={<ReportActions />} title={<ReportTitle />}>
      <SimpleShowLayout>
        {/* The reporter's words in their own direction (TextField drops `dir`). */}
        <WithRecord<AdminReport>
          label="resources.reports.fields.details"
          render={(r) => (
            <Typography dir="auto" variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {r.details || '—'}
            </Typography>
          )}
        />
        <ReportedContent />
        <ReferenceField source="memberId" reference="members" link="show" />
        <NumberField source="reportsAgainstMember" />
        <ReferenceField source="reporterId" reference="members" link="show" emptyText="—" />
        <EnumField source="reason" prefix="mw.reportReason" />
        <EnumField source="source" prefix="mw.reportSource" />
        <DateField source="createdAt" showTime />
        <EnumField source="status" prefix="mw.reportStatus" chip />
        <TextField source="staffNote" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <DateField source="handledAt" showTime emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
