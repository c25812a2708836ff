import { useState } from 'react';
import { Alert, Button, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import {
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import type { AdminStory } from '@mawadda/contracts';
import { apiFetch, jsonBody } from '../../api/api';
import { storyLanguages } from './story-languages';

const base = (id: string) => `/api/match/admin/stories/${encodeURIComponent(id)}`;

/** Publish, or return with a reason the couple read; the API writes the audit line. */
function Decision() {
  const story = useRecordContext<AdminStory>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!story || story.status !== 'pending') return null;
  const decide = async (path: 'approve' | 'reject') => {
    setBusy(true);
    try {
      await apiFetch(`${base(story.id)}/${path}`, jsonBody('POST', path === 'reject' ? { reason } : {}));
      notify(translate(path === 'approve' ? 'mw.stories.approved' : 'mw.stories.rejected'), {
        type: 'success',
      });
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : String(err), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Alert severity="info">{translate('mw.stories.bothAgreed')}</Alert>
      <Button variant="contained" disabled={busy} onClick={() => void decide('approve')}>
        {translate('mw.stories.approve')}
      </Button>
      <MuiTextField
        label={translate('mw.stories.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={2}
        inputProps={{ maxLength: 500 }}
      />
      <Button
        variant="outlined"
        color="warning"
        disabled={busy || reason.trim().length < 3}
        onClick={() => void decide('reject')}
      >
        {translate('mw.stories.reject')}
      </Button>
    </Stack>
  );
}

/** One story as the couple agreed to it, in its own direction, with the decision. */
export function StoryShow() {
  const translate = useTranslate();
  const [lang] = useLocaleState();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="title" />
        <FunctionField<AdminStory>
          source="body"
          render={(r) => (
            <Typography dir="auto" sx={{ whiteSpace: 'pre-line' }}>
              {r.body}
            </Typography>
          )}
        />
        <FunctionField<AdminStory>
          source="status"
          render={(r) => translate(`mw.stories.status.${r.status}`)}
        />
        <FunctionField<AdminStory> source="languages" render={(r) => storyLanguages(r.languages, lang)} />
        <FunctionField<AdminStory> source="names" render={(r) => <bdi>{r.names.join(' & ') || '—'}</bdi>} />
        <TextField source="rejectReason" emptyText="—" />
        <DateField source="updatedAt" showTime />
        <DateField source="decidedAt" showTime emptyText="—" />
        <Decision />
      </SimpleShowLayout>
    </Show>
  );
}
