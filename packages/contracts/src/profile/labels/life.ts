import type { Localized } from '../../locale.js';
import type { Education, FinancialLevel, HealthStatus, Qualification } from '../enums.js';

/*
 * Study, money and health labels. Qualification labels name each country's usual certificate
 * (Pakistan's matric, Iran's diplom, Turkey's lise) so a member recognises their own level.
 */

export const qualificationLabels: Record<Qualification, Localized> = {
  none: {
    ar: 'بدون مؤهل دراسي',
    en: 'No formal qualification',
    ur: 'کوئی رسمی تعلیم نہیں',
    fa: 'بدون مدرک تحصیلی',
    tr: 'Resmî eğitim yok',
  },
  primary: { ar: 'ابتدائي', en: 'Primary school', ur: 'پرائمری', fa: 'ابتدایی', tr: 'İlkokul' },
  intermediate: { ar: 'متوسط', en: 'Middle school', ur: 'مڈل', fa: 'سیکل', tr: 'Ortaokul' },
  secondary: { ar: 'ثانوي', en: 'High school', ur: 'میٹرک / انٹرمیڈیٹ', fa: 'دیپلم', tr: 'Lise' },
  diploma: { ar: 'دبلوم', en: 'Diploma', ur: 'ڈپلومہ', fa: 'کاردانی', tr: 'Ön lisans' },
  bachelor: {
    ar: 'بكالوريوس',
    en: "Bachelor's degree",
    ur: 'گریجویشن (بیچلرز)',
    fa: 'کارشناسی',
    tr: 'Lisans',
  },
  master: { ar: 'ماجستير', en: "Master's degree", ur: 'ماسٹرز', fa: 'کارشناسی ارشد', tr: 'Yüksek lisans' },
  doctorate: { ar: 'دكتوراه', en: 'Doctorate (PhD)', ur: 'پی ایچ ڈی', fa: 'دکتری', tr: 'Doktora' },
};

export const educationLabels: Record<Education, Localized> = {
  'islamic-studies': {
    ar: 'العلوم الشرعية',
    en: 'Islamic studies',
    ur: 'دینی علوم',
    fa: 'علوم اسلامی',
    tr: 'İslami ilimler',
  },
  medicine: {
    ar: 'الطب والعلوم الصحية',
    en: 'Medicine and health',
    ur: 'طب و صحت',
    fa: 'پزشکی و علوم سلامت',
    tr: 'Tıp ve sağlık',
  },
  engineering: { ar: 'الهندسة', en: 'Engineering', ur: 'انجینئرنگ', fa: 'مهندسی', tr: 'Mühendislik' },
  science: { ar: 'العلوم', en: 'Sciences', ur: 'سائنس', fa: 'علوم پایه', tr: 'Fen bilimleri' },
  computing: {
    ar: 'الحاسوب وتقنية المعلومات',
    en: 'Computing and IT',
    ur: 'کمپیوٹر اور آئی ٹی',
    fa: 'کامپیوتر و فناوری اطلاعات',
    tr: 'Bilgisayar ve bilişim',
  },
  business: {
    ar: 'إدارة الأعمال والاقتصاد',
    en: 'Business and economics',
    ur: 'کاروبار اور معاشیات',
    fa: 'مدیریت و اقتصاد',
    tr: 'İşletme ve ekonomi',
  },
  law: { ar: 'القانون', en: 'Law', ur: 'قانون', fa: 'حقوق', tr: 'Hukuk' },
  teaching: {
    ar: 'التربية والتعليم',
    en: 'Education and teaching',
    ur: 'تعلیم و تدریس',
    fa: 'علوم تربیتی',
    tr: 'Eğitim ve öğretmenlik',
  },
  humanities: {
    ar: 'العلوم الإنسانية والآداب',
    en: 'Humanities and arts',
    ur: 'آرٹس اور سماجی علوم',
    fa: 'علوم انسانی و هنر',
    tr: 'Sosyal bilimler ve sanat',
  },
  military: {
    ar: 'العلوم العسكرية والأمنية',
    en: 'Military and security',
    ur: 'عسکری و دفاعی علوم',
    fa: 'علوم نظامی و انتظامی',
    tr: 'Askerî ve güvenlik',
  },
  other: { ar: 'مجال آخر', en: 'Other', ur: 'دیگر', fa: 'سایر', tr: 'Diğer' },
};

export const financialLevelLabels: Record<FinancialLevel, Localized> = {
  limited: { ar: 'محدود', en: 'Limited', ur: 'محدود', fa: 'محدود', tr: 'Kısıtlı' },
  'below-average': {
    ar: 'أقل من المتوسط',
    en: 'Below average',
    ur: 'اوسط سے کم',
    fa: 'کمتر از متوسط',
    tr: 'Ortanın altında',
  },
  average: { ar: 'متوسط', en: 'Average', ur: 'اوسط', fa: 'متوسط', tr: 'Orta' },
  'above-average': {
    ar: 'فوق المتوسط',
    en: 'Above average',
    ur: 'اوسط سے بہتر',
    fa: 'بالاتر از متوسط',
    tr: 'Ortanın üstünde',
  },
  'well-off': { ar: 'ميسور', en: 'Well-off', ur: 'خوش حال', fa: 'مرفه', tr: 'Varlıklı' },
};

export const healthStatusLabels: Record<HealthStatus, Localized> = {
  healthy: { ar: 'بصحة جيدة', en: 'Healthy', ur: 'صحت مند', fa: 'سالم', tr: 'Sağlıklı' },
  'chronic-illness': {
    ar: 'مرض مزمن',
    en: 'Chronic illness',
    ur: 'دائمی بیماری',
    fa: 'بیماری مزمن',
    tr: 'Kronik hastalık',
  },
  'physical-disability': {
    ar: 'إعاقة حركية',
    en: 'Physical disability',
    ur: 'جسمانی معذوری',
    fa: 'معلولیت جسمی',
    tr: 'Bedensel engel',
  },
  'hearing-impairment': {
    ar: 'إعاقة سمعية',
    en: 'Hearing impairment',
    ur: 'سماعت کی کمزوری',
    fa: 'کم‌شنوایی',
    tr: 'İşitme engeli',
  },
  'visual-impairment': {
    ar: 'إعاقة بصرية',
    en: 'Visual impairment',
    ur: 'بصارت کی کمزوری',
    fa: 'کم‌بینایی',
    tr: 'Görme engeli',
  },
  other: { ar: 'حالة أخرى', en: 'Other', ur: 'دیگر', fa: 'سایر', tr: 'Diğer' },
};
