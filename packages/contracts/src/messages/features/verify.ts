import type { Message } from '../message.js';

/**
 * The verify feature's texts in five languages, kept together. `verify.register|notice|account.*`
 * are auth's mail and SMS texts; the others answer the API.
 */
const en = {
  'field.emailCode': 'Email code',
  'field.phoneCode': 'Phone code',
  'field.code': 'Code',
  'field.token': 'Link',
  'field.registrationId': 'Registration',
  'verify.validation.code': 'Please enter the 6-digit code we sent you.',
  'verify.error.invalidCode': 'This code is not correct. Check the message we sent and try again.',
  'verify.error.registrationExpired':
    'This registration has expired or is already complete. Please fill in the registration form again.',
  'verify.error.codeExpired': 'This code has expired. Please ask for a new one.',
  'verify.error.linkInvalid':
    'This link is not valid, has expired or was already used. Please ask for a new one.',
  'verify.error.alreadyVerified': 'This is already verified.',
  'verify.error.noPhone': 'This account has no phone number to verify.',
  'verify.register.email.subject': 'Your Mawadda registration code',
  'verify.register.email.text':
    'Assalamu alaikum,\n\nYour code to complete your registration on Mawadda is {code}. It works for 30 minutes.\n\nOr open this link on the device where you registered: {link}\n\nIf you did not register, ignore this message.',
  'verify.register.sms': 'Mawadda: your registration code is {code}. It works for 30 minutes.',
  'verify.notice.email.subject': 'Someone tried to register with your email',
  'verify.notice.email.text':
    'Assalamu alaikum,\n\nSomeone tried to register a new Mawadda account with this email address, which already has an account. If it was you, sign in ({link}) or reset your password.\n\nIf it was not you, ignore this message: your account is unchanged.',
  'verify.notice.sms':
    'Mawadda: someone tried to register with this number, which already has an account. If it was you, sign in or reset your password.',
  'verify.account.email.subject': 'Confirm your email on Mawadda',
  'verify.account.email.text':
    'Assalamu alaikum,\n\nOpen this link to confirm your email address on Mawadda: {link}\n\nThe link works once, for 24 hours. If you did not ask for it, ignore this message.',
  'verify.account.sms': 'Mawadda: your phone verification code is {code}. It works for 10 minutes.',
} as const satisfies Record<string, Message>;

type Catalog = Record<keyof typeof en, Message>;

const ar: Catalog = {
  'field.emailCode': 'رمز البريد الإلكتروني',
  'field.phoneCode': 'رمز الهاتف',
  'field.code': 'الرمز',
  'field.token': 'الرابط',
  'field.registrationId': 'التسجيل',
  'verify.validation.code': 'يرجى إدخال الرمز المكوّن من 6 أرقام الذي أرسلناه إليك.',
  'verify.error.invalidCode': 'هذا الرمز غير صحيح. راجع الرسالة التي أرسلناها وحاول مجددًا.',
  'verify.error.registrationExpired':
    'انتهت صلاحية هذا التسجيل أو اكتمل من قبل. يرجى تعبئة نموذج التسجيل من جديد.',
  'verify.error.codeExpired': 'انتهت صلاحية هذا الرمز. يرجى طلب رمز جديد.',
  'verify.error.linkInvalid': 'هذا الرابط غير صالح أو انتهت صلاحيته أو استُخدم من قبل. يرجى طلب رابط جديد.',
  'verify.error.alreadyVerified': 'تم التحقق من هذا مسبقًا.',
  'verify.error.noPhone': 'لا يوجد رقم هاتف في هذا الحساب للتحقق منه.',
  'verify.register.email.subject': 'رمز التسجيل في مودة',
  'verify.register.email.text':
    'السلام عليكم،\n\nرمز إكمال تسجيلك في مودة هو {code}، وهو صالح لمدة 30 دقيقة.\n\nأو افتح هذا الرابط على الجهاز الذي سجّلت منه: {link}\n\nإن لم تكن أنت من سجّل، فتجاهل هذه الرسالة.',
  'verify.register.sms': 'مودة: رمز التسجيل هو {code}، صالح لمدة 30 دقيقة.',
  'verify.notice.email.subject': 'حاول أحدهم التسجيل ببريدك الإلكتروني',
  'verify.notice.email.text':
    'السلام عليكم،\n\nحاول أحدهم إنشاء حساب جديد في مودة بهذا البريد الإلكتروني، وله حساب قائم. إن كنت أنت، فسجّل الدخول ({link}) أو أعد تعيين كلمة المرور.\n\nوإن لم تكن أنت، فتجاهل هذه الرسالة: حسابك لم يتغيّر.',
  'verify.notice.sms':
    'مودة: حاول أحدهم التسجيل بهذا الرقم، وله حساب قائم. إن كنت أنت، فسجّل الدخول أو أعد تعيين كلمة المرور.',
  'verify.account.email.subject': 'أكّد بريدك الإلكتروني في مودة',
  'verify.account.email.text':
    'السلام عليكم،\n\nافتح هذا الرابط لتأكيد بريدك الإلكتروني في مودة: {link}\n\nيعمل الرابط مرة واحدة خلال 24 ساعة. إن لم تطلبه، فتجاهل هذه الرسالة.',
  'verify.account.sms': 'مودة: رمز التحقق من هاتفك هو {code}، صالح لمدة 10 دقائق.',
};

