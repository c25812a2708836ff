import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Alert, Box, Button, Chip, Paper, Stack, Typography, useTheme } from '@mui/material';
import type { ModerationItem, ModerationRejectReason } from '@mawadda/contracts';
import { useState } from 'react';
import {
  Link,
  Show,
  useCreatePath,
  useDataProvider,
  useGetList,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../shared/DateField';
import type { ConsoleDataProvider } from '../../api/data-provider';
import { EnumField } from '../../shared/EnumField';
import { nextAfterDecision, PENDING_QUEUE, pendingQueue } from './queue';
import { RejectDialog } from './RejectDialog';
import { useShortcuts } from './shortcuts';

const SHORTCUTS: [string, string][] = [
  ['A', 'mw.moderation.keys.approve'],
  ['R', 'mw.moderation.keys.reject'],
  ['1–7', 'mw.moderation.keys.reason'],
  ['J / N', 'mw.moderation.keys.next'],
  ['K', 'mw.moderation.keys.previous'],
];

function ShortcutHelp() {
  const translate = useTranslate();
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-label={translate('mw.moderation.keys.title')}>
      <Typography variant="subtitle2" gutterBottom>
        {translate('mw.moderation.keys.title')}
      </Typography>
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
        {SHORTCUTS.map(([key, label]) => (
          <Stack key={key} direction="row" spacing={1} alignItems="center">
            <Box component="dt" sx={{ m: 0 }}>
              <Box
                component="kbd"
                sx={{
                  px: 0.75,
                  py: 0.25,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 0.5,
                  fontFamily: 'monospace',
                }}
              >
                {key}
              </Box>
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              <Typography variant="body2">{translate(label)}</Typography>
            </Box>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

function Subject({ item }: { item: ModerationItem }) {
  const translate = useTranslate();
  if (item.kind === 'aboutMe')
    return (
      <Paper variant="outlined" sx={{ p: 2, minHeight: 200 }}>
        <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', fontSize: '1.2rem', lineHeight: 1.8 }}>
          {item.text}
        </Typography>
      </Paper>
    );
  if (!item.image) return <Alert severity="info">{translate('mw.moderation.imageGone')}</Alert>;
  return (
    <Box
      component="img"
      src={item.image.url}
      alt={translate(`mw.moderation.kind.${item.kind}`)}
      sx={{
        display: 'block',
        maxWidth: '100%',
        maxHeight: '70vh',
        objectFit: 'contain',
        bgcolor: 'grey.900',
        borderRadius: 1,
        mx: 'auto',
      }}
    />
  );
}

/**
 * One item, large, with Approve / Reject and the keyboard: a moderator works through the queue
 * without the mouse. After a decision the next pending item opens.
 */
function ReviewPanel() {
  const item = useRecordContext<ModerationItem>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data: queue = [] } = useGetList<ModerationItem>('moderation', PENDING_QUEUE);
  // The item the reasons dialog was opened for: a rejection goes to it, whatever is on screen.
  const [rejecting, setRejecting] = useState<string | null>(null);
  // Items decided here. Until the next item is on screen the decided one stays shown with its
  // cached "pending" status; it takes no second decision.
  const [decided, setDecided] = useState<ReadonlySet<string>>(() => new Set());
  // Arrows point the way the reading goes: in Arabic, "next" points left.
  const rtl = useTheme().direction === 'rtl';
  const [busy, setBusy] = useState(false);

  const open = (id: string) => redirect(createPath({ resource: 'moderation', id, type: 'show' }));
  const step = (by: 1 | -1) => {
    if (!item) return;
    const at = queue.findIndex((i) => i.id === item.id);
    // Off the queue (a decided item): j goes to the oldest pending, k to the newest.
    const target = at === -1 ? queue[by === 1 ? 0 : queue.length - 1] : queue[at + by];
    if (target) open(target.id);
    else notify(by === 1 ? 'mw.moderation.lastInQueue' : 'mw.moderation.firstInQueue', { type: 'info' });
  };

  const decide = async (id: string, action: () => Promise<unknown>, done: string) => {
    if (busy || decided.has(id)) return;
    setBusy(true);
    try {
      await action();
      setDecided((before) => new Set(before).add(id));
      notify(done, { type: 'success' });
      const next = nextAfterDecision(queue, id, await pendingQueue(dataProvider));
      if (next) open(next);
      else {
        notify('mw.moderation.queueEmpty', { type: 'info' });
        redirect('list', 'moderation');
      }
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const pending = item?.status === 'pending' && !decided.has(item.id);
  const approve = () =>
    pending &&
    decide(item.id, () => dataProvider.approveModeration(item.id), 'mw.moderation.approved');
  const reject = (reason: ModerationRejectReason, note: string) => {
    const id = rejecting;
    setRejecting(null);
    if (id)
      void decide(
        id,
        () => dataProvider.rejectModeration(id, { reason, ...(note ? { note } : {}) }),
        'mw.moderation.rejected',
      );
  };

  useShortcuts(
    {
      a: () => void approve(),
      r: () => pending && setRejecting(item.id),
      j: () => step(1),
      n: () => step(1),
      k: () => step(-1),
    },
    rejecting === null,
  );

  if (!item) return null;
  const position = queue.findIndex((i) => i.id === item.id);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Subject item={item} />
      </Box>
      <Stack spacing={2} sx={{ width: { md: 320 } }}>
        <Stack spacing={0.5}>
          <Typography variant="h6">
            <Link to={createPath({ resource: 'members', id: item.memberId, type: 'show' })}>
              {item.memberName}
            </Link>
          </Typography>
          <Stack direction="row" spacing={1}>
            <Chip size="small" label={translate(`mw.moderation.kind.${item.kind}`)} />
            <EnumField source="status" prefix="mw.moderation.status" chip />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {translate('mw.moderation.submitted')} <DateField source="submittedAt" showTime />
          </Typography>
          {position >= 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate('mw.moderation.position', { n: position + 1, total: queue.length })}
            </Typography>
          )}
          {item.reason && (
            <Typography variant="body2">
              {translate('mw.moderation.rejectedFor')} {translate(`mw.moderation.reason.${item.reason}`)}
              {item.note ? ` — ${item.note}` : ''}
            </Typography>
          )}
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            color="success"
            startIcon={<CheckIcon />}
            disabled={!pending || busy}
            onClick={() => void approve()}
          >
            {translate('mw.moderation.approve')} (A)
          </Button>
          <Button
            variant="contained"
            color="error"
            startIcon={<CloseIcon />}
            disabled={!pending || busy}
            onClick={() => item && setRejecting(item.id)}
          >
            {translate('mw.moderation.reject')} (R)
          </Button>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button startIcon={rtl ? <NavigateNextIcon /> : <NavigateBeforeIcon />} onClick={() => step(-1)}>
            {translate('mw.moderation.previous')} (K)
          </Button>
          <Button endIcon={rtl ? <NavigateBeforeIcon /> : <NavigateNextIcon />} onClick={() => step(1)}>
            {translate('mw.moderation.next')} (J)
          </Button>
        </Stack>
        <ShortcutHelp />
      </Stack>
      <RejectDialog open={rejecting !== null} onClose={() => setRejecting(null)} onReject={reject} />
    </Stack>
  );
}

export function ModerationReview() {
  return (
    <Show actions={false}>
      <ReviewPanel />
    </Show>
  );
}
