import { BooleanField, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { LocalizedFields } from '../content/LocalizedFields';
import { LocalizedMarkdownField, LocalizedTextField } from '../content/LocalizedTextField';

export function FaqShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <NumberField source="order" />
        <BooleanField source="isActive" />
        <LocalizedFields>
          <LocalizedTextField source="question" />
          <LocalizedMarkdownField source="answer" />
        </LocalizedFields>
      </SimpleShowLayout>
    </Show>
  );
}