const ur: Catalog = {
  'field.emailCode': 'ای میل کوڈ',
  'field.phoneCode': 'فون کوڈ',
  'field.code': 'کوڈ',
  'field.token': 'لنک',
  'field.registrationId': 'رجسٹریشن',
  'verify.validation.code': 'براہ کرم وہ 6 ہندسوں کا کوڈ درج کریں جو ہم نے آپ کو بھیجا ہے۔',
  'verify.error.invalidCode': 'یہ کوڈ درست نہیں۔ ہمارا بھیجا ہوا پیغام دیکھ کر دوبارہ کوشش کریں۔',
  'verify.error.registrationExpired':
    'اس رجسٹریشن کی مدت ختم ہو گئی ہے یا یہ پہلے ہی مکمل ہو چکی ہے۔ براہ کرم رجسٹریشن فارم دوبارہ پُر کریں۔',
  'verify.error.codeExpired': 'اس کوڈ کی مدت ختم ہو گئی ہے۔ براہ کرم نیا کوڈ منگوائیں۔',
  'verify.error.linkInvalid':
    'یہ لنک درست نہیں، اس کی مدت ختم ہو گئی ہے یا یہ پہلے استعمال ہو چکا ہے۔ براہ کرم نیا لنک منگوائیں۔',
  'verify.error.alreadyVerified': 'اس کی تصدیق پہلے ہی ہو چکی ہے۔',
  'verify.error.noPhone': 'اس اکاؤنٹ میں تصدیق کے لیے کوئی فون نمبر نہیں۔',
  'verify.register.email.subject': 'مودّہ پر آپ کا رجسٹریشن کوڈ',
  'verify.register.email.text':
    'السلام علیکم،\n\nمودّہ پر اپنی رجسٹریشن مکمل کرنے کے لیے آپ کا کوڈ {code} ہے۔ یہ 30 منٹ تک کارآمد ہے۔\n\nیا یہ لنک اسی ڈیوائس پر کھولیں جس سے آپ نے رجسٹریشن کی: {link}\n\nاگر آپ نے رجسٹریشن نہیں کی تو اس پیغام کو نظر انداز کریں۔',
  'verify.register.sms': 'مودّہ: آپ کا رجسٹریشن کوڈ {code} ہے۔ یہ 30 منٹ تک کارآمد ہے۔',
  'verify.notice.email.subject': 'کسی نے آپ کی ای میل سے رجسٹر کرنے کی کوشش کی',
  'verify.notice.email.text':
    'السلام علیکم،\n\nکسی نے اس ای میل سے مودّہ پر نیا اکاؤنٹ بنانے کی کوشش کی، جبکہ اس ای میل کا اکاؤنٹ پہلے سے موجود ہے۔ اگر یہ آپ تھے تو سائن اِن کریں ({link}) یا اپنا پاس ورڈ ری سیٹ کریں۔\n\nاگر یہ آپ نہیں تھے تو اس پیغام کو نظر انداز کریں: آپ کا اکاؤنٹ ویسا ہی ہے۔',
  'verify.notice.sms':
    'مودّہ: کسی نے اس نمبر سے رجسٹر کرنے کی کوشش کی، جبکہ اس نمبر کا اکاؤنٹ پہلے سے موجود ہے۔ اگر یہ آپ تھے تو سائن اِن کریں یا پاس ورڈ ری سیٹ کریں۔',
  'verify.account.email.subject': 'مودّہ پر اپنی ای میل کی تصدیق کریں',
  'verify.account.email.text':
    'السلام علیکم،\n\nمودّہ پر اپنی ای میل کی تصدیق کے لیے یہ لنک کھولیں: {link}\n\nیہ لنک 24 گھنٹوں میں ایک ہی بار کام کرتا ہے۔ اگر آپ نے یہ نہیں مانگا تو اس پیغام کو نظر انداز کریں۔',
  'verify.account.sms': 'مودّہ: آپ کے فون کی تصدیق کا کوڈ {code} ہے۔ یہ 10 منٹ تک کارآمد ہے۔',
};

