import { Typography } from '@mui/material';
import { useRecordContext, type FieldProps } from 'react-admin';

/**
 * A phone number, always left to right: in an Arabic page the bidi algorithm would otherwise move
 * the `+` and the digit groups around (`+971 50…` read as `50… 971+`).
 */
export function PhoneField({ source }: FieldProps & { source: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const value = record?.[source];
  return (
    <Typography component="span" variant="body2" dir="ltr" sx={{ unicodeBidi: 'isolate' }}>
      {typeof value === 'string' && value ? value : '—'}
    </Typography>
  );
}
