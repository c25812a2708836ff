import type { Localized } from '../../locale.js';
import type { Gender, MaritalState, Presence, Visibility } from '../enums.js';

/*
 * Labels of the lists shared with registration and of the profile's own states. Arabic gives both
 * forms where the word is gendered (أعزب / عزباء), since one label serves men and women.
 */

export const genderLabels: Record<Gender, Localized> = {
  male: { ar: 'ذكر', en: 'Male', ur: 'مرد', fa: 'مرد', tr: 'Erkek' },
  female: { ar: 'أنثى', en: 'Female', ur: 'عورت', fa: 'زن', tr: 'Kadın' },
};

export const maritalStateLabels: Record<MaritalState, Localized> = {
  single: { ar: 'أعزب / عزباء', en: 'Never married', ur: 'غیر شادی شدہ', fa: 'مجرد', tr: 'Bekâr' },
  divorced: { ar: 'مطلق / مطلقة', en: 'Divorced', ur: 'طلاق یافتہ', fa: 'جداشده', tr: 'Boşanmış' },
  widowed: { ar: 'أرمل / أرملة', en: 'Widowed', ur: 'بیوہ / رنڈوا', fa: 'همسر فوت‌شده', tr: 'Dul' },
  married: { ar: 'متزوج', en: 'Married', ur: 'شادی شدہ', fa: 'متأهل', tr: 'Evli' },
};

export const visibilityLabels: Record<Visibility, Localized> = {
  public: { ar: 'عام', en: 'Public', ur: 'سب کے لیے', fa: 'عمومی', tr: 'Herkese açık' },
  private: { ar: 'خاص', en: 'Private', ur: 'نجی', fa: 'خصوصی', tr: 'Gizli' },
};

export const presenceLabels: Record<Presence, Localized> = {
  online: { ar: 'متصل الآن', en: 'Online', ur: 'آن لائن', fa: 'آنلاین', tr: 'Çevrimiçi' },
  today: { ar: 'نشط اليوم', en: 'Active today', ur: 'آج فعال', fa: 'امروز فعال', tr: 'Bugün aktif' },
  week: {
    ar: 'نشط هذا الأسبوع',
    en: 'Active this week',
    ur: 'اس ہفتے فعال',
    fa: 'این هفته فعال',
    tr: 'Bu hafta aktif',
  },
  offline: { ar: 'غير متصل', en: 'Offline', ur: 'آف لائن', fa: 'آفلاین', tr: 'Çevrimdışı' },
};
