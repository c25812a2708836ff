import { FunctionField, Labeled, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { DateField } from '../../shared/DateField';
import { POST_STATUSES } from '@mawadda/contracts/cms';
import { ImagePreview } from './ImagePreview';
import { LocalizedFields } from './LocalizedFields';
import { LocalizedMarkdownField, LocalizedTextField } from './LocalizedTextField';

const statusChoices = POST_STATUSES.map((id) => ({ id, name: `mw.content.status.${id}` }));

export function PostShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="slug" />
        <SelectField source="status" choices={statusChoices} />
        <DateField source="publishedAt" showTime emptyText="—" />
        <Labeled source="image">
          <FunctionField render={(r: { image: string | null }) => <ImagePreview src={r.image} />} />
        </Labeled>
        <LocalizedFields>
          <LocalizedTextField source="title" />
          <LocalizedTextField source="summary" />
          <LocalizedTextField source="author" />
          <LocalizedMarkdownField source="body" />
        </LocalizedFields>
      </SimpleShowLayout>
    </Show>
  );
}
