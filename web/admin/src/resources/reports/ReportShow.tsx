import type { AdminReport } from '@mawadda/contracts';
import {
  Labeled,
  NumberField,
  ReferenceField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import { EnumField } from '../../shared/EnumField';
import { ChatSnapshot } from './ChatSnapshot';
import { ReportActions } from './ReportActions';

function ChatPart() {
  const report = useRecordContext<AdminReport>();
  if (report?.source !== 'chat') return null;
  return (
    <Labeled label="mw.reports.conversation" fullWidth>
      <ChatSnapshot />
    </Labeled>
  );
}

/** A report with the reported member, the reporter, and for a chat report the frozen messages. */
export function ReportShow() {
  return (
    <Show actions={<ReportActions />}>
      <SimpleShowLayout>
        <ReferenceField source="memberId" reference="members" link="show" />
        <NumberField source="reportsAgainstMember" />
        <ReferenceField source="reporterId" reference="members" link="show" emptyText="—" />
        <EnumField source="reason" prefix="mw.reportReason" />
        <EnumField source="source" prefix="mw.reportSource" />
        <TextField source="details" sx={{ whiteSpace: 'pre-wrap' }} emptyText="—" />
        <DateField source="createdAt" showTime />
        <EnumField source="status" prefix="mw.reportStatus" chip />
        <TextField source="staffNote" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <DateField source="handledAt" showTime emptyText="—" />
        <ChatPart />
      </SimpleShowLayout>
    </Show>
  );
}
