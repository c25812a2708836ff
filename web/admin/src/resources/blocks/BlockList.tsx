import { BooleanInput, Datagrid, List, NumberField, NumberInput, SearchInput, TextField } from 'react-admin';
import { blockInputSchema } from '@mawadda/contracts/cms';
import { ActiveToggle } from '../content/ActiveToggle';
import { ContentListActions } from '../content/ListActions';
import { LocalizedField } from '../content/LocalizedField';
import { RowActions } from '../content/RowActions';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NumberInput key="categoryId" source="categoryId" />,
  <BooleanInput key="isActive" source="isActive" />,
];

export function BlockList() {
  return (
    <List
      exporter={false}
      filters={filters}
      actions={<ContentListActions />}
      sort={{ field: 'id', order: 'ASC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="key" />
        <LocalizedField source="title" sortable={false} />
        <NumberField source="categoryId" />
        <NumberField source="order" />
        <ActiveToggle schema={blockInputSchema} source="isActive" />
        <RowActions />
      </Datagrid>
    </List>
  );
}
