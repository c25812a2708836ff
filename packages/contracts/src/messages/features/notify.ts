import type { Message } from '../message.js';

/**
 * The notify feature's texts in five languages. `notify.email.*` mails carry no name and no message
 * text: the member reads them on the site, signed in. `feedback.reply.email.*` is the exception: a
 * guest has no account, so cms mails the reply with the guest's own message quoted.
 */
const en = {
  'notify.preferences.unknownKind': 'There is no notification of this kind',
  'notify.email.footer': 'You can choose which notifications reach you by email here: {settings}',
  'notify.email.follow.requested.subject': 'Someone asked to follow you',
  'notify.email.follow.requested.body':
    'A member asked to follow your profile. You can accept or decline the request here: {link}',
  'notify.email.follow.accepted.subject': 'Your follow request was accepted',
  'notify.email.follow.accepted.body':
    'A member accepted your request to follow them. See their profile here: {link}',
  'notify.email.conversation.started.subject': 'You have a new conversation',
  'notify.email.conversation.started.body': 'A member started a conversation with you. Read it here: {link}',
  'notify.email.reveal.requested.subject': 'A member asked to see your photos or CV',
  'notify.email.reveal.requested.body':
    'A member asked to see your private photos or CV. You decide who sees them: {link}',
  'notify.email.reveal.granted.subject': 'A member shared their photos or CV with you',
  'notify.email.reveal.granted.body':
    'A member opened their photos or CV to you. See their profile here: {link}',
  'notify.email.feedback.replied.subject': 'We replied to your message',
  'notify.email.feedback.replied.body': 'Our team replied to your message. Read the reply here: {link}',
  'notify.email.billing.notice.subject': 'News about your subscription',
  'notify.email.billing.notice.body':
    'There is news about your subscription or your free trial. See the details here: {link}',
  'notify.email.moderation.result.subject': 'The review of your profile is done',
  'notify.email.moderation.result.body':
    'Our team reviewed a photo or a text you added to your profile. See the result here: {link}',
  'notify.email.suggestions.ready.subject': 'Your suggestions for today are ready',
  'notify.email.suggestions.ready.body':
    "We picked today's suggestions for you: members who fit what you are looking for. See them here: {link}",
  'notify.email.pair.waiting.subject': 'A step on your path to nikah waits for you',
  'notify.email.pair.waiting.body':
    'A step on a path toward nikah waits for your answer. See it here: {link}',
  // Pushes to a device: no name, no message text (they show on a locked screen).
  'notify.push.unknownTopic': 'There is no push notification of this kind',
  'notify.push.badEndpoint': 'This push subscription address is not valid',
  'notify.push.badKey': "This push subscription's keys are not valid",
  'notify.push.chat.message.title': 'New message',
  'notify.push.chat.message.body': 'A member wrote to you on Mawadda.',
  'notify.push.guardian.decision.title': 'A request was answered',
  'notify.push.guardian.decision.body':
    'A guardian answered a request that concerns you. See the answer on Mawadda.',
  'notify.push.reveal.granted.title': 'Photos or CV shared with you',
  'notify.push.reveal.granted.body': 'A member opened their photos or CV to you.',
  'notify.push.suggestions.ready.title': "Today's suggestions are ready",
  'notify.push.suggestions.ready.body': "We picked today's suggestions for you on Mawadda.",
  // Staff's reply to a guest's message, mailed by cms (the reply's text follows the intro).
  'feedback.reply.email.subject': 'Our reply to your message ({reference})',
  'feedback.reply.email.greeting': 'Hello {name},',
  'feedback.reply.email.intro': 'Thank you for writing to Mawadda. Our team has replied to your message:',
  'feedback.reply.email.yourMessage': 'Your message:',
  'feedback.reply.email.footer':
    'Please do not reply to this email. To write to us again, use our contact page: {link}',
  'notify.email.story.agreement.subject': 'Your spouse wants to publish your story',
  'notify.email.story.agreement.body':
    'Your spouse agreed to publish your success story. Read it and agree too here: {link}',
  'notify.email.story.decision.subject': 'The review of your success story is done',
  'notify.email.story.decision.body': 'Our team reviewed your success story. See the result here: {link}',
} as const satisfies Record<string, Message>;

type Catalog = Record<keyof typeof en, Message>;

