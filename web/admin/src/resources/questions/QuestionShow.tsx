import {
  ArrayField,
  BooleanField,
  Datagrid,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import { LocalizedField } from '../content/LocalizedField';
import { LocalizedFields } from '../content/LocalizedFields';
import { LocalizedTextField } from '../content/LocalizedTextField';

/** A question in every language, its answers (in the staff member's language) and their use. */
export function QuestionShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <NumberField source="order" />
        <BooleanField source="active" />
        <NumberField source="answers" />
        <LocalizedFields>
          <LocalizedTextField source="text" />
        </LocalizedFields>
        <ArrayField source="choices">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="id" />
            <LocalizedField source="label" />
          </Datagrid>
        </ArrayField>
        <DateField source="updatedAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
