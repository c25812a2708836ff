import { set, type FieldErrors, type Resolver, type UseFormSetError } from 'react-hook-form';
import { preferencesSchema, setWishes, type Gender, type Preferences } from '@mawadda/contracts';
import { fieldIssuesFrom } from '@mawadda/contracts/field-issues';
import type { Locale } from '@mawadda/contracts/locale';
import { isMessageKey, translate } from '@mawadda/contracts/messages';
import { ApiProblem } from '../../../lib/api';
import { chosenWishes, RANGE_WISHES, WISHES, type PreferencesFormValues, type Wish } from './wishes';

const isWish = (name: string | undefined): name is Wish =>
  name !== undefined && (WISHES as readonly string[]).includes(name);
const isRange = (wish: Wish) => (RANGE_WISHES as readonly string[]).includes(wish);

/**
 * Where an issue of the contract's path (`age.value.max`, `countries.value.2`, `distanceKm`) shows
 * in the form: a range's bound under that bound, anything else under the wish's value control.
 */
export function placeOf(path: string): string | undefined {
  const [wish, , bound] = path.split('.');
  if (!isWish(wish)) return undefined;
  if (isRange(wish) && (bound === 'min' || bound === 'max')) return `${wish}.value.${bound}`;
  return `${wish}.value`;
}

/** The contract's own field names for a wish's label (`ageMax`, `country`), so messages agree in gender. */
const FIELD_KEYS: Partial<Record<Wish, string>> = {
  countries: 'country',
  cities: 'city',
  nationalities: 'nationality',
  maritalStates: 'maritalState',
};

/**
 * A rule's message, naming the field as the form labels it. The server's own text names a wish
 * by the last step of its path ("max must be at most 100"), so it is written again here from its
 * key; `wishLabel` names a wish the contract has no label for.
 */
export function messageOf(
  path: string,
  messageKey: string,
  params: Record<string, unknown> | undefined,
  locale: Locale,
  wishLabel: (wish: Wish) => string,
): string | undefined {
  const [wish, , bound] = path.split('.');
  if (!isWish(wish) || !isMessageKey(messageKey)) return undefined;
  const named =
    isRange(wish) && (bound === 'min' || bound === 'max')
      ? `${wish}${bound === 'min' ? 'Min' : 'Max'}`
      : (FIELD_KEYS[wish] ?? wish);
  // A range the other way round names its bound itself (`params.field`, "Maximum age").
  const field = typeof params?.field === 'string' && isMessageKey(`field.${params.field}`) ? params.field : named;
  return translate(messageKey, locale, {
    ...params,
    field: isMessageKey(`field.${field}`) ? field : wishLabel(wish),
  });
}

/** Nothing chosen where a wish is on: "required", whatever rule tripped on the empty value. */
const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Validates with the API's schema over what would be sent, and puts each field's first failing
 * rule where the form shows it. The output is the body of the PUT: the chosen wishes only.
 */
export function preferencesResolver(
  gender: Gender | null,
  locale: Locale,
  wishLabel: (wish: Wish) => string,
): Resolver<PreferencesFormValues, unknown, Preferences> {
  return async (values) => {
    const body = chosenWishes(values, gender);
    const result = preferencesSchema.safeParse(body);
    if (result.success) return { values: setWishes(result.data), errors: {} };
    const errors: FieldErrors<PreferencesFormValues> = {};
    for (const issue of fieldIssuesFrom(result.error, body)) {
      const place = placeOf(issue.field);
      if (!place || Object.hasOwn(errors, place.split('.')[0]!)) continue;
      const value = place.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], values);
      const key = isEmpty(value) ? 'validation.required' : issue.messageKey;
      const message = messageOf(issue.field, key, issue.params, locale, wishLabel);
      set(errors, place, { type: issue.code, message });
    }
    return { values: {}, errors };
  };
}

/**
 * Puts the server's field errors on their wishes. True when at least one landed; otherwise the
 * failure belongs to the whole form (network, a session that ended).
 */
export function placeProblem(
  error: unknown,
  setError: UseFormSetError<PreferencesFormValues>,
  locale: Locale,
  wishLabel: (wish: Wish) => string,
): boolean {
  if (!(error instanceof ApiProblem)) return false;
  let placed = false;
  for (const e of error.fieldErrors) {
    const place = placeOf(e.field);
    if (!place) continue;
    const message = messageOf(e.field, e.messageKey, e.params, locale, wishLabel) ?? e.message;
    setError(place as never, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
