import type { Message } from '../message.js';

/**
 * The two-factor feature's message texts in five languages, spread into the locale catalogues:
 * what the sign-in second step and the two-factor settings answer (services/auth README, Second
 * factor).
 */
const en = {
  'twoFactor.title': 'Two-step sign-in',
  'field.challenge': 'Sign-in request',
  'twoFactor.validation.code':
    'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  'twoFactor.validation.totpCode': 'Enter the 6-digit code from your authenticator app.',
  'twoFactor.error.invalidCode': 'This code is not correct. Check your authenticator app and try again.',
  'twoFactor.error.challengeExpired':
    'This sign-in has expired or was already used. Please sign in again with your password.',
  'twoFactor.error.required': 'Two-step sign-in is required for staff accounts and cannot be turned off.',
  'twoFactor.error.notEnabled': 'Two-step sign-in is not turned on for this account.',
  'twoFactor.error.alreadyEnabled': 'Two-step sign-in is already turned on for this account.',
  'twoFactor.error.noPending':
    'Start setting up two-step sign-in again: there is no new secret waiting for its first code.',
} as const satisfies Record<string, Message>;

type Catalog = Record<keyof typeof en, Message>;

export const twoFactorMessages: { en: typeof en; ar: Catalog; ur: Catalog; fa: Catalog; tr: Catalog } = {
  en,
  ar: {
    'twoFactor.title': 'الدخول بخطوتين',
    'field.challenge': 'طلب تسجيل الدخول',
    'twoFactor.validation.code': 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة، أو أحد رموز الاسترداد.',
    'twoFactor.validation.totpCode': 'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة.',
    'twoFactor.error.invalidCode': 'هذا الرمز غير صحيح. راجع تطبيق المصادقة وحاول مجددًا.',
    'twoFactor.error.challengeExpired':
      'انتهت صلاحية تسجيل الدخول هذا أو استُخدم من قبل. يرجى تسجيل الدخول من جديد بكلمة المرور.',
    'twoFactor.error.required': 'الدخول بخطوتين إلزامي لحسابات فريق العمل ولا يمكن إيقافه.',
    'twoFactor.error.notEnabled': 'الدخول بخطوتين غير مفعّل في هذا الحساب.',
    'twoFactor.error.alreadyEnabled': 'الدخول بخطوتين مفعّل بالفعل في هذا الحساب.',
    'twoFactor.error.noPending': 'ابدأ إعداد الدخول بخطوتين من جديد: لا يوجد مفتاح جديد بانتظار رمزه الأول.',
  },
  ur: {
    'twoFactor.title': 'دو مرحلوں میں سائن ان',
    'field.challenge': 'سائن اِن کی درخواست',
    'twoFactor.validation.code': 'اپنی تصدیقی ایپ سے 6 ہندسوں کا کوڈ، یا اپنا کوئی ایک بحالی کوڈ درج کریں۔',
    'twoFactor.validation.totpCode': 'اپنی تصدیقی ایپ سے 6 ہندسوں کا کوڈ درج کریں۔',
    'twoFactor.error.invalidCode': 'یہ کوڈ درست نہیں۔ اپنی تصدیقی ایپ دیکھ کر دوبارہ کوشش کریں۔',
    'twoFactor.error.challengeExpired':
      'اس سائن اِن کی میعاد ختم ہو گئی ہے یا یہ پہلے ہی استعمال ہو چکا ہے۔ براہِ کرم اپنے پاس ورڈ سے دوبارہ سائن اِن کریں۔',
    'twoFactor.error.required':
      'عملے کے اکاؤنٹس کے لیے دو مرحلوں میں سائن اِن لازمی ہے اور اسے بند نہیں کیا جا سکتا۔',
    'twoFactor.error.notEnabled': 'اس اکاؤنٹ میں دو مرحلوں میں سائن اِن فعال نہیں ہے۔',
    'twoFactor.error.alreadyEnabled': 'اس اکاؤنٹ میں دو مرحلوں میں سائن اِن پہلے سے فعال ہے۔',
    'twoFactor.error.noPending':
      'دو مرحلوں میں سائن اِن کی ترتیب دوبارہ شروع کریں: کوئی نئی کلید اپنے پہلے کوڈ کی منتظر نہیں۔',
  },
  fa: {
    'twoFactor.title': 'ورود دومرحله‌ای',
    'field.challenge': 'درخواست ورود',
    'twoFactor.validation.code': 'کد ۶ رقمی برنامهٔ احراز هویت یا یکی از کدهای بازیابی خود را وارد کنید.',
    'twoFactor.validation.totpCode': 'کد ۶ رقمی برنامهٔ احراز هویت را وارد کنید.',
    'twoFactor.error.invalidCode': 'این کد درست نیست. برنامهٔ احراز هویت را بررسی کنید و دوباره تلاش کنید.',
    'twoFactor.error.challengeExpired':
      'این ورود منقضی شده یا قبلاً استفاده شده است. لطفاً دوباره با گذرواژه وارد شوید.',
    'twoFactor.error.required':
      'ورود دومرحله‌ای برای حساب‌های کارکنان الزامی است و نمی‌توان آن را خاموش کرد.',
    'twoFactor.error.notEnabled': 'ورود دومرحله‌ای برای این حساب فعال نیست.',
    'twoFactor.error.alreadyEnabled': 'ورود دومرحله‌ای برای این حساب از قبل فعال است.',
    'twoFactor.error.noPending':
      'راه‌اندازی ورود دومرحله‌ای را از نو شروع کنید: هیچ کلید تازه‌ای در انتظار نخستین کدش نیست.',
  },
  tr: {
    'twoFactor.title': 'İki adımlı giriş',
    'field.challenge': 'Giriş isteği',
    'twoFactor.validation.code':
      'Doğrulama uygulamanızdaki 6 haneli kodu veya kurtarma kodlarınızdan birini girin.',
    'twoFactor.validation.totpCode': 'Doğrulama uygulamanızdaki 6 haneli kodu girin.',
    'twoFactor.error.invalidCode': 'Bu kod doğru değil. Doğrulama uygulamanızı kontrol edip tekrar deneyin.',
    'twoFactor.error.challengeExpired':
      'Bu girişin süresi doldu veya zaten kullanıldı. Lütfen parolanızla yeniden giriş yapın.',
    'twoFactor.error.required': 'İki adımlı giriş personel hesapları için zorunludur ve kapatılamaz.',
    'twoFactor.error.notEnabled': 'Bu hesapta iki adımlı giriş açık değil.',
    'twoFactor.error.alreadyEnabled': 'Bu hesapta iki adımlı giriş zaten açık.',
    'twoFactor.error.noPending':
      'İki adımlı girişi kurmaya yeniden başlayın: ilk kodunu bekleyen yeni bir anahtar yok.',
  },
};
