import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../routes/use-locale';
import { countText } from '../lib/count-text';

export interface CountItem {
  /** The catalogue key of its line (a plural with `n`). */
  key: string;
  /** `undefined` while it loads, `null` when it could not be read (the line is left out). */
  count: number | null | undefined;
  /** More than `count` wait (only a first page was read). */
  more?: boolean;
  to: string;
}

/**
 * A card of what waits for the member (or the guardian): a line per kind with its count, each a
 * link to where it is answered. Kinds with nothing waiting are left out; `none` says when all are.
 */
export function CountLinks({
  title,
  lead,
  items,
  none,
  children,
}: {
  title: string;
  lead?: string;
  items: CountItem[];
  none: string;
  /** Drawn at the card's foot (a link to the whole list). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('home');
  const { locale, to } = useLocale();
  const headingId = useId();
  const loading = items.some((item) => item.count === undefined);
  const shown = items.filter((item): item is CountItem & { count: number } => Boolean(item.count));
  return (
    <section className="card home-counts" aria-labelledby={headingId} aria-busy={loading || undefined}>
      <h2 id={headingId}>{title}</h2>
      {lead && <p className="home-counts__lead">{lead}</p>}
      {loading ? (
        <p role="status">{t('waiting.loading')}</p>
      ) : shown.length === 0 ? (
        <p className="home-counts__none">{none}</p>
      ) : (
        <ul className="home-counts__list">
          {shown.map((item) => (
            <li key={item.key}>
              <Link to={to(item.to)}>
                {t(item.key, { count: item.count, n: countText(item.count, item.more ?? false, locale) })}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}
