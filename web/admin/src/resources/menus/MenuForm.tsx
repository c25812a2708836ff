import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { menuItemInputSchema } from '@mawadda/contracts/cms';
import { ContentCreate, ContentEdit, ContentForm } from '../content/ContentForm';
import { LocalizedInputs } from '../content/LocalizedInputs';
import { LocalizedTextInput } from '../content/LocalizedTextInput';
import { emptyLocalized } from '../content/locales';

function MenuForm({ creating = false }: { creating?: boolean }) {
  return (
    <ContentForm
      schema={menuItemInputSchema}
      defaultValues={
        creating ? { categoryId: 1, menuId: 0, order: 0, isActive: true, label: emptyLocalized() } : undefined
      }
    >
      <NumberInput source="categoryId" step={1} />
      <NumberInput source="menuId" step={1} />
      <NumberInput source="order" step={1} />
      <BooleanInput source="isActive" />
      <TextInput source="link" slotProps={{ htmlInput: { dir: 'ltr' } }} />
      <LocalizedInputs>
        <LocalizedTextInput source="label" />
      </LocalizedInputs>
    </ContentForm>
  );
}

export const MenuEdit = () => (
  <ContentEdit schema={menuItemInputSchema}>
    <MenuForm />
  </ContentEdit>
);

export const MenuCreate = () => (
  <ContentCreate schema={menuItemInputSchema}>
    <MenuForm creating />
  </ContentCreate>
);
