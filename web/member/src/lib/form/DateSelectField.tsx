import type { FocusEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MAX_AGE, MIN_AGE } from '@mawadda/contracts/rules';
import { useLocale } from '../../routes/use-locale';
import './date-select.css';
import { dayOptions, joinDate, monthOptions, splitDate, yearOptions, type DateParts } from './date-parts';

interface Props<T extends FieldValues, O extends FieldValues> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The form's control; `O` is what its resolver makes of the values (the form's output). */
  control: Control<T, unknown, O>;
  name: Path<T>;
  /** The ages a member may have (a birth date); the year list covers exactly them. */
  ages?: { minAge: number; maxAge: number };
}

const PARTS = ['day', 'month', 'year'] as const;

/**
 * A date as three selects (day, month by name, year) in the member's language, for the dates a
 * member knows by heart: a birthday. Not `<input type=date>`, whose picker starts at today,
 * writes mm/dd/yyyy in the browser's own locale and is a long scroll back to a birth year.
 * The form holds `YYYY-MM-DD` (see date-parts); the shared date rule judges it, once all three are
 * chosen or focus leaves the group.
 */
export function DateSelectField<T extends FieldValues, O extends FieldValues = T>({
  id,
  label,
  hint,
  control,
  name,
  ages = { minAge: MIN_AGE, maxAge: MAX_AGE },
}: Props<T, O>) {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const { field, fieldState } = useController<T, Path<T>, O>({ control, name });
  const parts = splitDate(field.value as string | undefined);
  const error = fieldState.error?.message;
  const options = {
    day: dayOptions(locale),
    month: monthOptions(locale),
    year: yearOptions(locale, ages),
  };
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;

  const change = (part: keyof DateParts, value: string) => {
    const next = { ...parts, [part]: value };
    field.onChange(joinDate(next));
    // Judged as soon as it is whole (spec §5: on change), not at each of the three picks.
    if (next.day && next.month && next.year) field.onBlur();
  };
  // The group is left when focus goes somewhere outside all three selects.
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) field.onBlur();
  };

  return (
    <fieldset id={id} className="field date-select" aria-describedby={describedBy} onBlur={leave}>
      <legend id={`${id}-label`}>{label}</legend>
      <div className="date-select__parts">
        {PARTS.map((part, index) => (
          <div key={part} className={`date-select__part date-select__part--${part}`}>
            <label htmlFor={`${id}-${part}`} className="visually-hidden">
              {t(`fields.datePart.${part}`)}
            </label>
            <select
              id={`${id}-${part}`}
              ref={index === 0 ? field.ref : undefined}
              name={`${field.name}.${part}`}
              value={parts[part]}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              autoComplete={`bday-${part}`}
              onChange={(e) => change(part, e.target.value)}
            >
              <option value="" disabled>
                {t(`fields.datePart.${part}`)}
              </option>
              {options[part].map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {hint && (
        <span id={`${id}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
