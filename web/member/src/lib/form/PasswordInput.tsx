import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { PasswordStrength } from './PasswordStrength';

/**
 * What the password is for, which decides what password managers do with it (`autocomplete`):
 * `current` is filled in, `new` is offered a generated password and saved, `confirm` repeats a new
 * one. Only a new password gets the strength hint.
 */
export type PasswordPurpose = 'current' | 'new' | 'confirm';

interface Props {
  id: string;
  label: ReactNode;
  purpose: PasswordPurpose;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: ReactNode;
  /** What the member typed elsewhere (email, name): a new password made of it is weak. */
  related?: string[];
}

/**
 * Every password field of the site, with a show/hide toggle button. A pointer press on it does not
 * blur the field, so no validation runs and the caret stays. The text hides again when the form is
 * sent, so no password is left readable on screen or offered to a manager as plain text.
 */
export function PasswordField({ id, label, purpose, registration, error, hint, related = [] }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement | null>(null);
  const strengthId = `${id}-strength`;

  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    const hide = () => setShown(false);
    form.addEventListener('submit', hide);
    return () => form.removeEventListener('submit', hide);
  }, []);

  const describedBy =
    [error && `${id}-error`, hint && `${id}-hint`, purpose === 'new' && strengthId]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className="field password-field">
      <label htmlFor={id}>{label}</label>
      <div className="password-field__box">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...registration}
          ref={(el) => {
            input.current = el;
            registration.ref(el);
          }}
          onChange={(event) => {
            if (purpose === 'new') setValue(event.target.value);
            return registration.onChange(event);
          }}
        />
        <button
          type="button"
          className="password-field__toggle"
          aria-controls={id}
          aria-pressed={shown}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setShown((s) => !s)}
        >
          <span className="visually-hidden">{t('password.show')}</span>
          <EyeIcon crossed={shown} />
        </button>
      </div>
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {purpose === 'new' && <PasswordStrength id={strengthId} value={value} related={related} />}
      {error?.message && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error.message}
        </p>
      )}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed && <path d="M4 20 20 4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}
