import { Stack } from '@mui/material';
import {
  FunctionField,
  Labeled,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import type { AdminOrder } from '@mawadda/contracts';
import { MoneyField } from '../plans/MoneyField';
import { failureChoices, kindChoices, paymentChoices, planChoices, stageChoices } from '../plans/choices';
import { DisputeFlag } from './DisputeFlag';
import { MemberLink } from './MemberLink';
import { RefundButton } from './RefundButton';

const MONEY = [
  'listPriceMinor',
  'priceMinor',
  'creditMinor',
  'amountMinor',
  'vatMinor',
  'totalMinor',
  'refundedMinor',
] as const;

export function OrderShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <RefundButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <Stack>
          <DisputeFlag />
        </Stack>
        <TextField source="number" />
        <TextField source="id" />
        <Labeled source="memberId">
          <MemberLink />
        </Labeled>
        <SelectField source="kind" choices={kindChoices} />
        <SelectField source="planId" choices={planChoices} />
        <NumberField source="months" />
        <SelectField source="stage" choices={stageChoices} />
        <SelectField source="payment" choices={paymentChoices} />
        <SelectField source="failure" choices={failureChoices} emptyText="—" />
        {MONEY.map((source) => (
          <Labeled key={source} source={source}>
            <MoneyField source={source} />
          </Labeled>
        ))}
        <FunctionField<AdminOrder>
          source="card"
          render={(o) => (o.card ? <span dir="ltr">{`${o.card.brand} •••• ${o.card.last4}`}</span> : '—')}
        />
        <TextField source="subscriptionId" emptyText="—" />
        <DateField source="createdAt" showTime />
        <DateField source="paidAt" showTime emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
