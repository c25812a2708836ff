import { NumberField, NumberInput, TextField } from 'react-admin';
import { ContentList } from '../content/ContentList';
import { LocalizedField } from '../content/LocalizedField';

const filters = [<NumberInput key="categoryId" source="categoryId" />];

export function PageList() {
  return (
    <ContentList filters={filters}>
      <TextField source="id" />
      <LocalizedField source="title" sortable={false} />
      <TextField source="slug" />
      <NumberField source="categoryId" />
      <NumberField source="order" />
    </ContentList>
  );
}
