import { Datagrid, List, NumberField, NumberInput, SearchInput, TextField } from 'react-admin';
import { ContentListActions } from '../content/ListActions';
import { LocalizedField } from '../content/LocalizedField';
import { RowActions } from '../content/RowActions';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NumberInput key="categoryId" source="categoryId" />,
];

export function PageList() {
  return (
    <List
      exporter={false}
      filters={filters}
      actions={<ContentListActions />}
      sort={{ field: 'id', order: 'ASC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <LocalizedField source="title" sortable={false} />
        <TextField source="slug" />
        <NumberField source="categoryId" />
        <NumberField source="order" />
        <RowActions />
      </Datagrid>
    </List>
  );
}
