import {
  Datagrid,
  EditButton,
  EmailField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import { hideOnPhone } from '../../shared/phone-columns';
import { roleChoices, statusChoices } from './choices';
import { TwoFactorField } from './TwoFactorField';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
];

/**
 * The moderators and administrators; admins add staff and change a role or status, and see who
 * has set up two-step sign-in.
 */
export function StaffList() {
  return (
    <List exporter={false} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      {/* A phone keeps who, their role and status, and two-step sign-in; the rest is on the record,
          which a tap on the row opens (so the edit button goes too: `column-undefined`). */}
      <Datagrid
        rowClick="edit"
        bulkActionButtons={false}
        sx={hideOnPhone('email', 'createdAt', 'lastSignInAt', 'undefined')}
      >
        <TextField source="fullName" />
        <EmailField source="email" />
        <SelectField source="role" choices={roleChoices} />
        <SelectField source="status" choices={statusChoices} />
        <DateField source="createdAt" />
        <DateField source="lastSignInAt" showTime emptyText="—" />
        <TwoFactorField source="twoFactorEnabled" label="resources.staff.fields.twoFactorEnabled" />
        <EditButton />
      </Datagrid>
    </List>
  );
}