const ar: Catalog = {
  'notify.preferences.unknownKind': 'لا يوجد إشعار من هذا النوع',
  'notify.email.footer': 'يمكنك اختيار الإشعارات التي تصلك بالبريد الإلكتروني من هنا: {settings}',
  'notify.email.follow.requested.subject': 'طلب متابعة جديد',
  'notify.email.follow.requested.body':
    'طلب أحد الأعضاء متابعة ملفك الشخصي. يمكنك قبول الطلب أو رفضه من هنا: {link}',
  'notify.email.follow.accepted.subject': 'تم قبول طلب المتابعة',
  'notify.email.follow.accepted.body': 'قبل أحد الأعضاء طلبك لمتابعته. شاهد ملفه الشخصي من هنا: {link}',
  'notify.email.conversation.started.subject': 'لديك محادثة جديدة',
  'notify.email.conversation.started.body': 'بدأ أحد الأعضاء محادثة معك. اقرأها من هنا: {link}',
  'notify.email.reveal.requested.subject': 'طلب أحد الأعضاء رؤية صورك أو سيرتك الذاتية',
  'notify.email.reveal.requested.body':
    'طلب أحد الأعضاء رؤية صورك الخاصة أو سيرتك الذاتية. أنت من يقرر من يراها: {link}',
  'notify.email.reveal.granted.subject': 'شاركك أحد الأعضاء صوره أو سيرته الذاتية',
  'notify.email.reveal.granted.body':
    'أتاح لك أحد الأعضاء رؤية صوره أو سيرته الذاتية. شاهد ملفه الشخصي من هنا: {link}',
  'notify.email.feedback.replied.subject': 'رددنا على رسالتك',
  'notify.email.feedback.replied.body': 'ردّ فريقنا على رسالتك. اقرأ الرد من هنا: {link}',
  'notify.email.billing.notice.subject': 'مستجدات اشتراكك',
  'notify.email.billing.notice.body':
    'هناك مستجدات تخص اشتراكك أو فترتك التجريبية المجانية. اطّلع على التفاصيل من هنا: {link}',
  'notify.email.moderation.result.subject': 'انتهت مراجعة ملفك الشخصي',
  'notify.email.moderation.result.body':
    'راجع فريقنا صورة أو نصًا أضفته إلى ملفك الشخصي. اطّلع على النتيجة من هنا: {link}',
  'notify.email.suggestions.ready.subject': 'اقتراحاتك لهذا اليوم جاهزة',
  'notify.email.suggestions.ready.body':
    'اخترنا لك اقتراحات اليوم: أعضاء يوافقون ما حدّدته من مواصفات. للاطّلاع عليها: {link}',
  'notify.email.pair.waiting.subject': 'خطوة في مسار النكاح بانتظارك',
  'notify.email.pair.waiting.body': 'خطوة في مسار نحو النكاح تنتظر ردّك. للاطّلاع عليها: {link}',
  'notify.push.unknownTopic': 'لا يوجد تنبيه من هذا النوع',
  'notify.push.badEndpoint': 'عنوان الاشتراك في التنبيهات غير صالح',
  'notify.push.badKey': 'مفاتيح الاشتراك في التنبيهات غير صالحة',
  'notify.push.chat.message.title': 'رسالة جديدة',
  'notify.push.chat.message.body': 'وصلتك رسالة جديدة من أحد الأعضاء على مودّة.',
  'notify.push.guardian.decision.title': 'تمّ الرد على طلب',
  'notify.push.guardian.decision.body': 'ردّ وليّ الأمر على طلب يخصّك. الرد بانتظارك على مودّة.',
  'notify.push.reveal.granted.title': 'صور أو سيرة ذاتية متاحة لك',
  'notify.push.reveal.granted.body': 'أتاح لك أحد الأعضاء رؤية صوره أو سيرته الذاتية.',
  'notify.push.suggestions.ready.title': 'اقتراحات اليوم جاهزة',
  'notify.push.suggestions.ready.body': 'اخترنا لك اقتراحات اليوم على مودّة.',
  'feedback.reply.email.subject': 'ردّنا على رسالتك ({reference})',
  'feedback.reply.email.greeting': 'مرحبًا {name}،',
  'feedback.reply.email.intro': 'شكرًا لتواصلك مع مودّة. هذا ردّ فريقنا على رسالتك:',
  'feedback.reply.email.yourMessage': 'رسالتك:',
  'feedback.reply.email.footer':
    'يُرجى عدم الرد على هذا البريد. للتواصل معنا مجددًا استخدم صفحة اتصل بنا: {link}',
  'notify.email.story.agreement.subject': 'شريك حياتك يريد نشر قصتكما',
  'notify.email.story.agreement.body':
    'وافق شريك حياتك على نشر قصة نجاحكما. اقرأها ووافق أنت أيضاً من هنا: {link}',
  'notify.email.story.decision.subject': 'انتهت مراجعة قصة نجاحكما',
  'notify.email.story.decision.body': 'راجع فريقنا قصة نجاحكما. اطّلع على النتيجة من هنا: {link}',
};

