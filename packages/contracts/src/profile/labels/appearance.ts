import type { Localized } from '../../locale.js';
import type { BodyType, EyeColor, HairColor, SkinColor } from '../enums.js';

/*
 * Appearance labels. Arabic and Urdu agree with the noun they describe (العينان, البشرة, بال,
 * آنکھیں, رنگت), as they read under their field label in a form or on a profile card.
 */

export const eyeColorLabels: Record<EyeColor, Localized> = {
  black: { ar: 'سوداء', en: 'Black', ur: 'کالی', fa: 'مشکی', tr: 'Siyah' },
  brown: { ar: 'بنية', en: 'Brown', ur: 'بھوری', fa: 'قهوه‌ای', tr: 'Kahverengi' },
  hazel: { ar: 'عسلية', en: 'Hazel', ur: 'شہد رنگ', fa: 'عسلی', tr: 'Ela' },
  green: { ar: 'خضراء', en: 'Green', ur: 'سبز', fa: 'سبز', tr: 'Yeşil' },
  blue: { ar: 'زرقاء', en: 'Blue', ur: 'نیلی', fa: 'آبی', tr: 'Mavi' },
  grey: { ar: 'رمادية', en: 'Grey', ur: 'سرمئی', fa: 'طوسی', tr: 'Gri' },
};

export const hairColorLabels: Record<HairColor, Localized> = {
  black: { ar: 'أسود', en: 'Black', ur: 'کالے', fa: 'مشکی', tr: 'Siyah' },
  'dark-brown': {
    ar: 'بني غامق',
    en: 'Dark brown',
    ur: 'گہرے بھورے',
    fa: 'قهوه‌ای تیره',
    tr: 'Koyu kahverengi',
  },
  'light-brown': {
    ar: 'بني فاتح',
    en: 'Light brown',
    ur: 'ہلکے بھورے',
    fa: 'قهوه‌ای روشن',
    tr: 'Açık kahverengi',
  },
  blonde: { ar: 'أشقر', en: 'Blonde', ur: 'سنہرے', fa: 'بور', tr: 'Sarı' },
  red: { ar: 'أحمر', en: 'Red', ur: 'سرخی مائل', fa: 'حنایی', tr: 'Kızıl' },
  grey: { ar: 'أشيب', en: 'Grey', ur: 'سفید', fa: 'جوگندمی', tr: 'Kır' },
  bald: { ar: 'أصلع', en: 'Bald', ur: 'گنجا پن', fa: 'طاس', tr: 'Kel' },
};

export const skinColorLabels: Record<SkinColor, Localized> = {
  'very-fair': { ar: 'بيضاء', en: 'Very fair', ur: 'گوری', fa: 'سفید', tr: 'Beyaz' },
  wheatish: { ar: 'حنطية', en: 'Wheatish', ur: 'گندمی', fa: 'گندمی', tr: 'Buğday tenli' },
  'light-brown': {
    ar: 'سمراء فاتحة',
    en: 'Light brown',
    ur: 'ہلکی سانولی',
    fa: 'سبزه روشن',
    tr: 'Açık esmer',
  },
  brown: { ar: 'سمراء', en: 'Brown', ur: 'سانولی', fa: 'سبزه', tr: 'Esmer' },
  dark: { ar: 'سمراء داكنة', en: 'Dark', ur: 'گہری سانولی', fa: 'تیره', tr: 'Koyu esmer' },
};

export const bodyTypeLabels: Record<BodyType, Localized> = {
  slim: { ar: 'نحيف', en: 'Slim', ur: 'دبلا پتلا', fa: 'لاغر', tr: 'Zayıf' },
  athletic: { ar: 'رياضي', en: 'Athletic', ur: 'ورزشی', fa: 'ورزشی', tr: 'Atletik' },
  average: { ar: 'متوسط', en: 'Average', ur: 'درمیانہ', fa: 'متوسط', tr: 'Orta' },
  'full-figured': { ar: 'ممتلئ', en: 'Full-figured', ur: 'بھرا بھرا', fa: 'توپر', tr: 'Dolgun' },
  heavy: { ar: 'بدين', en: 'Heavy-set', ur: 'فربہ', fa: 'درشت‌اندام', tr: 'Kilolu' },
};
