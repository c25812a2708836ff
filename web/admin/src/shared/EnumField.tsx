import { Chip } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';

/**
 * A coded value (status, reason, kind) shown in words: `<prefix>.<value>` of the catalogue.
 * As a chip where the value is a state a moderator scans a list for.
 */
export function EnumField({
  prefix,
  chip = false,
  ...props
}: FieldProps & { source: string; prefix: string; chip?: boolean }) {
  const translate = useTranslate();
  const value = useFieldValue(props);
  if (value === null || value === undefined || value === '') return null;
  const text = translate(`${prefix}.${String(value)}`, { _: String(value) });
  return chip ? <Chip size="small" label={text} /> : <span>{text}</span>;
}
