import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_CHARS, messageLength } from '@mawadda/contracts';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../routes/use-locale';

/** Share of the limit after which a screen reader hears that the end is near. */
const NEAR = 0.9;

interface Props {
  name: string;
  onSend: (text: string) => void;
  /** Each keystroke that leaves some text (the page throttles what it tells the other side). */
  onType: () => void;
}

/**
 * Writing a message. Enter sends, Shift+Enter breaks a line; Enter while an input method composes
 * belongs to it. The counter counts what the server will (`messageLength`, in code points) so the
 * box never accepts what the server refuses; an over-long or empty message is not sent.
 */
export function Composer({ name, onSend, onType }: Props) {
  const { t } = useTranslation('chat');
  const { locale } = useLocale();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const used = messageLength(text);
  const over = used > MESSAGE_MAX_CHARS;
  const empty = used === 0;
  const stage = over ? 'over' : used >= MESSAGE_MAX_CHARS * NEAR ? 'near' : 'ok';
  // Counts against a limit read as plain digits, without a thousands separator ("1200 / 2000").
  const n = (x: number) => formatNumber(x, locale, { useGrouping: false });

  const submit = () => {
    if (empty || over) {
      setTried(true);
      box.current?.focus();
      return;
    }
    onSend(text);
    setText('');
    setTried(false);
    box.current?.focus();
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
  const problem = over
    ? t('composer.tooLong', { max: n(MESSAGE_MAX_CHARS) })
    : tried && empty
      ? t('composer.empty')
      : '';

  return (
    <form className="composer" noValidate onSubmit={onSubmit}>
      <label htmlFor="chat-composer" className="visually-hidden">
        {t('composer.label', { name })}
      </label>
      <textarea
        ref={box}
        id="chat-composer"
        className="composer__box"
        rows={1}
        dir="auto"
        value={text}
        placeholder={t('composer.placeholder')}
        aria-describedby="chat-composer-count chat-composer-hint"
        aria-errormessage={problem ? 'chat-composer-problem' : undefined}
        aria-invalid={over || undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (tried) setTried(false);
          if (event.target.value.trim()) onType();
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="btn btn--primary composer__send" aria-disabled={empty || over}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="composer__send-icon">
          <path d="M3 11.5 20.5 4 14 21l-3-7.5z" fill="currentColor" />
        </svg>
        <span>{t('composer.send')}</span>
      </button>
      <p className="composer__info">
        <span id="chat-composer-hint" className="composer__hint">
          {t('composer.hint')}
        </span>
        <span id="chat-composer-count" className={`char-count char-count--${stage}`}>
          {/* "used / max" reads left to right in every language (in Arabic too: 12 / 2000). */}
          <bdi dir="ltr">{t('composer.count', { used: n(used), max: n(MESSAGE_MAX_CHARS) })}</bdi>
        </span>
      </p>
      <p id="chat-composer-problem" className="composer__problem field__error" aria-live="polite">
        {problem}
      </p>
      <span className="visually-hidden" aria-live="polite">
        {stage === 'near' ? t('composer.near', { max: n(MESSAGE_MAX_CHARS) }) : ''}
      </span>
    </form>
  );
}