const ur: Catalog = {
  'notify.preferences.unknownKind': 'اس قسم کی کوئی اطلاع نہیں ہے',
  'notify.email.footer': 'آپ یہاں منتخب کر سکتے ہیں کہ کون سی اطلاعات آپ کو ای میل سے ملیں: {settings}',
  'notify.email.follow.requested.subject': 'فالو کرنے کی نئی درخواست',
  'notify.email.follow.requested.body':
    'ایک رکن نے آپ کی پروفائل فالو کرنے کی درخواست کی ہے۔ آپ یہاں درخواست قبول یا مسترد کر سکتے ہیں: {link}',
  'notify.email.follow.accepted.subject': 'آپ کی فالو کی درخواست قبول ہو گئی',
  'notify.email.follow.accepted.body':
    'ایک رکن نے انہیں فالو کرنے کی آپ کی درخواست قبول کر لی ہے۔ ان کی پروفائل یہاں دیکھیں: {link}',
  'notify.email.conversation.started.subject': 'آپ کی ایک نئی گفتگو ہے',
  'notify.email.conversation.started.body': 'ایک رکن نے آپ سے گفتگو شروع کی ہے۔ یہاں پڑھیں: {link}',
  'notify.email.reveal.requested.subject': 'ایک رکن آپ کی تصاویر یا سی وی دیکھنا چاہتا ہے',
  'notify.email.reveal.requested.body':
    'ایک رکن نے آپ کی نجی تصاویر یا سی وی دیکھنے کی درخواست کی ہے۔ انہیں کون دیکھے، یہ آپ طے کرتے ہیں: {link}',
  'notify.email.reveal.granted.subject': 'ایک رکن نے اپنی تصاویر یا سی وی آپ کے ساتھ شیئر کی ہیں',
  'notify.email.reveal.granted.body':
    'ایک رکن نے اپنی تصاویر یا سی وی آپ کے لیے کھول دی ہیں۔ ان کی پروفائل یہاں دیکھیں: {link}',
  'notify.email.feedback.replied.subject': 'ہم نے آپ کے پیغام کا جواب دیا ہے',
  'notify.email.feedback.replied.body': 'ہماری ٹیم نے آپ کے پیغام کا جواب دیا ہے۔ جواب یہاں پڑھیں: {link}',
  'notify.email.billing.notice.subject': 'آپ کی رکنیت کے بارے میں اطلاع',
  'notify.email.billing.notice.body':
    'آپ کی رکنیت یا مفت آزمائش کے بارے میں ایک نئی اطلاع ہے۔ تفصیل یہاں دیکھیں: {link}',
  'notify.email.moderation.result.subject': 'آپ کی پروفائل کا جائزہ مکمل ہو گیا',
  'notify.email.moderation.result.body':
    'ہماری ٹیم نے آپ کی پروفائل میں شامل کی گئی تصویر یا تحریر کا جائزہ لے لیا ہے۔ نتیجہ یہاں دیکھیں: {link}',
  'notify.email.suggestions.ready.subject': 'آج کے لیے آپ کی تجاویز تیار ہیں',
  'notify.email.suggestions.ready.body':
    'ہم نے آج آپ کے لیے تجاویز چن لی ہیں: وہ ارکان جو آپ کی تلاش کے مطابق ہیں۔ انہیں یہاں دیکھیں: {link}',
  'notify.email.pair.waiting.subject': 'نکاح کے راستے کا ایک قدم آپ کا منتظر ہے',
  'notify.email.pair.waiting.body':
    'نکاح کی طرف راستے کا ایک قدم آپ کے جواب کا منتظر ہے۔ اسے یہاں دیکھیں: {link}',
  'notify.push.unknownTopic': 'اس قسم کی کوئی پش اطلاع نہیں ہے',
  'notify.push.badEndpoint': 'پش سبسکرپشن کا پتہ درست نہیں ہے',
  'notify.push.badKey': 'پش سبسکرپشن کی کلیدیں درست نہیں ہیں',
  'notify.push.chat.message.title': 'نیا پیغام',
  'notify.push.chat.message.body': 'ایک رکن نے آپ کو مودّہ پر پیغام بھیجا ہے۔',
  'notify.push.guardian.decision.title': 'ایک درخواست کا جواب آ گیا',
  'notify.push.guardian.decision.body':
    'سرپرست نے آپ سے متعلق ایک درخواست کا جواب دیا ہے۔ جواب مودّہ پر دیکھیں۔',
  'notify.push.reveal.granted.title': 'تصاویر یا سی وی آپ کے لیے کھول دی گئیں',
  'notify.push.reveal.granted.body': 'ایک رکن نے اپنی تصاویر یا سی وی آپ کے لیے کھول دی ہیں۔',
  'notify.push.suggestions.ready.title': 'آج کی تجاویز تیار ہیں',
  'notify.push.suggestions.ready.body': 'ہم نے مودّہ پر آج آپ کے لیے تجاویز چن لی ہیں۔',
  'feedback.reply.email.subject': 'آپ کے پیغام کا ہمارا جواب ({reference})',
  'feedback.reply.email.greeting': 'السلام علیکم {name}،',
  'feedback.reply.email.intro': 'مودّہ سے رابطہ کرنے کا شکریہ۔ ہماری ٹیم نے آپ کے پیغام کا یہ جواب دیا ہے:',
  'feedback.reply.email.yourMessage': 'آپ کا پیغام:',
  'feedback.reply.email.footer':
    'براہ کرم اس ای میل کا جواب نہ دیں۔ ہم سے دوبارہ رابطے کے لیے ہمارا رابطہ صفحہ استعمال کریں: {link}',
  'notify.email.story.agreement.subject': 'آپ کا شریکِ حیات آپ کی کہانی شائع کرنا چاہتا ہے',
  'notify.email.story.agreement.body':
    'آپ کے شریکِ حیات نے آپ کی کامیابی کی کہانی شائع کرنے پر رضامندی دی ہے۔ اسے پڑھیں اور یہاں آپ بھی رضامندی دیں: {link}',
  'notify.email.story.decision.subject': 'آپ کی کامیابی کی کہانی کا جائزہ مکمل ہو گیا',
  'notify.email.story.decision.body':
    'ہماری ٹیم نے آپ کی کامیابی کی کہانی کا جائزہ لیا۔ نتیجہ یہاں دیکھیں: {link}',
};

