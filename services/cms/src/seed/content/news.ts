import { md } from './md.js';
import type { SeedArticle } from './types.js';

/** Media centre news (route /media/news). Covers are the site's own illustrations (scripts/make-cover-images.mjs). */
export const seedNews: SeedArticle[] = [
  // ── 1. New interface languages ───────────────────────────────────────────
  {
    id: 1,
    slug: 'mawadda-now-in-urdu-persian-and-turkish',
    publishedAt: '2026-01-20T08:00:00Z',
    image: '/images/covers/mawadda-now-in-urdu-persian-and-turkish.jpg',
    title: {
      ar: 'مودة تتحدث الآن الأردية والفارسية والتركية',
      en: 'Mawadda is now available in Urdu, Persian and Turkish',
      ur: 'مودّت اب اردو، فارسی اور ترکی میں',
      fa: 'مودّت اکنون به زبان‌های اردو، فارسی و ترکی',
      tr: 'Mawadda artık Urduca, Farsça ve Türkçe',
    },
    summary: {
      ar: 'أصبح بإمكان الأعضاء استخدام الموقع والتطبيق كاملين بخمس لغات، مع واجهة من اليمين إلى اليسار للعربية والأردية والفارسية.',
      en: 'Members can now use the whole website and app in five languages, with right-to-left layouts for Arabic, Urdu and Persian.',
      ur: 'اراکین اب پوری ویب سائٹ اور ایپ پانچ زبانوں میں استعمال کر سکتے ہیں، اور عربی، اردو اور فارسی کے لیے دائیں سے بائیں ترتیب دستیاب ہے۔',
      fa: 'اعضا اکنون می‌توانند کل وب‌سایت و اپلیکیشن را به پنج زبان به کار ببرند؛ با چیدمان راست‌به‌چپ برای عربی، اردو و فارسی.',
      tr: 'Üyelerimiz artık web sitesinin ve uygulamanın tamamını beş dilde kullanabiliyor; Arapça, Urduca ve Farsça için sağdan sola düzen sunuluyor.',
    },
    body: {
      ar: md`
        يسعدنا أن نعلن أن موقع مودة وتطبيقها أصبحا متاحين بالكامل باللغات الأردية والفارسية والتركية، إلى جانب العربية والإنجليزية.

        ## ما الجديد

        - كل الصفحات والقوائم والإشعارات ورسائل البريد الإلكتروني متاحة باللغات الخمس.
        - تعتمد الأردية والفارسية واجهة من اليمين إلى اليسار، بخطوط اختيرت لراحة القراءة.
        - يجيب فريقا خدمة العملاء والإرشاد الأسري الآن باللغات الخمس جميعها.

        ## كيف تغيّر اللغة

        اختر لغتك من قائمة اللغات أعلى أي صفحة، أو من «الإعدادات» في التطبيق، ويُحفظ اختيارك في حسابك.

        يكتب الأعضاء ملفاتهم باللغة التي يفضّلونها، وعندما تطّلع على ملف مكتوب بلغة أخرى فستراه كما كتبه صاحبه؛ فنحن لا نترجم كلام الأعضاء آلياً، حتى لا يضيع شيء من المعنى أو يتغيّر.

        نشكر أعضاءنا من باكستان والهند وإيران وأفغانستان وتركيا وغيرها، الذين جرّبوا اللغات الجديدة معنا خلال الأشهر الماضية.
      `,
      en: md`
        We are pleased to announce that the Mawadda website and app are now fully available in Urdu, Persian and Turkish, alongside Arabic and English.

        ## What has changed

        - Every page, menu, notification and email is available in all five languages.
        - Urdu and Persian use right-to-left layouts, with fonts chosen for comfortable reading.
        - Our customer care and family counselling teams now answer in all five languages.

        ## How to switch language

        Choose your language from the language menu at the top of any page, or from Settings in the app. Your choice is saved to your account.

        Members write their profiles in the language they prefer. When you view a profile written in another language, you see it exactly as the member wrote it: we do not translate members’ words automatically, so that nothing is lost or changed in meaning.

        We thank the members in Pakistan, India, Iran, Afghanistan, Türkiye and elsewhere who tested the new languages with us over recent months.
      `,
      ur: md`
        ہمیں یہ اعلان کرتے ہوئے خوشی ہے کہ مودّت کی ویب سائٹ اور ایپ اب عربی اور انگریزی کے ساتھ ساتھ اردو، فارسی اور ترکی میں بھی مکمل طور پر دستیاب ہیں۔

        ## کیا بدلا ہے

        - تمام صفحات، مینیو، نوٹیفکیشنز اور ای میلز پانچوں زبانوں میں دستیاب ہیں۔
        - اردو اور فارسی میں دائیں سے بائیں ترتیب ہے، اور ایسے فونٹس منتخب کیے گئے ہیں جو پڑھنے میں آرام دہ ہوں۔
        - ہماری کسٹمر سروس اور خاندانی رہنمائی کی ٹیمیں اب پانچوں زبانوں میں جواب دیتی ہیں۔

        ## زبان کیسے تبدیل کریں

        کسی بھی صفحے کے اوپر زبان کے مینیو سے، یا ایپ میں “سیٹنگز” سے اپنی زبان منتخب کریں۔ آپ کا انتخاب آپ کے اکاؤنٹ میں محفوظ ہو جاتا ہے۔

        اراکین اپنا پروفائل اپنی پسند کی زبان میں لکھتے ہیں۔ جب آپ کسی دوسری زبان میں لکھا ہوا پروفائل دیکھیں گے تو وہ آپ کو ویسا ہی نظر آئے گا جیسا رکن نے لکھا ہے؛ ہم اراکین کی تحریر کا خودکار ترجمہ نہیں کرتے تاکہ مفہوم میں کوئی کمی یا تبدیلی نہ ہو۔

        ہم پاکستان، بھارت، ایران، افغانستان، ترکیہ اور دیگر ممالک کے ان اراکین کے شکر گزار ہیں جنہوں نے گزشتہ مہینوں میں نئی زبانوں کی جانچ میں ہمارا ساتھ دیا۔
      `,
      fa: md`
        با خوشحالی اعلام می‌کنیم که وب‌سایت و اپلیکیشن مودّت اکنون افزون بر عربی و انگلیسی، به‌طور کامل به زبان‌های اردو، فارسی و ترکی نیز در دسترس است.

        ## چه چیزهایی تغییر کرده است

        - همه صفحه‌ها، منوها، اعلان‌ها و ایمیل‌ها به هر پنج زبان در دسترس‌اند.
        - نسخه‌های اردو و فارسی چیدمان راست‌به‌چپ دارند و قلم‌هایشان برای خوانایی بهتر انتخاب شده است.
        - تیم‌های پشتیبانی و مشاوره خانواده ما اکنون به هر پنج زبان پاسخ می‌دهند.

        ## چگونه زبان را تغییر دهید

        زبان خود را از منوی زبان در بالای هر صفحه، یا از بخش «تنظیمات» در اپلیکیشن انتخاب کنید. انتخاب شما در حسابتان ذخیره می‌شود.

        اعضا پروفایل خود را به زبانی که ترجیح می‌دهند می‌نویسند. وقتی پروفایلی را می‌بینید که به زبان دیگری نوشته شده، آن را همان‌گونه می‌بینید که صاحبش نوشته است؛ ما نوشته‌های اعضا را به‌طور خودکار ترجمه نمی‌کنیم تا چیزی از معنا کم یا دگرگون نشود.

        از اعضایمان در پاکستان، هند، ایران، افغانستان، ترکیه و دیگر کشورها که در ماه‌های گذشته زبان‌های تازه را همراه ما آزمودند سپاسگزاریم.
      `,
      tr: md`
        Mawadda web sitesinin ve uygulamasının artık Arapça ve İngilizcenin yanı sıra Urduca, Farsça ve Türkçe olarak da eksiksiz kullanılabildiğini duyurmaktan mutluluk duyuyoruz.

        ## Neler değişti?

        - Tüm sayfalar, menüler, bildirimler ve e-postalar beş dilde sunuluyor.
        - Urduca ve Farsça sürümler sağdan sola düzende ve rahat okunması için özenle seçilmiş yazı tipleriyle hazırlandı.
        - Müşteri hizmetleri ve aile danışmanlığı ekiplerimiz artık beş dilin tamamında yanıt veriyor.

        ## Dil nasıl değiştirilir?

        Dilinizi herhangi bir sayfanın üst kısmındaki dil menüsünden veya uygulamadaki “Ayarlar” bölümünden seçin. Tercihiniz hesabınıza kaydedilir.

        Üyeler profillerini diledikleri dilde yazar. Başka bir dilde yazılmış bir profili görüntülediğinizde onu üyenin yazdığı şekliyle görürsünüz; anlamda hiçbir kayıp ya da değişiklik olmaması için üyelerin yazdıklarını otomatik olarak çevirmiyoruz.

        Son aylarda yeni dilleri bizimle birlikte test eden Pakistan, Hindistan, İran, Afganistan, Türkiye ve diğer ülkelerdeki üyelerimize teşekkür ederiz.
      `,
    },
  },

  // ── 2. Photo privacy controls ────────────────────────────────────────────
  {
    id: 2,
    slug: 'new-photo-privacy-controls',
    publishedAt: '2026-02-09T07:30:00Z',
    image: '/images/covers/new-photo-privacy-controls.jpg',
    title: {
      ar: 'أدوات خصوصية جديدة لصورك',
      en: 'New privacy controls for your photos',
      ur: 'آپ کی تصاویر کے لیے رازداری کے نئے اختیارات',
      fa: 'امکانات تازه حریم خصوصی برای عکس‌های شما',
      tr: 'Fotoğraflarınız için yeni gizlilik ayarları',
    },
    summary: {
      ar: 'أصبح بإمكانك أن تحدد بدقة من يرى كل صورة، وأن توافق على المتابعين واحداً واحداً، وأن تسحب الإذن في أي وقت.',
      en: 'You can now choose exactly who sees each photo, approve followers one by one and withdraw access at any time.',
      ur: 'اب آپ ہر تصویر کے بارے میں طے کر سکتے ہیں کہ اسے کون دیکھے، فالوورز کو ایک ایک کر کے منظور کر سکتے ہیں اور کسی بھی وقت اجازت واپس لے سکتے ہیں۔',
      fa: 'اکنون می‌توانید دقیقاً تعیین کنید چه کسی هر عکس را ببیند، دنبال‌کنندگان را یکی‌یکی تأیید کنید و هر زمان خواستید اجازه را پس بگیرید.',
      tr: 'Artık her fotoğrafı kimin göreceğini tek tek belirleyebilir, takipçileri birer birer onaylayabilir ve izni dilediğiniz an geri alabilirsiniz.',
    },
    body: {
      ar: md`
        الصور من أكثر ما يشاركه العضو خصوصية، ولذلك يمنحك هذا التحديث تحكماً أدق فيها.

        ## ما الجديد

        - **ظهور كل صورة على حدة:** اجعل كل صورة مرئية للجميع، أو للمتابعين الموافَق عليهم فقط، أو مخفية عن الجميع حتى تقرر.
        - **مراجعة المتابعين:** اطّلع على البيانات الأساسية لصاحب كل طلب متابعة قبل أن تقبله أو ترفضه.
        - **سحب الإذن بخطوة واحدة:** عند إزالة متابع تختفي عنه صورك الخاصة فوراً.
        - **معاينة مموّهة:** يرى الأعضاء الذين لا يملكون إذناً صورة مموّهة بدلاً من صورتك.

        ## نصيحتنا

        ننصح بإبقاء الصور خاصة في البداية، ومشاركتها حين يصبح التواصل جاداً وتكون أسرتك على علم به. وتذكّر أنه لا يوجد تطبيق يمنع لقطات الشاشة منعاً تاماً، فشارك بحذر.

        تجد الإعدادات الجديدة في حسابك ضمن قسم «الخصوصية»، وتشرح [سياسة الخصوصية](/privacy-policy) كيف نحفظ الصور ونراجعها.
      `,
      en: md`
        Photos are among the most personal things a member shares, so this update gives you finer control over them.

        ## What’s new

        - **Per-photo visibility:** make each photo visible to everyone, to approved followers only, or to no one until you decide.
        - **Follower review:** see the basic details of the member behind each follow request before you accept or decline it.
        - **Withdraw access in one step:** when you remove a follower, your private photos are hidden from them immediately.
        - **Blurred previews:** members without access see a blurred image instead of your photo.

        ## Our advice

        We recommend keeping photos private at first and sharing them once a conversation is serious and your family is aware of it. Remember that no app can fully prevent screenshots, so share with care.

        You will find the new settings in your account, under Privacy. Our [privacy policy](/privacy-policy) explains how photos are stored and reviewed.
      `,
      ur: md`
        تصاویر ان چیزوں میں سے ہیں جنہیں اراکین سب سے زیادہ ذاتی سمجھتے ہیں، اس لیے یہ اپ ڈیٹ آپ کو ان پر زیادہ باریک اختیار دیتی ہے۔

        ## نیا کیا ہے

        - **ہر تصویر کی الگ ترتیب:** ہر تصویر کو سب کے لیے، صرف منظور شدہ فالوورز کے لیے، یا اپنے فیصلے تک سب سے پوشیدہ رکھیں۔
        - **فالوورز کا جائزہ:** فالو کی ہر درخواست منظور یا مسترد کرنے سے پہلے درخواست دینے والے رکن کی بنیادی معلومات دیکھیں۔
        - **ایک قدم میں اجازت واپس:** کسی فالوور کو ہٹاتے ہی آپ کی نجی تصاویر اس سے فوراً چھپ جاتی ہیں۔
        - **دھندلا پیش منظر:** جن اراکین کو اجازت نہیں، انہیں آپ کی تصویر کی جگہ ایک دھندلی تصویر نظر آتی ہے۔

        ## ہمارا مشورہ

        ابتدا میں تصاویر نجی رکھیں اور انہیں اس وقت شیئر کریں جب بات چیت سنجیدہ ہو جائے اور آپ کے گھر والے باخبر ہوں۔ یاد رکھیں کہ کوئی بھی ایپ اسکرین شاٹ کو مکمل طور پر نہیں روک سکتی، اس لیے احتیاط سے شیئر کریں۔

        نئی سیٹنگز آپ کو اپنے اکاؤنٹ میں “رازداری” کے حصے میں ملیں گی۔ ہماری [رازداری کی پالیسی](/privacy-policy) بتاتی ہے کہ تصاویر کیسے محفوظ کی جاتی ہیں اور ان کا جائزہ کیسے لیا جاتا ہے۔
      `,
      fa: md`
        عکس‌ها از شخصی‌ترین چیزهایی است که اعضا به اشتراک می‌گذارند؛ از این رو این به‌روزرسانی کنترل دقیق‌تری بر آن‌ها به شما می‌دهد.

        ## چه چیزهایی تازه است

        - **تنظیم جداگانه برای هر عکس:** هر عکس را برای همه، فقط برای دنبال‌کنندگان تأییدشده، یا تا زمانی که خودتان تصمیم بگیرید برای هیچ‌کس قابل مشاهده کنید.
        - **بررسی دنبال‌کنندگان:** پیش از پذیرفتن یا رد کردن هر درخواست دنبال‌کردن، اطلاعات پایه فرستنده آن را ببینید.
        - **پس گرفتن اجازه در یک گام:** با حذف یک دنبال‌کننده، عکس‌های خصوصی شما بی‌درنگ از دید او پنهان می‌شود.
        - **پیش‌نمایش مات:** اعضایی که اجازه ندارند، به جای عکس شما تصویری مات می‌بینند.

        ## توصیه ما

        پیشنهاد می‌کنیم عکس‌ها را در آغاز خصوصی نگه دارید و زمانی به اشتراک بگذارید که گفت‌وگو جدی شده و خانواده‌تان در جریان است. به یاد داشته باشید که هیچ اپلیکیشنی نمی‌تواند جلوی گرفتن تصویر از صفحه را به‌طور کامل بگیرد؛ پس با احتیاط به اشتراک بگذارید.

        تنظیمات تازه را در حساب کاربری خود، در بخش «حریم خصوصی» می‌یابید. [سیاست حفظ حریم خصوصی](/privacy-policy) توضیح می‌دهد عکس‌ها چگونه نگهداری و بررسی می‌شوند.
      `,
      tr: md`
        Fotoğraflar, üyelerin paylaştığı en kişisel bilgiler arasındadır. Bu güncelleme, fotoğraflarınız üzerinde size daha ayrıntılı bir kontrol sağlar.

        ## Neler yeni?

        - **Fotoğraf bazında görünürlük:** Her fotoğrafı herkese, yalnızca onaylı takipçilere veya siz karar verene kadar hiç kimseye görünür olacak şekilde ayarlayın.
        - **Takipçi incelemesi:** Her takip isteğini kabul etmeden veya reddetmeden önce isteği gönderen üyenin temel bilgilerini görün.
        - **Tek adımda izni geri alma:** Bir takipçiyi çıkardığınızda gizli fotoğraflarınız ondan anında gizlenir.
        - **Bulanık önizleme:** Erişim izni olmayan üyeler, fotoğrafınız yerine bulanık bir görsel görür.

        ## Tavsiyemiz

        Fotoğraflarınızı başlangıçta gizli tutmanızı, ancak görüşme ciddileştiğinde ve aileniz durumdan haberdar olduğunda paylaşmanızı öneririz. Hiçbir uygulamanın ekran görüntüsü alınmasını tamamen engelleyemeyeceğini unutmayın; paylaşırken dikkatli olun.

        Yeni ayarları hesabınızdaki “Gizlilik” bölümünde bulabilirsiniz. Fotoğrafların nasıl saklandığını ve incelendiğini [Gizlilik Politikamızda](/privacy-policy) okuyabilirsiniz.
      `,
    },
  },

  // ── 3. Ramadan etiquette ─────────────────────────────────────────────────
  {
    id: 3,
    slug: 'ramadan-etiquette-reminders-2026',
    publishedAt: '2026-02-16T09:00:00Z',
    image: '/images/covers/ramadan-etiquette-reminders-2026.jpg',
    title: {
      ar: 'تذكرة رمضانية: آداب التعارف على مودة في الشهر الفضيل',
      en: 'Ramadan reminders: etiquette on Mawadda during the blessed month',
      ur: 'رمضان کی یاد دہانیاں: مبارک مہینے میں مودّت پر آداب',
      fa: 'یادآوری‌های رمضانی: آداب آشنایی در مودّت در ماه مبارک',
      tr: 'Ramazan hatırlatmaları: Mübarek ayda Mawadda’da edep',
    },
    summary: {
      ar: 'وقفات لطيفة لأعضائنا الذين يواصلون البحث عن شريك الحياة في رمضان.',
      en: 'A few gentle reminders for members who continue their search for a spouse during Ramadan.',
      ur: 'ان اراکین کے لیے چند یاد دہانیاں جو رمضان میں بھی شریکِ حیات کی تلاش جاری رکھے ہوئے ہیں۔',
      fa: 'چند یادآوری دوستانه برای اعضایی که در ماه رمضان نیز جستجوی همسر را ادامه می‌دهند.',
      tr: 'Ramazan’da da eş arayışını sürdüren üyelerimiz için birkaç nazik hatırlatma.',
    },
    body: {
      ar: md`
        مبارك عليكم الشهر، أعاده الله على أعضائنا وأسرهم بالخير واليمن والبركات. والبحث عن الزوج الصالح عملٌ صالح إذا صلحت النية، ويواصل كثير من أعضائنا بحثهم في هذا الشهر المبارك، فإليهم هذه التذكرة:

        - **احفظ صيامك ووقتك:** اجعل المحادثات موجزة هادفة، بعيدة عن كل ما يخدش الصيام، ولا تدع التطبيق يزاحم صلاتك وقرآنك وأهلك.
        - **راعِ الأوقات:** تجنّب المراسلة في ساعات الليل المتأخرة، وفي أوقات الإفطار والسحور التي تجتمع فيها الأسر.
        - **تكلّم كأن أهلك حاضرون:** الكلمة العفيفة الصادقة خيرٌ دائماً، وهي في رمضان أولى.
        - **أشرك أهلك:** مجالس رمضان فرصة طيبة لمفاتحة الوالدين في أي خِطبة جادة.
        - **أكثِر من الدعاء:** اسأل الله الزوج الصالح، وصلِّ الاستخارة قبل أن تقرر.

        خلال رمضان يعمل فريق الدعم وفق ساعات الدوام الرمضانية، وتبقى مراجعة البلاغات المتعلقة بالإساءة مستمرة على مدار الساعة.

        تقبّل الله صيامكم وقيامكم، ورزق كل باحث عن الحلال زواجاً مباركاً.
      `,
      en: md`
        Ramadan Mubarak to all our members and their families. Looking for a spouse is a good deed when the intention is sound, and many members continue their search during this blessed month. Here are a few reminders.

        - **Guard your fast and your time:** keep conversations brief, purposeful and free of anything that harms the fast. Do not let the app take the place of prayer, the Quran and your family.
        - **Mind the hours:** avoid messaging late at night, and around iftar and suhoor, when families gather.
        - **Speak as if your family were present:** modest, sincere words are always best, and all the more so in Ramadan.
        - **Involve your families:** the gatherings of Ramadan are a natural time to speak to your parents about a serious proposal.
        - **Make dua:** ask Allah for a righteous spouse, and pray istikhara before you decide.

        During Ramadan our support team follows Ramadan working hours; reports of abuse are still reviewed around the clock.

        May Allah accept your fasting and your prayers, and grant everyone who seeks what is lawful a blessed marriage.
      `,
      ur: md`
        ہمارے تمام اراکین اور ان کے اہلِ خانہ کو رمضان مبارک۔ نیت درست ہو تو شریکِ حیات کی تلاش بھی نیکی ہے، اور بہت سے اراکین اس مبارک مہینے میں بھی اپنی تلاش جاری رکھتے ہیں۔ ان کے لیے چند یاد دہانیاں:

        - **اپنے روزے اور وقت کی حفاظت کریں:** گفتگو مختصر، بامقصد اور ہر اس بات سے پاک رکھیں جو روزے کو نقصان پہنچائے۔ ایپ کو نماز، قرآن اور گھر والوں کی جگہ نہ لینے دیں۔
        - **اوقات کا خیال رکھیں:** رات گئے، اور افطار و سحری کے اوقات میں جب گھر والے اکٹھے ہوتے ہیں، پیغامات بھیجنے سے گریز کریں۔
        - **ایسے بات کریں جیسے گھر والے سامنے ہوں:** باحیا اور سچی بات ہمیشہ بہتر ہے، اور رمضان میں تو اور بھی زیادہ۔
        - **گھر والوں کو شامل کریں:** رمضان کی محفلیں والدین سے کسی سنجیدہ رشتے کی بات کرنے کا اچھا موقع ہیں۔
        - **دعا کریں:** اللہ سے نیک شریکِ حیات مانگیں اور فیصلے سے پہلے استخارہ کریں۔

        رمضان میں ہماری سپورٹ ٹیم رمضان کے اوقاتِ کار کے مطابق کام کرتی ہے، البتہ بدسلوکی کی رپورٹس کا جائزہ چوبیس گھنٹے جاری رہتا ہے۔

        اللہ تعالیٰ آپ کے روزے اور عبادات قبول فرمائے، اور حلال رشتے کے ہر متلاشی کو بابرکت نکاح نصیب فرمائے۔
      `,
      fa: md`
        فرا رسیدن ماه مبارک رمضان را به همه اعضا و خانواده‌هایشان تبریک می‌گوییم. جستجوی همسر اگر با نیت درست باشد کاری نیک است و بسیاری از اعضا در این ماه پربرکت نیز جستجوی خود را ادامه می‌دهند. چند یادآوری:

        - **روزه و وقت خود را پاس بدارید:** گفت‌وگوها را کوتاه و هدفمند نگه دارید و از هر آنچه به روزه آسیب می‌زند دور بمانید. نگذارید اپلیکیشن جای نماز، قرآن و خانواده را بگیرد.
        - **زمان را در نظر بگیرید:** از پیام دادن در دیروقت شب و هنگام افطار و سحر که خانواده‌ها گرد هم می‌آیند خودداری کنید.
        - **چنان سخن بگویید که گویی خانواده‌تان حاضر است:** سخن پاک و صادقانه همیشه بهتر است، و در رمضان بیش از همیشه.
        - **خانواده را همراه کنید:** دورهمی‌های رمضان فرصت خوبی است تا درباره یک خواستگاری جدی با پدر و مادر گفت‌وگو کنید.
        - **دعا کنید:** از خداوند همسری شایسته بخواهید و پیش از تصمیم، از او طلب خیر کنید.

        در ماه رمضان، تیم پشتیبانی ما طبق ساعات کاری ویژه رمضان فعالیت می‌کند، اما رسیدگی به گزارش‌های مربوط به آزار و سوءاستفاده به‌صورت شبانه‌روزی ادامه دارد.

        خداوند روزه و عبادت‌هایتان را بپذیرد و به همه جویندگان حلال، ازدواجی مبارک روزی کند.
      `,
      tr: md`
        Tüm üyelerimizin ve ailelerinin Ramazan-ı Şerif’ini tebrik ederiz. Niyet doğru olduğunda eş aramak da salih bir ameldir ve pek çok üyemiz bu mübarek ayda da arayışını sürdürüyor. İşte birkaç hatırlatma:

        - **Orucunuzu ve vaktinizi koruyun:** Sohbetleri kısa, amaca yönelik ve orucu zedeleyecek her şeyden uzak tutun. Uygulamanın namazın, Kur’an’ın ve ailenizin yerini almasına izin vermeyin.
        - **Saatlere dikkat edin:** Gece geç saatlerde ve ailelerin bir araya geldiği iftar ve sahur vakitlerinde mesajlaşmaktan kaçının.
        - **Aileniz yanınızdaymış gibi konuşun:** Edepli ve samimi söz her zaman en güzelidir; Ramazan’da ise daha da önemlidir.
        - **Ailenizi dahil edin:** Ramazan sofraları, ciddi bir talip hakkında anne babanızla konuşmak için güzel bir fırsattır.
        - **Dua edin:** Allah’tan salih bir eş isteyin ve karar vermeden önce istihare edin.

        Ramazan boyunca destek ekibimiz Ramazan çalışma saatlerine göre hizmet verir; taciz ve kötüye kullanım şikâyetleri ise günün her saatinde incelenmeye devam eder.

        Allah oruçlarınızı ve ibadetlerinizi kabul etsin, helal yolda eş arayan herkese hayırlı bir yuva nasip etsin.
      `,
    },
  },

  // ── 4. Marriages milestone ───────────────────────────────────────────────
  {
    id: 4,
    slug: '300000-marriages-milestone',
    publishedAt: '2026-05-12T08:00:00Z',
    image: '/images/covers/300000-marriages-milestone.jpg',
    title: {
      ar: 'أكثر من 300,000 زواج: شكراً لثقتكم',
      en: 'More than 300,000 marriages: thank you for your trust',
      ur: '3 لاکھ سے زیادہ نکاح: آپ کے اعتماد کا شکریہ',
      fa: 'بیش از ۳۰۰ هزار ازدواج: سپاس از اعتماد شما',
      tr: '300 binden fazla evlilik: Güveniniz için teşekkürler',
    },
    summary: {
      ar: 'منذ عام 2012 بدأت أكثر من 300,000 زيجة بتعارفٍ على مودة، بحسب ما أخبرنا به أعضاؤنا.',
      en: 'Since 2012, more than 300,000 marriages have begun with an introduction on Mawadda, according to what our members have told us.',
      ur: 'ہمارے اراکین کی فراہم کردہ معلومات کے مطابق 2012 سے اب تک 3 لاکھ سے زیادہ نکاح مودّت پر ہونے والے تعارف سے شروع ہوئے۔',
      fa: 'بر پایه آنچه اعضا به ما گفته‌اند، از سال ۲۰۱۲ تاکنون بیش از ۳۰۰ هزار ازدواج با آشنایی در مودّت آغاز شده است.',
      tr: 'Üyelerimizin bize bildirdiklerine göre 2012’den bu yana 300 binden fazla evlilik Mawadda’daki bir tanışmayla başladı.',
    },
    body: {
      ar: md`
        الحمد لله. منذ عام 2012 بدأت أكثر من 300,000 زيجة بتعارفٍ على مودة، بحسب ما أخبرنا به أعضاؤنا. ووراء كل رقم أسرة جديدة: بيتان اجتمعا، وأحاديث كثيرة مع الآباء والأمهات والأولياء.

        ## ماذا يقول أعضاؤنا

        يذكر الأزواج الذين يراسلوننا الأمور نفسها مرة بعد مرة: الصدق في الملف، والصبر، وإشراك الولي مبكراً، وصلاة الاستخارة قبل القرار. ويقول كثيرون إن الصور الخاصة والموافقة على المتابعة منحتهم وأسرهم الطمأنينة للبدء.

        ## كيف نحسب

        نحتسب الزواج عندما يغلق عضو حسابه ويخبرنا أنه تزوّج بمن تعرّف إليه على مودة، أو عندما يشاركنا زوجان خبرهما. ولا ننشر أي اسم أو صورة إلا بموافقة خطية من الزوجين كليهما.

        ## شكراً لكم

        نشكر أعضاءنا وأسرهم، والأئمة والمرشدين الذين يوجّهونهم. وإن كان زواجك قد بدأ على مودة وأحببت أن تشاركنا قصتك، فراسلنا عبر [صفحة التواصل](/contact-us).
      `,
      en: md`
        Alhamdulillah. Since 2012, more than 300,000 marriages have begun with an introduction on Mawadda, according to what our members have told us. Behind each number is a new family: two households that came together, and often many conversations with parents and guardians.

        ## What our members tell us

        Couples who write to us mention the same things again and again: honest profiles, patience, involving the wali early and praying istikhara before deciding. Many also say that private photos and follow approvals gave them and their families the confidence to begin.

        ## How we count

        A marriage is counted when a member closes their account and tells us they married someone they met on Mawadda, or when a couple shares their news with us. We never publish names or photos without the written consent of both spouses.

        ## Thank you

        We thank our members, their families, and the imams and counsellors who guide them. If your marriage began on Mawadda and you would like to share your story, write to us through the [contact page](/contact-us).
      `,
      ur: md`
        الحمدللہ۔ ہمارے اراکین کی فراہم کردہ معلومات کے مطابق 2012 سے اب تک 3 لاکھ سے زیادہ نکاح مودّت پر ہونے والے تعارف سے شروع ہوئے۔ ہر عدد کے پیچھے ایک نیا خاندان ہے: دو گھرانے جو آپس میں جڑے، اور اکثر والدین اور سرپرستوں کے ساتھ بہت سی نشستیں۔

        ## ہمارے اراکین کیا کہتے ہیں

        ہمیں لکھنے والے جوڑے بار بار انہی باتوں کا ذکر کرتے ہیں: سچا پروفائل، صبر، ابتدا ہی سے ولی کو شامل کرنا اور فیصلے سے پہلے استخارہ۔ بہت سے اراکین یہ بھی بتاتے ہیں کہ نجی تصاویر اور فالو کی منظوری کے نظام نے انہیں اور ان کے خاندانوں کو آغاز کرنے کا اطمینان دیا۔

        ## ہم گنتی کیسے کرتے ہیں

        ہم کسی نکاح کو اس وقت شمار کرتے ہیں جب کوئی رکن اپنا اکاؤنٹ بند کرتے ہوئے بتائے کہ اس کا نکاح مودّت پر ملنے والے کسی فرد سے ہوا ہے، یا جب کوئی جوڑا خود ہمیں یہ خوش خبری سنائے۔ ہم میاں بیوی دونوں کی تحریری رضامندی کے بغیر کبھی کوئی نام یا تصویر شائع نہیں کرتے۔

        ## شکریہ

        ہم اپنے اراکین، ان کے خاندانوں اور ان ائمہ اور مشیروں کے شکر گزار ہیں جو ان کی رہنمائی کرتے ہیں۔ اگر آپ کے نکاح کا آغاز مودّت سے ہوا ہے اور آپ اپنی کہانی ہمیں سنانا چاہتے ہیں تو [رابطے کے صفحے](/contact-us) کے ذریعے ہمیں لکھیں۔
      `,
      fa: md`
        الحمدلله. بر پایه آنچه اعضا به ما گفته‌اند، از سال ۲۰۱۲ تاکنون بیش از ۳۰۰ هزار ازدواج با آشنایی در مودّت آغاز شده است. پشت هر عدد، خانواده‌ای تازه است: دو خانه که به هم پیوستند، و اغلب گفت‌وگوهای بسیار با پدران، مادران و اولیا.

        ## اعضا چه می‌گویند

        زوج‌هایی که برایمان می‌نویسند بارها به همین نکته‌ها اشاره می‌کنند: پروفایل صادقانه، صبر، همراه کردن ولی از همان ابتدا و طلب خیر از خداوند پیش از تصمیم. بسیاری نیز می‌گویند عکس‌های خصوصی و تأیید دنبال‌کنندگان به آنان و خانواده‌هایشان اطمینان داد تا قدم نخست را بردارند.

        ## چگونه می‌شماریم

        ازدواجی را به حساب می‌آوریم که عضوی هنگام بستن حسابش به ما بگوید با کسی که در مودّت با او آشنا شده ازدواج کرده است، یا زوجی خودشان این خبر را با ما در میان بگذارند. هیچ نام یا عکسی را بدون رضایت کتبی هر دو همسر منتشر نمی‌کنیم.

        ## سپاسگزاریم

        از اعضا، خانواده‌هایشان و امامان و مشاورانی که راهنمایشان هستند سپاسگزاریم. اگر ازدواج شما از مودّت آغاز شده و دوست دارید داستانتان را با ما در میان بگذارید، از طریق [صفحه تماس با ما](/contact-us) برایمان بنویسید.
      `,
      tr: md`
        Elhamdülillah. Üyelerimizin bize bildirdiklerine göre 2012’den bu yana 300 binden fazla evlilik Mawadda’daki bir tanışmayla başladı. Her sayının ardında yeni bir aile var: bir araya gelen iki hane ve çoğu zaman anne babalarla ve velilerle yapılan nice görüşme.

        ## Üyelerimiz ne diyor?

        Bize yazan çiftler aynı şeylerden tekrar tekrar söz ediyor: dürüst bir profil, sabır, veliyi erkenden sürece katmak ve karar vermeden önce istihare etmek. Birçoğu ayrıca gizli fotoğrafların ve takip onayının kendilerine ve ailelerine ilk adımı atma güveni verdiğini söylüyor.

        ## Nasıl sayıyoruz?

        Bir üye hesabını kapatırken Mawadda’da tanıştığı biriyle evlendiğini bildirdiğinde ya da bir çift bu haberi bizimle paylaştığında o evliliği sayıma dahil ediyoruz. Her iki eşin yazılı izni olmadan hiçbir isim veya fotoğraf yayımlamıyoruz.

        ## Teşekkürler

        Üyelerimize, ailelerine ve onlara yol gösteren imamlara ve danışmanlara teşekkür ederiz. Evliliğiniz Mawadda’da başladıysa ve hikâyenizi paylaşmak isterseniz [iletişim sayfamız](/contact-us) üzerinden bize yazabilirsiniz.
      `,
    },
  },

  // ── 5. App update ────────────────────────────────────────────────────────
  {
    id: 5,
    slug: 'mawadda-app-6-0',
    publishedAt: '2026-09-15T08:00:00Z',
    image: '/images/covers/mawadda-app-6-0.jpg',
    title: {
      ar: 'الإصدار 6.0 من تطبيق مودة: بحث مُجدَّد وسيرة للزواج ومحادثات أكثر أماناً',
      en: 'Mawadda app 6.0: redesigned search, Marriage CV and safer chat',
      ur: 'مودّت ایپ 6.0: نئے انداز کی تلاش، نکاح کا بائیو ڈیٹا اور زیادہ محفوظ چیٹ',
      fa: 'نسخه ۶٫۰ اپلیکیشن مودّت: جستجوی بازطراحی‌شده، رزومه ازدواج و گفت‌وگوی امن‌تر',
      tr: 'Mawadda uygulaması 6.0: Yenilenen arama, evlilik özgeçmişi ve daha güvenli sohbet',
    },
    summary: {
      ar: 'يأتي الإصدار الجديد من التطبيق لأجهزة iOS وAndroid ببحث مُجدَّد، وسيرة ذاتية للزواج قابلة للطباعة، وتنبيهات أمان في المحادثات.',
      en: 'The new version of the app for iOS and Android brings a redesigned search, a printable Marriage CV and safety reminders in chat.',
      ur: 'iOS اور Android کے لیے ایپ کے نئے ورژن میں نئے انداز کی تلاش، قابلِ پرنٹ نکاح کا بائیو ڈیٹا اور چیٹ میں حفاظتی یاد دہانیاں شامل ہیں۔',
      fa: 'نسخه تازه اپلیکیشن برای iOS و Android با جستجوی بازطراحی‌شده، رزومه ازدواج قابل چاپ و یادآوری‌های ایمنی در گفت‌وگو از راه رسیده است.',
      tr: 'Uygulamanın iOS ve Android için yeni sürümü; yenilenen arama, yazdırılabilir evlilik özgeçmişi ve sohbette güvenlik hatırlatmaları getiriyor.',
    },
    body: {
      ar: md`
        بدأ طرح الإصدار 6.0 من تطبيق مودة على أجهزة iOS وAndroid.

        ## أبرز ما فيه

        - **بحث مُجدَّد:** عوامل بحث مرتّبة بوضوح أكبر، ونتائج أسرع، وإمكانية حفظ البحث وتلقي إشعار عند انضمام أعضاء جدد يطابقونه.
        - **السيرة الذاتية للزواج:** أنشئ ملخصاً واضحاً لملفك قابلاً للطباعة لتشاركه مع أهلك أو وليّك.
        - **تنبيهات الأمان في المحادثة:** إذا ورد في رسالةٍ ذكرُ تحويل أموال أو بيانات مصرفية أو نقل المحادثة إلى تطبيق آخر، فستظهر لك تذكرة بإرشادات السلامة.
        - **سهولة الوصول:** خيارات لتكبير النص، ودعم أفضل لقارئات الشاشة باللغات الخمس.

        ## كيف تحدّث التطبيق

        حدّث التطبيق من App Store أو Google Play. وإذا كانت التحديثات التلقائية مفعّلة، فسيُثبَّت الإصدار الجديد من تلقاء نفسه خلال أيام.

        ستظل الإصدارات السابقة تعمل حتى 31 ديسمبر 2026، ويسعدنا أن نتلقى ملاحظاتك عبر صفحة [الشكاوى والاقتراحات](/submitting-complaints-and-suggestions).
      `,
      en: md`
        Version 6.0 of the Mawadda app is now rolling out on iOS and Android.

        ## Highlights

        - **Redesigned search:** filters are grouped more clearly, results load faster, and you can save a search and be notified when new members match it.
        - **Marriage CV:** create a clear, printable summary of your profile to share with your family or wali.
        - **Safety reminders in chat:** if a message mentions money transfers, bank details or moving the conversation to another app, you will see a reminder of our safety advice.
        - **Accessibility:** larger text options and better screen reader support in all five languages.

        ## How to update

        Update the app from the App Store or Google Play. If automatic updates are on, the new version will install by itself within a few days.

        Earlier versions will keep working until 31 December 2026. We look forward to your feedback through the [complaints and suggestions](/submitting-complaints-and-suggestions) page.
      `,
      ur: md`
        مودّت ایپ کا ورژن 6.0 اب iOS اور Android پر مرحلہ وار جاری کیا جا رہا ہے۔

        ## نمایاں خصوصیات

        - **نئے انداز کی تلاش:** فلٹرز زیادہ واضح انداز میں ترتیب دیے گئے ہیں، نتائج تیزی سے کھلتے ہیں، اور آپ کوئی تلاش محفوظ کر کے اس سے مطابقت رکھنے والے نئے اراکین کی اطلاع پا سکتے ہیں۔
        - **نکاح کا بائیو ڈیٹا:** اپنے پروفائل کا واضح اور قابلِ پرنٹ خلاصہ بنائیں اور اسے اپنے گھر والوں یا ولی کے ساتھ شیئر کریں۔
        - **چیٹ میں حفاظتی یاد دہانیاں:** اگر کسی پیغام میں رقم کی منتقلی، بینک کی تفصیلات یا گفتگو کسی دوسری ایپ پر لے جانے کا ذکر ہو تو آپ کو ہماری حفاظتی ہدایات یاد دلائی جائیں گی۔
        - **رسائی میں آسانی:** بڑے حروف کے اختیارات اور پانچوں زبانوں میں اسکرین ریڈرز کے لیے بہتر معاونت۔

        ## اپ ڈیٹ کیسے کریں

        App Store یا Google Play سے ایپ اپ ڈیٹ کریں۔ اگر خودکار اپ ڈیٹس آن ہیں تو نیا ورژن چند دنوں میں خود ہی انسٹال ہو جائے گا۔

        ایپ کے پرانے ورژن 31 دسمبر 2026 تک کام کرتے رہیں گے۔ اپنی رائے [شکایات و تجاویز](/submitting-complaints-and-suggestions) کے صفحے کے ذریعے ہم تک ضرور پہنچائیں۔
      `,
      fa: md`
        انتشار نسخه ۶٫۰ اپلیکیشن مودّت برای iOS و Android به‌تدریج آغاز شده است.

        ## مهم‌ترین تغییرات

        - **جستجوی بازطراحی‌شده:** فیلترها روشن‌تر دسته‌بندی شده‌اند، نتایج سریع‌تر نمایش داده می‌شوند و می‌توانید جستجوی خود را ذخیره کنید تا از پیوستن اعضای تازه‌ای که با آن هم‌خوان‌اند باخبر شوید.
        - **رزومه ازدواج:** خلاصه‌ای روشن و قابل چاپ از پروفایل خود بسازید و آن را با خانواده یا ولی خود به اشتراک بگذارید.
        - **یادآوری‌های ایمنی در گفت‌وگو:** اگر در پیامی از انتقال پول، اطلاعات بانکی یا بردن گفت‌وگو به اپلیکیشنی دیگر سخن رفته باشد، توصیه‌های ایمنی ما به شما یادآوری می‌شود.
        - **دسترس‌پذیری:** گزینه‌های بزرگ‌نمایی متن و پشتیبانی بهتر از صفحه‌خوان‌ها در هر پنج زبان.

        ## چگونه به‌روزرسانی کنید

        اپلیکیشن را از App Store یا Google Play به‌روزرسانی کنید. اگر به‌روزرسانی خودکار فعال باشد، نسخه تازه ظرف چند روز خودبه‌خود نصب می‌شود.

        نسخه‌های پیشین تا ۳۱ دسامبر ۲۰۲۶ همچنان کار می‌کنند. خوشحال می‌شویم نظرهای خود را از طریق صفحه [شکایات و پیشنهادها](/submitting-complaints-and-suggestions) با ما در میان بگذارید.
      `,
      tr: md`
        Mawadda uygulamasının 6.0 sürümü iOS ve Android’de kademeli olarak kullanıma sunuluyor.

        ## Öne çıkanlar

        - **Yenilenen arama:** Filtreler daha anlaşılır biçimde gruplandı, sonuçlar daha hızlı yükleniyor; bir aramayı kaydedip ona uyan yeni üyelerden haberdar olabilirsiniz.
        - **Evlilik özgeçmişi:** Profilinizin derli toplu ve yazdırılabilir bir özetini oluşturup ailenizle veya velinizle paylaşın.
        - **Sohbette güvenlik hatırlatmaları:** Bir mesajda para transferi, banka bilgisi veya sohbeti başka bir uygulamaya taşıma önerisi geçerse güvenlik tavsiyelerimiz size hatırlatılır.
        - **Erişilebilirlik:** Daha büyük yazı seçenekleri ve beş dilin tamamında ekran okuyucular için daha iyi destek.

        ## Nasıl güncellenir?

        Uygulamayı App Store’dan veya Google Play’den güncelleyin. Otomatik güncellemeler açıksa yeni sürüm birkaç gün içinde kendiliğinden yüklenir.

        Önceki sürümler 31 Aralık 2026’ya kadar çalışmaya devam edecek. Görüşlerinizi [şikâyet ve öneri](/submitting-complaints-and-suggestions) sayfamız üzerinden bize iletebilirsiniz.
      `,
    },
  },
];
