import {
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import { MoneyField } from '../plans/MoneyField';
import { disputeChoices, kindChoices, paymentChoices, planChoices, stageChoices } from '../plans/choices';
import { DisputeFlag } from './DisputeFlag';
import { MemberLink } from './MemberLink';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="stage" source="stage" choices={stageChoices} />,
  <SelectInput key="payment" source="payment" choices={paymentChoices} />,
  <SelectInput key="kind" source="kind" choices={kindChoices} />,
  <SelectInput key="planId" source="planId" choices={planChoices} />,
  <SelectInput key="dispute" source="dispute" choices={disputeChoices} />,
  <TextInput key="memberId" source="memberId" />,
];

/** Orders, newest first; `q` finds an order by its number (MW-000123 or 123) or id. */
export function OrderList() {
  return (
    <List exporter={false} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="number" />
        <MemberLink source="memberId" sortable={false} />
        <SelectField source="planId" choices={planChoices} sortable={false} />
        <SelectField source="kind" choices={kindChoices} sortable={false} />
        <SelectField source="stage" choices={stageChoices} sortable={false} />
        <SelectField source="payment" choices={paymentChoices} sortable={false} />
        <FunctionField source="dispute" sortable={false} render={() => <DisputeFlag compact />} />
        <MoneyField source="totalMinor" />
        <DateField source="createdAt" showTime />
        <DateField source="paidAt" showTime emptyText="—" />
      </Datagrid>
    </List>
  );
}
