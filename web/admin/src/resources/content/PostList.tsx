import { SelectInput, TextField } from 'react-admin';
import { DateField } from '../../shared/DateField';
import { POST_STATUSES, postInputSchema } from '@mawadda/contracts/cms';
import { PublishToggle } from './ActiveToggle';
import { ContentList } from './ContentList';
import { LocalizedField } from './LocalizedField';

const statusChoices = POST_STATUSES.map((id) => ({ id, name: `mw.content.status.${id}` }));

const filters = [<SelectInput key="status" source="status" choices={statusChoices} />];

/** News and blog share one list: newest first, with publish/unpublish in the row. */
export function PostList() {
  return (
    <ContentList filters={filters} sort={{ field: 'publishedAt', order: 'DESC' }}>
      <TextField source="id" />
      <LocalizedField source="title" sortable={false} />
      <TextField source="slug" />
      <DateField source="publishedAt" showTime emptyText="—" />
      <PublishToggle schema={postInputSchema} source="status" />
    </ContentList>
  );
}
