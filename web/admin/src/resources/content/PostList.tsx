import { Datagrid, DateField, List, SearchInput, SelectInput, TextField } from 'react-admin';
import { POST_STATUSES, postInputSchema } from '@mawadda/contracts/cms';
import { PublishToggle } from './ActiveToggle';
import { ContentListActions } from './ListActions';
import { LocalizedField } from './LocalizedField';
import { RowActions } from './RowActions';

const statusChoices = POST_STATUSES.map((id) => ({ id, name: `mw.content.status.${id}` }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
];

/** News and blog share one list: newest first, with publish/unpublish in the row. */
export function PostList() {
  return (
    <List
      exporter={false}
      filters={filters}
      actions={<ContentListActions />}
      sort={{ field: 'publishedAt', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <LocalizedField source="title" sortable={false} />
        <TextField source="slug" />
        <DateField source="publishedAt" showTime emptyText="—" />
        <PublishToggle schema={postInputSchema} source="status" />
        <RowActions />
      </Datagrid>
    </List>
  );
}
