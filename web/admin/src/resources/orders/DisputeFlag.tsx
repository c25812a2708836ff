import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { Alert, Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminOrder } from '@mawadda/contracts';

/**
 * A chargeback on the order's payment. Open, it is a warning for staff (the member's renewals are
 * held until the bank decides); closed, a note of how it ended.
 */
export function DisputeFlag({ compact = false }: { compact?: boolean }) {
  const order = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  if (!order?.dispute) return null;
  const label = translate(`mw.billing.dispute.${order.dispute}`);
  if (compact)
    return <Chip size="small" color={order.dispute === 'open' ? 'error' : 'default'} icon={<ReportProblemIcon />} label={label} />;
  return (
    <Alert severity={order.dispute === 'open' ? 'error' : 'info'} icon={<ReportProblemIcon />}>
      {translate(`mw.billing.dispute.${order.dispute}Long`)}
    </Alert>
  );
}
