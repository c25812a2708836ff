import type { SeedMenuItem } from './types.js';

/**
 * Site menus.
 * - categoryId 1, menuId 1: header main navigation.
 * - categoryId 1, menuId 2: header "About" dropdown.
 * - categoryId 3, menuId 3: footer links.
 *
 * The API returns items sorted by `id`, which on purpose is not always the display `order`
 * (Blog and Contact us were added after the first release). Inactive items are kept as
 * leftovers of earlier versions of the site and must not be displayed.
 */
export const seedMenus: SeedMenuItem[] = [
  // ── Header: main navigation ──────────────────────────────────────────────
  {
    id: 1,
    categoryId: 1,
    menuId: 1,
    order: 1,
    isActive: true,
    link: '/',
    label: { ar: 'الرئيسية', en: 'Home', ur: 'صفحۂ اوّل', fa: 'خانه', tr: 'Ana Sayfa' },
  },
  {
    id: 2,
    categoryId: 1,
    menuId: 1,
    order: 2,
    isActive: true,
    link: '/search',
    label: { ar: 'البحث', en: 'Search', ur: 'تلاش', fa: 'جستجو', tr: 'Arama' },
  },
  {
    id: 3,
    categoryId: 1,
    menuId: 1,
    order: 3,
    isActive: true,
    link: '/services',
    label: { ar: 'خدماتنا', en: 'Services', ur: 'خدمات', fa: 'خدمات', tr: 'Hizmetler' },
  },
  {
    id: 4,
    categoryId: 1,
    menuId: 1,
    order: 4,
    isActive: true,
    link: '/koran',
    label: {
      ar: 'القرآن الكريم',
      en: 'The Holy Quran',
      ur: 'قرآنِ کریم',
      fa: 'قرآن کریم',
      tr: 'Kur’an-ı Kerim',
    },
  },
  {
    id: 5,
    categoryId: 1,
    menuId: 1,
    order: 5,
    isActive: true,
    link: '/media/news',
    label: {
      ar: 'المركز الإعلامي',
      en: 'Media centre',
      ur: 'میڈیا سینٹر',
      fa: 'مرکز رسانه',
      tr: 'Medya Merkezi',
    },
  },
  {
    id: 6,
    categoryId: 1,
    menuId: 1,
    order: 7,
    isActive: true,
    link: '/faq',
    label: {
      ar: 'الأسئلة الشائعة',
      en: 'FAQ',
      ur: 'عام سوالات',
      fa: 'پرسش‌های متداول',
      tr: 'Sık Sorulan Sorular',
    },
  },
  {
    id: 7,
    categoryId: 1,
    menuId: 1,
    order: 9,
    isActive: false,
    link: '/shop',
    label: { ar: 'المتجر', en: 'Shop', ur: 'اسٹور', fa: 'فروشگاه', tr: 'Mağaza' },
  },

  // ── Header: "About" dropdown ─────────────────────────────────────────────
  {
    id: 8,
    categoryId: 1,
    menuId: 2,
    order: 1,
    isActive: true,
    link: '/about-us',
    label: { ar: 'من نحن', en: 'About us', ur: 'ہمارے بارے میں', fa: 'درباره ما', tr: 'Hakkımızda' },
  },
  {
    id: 9,
    categoryId: 1,
    menuId: 2,
    order: 2,
    isActive: true,
    link: '/about-us/vision-mission',
    label: {
      ar: 'الرؤية والرسالة',
      en: 'Vision & mission',
      ur: 'وژن اور مشن',
      fa: 'چشم‌انداز و مأموریت',
      tr: 'Vizyon ve Misyon',
    },
  },
  {
    id: 10,
    categoryId: 1,
    menuId: 2,
    order: 4,
    isActive: true,
    link: '/submitting-complaints-and-suggestions',
    label: {
      ar: 'الشكاوى والاقتراحات',
      en: 'Complaints & suggestions',
      ur: 'شکایات و تجاویز',
      fa: 'شکایات و پیشنهادها',
      tr: 'Şikâyet ve Öneriler',
    },
  },
  {
    id: 11,
    categoryId: 1,
    menuId: 2,
    order: 3,
    isActive: true,
    link: '/subscription',
    label: { ar: 'الاشتراك', en: 'Subscription', ur: 'سبسکرپشن', fa: 'اشتراک', tr: 'Abonelik' },
  },

  // ── Header: added after the first release ────────────────────────────────
  {
    id: 12,
    categoryId: 1,
    menuId: 1,
    order: 6,
    isActive: true,
    link: '/blog',
    label: { ar: 'المدونة', en: 'Blog', ur: 'بلاگ', fa: 'وبلاگ', tr: 'Blog' },
  },
  {
    id: 13,
    categoryId: 1,
    menuId: 1,
    order: 8,
    isActive: true,
    link: '/contact-us',
    label: { ar: 'اتصل بنا', en: 'Contact us', ur: 'رابطہ کریں', fa: 'تماس با ما', tr: 'İletişim' },
  },

  // ── Footer links ─────────────────────────────────────────────────────────
  {
    id: 20,
    categoryId: 3,
    menuId: 3,
    order: 6,
    isActive: true,
    link: '/contact-us',
    label: { ar: 'اتصل بنا', en: 'Contact us', ur: 'رابطہ کریں', fa: 'تماس با ما', tr: 'İletişim' },
  },
  {
    id: 21,
    categoryId: 3,
    menuId: 3,
    order: 1,
    isActive: true,
    link: '/privacy-policy',
    label: {
      ar: 'سياسة الخصوصية',
      en: 'Privacy policy',
      ur: 'رازداری کی پالیسی',
      fa: 'سیاست حفظ حریم خصوصی',
      tr: 'Gizlilik Politikası',
    },
  },
  {
    id: 22,
    categoryId: 3,
    menuId: 3,
    order: 2,
    isActive: true,
    link: '/terms-and-conditions',
    label: {
      ar: 'الشروط والأحكام',
      en: 'Terms and conditions',
      ur: 'شرائط و ضوابط',
      fa: 'شرایط و ضوابط',
      tr: 'Şartlar ve Koşullar',
    },
  },
  {
    id: 23,
    categoryId: 3,
    menuId: 3,
    order: 3,
    isActive: true,
    link: '/subscription-terms',
    label: {
      ar: 'شروط الاشتراك',
      en: 'Subscription terms',
      ur: 'سبسکرپشن کی شرائط',
      fa: 'شرایط اشتراک',
      tr: 'Abonelik Şartları',
    },
  },
  {
    id: 24,
    categoryId: 3,
    menuId: 3,
    order: 4,
    isActive: true,
    // The path is spelled "teturns" on purpose: it is the historical URL of the page.
    link: '/orders-and-teturns-terms',
    label: {
      ar: 'شروط الطلبات والاسترجاع',
      en: 'Orders and returns terms',
      ur: 'آرڈر اور رقم کی واپسی کی شرائط',
      fa: 'شرایط سفارش و بازپرداخت',
      tr: 'Sipariş ve İade Şartları',
    },
  },
  {
    id: 25,
    categoryId: 3,
    menuId: 3,
    order: 5,
    isActive: true,
    link: '/disclaimer',
    label: {
      ar: 'إخلاء المسؤولية',
      en: 'Disclaimer',
      ur: 'اعلانِ دستبرداری',
      fa: 'سلب مسئولیت',
      tr: 'Sorumluluk Reddi',
    },
  },
  {
    id: 26,
    categoryId: 3,
    menuId: 3,
    order: 7,
    isActive: false,
    link: '/order-tracking',
    label: {
      ar: 'تتبع الطلب',
      en: 'Order tracking',
      ur: 'آرڈر کی ٹریکنگ',
      fa: 'پیگیری سفارش',
      tr: 'Sipariş Takibi',
    },
  },
];
