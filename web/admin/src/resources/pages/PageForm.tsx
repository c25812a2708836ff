import { NumberInput, TextInput } from 'react-admin';
import { pageInputSchema } from '@mawadda/contracts/cms';
import { ContentCreate, ContentEdit, ContentForm } from '../content/ContentForm';
import { LocalizedInputs } from '../content/LocalizedInputs';
import { LocalizedTextInput } from '../content/LocalizedTextInput';
import { emptyLocalized } from '../content/locales';
import { MarkdownInput } from '../content/MarkdownInput';

function PageForm({ creating = false }: { creating?: boolean }) {
  return (
    <ContentForm
      schema={pageInputSchema}
      defaultValues={
        creating ? { categoryId: 0, order: 0, title: emptyLocalized(), body: emptyLocalized() } : undefined
      }
    >
      <TextInput source="slug" slotProps={{ htmlInput: { dir: 'ltr' } }} />
      <NumberInput source="categoryId" step={1} />
      <NumberInput source="order" step={1} />
      <LocalizedInputs>
        <LocalizedTextInput source="title" />
        <MarkdownInput source="body" />
      </LocalizedInputs>
    </ContentForm>
  );
}

export const PageEdit = () => (
  <ContentEdit schema={pageInputSchema}>
    <PageForm />
  </ContentEdit>
);

export const PageCreate = () => (
  <ContentCreate schema={pageInputSchema}>
    <PageForm creating />
  </ContentCreate>
);
