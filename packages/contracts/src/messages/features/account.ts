import type { Message } from '../message.js';

/**
 * The account feature's texts in five languages (services/auth README: Account security), kept
 * together and spread into the catalogues. `account.reset|change|passwordChanged|changed.*` are
 * mail and SMS texts; the others answer the API.
 */
const en = {
  'account.title': 'Account and security',
  'field.newEmail': 'New email',
  'field.newPhone': 'New phone number',
  'account.error.sameEmail': 'This is already your email address.',
  'account.error.samePhone': 'This is already your phone number.',
  'account.reset.email.subject': 'Your Mawadda password reset code',
  'account.reset.email.text':
    'Assalamu alaikum,\n\nYour code to set a new password on Mawadda is {code}. It works for 15 minutes.\n\nIf you did not ask for it, ignore this message: your password stays as it is.',
  'account.reset.sms':
    'Mawadda: your password reset code is {code}. It works for 15 minutes. If you did not ask for it, ignore this message.',
  'account.passwordChanged.email.subject': 'Your Mawadda password was changed',
  'account.passwordChanged.email.text':
    'Assalamu alaikum,\n\nThe password of your Mawadda account was just changed, and every device signed in to it was signed out.\n\nNot you? Set a new password at once with “Forgot password?” on the sign-in page: {link}',
  'account.passwordChanged.sms':
    'Mawadda: your password was changed and every device signed out. Not you? Set a new one at once with “Forgot password?” on the sign-in page.',
  'account.change.email.subject': 'Confirm your new email on Mawadda',
  'account.change.email.text':
    'Assalamu alaikum,\n\nYour code to make this address the email of your Mawadda account is {code}. It works for 15 minutes.\n\nIf you did not ask for it, ignore this message.',
  'account.change.sms': 'Mawadda: your code to confirm this phone number is {code}. It works for 15 minutes.',
  'account.changed.email.subject': 'Your Mawadda email was changed',
  'account.changed.email.text':
    'Assalamu alaikum,\n\nThe email of your Mawadda account was changed to {address}.\n\nNot you? Set a new password at once with “Forgot password?” on the sign-in page, using your phone number: {link}',
  'account.changed.email.sms':
    'Mawadda: the email of your account was changed to {address}. Not you? Set a new password at once with “Forgot password?” on the sign-in page.',
  'account.changed.phone.subject': 'Your Mawadda phone number was changed',
  'account.changed.phone.text':
    'Assalamu alaikum,\n\nThe phone number of your Mawadda account was changed to {address}.\n\nNot you? Set a new password at once with “Forgot password?” on the sign-in page: {link}',
  'account.changed.phone.sms':
    'Mawadda: the phone number of your account was changed to {address}. Not you? Set a new password at once with “Forgot password?” on the sign-in page.',
} as const satisfies Record<string, Message>;

type Catalog = Record<keyof typeof en, Message>;

const ar: Catalog = {
  'account.title': 'الحساب والأمان',
  'field.newEmail': 'البريد الإلكتروني الجديد',
  'field.newPhone': 'رقم الهاتف الجديد',
  'account.error.sameEmail': 'هذا هو بريدك الإلكتروني الحالي.',
  'account.error.samePhone': 'هذا هو رقم هاتفك الحالي.',
  'account.reset.email.subject': 'رمز إعادة تعيين كلمة المرور في مودة',
  'account.reset.email.text':
    'السلام عليكم،\n\nرمز تعيين كلمة مرور جديدة لحسابك في مودة هو {code}، وهو صالح لمدة 15 دقيقة.\n\nإن لم تطلبه، فتجاهل هذه الرسالة: كلمة مرورك باقية كما هي.',
  'account.reset.sms':
    'مودة: رمز إعادة تعيين كلمة المرور هو {code}، صالح لمدة 15 دقيقة. إن لم تطلبه، فتجاهل هذه الرسالة.',
  'account.passwordChanged.email.subject': 'تم تغيير كلمة المرور في مودة',
  'account.passwordChanged.email.text':
    'السلام عليكم،\n\nتم للتو تغيير كلمة مرور حسابك في مودة، وخرجت كل الأجهزة التي كانت مسجّلة الدخول إليه.\n\nلست أنت؟ عيّن كلمة مرور جديدة فورًا عبر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول: {link}',
  'account.passwordChanged.sms':
    'مودة: تم تغيير كلمة مرورك وخرجت كل الأجهزة. لست أنت؟ عيّن كلمة مرور جديدة فورًا عبر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول.',
  'account.change.email.subject': 'أكّد بريدك الإلكتروني الجديد في مودة',
  'account.change.email.text':
    'السلام عليكم،\n\nرمز اعتماد هذا العنوان بريدًا إلكترونيًا لحسابك في مودة هو {code}، وهو صالح لمدة 15 دقيقة.\n\nإن لم تطلبه، فتجاهل هذه الرسالة.',
  'account.change.sms': 'مودة: رمز تأكيد رقم الهاتف هذا هو {code}، صالح لمدة 15 دقيقة.',
  'account.changed.email.subject': 'تم تغيير بريدك الإلكتروني في مودة',
  'account.changed.email.text':
    'السلام عليكم،\n\nتم تغيير البريد الإلكتروني لحسابك في مودة إلى {address}.\n\nلست أنت؟ عيّن كلمة مرور جديدة فورًا عبر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول مستخدمًا رقم هاتفك: {link}',
  'account.changed.email.sms':
    'مودة: تم تغيير البريد الإلكتروني لحسابك إلى {address}. لست أنت؟ عيّن كلمة مرور جديدة فورًا عبر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول.',
  'account.changed.phone.subject': 'تم تغيير رقم هاتفك في مودة',
  'account.changed.phone.text':
    'السلام عليكم،\n\nتم تغيير رقم هاتف حسابك في مودة إلى {address}.\n\nلست أنت؟ عيّن كلمة مرور جديدة فورًا عبر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول: {link}',
  'account.changed.phone.sms':
    'مودة: تم تغيير رقم هاتف حسابك إلى {address}. لست أنت؟ عيّن كلمة مرور جديدة فورًا عبر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول.',
};

