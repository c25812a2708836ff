import { Typography } from '@mui/material';
import { useFieldValue, useLocaleState } from 'react-admin';
import { dirOf, pickLocalized } from './locales';

/**
 * A localized value in a list row, in the staff member's language (else Arabic). `label` and
 * `sortable` are read by Datagrid from the props.
 */
export function LocalizedField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const value = useFieldValue({ source });
  const [locale] = useLocaleState();
  const text = pickLocalized(value, locale);
  const lang =
    value && typeof value === 'object' && (value as Record<string, string>)[locale] ? locale : 'ar';
  return (
    <Typography variant="body2" component="span" lang={lang} dir={dirOf(lang)}>
      {text.length > 120 ? `${text.slice(0, 119)}…` : text}
    </Typography>
  );
}
