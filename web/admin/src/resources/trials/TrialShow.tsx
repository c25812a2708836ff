import { Labeled, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateField } from '../../shared/DateField';
import { MemberLink } from '../orders/MemberLink';
import { trialStatusChoices } from '../plans/choices';

export function TrialShow() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <TextField source="id" />
        <Labeled source="memberId">
          <MemberLink />
        </Labeled>
        <SelectField source="status" choices={trialStatusChoices} />
        <DateField source="startedAt" showTime />
        <DateField source="endsAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
