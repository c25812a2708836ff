import {
  Datagrid,
  DateField,
  DateTimeInput,
  List,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { MemberLink } from '../orders/MemberLink';
import { actionChoices, actorRoleChoices, targetTypeChoices } from './choices';

const toInstant = (value: string | null) => (value ? new Date(value).toISOString() : null);

const filters = [
  <SelectInput key="action" source="action" choices={actionChoices} alwaysOn />,
  <SelectInput key="targetType" source="targetType" choices={targetTypeChoices} />,
  <TextInput key="targetId" source="targetId" />,
  <TextInput key="actorId" source="actorId" />,
  <TextInput key="memberId" source="memberId" />,
  <DateTimeInput key="from" source="from" parse={toInstant} />,
  <DateTimeInput key="to" source="to" parse={toInstant} />,
];

/**
 * The audit log: read only (nothing can change or remove an entry), newest first. No edit,
 * delete or bulk action exists for it.
 */
export function AuditList() {
  return (
    <List exporter={false} filters={filters} sort={{ field: 'at', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="at" showTime />
        <TextField source="actorEmail" emptyText="—" sortable={false} />
        <SelectField source="actorRole" choices={actorRoleChoices} sortable={false} />
        <SelectField source="action" choices={actionChoices} sortable={false} />
        <SelectField source="targetType" choices={targetTypeChoices} sortable={false} />
        <TextField source="targetId" sortable={false} />
        <MemberLink source="memberId" sortable={false} />
      </Datagrid>
    </List>
  );
}
