import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { blockInputSchema } from '@mawadda/contracts/cms';
import { ContentCreate, ContentEdit, ContentForm } from '../content/ContentForm';
import { ImageUrlInput } from '../content/ImageUrlInput';
import { JsonInput, jsonField } from '../content/JsonInput';
import { LocalizedInputs } from '../content/LocalizedInputs';
import { LocalizedTextInput } from '../content/LocalizedTextInput';
import { emptyLocalized } from '../content/locales';
import { MarkdownInput } from '../content/MarkdownInput';

const prepare = jsonField('data');

function BlockForm({ creating = false }: { creating?: boolean }) {
  return (
    <ContentForm
      schema={blockInputSchema}
      prepare={prepare}
      defaultValues={
        creating
          ? {
              categoryId: 4,
              order: 0,
              isActive: true,
              title: emptyLocalized(),
              body: emptyLocalized(),
              data: '',
            }
          : undefined
      }
    >
      <TextInput source="key" slotProps={{ htmlInput: { dir: 'ltr' } }} />
      <NumberInput source="categoryId" step={1} />
      <NumberInput source="order" step={1} />
      <BooleanInput source="isActive" />
      <TextInput source="link" slotProps={{ htmlInput: { dir: 'ltr' } }} />
      <ImageUrlInput source="image" />
      <LocalizedInputs>
        <LocalizedTextInput source="title" />
        <MarkdownInput source="body" />
      </LocalizedInputs>
      <JsonInput source="data" />
    </ContentForm>
  );
}

export const BlockEdit = () => (
  <ContentEdit schema={blockInputSchema} prepare={prepare}>
    <BlockForm />
  </ContentEdit>
);

export const BlockCreate = () => (
  <ContentCreate schema={blockInputSchema} prepare={prepare}>
    <BlockForm creating />
  </ContentCreate>
);
