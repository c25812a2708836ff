import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { StaffAccount } from '@mawadda/contracts';

/** Whether a staff member has set up two-step sign-in (staff who have not, do at their next sign-in). */
export function TwoFactorField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<StaffAccount>();
  const translate = useTranslate();
  if (!record) return null;
  return record.twoFactorEnabled ? (
    <Chip size="small" color="success" variant="outlined" label={translate('mw.staff.twoFactor.enrolled')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('mw.staff.twoFactor.notEnrolled')} />
  );
}
