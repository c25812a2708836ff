import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

interface BaseProps {
  id: string;
  label: ReactNode;
  error?: FieldError;
  hint?: ReactNode;
}

const describedBy = (id: string, error?: FieldError, hint?: ReactNode) =>
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
