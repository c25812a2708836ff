import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import {
  MODERATION_NOTE_MAX,
  MODERATION_REJECT_REASONS,
  type ModerationRejectReason,
} from '@mawadda/contracts';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useShortcuts } from './shortcuts';

interface Props {
  open: boolean;
  onClose: () => void;
  onReject: (reason: ModerationRejectReason, note: string) => void;
}

/**
 * Choosing the reason is the rejection: click it or press its digit (1–7). A note, if any, is
 * typed first (digits typed in the note stay in the note).
 */
export function RejectDialog({ open, onClose, onReject }: Props) {
  const translate = useTranslate();
  const [note, setNote] = useState('');
  const choose = (reason: ModerationRejectReason) => {
    onReject(reason, note.trim());
    setNote('');
  };
  useShortcuts(
    Object.fromEntries(MODERATION_REJECT_REASONS.map((r, i) => [String(i + 1), () => choose(r)])),
    open,
  );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="reject-title">
      <DialogTitle id="reject-title">{translate('mw.moderation.rejectTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          {translate('mw.moderation.rejectHint')}
        </Typography>
        <List dense>
          {MODERATION_REJECT_REASONS.map((r, i) => (
            <ListItemButton key={r} onClick={() => choose(r)}>
              <ListItemText primary={`${i + 1}. ${translate(`mw.moderation.reason.${r}`)}`} />
            </ListItemButton>
          ))}
        </List>
        <TextField
          label={translate('mw.moderation.note')}
          helperText={translate('mw.moderation.noteHint')}
          fullWidth
          multiline
          minRows={2}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          slotProps={{ htmlInput: { maxLength: MODERATION_NOTE_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
