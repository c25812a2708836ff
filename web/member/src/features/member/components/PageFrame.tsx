import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * The frame of a member page whose feature arrives later: what the page is for, where it
 * stands now (children), and what it will offer. It shows no sample members or messages, so
 * nobody mistakes a placeholder for a real person.
 */
export function PageFrame({
  id,
  title,
  lead,
  features,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  features: string[];
  children: ReactNode;
}) {
  const { t } = useTranslation('member');
  useDocumentTitle(title);
  return (
    <article className="container section frame" aria-labelledby={`${id}-title`}>
      <header className="frame__header">
        <h1 id={`${id}-title`}>{title}</h1>
        <p className="section__lead">{lead}</p>
      </header>
      {children}
      {features.length > 0 && (
        <section className="frame__features" aria-labelledby={`${id}-features`}>
          <h2 id={`${id}-features`}>{t('featuresTitle')}</h2>
          <ul className="frame__list">
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
