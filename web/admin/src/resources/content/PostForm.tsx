import { DateTimeInput, SelectInput, TextInput } from 'react-admin';
import { POST_STATUSES, postInputSchema } from '@mawadda/contracts/cms';
import { ContentCreate, ContentEdit, ContentForm } from './ContentForm';
import { ImageUrlInput } from './ImageUrlInput';
import { LocalizedInputs } from './LocalizedInputs';
import { LocalizedTextInput } from './LocalizedTextInput';
import { emptyLocalized } from './locales';
import { MarkdownInput } from './MarkdownInput';
import type { Prepare } from './zod-validate';

const statusChoices = POST_STATUSES.map((id) => ({ id, name: `mw.content.status.${id}` }));

// The picker gives local time without offset; the API wants an instant.
const toInstant = (value: string | null) => (value ? new Date(value).toISOString() : null);

/** A post without any author line sends `author: null` rather than five blanks. */
const prepare: Prepare = (values) => {
  const author = values.author as Record<string, string> | null | undefined;
  const noAuthor = !author || Object.values(author).every((v) => !v?.trim());
  return noAuthor ? { ...values, author: null } : values;
};

function PostForm({ creating = false }: { creating?: boolean }) {
  return (
    <ContentForm
      schema={postInputSchema}
      prepare={prepare}
      defaultValues={
        creating
          ? {
              status: 'draft',
              title: emptyLocalized(),
              summary: emptyLocalized(),
              body: emptyLocalized(),
              author: emptyLocalized(),
            }
          : undefined
      }
    >
      <TextInput source="slug" slotProps={{ htmlInput: { dir: 'ltr' } }} />
      <SelectInput source="status" choices={statusChoices} />
      <DateTimeInput source="publishedAt" parse={toInstant} helperText="mw.content.publishedAtHelp" />
      <ImageUrlInput source="image" />
      <LocalizedInputs>
        <LocalizedTextInput source="title" />
        <LocalizedTextInput source="summary" multiline minRows={2} />
        <LocalizedTextInput source="author" />
        <MarkdownInput source="body" />
      </LocalizedInputs>
    </ContentForm>
  );
}

export const PostEdit = () => (
  <ContentEdit schema={postInputSchema} prepare={prepare}>
    <PostForm />
  </ContentEdit>
);

export const PostCreate = () => (
  <ContentCreate schema={postInputSchema} prepare={prepare}>
    <PostForm creating />
  </ContentCreate>
);
