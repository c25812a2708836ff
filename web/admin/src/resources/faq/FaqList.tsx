import { BooleanInput, Datagrid, List, NumberField, SearchInput, TextField } from 'react-admin';
import { faqInputSchema } from '@mawadda/contracts/cms';
import { ActiveToggle } from '../content/ActiveToggle';
import { ContentListActions } from '../content/ListActions';
import { LocalizedField } from '../content/LocalizedField';
import { RowActions } from '../content/RowActions';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput key="isActive" source="isActive" />,
];

export function FaqList() {
  return (
    <List
      exporter={false}
      filters={filters}
      actions={<ContentListActions />}
      sort={{ field: 'order', order: 'ASC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <LocalizedField source="question" sortable={false} />
        <NumberField source="order" />
        <ActiveToggle schema={faqInputSchema} source="isActive" />
        <RowActions />
      </Datagrid>
    </List>
  );
}