const ur: Catalog = {
  'account.title': 'اکاؤنٹ اور سیکیورٹی',
  'field.newEmail': 'نئی ای میل',
  'field.newPhone': 'نیا فون نمبر',
  'account.error.sameEmail': 'یہ پہلے ہی آپ کی ای میل ہے۔',
  'account.error.samePhone': 'یہ پہلے ہی آپ کا فون نمبر ہے۔',
  'account.reset.email.subject': 'مودّہ پر پاس ورڈ ری سیٹ کرنے کا کوڈ',
  'account.reset.email.text':
    'السلام علیکم،\n\nمودّہ پر نیا پاس ورڈ بنانے کے لیے آپ کا کوڈ {code} ہے۔ یہ 15 منٹ تک کارآمد ہے۔\n\nاگر آپ نے یہ نہیں مانگا تو اس پیغام کو نظر انداز کریں: آپ کا پاس ورڈ جوں کا توں رہے گا۔',
  'account.reset.sms':
    'مودّہ: پاس ورڈ ری سیٹ کرنے کا کوڈ {code} ہے۔ یہ 15 منٹ تک کارآمد ہے۔ اگر آپ نے یہ نہیں مانگا تو اسے نظر انداز کریں۔',
  'account.passwordChanged.email.subject': 'مودّہ پر آپ کا پاس ورڈ بدل دیا گیا',
  'account.passwordChanged.email.text':
    'السلام علیکم،\n\nآپ کے مودّہ اکاؤنٹ کا پاس ورڈ ابھی بدلا گیا ہے، اور اس میں سائن اِن ہر ڈیوائس سائن آؤٹ ہو گئی ہے۔\n\nیہ آپ نہیں تھے؟ سائن اِن صفحے پر «پاس ورڈ بھول گئے؟» سے فوراً نیا پاس ورڈ بنائیں: {link}',
  'account.passwordChanged.sms':
    'مودّہ: آپ کا پاس ورڈ بدل دیا گیا اور ہر ڈیوائس سائن آؤٹ ہو گئی۔ یہ آپ نہیں تھے؟ سائن اِن صفحے پر «پاس ورڈ بھول گئے؟» سے فوراً نیا پاس ورڈ بنائیں۔',
  'account.change.email.subject': 'مودّہ پر اپنی نئی ای میل کی تصدیق کریں',
  'account.change.email.text':
    'السلام علیکم،\n\nاس پتے کو اپنے مودّہ اکاؤنٹ کی ای میل بنانے کا کوڈ {code} ہے۔ یہ 15 منٹ تک کارآمد ہے۔\n\nاگر آپ نے یہ نہیں مانگا تو اس پیغام کو نظر انداز کریں۔',
  'account.change.sms': 'مودّہ: اس فون نمبر کی تصدیق کا کوڈ {code} ہے۔ یہ 15 منٹ تک کارآمد ہے۔',
  'account.changed.email.subject': 'مودّہ پر آپ کی ای میل بدل دی گئی',
  'account.changed.email.text':
    'السلام علیکم،\n\nآپ کے مودّہ اکاؤنٹ کی ای میل بدل کر {address} کر دی گئی ہے۔\n\nیہ آپ نہیں تھے؟ اپنے فون نمبر کے ساتھ سائن اِن صفحے پر «پاس ورڈ بھول گئے؟» سے فوراً نیا پاس ورڈ بنائیں: {link}',
  'account.changed.email.sms':
    'مودّہ: آپ کے اکاؤنٹ کی ای میل بدل کر {address} کر دی گئی ہے۔ یہ آپ نہیں تھے؟ سائن اِن صفحے پر «پاس ورڈ بھول گئے؟» سے فوراً نیا پاس ورڈ بنائیں۔',
  'account.changed.phone.subject': 'مودّہ پر آپ کا فون نمبر بدل دیا گیا',
  'account.changed.phone.text':
    'السلام علیکم،\n\nآپ کے مودّہ اکاؤنٹ کا فون نمبر بدل کر {address} کر دیا گیا ہے۔\n\nیہ آپ نہیں تھے؟ سائن اِن صفحے پر «پاس ورڈ بھول گئے؟» سے فوراً نیا پاس ورڈ بنائیں: {link}',
  'account.changed.phone.sms':
    'مودّہ: آپ کے اکاؤنٹ کا فون نمبر بدل کر {address} کر دیا گیا ہے۔ یہ آپ نہیں تھے؟ سائن اِن صفحے پر «پاس ورڈ بھول گئے؟» سے فوراً نیا پاس ورڈ بنائیں۔',
};

