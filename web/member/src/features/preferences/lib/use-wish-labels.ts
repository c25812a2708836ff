import { useTranslation } from 'react-i18next';
import type { TOptions } from 'i18next';
import { profileValueLabel, type Gender } from '@mawadda/contracts';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../routes/use-locale';
import { LIST_WISHES, soughtGender, type ListWish, type Wish } from './wishes';

/**
 * The words of the page for this member: her wishes' names, and each accepted answer as it
 * describes the person she looks for (a woman looking for a man reads "ملتزم", a man "ملتزمة").
 * `context` addresses the member herself in her grammatical gender where Arabic has one.
 */
export function useWishLabels(gender: Gender | null) {
  const { t: translate } = useTranslation(['preferences', 'auth']);
  const { locale } = useLocale();
  const sought = soughtGender(gender);
  const context = gender ?? undefined;
  /** The page's words, spoken to the member: Arabic's `_female` forms where she is a woman. */
  const t = (key: string, options: TOptions = {}) => translate(key, { context, ...options });

  const wish = (w: Wish) => t(`wishes.${w}`);
  const number = (n: number) => formatNumber(n, locale);

  /** The answers a list wish offers, in the list's order. A woman is never looked for as married. */
  const answers = (w: ListWish) =>
    (LIST_WISHES[w] as readonly string[])
      .filter((v) => !(w === 'maritalStates' && v === 'married' && sought === 'female'))
      .map((v) => ({
        value: v,
        label:
          w === 'maritalStates'
            ? translate(`auth:marital.${v}`, { context: sought ?? undefined })
            : (profileValueLabel(w, v, locale, sought) ?? v),
      }));

  return { t, locale, context, sought, wish, number, answers };
}

export type WishLabels = ReturnType<typeof useWishLabels>;
