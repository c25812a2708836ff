import { Datagrid, DateTimeInput, List, SelectField, SelectInput, TextField, TextInput } from 'react-admin';
import { DateField } from '../../shared/DateField';
import { MemberLink } from '../orders/MemberLink';
import { hideOnPhone } from '../../shared/phone-columns';
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
      {/* A phone keeps when, who and what; the entry's page has the rest. */}
      <Datagrid
        rowClick="show"
        bulkActionButtons={false}
        sx={[
          hideOnPhone('actorRole', 'targetType', 'targetId', 'memberId'),
          // On a phone the actor's email wraps rather than widening the table.
          (theme) => ({
            [theme.breakpoints.down('sm')]: { '& .column-actorEmail': { overflowWrap: 'anywhere' } },
          }),
        ]}
      >
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
