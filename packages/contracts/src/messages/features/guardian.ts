import type { Message } from '../message.js';

/**
 * The guardian feature's texts in five languages, kept in one file so its keys travel together; the
 * locale catalogues spread them in.
 */
const en = {
  // H4b: guardian approvals (chat, profile, notify).
  'chat.refused.awaiting_guardian':
    "This member's guardian has not answered your request yet. You can write again once it is approved.",
  'chat.refused.guardian_declined':
    "This member's guardian declined your request. You may ask again 30 days after the answer.",
  'guardian.requestDecided': 'This request has already been answered.',
  'guardian.requestWithdrawn':
    'This request was withdrawn: the two members can no longer be in contact, so there is nothing left to answer.',
  'notify.email.guardian.request.subject': 'A request waits for your approval',
  'notify.email.guardian.request.body':
    'A member you are guardian of has a new request waiting for your approval: {link}',
  'notify.email.guardian.decision.subject': 'A guardian answered a request',
  'notify.email.guardian.decision.body': 'A request concerning you was answered. See it here: {link}',
  // H4a: the guardian link (auth).
  'guardian.link.invite.email.subject': '{name} invites you to be their guardian on Mawadda',
  'guardian.link.invite.email.text':
    'Assalamu alaikum,\n\n{name} has asked you to be their guardian (wali) on Mawadda. As guardian you can approve new conversations and who sees their photos and CV, as {name} chooses.\n\nTo accept, open this link within 7 days: {link}\n\nIf you do not know {name}, ignore this message.',
  'guardian.link.invite.sms':
    'Mawadda: {name} invites you to be their guardian. Accept within 7 days: {link}',
  'guardian.link.ended.email.subject': 'Your guardianship on Mawadda has ended',
  'guardian.link.ended.email.text':
    'Assalamu alaikum,\n\nYou are no longer the guardian of {name} on Mawadda. You will not receive their requests any more.',
  'guardian.link.ended.sms': 'Mawadda: you are no longer the guardian of {name}.',
  'guardian.link.error.inviteUnknown': 'This invitation link is not valid or was already used.',
  'guardian.link.error.inviteExpired': 'This invitation has expired. Please ask for a new one.',
  'guardian.link.error.signInRequired':
    'A guardian account already uses this address. Please sign in to accept.',
  'guardian.link.error.addressUnavailable': 'This address cannot be used for a guardian account.',
  'guardian.link.error.roleRequired':
    'Only a guardian account can accept an invitation. Please sign out first.',
  'guardian.link.error.locked': 'Your guardian settings are locked until {lockedUntil}.',
  'guardian.link.error.alreadyLinked': 'You already have a guardian. End that link before inviting another.',
  'guardian.link.error.notLinked': 'You have no guardian linked.',
  'guardian.link.error.otherAddress':
    'This invitation was sent to another email or phone than this guardian account holds. Sign in with the account of the invited address, or sign out and create one from the link.',
  'guardian.link.code.email.subject': "Your code to accept {name}'s invitation on Mawadda",
  'guardian.link.code.email.text':
    "Assalamu alaikum,\n\nYour code to accept {name}'s invitation to be their guardian on Mawadda: {code}\n\nIt works for 15 minutes. If you did not ask for it, ignore this message: without the code nobody can accept in your name.",
  'guardian.link.code.sms':
    "Mawadda: your code to accept {name}'s invitation is {code}. It works for 15 minutes.",
} as const satisfies Record<string, Message>;

type Catalog = Record<keyof typeof en, Message>;

