import UndoIcon from '@mui/icons-material/Undo';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AdminOrder } from '@mawadda/contracts';
import { RefundDialog } from './RefundDialog';

/** The order screen's refund action: shown while something of the payment is left to give back. */
export function RefundButton() {
  const order = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!order || order.refundableMinor === 0) return null;
  return (
    <>
      <Button color="error" startIcon={<UndoIcon />} onClick={() => setOpen(true)}>
        {translate('mw.billing.refund.action')}
      </Button>
      <RefundDialog open={open} order={order} onClose={() => setOpen(false)} onRefunded={refresh} />
    </>
  );
}
