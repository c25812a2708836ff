import type { Localized } from '../../locale.js';
import type { HasChildren, MarriageTimeline, Relocate, Sect, WantsChildren } from '../enums.js';

/* Family and plans: written to describe the member, as they read on a profile card. */

export const sectLabels: Record<Sect, Localized> = {
  sunni: { ar: 'سني', en: 'Sunni', ur: 'سنی', fa: 'سنی', tr: 'Sünni' },
  shia: { ar: 'شيعي', en: 'Shia', ur: 'شیعہ', fa: 'شیعه', tr: 'Şii' },
  'just-muslim': {
    ar: 'مسلم فقط',
    en: 'Just Muslim',
    ur: 'صرف مسلمان',
    fa: 'فقط مسلمان',
    tr: 'Sadece Müslüman',
  },
  other: { ar: 'أخرى', en: 'Other', ur: 'دیگر', fa: 'دیگر', tr: 'Diğer' },
  'prefer-not-to-say': {
    ar: 'أفضل عدم الإفصاح',
    en: 'Prefer not to say',
    ur: 'بتانا پسند نہیں',
    fa: 'ترجیح می‌دهم نگویم',
    tr: 'Belirtmek istemiyorum',
  },
};

export const hasChildrenLabels: Record<HasChildren, Localized> = {
  no: { ar: 'بدون أطفال', en: 'No children', ur: 'بچے نہیں', fa: 'بدون فرزند', tr: 'Çocuğu yok' },
  'yes-living-with-me': {
    ar: 'لديه أطفال يعيشون معه',
    en: 'Has children living with them',
    ur: 'بچے ساتھ رہتے ہیں',
    fa: 'فرزند دارد که با او زندگی می‌کنند',
    tr: 'Çocuğu var, yanında yaşıyor',
  },
  'yes-not-living-with-me': {
    ar: 'لديه أطفال لا يعيشون معه',
    en: 'Has children not living with them',
    ur: 'بچے ساتھ نہیں رہتے',
    fa: 'فرزند دارد که با او زندگی نمی‌کنند',
    tr: 'Çocuğu var, yanında yaşamıyor',
  },
};

export const wantsChildrenLabels: Record<WantsChildren, Localized> = {
  yes: {
    ar: 'يريد أطفالًا',
    en: 'Wants children',
    ur: 'بچے چاہتے ہیں',
    fa: 'فرزند می‌خواهد',
    tr: 'Çocuk istiyor',
  },
  maybe: { ar: 'ربما', en: 'Maybe', ur: 'شاید', fa: 'شاید', tr: 'Belki' },
  no: {
    ar: 'لا يريد أطفالًا',
    en: "Doesn't want children",
    ur: 'بچے نہیں چاہتے',
    fa: 'فرزند نمی‌خواهد',
    tr: 'Çocuk istemiyor',
  },
};

export const relocateLabels: Record<Relocate, Localized> = {
  yes: {
    ar: 'مستعد للانتقال',
    en: 'Willing to relocate',
    ur: 'منتقل ہونے کو تیار',
    fa: 'آماده نقل مکان',
    tr: 'Taşınmaya istekli',
  },
  maybe: { ar: 'ربما', en: 'Maybe', ur: 'شاید', fa: 'شاید', tr: 'Belki' },
  no: {
    ar: 'غير مستعد للانتقال',
    en: 'Not willing to relocate',
    ur: 'منتقل ہونے کو تیار نہیں',
    fa: 'آماده نقل مکان نیست',
    tr: 'Taşınmak istemiyor',
  },
};

export const marriageTimelineLabels: Record<MarriageTimeline, Localized> = {
  'within-6-months': {
    ar: 'خلال ستة أشهر',
    en: 'Within 6 months',
    ur: 'چھ ماہ کے اندر',
    fa: 'ظرف شش ماه',
    tr: '6 ay içinde',
  },
  'within-a-year': {
    ar: 'خلال سنة',
    en: 'Within a year',
    ur: 'ایک سال کے اندر',
    fa: 'ظرف یک سال',
    tr: '1 yıl içinde',
  },
  'within-2-years': {
    ar: 'خلال سنتين',
    en: 'Within 2 years',
    ur: 'دو سال کے اندر',
    fa: 'ظرف دو سال',
    tr: '2 yıl içinde',
  },
  'not-sure': {
    ar: 'غير متأكد',
    en: 'Not sure yet',
    ur: 'ابھی طے نہیں',
    fa: 'هنوز مطمئن نیست',
    tr: 'Henüz emin değil',
  },
};