const fa: Catalog = {
  'field.emailCode': 'کد ایمیل',
  'field.phoneCode': 'کد تلفن',
  'field.code': 'کد',
  'field.token': 'پیوند',
  'field.registrationId': 'ثبت‌نام',
  'verify.validation.code': 'لطفاً کد ۶ رقمی‌ای را که برایتان فرستادیم وارد کنید.',
  'verify.error.invalidCode': 'این کد درست نیست. پیامی را که فرستادیم بررسی کنید و دوباره تلاش کنید.',
  'verify.error.registrationExpired':
    'مهلت این ثبت‌نام تمام شده یا پیش‌تر کامل شده است. لطفاً فرم ثبت‌نام را دوباره پر کنید.',
  'verify.error.codeExpired': 'مهلت این کد تمام شده است. لطفاً کد تازه‌ای بخواهید.',
  'verify.error.linkInvalid':
    'این پیوند معتبر نیست، مهلتش تمام شده یا پیش‌تر استفاده شده است. لطفاً پیوند تازه‌ای بخواهید.',
  'verify.error.alreadyVerified': 'این مورد پیش‌تر تأیید شده است.',
  'verify.error.noPhone': 'این حساب شماره تلفنی برای تأیید ندارد.',
  'verify.register.email.subject': 'کد ثبت‌نام شما در موده',
  'verify.register.email.text':
    'سلام علیکم،\n\nکد تکمیل ثبت‌نام شما در موده {code} است و تا ۳۰ دقیقه اعتبار دارد.\n\nیا این پیوند را در همان دستگاهی که با آن ثبت‌نام کردید باز کنید: {link}\n\nاگر شما ثبت‌نام نکرده‌اید، این پیام را نادیده بگیرید.',
  'verify.register.sms': 'موده: کد ثبت‌نام شما {code} است و تا ۳۰ دقیقه اعتبار دارد.',
  'verify.notice.email.subject': 'کسی کوشید با ایمیل شما ثبت‌نام کند',
  'verify.notice.email.text':
    'سلام علیکم،\n\nکسی کوشید با این نشانی ایمیل حساب تازه‌ای در موده بسازد، اما این ایمیل از پیش حساب دارد. اگر خودتان بودید، وارد شوید ({link}) یا گذرواژه‌تان را بازنشانی کنید.\n\nاگر شما نبودید، این پیام را نادیده بگیرید: حساب شما تغییری نکرده است.',
  'verify.notice.sms':
    'موده: کسی کوشید با این شماره ثبت‌نام کند، اما این شماره از پیش حساب دارد. اگر خودتان بودید، وارد شوید یا گذرواژه را بازنشانی کنید.',
  'verify.account.email.subject': 'ایمیل خود را در موده تأیید کنید',
  'verify.account.email.text':
    'سلام علیکم،\n\nبرای تأیید نشانی ایمیل خود در موده این پیوند را باز کنید: {link}\n\nاین پیوند تنها یک بار و تا ۲۴ ساعت کار می‌کند. اگر آن را درخواست نکرده‌اید، این پیام را نادیده بگیرید.',
  'verify.account.sms': 'موده: کد تأیید تلفن شما {code} است و تا ۱۰ دقیقه اعتبار دارد.',
};

