import {
  BooleanField,
  BooleanInput,
  Datagrid,
  List,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import { MemberLink } from '../orders/MemberLink';
import { planChoices, subscriptionStatusChoices } from '../plans/choices';

const filters = [
  <SelectInput key="status" source="status" choices={subscriptionStatusChoices} alwaysOn />,
  <BooleanInput key="running" source="running" />,
  <SelectInput key="planId" source="planId" choices={planChoices} />,
  <TextInput key="memberId" source="memberId" />,
];

export function SubscriptionList() {
  return (
    <List exporter={false} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <MemberLink source="memberId" sortable={false} />
        <SelectField source="planId" choices={planChoices} sortable={false} />
        <SelectField source="status" choices={subscriptionStatusChoices} />
        <DateField source="createdAt" />
        <DateField source="currentPeriodEnd" />
        <BooleanField source="cancelAtPeriodEnd" sortable={false} />
        <TextField source="id" sortable={false} />
      </Datagrid>
    </List>
  );
}
