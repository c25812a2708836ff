import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { BooleanInput, NumberInput, useRecordContext, useTranslate } from 'react-admin';
import { familyQuestionInputSchema, QUESTION_CHOICES_MAX } from '@mawadda/contracts';
import { ContentCreate, ContentEdit, ContentForm } from '../content/ContentForm';
import { LocalizedInputs } from '../content/LocalizedInputs';
import { LocalizedTextInput } from '../content/LocalizedTextInput';
import { emptyLocalized } from '../content/locales';
import { SaveOnlyToolbar } from '../content/SaveOnlyToolbar';

type Choice = { id?: string; label: Record<string, string> };

/**
 * The words of the question and of each answer, in the tab's language: one tab per locale holds
 * them all, so a translator reads the question with its answers.
 */
function QuestionWords() {
  const translate = useTranslate();
  const choices = (useWatch({ name: 'choices' }) as Choice[] | undefined) ?? [];
  return (
    <>
      <LocalizedTextInput source="text" fullWidth />
      {choices.map((c, i) => (
        <LocalizedTextInput
          key={c.id ?? `new-${i}`}
          source={`choices.${i}.label`}
          label={translate('mw.questions.answerN', { n: i + 1 })}
          fullWidth
        />
      ))}
    </>
  );
}

/**
 * Add an answer, or take back one added in this edit. An answer the question already offers
 * keeps its place: answers members gave name it (match README), so it can be renamed, not dropped.
 */
function ChoiceControls() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const choices = (useWatch({ name: 'choices' }) as Choice[] | undefined) ?? [];
  const set = (next: Choice[]) => setValue('choices', next, { shouldDirty: true, shouldValidate: true });
  const added = choices.flatMap((c, i) => (c.id ? [] : [i]));
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('mw.questions.choicesHelp')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          startIcon={<AddIcon />}
          disabled={choices.length >= QUESTION_CHOICES_MAX}
          onClick={() => set([...choices, { label: emptyLocalized() }])}
        >
          {translate('mw.questions.addAnswer')}
        </Button>
        {added.map((i) => (
          <Button
            key={i}
            color="warning"
            startIcon={<DeleteIcon />}
            onClick={() => set(choices.filter((_, j) => j !== i))}
          >
            {translate('mw.questions.removeAnswer', { n: i + 1 })}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}

/** How many answers members gave to the question being edited: an edit keeps them all. */
function AnswersNote() {
  const record = useRecordContext<{ answers?: number }>();
  const translate = useTranslate();
  if (!record?.answers) return null;
  return (
    <Typography variant="body2" sx={{ mb: 2 }}>
      {translate('mw.questions.answered', { smart_count: record.answers })}
    </Typography>
  );
}

function QuestionForm({ creating = false }: { creating?: boolean }) {
  return (
    <ContentForm
      schema={familyQuestionInputSchema}
      // Questions are retired, never deleted: their answers stay readable.
      toolbar={<SaveOnlyToolbar />}
      defaultValues={
        creating
          ? {
              order: 0,
              active: true,
              text: emptyLocalized(),
              choices: [{ label: emptyLocalized() }, { label: emptyLocalized() }],
            }
          : undefined
      }
    >
      <AnswersNote />
      <NumberInput source="order" step={1} />
      <BooleanInput source="active" helperText="mw.questions.activeHelp" />
      <ChoiceControls />
      <LocalizedInputs>
        <QuestionWords />
      </LocalizedInputs>
    </ContentForm>
  );
}

export const QuestionEdit = () => (
  <ContentEdit schema={familyQuestionInputSchema}>
    <QuestionForm />
  </ContentEdit>
);

export const QuestionCreate = () => (
  <ContentCreate schema={familyQuestionInputSchema}>
    <QuestionForm creating />
  </ContentCreate>
);
