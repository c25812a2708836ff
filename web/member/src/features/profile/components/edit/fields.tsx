import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  PROFILE_ENUMS,
  PROFILE_RANGES,
  profileValueLabel,
  type Gender,
  type ProfileEnumField,
} from '@mawadda/contracts';
import type { Locale } from '@mawadda/contracts/locale';
import { ChoiceListField, SelectField, TextField } from '../../../../lib/form/fields';
import type { ProfileForm } from '../../hooks/use-profile-form';
import { formatNumber } from '../../../../lib/format';
import { isRequiredField, type EditField } from '../../lib/profile-form';
import type { ProfileLabels } from '../../../../lib/reference/use-profile-labels';

export interface FieldsetProps {
  form: ProfileForm;
  labels: ProfileLabels;
  /** The member's: which questions are asked, and (in Arabic) the form each answer reads in. */
  gender: Gender | null;
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

/**
 * A closed profile list as select options, in the list's order, labelled in the page's language
 * as they describe this member (a woman reads "ملتزمة", as her profile will show it).
 */
export const enumOptions = (
  field: ProfileEnumField,
  locale: Locale,
  gender: Gender | null,
  keep: (id: string) => boolean = () => true,
) =>
  (PROFILE_ENUMS[field] as readonly string[])
    .filter(keep)
    .map((id) => ({ value: id, label: profileValueLabel(field, id, locale, gender) ?? id }));

/** A select bound to the form: choices validate when they change (spec §5). */
export function ChoiceField({
  form,
  labels,
  name,
  options,
  required = isRequiredField(name),
  placeholder,
  registration,
}: Omit<FieldsetProps, 'gender'> & {
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
  gender,
  name,
  keep,
}: FieldsetProps & { name: EditField & ProfileEnumField; keep?: (id: string) => boolean }) {
  return (
    <ChoiceField
      form={form}
      labels={labels}
      name={name}
      options={enumOptions(name, labels.locale, gender, keep)}
    />
  );
}

/** The languages a member speaks: any number of them, as checkboxes. */
export function LanguagesField({ form, labels, gender }: FieldsetProps) {
  return (
    <ChoiceListField
      id="pf-languages"
      label={labels.field('languages')}
      options={enumOptions('languages', labels.locale, gender)}
      error={form.formState.errors.languages}
      registration={form.register('languages')}
    />
  );
}

/** A text input bound to the form: validated when it is left (spec §5). */
export function TextInput({
  form,
  labels,
  name,
  required = isRequiredField(name),
  // Spread in with the fieldset's kit; a text answer does not change with it.
  gender: _gender,
  ...rest
}: Omit<FieldsetProps, 'gender'> & {
  gender?: Gender | null;
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
export function NumberInput({
  form,
  labels,
  name,
}: Omit<FieldsetProps, 'gender'> & { name: keyof typeof PROFILE_RANGES }) {
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
