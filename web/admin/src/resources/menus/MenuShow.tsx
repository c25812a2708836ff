import { BooleanField, NumberField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { LocalizedFields } from '../content/LocalizedFields';
import { LocalizedTextField } from '../content/LocalizedTextField';

export function MenuShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <NumberField source="categoryId" />
        <NumberField source="menuId" />
        <NumberField source="order" />
        <BooleanField source="isActive" />
        <TextField source="link" />
        <LocalizedFields>
          <LocalizedTextField source="label" />
        </LocalizedFields>
      </SimpleShowLayout>
    </Show>
  );
}