const fa: Catalog = {
  'notify.preferences.unknownKind': 'اعلانی از این نوع وجود ندارد',
  'notify.email.footer': 'می‌توانید انتخاب کنید کدام اعلان‌ها با ایمیل برایتان فرستاده شود: {settings}',
  'notify.email.follow.requested.subject': 'درخواست دنبال‌کردن تازه',
  'notify.email.follow.requested.body':
    'یکی از اعضا درخواست کرده است پروفایل شما را دنبال کند. می‌توانید درخواست را از اینجا بپذیرید یا رد کنید: {link}',
  'notify.email.follow.accepted.subject': 'درخواست دنبال‌کردن شما پذیرفته شد',
  'notify.email.follow.accepted.body':
    'یکی از اعضا درخواست شما برای دنبال‌کردنش را پذیرفت. پروفایلش را اینجا ببینید: {link}',
  'notify.email.conversation.started.subject': 'گفت‌وگوی تازه‌ای دارید',
  'notify.email.conversation.started.body': 'یکی از اعضا گفت‌وگویی با شما آغاز کرد. از اینجا بخوانید: {link}',
  'notify.email.reveal.requested.subject': 'یکی از اعضا خواسته است عکس‌ها یا رزومهٔ شما را ببیند',
  'notify.email.reveal.requested.body':
    'یکی از اعضا خواسته است عکس‌های خصوصی یا رزومهٔ شما را ببیند. تصمیم با شماست: {link}',
  'notify.email.reveal.granted.subject': 'یکی از اعضا عکس‌ها یا رزومه‌اش را با شما به اشتراک گذاشت',
  'notify.email.reveal.granted.body':
    'یکی از اعضا عکس‌ها یا رزومه‌اش را برای شما باز کرد. پروفایلش را اینجا ببینید: {link}',
  'notify.email.feedback.replied.subject': 'به پیام شما پاسخ دادیم',
  'notify.email.feedback.replied.body': 'تیم ما به پیام شما پاسخ داد. پاسخ را اینجا بخوانید: {link}',
  'notify.email.billing.notice.subject': 'خبری دربارهٔ اشتراک شما',
  'notify.email.billing.notice.body':
    'خبر تازه‌ای دربارهٔ اشتراک یا دورهٔ آزمایشی رایگان شما هست. جزئیات را اینجا ببینید: {link}',
  'notify.email.moderation.result.subject': 'بررسی پروفایل شما انجام شد',
  'notify.email.moderation.result.body':
    'تیم ما عکس یا متنی را که به پروفایلتان افزوده‌اید بررسی کرد. نتیجه را اینجا ببینید: {link}',
  'notify.email.suggestions.ready.subject': 'پیشنهادهای امروز شما آماده است',
  'notify.email.suggestions.ready.body':
    'پیشنهادهای امروز را برایتان برگزیدیم: اعضایی که با آنچه در جست‌وجویش هستید جور درمی‌آیند. آن‌ها را اینجا ببینید: {link}',
  'notify.email.pair.waiting.subject': 'گامی در مسیر نکاح منتظر شماست',
  'notify.email.pair.waiting.body': 'گامی در مسیر نکاح منتظر پاسخ شماست. آن را اینجا ببینید: {link}',
  'notify.push.unknownTopic': 'اعلان فوری از این نوع وجود ندارد',
  'notify.push.badEndpoint': 'نشانی اشتراک اعلان‌ها معتبر نیست',
  'notify.push.badKey': 'کلیدهای اشتراک اعلان‌ها معتبر نیستند',
  'notify.push.chat.message.title': 'پیام تازه',
  'notify.push.chat.message.body': 'یکی از اعضا در موده برای شما پیام فرستاد.',
  'notify.push.guardian.decision.title': 'به یک درخواست پاسخ داده شد',
  'notify.push.guardian.decision.body':
    'ولی به درخواستی که به شما مربوط است پاسخ داد. پاسخ را در موده ببینید.',
  'notify.push.reveal.granted.title': 'عکس‌ها یا رزومه برای شما باز شد',
  'notify.push.reveal.granted.body': 'یکی از اعضا عکس‌ها یا رزومه‌اش را برای شما باز کرد.',
  'notify.push.suggestions.ready.title': 'پیشنهادهای امروز آماده است',
  'notify.push.suggestions.ready.body': 'پیشنهادهای امروز را در موده برایتان برگزیدیم.',
  'feedback.reply.email.subject': 'پاسخ ما به پیام شما ({reference})',
  'feedback.reply.email.greeting': 'سلام {name}،',
  'feedback.reply.email.intro': 'از اینکه با موده تماس گرفتید سپاسگزاریم. پاسخ تیم ما به پیام شما:',
  'feedback.reply.email.yourMessage': 'پیام شما:',
  'feedback.reply.email.footer':
    'لطفاً به این ایمیل پاسخ ندهید. برای نوشتن دوباره به ما، از صفحهٔ تماس با ما استفاده کنید: {link}',
  'notify.email.story.agreement.subject': 'همسرتان می‌خواهد داستانتان را منتشر کند',
  'notify.email.story.agreement.body':
    'همسرتان با انتشار داستان موفقیتتان موافقت کرد. آن را بخوانید و شما هم اینجا موافقت کنید: {link}',
  'notify.email.story.decision.subject': 'بررسی داستان موفقیت شما انجام شد',
  'notify.email.story.decision.body': 'تیم ما داستان موفقیت شما را بررسی کرد. نتیجه را اینجا ببینید: {link}',
};

