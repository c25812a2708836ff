import type { ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from './fields';

/**
 * What a code field takes. A one-time code is digits: the number pad and one-time-code autofill. A
 * recovery code has letters: the text keyboard, no autofill. `either` leaves the keyboard alone but
 * keeps the autofill for the usual case.
 */
export type CodeKind = 'one-time' | 'recovery' | 'either';

const INPUT_MODE = { 'one-time': 'numeric', recovery: 'text', either: undefined } as const;

/** Every code the site asks for: left to right in every language, the keyboard its kind wants. */
export function CodeField({
  id,
  label,
  hint,
  error,
  registration,
  kind = 'one-time',
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldError;
  registration: UseFormRegisterReturn;
  kind?: CodeKind;
}) {
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      inputMode={INPUT_MODE[kind]}
      autoComplete={kind === 'recovery' ? 'off' : 'one-time-code'}
      dir="ltr"
      error={error}
      registration={registration}
    />
  );
}
