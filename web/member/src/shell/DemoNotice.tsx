import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './demo-notice.css';

/** The gateway marks a demo site's pages (`npm run demo`) with this meta element. */
export const DEMO_META_NAME = 'mawadda-demo';

/** On the server (entry-server.tsx) there is no page to read: the renderer says it per render. */
let demoOnServer: () => boolean = () => false;
export const setDemoOnServer = (read: () => boolean) => void (demoOnServer = read);

/**
 * Whether this page was served by a demo site: read from the page, so no request and no script;
 * on the server, what the gateway told the render (so the hydrated page shows the same band).
 */
export const isDemoSite = (doc: Document | undefined = globalThis.document): boolean =>
  doc
    ? doc.querySelector(`meta[name="${DEMO_META_NAME}"]`)?.getAttribute('content') === 'true'
    : demoOnServer();

/**
 * A thin band above the header on every page of a demo site: its members are invented. Nothing
 * at all on the real site.
 */
export function DemoNotice() {
  const { t } = useTranslation('demo');
  const [demo] = useState(() => isDemoSite());
  if (!demo) return null;
  return (
    <aside className="demo-notice" aria-label={t('label')}>
      <span className="demo-notice__label">{t('label')}</span>
      <span className="demo-notice__text">{t('text')}</span>
    </aside>
  );
}