const fa: Catalog = {
  'account.title': 'حساب و امنیت',
  'field.newEmail': 'ایمیل تازه',
  'field.newPhone': 'شماره تلفن تازه',
  'account.error.sameEmail': 'این همین حالا ایمیل شماست.',
  'account.error.samePhone': 'این همین حالا شماره تلفن شماست.',
  'account.reset.email.subject': 'کد بازنشانی گذرواژه در موده',
  'account.reset.email.text':
    'سلام علیکم،\n\nکد شما برای گذاشتن گذرواژه تازه در موده {code} است و تا ۱۵ دقیقه اعتبار دارد.\n\nاگر آن را نخواسته‌اید، این پیام را نادیده بگیرید: گذرواژه‌تان همان می‌ماند.',
  'account.reset.sms':
    'موده: کد بازنشانی گذرواژه شما {code} است و تا ۱۵ دقیقه اعتبار دارد. اگر آن را نخواسته‌اید، این پیام را نادیده بگیرید.',
  'account.passwordChanged.email.subject': 'گذرواژه شما در موده تغییر کرد',
  'account.passwordChanged.email.text':
    'سلام علیکم،\n\nگذرواژه حساب شما در موده همین حالا تغییر کرد و همه دستگاه‌هایی که با آن وارد شده بودند خارج شدند.\n\nشما نبودید؟ همین حالا با «گذرواژه را فراموش کرده‌اید؟» در صفحه ورود گذرواژه تازه‌ای بگذارید: {link}',
  'account.passwordChanged.sms':
    'موده: گذرواژه شما تغییر کرد و همه دستگاه‌ها خارج شدند. شما نبودید؟ همین حالا با «گذرواژه را فراموش کرده‌اید؟» در صفحه ورود گذرواژه تازه‌ای بگذارید.',
  'account.change.email.subject': 'ایمیل تازه خود را در موده تأیید کنید',
  'account.change.email.text':
    'سلام علیکم،\n\nکد شما برای اینکه این نشانی ایمیل حساب موده‌تان شود {code} است و تا ۱۵ دقیقه اعتبار دارد.\n\nاگر آن را نخواسته‌اید، این پیام را نادیده بگیرید.',
  'account.change.sms': 'موده: کد تأیید این شماره تلفن {code} است و تا ۱۵ دقیقه اعتبار دارد.',
  'account.changed.email.subject': 'ایمیل شما در موده تغییر کرد',
  'account.changed.email.text':
    'سلام علیکم،\n\nایمیل حساب شما در موده به {address} تغییر کرد.\n\nشما نبودید؟ همین حالا با «گذرواژه را فراموش کرده‌اید؟» در صفحه ورود و با شماره تلفن خود گذرواژه تازه‌ای بگذارید: {link}',
  'account.changed.email.sms':
    'موده: ایمیل حساب شما به {address} تغییر کرد. شما نبودید؟ همین حالا با «گذرواژه را فراموش کرده‌اید؟» در صفحه ورود گذرواژه تازه‌ای بگذارید.',
  'account.changed.phone.subject': 'شماره تلفن شما در موده تغییر کرد',
  'account.changed.phone.text':
    'سلام علیکم،\n\nشماره تلفن حساب شما در موده به {address} تغییر کرد.\n\nشما نبودید؟ همین حالا با «گذرواژه را فراموش کرده‌اید؟» در صفحه ورود گذرواژه تازه‌ای بگذارید: {link}',
  'account.changed.phone.sms':
    'موده: شماره تلفن حساب شما به {address} تغییر کرد. شما نبودید؟ همین حالا با «گذرواژه را فراموش کرده‌اید؟» در صفحه ورود گذرواژه تازه‌ای بگذارید.',
};

