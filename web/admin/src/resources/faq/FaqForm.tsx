import { BooleanInput, NumberInput } from 'react-admin';
import { faqInputSchema } from '@mawadda/contracts/cms';
import { ContentCreate, ContentEdit, ContentForm } from '../content/ContentForm';
import { LocalizedInputs } from '../content/LocalizedInputs';
import { LocalizedTextInput } from '../content/LocalizedTextInput';
import { emptyLocalized } from '../content/locales';
import { MarkdownInput } from '../content/MarkdownInput';

function FaqForm({ creating = false }: { creating?: boolean }) {
  return (
    <ContentForm
      schema={faqInputSchema}
      defaultValues={
        creating
          ? { order: 0, isActive: true, question: emptyLocalized(), answer: emptyLocalized() }
          : undefined
      }
    >
      <NumberInput source="order" step={1} />
      <BooleanInput source="isActive" />
      <LocalizedInputs>
        <LocalizedTextInput source="question" />
        <MarkdownInput source="answer" />
      </LocalizedInputs>
    </ContentForm>
  );
}

export const FaqEdit = () => (
  <ContentEdit schema={faqInputSchema}>
    <FaqForm />
  </ContentEdit>
);

export const FaqCreate = () => (
  <ContentCreate schema={faqInputSchema}>
    <FaqForm creating />
  </ContentCreate>
);
