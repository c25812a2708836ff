import { Datagrid, List, SelectField, SelectInput, TextField, TextInput } from 'react-admin';
import { DateField } from '../../shared/DateField';
import { MemberLink } from '../orders/MemberLink';
import { trialStatusChoices } from '../plans/choices';
import { hideOnPhone } from '../../shared/phone-columns';

const filters = [
  <SelectInput key="status" source="status" choices={trialStatusChoices} alwaysOn />,
  <TextInput key="memberId" source="memberId" />,
];

export function TrialList() {
  return (
    <List exporter={false} filters={filters} sort={{ field: 'startedAt', order: 'DESC' }}>
      {/* A phone keeps whose trial, its state and its end; the trial's page has the rest. */}
      <Datagrid rowClick="show" bulkActionButtons={false} sx={hideOnPhone('startedAt', 'id')}>
        <MemberLink source="memberId" sortable={false} />
        <SelectField source="status" choices={trialStatusChoices} sortable={false} />
        <DateField source="startedAt" showTime />
        <DateField source="endsAt" showTime />
        <TextField source="id" sortable={false} />
      </Datagrid>
    </List>
  );
}
