import {
  BooleanField,
  Labeled,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import { MemberLink } from '../orders/MemberLink';
import { planChoices, subscriptionStatusChoices } from '../plans/choices';

export function SubscriptionShow() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <TextField source="id" />
        <Labeled source="memberId">
          <MemberLink />
        </Labeled>
        <SelectField source="planId" choices={planChoices} />
        <NumberField source="months" />
        <SelectField source="status" choices={subscriptionStatusChoices} />
        <DateField source="currentPeriodStart" showTime />
        <DateField source="currentPeriodEnd" showTime />
        <BooleanField source="cancelAtPeriodEnd" />
        <DateField source="graceEndsAt" showTime emptyText="—" />
        <DateField source="endedAt" showTime emptyText="—" />
        <DateField source="createdAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
