import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useLocale, useTranslate } from 'react-admin';
import type { AdminOrder } from '@mawadda/contracts';
import type { ConsoleDataProvider } from '../../api/data-provider';
import { useStaffAction } from '../../shared/use-staff-action';
import { aedToMinor, formatAed, minorToAed } from '../plans/money';

const REASON_MIN = 3;
const REASON_MAX = 500;

interface Props {
  open: boolean;
  order: AdminOrder;
  onClose: () => void;
  onRefunded: () => void;
}

/**
 * Refunding an order: an amount in dirhams (all that is left, or less) and the reason, which goes
 * into the audit log. The form sends what it showed as refunded before, so a second click refunds
 * nothing more and a form left open while someone else refunded is refused.
 */
export function RefundDialog({ open, order, onClose, onRefunded }: Props) {
  const translate = useTranslate();
  const locale = useLocale();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const left = order.refundableMinor;
  const [amount, setAmount] = useState(String(minorToAed(left) ?? ''));
  const [reason, setReason] = useState('');
  const { busy, run } = useStaffAction();

  const minor = aedToMinor(amount);
  const amountOk =
    minor !== null && /^\d+(\.\d{1,2})?$/.test(amount.trim()) && minor > 0 && minor <= left;
  const reasonOk = reason.trim().length >= REASON_MIN;

  const close = () => {
    setReason('');
    onClose();
  };
  const confirm = () =>
    run(
      () =>
        dataProvider.refundOrder(order.id, {
          amountMinor: minor!,
          reason: reason.trim(),
          refundedBefore: order.refundedMinor,
        }),
      minor === left ? 'mw.billing.refund.doneWhole' : 'mw.billing.refund.donePart',
      () => {
        close();
        onRefunded();
      },
    );

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="refund-title">
      <DialogTitle id="refund-title">{translate('mw.billing.refund.title', { number: order.number })}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate('mw.billing.refund.left', { amount: formatAed(left, locale) })}
        </DialogContentText>
        <DialogContentText>{translate('mw.billing.refund.rule')}</DialogContentText>
        <Stack spacing={2} sx={{ pt: 2 }}>
          <TextField
            required
            label={translate('mw.billing.refund.amount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            error={amount !== '' && !amountOk}
            helperText={amountOk || amount === '' ? translate('mw.billing.refund.amountHelp') : translate('mw.billing.refund.amountInvalid')}
            slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
          />
          <TextField
            required
            label={translate('mw.billing.refund.reason')}
            multiline
            minRows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
            helperText={translate('mw.billing.refund.reasonHelp')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={!amountOk || !reasonOk || busy}>
          {translate('mw.billing.refund.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
