import { useFieldValue, useLocaleState } from 'react-admin';
import { formatAed } from './money';

/** An amount in fils shown as dirhams with two decimals ("AED 199.00"). */
export function MoneyField({ source }: { source: string; label?: string; sortable?: boolean }) {
  const value = useFieldValue({ source });
  const [locale] = useLocaleState();
  return <span dir="ltr">{formatAed(typeof value === 'number' ? value : null, locale)}</span>;
}
