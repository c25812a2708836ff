import { BooleanInput, NumberField, NumberInput, TextField } from 'react-admin';
import { blockInputSchema } from '@mawadda/contracts/cms';
import { ActiveToggle } from '../content/ActiveToggle';
import { ContentList } from '../content/ContentList';
import { LocalizedField } from '../content/LocalizedField';

const filters = [
  <NumberInput key="categoryId" source="categoryId" />,
  <BooleanInput key="isActive" source="isActive" />,
];

export function BlockList() {
  return (
    <ContentList filters={filters}>
      <TextField source="id" />
      <TextField source="key" />
      <LocalizedField source="title" sortable={false} />
      <NumberField source="categoryId" />
      <NumberField source="order" />
      <ActiveToggle schema={blockInputSchema} source="isActive" />
    </ContentList>
  );
}
