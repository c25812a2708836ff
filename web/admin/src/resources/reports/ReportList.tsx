import { REPORT_REASONS, REPORT_SOURCES, REPORT_STATUSES } from '@mawadda/contracts';
import { DataTable, List, NumberField, ReferenceField, SelectInput } from 'react-admin';
import { DateField } from '../../shared/DateField';
import { choicesOf } from '../../shared/choices';
import { EnumField } from '../../shared/EnumField';

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

/** Open reports first (the default filter); members reported often show their count. */
export function ReportList() {
  return (
    <List
      exporter={false}
      filters={filters}
      filterDefaultValues={{ status: 'open' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="memberId" disableSort>
          <ReferenceField source="memberId" reference="members" link="show" />
        </DataTable.Col>
        <DataTable.Col source="reason" disableSort>
          <EnumField source="reason" prefix="mw.reportReason" />
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
      </DataTable>
    </List>
  );
}
