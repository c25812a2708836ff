import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies `text` to the clipboard and says so beside the button for a moment (a polite live region). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('account');
  const [said, setSaid] = useState<'copied' | 'copyFailed'>();
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(undefined), 3000);
    return () => clearTimeout(timer);
  }, [said]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid('copied');
    } catch {
      // No clipboard (an insecure origin, a refusal): the text stays on screen to select by hand.
      setSaid('copyFailed');
    }
  };
  return (
    <>
      <button type="button" className="btn btn--ghost" onClick={() => void copy()}>
        {label}
      </button>
      <span className="copy-status" role="status">
        {said && t(`copy.${said}`)}
      </span>
    </>
  );
}
