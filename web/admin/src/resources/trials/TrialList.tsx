import { Datagrid, DateField, List, SelectField, SelectInput, TextField, TextInput } from 'react-admin';
import { MemberLink } from '../orders/MemberLink';
import { trialStatusChoices } from '../plans/choices';

const filters = [
  <SelectInput key="status" source="status" choices={trialStatusChoices} alwaysOn />,
  <TextInput key="memberId" source="memberId" />,
];

export function TrialList() {
  return (
    <List exporter={false} filters={filters} sort={{ field: 'startedAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <MemberLink source="memberId" sortable={false} />
        <SelectField source="status" choices={trialStatusChoices} sortable={false} />
        <DateField source="startedAt" showTime />
        <DateField source="endsAt" showTime />
        <TextField source="id" sortable={false} />
      </Datagrid>
    </List>
  );
}
