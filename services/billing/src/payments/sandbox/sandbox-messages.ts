import type { Locale } from '@mawadda/contracts';
import type { CardField, FieldError } from './card-form.js';
import type { SandboxTestCardName } from './test-cards.js';

/** Every string the sandbox's pages show, in the five locales of the product. */
export interface SandboxMessages {
  title: string;
  banner: string;
  bannerHint: string;
  cards: Record<SandboxTestCardName, string>;
  orderNumber: string;
  item: string;
  amount: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
  pay: string;
  fixFields: string;
  errors: Record<Exclude<CardField, 'name'>, Partial<Record<FieldError, string>>>;
  challengeTitle: string;
  challengeText: string;
  approve: string;
  fail: string;
  notFoundTitle: string;
  notFoundText: string;
  unreadableTitle: string;
  unreadableText: string;
}

const en: SandboxMessages = {
  title: 'Sandbox checkout',
  banner: 'TEST MODE — no real money is taken; test cards only',
  bannerHint: 'No real card is charged. Use any future expiry date and any 3-digit CVC.',
  cards: {
    pays: 'pays; renewals succeed',
    declined: 'declined',
    challenge: 'asks for a confirmation step, then pays or fails',
    renewalsDeclined: 'pays now; every renewal is declined',
  },
  orderNumber: 'Order number',
  item: 'Item',
  amount: 'Amount',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  name: 'Name on card',
  pay: 'Pay',
  fixFields: 'Please correct the highlighted fields.',
  errors: {
    number: { required: 'Enter the card number.', invalid: 'This card number is not valid.' },
    expiry: {
      required: 'Enter the expiry date.',
      invalid: 'Write the expiry as MM/YY.',
      expired: 'This card has expired.',
    },
    cvc: { required: 'Enter the CVC.', invalid: 'The CVC is 3 or 4 digits.' },
  },
  challengeTitle: 'Confirm this payment',
  challengeText: 'Your bank asks you to confirm this payment. In the sandbox, choose what the bank answers.',
  approve: 'Approve',
  fail: 'Fail',
  notFoundTitle: 'Checkout not found',
  notFoundText: 'This payment link is not valid. Go back to the site and start again.',
  unreadableTitle: 'The form could not be read',
  unreadableText: 'Go back and submit the form again.',
};

const ar: SandboxMessages = {
  title: 'دفع تجريبي',
  banner: 'وضع الاختبار — لا يُؤخذ مال حقيقي؛ بطاقات اختبار فقط',
  bannerHint: 'لن تُخصم أي مبالغ من بطاقة حقيقية. استخدم أي تاريخ انتهاء مستقبلي وأي رمز تحقق من 3 أرقام.',
  cards: {
    pays: 'يتم الدفع؛ وتنجح التجديدات',
    declined: 'مرفوضة',
    challenge: 'تطلب خطوة تأكيد، ثم يتم الدفع أو يفشل',
    renewalsDeclined: 'يتم الدفع الآن؛ وتُرفض كل التجديدات',
  },
  orderNumber: 'رقم الطلب',
  item: 'المنتج',
  amount: 'المبلغ',
  cardNumber: 'رقم البطاقة',
  expiry: 'تاريخ الانتهاء (MM/YY)',
  cvc: 'رمز التحقق (CVC)',
  name: 'الاسم على البطاقة',
  pay: 'ادفع',
  fixFields: 'يرجى تصحيح الحقول المحددة.',
  errors: {
    number: { required: 'أدخل رقم البطاقة.', invalid: 'رقم البطاقة غير صالح.' },
    expiry: {
      required: 'أدخل تاريخ الانتهاء.',
      invalid: 'اكتب تاريخ الانتهاء بالشكل MM/YY.',
      expired: 'انتهت صلاحية هذه البطاقة.',
    },
    cvc: { required: 'أدخل رمز التحقق.', invalid: 'رمز التحقق من 3 أو 4 أرقام.' },
  },
  challengeTitle: 'أكّد عملية الدفع',
  challengeText: 'يطلب منك البنك تأكيد هذه العملية. في البيئة التجريبية، اختر رد البنك.',
  approve: 'موافقة',
  fail: 'رفض',
  notFoundTitle: 'عملية الدفع غير موجودة',
  notFoundText: 'رابط الدفع هذا غير صالح. عد إلى الموقع وابدأ من جديد.',
  unreadableTitle: 'تعذرت قراءة النموذج',
  unreadableText: 'عد وأرسل النموذج مرة أخرى.',
};

const ur: SandboxMessages = {
  title: 'آزمائشی ادائیگی',
  banner: 'ٹیسٹ موڈ — کوئی حقیقی رقم نہیں لی جاتی؛ صرف ٹیسٹ کارڈز',
  bannerHint:
    'کسی اصلی کارڈ سے رقم نہیں کٹتی۔ مستقبل کی کوئی بھی میعاد اور 3 ہندسوں کا کوئی بھی CVC استعمال کریں۔',
  cards: {
    pays: 'ادائیگی ہو جاتی ہے؛ تجدیدیں کامیاب',
    declined: 'مسترد',
    challenge: 'تصدیق کا مرحلہ مانگتا ہے، پھر ادائیگی ہوتی ہے یا ناکام',
    renewalsDeclined: 'ابھی ادائیگی ہو جاتی ہے؛ ہر تجدید مسترد',
  },
  orderNumber: 'آرڈر نمبر',
  item: 'خریداری',
  amount: 'رقم',
  cardNumber: 'کارڈ نمبر',
  expiry: 'میعاد (MM/YY)',
  cvc: 'CVC',
  name: 'کارڈ پر نام',
  pay: 'ادائیگی کریں',
  fixFields: 'براہ کرم نشان زدہ خانے درست کریں۔',
  errors: {
    number: { required: 'کارڈ نمبر درج کریں۔', invalid: 'یہ کارڈ نمبر درست نہیں ہے۔' },
    expiry: {
      required: 'میعاد درج کریں۔',
      invalid: 'میعاد MM/YY کی شکل میں لکھیں۔',
      expired: 'اس کارڈ کی میعاد ختم ہو چکی ہے۔',
    },
    cvc: { required: 'CVC درج کریں۔', invalid: 'CVC میں 3 یا 4 ہندسے ہوتے ہیں۔' },
  },
  challengeTitle: 'اس ادائیگی کی تصدیق کریں',
  challengeText: 'آپ کا بینک اس ادائیگی کی تصدیق مانگتا ہے۔ آزمائشی ماحول میں بینک کا جواب منتخب کریں۔',
  approve: 'منظور کریں',
  fail: 'ناکام کریں',
  notFoundTitle: 'ادائیگی نہیں ملی',
  notFoundText: 'یہ ادائیگی کا لنک درست نہیں ہے۔ سائٹ پر واپس جا کر دوبارہ شروع کریں۔',
  unreadableTitle: 'فارم پڑھا نہیں جا سکا',
  unreadableText: 'واپس جا کر فارم دوبارہ بھیجیں۔',
};

