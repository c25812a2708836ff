import { NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { LocalizedFields } from '../content/LocalizedFields';
import { LocalizedMarkdownField, LocalizedTextField } from '../content/LocalizedTextField';

export function PageShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="slug" />
        <NumberField source="categoryId" />
        <NumberField source="order" />
        <LocalizedFields>
          <LocalizedTextField source="title" />
          <LocalizedMarkdownField source="body" />
        </LocalizedFields>
      </SimpleShowLayout>
    </Show>
  );
}
