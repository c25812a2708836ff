import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/save-file';
import { CopyButton } from './CopyButton';

/**
 * The recovery codes, shown this once (the server keeps only their digests): each works once in
 * place of the app's code. Copy, download as a text file, and "I have saved them" before the
 * member may leave this step, since no page can show them again.
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const { t } = useTranslation('account');
  const [saved, setSaved] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const checkId = useId();
  useEffect(() => heading.current?.focus(), []);
  const text = `${t('recovery.fileTitle')}\n\n${codes.join('\n')}\n`;
  return (
    <div className="recovery-codes">
      <h3 ref={heading} tabIndex={-1}>
        {t('recovery.title')}
      </h3>
      <p>{t('recovery.lead')}</p>
      <ol className="recovery-codes__list" dir="ltr">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="form__actions">
        <CopyButton text={codes.join('\n')} label={t('recovery.copy')} />
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() =>
            saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'mawadda-recovery-codes.txt')
          }
        >
          {t('recovery.download')}
        </button>
      </div>
      <div className="field field--check">
        <input id={checkId} type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />
        <label htmlFor={checkId}>{t('recovery.saved')}</label>
      </div>
      <button type="button" className="btn btn--primary" disabled={!saved} onClick={onDone}>
        {t('recovery.done')}
      </button>
    </div>
  );
}