const fa: SandboxMessages = {
  title: 'پرداخت آزمایشی',
  banner: 'حالت آزمایشی — هیچ پول واقعی گرفته نمی‌شود؛ فقط کارت‌های آزمایشی',
  bannerHint: 'از هیچ کارت واقعی پولی کسر نمی‌شود. هر تاریخ انقضای آینده و هر CVC سه‌رقمی را به کار ببرید.',
  cards: {
    pays: 'پرداخت می‌شود؛ تمدیدها موفق',
    declined: 'رد می‌شود',
    challenge: 'مرحلهٔ تأیید می‌خواهد، سپس پرداخت یا ناموفق',
    renewalsDeclined: 'اکنون پرداخت می‌شود؛ همهٔ تمدیدها رد می‌شوند',
  },
  orderNumber: 'شمارهٔ سفارش',
  item: 'خرید',
  amount: 'مبلغ',
  cardNumber: 'شمارهٔ کارت',
  expiry: 'تاریخ انقضا (MM/YY)',
  cvc: 'CVC',
  name: 'نام روی کارت',
  pay: 'پرداخت',
  fixFields: 'لطفاً فیلدهای مشخص‌شده را اصلاح کنید.',
  errors: {
    number: { required: 'شمارهٔ کارت را وارد کنید.', invalid: 'این شمارهٔ کارت معتبر نیست.' },
    expiry: {
      required: 'تاریخ انقضا را وارد کنید.',
      invalid: 'تاریخ انقضا را به شکل MM/YY بنویسید.',
      expired: 'این کارت منقضی شده است.',
    },
    cvc: { required: 'CVC را وارد کنید.', invalid: 'CVC سه یا چهار رقم است.' },
  },
  challengeTitle: 'این پرداخت را تأیید کنید',
  challengeText: 'بانک شما تأیید این پرداخت را می‌خواهد. در محیط آزمایشی، پاسخ بانک را انتخاب کنید.',
  approve: 'تأیید',
  fail: 'ناموفق',
  notFoundTitle: 'پرداخت پیدا نشد',
  notFoundText: 'این پیوند پرداخت معتبر نیست. به سایت برگردید و دوباره شروع کنید.',
  unreadableTitle: 'فرم خوانده نشد',
  unreadableText: 'برگردید و فرم را دوباره بفرستید.',
};

const tr: SandboxMessages = {
  title: 'Deneme ödemesi',
  banner: 'TEST MODU — gerçek para alınmaz; yalnızca test kartları',
  bannerHint:
    'Gerçek bir karttan ödeme alınmaz. Gelecekteki herhangi bir son kullanma tarihi ve 3 haneli herhangi bir CVC kullanın.',
  cards: {
    pays: 'ödenir; yenilemeler başarılı',
    declined: 'reddedilir',
    challenge: 'bir onay adımı ister, sonra ödenir ya da başarısız olur',
    renewalsDeclined: 'şimdi ödenir; her yenileme reddedilir',
  },
  orderNumber: 'Sipariş numarası',
  item: 'Ürün',
  amount: 'Tutar',
  cardNumber: 'Kart numarası',
  expiry: 'Son kullanma (AA/YY)',
  cvc: 'CVC',
  name: 'Kart üzerindeki ad',
  pay: 'Öde',
  fixFields: 'Lütfen işaretli alanları düzeltin.',
  errors: {
    number: { required: 'Kart numarasını girin.', invalid: 'Bu kart numarası geçerli değil.' },
    expiry: {
      required: 'Son kullanma tarihini girin.',
      invalid: 'Son kullanma tarihini AA/YY biçiminde yazın.',
      expired: 'Bu kartın süresi dolmuş.',
    },
    cvc: { required: 'CVC kodunu girin.', invalid: 'CVC 3 veya 4 hanelidir.' },
  },
  challengeTitle: 'Bu ödemeyi onaylayın',
  challengeText: 'Bankanız bu ödemeyi onaylamanızı istiyor. Deneme ortamında bankanın yanıtını seçin.',
  approve: 'Onayla',
  fail: 'Başarısız kıl',
  notFoundTitle: 'Ödeme bulunamadı',
  notFoundText: 'Bu ödeme bağlantısı geçerli değil. Siteye dönüp yeniden başlayın.',
  unreadableTitle: 'Form okunamadı',
  unreadableText: 'Geri dönüp formu yeniden gönderin.',
};

export const SANDBOX_MESSAGES: Record<Locale, SandboxMessages> = { ar, en, ur, fa, tr };