const tr: Catalog = {
  'notify.preferences.unknownKind': 'Bu türde bir bildirim yok',
  'notify.email.footer': 'Hangi bildirimlerin size e-postayla geleceğini buradan seçebilirsiniz: {settings}',
  'notify.email.follow.requested.subject': 'Yeni bir takip isteğiniz var',
  'notify.email.follow.requested.body':
    'Bir üye profilinizi takip etmek istiyor. İsteği buradan kabul edebilir veya reddedebilirsiniz: {link}',
  'notify.email.follow.accepted.subject': 'Takip isteğiniz kabul edildi',
  'notify.email.follow.accepted.body':
    'Bir üye onu takip etme isteğinizi kabul etti. Profiline buradan göz atın: {link}',
  'notify.email.conversation.started.subject': 'Yeni bir sohbetiniz var',
  'notify.email.conversation.started.body': 'Bir üye sizinle sohbet başlattı. Buradan okuyun: {link}',
  'notify.email.reveal.requested.subject': 'Bir üye fotoğraflarınızı veya özgeçmişinizi görmek istiyor',
  'notify.email.reveal.requested.body':
    'Bir üye gizli fotoğraflarınızı veya özgeçmişinizi görmek istiyor. Kimin göreceğine siz karar verirsiniz: {link}',
  'notify.email.reveal.granted.subject': 'Bir üye fotoğraflarını veya özgeçmişini sizinle paylaştı',
  'notify.email.reveal.granted.body':
    'Bir üye fotoğraflarını veya özgeçmişini size açtı. Profiline buradan göz atın: {link}',
  'notify.email.feedback.replied.subject': 'Mesajınızı yanıtladık',
  'notify.email.feedback.replied.body': 'Ekibimiz mesajınızı yanıtladı. Yanıtı buradan okuyun: {link}',
  'notify.email.billing.notice.subject': 'Aboneliğinizle ilgili bir gelişme',
  'notify.email.billing.notice.body':
    'Aboneliğiniz veya ücretsiz deneme süreniz hakkında yeni bir bilgi var. Ayrıntılar burada: {link}',
  'notify.email.moderation.result.subject': 'Profilinizin incelemesi tamamlandı',
  'notify.email.moderation.result.body':
    'Ekibimiz profilinize eklediğiniz bir fotoğrafı veya metni inceledi. Sonucu buradan görün: {link}',
  'notify.email.suggestions.ready.subject': 'Bugünkü önerileriniz hazır',
  'notify.email.suggestions.ready.body':
    'Bugünkü önerilerinizi seçtik: aradığınız özelliklere uyan üyeler. Buradan görün: {link}',
  'notify.email.pair.waiting.subject': 'Nikâh yolunuzda bir adım sizi bekliyor',
  'notify.email.pair.waiting.body':
    'Nikâha giden bir yolda bir adım yanıtınızı bekliyor. Buradan görün: {link}',
  'notify.push.unknownTopic': 'Bu türde bir anlık bildirim yok',
  'notify.push.badEndpoint': 'Anlık bildirim abonelik adresi geçersiz',
  'notify.push.badKey': 'Anlık bildirim abonelik anahtarları geçersiz',
  'notify.push.chat.message.title': 'Yeni mesaj',
  'notify.push.chat.message.body': "Bir üye size Mawadda'da mesaj gönderdi.",
  'notify.push.guardian.decision.title': 'Bir isteğe yanıt verildi',
  'notify.push.guardian.decision.body': "Veli sizinle ilgili bir isteği yanıtladı. Yanıtı Mawadda'da görün.",
  'notify.push.reveal.granted.title': 'Fotoğraflar veya özgeçmiş sizinle paylaşıldı',
  'notify.push.reveal.granted.body': 'Bir üye fotoğraflarını veya özgeçmişini size açtı.',
  'notify.push.suggestions.ready.title': 'Bugünkü öneriler hazır',
  'notify.push.suggestions.ready.body': "Bugünkü önerilerinizi Mawadda'da seçtik.",
  'feedback.reply.email.subject': 'Mesajınıza yanıtımız ({reference})',
  'feedback.reply.email.greeting': 'Merhaba {name},',
  'feedback.reply.email.intro': "Mawadda'ya yazdığınız için teşekkür ederiz. Ekibimizin mesajınıza yanıtı:",
  'feedback.reply.email.yourMessage': 'Mesajınız:',
  'feedback.reply.email.footer':
    'Lütfen bu e-postayı yanıtlamayın. Bize yeniden yazmak için iletişim sayfamızı kullanın: {link}',
  'notify.email.story.agreement.subject': 'Eşiniz hikâyenizi yayımlamak istiyor',
  'notify.email.story.agreement.body':
    'Eşiniz başarı hikâyenizin yayımlanmasını onayladı. Okuyun ve siz de buradan onaylayın: {link}',
  'notify.email.story.decision.subject': 'Başarı hikâyenizin incelemesi tamamlandı',
  'notify.email.story.decision.body': 'Ekibimiz başarı hikâyenizi inceledi. Sonucu buradan görün: {link}',
};

export const notifyMessages: { en: typeof en; ar: Catalog; ur: Catalog; fa: Catalog; tr: Catalog } = {
  en,
  ar,
  ur,
  fa,
  tr,
};
