import type { Option } from './types.js';

/** What a member is on the platform for. Every objective is marriage within Sharia. */
export const siteObjectives: readonly Option[] = [
  {
    id: 'marriage',
    label: {
      ar: 'زواج شرعي',
      en: 'Lawful marriage',
      ur: 'شرعی نکاح',
      fa: 'ازدواج شرعی',
      tr: 'Helal evlilik',
    },
  },
  {
    id: 'polygamy',
    label: {
      ar: 'زواج التعدد وفق الشريعة',
      en: 'Polygamous marriage (within Sharia)',
      ur: 'تعددِ ازدواج (شرعی حدود میں)',
      fa: 'چندهمسری (در چارچوب شرع)',
      tr: "Çok eşli evlilik (şer'i sınırlar içinde)",
    },
  },
  {
    id: 'remarriage',
    label: {
      ar: 'الزواج بعد الطلاق أو الترمّل',
      en: 'Remarriage (after divorce or widowhood)',
      ur: 'طلاق یا بیوگی کے بعد دوبارہ نکاح',
      fa: 'ازدواج مجدد (پس از طلاق یا فوت همسر)',
      tr: 'Yeniden evlilik (boşanma ya da eşin vefatından sonra)',
    },
  },
  {
    id: 'marriage-abroad',
    label: {
      ar: 'الزواج مع الانتقال إلى بلد آخر',
      en: 'Marriage with relocation abroad',
      ur: 'بیرونِ ملک منتقل ہو کر نکاح',
      fa: 'ازدواج همراه با مهاجرت به کشوری دیگر',
      tr: 'Başka bir ülkeye taşınarak evlilik',
    },
  },
];
