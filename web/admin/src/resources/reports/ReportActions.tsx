import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturb';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button } from '@mui/material';
import type { AdminReport, ReportStatus } from '@mawadda/contracts';
import { useState } from 'react';
import {
  TopToolbar,
  useGetOne,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { SuspendDialog } from '../../shared/SuspendDialog';
import { NoteDialog } from './NoteDialog';

type Dialog = 'resolve' | 'dismiss' | 'suspend' | null;

/**
 * Resolve or dismiss a report with a note, reopen a closed one, or suspend the reported member
 * (the same dialog as on the member page), which then resolves the report with the note.
 */
export function ReportActions() {
  const report = useRecordContext<AdminReport>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { data: member } = useGetOne(
    'members',
    { id: report?.memberId ?? '' },
    { enabled: !!report?.memberId },
  );
  if (!report) return <TopToolbar />;

  const setStatus = (status: ReportStatus, staffNote: string | null) =>
    update(
      'reports',
      { id: report.id, data: { status, staffNote }, previousData: report },
      {
        onSuccess: () => {
          notify(`mw.reports.done.${status}`, { type: 'success' });
          refresh();
        },
        onError: (e) =>
          notify(e instanceof Error ? e.message : 'ra.notification.http_error', { type: 'error' }),
      },
    );

  const open = report.status === 'open';
  return (
    <TopToolbar>
      {open ? (
        <>
          <Button startIcon={<CheckCircleIcon />} disabled={isPending} onClick={() => setDialog('resolve')}>
            {translate('mw.reports.resolve')}
          </Button>
          <Button startIcon={<DoNotDisturbIcon />} disabled={isPending} onClick={() => setDialog('dismiss')}>
            {translate('mw.reports.dismiss')}
          </Button>
          {member?.status !== 'suspended' && (
            <Button
              color="error"
              startIcon={<BlockIcon />}
              disabled={isPending}
              onClick={() => setDialog('suspend')}
            >
              {translate('mw.reports.suspendMember')}
            </Button>
          )}
        </>
      ) : (
        <Button
          startIcon={<ReplayIcon />}
          disabled={isPending}
          onClick={() => void setStatus('open', report.staffNote)}
        >
          {translate('mw.reports.reopen')}
        </Button>
      )}
      <NoteDialog
        open={dialog === 'resolve' || dialog === 'dismiss'}
        title={dialog === 'dismiss' ? 'mw.reports.dismissTitle' : 'mw.reports.resolveTitle'}
        confirmLabel={dialog === 'dismiss' ? 'mw.reports.dismiss' : 'mw.reports.resolve'}
        initialNote={report.staffNote ?? ''}
        onClose={() => setDialog(null)}
        onConfirm={(note) => {
          const status = dialog === 'dismiss' ? 'dismissed' : 'resolved';
          setDialog(null);
          void setStatus(status, note || null);
        }}
      />
      <SuspendDialog
        open={dialog === 'suspend'}
        memberId={report.memberId}
        memberName={member?.fullName}
        onClose={() => setDialog(null)}
        onSuspended={({ reason, note }) =>
          setStatus('resolved', note || translate(`mw.suspensionReason.${reason}`))
        }
      />
    </TopToolbar>
  );
}