export const guardianMessages: { en: typeof en; ar: Catalog; ur: Catalog; fa: Catalog; tr: Catalog } = {
  en,
  ar: {
    // H4b: guardian approvals (chat, profile, notify).
    'chat.refused.awaiting_guardian': 'لم يُجب وليّ هذا العضو على طلبك بعد. يمكنك الكتابة مجددًا بعد موافقته.',
    'chat.refused.guardian_declined': 'رفض وليّ هذا العضو طلبك. يمكنك الطلب مجددًا بعد 30 يومًا من الرد.',
    'guardian.requestDecided': 'تمت الإجابة على هذا الطلب من قبل.',
    'guardian.requestWithdrawn': 'سُحب هذا الطلب: لم يعد التواصل بين العضوين ممكنًا، فلم يبقَ ما يُجاب عنه.',
    'notify.email.guardian.request.subject': 'طلب ينتظر موافقتك',
    'notify.email.guardian.request.body': 'لدى أحد من أنت وليّهم طلب جديد ينتظر موافقتك: {link}',
    'notify.email.guardian.decision.subject': 'أجاب الوليّ على طلب',
    'notify.email.guardian.decision.body': 'تمت الإجابة على طلب يخصّك. اطّلع عليه من هنا: {link}',
    // H4a: the guardian link (auth).
    'guardian.link.invite.email.subject': '{name} يدعوك لتكون وليّه على مودّة',
    'guardian.link.invite.email.text':
      'السلام عليكم،\n\nطلب {name} أن تكون وليّه على مودّة. بصفتك وليًّا يمكنك الموافقة على المحادثات الجديدة وعلى من يرى الصور والسيرة الذاتية، بحسب ما يختاره {name}.\n\nللقبول افتح هذا الرابط خلال 7 أيام: {link}\n\nإن كنت لا تعرف {name} فتجاهل هذه الرسالة.',
    'guardian.link.invite.sms': 'مودّة: {name} يدعوك لتكون وليّه. اقبل خلال 7 أيام: {link}',
    'guardian.link.ended.email.subject': 'انتهت ولايتك على مودّة',
    'guardian.link.ended.email.text':
      'السلام عليكم،\n\nلم تعد وليًّا لـ {name} على مودّة، ولن تصلك طلباته بعد الآن.',
    'guardian.link.ended.sms': 'مودّة: لم تعد وليًّا لـ {name}.',
    'guardian.link.error.inviteUnknown': 'رابط الدعوة غير صالح أو استُخدم من قبل.',
    'guardian.link.error.inviteExpired': 'انتهت صلاحية هذه الدعوة. يُرجى طلب دعوة جديدة.',
    'guardian.link.error.signInRequired': 'يوجد حساب وليّ يستخدم هذا العنوان. يُرجى تسجيل الدخول للقبول.',
    'guardian.link.error.addressUnavailable': 'لا يمكن استخدام هذا العنوان لحساب وليّ.',
    'guardian.link.error.roleRequired': 'لا يقبل الدعوة إلا حساب وليّ. يُرجى تسجيل الخروج أولًا.',
    'guardian.link.error.locked': 'إعدادات الوليّ مقفلة حتى {lockedUntil}.',
    'guardian.link.error.alreadyLinked': 'لديك وليّ بالفعل. أنهِ هذا الربط قبل دعوة غيره.',
    'guardian.link.error.notLinked': 'لا يوجد وليّ مرتبط بحسابك.',
    'guardian.link.error.otherAddress':
      'أُرسلت هذه الدعوة إلى بريد أو هاتف غير الذي يحمله حساب الوليّ هذا. سجّل الدخول بحساب العنوان المدعوّ، أو سجّل الخروج وأنشئ حسابًا من الرابط.',
    'guardian.link.code.email.subject': 'رمز قبول دعوة {name} على مودّة',
    'guardian.link.code.email.text':
      'السلام عليكم،\n\nرمز قبول دعوة {name} لتكون وليّه على مودّة: {code}\n\nيصلح الرمز 15 دقيقة. إن لم تطلبه فتجاهل هذه الرسالة: لا يستطيع أحد القبول باسمك دون الرمز.',
    'guardian.link.code.sms': 'مودّة: رمز قبول دعوة {name} هو {code}. يصلح 15 دقيقة.',
  },
  ur: {
    // H4b: guardian approvals (chat, profile, notify).
    'chat.refused.awaiting_guardian':
      'اس رکن کے ولی نے ابھی آپ کی درخواست کا جواب نہیں دیا۔ منظوری کے بعد آپ دوبارہ لکھ سکتے ہیں۔',
    'chat.refused.guardian_declined':
      'اس رکن کے ولی نے آپ کی درخواست رد کر دی۔ جواب کے 30 دن بعد آپ دوبارہ درخواست کر سکتے ہیں۔',
    'guardian.requestDecided': 'اس درخواست کا جواب پہلے ہی دیا جا چکا ہے۔',
    'guardian.requestWithdrawn':
      'یہ درخواست واپس لے لی گئی: دونوں اراکین کا آپس میں رابطہ اب ممکن نہیں، اس لیے جواب دینے کو کچھ باقی نہیں۔',
    'notify.email.guardian.request.subject': 'ایک درخواست آپ کی منظوری کی منتظر ہے',
    'notify.email.guardian.request.body':
      'جس رکن کے آپ ولی ہیں، ان کی ایک نئی درخواست آپ کی منظوری کی منتظر ہے: {link}',
    'notify.email.guardian.decision.subject': 'ولی نے ایک درخواست کا جواب دیا',
    'notify.email.guardian.decision.body': 'آپ سے متعلق ایک درخواست کا جواب دیا گیا۔ یہاں دیکھیں: {link}',
    // H4a: the guardian link (auth).
    'guardian.link.invite.email.subject': '{name} آپ کو مودّہ پر اپنا ولی بننے کی دعوت دیتے ہیں',
    'guardian.link.invite.email.text':
      'السلام علیکم،\n\n{name} نے آپ سے مودّہ پر اپنا ولی بننے کی درخواست کی ہے۔ ولی کے طور پر آپ نئی گفتگو اور تصاویر و سی وی دیکھنے والوں کی منظوری دے سکتے ہیں، جیسا {name} چاہیں۔\n\nقبول کرنے کے لیے یہ لنک 7 دن کے اندر کھولیں: {link}\n\nاگر آپ {name} کو نہیں جانتے تو اس پیغام کو نظر انداز کریں۔',
    'guardian.link.invite.sms':
      'مودّہ: {name} آپ کو اپنا ولی بننے کی دعوت دیتے ہیں۔ 7 دن میں قبول کریں: {link}',
    'guardian.link.ended.email.subject': 'مودّہ پر آپ کی ولایت ختم ہو گئی',
    'guardian.link.ended.email.text':
      'السلام علیکم،\n\nآپ اب مودّہ پر {name} کے ولی نہیں ہیں۔ آپ کو ان کی درخواستیں مزید موصول نہیں ہوں گی۔',
    'guardian.link.ended.sms': 'مودّہ: آپ اب {name} کے ولی نہیں ہیں۔',
    'guardian.link.error.inviteUnknown': 'یہ دعوتی لنک درست نہیں یا پہلے استعمال ہو چکا ہے۔',
    'guardian.link.error.inviteExpired': 'اس دعوت کی مدت ختم ہو گئی ہے۔ براہ کرم نئی دعوت مانگیں۔',
    'guardian.link.error.signInRequired':
      'اس پتے پر پہلے سے ولی کا اکاؤنٹ موجود ہے۔ قبول کرنے کے لیے سائن ان کریں۔',
    'guardian.link.error.addressUnavailable': 'یہ پتہ ولی کے اکاؤنٹ کے لیے استعمال نہیں ہو سکتا۔',
    'guardian.link.error.roleRequired': 'صرف ولی کا اکاؤنٹ دعوت قبول کر سکتا ہے۔ پہلے سائن آؤٹ کریں۔',
    'guardian.link.error.locked': 'آپ کی ولی کی ترتیبات {lockedUntil} تک مقفل ہیں۔',
    'guardian.link.error.alreadyLinked':
      'آپ کا پہلے سے ایک ولی ہے۔ دوسرے کو دعوت دینے سے پہلے یہ ربط ختم کریں۔',
    'guardian.link.error.notLinked': 'آپ کے ساتھ کوئی ولی منسلک نہیں ہے۔',
    'guardian.link.error.otherAddress':
      'یہ دعوت کسی ایسے ای میل یا فون پر بھیجی گئی تھی جو اس ولی اکاؤنٹ کا نہیں ہے۔ دعوت والے پتے کے اکاؤنٹ سے سائن ان کریں، یا سائن آؤٹ کر کے لنک سے نیا اکاؤنٹ بنائیں۔',
    'guardian.link.code.email.subject': 'مودّہ پر {name} کی دعوت قبول کرنے کا کوڈ',
    'guardian.link.code.email.text':
      'السلام علیکم،\n\nمودّہ پر {name} کا ولی بننے کی دعوت قبول کرنے کے لیے آپ کا کوڈ: {code}\n\nیہ کوڈ 15 منٹ تک کام کرتا ہے۔ اگر آپ نے یہ نہیں مانگا تو اس پیغام کو نظر انداز کریں: کوڈ کے بغیر کوئی آپ کے نام سے قبول نہیں کر سکتا۔',
    'guardian.link.code.sms': 'مودّہ: {name} کی دعوت قبول کرنے کا کوڈ {code} ہے۔ یہ 15 منٹ تک کام کرتا ہے۔',
  },
  fa: {
    // H4b: guardian approvals (chat, profile, notify).
    'chat.refused.awaiting_guardian':
      'ولیّ این عضو هنوز به درخواست شما پاسخ نداده است. پس از تأیید می‌توانید دوباره بنویسید.',
    'chat.refused.guardian_declined':
      'ولیّ این عضو درخواست شما را رد کرد. ۳۰ روز پس از پاسخ می‌توانید دوباره درخواست دهید.',
    'guardian.requestDecided': 'به این درخواست قبلاً پاسخ داده شده است.',
    'guardian.requestWithdrawn':
      'این درخواست پس گرفته شد: ارتباط میان این دو عضو دیگر ممکن نیست، پس چیزی برای پاسخ دادن نمانده است.',
    'notify.email.guardian.request.subject': 'درخواستی در انتظار تأیید شماست',
    'notify.email.guardian.request.body':
      'عضوی که ولیّ او هستید درخواست تازه‌ای دارد که در انتظار تأیید شماست: {link}',
    'notify.email.guardian.decision.subject': 'ولی به درخواستی پاسخ داد',
    'notify.email.guardian.decision.body':
      'به درخواستی که به شما مربوط است پاسخ داده شد. اینجا ببینید: {link}',
    // H4a: the guardian link (auth).
    'guardian.link.invite.email.subject': '{name} شما را دعوت می‌کند تا ولیّ او در مودّت باشید',
    'guardian.link.invite.email.text':
      'سلام علیکم،\n\n{name} از شما خواسته است ولیّ او در مودّت باشید. به‌عنوان ولی می‌توانید گفتگوهای تازه و کسانی را که عکس‌ها و رزومه را می‌بینند تأیید کنید، هر طور که {name} انتخاب کند.\n\nبرای پذیرش، این پیوند را ظرف ۷ روز باز کنید: {link}\n\nاگر {name} را نمی‌شناسید، این پیام را نادیده بگیرید.',
    'guardian.link.invite.sms': 'مودّت: {name} شما را به ولایت خود دعوت می‌کند. ظرف ۷ روز بپذیرید: {link}',
    'guardian.link.ended.email.subject': 'ولایت شما در مودّت پایان یافت',
    'guardian.link.ended.email.text':
      'سلام علیکم،\n\nشما دیگر ولیّ {name} در مودّت نیستید و درخواست‌های او دیگر به شما نمی‌رسد.',
    'guardian.link.ended.sms': 'مودّت: شما دیگر ولیّ {name} نیستید.',
    'guardian.link.error.inviteUnknown': 'این پیوند دعوت معتبر نیست یا قبلاً استفاده شده است.',
    'guardian.link.error.inviteExpired': 'این دعوت منقضی شده است. لطفاً دعوت تازه‌ای بخواهید.',
    'guardian.link.error.signInRequired': 'یک حساب ولی با این نشانی وجود دارد. برای پذیرش وارد شوید.',
    'guardian.link.error.addressUnavailable': 'این نشانی برای حساب ولی قابل استفاده نیست.',
    'guardian.link.error.roleRequired': 'فقط حساب ولی می‌تواند دعوت را بپذیرد. لطفاً ابتدا خارج شوید.',
    'guardian.link.error.locked': 'تنظیمات ولی شما تا {lockedUntil} قفل است.',
    'guardian.link.error.alreadyLinked':
      'شما اکنون ولی دارید. پیش از دعوت از دیگری، این پیوند را پایان دهید.',
    'guardian.link.error.notLinked': 'هیچ ولی‌ای به حساب شما پیوند ندارد.',
    'guardian.link.error.otherAddress':
      'این دعوت به ایمیل یا تلفنی فرستاده شده که در این حساب ولی نیست. با حساب نشانیِ دعوت‌شده وارد شوید، یا خارج شوید و از پیوند حسابی بسازید.',
    'guardian.link.code.email.subject': 'کد پذیرش دعوت {name} در مودّت',
    'guardian.link.code.email.text':
      'سلام علیکم،\n\nکد شما برای پذیرش دعوت {name} به ولایت در مودّت: {code}\n\nاین کد ۱۵ دقیقه معتبر است. اگر آن را نخواسته‌اید، این پیام را نادیده بگیرید: بدون کد هیچ‌کس نمی‌تواند به نام شما بپذیرد.',
    'guardian.link.code.sms': 'مودّت: کد پذیرش دعوت {name}: {code}. ۱۵ دقیقه معتبر است.',
  },
  tr: {
    // H4b: guardian approvals (chat, profile, notify).
    'chat.refused.awaiting_guardian':
      'Bu üyenin velisi isteğinizi henüz yanıtlamadı. Onaylandığında yeniden yazabilirsiniz.',
    'chat.refused.guardian_declined':
      'Bu üyenin velisi isteğinizi reddetti. Yanıttan 30 gün sonra yeniden isteyebilirsiniz.',
    'guardian.requestDecided': 'Bu istek zaten yanıtlandı.',
    'guardian.requestWithdrawn':
      'Bu istek geri çekildi: iki üye artık iletişim kuramaz, yanıtlanacak bir şey kalmadı.',
    'notify.email.guardian.request.subject': 'Onayınızı bekleyen bir istek var',
    'notify.email.guardian.request.body':
      'Velisi olduğunuz bir üyenin onayınızı bekleyen yeni bir isteği var: {link}',
    'notify.email.guardian.decision.subject': 'Veli bir isteği yanıtladı',
    'notify.email.guardian.decision.body': 'Sizinle ilgili bir istek yanıtlandı. Buradan görün: {link}',
    // H4a: the guardian link (auth).
    'guardian.link.invite.email.subject': "{name} sizi Mawadda'da velisi olmaya davet ediyor",
    'guardian.link.invite.email.text':
      "Esselamu aleykum,\n\n{name}, Mawadda'da velisi olmanızı istedi. Veli olarak, {name} nasıl seçerse, yeni sohbetleri ve fotoğraflarını ve özgeçmişini kimlerin göreceğini onaylayabilirsiniz.\n\nKabul etmek için bu bağlantıyı 7 gün içinde açın: {link}\n\n{name} kişisini tanımıyorsanız bu mesajı dikkate almayın.",
    'guardian.link.invite.sms':
      'Mawadda: {name} sizi velisi olmaya davet ediyor. 7 gün içinde kabul edin: {link}',
    'guardian.link.ended.email.subject': "Mawadda'daki veliliğiniz sona erdi",
    'guardian.link.ended.email.text':
      "Esselamu aleykum,\n\nArtık Mawadda'da {name} kişisinin velisi değilsiniz. Talepleri artık size gelmeyecek.",
    'guardian.link.ended.sms': 'Mawadda: artık {name} kişisinin velisi değilsiniz.',
    'guardian.link.error.inviteUnknown': 'Bu davet bağlantısı geçersiz veya daha önce kullanılmış.',
    'guardian.link.error.inviteExpired': 'Bu davetin süresi doldu. Lütfen yeni bir davet isteyin.',
    'guardian.link.error.signInRequired':
      'Bu adresi kullanan bir veli hesabı zaten var. Kabul etmek için giriş yapın.',
    'guardian.link.error.addressUnavailable': 'Bu adres bir veli hesabı için kullanılamaz.',
    'guardian.link.error.roleRequired':
      'Daveti yalnızca bir veli hesabı kabul edebilir. Lütfen önce çıkış yapın.',
    'guardian.link.error.locked': 'Veli ayarlarınız {lockedUntil} tarihine kadar kilitli.',
    'guardian.link.error.alreadyLinked':
      'Zaten bir veliniz var. Başkasını davet etmeden önce bu bağı sonlandırın.',
    'guardian.link.error.notLinked': 'Hesabınıza bağlı bir veli yok.',
    'guardian.link.error.otherAddress':
      'Bu davet, bu veli hesabındakinden farklı bir e-posta veya telefona gönderildi. Davet edilen adresin hesabıyla giriş yapın ya da çıkış yapıp bağlantıdan yeni bir hesap oluşturun.',
    'guardian.link.code.email.subject': '{name} kişisinin Mawadda davetini kabul etme kodunuz',
    'guardian.link.code.email.text':
      "Esselamu aleykum,\n\n{name} kişisinin Mawadda'da velisi olma davetini kabul etmek için kodunuz: {code}\n\nKod 15 dakika geçerlidir. Bunu siz istemediyseniz bu mesajı dikkate almayın: kod olmadan kimse sizin adınıza kabul edemez.",
    'guardian.link.code.sms':
      'Mawadda: {name} kişisinin davetini kabul etme kodunuz {code}. 15 dakika geçerlidir.',
  },
};
