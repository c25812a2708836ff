import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Box, Button, Chip, Stack, Typography, useTheme } from '@mui/material';
import { useState, type ReactNode } from 'react';
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
import type { ConsoleDataProvider } from '../../api/data-provider';
import { DateField } from '../DateField';
import { EnumField } from '../EnumField';
import { nextAfterDecision, PENDING_QUEUE, pendingQueue, type QueueItem, type ReviewQueue } from './queue';
import { RejectDialog } from './RejectDialog';
import { ShortcutHelp } from './ShortcutHelp';
import { useShortcuts } from './shortcuts';

interface Props<Item extends QueueItem, Reason extends string> {
  queue: ReviewQueue<Reason>;
  /** What is reviewed, large: the image, the text, the document. */
  subject: (item: Item) => ReactNode;
  /** More beside the decision (photos to compare with). */
  aside?: (item: Item) => ReactNode;
}

/**
 * One item with Approve / Reject. A keyboard queue is worked without the mouse: after a decision
 * the next pending item opens.
 */
function ReviewPanel<Item extends QueueItem, Reason extends string>({
  queue,
  subject,
  aside,
}: Props<Item, Reason>) {
  const item = useRecordContext<Item>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const createPath = useCreatePath();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { resource, texts, keyboard } = queue;
  const { data: pendingItems = [] } = useGetList<QueueItem>(resource, PENDING_QUEUE, { enabled: keyboard });
  // The item the reasons dialog was opened for: a rejection goes to it, whatever is on screen.
  const [rejecting, setRejecting] = useState<string | null>(null);
  // Items decided here on their way to the next one. Until the next item is on screen the decided
  // one stays shown with its cached "pending" status; it takes no second decision.
  const [decided, setDecided] = useState<ReadonlySet<string>>(() => new Set());
  // Arrows point the way the reading goes: in Arabic, "next" points left.
  const rtl = useTheme().direction === 'rtl';
  const [busy, setBusy] = useState(false);

  const open = (id: string) => redirect(createPath({ resource, id, type: 'show' }));
  const step = (by: 1 | -1) => {
    if (!item) return;
    const at = pendingItems.findIndex((i) => i.id === item.id);
    // Off the queue (a decided item): j goes to the oldest pending, k to the newest.
    const target = at === -1 ? pendingItems[by === 1 ? 0 : pendingItems.length - 1] : pendingItems[at + by];
    if (target) open(target.id);
    else notify(by === 1 ? `${texts}.lastInQueue` : `${texts}.firstInQueue`, { type: 'info' });
  };

  const moveOn = async (id: string) => {
    const next = nextAfterDecision(pendingItems, id, await pendingQueue(dataProvider, resource));
    if (next) open(next);
    else {
      notify(`${texts}.queueEmpty`, { type: 'info' });
      redirect('list', resource);
    }
  };

  const decide = async (id: string, action: () => Promise<unknown>, done: string) => {
    if (busy || decided.has(id)) return;
    setBusy(true);
    try {
      await action();
      if (keyboard) setDecided((before) => new Set(before).add(id));
      notify(done, { type: 'success' });
      if (keyboard) await moveOn(id);
      refresh();
    } catch (e) {
      notify(e instanceof Error ? e.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const pending = item?.status === 'pending' && !decided.has(item.id);
  const approve = () =>
    pending && decide(item.id, () => queue.approve(dataProvider, item.id), `${texts}.approved`);
  const reject = (reason: Reason, note: string) => {
    const id = rejecting;
    setRejecting(null);
    if (id)
      void decide(
        id,
        () => queue.reject(dataProvider, id, { reason, ...(note ? { note } : {}) }),
        `${texts}.rejected`,
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
    keyboard && rejecting === null,
  );

  if (!item) return null;
  const position = pendingItems.findIndex((i) => i.id === item.id);
  // A keyboard queue names each button's key.
  const key = (letter: string) => (keyboard ? ` (${letter})` : '');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2 }}>
      <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
        {subject(item)}
      </Stack>
      <Stack spacing={2} sx={{ width: { md: 360 } }}>
        <Stack spacing={0.5}>
          <Typography variant="h6">
            <Link to={createPath({ resource: 'members', id: item.memberId, type: 'show' })}>
              {item.memberName}
            </Link>
          </Typography>
          <Stack direction="row" spacing={1}>
            <Chip size="small" label={translate(`${texts}.kind.${item.kind}`)} />
            <EnumField source="status" prefix={`${texts}.status`} chip />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {translate(`${texts}.submitted`)} <DateField source="submittedAt" showTime />
          </Typography>
          {position >= 0 && (
            <Typography variant="body2" color="text.secondary">
              {translate(`${texts}.position`, { n: position + 1, total: pendingItems.length })}
            </Typography>
          )}
          {item.reason && (
            <Typography variant="body2">
              {translate(`${texts}.rejectedFor`)} {translate(`${texts}.reason.${item.reason}`)}
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
            {translate(`${texts}.approve`)}
            {key('A')}
          </Button>
          <Button
            variant="contained"
            color="error"
            startIcon={<CloseIcon />}
            disabled={!pending || busy}
            onClick={() => setRejecting(item.id)}
          >
            {translate(`${texts}.reject`)}
            {key('R')}
          </Button>
        </Stack>
        {keyboard && (
          <Stack direction="row" spacing={1}>
            <Button startIcon={rtl ? <NavigateNextIcon /> : <NavigateBeforeIcon />} onClick={() => step(-1)}>
              {translate(`${texts}.previous`)} (K)
            </Button>
            <Button endIcon={rtl ? <NavigateBeforeIcon /> : <NavigateNextIcon />} onClick={() => step(1)}>
              {translate(`${texts}.next`)} (J)
            </Button>
          </Stack>
        )}
        {keyboard && <ShortcutHelp texts={texts} reasons={queue.reasons.length} />}
        {aside && <Box>{aside(item)}</Box>}
      </Stack>
      <RejectDialog
        queue={queue}
        open={rejecting !== null}
        onClose={() => setRejecting(null)}
        onReject={reject}
      />
    </Stack>
  );
}

/** A review queue's show page: the item and the decision. */
export function ReviewShow<Item extends QueueItem, Reason extends string>(props: Props<Item, Reason>) {
  return (
    <Show actions={false}>
      <ReviewPanel {...props} />
    </Show>
  );
}
