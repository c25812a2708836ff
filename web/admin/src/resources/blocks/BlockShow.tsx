import {
  BooleanField,
  FunctionField,
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import { ImagePreview } from '../content/ImagePreview';
import { LocalizedFields } from '../content/LocalizedFields';
import { LocalizedMarkdownField, LocalizedTextField } from '../content/LocalizedTextField';

export function BlockShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="key" />
        <NumberField source="categoryId" />
        <NumberField source="order" />
        <BooleanField source="isActive" />
        <TextField source="link" emptyText="—" />
        <Labeled source="image">
          <FunctionField render={(r: { image: string | null }) => <ImagePreview src={r.image} />} />
        </Labeled>
        <LocalizedFields>
          <LocalizedTextField source="title" />
          <LocalizedMarkdownField source="body" />
        </LocalizedFields>
        <FunctionField
          source="data"
          render={(r: { data: unknown }) => (
            <pre dir="ltr" style={{ margin: 0 }}>
              {r.data === null ? '—' : JSON.stringify(r.data, null, 2)}
            </pre>
          )}
        />
      </SimpleShowLayout>
    </Show>
  );
}
