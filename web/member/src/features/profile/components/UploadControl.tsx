import { UPLOAD_RULES, type UploadKind } from '@mawadda/contracts';
import type { Sender } from '../api/sender';
import { useUpload } from '../hooks/use-upload';
import { UploadProgress } from './UploadProgress';

interface Props<T> {
  id: string;
  kind: UploadKind;
  send: Sender<T>;
  label: string;
  /** The rules under the button; or `hintId`, the id of rules shown once for several buttons. */
  hint?: string;
  hintId?: string;
  onUploaded: (asset: T) => void;
  className?: string;
}

/**
 * Choosing a file drawn as a button: the real file input stays in the page (keyboard and screen
 * readers reach it under the button's name), only its look is replaced. `accept` narrows the
 * picker; the rule itself is checked again in `useUpload`, since a picker can be told "all files".
 */
export function UploadControl<T>({ id, kind, send, label, hint, hintId, onUploaded, className }: Props<T>) {
  const { sending, refusal, start } = useUpload(kind, send, onUploaded);
  const describedBy = [hint ? `${id}-hint` : hintId, refusal && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`upload ${className ?? ''}`}>
      <label htmlFor={id} className="btn btn--ghost upload__button">
        {label}
      </label>
      <input
        id={id}
        type="file"
        className="upload__input"
        accept={UPLOAD_RULES[kind].mimeTypes.join(',')}
        aria-describedby={describedBy || undefined}
        aria-invalid={refusal ? true : undefined}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared at once, so choosing the same file again (after fixing it) fires again. The
          // input stays enabled while a file goes up (disabling it would drop keyboard focus);
          // `useUpload` ignores a second choice until the first is done.
          event.target.value = '';
          void start(files);
        }}
      />
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {refusal && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {refusal}
        </p>
      )}
      {sending && <UploadProgress id={id} sending={sending} />}
    </div>
  );
}
