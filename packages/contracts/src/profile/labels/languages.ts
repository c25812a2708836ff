import type { Localized } from '../../locale.js';
import type { SpokenLanguage } from '../enums.js';

/* Languages a member speaks, named as each interface language names them. */

export const spokenLanguageLabels: Record<SpokenLanguage, Localized> = {
  ar: { ar: 'العربية', en: 'Arabic', ur: 'عربی', fa: 'عربی', tr: 'Arapça' },
  en: { ar: 'الإنجليزية', en: 'English', ur: 'انگریزی', fa: 'انگلیسی', tr: 'İngilizce' },
  ur: { ar: 'الأردية', en: 'Urdu', ur: 'اردو', fa: 'اردو', tr: 'Urduca' },
  fa: { ar: 'الفارسية', en: 'Persian', ur: 'فارسی', fa: 'فارسی', tr: 'Farsça' },
  tr: { ar: 'التركية', en: 'Turkish', ur: 'ترکی', fa: 'ترکی', tr: 'Türkçe' },
  fr: { ar: 'الفرنسية', en: 'French', ur: 'فرانسیسی', fa: 'فرانسوی', tr: 'Fransızca' },
  ms: { ar: 'الملايوية', en: 'Malay', ur: 'مالے', fa: 'مالایی', tr: 'Malayca' },
  id: { ar: 'الإندونيسية', en: 'Indonesian', ur: 'انڈونیشیائی', fa: 'اندونزیایی', tr: 'Endonezce' },
  bn: { ar: 'البنغالية', en: 'Bengali', ur: 'بنگالی', fa: 'بنگالی', tr: 'Bengalce' },
  hi: { ar: 'الهندية', en: 'Hindi', ur: 'ہندی', fa: 'هندی', tr: 'Hintçe' },
  so: { ar: 'الصومالية', en: 'Somali', ur: 'صومالی', fa: 'سومالیایی', tr: 'Somalice' },
  ps: { ar: 'البشتوية', en: 'Pashto', ur: 'پشتو', fa: 'پشتو', tr: 'Peştuca' },
  ku: { ar: 'الكردية', en: 'Kurdish', ur: 'کردی', fa: 'کردی', tr: 'Kürtçe' },
  de: { ar: 'الألمانية', en: 'German', ur: 'جرمن', fa: 'آلمانی', tr: 'Almanca' },
  es: { ar: 'الإسبانية', en: 'Spanish', ur: 'ہسپانوی', fa: 'اسپانیایی', tr: 'İspanyolca' },
  ru: { ar: 'الروسية', en: 'Russian', ur: 'روسی', fa: 'روسی', tr: 'Rusça' },
};
