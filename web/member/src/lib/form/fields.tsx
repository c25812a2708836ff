import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** What a field shows of its error: its message (a list's error is read the same way). */
type ShownError = { message?: string };

interface BaseProps {
  id: string;
  label: ReactNode;
  error?: ShownError;
  hint?: ReactNode;
}

const describedBy = (id: string, error?: ShownError, hint?: ReactNode) =>
  [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;

function Messages({ id, error, hint }: Omit<BaseProps, 'label'>) {
  return (
    <>
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {error?.message && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error.message}
        </p>
      )}
    </>
  );
}

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function TextField({
  id,
  label,
  error,
  hint,
  registration,
  type = 'text',
  autoComplete,
  dir,
  inputMode,
  required = true,
}: BaseProps & {
  registration: UseFormRegisterReturn;
  type?: string;
  autoComplete?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
  inputMode?: 'email' | 'tel' | 'text' | 'numeric';
  required?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        autoComplete={autoComplete}
        dir={dir}
        inputMode={inputMode}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...registration}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  registration,
  rows = 6,
  required = true,
  dir,
}: BaseProps & {
  registration: UseFormRegisterReturn;
  rows?: number;
  required?: boolean;
  dir?: 'ltr' | 'rtl' | 'auto';
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        dir={dir}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...registration}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  registration,
  options,
  placeholder,
  required = true,
}: BaseProps & {
  registration: UseFormRegisterReturn;
  options: { value: string; label: string }[];
  placeholder: string;
  /** An optional choice keeps its empty entry selectable: choosing it clears the answer. */
  required?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        defaultValue=""
        {...registration}
      >
        <option value="" disabled={required}>
          {placeholder}
        </option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField({
  id,
  label,
  error,
  hint,
  registration,
}: BaseProps & { registration: UseFormRegisterReturn }) {
  return (
    <div className="field field--check">
      <input
        id={id}
        type="checkbox"
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        {...registration}
      />
      <label htmlFor={id}>{label}</label>
      <div style={{ gridColumn: '1 / -1' }}>
        <Messages id={id} error={error} hint={hint} />
      </div>
    </div>
  );
}

/**
 * Several answers of one list as checkboxes under one legend (languages spoken, the sects one
 * would accept). The error and hint belong to the group, so each box is read with them.
 */
export function ChoiceListField({
  id,
  label,
  error,
  hint,
  registration,
  options,
}: BaseProps & {
  /** One registration for every box: react-hook-form then holds the checked values as a list. */
  registration: UseFormRegisterReturn;
  options: { value: string; label: string }[];
}) {
  return (
    <fieldset
      id={id}
      className="field choice-list"
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, error, hint)}
    >
      <legend>{label}</legend>
      <div className="choice-list__options">
        {options.map((o) => (
          <label key={o.value} className="choice-list__option">
            <input type="checkbox" value={o.value} {...registration} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      <Messages id={id} error={error} hint={hint} />
    </fieldset>
  );
}
