import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  VERIFICATION_NOTE_MAX,
  VERIFICATION_REJECT_REASONS,
  type VerificationItem,
  type VerificationRejectReason,
} from '@mawadda/contracts';
import { useState } from 'react';
import { Link, Show, useCreatePath, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { DateField } from '../../shared/DateField';
import { EnumField } from '../../shared/EnumField';
import { useStaffAction } from '../../shared/use-staff-action';
import { approveVerification, rejectVerification } from './decisions';

/** The selfie or document as sent (signed for this staff member), or a note that it is gone. */
function Submission({ item }: { item: VerificationItem }) {
  const translate = useTranslate();
  if (!item.file) return <Alert severity="info">{translate('mw.verifications.fileGone')}</Alert>;
  if (item.file.contentType === 'application/pdf')
    return (
      <Button variant="outlined" href={item.file.url} target="_blank" rel="noopener noreferrer">
        {translate('mw.verifications.openDocument')}
      </Button>
    );
  return (
    <Box
      component="img"
      src={item.file.url}
      alt={translate('mw.verifications.submission')}
      sx={{ display: 'block', maxWidth: '100%', maxHeight: '60vh', objectFit: 'contain', borderRadius: 1 }}
    />
  );
}

/** The member's approved photos, to compare the face with. */
function ProfilePhotos({ item }: { item: VerificationItem }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{translate('mw.verifications.profilePhotos')}</Typography>
      {item.profilePhotos.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('mw.verifications.noPhotos')}
        </Typography>
      ) : (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {item.profilePhotos.map((p, i) => (
            <Box
              key={p.id}
              component="img"
              src={p.variants[0]!.url}
              alt={`${translate('mw.verifications.profilePhotos')} ${i + 1}`}
              sx={{ width: 160, height: 160, objectFit: 'cover', borderRadius: 1 }}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function RejectReasons({
  open,
  onClose,
  onReject,
}: {
  open: boolean;
  onClose: () => void;
  onReject: (reason: VerificationRejectReason, note: string) => void;
}) {
  const translate = useTranslate();
  const [note, setNote] = useState('');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('mw.verifications.rejectTitle')}</DialogTitle>
      <DialogContent>
        <TextField
          label={translate('mw.verifications.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          slotProps={{ htmlInput: { maxLength: VERIFICATION_NOTE_MAX } }}
          fullWidth
          multiline
          margin="dense"
        />
        <List>
          {VERIFICATION_REJECT_REASONS.map((r) => (
            <ListItemButton key={r} onClick={() => onReject(r, note.trim())}>
              <ListItemText primary={translate(`mw.verifications.reason.${r}`)} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
    </Dialog>
  );
}

/** One submission: the file beside the member's photos and the gesture asked, with the decision. */
function CheckPanel() {
  const item = useRecordContext<VerificationItem>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const createPath = useCreatePath();
  const [rejecting, setRejecting] = useState(false);
  const { busy, run } = useStaffAction();
  if (!item) return null;
  const pending = item.status === 'pending';

  const decide = (action: () => Promise<unknown>, done: string) => run(action, done, refresh);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ p: 2 }}>
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
        {item.gesture && (
          <Alert severity="info" icon={false}>
            <strong>{translate('mw.verifications.gestureAsked')}</strong>{' '}
            {translate(`badges.gesture.${item.gesture}`)}
          </Alert>
        )}
        <Submission item={item} />
      </Stack>
      <Stack spacing={2} sx={{ width: { md: 360 } }}>
        <Typography variant="h6">
          <Link to={createPath({ resource: 'members', id: item.memberId, type: 'show' })}>
            {item.memberName}
          </Link>
        </Typography>
        <Stack direction="row" spacing={1}>
          <Chip size="small" label={translate(`mw.verifications.kind.${item.kind}`)} />
          <EnumField source="status" prefix="mw.verifications.status" chip />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('mw.verifications.submitted')} <DateField source="submittedAt" showTime />
        </Typography>
        {item.reason && (
          <Typography variant="body2">
            {translate('mw.verifications.rejectedFor')} {translate(`mw.verifications.reason.${item.reason}`)}
            {item.note ? ` — ${item.note}` : ''}
          </Typography>
        )}
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            color="success"
            startIcon={<CheckIcon />}
            disabled={!pending || busy}
            onClick={() => void decide(() => approveVerification(item.id), 'mw.verifications.approved')}
          >
            {translate('mw.verifications.approve')}
          </Button>
          <Button
            variant="contained"
            color="error"
            startIcon={<CloseIcon />}
            disabled={!pending || busy}
            onClick={() => setRejecting(true)}
          >
            {translate('mw.verifications.reject')}
          </Button>
        </Stack>
        <ProfilePhotos item={item} />
      </Stack>
      <RejectReasons
        open={rejecting}
        onClose={() => setRejecting(false)}
        onReject={(reason, note) => {
          setRejecting(false);
          void decide(
            () => rejectVerification(item.id, { reason, ...(note ? { note } : {}) }),
            'mw.verifications.rejected',
          );
        }}
      />
    </Stack>
  );
}

export function VerificationShow() {
  return (
    <Show actions={false}>
      <CheckPanel />
    </Show>
  );
}
