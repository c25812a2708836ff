import {
  ArrayField,
  DataTable,
  EmailField,
  Labeled,
  ReferenceManyField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  WithRecord,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import { PhoneField } from '../../shared/PhoneField';
import { Stack, Typography } from '@mui/material';
import type { AdminMemberDetail } from '@mawadda/contracts';
import { EnumField } from '../../shared/EnumField';
import { PlaceField } from '../../shared/places';
import { MemberCounts } from './MemberCounts';
import { MemberProfilePanel } from './MemberProfilePanel';
import { SuspendButtons } from './SuspendButtons';

function MemberTitle() {
  const record = useRecordContext<AdminMemberDetail>();
  return <span>{record?.fullName ?? ''}</span>;
}

function Suspension() {
  const record = useRecordContext<AdminMemberDetail>();
  if (!record?.suspension) return null;
  return (
    <Stack
      direction="row"
      spacing={3}
      flexWrap="wrap"
      useFlexGap
      sx={{ p: 1, bgcolor: 'error.light', borderRadius: 1, color: 'error.contrastText' }}
    >
      <Labeled label="mw.members.suspensionReason">
        <EnumField source="suspension.reason" prefix="mw.suspensionReason" />
      </Labeled>
      <Labeled label="mw.members.suspendedAt">
        <DateField source="suspension.at" showTime />
      </Labeled>
      <Labeled label="mw.members.staffNote">
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{record.suspension.note ?? '—'}</Typography>
      </Labeled>
    </Stack>
  );
}

function ProfileOfRecord() {
  const record = useRecordContext<AdminMemberDetail>();
  return record ? <MemberProfilePanel memberId={record.id} /> : null;
}

/** A short list of reports on one side of the member (against them, or filed by them). */
function ReportsOf({ target }: { target: 'memberId' | 'reporterId' }) {
  return (
    <ReferenceManyField
      reference="reports"
      target={target}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={10}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" />
        </DataTable.Col>
        <DataTable.Col source="reason">
          <EnumField source="reason" prefix="mw.reportReason" />
        </DataTable.Col>
        <DataTable.Col source="source">
          <EnumField source="source" prefix="mw.reportSource" />
        </DataTable.Col>
        <DataTable.Col source="status">
          <EnumField source="status" prefix="mw.reportStatus" chip />
        </DataTable.Col>
      </DataTable>
    </ReferenceManyField>
  );
}

/**
 * A member for staff: the account (and any suspension), recent sign-ins, the profile as the
 * profile service keeps it, follows and reports. Suspend and reinstate sit in the toolbar.
 */
export function MemberShow() {
  return (
    <Show
      title={<MemberTitle />}
      actions={
        <TopToolbar>
          <SuspendButtons />
        </TopToolbar>
      }
    >
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="mw.members.tabs.account">
          <Suspension />
          <TextField source="fullName" />
          <EmailField source="email" />
          <PhoneField source="phone" />
          <EnumField source="kind" prefix="mw.accountKind" />
          <EnumField source="gender" prefix="mw.gender" />
          <PlaceField source="country" kind="country" />
          <PlaceField source="city" kind="city" />
          <EnumField source="locale" prefix="mw.language" />
          <EnumField source="status" prefix="mw.accountStatus" chip />
          <DateField source="createdAt" showTime />
          <DateField source="lastSignInAt" showTime emptyText="—" />
          <TextField source="id" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="mw.members.tabs.profile">
          <ProfileOfRecord />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="mw.members.tabs.activity">
          <Labeled label="mw.members.counts" fullWidth>
            <WithRecord<AdminMemberDetail> render={(r) => <MemberCounts memberId={r.id} />} />
          </Labeled>
          <ArrayField source="loginHistory">
            <DataTable bulkActionButtons={false} hover={false}>
              <DataTable.Col source="at" label="mw.members.signIn.at">
                <DateField source="at" showTime />
              </DataTable.Col>
              <DataTable.Col source="ip" label="mw.members.signIn.ip" />
              <DataTable.Col source="userAgent" label="mw.members.signIn.userAgent" />
            </DataTable>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="mw.members.tabs.reports">
          <Labeled label="mw.members.reportsAgainst" fullWidth>
            <ReportsOf target="memberId" />
          </Labeled>
          <Labeled label="mw.members.reportsBy" fullWidth>
            <ReportsOf target="reporterId" />
          </Labeled>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
