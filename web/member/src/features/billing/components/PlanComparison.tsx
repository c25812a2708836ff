import { Check, Minus, X, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * What premium unlocks, free beside premium, as the services enforce it: starting a conversation
 * needs premium (chat), private profiles take more follow requests a day (social) and daily
 * suggestions grow (search). Counts are left out: each service's limit is its own setting.
 */
const ROWS = [
  { key: 'browse', free: 'yes', premium: 'yes' },
  { key: 'reply', free: 'yes', premium: 'yes' },
  { key: 'startChat', free: 'no', premium: 'yes' },
  { key: 'followRequests', free: 'limited', premium: 'more' },
  { key: 'suggestions', free: 'limited', premium: 'more' },
] as const;

type Cell = (typeof ROWS)[number]['free' | 'premium'];

/** Drawn marks, not text glyphs: the same in every font, Arabic's included. */
const MARK: Record<Cell, LucideIcon> = { yes: Check, more: Check, limited: Minus, no: X };

function Value({ value, premium }: { value: Cell; premium?: boolean }) {
  const { t } = useTranslation('billing');
  const good = value === 'yes' || value === 'more';
  const Mark = MARK[value];
  return (
    <td
      className={`${good ? 'plan-compare__yes' : 'plan-compare__no'}${premium ? ' plan-compare__premium' : ''}`}
    >
      <span className="plan-compare__value">
        <Mark className="plan-compare__mark" aria-hidden="true" />
        <span>{t(`compare.value.${value}`)}</span>
      </span>
    </td>
  );
}

export function PlanComparison() {
  const { t } = useTranslation('billing');
  return (
    <table className="plan-compare">
      <caption>{t('compare.title')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{t('compare.feature')}</span>
          </th>
          <th scope="col">{t('compare.free')}</th>
          <th scope="col" className="plan-compare__premium">
            {t('compare.premium')}
          </th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => (
          <tr key={row.key}>
            <th scope="row">{t(`compare.rows.${row.key}`)}</th>
            <Value value={row.free} />
            <Value value={row.premium} premium />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
