import type { Localized } from '../../locale.js';
import type { ProfileEnumField } from '../enums.js';

/*
 * A woman's form of the labels that describe the member herself ("ملتزمة", "غير مدخنة"), per
 * language that inflects them: Arabic adjectives, and Urdu verbs ("چاہتی ہیں"); Persian, Turkish
 * and English do not change. Labels left out read the same for both.
 */
export type FeminineForms = { [F in ProfileEnumField]?: Partial<Record<string, Partial<Localized>>> };

export const PROFILE_FEMININE_LABELS: FeminineForms = {
  maritalState: {
    single: { ar: 'عزباء' },
    divorced: { ar: 'مطلقة' },
    widowed: { ar: 'أرملة', ur: 'بیوہ' },
    married: { ar: 'متزوجة' },
  },
  bodyType: {
    slim: { ar: 'نحيفة' },
    athletic: { ar: 'رياضية' },
    average: { ar: 'متوسطة' },
    'full-figured': { ar: 'ممتلئة' },
    heavy: { ar: 'بدينة' },
  },
  religiosity: {
    'very-practising': { ar: 'ملتزمة جدًا' },
    practising: { ar: 'ملتزمة' },
    'moderately-practising': { ar: 'متوسطة الالتزام' },
    'not-practising': { ar: 'غير ملتزمة' },
  },
  smoking: {
    no: { ar: 'غير مدخنة' },
    sometimes: { ar: 'مدخنة أحيانًا' },
    yes: { ar: 'مدخنة' },
  },
  sect: {
    sunni: { ar: 'سنية' },
    shia: { ar: 'شيعية' },
    'just-muslim': { ar: 'مسلمة فقط' },
  },
  hasChildren: {
    'yes-living-with-me': { ar: 'لديها أطفال يعيشون معها' },
    'yes-not-living-with-me': { ar: 'لديها أطفال لا يعيشون معها' },
  },
  wantsChildren: {
    yes: { ar: 'تريد أطفالًا', ur: 'بچے چاہتی ہیں' },
    no: { ar: 'لا تريد أطفالًا', ur: 'بچے نہیں چاہتیں' },
  },
  relocate: {
    yes: { ar: 'مستعدة للانتقال' },
    no: { ar: 'غير مستعدة للانتقال' },
  },
  marriageTimeline: {
    'not-sure': { ar: 'غير متأكدة' },
  },
  presence: {
    online: { ar: 'متصلة الآن' },
    today: { ar: 'نشطة اليوم' },
    week: { ar: 'نشطة هذا الأسبوع' },
    offline: { ar: 'غير متصلة' },
  },
};
