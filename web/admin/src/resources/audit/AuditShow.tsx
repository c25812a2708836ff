import { Labeled, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateField } from '../../shared/DateField';
import { MemberLink } from '../orders/MemberLink';
import { actionChoices, actorRoleChoices, targetTypeChoices } from './choices';

/** One audit entry; no actions (it cannot be edited or deleted). */
export function AuditShow() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <DateField source="at" showTime />
        <TextField source="actorEmail" emptyText="—" />
        <TextField source="actorId" />
        <SelectField source="actorRole" choices={actorRoleChoices} />
        <SelectField source="action" choices={actionChoices} />
        <SelectField source="targetType" choices={targetTypeChoices} />
        <TextField source="targetId" />
        <Labeled source="memberId">
          <MemberLink />
        </Labeled>
        <TextField source="reason" emptyText="—" />
        <TextField source="service" />
        <TextField source="id" />
      </SimpleShowLayout>
    </Show>
  );
}
