import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PROFILE_RANGES, profileOptions, type ProfileEnumField } from '@mawadda/contracts';
import type { Locale } from '@mawadda/contracts/locale';
import { SelectField, TextField } from '../../../../lib/form/fields';
import type { ProfileForm } from '../../hooks/use-profile-form';
import { formatNumber } from '../../../../lib/format';
import { isRequiredField, type EditField } from '../../lib/profile-form';
import type { ProfileLabels } from '../../../../lib/reference/use-profile-labels';

export interface FieldsetProps {
  form: ProfileForm;
  labels: ProfileLabels;
}

/** A label with the visual mark of a required field; the control itself carries aria-required. */
export function fieldLabel(labels: ProfileLabels, name: EditField, required = false): ReactNode {
  const text = labels.field(name);
  if (!required) return text;
  return (
    <>
      {text} <span aria-hidden="true">*</span>
    </>
  );
}

/** A closed profile list as select options, labelled in the page's language, in the list's order. */
export const enumOptions = (
  field: ProfileEnumField,
  locale: Locale,
  keep: (id: string) => boolean = () => true,
) =>
  profileOptions(field)
    .filter((o) => keep(o.id))
    .map((o) => ({ value: o.id, label: o.label[locale] || o.label.ar }));

/** A select bound to the form: choices validate when they change (spec §5). */
export function ChoiceField({
  form,
  labels,
  name,
  options,
  required = isRequiredField(name),
  placeholder,
  registration,
}: FieldsetProps & {
  name: EditField;
  options: { value: string; label: string }[];
  /** Whether the contract requires it, unless said otherwise. */
  required?: boolean;
  placeholder?: string;
  /** When the page reacts to the change itself (country clears city), its own registration. */
  registration?: UseFormRegisterReturn;
}) {
  const { t } = useTranslation('profile');
  return (
    <SelectField
      id={`pf-${name}`}
      label={fieldLabel(labels, name, required)}
      placeholder={placeholder ?? (required ? t('form.choose') : t('form.notStated'))}
      options={options}
      required={required}
      error={form.formState.errors[name]}
      registration={registration ?? form.registerChoice(name)}
    />
  );
}

/** A select over one of the profile's closed lists (eye colour, prayer…). */
export function EnumField({
  form,
  labels,
  name,
  keep,
}: FieldsetProps & { name: EditField & ProfileEnumField; keep?: (id: string) => boolean }) {
  return (
    <ChoiceField form={form} labels={labels} name={name} options={enumOptions(name, labels.locale, keep)} />
  );
}

/** A text input bound to the form: validated when it is left (spec §5). */
export function TextInput({
  form,
  labels,
  name,
  required = isRequiredField(name),
  ...rest
}: FieldsetProps & {
  name: EditField;
  /** Whether the contract requires it, unless said otherwise. */
  required?: boolean;
  type?: string;
  hint?: string;
  autoComplete?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
}) {
  return (
    <TextField
      id={`pf-${name}`}
      label={fieldLabel(labels, name, required)}
      required={required}
      error={form.formState.errors[name]}
      registration={form.register(name)}
      {...rest}
    />
  );
}

/** Height, weight or wives: whole numbers within the API's ranges, said in the hint. */
export function NumberInput({ form, labels, name }: FieldsetProps & { name: keyof typeof PROFILE_RANGES }) {
  const { t } = useTranslation('profile');
  const { min, max } = PROFILE_RANGES[name];
  const n = (x: number) => formatNumber(x, labels.locale);
  return (
    <TextField
      id={`pf-${name}`}
      label={labels.field(name)}
      required={false}
      inputMode="numeric"
      dir="ltr"
      hint={t(`form.range.${name}`, { min: n(min), max: n(max) })}
      error={form.formState.errors[name]}
      registration={form.register(name)}
    />
  );
}
