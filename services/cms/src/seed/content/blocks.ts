import type { SeedBlock } from './types.js';

/**
 * Content blocks of the home page and the registration flow.
 * - categoryId 15: "How it works" (four steps).
 * - categoryId 9: promo offer and key figures (the API returns this category whole).
 * - categoryId 4: app call to action and the membership oath shown at registration.
 *
 * Block bodies are plain text (no Markdown).
 */
export const seedBlocks: SeedBlock[] = [
  // ── How it works ─────────────────────────────────────────────────────────
  {
    id: 1,
    categoryId: 15,
    key: 'how-1',
    order: 1,
    isActive: true,
    title: {
      ar: 'أنشئ حسابك وأدِّ القسم',
      en: 'Create your account and take the oath',
      ur: 'اکاؤنٹ بنائیں اور حلف اٹھائیں',
      fa: 'حساب بسازید و سوگند یاد کنید',
      tr: 'Hesabınızı oluşturun ve yemin edin',
    },
    body: {
      ar: 'سجّل بياناتك الأساسية في دقائق، ثم اقرأ قسم العضوية وأقرّ به: أن غايتك الزواج الشرعي، وأن كل ما تقدّمه من معلومات صادق.',
      en: 'Sign up in a few minutes, then read and affirm the membership oath: that your aim is lawful marriage and that everything you share is true.',
      ur: 'چند منٹ میں رجسٹریشن مکمل کریں، پھر رکنیت کا حلف پڑھ کر اقرار کریں کہ آپ کا مقصد صرف شرعی نکاح ہے اور آپ کی دی ہوئی ہر معلومات سچی ہے۔',
      fa: 'در چند دقیقه ثبت‌نام کنید، سپس سوگندنامه عضویت را بخوانید و تأیید کنید که هدفتان ازدواج شرعی است و همه اطلاعاتی که می‌دهید درست است.',
      tr: 'Birkaç dakikada kaydolun, ardından üyelik yeminini okuyup onaylayın: amacınızın meşru bir nikâh olduğunu ve paylaştığınız her bilginin doğru olduğunu beyan edin.',
    },
    image: null,
    link: null,
    data: { icon: 'user-plus' },
  },
  {
    id: 2,
    categoryId: 15,
    key: 'how-2',
    order: 2,
    isActive: true,
    title: {
      ar: 'أكمل ملفك واختر خصوصيتك',
      en: 'Complete your profile and choose your privacy',
      ur: 'پروفائل مکمل کریں اور رازداری کا انتخاب کریں',
      fa: 'پروفایل خود را کامل کنید و حریم خصوصی‌تان را تعیین کنید',
      tr: 'Profilinizi tamamlayın, gizliliğinizi seçin',
    },
    body: {
      ar: 'عرّف بنفسك بصدق: دينك وتعليمك وعملك وما تتطلع إليه في شريك حياتك. وأنت من يقرر إن كان ملفك وصورك عامة أو خاصة.',
      en: 'Describe yourself honestly: your faith, education, work and what you hope for in a spouse. You decide whether your profile and photos are public or private.',
      ur: 'اپنے دین، تعلیم، پیشے اور شریکِ حیات سے متعلق اپنی توقعات کے بارے میں دیانت داری سے لکھیں۔ آپ کا پروفائل اور تصاویر سب کے لیے ہوں یا نجی رہیں، یہ فیصلہ آپ کا ہے۔',
      fa: 'درباره دین، تحصیلات، شغل و انتظاراتتان از همسر آینده صادقانه بنویسید. خودتان تعیین می‌کنید که پروفایل و عکس‌هایتان عمومی باشد یا خصوصی.',
      tr: 'Dininiz, eğitiminiz, mesleğiniz ve eşinizde aradığınız özellikler hakkında dürüstçe yazın. Profilinizin ve fotoğraflarınızın herkese açık mı yoksa gizli mi olacağına siz karar verirsiniz.',
    },
    image: null,
    link: null,
    data: { icon: 'id-card' },
  },
  {
    id: 3,
    categoryId: 15,
    key: 'how-3',
    order: 3,
    isActive: true,
    title: {
      ar: 'ابحث وتابِع',
      en: 'Search and follow',
      ur: 'تلاش کریں اور فالو کریں',
      fa: 'جستجو کنید و دنبال کنید',
      tr: 'Arayın ve takip edin',
    },
    body: {
      ar: 'استخدم عوامل البحث للوصول إلى من يشاركك قيمك. والملفات الخاصة لا تُفتح لك إلا بعد أن يوافق أصحابها على طلب متابعتك.',
      en: 'Use the search filters to find members who share your values. A private profile opens to you only after its owner approves your follow request.',
      ur: 'سرچ فلٹرز کی مدد سے ایسے اراکین تلاش کریں جو آپ کی اقدار میں شریک ہوں۔ نجی پروفائل آپ کے لیے اسی وقت کھلتا ہے جب اس کا مالک آپ کی فالو کی درخواست منظور کرے۔',
      fa: 'با فیلترهای جستجو اعضایی را بیابید که با ارزش‌های شما هم‌سو هستند. پروفایل خصوصی فقط پس از آنکه صاحبش درخواست دنبال‌کردن شما را تأیید کند، برایتان باز می‌شود.',
      tr: 'Değerlerinizi paylaşan üyeleri arama filtreleriyle bulun. Gizli bir profil, ancak sahibi takip isteğinizi onayladıktan sonra size açılır.',
    },
    image: null,
    link: '/search',
    data: { icon: 'search' },
  },
  {
    id: 4,
    categoryId: 15,
    key: 'how-4',
    order: 4,
    isActive: true,
    title: {
      ar: 'تحدّث باحترام وأشرِك الأهل',
      en: 'Talk respectfully and involve your families',
      ur: 'احترام سے بات کریں، خاندان کو شامل کریں',
      fa: 'محترمانه گفت‌وگو کنید و خانواده را همراه کنید',
      tr: 'Saygıyla konuşun, ailelerinizi dahil edin',
    },
    body: {
      ar: 'تعارفا عبر المحادثة في حدود الأدب الشرعي، ثم أشركا الأهل والولي ليكتمل الأمر بعقد نكاح مبارك بإذن الله.',
      en: 'Get to know each other in chat within the bounds of Islamic etiquette, then bring in your families and the wali so that, by Allah’s leave, it ends in a blessed nikah.',
      ur: 'چیٹ کے ذریعے اسلامی آداب کے دائرے میں ایک دوسرے کو جانیں، پھر اپنے خاندانوں اور ولی کو شامل کریں تاکہ اللہ کی توفیق سے معاملہ بابرکت نکاح تک پہنچے۔',
      fa: 'در چارچوب آداب اسلامی از راه گفت‌وگو با یکدیگر آشنا شوید، سپس خانواده‌ها و ولی را در جریان بگذارید تا به یاری خدا کار به عقد نکاحی مبارک برسد.',
      tr: 'İslami edep sınırları içinde sohbet ederek birbirinizi tanıyın; ardından ailelerinizi ve veliyi sürece katın ki iş, Allah’ın izniyle hayırlı bir nikâhla tamamlansın.',
    },
    image: null,
    link: null,
    data: { icon: 'chat' },
  },

  // ── Promo offer ──────────────────────────────────────────────────────────
  {
    id: 5,
    categoryId: 9,
    key: 'promo',
    order: 1,
    isActive: true,
    title: {
      ar: 'خصم يصل إلى 60% على الاشتراك',
      en: 'Save up to 60% on your subscription',
      ur: 'سبسکرپشن پر 60 فیصد تک رعایت',
      fa: 'تا ۶۰٪ تخفیف در اشتراک',
      tr: 'Abonelikte %60’a varan indirim',
    },
    body: {
      ar: 'ابدأ بتجربة مجانية لمدة 14 يوماً تتيح لك جميع مزايا العضوية المميزة، ثم اختر باقة ستة أشهر أو سنة بخصم يصل إلى 60%. ويمكنك إلغاء التجربة في أي وقت قبل انتهائها دون أي رسوم.',
      en: 'Start with a 14-day free trial of every premium feature, then choose a 6-month or 1-year plan at up to 60% off. Cancel at any time before the trial ends and you will not be charged.',
      ur: '14 دن کے مفت ٹرائل سے آغاز کریں جس میں تمام پریمیم سہولیات شامل ہیں، پھر چھ ماہ یا ایک سال کا پلان 60 فیصد تک رعایت کے ساتھ منتخب کریں۔ ٹرائل ختم ہونے سے پہلے کسی بھی وقت منسوخ کر دیں تو آپ سے کوئی رقم نہیں لی جائے گی۔',
      fa: 'با یک دوره آزمایشی رایگان ۱۴ روزه همه امکانات ویژه را امتحان کنید، سپس اشتراک شش‌ماهه یا یک‌ساله را با تا ۶۰٪ تخفیف برگزینید. اگر پیش از پایان دوره آزمایشی آن را لغو کنید، هیچ مبلغی از شما کسر نمی‌شود.',
      tr: 'Tüm premium özellikleri kapsayan 14 günlük ücretsiz denemeyle başlayın, ardından 6 aylık veya 1 yıllık planı %60’a varan indirimle seçin. Deneme süresi bitmeden istediğiniz zaman iptal ederseniz sizden hiçbir ücret alınmaz.',
    },
    image: null,
    link: '/subscription',
    data: { discountPercent: 60, trialDays: 14, ctaLink: '/subscription' },
  },
  {
    id: 6,
    categoryId: 9,
    key: 'stats',
    order: 2,
    isActive: true,
    title: {
      ar: 'مودة في أرقام',
      en: 'Mawadda in numbers',
      ur: 'مودّت اعداد و شمار میں',
      fa: 'مودّت در یک نگاه',
      tr: 'Rakamlarla Mawadda',
    },
    body: {
      ar: 'أكثر من 6 ملايين تنزيل، وأكثر من 300,000 زواج ناجح منذ عام 2012، بفضل الله ثم بثقة أعضائنا وعائلاتهم.',
      en: 'More than 6 million downloads and more than 300,000 successful marriages since 2012, by the grace of Allah and thanks to the trust of our members and their families.',
      ur: '60 لاکھ سے زیادہ ڈاؤن لوڈز اور 2012 سے اب تک 3 لاکھ سے زیادہ کامیاب شادیاں، اللہ کے فضل اور ہمارے اراکین اور ان کے خاندانوں کے اعتماد کی بدولت۔',
      fa: 'بیش از ۶ میلیون بار دانلود و بیش از ۳۰۰ هزار ازدواج موفق از سال ۲۰۱۲ میلادی تاکنون؛ به لطف خدا و اعتماد اعضا و خانواده‌هایشان.',
      tr: '6 milyondan fazla indirme ve 2012’den bu yana 300 binden fazla başarılı evlilik; Allah’ın lütfu, üyelerimizin ve ailelerinin güveniyle.',
    },
    image: null,
    link: null,
    data: { downloads: 6000000, marriages: 300000, since: 2012 },
  },

  // ── App call to action and membership oath ───────────────────────────────
  {
    id: 7,
    categoryId: 4,
    key: 'app-cta',
    order: 1,
    isActive: true,
    title: {
      ar: 'حمّل تطبيق مودة',
      en: 'Get the Mawadda app',
      ur: 'مودّت ایپ ڈاؤن لوڈ کریں',
      fa: 'اپلیکیشن مودّت را نصب کنید',
      tr: 'Mawadda uygulamasını indirin',
    },
    body: {
      ar: 'تابع طلباتك ومحادثاتك أينما كنت، واستقبل الإشعارات فور قبول طلب متابعة أو وصول رسالة جديدة. التطبيق متاح لأجهزة iOS وAndroid.',
      en: 'Keep up with your requests and conversations wherever you are, and be notified as soon as a follow request is accepted or a new message arrives. Available for iOS and Android.',
      ur: 'جہاں بھی ہوں اپنی درخواستوں اور گفتگو سے باخبر رہیں، اور فالو کی درخواست منظور ہوتے یا نیا پیغام آتے ہی اطلاع پائیں۔ ایپ iOS اور Android دونوں کے لیے دستیاب ہے۔',
      fa: 'هر جا که هستید درخواست‌ها و گفت‌وگوهایتان را دنبال کنید و به‌محض پذیرفته شدن درخواست دنبال‌کردن یا رسیدن پیامی تازه باخبر شوید. اپلیکیشن برای iOS و Android در دسترس است.',
      tr: 'İsteklerinizi ve sohbetlerinizi nerede olursanız olun takip edin; bir takip isteğiniz kabul edildiğinde veya yeni bir mesaj geldiğinde hemen haberdar olun. iOS ve Android için kullanılabilir.',
    },
    image: null,
    link: '/services',
    data: { platforms: ['ios', 'android'] },
  },
  {
    id: 8,
    categoryId: 4,
    key: 'oath',
    order: 2,
    isActive: true,
    title: {
      ar: 'قسم العضوية',
      en: 'Membership oath',
      ur: 'رکنیت کا حلف',
      fa: 'سوگندنامه عضویت',
      tr: 'Üyelik Yemini',
    },
    body: {
      ar: 'أقسم بالله العظيم أن غايتي من التسجيل في مودة هي الزواج الشرعي على شريعة الله وسنة رسوله ﷺ، وأن جميع المعلومات التي أدليت بها صحيحة وصادقة، وأن أحفظ خصوصية الأعضاء فلا أنشر شيئاً من بياناتهم أو صورهم أو محادثاتهم، وألّا أستخدم الموقع لأي غرض آخر، وأني قرأت الشروط والأحكام ووافقت عليها. والله على ما أقول شهيد.',
      en: 'I swear by Allah the Almighty that my purpose in joining Mawadda is lawful marriage in accordance with the Sharia of Allah and the Sunnah of His Messenger ﷺ; that all the information I have given is true; that I will safeguard the privacy of other members and will not share their details, photos or conversations; that I will not use the site for any other purpose; and that I have read and agree to the terms and conditions. Allah is witness to what I say.',
      ur: 'اللہ ربّ العزّت کی قسم! مودّت میں شمولیت سے میرا مقصد صرف اللہ کی شریعت اور اس کے رسول ﷺ کی سنت کے مطابق شرعی نکاح ہے۔ میری فراہم کردہ تمام معلومات سچی اور درست ہیں۔ دوسرے اراکین کی رازداری کی حفاظت مجھ پر لازم ہے؛ ان کی معلومات، تصاویر یا گفتگو کسی سے شیئر کرنا اور اس ویب سائٹ کو کسی اور مقصد کے لیے استعمال کرنا میرے لیے جائز نہیں۔ میں نے شرائط و ضوابط پڑھ لی ہیں اور ان سے اتفاق کیا ہے۔ اور اللہ میری اس بات پر گواہ ہے۔',
      fa: 'به خداوند بزرگ سوگند یاد می‌کنم که هدفم از عضویت در مودّت، ازدواج شرعی بر پایه شریعت خداوند و سنت پیامبرش ﷺ است؛ همه اطلاعاتی که داده‌ام درست و راست است؛ حریم خصوصی دیگر اعضا را حفظ می‌کنم و اطلاعات، عکس‌ها یا گفت‌وگوهایشان را در اختیار هیچ‌کس نمی‌گذارم؛ از این سایت برای هیچ هدف دیگری استفاده نمی‌کنم؛ و شرایط و ضوابط را خوانده‌ام و آن را می‌پذیرم. و خداوند بر آنچه می‌گویم گواه است.',
      tr: 'Yüce Allah’a yemin ederim ki Mawadda’ya katılmaktaki amacım, Allah’ın şeriatına ve Resulü’nün ﷺ sünnetine uygun meşru bir nikâhtır; verdiğim bütün bilgiler doğrudur; diğer üyelerin mahremiyetini koruyacak, bilgilerini, fotoğraflarını ve yazışmalarını kimseyle paylaşmayacağım; siteyi bu amaç dışında hiçbir şey için kullanmayacağım; Şartlar ve Koşulları okudum ve kabul ediyorum. Söylediklerime Allah şahittir.',
    },
    image: null,
    link: '/terms-and-conditions',
    data: { termsVersion: '2026-11-01' },
  },
];