const tr: Catalog = {
  'account.title': 'Hesap ve güvenlik',
  'field.newEmail': 'Yeni e-posta',
  'field.newPhone': 'Yeni telefon numarası',
  'account.error.sameEmail': 'Bu zaten e-posta adresiniz.',
  'account.error.samePhone': 'Bu zaten telefon numaranız.',
  'account.reset.email.subject': 'Mawadda şifre sıfırlama kodunuz',
  'account.reset.email.text':
    'Esselamü aleyküm,\n\nMawadda’da yeni bir şifre belirlemek için kodunuz {code}. 15 dakika geçerlidir.\n\nBunu siz istemediyseniz bu mesajı dikkate almayın: şifreniz olduğu gibi kalır.',
  'account.reset.sms':
    'Mawadda: şifre sıfırlama kodunuz {code}. 15 dakika geçerlidir. Bunu siz istemediyseniz bu mesajı dikkate almayın.',
  'account.passwordChanged.email.subject': 'Mawadda şifreniz değiştirildi',
  'account.passwordChanged.email.text':
    'Esselamü aleyküm,\n\nMawadda hesabınızın şifresi az önce değiştirildi ve hesaba giriş yapmış tüm cihazların oturumu kapatıldı.\n\nSiz değil misiniz? Giriş sayfasındaki “Şifremi unuttum” ile hemen yeni bir şifre belirleyin: {link}',
  'account.passwordChanged.sms':
    'Mawadda: şifreniz değiştirildi ve tüm cihazların oturumu kapatıldı. Siz değil misiniz? Giriş sayfasındaki “Şifremi unuttum” ile hemen yeni bir şifre belirleyin.',
  'account.change.email.subject': 'Mawadda’da yeni e-postanızı doğrulayın',
  'account.change.email.text':
    'Esselamü aleyküm,\n\nBu adresi Mawadda hesabınızın e-postası yapmak için kodunuz {code}. 15 dakika geçerlidir.\n\nBunu siz istemediyseniz bu mesajı dikkate almayın.',
  'account.change.sms': 'Mawadda: bu telefon numarasını doğrulama kodunuz {code}. 15 dakika geçerlidir.',
  'account.changed.email.subject': 'Mawadda e-postanız değiştirildi',
  'account.changed.email.text':
    'Esselamü aleyküm,\n\nMawadda hesabınızın e-postası {address} olarak değiştirildi.\n\nSiz değil misiniz? Giriş sayfasındaki “Şifremi unuttum” ile telefon numaranızı kullanarak hemen yeni bir şifre belirleyin: {link}',
  'account.changed.email.sms':
    'Mawadda: hesabınızın e-postası {address} olarak değiştirildi. Siz değil misiniz? Giriş sayfasındaki “Şifremi unuttum” ile hemen yeni bir şifre belirleyin.',
  'account.changed.phone.subject': 'Mawadda telefon numaranız değiştirildi',
  'account.changed.phone.text':
    'Esselamü aleyküm,\n\nMawadda hesabınızın telefon numarası {address} olarak değiştirildi.\n\nSiz değil misiniz? Giriş sayfasındaki “Şifremi unuttum” ile hemen yeni bir şifre belirleyin: {link}',
  'account.changed.phone.sms':
    'Mawadda: hesabınızın telefon numarası {address} olarak değiştirildi. Siz değil misiniz? Giriş sayfasındaki “Şifremi unuttum” ile hemen yeni bir şifre belirleyin.',
};

export const accountMessages: { en: typeof en; ar: Catalog; ur: Catalog; fa: Catalog; tr: Catalog } = {
  en,
  ar,
  ur,
  fa,
  tr,
};
