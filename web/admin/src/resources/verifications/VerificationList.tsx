import { VERIFICATION_DOC_KINDS, VERIFICATION_STATUSES } from '@mawadda/contracts';
import { DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { choicesOf } from '../../shared/choices';
import { DateField } from '../../shared/DateField';
import { EnumField } from '../../shared/EnumField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={choicesOf(VERIFICATION_STATUSES, 'mw.verifications.status')}
    alwaysOn
  />,
  <SelectInput
    key="kind"
    source="kind"
    choices={choicesOf(VERIFICATION_DOC_KINDS, 'mw.verifications.kind')}
    alwaysOn
  />,
];

/** Selfies and documents waiting, oldest first; a click opens the check beside the profile photos. */
export function VerificationList() {
  return (
    <List
      exporter={false}
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'submittedAt', order: 'ASC' }}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="memberName" disableSort />
        <DataTable.Col source="kind" disableSort>
          <EnumField source="kind" prefix="mw.verifications.kind" />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <EnumField source="status" prefix="mw.verifications.status" chip />
        </DataTable.Col>
        <DataTable.Col source="submittedAt">
          <DateField source="submittedAt" showTime />
        </DataTable.Col>
        <DataTable.Col source="decidedAt">
          <DateField source="decidedAt" showTime emptyText="—" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