const tr: Catalog = {
  'field.emailCode': 'E-posta kodu',
  'field.phoneCode': 'Telefon kodu',
  'field.code': 'Kod',
  'field.token': 'Bağlantı',
  'field.registrationId': 'Kayıt',
  'verify.validation.code': 'Lütfen size gönderdiğimiz 6 haneli kodu girin.',
  'verify.error.invalidCode': 'Bu kod doğru değil. Gönderdiğimiz mesajı kontrol edip yeniden deneyin.',
  'verify.error.registrationExpired':
    'Bu kaydın süresi doldu ya da kayıt zaten tamamlandı. Lütfen kayıt formunu yeniden doldurun.',
  'verify.error.codeExpired': 'Bu kodun süresi doldu. Lütfen yeni bir kod isteyin.',
  'verify.error.linkInvalid':
    'Bu bağlantı geçerli değil, süresi doldu ya da zaten kullanıldı. Lütfen yeni bir bağlantı isteyin.',
  'verify.error.alreadyVerified': 'Bu zaten doğrulandı.',
  'verify.error.noPhone': 'Bu hesapta doğrulanacak bir telefon numarası yok.',
  'verify.register.email.subject': 'Mawadda kayıt kodunuz',
  'verify.register.email.text':
    'Esselamü aleyküm,\n\nMawadda kaydınızı tamamlamak için kodunuz {code}. Kod 30 dakika geçerlidir.\n\nYa da bu bağlantıyı kayıt olduğunuz cihazda açın: {link}\n\nKayıt olan siz değilseniz bu mesajı dikkate almayın.',
  'verify.register.sms': 'Mawadda: kayıt kodunuz {code}. 30 dakika geçerlidir.',
  'verify.notice.email.subject': 'Birisi e-postanızla kayıt olmaya çalıştı',
  'verify.notice.email.text':
    'Esselamü aleyküm,\n\nBirisi bu e-posta adresiyle Mawadda’da yeni bir hesap açmaya çalıştı, ancak bu adresin zaten bir hesabı var. Siz idiyseniz giriş yapın ({link}) ya da şifrenizi sıfırlayın.\n\nSiz değilseniz bu mesajı dikkate almayın: hesabınız değişmedi.',
  'verify.notice.sms':
    'Mawadda: birisi bu numarayla kayıt olmaya çalıştı, ancak bu numaranın zaten bir hesabı var. Siz idiyseniz giriş yapın ya da şifrenizi sıfırlayın.',
  'verify.account.email.subject': 'Mawadda’da e-postanızı doğrulayın',
  'verify.account.email.text':
    'Esselamü aleyküm,\n\nMawadda’daki e-posta adresinizi doğrulamak için bu bağlantıyı açın: {link}\n\nBağlantı 24 saat içinde yalnızca bir kez çalışır. Siz istemediyseniz bu mesajı dikkate almayın.',
  'verify.account.sms': 'Mawadda: telefon doğrulama kodunuz {code}. 10 dakika geçerlidir.',
};

export const verifyMessages: { en: typeof en; ar: Catalog; ur: Catalog; fa: Catalog; tr: Catalog } = {
  en,
  ar,
  ur,
  fa,
  tr,
};
