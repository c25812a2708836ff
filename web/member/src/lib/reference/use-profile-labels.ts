import { useTranslation } from 'react-i18next';
import { PROFILE_ENUM_LABELS, profileValueLabel, type Gender, type ProfileEnumField } from '@mawadda/contracts';
import type { Localized } from '@mawadda/contracts/locale';
import { isMessageKey, translate } from '@mawadda/contracts/messages';
import { useLocale } from '../../routes/use-locale';
import type { RegistrationOptions } from './registration-options';
import { formatDay, formatList, formatNumber } from '../format';

/** Profile fields whose value is an id of a reference list served with the registration options. */
const REFERENCE_LISTS = {
  nationality: 'nationalities',
  country: 'countries',
  city: 'cities',
  siteObjectiveId: 'siteObjectives',
  communicate: 'communicationMethods',
} as const satisfies Record<string, keyof RegistrationOptions>;

const isEnumField = (name: string): name is ProfileEnumField => Object.hasOwn(PROFILE_ENUM_LABELS, name);
const genderOf = (gender: string | null): Gender | null =>
  gender === 'male' || gender === 'female' ? gender : null;

/**
 * Labels of a profile in the page's language. Field names use the API's own `field.*` catalogue,
 * so a label and the error message under it always name the field the same way.
 */
export function useProfileLabels(options: RegistrationOptions) {
  const { t } = useTranslation(['profile', 'auth']);
  const { locale } = useLocale();
  const pick = (label: Localized) => label[locale] || label.ar;

  const field = (name: string): string => {
    const key = `field.${name}`;
    return isMessageKey(key) ? translate(key, locale) : t(`profile:fields.${name}`);
  };

  const referenceLabel = (list: keyof RegistrationOptions, id: string) => {
    const found = options[list].find((o) => o.id === id);
    return found ? pick(found.label) : id;
  };

  /**
   * A stored value as a member reads it; null when there is nothing to show. `gender` is the
   * profile owner's: in Arabic a value describing her reads in her form ("ملتزمة", "غير مدخنة").
   */
  const value = (name: string, raw: unknown, gender: string | null): string | null => {
    if (raw === null || raw === undefined || raw === '') return null;
    // A list (languages spoken): each value named, joined as the language joins names.
    if (Array.isArray(raw)) {
      const names = raw.map((item) => value(name, item, gender)).filter((n) => n !== null);
      return names.length ? formatList(names, locale) : null;
    }
    const text = String(raw);
    // Arabic, Urdu and Persian word marital states by gender (أعزب / عزباء), as registration does.
    if (name === 'maritalState') return t(`auth:marital.${text}`, { context: gender ?? undefined });
    if (name in REFERENCE_LISTS)
      return referenceLabel(REFERENCE_LISTS[name as keyof typeof REFERENCE_LISTS], text);
    if (isEnumField(name)) {
      const label = profileValueLabel(name, text, locale, genderOf(gender));
      if (label) return label;
    }
    if (name === 'birthDate') return formatDay(text, locale);
    if (typeof raw === 'number') return formatNumber(raw, locale);
    return text;
  };

  const place = (city: string | null, country: string | null) => {
    const names = [city && referenceLabel('cities', city), country && referenceLabel('countries', country)];
    const [c, k] = names;
    if (c && k) return t('profile:place', { city: c, country: k });
    return c || k || null;
  };

  return { locale, field, value, place, pick };
}

export type ProfileLabels = ReturnType<typeof useProfileLabels>;
