import type { Localized } from '../../locale.js';
import type { Beard, Prayer, Religion, Religiosity, Smoking } from '../enums.js';

/* Faith and practice labels: written to describe the member, as they read on a profile card. */

export const religionLabels: Record<Religion, Localized> = {
  islam: { ar: 'الإسلام', en: 'Islam', ur: 'اسلام', fa: 'اسلام', tr: 'İslam' },
  christianity: { ar: 'المسيحية', en: 'Christianity', ur: 'عیسائیت', fa: 'مسیحیت', tr: 'Hristiyanlık' },
  judaism: { ar: 'اليهودية', en: 'Judaism', ur: 'یہودیت', fa: 'یهودیت', tr: 'Yahudilik' },
};

export const religiosityLabels: Record<Religiosity, Localized> = {
  'very-practising': {
    ar: 'ملتزم جدًا',
    en: 'Very practising',
    ur: 'بہت دین دار',
    fa: 'بسیار مذهبی',
    tr: 'Çok dindar',
  },
  practising: { ar: 'ملتزم', en: 'Practising', ur: 'دین دار', fa: 'مذهبی', tr: 'Dindar' },
  'moderately-practising': {
    ar: 'متوسط الالتزام',
    en: 'Moderately practising',
    ur: 'کسی حد تک دین دار',
    fa: 'نسبتاً مذهبی',
    tr: 'Orta derecede dindar',
  },
  'not-practising': {
    ar: 'غير ملتزم',
    en: 'Not practising',
    ur: 'زیادہ دین دار نہیں',
    fa: 'کم‌تر مذهبی',
    tr: 'Pek dindar değil',
  },
};

export const prayerLabels: Record<Prayer, Localized> = {
  always: { ar: 'دائمًا', en: 'Always', ur: 'ہمیشہ', fa: 'همیشه', tr: 'Her zaman' },
  mostly: { ar: 'غالبًا', en: 'Mostly', ur: 'زیادہ تر', fa: 'بیشتر اوقات', tr: 'Çoğunlukla' },
  sometimes: { ar: 'أحيانًا', en: 'Sometimes', ur: 'کبھی کبھی', fa: 'گاهی', tr: 'Bazen' },
  rarely: { ar: 'نادرًا', en: 'Rarely', ur: 'شاذ و نادر', fa: 'به‌ندرت', tr: 'Nadiren' },
};

export const beardLabels: Record<Beard, Localized> = {
  full: { ar: 'لحية كاملة', en: 'Full beard', ur: 'پوری داڑھی', fa: 'ریش کامل', tr: 'Tam sakal' },
  short: { ar: 'لحية خفيفة', en: 'Short beard', ur: 'چھوٹی داڑھی', fa: 'ریش کوتاه', tr: 'Kısa sakal' },
  none: { ar: 'بدون لحية', en: 'Clean-shaven', ur: 'داڑھی نہیں', fa: 'بدون ریش', tr: 'Sakalsız' },
};

export const smokingLabels: Record<Smoking, Localized> = {
  no: { ar: 'غير مدخن', en: 'Non-smoker', ur: 'تمباکو نوشی نہیں', fa: 'غیرسیگاری', tr: 'Sigara içmiyor' },
  sometimes: {
    ar: 'مدخن أحيانًا',
    en: 'Occasional smoker',
    ur: 'کبھی کبھار تمباکو نوشی',
    fa: 'گاه‌گاهی سیگار می‌کشد',
    tr: 'Ara sıra içiyor',
  },
  yes: { ar: 'مدخن', en: 'Smoker', ur: 'تمباکو نوش', fa: 'سیگاری', tr: 'Sigara içiyor' },
};
