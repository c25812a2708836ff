import { md } from './md.js';
import { AYAH_AL_FURQAN_74, AYAH_AN_NISA_1, AYAH_AN_NUR_32, AYAH_AR_RUM_21 } from './quran.js';
import type { SeedPage } from './types.js';

/** Pages about the platform: about us, vision and mission, the Holy Quran, services. */
export const seedPagesAbout: SeedPage[] = [
  // ── about-us ─────────────────────────────────────────────────────────────
  {
    id: 1,
    categoryId: 0,
    slug: 'about-us',
    order: 1,
    title: {
      ar: 'من نحن',
      en: 'About us',
      ur: 'ہمارے بارے میں',
      fa: 'درباره ما',
      tr: 'Hakkımızda',
    },
    body: {
      ar: md`
        ## تعرّف إلينا

        مودة منصة زواج للمسلمين والمسلمات الراغبين في التعرّف إلى شريك الحياة بطريقة تحفظ دينهم وكرامة أسرهم وخصوصيتهم. مقرّنا دولة الإمارات العربية المتحدة، ونخدم أعضاءنا في دول الخليج وسائر العالم الإسلامي بخمس لغات: العربية والإنجليزية والأردية والفارسية والتركية.

        منذ عام 2012 تجاوزت تنزيلات تطبيقنا 6 ملايين تنزيل، وبدأت أكثر من 300,000 زيجة بتعارفٍ على مودة، فلله الحمد والمنّة على كل واحدة منها.

        ## ما الذي يميّزنا

        - **الزواج غايتنا الوحيدة:** يُقسم كل عضو عند التسجيل أن غايته الزواج الشرعي لا غير.
        - **الخصوصية أولاً:** يختار العضو من يرى صوره، ولا تُفتح الملفات الخاصة إلا للمتابعين الذين يوافق عليهم أصحابها.
        - **الأسرة في قلب الطريق:** نشجّع أعضاءنا على إشراك الأهل والولي مبكراً، وفريق الإرشاد الأسري لدينا جاهز للنصح والمساندة.
        - **محادثات محترمة:** يتصدّى فريق الإشراف للإساءة والاحتيال وطلبات المال، ويستطيع كل عضو الحظر أو الإبلاغ بلمسة واحدة.

        ## فريقنا

        يضم فريقنا مهندسين وموظفي خدمة عملاء ومشرفين ومرشدين أسريين، يجمعهم إيمان واحد: أن الزوجة الصالحة والزوج الصالح من أعظم نعم الدنيا، وأن البحث عن شريك الحياة ينبغي أن يكون كريماً وآمناً وميسّراً.

        يسعدنا أن نسمع منك عبر [صفحة التواصل](/contact-us) أو نموذج [الشكاوى والاقتراحات](/submitting-complaints-and-suggestions).
      `,
      en: md`
        ## Who we are

        Mawadda is a marriage platform for Muslim men and women who want to meet a spouse in a way that honours their faith, their families and their privacy. We are based in the United Arab Emirates and serve members across the Gulf and the wider Muslim world in five languages: Arabic, English, Urdu, Persian and Turkish.

        Since 2012 our app has been downloaded more than 6 million times, and more than 300,000 marriages have begun with an introduction on Mawadda. We thank Allah for every one of them.

        ## What makes us different

        - **Marriage only.** Every member swears an oath when registering that their only aim is lawful marriage (nikah).
        - **Privacy first.** Members choose who sees their photos, and private profiles open only to the followers their owners approve.
        - **Families at the heart.** We encourage members to involve their families and the wali early, and our family counselling team is there to advise and support.
        - **Respectful conversations.** Our moderators act against harassment, fraud and requests for money, and every member can block or report with a single tap.

        ## Our team

        Our team brings together engineers, customer care staff, moderators and family counsellors who share one belief: that a righteous spouse is among the greatest blessings of this life, and that looking for one should be dignified, safe and simple.

        We would be glad to hear from you through our [contact page](/contact-us) or the [complaints and suggestions](/submitting-complaints-and-suggestions) form.
      `,
      ur: md`
        ## ہمارا تعارف

        مودّت مسلمان مردوں اور خواتین کے لیے نکاح کا ایک پلیٹ فارم ہے، جو شریکِ حیات کی تلاش اس طرح کرنا چاہتے ہیں کہ ان کے دین، خاندان کی عزت اور رازداری کا پورا خیال رکھا جائے۔ ہمارا مرکز متحدہ عرب امارات میں ہے، اور ہم خلیجی ممالک سمیت پوری مسلم دنیا میں پانچ زبانوں (عربی، انگریزی، اردو، فارسی اور ترکی) میں اپنے اراکین کی خدمت کرتے ہیں۔

        2012 سے اب تک ہماری ایپ 60 لاکھ سے زیادہ بار ڈاؤن لوڈ ہو چکی ہے، اور 3 لاکھ سے زیادہ نکاح مودّت پر ہونے والے تعارف سے شروع ہوئے۔ ان میں سے ہر ایک پر ہم اللہ کا شکر ادا کرتے ہیں۔

        ## ہمیں کیا چیز منفرد بناتی ہے

        - **صرف نکاح:** ہر رکن رجسٹریشن کے وقت حلف اٹھاتا ہے کہ اس کا واحد مقصد شرعی نکاح ہے۔
        - **رازداری سب سے پہلے:** ہر رکن خود طے کرتا ہے کہ اس کی تصاویر کون دیکھے، اور نجی پروفائل صرف انہی فالوورز کے لیے کھلتا ہے جنہیں اس کا مالک منظور کرے۔
        - **خاندان مرکز میں:** ہم اراکین کو ترغیب دیتے ہیں کہ ابتدا ہی سے اپنے گھر والوں اور ولی کو شامل کریں، اور ہماری خاندانی رہنمائی کی ٹیم مشورے اور مدد کے لیے موجود ہے۔
        - **باوقار گفتگو:** ہماری نگرانی کی ٹیم ہراسانی، دھوکا دہی اور رقم کے مطالبات کے خلاف کارروائی کرتی ہے، اور ہر رکن ایک ٹچ سے کسی کو بلاک یا رپورٹ کر سکتا ہے۔

        ## ہماری ٹیم

        ہماری ٹیم میں انجینئرز، کسٹمر سروس کے نمائندے، موڈریٹرز اور خاندانی مشیر شامل ہیں، جو ایک ہی یقین رکھتے ہیں: نیک شریکِ حیات دنیا کی سب سے بڑی نعمتوں میں سے ہے، اور اس کی تلاش باعزت، محفوظ اور آسان ہونی چاہیے۔

        آپ کا کوئی سوال یا تجویز ہو تو [رابطے کے صفحے](/contact-us) یا [شکایات و تجاویز](/submitting-complaints-and-suggestions) کے فارم کے ذریعے ہمیں ضرور بتائیں۔
      `,
      fa: md`
        ## ما که هستیم

        مودّت بستری برای ازدواج مردان و زنان مسلمان است که می‌خواهند همسر آینده خود را به شیوه‌ای بیابند که دین، آبروی خانواده و حریم خصوصی‌شان محترم بماند. دفتر مرکزی ما در امارات متحده عربی است و به پنج زبان عربی، انگلیسی، اردو، فارسی و ترکی به اعضایی در منطقه و سراسر جهان اسلام خدمت می‌کنیم.

        از سال ۲۰۱۲ تاکنون اپلیکیشن ما بیش از ۶ میلیون بار دانلود شده و بیش از ۳۰۰ هزار ازدواج با آشنایی در مودّت آغاز شده است. خدا را برای تک‌تک آن‌ها شکر می‌گوییم.

        ## چه چیزی ما را متمایز می‌کند

        - **فقط برای ازدواج:** هر عضو هنگام ثبت‌نام سوگند یاد می‌کند که تنها هدفش ازدواج شرعی (نکاح) است.
        - **حریم خصوصی در اولویت:** هر عضو خودش تعیین می‌کند چه کسی عکس‌هایش را ببیند و پروفایل خصوصی فقط برای دنبال‌کنندگانی باز می‌شود که صاحبش تأییدشان کرده باشد.
        - **خانواده در مرکز:** اعضا را تشویق می‌کنیم از همان ابتدا خانواده و ولی را در جریان بگذارند و تیم مشاوره خانواده ما برای راهنمایی و همراهی آماده است.
        - **گفت‌وگوی محترمانه:** تیم نظارت ما با آزار، کلاهبرداری و درخواست پول برخورد می‌کند و هر عضو با یک لمس می‌تواند دیگری را مسدود یا گزارش کند.

        ## تیم ما

        تیم ما از مهندسان، کارشناسان پشتیبانی، ناظران محتوا و مشاوران خانواده تشکیل شده است که همه یک باور مشترک دارند: همسر شایسته از بزرگ‌ترین نعمت‌های این دنیاست و جستجوی او باید محترمانه، امن و آسان باشد.

        خوشحال می‌شویم پرسش یا پیشنهاد خود را از طریق [صفحه تماس با ما](/contact-us) یا فرم [شکایات و پیشنهادها](/submitting-complaints-and-suggestions) با ما در میان بگذارید.
      `,
      tr: md`
        ## Biz kimiz?

        Mawadda; imanlarına, ailelerinin onuruna ve mahremiyetlerine saygı gösteren bir yolla eş arayan Müslüman kadın ve erkekler için kurulmuş bir evlilik platformudur. Merkezimiz Birleşik Arap Emirlikleri’ndedir; Körfez ülkeleri başta olmak üzere bütün İslam dünyasındaki üyelerimize Arapça, İngilizce, Urduca, Farsça ve Türkçe olmak üzere beş dilde hizmet veriyoruz.

        2012’den bu yana uygulamamız 6 milyondan fazla kez indirildi ve 300 binden fazla evlilik Mawadda’daki bir tanışmayla başladı. Her biri için Allah’a hamd ederiz.

        ## Bizi farklı kılan nedir?

        - **Yalnızca evlilik:** Her üye, kayıt sırasında tek amacının meşru bir nikâh olduğuna dair yemin eder.
        - **Önce mahremiyet:** Fotoğraflarını kimin göreceğine üye kendisi karar verir; gizli profiller yalnızca sahiplerinin onayladığı takipçilere açılır.
        - **Merkezde aile:** Üyelerimizi ailelerini ve veliyi erkenden sürece katmaya teşvik ediyoruz; aile danışmanlığı ekibimiz her zaman yardıma hazırdır.
        - **Saygılı sohbetler:** Moderasyon ekibimiz tacize, dolandırıcılığa ve para taleplerine karşı harekete geçer; her üye tek dokunuşla engelleme veya şikâyette bulunabilir.

        ## Ekibimiz

        Ekibimiz mühendisler, müşteri hizmetleri temsilcileri, moderatörler ve aile danışmanlarından oluşur. Hepsi aynı inancı paylaşır: Salih bir eş, dünya hayatının en büyük nimetlerindendir ve eş aramak onurlu, güvenli ve kolay olmalıdır.

        Soru ve önerilerinizi [iletişim sayfamız](/contact-us) veya [şikâyet ve öneri formu](/submitting-complaints-and-suggestions) aracılığıyla bizimle paylaşabilirsiniz.
      `,
    },
  },

  // ── about-us/vision-mission ──────────────────────────────────────────────
  {
    id: 2,
    categoryId: 0,
    slug: 'about-us/vision-mission',
    order: 2,
    title: {
      ar: 'الرؤية والرسالة',
      en: 'Vision and mission',
      ur: 'وژن اور مشن',
      fa: 'چشم‌انداز و مأموریت',
      tr: 'Vizyon ve Misyon',
    },
    body: {
      ar: md`
        ## رؤيتنا

        أن نكون الوجهة الأكثر ثقة لدى المسلمين في البحث عن شريك الحياة؛ مكاناً تطمئن إليه الأسر، ويشعر فيه الأعضاء بالأمان، ويقوم فيه كل تعارف على الصدق والاحترام.

        ## رسالتنا

        تيسير الزواج الشرعي بالجمع بين المسلمين والمسلمات الجادّين وبين من يناسبهم، مع حماية خصوصيتهم في كل خطوة، وإبقاء الأسرة قريبة من القرار، على هدي الكتاب والسنة.

        ## قيمنا

        - **الإخلاص:** نبني منصتنا لمن كانت نيته الزواج، ونُبعد من يسيء استخدام هذه الثقة.
        - **الأمانة:** بيانات الأعضاء وصورهم أمانة نحفظها، ولا نبيع البيانات الشخصية أبداً.
        - **الحياء:** تعكس خصائص المنصة وإشرافنا وإرشاداتنا آداب الإسلام في التعامل بين الرجل والمرأة.
        - **الأسرة:** الزواج يجمع بين عائلتين، لذلك نفسح المجال للوالدين والأولياء في هذه الرحلة.
        - **التيسير:** حثّ النبي ﷺ على تيسير الزواج، فنحرص على أن تكون أدواتنا سهلة وأسعارنا عادلة.
        - **الإحسان:** نُصغي إلى شكاوى الأعضاء واقتراحاتهم، ونعمل على التحسين المستمر.

        ## التزاماتنا للسنوات القادمة

        - توسيع خدمات الإرشاد الأسري باللغات الخمس.
        - إبقاء أدوات الخصوصية في يد الأعضاء، بخيارات واضحة ومن دون إعدادات خفية.
        - التعاون مع علماء ومرشدين موثوقين لإعداد محتوى توجيهي للمقبلين على الزواج.
        - نشر تقارير دورية عن طريقة تعاملنا مع البلاغات والاحتيال وسلامة الأعضاء.
      `,
      en: md`
        ## Our vision

        To be the place Muslims trust most when looking for a spouse: a place where families feel at ease, members feel safe, and every introduction rests on sincerity and respect.

        ## Our mission

        To make lawful marriage easier by connecting serious Muslim men and women with compatible partners, protecting their privacy at every step and keeping families close to the decision, guided by the Quran and the Sunnah.

        ## Our values

        - **Sincerity (ikhlas):** we build for people whose intention is marriage, and we remove those who abuse that trust.
        - **Trustworthiness (amanah):** members’ data and photos are a trust we guard; we never sell personal data.
        - **Modesty (haya):** our features, moderation and guidance reflect Islamic etiquette between men and women.
        - **Family:** marriage joins two families, so we make room for parents and guardians on the journey.
        - **Ease:** the Prophet ﷺ encouraged making marriage easy, so we keep our tools simple and our prices fair.
        - **Excellence (ihsan):** we listen to members’ complaints and suggestions and keep improving.

        ## Our commitments for the years ahead

        - Expand family counselling in all five languages.
        - Keep privacy controls in members’ hands, with clear choices and no hidden settings.
        - Work with trusted scholars and counsellors on guidance for those preparing for marriage.
        - Publish regular reports on how we handle complaints, fraud and member safety.
      `,
      ur: md`
        ## ہمارا وژن

        شریکِ حیات کی تلاش میں مسلمانوں کا سب سے قابلِ اعتماد مقام بننا؛ ایسا مقام جہاں خاندان مطمئن ہوں، اراکین خود کو محفوظ محسوس کریں اور ہر تعارف خلوص اور احترام پر قائم ہو۔

        ## ہمارا مشن

        قرآن و سنت کی رہنمائی میں شرعی نکاح کو آسان بنانا: سنجیدہ مسلمان مردوں اور خواتین کو موزوں رشتوں سے ملانا، ہر مرحلے پر ان کی رازداری کا تحفظ کرنا اور فیصلے میں خاندان کو قریب رکھنا۔

        ## ہماری اقدار

        - **اخلاص:** ہمارا پلیٹ فارم ان لوگوں کے لیے ہے جن کی نیت نکاح ہے، اور جو اس اعتماد کا غلط استعمال کریں انہیں ہم ہٹا دیتے ہیں۔
        - **امانت:** اراکین کا ڈیٹا اور تصاویر ہمارے پاس امانت ہیں؛ ہم ذاتی ڈیٹا کبھی فروخت نہیں کرتے۔
        - **حیا:** ہماری سہولیات، نگرانی اور رہنمائی مرد و عورت کے باہمی معاملات میں اسلامی آداب کی عکاسی کرتی ہیں۔
        - **خاندان:** نکاح دو خاندانوں کو جوڑتا ہے، اس لیے ہم اس سفر میں والدین اور سرپرستوں کو ساتھ رکھتے ہیں۔
        - **آسانی:** نبی کریم ﷺ نے نکاح کو آسان بنانے کی ترغیب دی، اسی لیے ہم اپنے ٹولز سادہ اور قیمتیں مناسب رکھتے ہیں۔
        - **احسان:** ہم اراکین کی شکایات اور تجاویز غور سے سنتے ہیں اور مسلسل بہتری کے لیے کوشاں رہتے ہیں۔

        ## آنے والے برسوں کے لیے ہمارے عزائم

        - پانچوں زبانوں میں خاندانی رہنمائی کی خدمات کو وسعت دینا۔
        - رازداری کے اختیارات اراکین کے ہاتھ میں رکھنا، واضح انتخاب کے ساتھ اور بغیر کسی پوشیدہ سیٹنگ کے۔
        - نکاح کی تیاری کرنے والوں کے لیے معتبر علما اور مشیروں کے ساتھ مل کر رہنمائی پر مبنی مواد تیار کرنا۔
        - شکایات، دھوکا دہی اور اراکین کی حفاظت سے متعلق اپنے اقدامات پر باقاعدگی سے رپورٹس شائع کرنا۔
      `,
      fa: md`
        ## چشم‌انداز ما

        اینکه مطمئن‌ترین جا برای مسلمانان در جستجوی همسر باشیم؛ جایی که خانواده‌ها به آن اعتماد کنند، اعضا احساس امنیت کنند و هر آشنایی بر پایه صداقت و احترام شکل بگیرد.

        ## مأموریت ما

        آسان کردن ازدواج شرعی در پرتو قرآن و سنت: پیوند دادن مردان و زنان مسلمانی که برای ازدواج جدی هستند با همسرانی هم‌سو، حفاظت از حریم خصوصی آنان در هر گام و نزدیک نگه داشتن خانواده به تصمیم.

        ## ارزش‌های ما

        - **اخلاص:** بستر ما برای کسانی است که نیتشان ازدواج است و کسانی را که از این اعتماد سوءاستفاده کنند کنار می‌گذاریم.
        - **امانت‌داری:** اطلاعات و عکس‌های اعضا امانتی نزد ماست و هرگز داده‌های شخصی را نمی‌فروشیم.
        - **حیا:** امکانات، نظارت و راهنمایی‌های ما بازتاب آداب اسلامی در رابطه میان زن و مرد است.
        - **خانواده:** ازدواج دو خانواده را به هم پیوند می‌دهد؛ از این رو در این مسیر برای پدر و مادر و اولیا جا باز می‌کنیم.
        - **آسان‌گیری:** پیامبر ﷺ به آسان گرفتن ازدواج سفارش کرده است؛ ما نیز ابزارهایمان را ساده و قیمت‌ها را منصفانه نگه می‌داریم.
        - **احسان:** شکایات و پیشنهادهای اعضا را با دقت می‌شنویم و پیوسته در پی بهتر شدن هستیم.

        ## تعهدات ما برای سال‌های پیش رو

        - گسترش خدمات مشاوره خانواده به هر پنج زبان.
        - سپردن اختیار حریم خصوصی به دست خود اعضا، با گزینه‌های روشن و بدون تنظیمات پنهان.
        - همکاری با عالمان و مشاوران مورد اعتماد برای تهیه محتوای راهنما برای کسانی که در آستانه ازدواج‌اند.
        - انتشار گزارش‌های منظم درباره نحوه رسیدگی به شکایات، کلاهبرداری و امنیت اعضا.
      `,
      tr: md`
        ## Vizyonumuz

        Müslümanların eş ararken en çok güvendiği adres olmak: ailelerin içinin rahat ettiği, üyelerin kendini güvende hissettiği ve her tanışmanın samimiyet ve saygı üzerine kurulduğu bir yer.

        ## Misyonumuz

        Kur’an ve Sünnet’in rehberliğinde meşru evliliği kolaylaştırmak: evlilik konusunda ciddi olan Müslüman kadın ve erkekleri uygun adaylarla buluşturmak, her adımda mahremiyetlerini korumak ve aileleri kararın yakınında tutmak.

        ## Değerlerimiz

        - **İhlas:** Platformumuzu niyeti evlilik olanlar için kuruyoruz; bu güveni kötüye kullananları uzaklaştırıyoruz.
        - **Emanet:** Üyelerin bilgileri ve fotoğrafları bize emanettir; kişisel verileri asla satmayız.
        - **Hayâ:** Özelliklerimiz, moderasyonumuz ve rehberliğimiz kadın ile erkek arasındaki İslami edebi yansıtır.
        - **Aile:** Nikâh iki aileyi birleştirir; bu yüzden anne babalara ve velilere bu yolculukta yer açarız.
        - **Kolaylık:** Peygamber Efendimiz ﷺ nikâhın kolaylaştırılmasını tavsiye etmiştir; biz de araçlarımızı sade, fiyatlarımızı adil tutarız.
        - **İhsan:** Üyelerimizin şikâyet ve önerilerini dikkatle dinler, sürekli gelişmeye çalışırız.

        ## Önümüzdeki yıllar için taahhütlerimiz

        - Aile danışmanlığı hizmetlerini beş dilin tamamında genişletmek.
        - Gizlilik kontrollerini, açık seçenekler sunarak ve gizli ayar bırakmadan üyelerin elinde tutmak.
        - Evliliğe hazırlananlar için güvenilir âlimler ve danışmanlarla birlikte rehber içerikler hazırlamak.
        - Şikâyetleri, dolandırıcılık girişimlerini ve üye güvenliğini nasıl ele aldığımıza dair düzenli raporlar yayımlamak.
      `,
    },
  },

  // ── koran ────────────────────────────────────────────────────────────────
  {
    id: 8,
    categoryId: 0,
    slug: 'koran',
    order: 8,
    title: {
      ar: 'الزواج في هدي القرآن الكريم',
      en: 'Marriage in the light of the Holy Quran',
      ur: 'قرآنِ کریم کی روشنی میں نکاح',
      fa: 'ازدواج در پرتو قرآن کریم',
      tr: 'Kur’an-ı Kerim’in Işığında Nikâh',
    },
    body: {
      ar: md`
        جعل الله تعالى الزواج في كتابه آيةً من آياته، وسكناً للنفس، ورباطاً تقوم عليه الأسرة. نضع بين يديك بعض الآيات التي يكثر أعضاؤنا من تأمّلها، مع إشارة موجزة إلى معانيها، وللتوسع نوصي بالرجوع إلى كتب التفسير المعتمدة.

        ### السكن والمودة والرحمة

        **﴿${AYAH_AR_RUM_21}﴾**

        (سورة الروم: 21)

        جعل الله الزواج سكناً تطمئن إليه النفس، وجعل بين الزوجين مودة ورحمة تدوم بعد أن يخبو بريق البدايات. ومن هذه الآية الكريمة استلهمنا اسم «مودة».

        ### أصل واحد وصلة الأرحام

        **﴿${AYAH_AN_NISA_1}﴾**

        (سورة النساء: 1)

        تذكّر الآية بأن الناس جميعاً من نفس واحدة، وتقرن تقوى الله بصلة الأرحام التي يقوم عليها بناء الأسرة، فالزواج يصل بين عائلتين ويوسّع دائرة الرحم.

        ### الحثّ على تزويج الأيامى

        **﴿${AYAH_AN_NUR_32}﴾**

        (سورة النور: 32)

        أمرٌ بتزويج من لا زوج له من الرجال والنساء، ووعدٌ من الله بالغنى لمن أراد العفاف، فلا يكن ضيق الحال وحده مانعاً من النكاح.

        ### من دعاء عباد الرحمن

        **﴿${AYAH_AL_FURQAN_74}﴾**

        (سورة الفرقان: 74)

        من دعاء عباد الرحمن الذين أثنى الله عليهم، ويحسن بكل مقبل على الزواج أن يلهج به.

        نسأل الله أن يبارك في كل بيت قام على طاعته، ونوصي كل عضو بصلاة الاستخارة قبل أي قرار، وباستشارة أهل العلم والخبرة.
      `,
      en: md`
        In His Book, Allah the Exalted speaks of marriage as one of His signs, a source of tranquillity and a bond on which the family is built. Below are some of the verses our members often reflect on. The Arabic is the text of the Quran itself; the English beneath each verse is a translation of its meaning and does not replace the original. For a fuller understanding, we recommend reading a trusted tafsir.

        ### Tranquillity, affection and mercy

        **﴿${AYAH_AR_RUM_21}﴾**

        (Surah Ar-Rum, 30:21)

        **Meaning:** “And among His signs is that He created for you spouses from among yourselves so that you may find tranquillity in them, and He placed between you affection and mercy. Indeed, in that are signs for people who reflect.”

        Our name, Mawadda, the affection that Allah places between spouses, is taken from this verse.

        ### One origin, and the ties of kinship

        **﴿${AYAH_AN_NISA_1}﴾**

        (Surah An-Nisa, 4:1)

        **Meaning:** “O mankind, be mindful of your Lord, who created you from a single soul, created from it its mate, and spread from the two of them many men and women. And be mindful of Allah, in whose name you ask of one another, and of the ties of kinship. Indeed, Allah is ever watchful over you.”

        ### Helping others to marry

        **﴿${AYAH_AN_NUR_32}﴾**

        (Surah An-Nur, 24:32)

        **Meaning:** “And marry off the unmarried among you and the righteous among your male and female servants. If they are poor, Allah will enrich them from His bounty, and Allah is All-Encompassing, All-Knowing.”

        ### A supplication for the family

        **﴿${AYAH_AL_FURQAN_74}﴾**

        (Surah Al-Furqan, 25:74)

        **Meaning:** “Our Lord, grant us from our spouses and our offspring the comfort of our eyes, and make us leaders of the God-conscious.”

        We encourage every member to read the Quran with the explanation of trusted scholars, and to pray istikhara before any decision. May Allah bless every home built on obedience to Him.
      `,
      ur: md`
        اللہ تعالیٰ نے اپنی کتاب میں نکاح کو اپنی نشانیوں میں سے ایک نشانی، سکون کا ذریعہ اور خاندان کی بنیاد قرار دیا ہے۔ ذیل میں چند آیات پیش ہیں جن پر ہمارے اراکین اکثر غور کرتے ہیں۔ عربی متن قرآنِ کریم کے الفاظ ہیں، اور ہر آیت کے نیچے اردو میں اس کے مفہوم کا ترجمہ دیا گیا ہے جو اصل متن کا متبادل نہیں۔ مزید سمجھنے کے لیے کسی معتبر تفسیر کا مطالعہ کریں۔

        ### سکون، محبت اور رحمت

        **﴿${AYAH_AR_RUM_21}﴾**

        (سورۃ الروم: 21)

        **ترجمہ:** “اور اس کی نشانیوں میں سے یہ ہے کہ اس نے تمہارے لیے تمہاری ہی جنس سے جوڑے پیدا کیے تاکہ تم ان کے پاس سکون پاؤ، اور اس نے تمہارے درمیان محبت اور رحمت رکھ دی۔ یقیناً اس میں غور و فکر کرنے والوں کے لیے بہت سی نشانیاں ہیں۔”

        ہمارے پلیٹ فارم کا نام “مودّت”، یعنی وہ محبت جو اللہ تعالیٰ شوہر اور بیوی کے درمیان رکھتا ہے، اسی آیت سے لیا گیا ہے۔

        ### ایک ہی اصل اور رشتوں کا احترام

        **﴿${AYAH_AN_NISA_1}﴾**

        (سورۃ النساء: 1)

        **ترجمہ:** “اے لوگو! اپنے رب سے ڈرو جس نے تمہیں ایک جان سے پیدا کیا، اسی سے اس کا جوڑا بنایا اور ان دونوں سے بہت سے مرد اور عورتیں پھیلا دیں۔ اور اس اللہ سے ڈرو جس کے واسطے سے تم ایک دوسرے سے مانگتے ہو، اور رشتوں کا لحاظ رکھو۔ بے شک اللہ تم پر نگہبان ہے۔”

        ### بے نکاحوں کے نکاح کی ترغیب

        **﴿${AYAH_AN_NUR_32}﴾**

        (سورۃ النور: 32)

        **ترجمہ:** “اور تم میں سے جو بے نکاح ہوں اور تمہارے غلاموں اور لونڈیوں میں سے جو نیک ہوں، ان کے نکاح کر دو۔ اگر وہ محتاج ہوں گے تو اللہ اپنے فضل سے انہیں غنی کر دے گا، اور اللہ بڑی وسعت والا، سب کچھ جاننے والا ہے۔”

        ### خاندان کے لیے ایک دعا

        **﴿${AYAH_AL_FURQAN_74}﴾**

        (سورۃ الفرقان: 74)

        **ترجمہ:** “اے ہمارے رب! ہمیں ہمارے شریکِ حیات اور ہماری اولاد سے آنکھوں کی ٹھنڈک عطا فرما اور ہمیں پرہیزگاروں کا پیشوا بنا۔”

        ہم ہر رکن کو ترغیب دیتے ہیں کہ معتبر علما کی تشریح کے ساتھ قرآنِ کریم کا مطالعہ کریں اور کسی بھی فیصلے سے پہلے استخارہ کریں۔ اللہ تعالیٰ ہر اس گھر میں برکت دے جو اس کی اطاعت پر قائم ہو۔
      `,
      fa: md`
        خداوند متعال در کتاب خود ازدواج را نشانه‌ای از نشانه‌های خویش، مایه آرامش و پایه بنای خانواده دانسته است. در ادامه چند آیه را می‌آوریم که اعضای ما بسیار در آن‌ها تأمل می‌کنند. متن عربی، خود قرآن کریم است و آنچه زیر هر آیه آمده ترجمه‌ای از معنای آن به فارسی است که جایگزین متن اصلی نیست. برای فهم عمیق‌تر، خواندن یک تفسیر معتبر را توصیه می‌کنیم.

        ### آرامش، دوستی و مهربانی

        **﴿${AYAH_AR_RUM_21}﴾**

        (سوره روم، آیه ۲۱)

        **ترجمه:** «و از نشانه‌های او این است که از جنس خودتان همسرانی برایتان آفرید تا در کنارشان آرامش یابید، و میان شما دوستی و مهربانی نهاد. بی‌گمان در این برای مردمی که می‌اندیشند نشانه‌هایی است.»

        نام «مودّت»، یعنی همان دوستی‌ای که خداوند میان همسران می‌نهد، از همین آیه گرفته شده است.

        ### یک ریشه و پیوند خویشاوندی

        **﴿${AYAH_AN_NISA_1}﴾**

        (سوره نساء، آیه ۱)

        **ترجمه:** «ای مردم، از پروردگارتان پروا کنید؛ همان که شما را از یک تن آفرید و همسرش را نیز از او آفرید و از آن دو، مردان و زنان بسیاری پراکند. و از خدایی که به نام او از یکدیگر درخواست می‌کنید پروا کنید و پیوند خویشاوندی را پاس بدارید. بی‌گمان خداوند همواره مراقب شماست.»

        ### سفارش به ازدواج بی‌همسران

        **﴿${AYAH_AN_NUR_32}﴾**

        (سوره نور، آیه ۳۲)

        **ترجمه:** «بی‌همسرانِ خود و غلامان و کنیزان درستکارتان را همسر دهید. اگر تنگدست باشند، خداوند آنان را از فضل خویش بی‌نیاز می‌کند، و خداوند گشایشگر و داناست.»

        ### دعایی برای خانواده

        **﴿${AYAH_AL_FURQAN_74}﴾**

        (سوره فرقان، آیه ۷۴)

        **ترجمه:** «پروردگارا، از همسران و فرزندانمان مایه روشنی چشم به ما ببخش و ما را پیشوای پرهیزگاران قرار ده.»

        همه اعضا را تشویق می‌کنیم قرآن را همراه با تفسیر عالمان مورد اعتماد بخوانند و پیش از هر تصمیمی از خداوند طلب خیر کنند. خداوند به هر خانه‌ای که بر پایه اطاعت او بنا شود برکت دهد.
      `,
      tr: md`
        Yüce Allah, Kitabı’nda evliliği kendi ayetlerinden biri, bir huzur kaynağı ve ailenin üzerine kurulduğu bir bağ olarak anar. Aşağıda üyelerimizin sıkça üzerinde düşündüğü bazı ayetleri bulacaksınız. Arapça metin Kur’an-ı Kerim’in kendisidir; her ayetin altındaki Türkçe ifade ise anlamının bir mealidir ve aslının yerini tutmaz. Daha derin bir anlayış için güvenilir bir tefsire başvurmanızı tavsiye ederiz.

        ### Huzur, sevgi ve merhamet

        **﴿${AYAH_AR_RUM_21}﴾**

        (Rûm Suresi, 21. ayet)

        **Meali:** “Kendileriyle huzur bulasınız diye size kendi türünüzden eşler yaratması ve aranızda sevgi ve merhamet var etmesi de O’nun ayetlerindendir. Şüphesiz bunda düşünen bir topluluk için ibretler vardır.”

        Platformumuzun adı olan Mawadda, yani Allah’ın eşlerin arasına koyduğu sevgi, bu ayetten alınmıştır.

        ### Tek bir asıl ve akrabalık bağları

        **﴿${AYAH_AN_NISA_1}﴾**

        (Nisâ Suresi, 1. ayet)

        **Meali:** “Ey insanlar! Sizi tek bir nefisten yaratan, ondan da eşini yaratan ve ikisinden birçok erkek ve kadın üretip yayan Rabbinizden sakının. Adını anarak birbirinizden dilekte bulunduğunuz Allah’tan sakının ve akrabalık bağlarını koparmaktan sakının. Şüphesiz Allah üzerinizde gözetleyicidir.”

        ### Bekârları evlendirmeye teşvik

        **﴿${AYAH_AN_NUR_32}﴾**

        (Nûr Suresi, 32. ayet)

        **Meali:** “İçinizden bekârları, kölelerinizden ve cariyelerinizden salih olanları evlendirin. Eğer yoksul iseler Allah lütfuyla onları zenginleştirir. Allah’ın lütfu geniştir, O her şeyi bilendir.”

        ### Aile için bir dua

        **﴿${AYAH_AL_FURQAN_74}﴾**

        (Furkan Suresi, 74. ayet)

        **Meali:** “Rabbimiz! Eşlerimizi ve çocuklarımızı bize göz aydınlığı kıl ve bizi takva sahiplerine önder eyle.”

        Her üyemizi Kur’an-ı Kerim’i güvenilir âlimlerin açıklamalarıyla birlikte okumaya ve her karardan önce istihare etmeye davet ediyoruz. Allah, kendisine itaat üzere kurulan her yuvayı bereketli kılsın.
      `,
    },
  },

  // ── services ─────────────────────────────────────────────────────────────
  {
    id: 9,
    categoryId: 0,
    slug: 'services',
    order: 9,
    title: {
      ar: 'خدماتنا',
      en: 'Our services',
      ur: 'ہماری خدمات',
      fa: 'خدمات ما',
      tr: 'Hizmetlerimiz',
    },
    body: {
      ar: md`
        كل ما في مودة مصمَّم لغاية واحدة: أن نعينك على الوصول إلى نكاح مبارك بكرامة وطمأنينة.

        ## ابحث عن الشخص المناسب

        - **عوامل بحث تفصيلية:** بلد الإقامة والمدينة، والجنسية، والعمر، والحالة الاجتماعية، والمؤهل العلمي، والمهنة، ومستوى الالتزام الديني، والاستعداد للانتقال.
        - **حفظ عمليات البحث:** يصلك إشعار عند انضمام أعضاء جدد يطابقون ما تبحث عنه.

        ## خصوصيتك في يدك

        - **الألبومات الخاصة:** ارفع صوراً لا يراها إلا المتابعون الذين توافق عليهم، ويمكنك سحب الإذن في أي وقت.
        - **الموافقة على المتابعة:** لا يطّلع أحد على ملفك الخاص قبل أن تقبل طلب متابعته.
        - **الحظر والإبلاغ:** أوقف أي تواصل غير مرغوب فيه فوراً، وأبلغ فريق الإشراف.

        ## تعارف باحترام

        - **المحادثة:** راسل الأعضاء الذين قبلوا طلبك، مع أدوات تنبّه إلى طلبات المال والمحتوى غير اللائق.
        - **السيرة الذاتية للزواج:** ملخص واضح لملفك قابل للطباعة، تسلّمه لأهلك أو لوليّك ليقدّموه بدورهم إلى أسرة الطرف الآخر. ويمكنك أن تضيف إليه بيانات التواصل مع وليّك، فلا تظهر إلا حين تختار مشاركتها.

        ## الباقات المميزة

        تتيح باقتا الستة أشهر والسنة المراسلةَ غير المحدودة، وعوامل البحث المتقدمة، ومعرفة من زار ملفك، والدعم ذا الأولوية. ويمكن للأعضاء الجدد تجربة العضوية المميزة مجاناً لمدة 14 يوماً. اطّلع على [شروط الاشتراك](/subscription-terms).

        ## دعم الأسرة

        يقدّم فريق الإرشاد الأسري لدينا النصح بالعربية والإنجليزية والأردية والفارسية والتركية: كيف تُشرك الوالدين والولي، وكيف تستعد للقاء الأول بين الأسرتين، وكيف تتعامل مع الاختلافات بحكمة.
      `,
      en: md`
        Everything on Mawadda is designed around one goal: helping you reach a blessed nikah with dignity and peace of mind.

        ## Find the right person

        - **Detailed search filters:** country and city of residence, nationality, age, marital status, education, profession, religious commitment and willingness to relocate.
        - **Saved searches:** be notified when new members match what you are looking for.

        ## Keep control of your privacy

        - **Private albums:** upload photos that only the followers you approve can see, and withdraw access at any time.
        - **Follow approvals:** nobody sees your private profile until you accept their follow request.
        - **Blocking and reporting:** end unwanted contact instantly and let our moderators know.

        ## Get to know each other respectfully

        - **Chat:** message members who have accepted your request, with safeguards that flag requests for money and inappropriate content.
        - **Marriage CV:** a clear, printable summary of your profile that you can give to your family or wali, for them to pass on to the other family. You can add your wali’s contact details, shown only when you choose to share them.

        ## Premium plans

        Our 6-month and 1-year plans unlock unlimited messaging, advanced search filters, seeing who has viewed your profile, and priority support. New members can try premium free for 14 days. See our [subscription terms](/subscription-terms).

        ## Family support

        Our family counselling team offers guidance in Arabic, English, Urdu, Persian and Turkish: how to involve your parents and the wali, how to prepare for the first meeting between the families, and how to handle differences with wisdom.
      `,
      ur: md`
        مودّت کی ہر سہولت ایک ہی مقصد کے لیے بنائی گئی ہے: عزت اور اطمینان کے ساتھ بابرکت نکاح تک پہنچنے میں آپ کی مدد۔

        ## موزوں رشتے کی تلاش

        - **تفصیلی سرچ فلٹرز:** ملک اور شہرِ رہائش، قومیت، عمر، ازدواجی حیثیت، تعلیم، پیشہ، دینی رجحان اور نقل مکانی پر آمادگی۔
        - **محفوظ کردہ تلاش:** جب نئے اراکین آپ کے معیار پر پورے اتریں تو آپ کو اطلاع مل جاتی ہے۔

        ## رازداری آپ کے ہاتھ میں

        - **نجی البم:** ایسی تصاویر اپ لوڈ کریں جنہیں صرف آپ کے منظور کردہ فالوورز دیکھ سکیں، اور جب چاہیں یہ اجازت واپس لے لیں۔
        - **فالو کی منظوری:** جب تک آپ کسی کی فالو کی درخواست قبول نہ کریں، وہ آپ کا نجی پروفائل نہیں دیکھ سکتا۔
        - **بلاک اور رپورٹ:** کسی بھی ناپسندیدہ رابطے کو فوراً ختم کریں اور ہماری نگرانی کی ٹیم کو مطلع کریں۔

        ## باوقار تعارف

        - **چیٹ:** ان اراکین سے پیغام رسانی کریں جنہوں نے آپ کی درخواست قبول کی ہو؛ ہمارے حفاظتی فلٹرز رقم کے مطالبات اور نامناسب مواد کی نشان دہی کرتے ہیں۔
        - **نکاح کا بائیو ڈیٹا (CV):** آپ کے پروفائل کا واضح اور قابلِ پرنٹ خلاصہ، جو آپ اپنے گھر والوں یا ولی کو دے سکتے ہیں تاکہ وہ اسے دوسرے خاندان تک پہنچائیں۔ آپ اس میں اپنے ولی کے رابطے کی تفصیلات بھی شامل کر سکتے ہیں، جو صرف آپ کی مرضی سے دکھائی جائیں گی۔

        ## پریمیم پلانز

        چھ ماہ اور ایک سال کے پلانز میں لامحدود پیغامات، جدید سرچ فلٹرز، یہ دیکھنے کی سہولت کہ آپ کا پروفائل کس نے دیکھا، اور ترجیحی سپورٹ شامل ہیں۔ نئے اراکین 14 دن تک پریمیم سہولیات مفت آزما سکتے ہیں۔ تفصیل کے لیے [سبسکرپشن کی شرائط](/subscription-terms) دیکھیں۔

        ## خاندانی معاونت

        ہماری خاندانی رہنمائی کی ٹیم عربی، انگریزی، اردو، فارسی اور ترکی میں مشورہ دیتی ہے: والدین اور ولی کو کیسے شامل کیا جائے، دونوں خاندانوں کی پہلی ملاقات کی تیاری کیسے ہو، اور اختلافات کو حکمت سے کیسے سلجھایا جائے۔
      `,
      fa: md`
        هر امکانی در مودّت برای یک هدف طراحی شده است: کمک به شما تا با عزت و آرامش خاطر به نکاحی مبارک برسید.

        ## یافتن فرد مناسب

        - **فیلترهای جستجوی دقیق:** کشور و شهر محل اقامت، ملیت، سن، وضعیت تأهل، تحصیلات، شغل، میزان پایبندی دینی و آمادگی برای مهاجرت.
        - **ذخیره جستجو:** هرگاه عضو تازه‌ای با معیارهای شما هم‌خوان باشد، باخبر می‌شوید.

        ## حریم خصوصی در دست شما

        - **آلبوم خصوصی:** عکس‌هایی بارگذاری کنید که فقط دنبال‌کنندگان تأییدشده شما ببینند و هر زمان خواستید این اجازه را پس بگیرید.
        - **تأیید دنبال‌کردن:** تا درخواست دنبال‌کردن کسی را نپذیرید، پروفایل خصوصی شما را نمی‌بیند.
        - **مسدودسازی و گزارش:** هر ارتباط ناخواسته‌ای را فوراً قطع کنید و تیم نظارت ما را باخبر سازید.

        ## آشنایی محترمانه

        - **گفت‌وگو:** با اعضایی که درخواستتان را پذیرفته‌اند پیام رد و بدل کنید؛ ابزارهای حفاظتی ما درخواست پول و محتوای نامناسب را شناسایی و علامت‌گذاری می‌کنند.
        - **رزومه ازدواج:** خلاصه‌ای روشن و قابل چاپ از پروفایل شما که می‌توانید به خانواده یا ولی خود بدهید تا آن را به خانواده طرف مقابل برسانند. می‌توانید اطلاعات تماس ولی خود را نیز به آن بیفزایید که فقط هر وقت خودتان بخواهید نمایش داده می‌شود.

        ## اشتراک‌های ویژه

        اشتراک‌های شش‌ماهه و یک‌ساله امکان پیام‌رسانی نامحدود، فیلترهای پیشرفته جستجو، دیدن بازدیدکنندگان پروفایل و پشتیبانی در اولویت را فراهم می‌کنند. اعضای جدید می‌توانند امکانات ویژه را ۱۴ روز رایگان امتحان کنند. [شرایط اشتراک](/subscription-terms) را ببینید.

        ## پشتیبانی از خانواده

        تیم مشاوره خانواده ما به زبان‌های عربی، انگلیسی، اردو، فارسی و ترکی راهنمایی می‌کند: چگونه پدر و مادر و ولی را همراه کنید، چگونه برای نخستین دیدار دو خانواده آماده شوید و چگونه اختلاف‌ها را با حکمت حل کنید.
      `,
      tr: md`
        Mawadda’daki her özellik tek bir amaç için tasarlandı: onurunuzu koruyarak ve gönül huzuruyla hayırlı bir nikâha ulaşmanıza yardımcı olmak.

        ## Doğru kişiyi bulun

        - **Ayrıntılı arama filtreleri:** Yaşanılan ülke ve şehir, uyruk, yaş, medeni durum, eğitim, meslek, dini hassasiyet ve taşınmaya açık olup olmama.
        - **Kayıtlı aramalar:** Aradığınız ölçütlere uyan yeni üyeler katıldığında bildirim alırsınız.

        ## Gizliliğiniz sizin elinizde

        - **Gizli albümler:** Yalnızca onayladığınız takipçilerin görebileceği fotoğraflar yükleyin; bu izni istediğiniz zaman geri alabilirsiniz.
        - **Takip onayı:** Takip isteğini kabul etmediğiniz hiç kimse gizli profilinizi göremez.
        - **Engelleme ve şikâyet:** İstenmeyen her iletişimi anında sonlandırın ve moderasyon ekibimize bildirin.

        ## Saygılı bir tanışma

        - **Sohbet:** İsteğinizi kabul eden üyelerle mesajlaşın; güvenlik filtrelerimiz para taleplerini ve uygunsuz içerikleri tespit edip işaretler.
        - **Evlilik özgeçmişi (CV):** Profilinizin yazdırılabilir, derli toplu bir özeti. Ailenize veya velinize verebilir, onların da karşı aileye iletmesini sağlayabilirsiniz. Velinizin iletişim bilgilerini de ekleyebilirsiniz; bu bilgiler yalnızca siz paylaşmayı seçtiğinizde görünür.

        ## Premium planlar

        6 aylık ve 1 yıllık planlar sınırsız mesajlaşma, gelişmiş arama filtreleri, profilinizi kimlerin ziyaret ettiğini görme ve öncelikli destek sunar. Yeni üyeler premium özellikleri 14 gün boyunca ücretsiz deneyebilir. Ayrıntılar için [Abonelik Şartları](/subscription-terms) sayfasına bakabilirsiniz.

        ## Aile desteği

        Aile danışmanlığı ekibimiz Arapça, İngilizce, Urduca, Farsça ve Türkçe rehberlik sunar: anne babanızı ve velinizi sürece nasıl katacağınız, iki ailenin ilk görüşmesine nasıl hazırlanacağınız ve farklılıkları hikmetle nasıl çözeceğiniz konusunda size yol gösterir.
      `,
    },
  },
];
