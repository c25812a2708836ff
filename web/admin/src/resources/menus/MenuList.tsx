import { BooleanInput, Datagrid, List, NumberField, NumberInput, SearchInput, TextField } from 'react-admin';
import { menuItemInputSchema } from '@mawadda/contracts/cms';
import { ActiveToggle } from '../content/ActiveToggle';
import { ContentListActions } from '../content/ListActions';
import { LocalizedField } from '../content/LocalizedField';
import { RowActions } from '../content/RowActions';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NumberInput key="categoryId" source="categoryId" />,
  <NumberInput key="menuId" source="menuId" />,
  <BooleanInput key="isActive" source="isActive" />,
];

export function MenuList() {
  return (
    <List
      exporter={false}
      filters={filters}
      actions={<ContentListActions />}
      sort={{ field: 'id', order: 'ASC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <LocalizedField source="label" sortable={false} />
        <NumberField source="categoryId" />
        <NumberField source="menuId" />
        <NumberField source="order" />
        <TextField source="link" sortable={false} />
        <ActiveToggle schema={menuItemInputSchema} source="isActive" />
        <RowActions />
      </Datagrid>
    </List>
  );
}
