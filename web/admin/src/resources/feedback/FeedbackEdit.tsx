import { Alert, Chip, Paper, Stack, Typography } from '@mui/material';
import { FEEDBACK_STATUSES, type CmsFeedback } from '@mawadda/contracts';
import {
  Edit,
  EmailField,
  Labeled,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import { localeDirection } from '../../i18n';
import { choicesOf } from '../../shared/choices';
import { EnumField } from '../../shared/EnumField';
import { PhoneField } from '../../shared/PhoneField';

/** The member's message, and in which language to answer it. */
function Message() {
  const record = useRecordContext<CmsFeedback>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={2} sx={{ width: '100%', mb: 2 }}>
      <Alert severity="info" icon={false}>
        <Typography component="span" sx={{ fontWeight: 'bold' }}>
          {translate('mw.feedback.replyIn')}{' '}
        </Typography>
        <Chip
          color="primary"
          label={translate(`mw.language.${record.locale}`)}
          data-testid="feedback-locale"
        />
      </Alert>
      <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
        <Labeled source="reference">
          <TextField source="reference" sx={{ direction: 'ltr', unicodeBidi: 'isolate' }} />
        </Labeled>
        <Labeled source="type">
          <EnumField source="type" prefix="mw.feedback.type" />
        </Labeled>
        <Labeled source="userName">
          <TextField source="userName" />
        </Labeled>
        <Labeled source="email">
          <EmailField source="email" />
        </Labeled>
        {/* Left to right in the Arabic console too: "+971 50…", not "50… 971+". */}
        <Labeled source="mobile">
          <PhoneField source="mobile" />
        </Labeled>
        <Labeled source="createdAt">
          <DateField source="createdAt" showTime />
        </Labeled>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography lang={record.locale} dir={localeDirection(record.locale)} sx={{ whiteSpace: 'pre-wrap' }}>
          {record.description}
        </Typography>
      </Paper>
    </Stack>
  );
}

/** The reply box writes in the member's language: its `lang` and `dir` are the feedback's locale. */
function ReplyInput() {
  const record = useRecordContext<CmsFeedback>();
  const locale = record?.locale ?? 'ar';
  return (
    <TextInput
      source="reply"
      multiline
      minRows={6}
      fullWidth
      slotProps={{ htmlInput: { lang: locale, dir: localeDirection(locale), maxLength: 5000 } }}
    />
  );
}

const FeedbackToolbar = () => (
  <Toolbar>
    <SaveButton label="mw.feedback.send" />
  </Toolbar>
);

/**
 * Only what staff changed goes to the API: a new reply (which marks the item answered) and/or a
 * new status. Sending the old status with a new reply would undo "answered".
 */
export function toFeedbackUpdate(data: Partial<CmsFeedback>, previous?: Partial<CmsFeedback>) {
  const reply = data.reply?.trim() ?? '';
  return {
    ...(reply && reply !== (previous?.reply ?? '') ? { reply } : {}),
    ...(data.status && data.status !== previous?.status ? { status: data.status } : {}),
  };
}

const toUpdate = (data: Partial<CmsFeedback>, options?: { previousData?: Partial<CmsFeedback> }) =>
  toFeedbackUpdate(data, options?.previousData);

export function FeedbackEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={toUpdate} redirect="list">
      <SimpleForm toolbar={<FeedbackToolbar />}>
        <Message />
        <ReplyInput />
        <SelectInput source="status" choices={choicesOf(FEEDBACK_STATUSES, 'mw.feedback.status')} />
        <Labeled source="repliedAt">
          <DateField source="repliedAt" showTime emptyText="—" />
        </Labeled>
      </SimpleForm>
    </Edit>
  );
}
