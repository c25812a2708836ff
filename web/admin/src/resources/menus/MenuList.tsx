import { BooleanInput, NumberField, NumberInput, TextField } from 'react-admin';
import { menuItemInputSchema } from '@mawadda/contracts/cms';
import { ActiveToggle } from '../content/ActiveToggle';
import { ContentList } from '../content/ContentList';
import { LocalizedField } from '../content/LocalizedField';

const filters = [
  <NumberInput key="categoryId" source="categoryId" />,
  <NumberInput key="menuId" source="menuId" />,
  <BooleanInput key="isActive" source="isActive" />,
];

export function MenuList() {
  return (
    <ContentList filters={filters}>
      <TextField source="id" />
      <LocalizedField source="label" sortable={false} />
      <NumberField source="categoryId" />
      <NumberField source="menuId" />
      <NumberField source="order" />
      <TextField source="link" sortable={false} />
      <ActiveToggle schema={menuItemInputSchema} source="isActive" />
    </ContentList>
  );
}
