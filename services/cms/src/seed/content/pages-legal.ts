import { md } from './md.js';
import type { SeedPage } from './types.js';

/**
 * Legal pages: privacy policy, terms and conditions, subscription terms, orders and returns, disclaimer.
 * Their "last updated" date matches the `termsVersion` of the oath block (2026-11-01).
 */
export const seedPagesLegal: SeedPage[] = [
  // ── privacy-policy ───────────────────────────────────────────────────────
  {
    id: 3,
    categoryId: 0,
    slug: 'privacy-policy',
    order: 3,
    title: {
      ar: 'سياسة الخصوصية',
      en: 'Privacy policy',
      ur: 'رازداری کی پالیسی',
      fa: 'سیاست حفظ حریم خصوصی',
      tr: 'Gizlilik Politikası',
    },
    body: {
      ar: md`
        **آخر تحديث:** 1 نوفمبر 2026

        تحترم مودة خصوصيتك وتعدّ بياناتك الشخصية أمانة. توضح هذه السياسة ما نجمعه من بيانات، ولماذا، وما الخيارات المتاحة لك. ونعالج البيانات الشخصية وفقاً للمرسوم بقانون اتحادي رقم 45 لسنة 2021 بشأن حماية البيانات الشخصية في دولة الإمارات العربية المتحدة، ووفقاً للائحة العامة لحماية البيانات (GDPR) بالنسبة إلى الأعضاء في الاتحاد الأوروبي والمملكة المتحدة.

        ## البيانات التي نجمعها

        - بيانات الحساب: الاسم، والبريد الإلكتروني، ورقم الهاتف، وتاريخ الميلاد، والجنس، والدولة.
        - بيانات الملف التي تختار إضافتها: التعليم، والعمل، والالتزام الديني، والحالة الاجتماعية، ونبذة عنك وعن الشريك الذي تبحث عنه، والصور.
        - الرسائل وطلبات المتابعة وعمليات الحظر والبلاغات، لكي تعمل الخدمة ويبقى الأعضاء في أمان.
        - بيانات تقنية كنوع الجهاز وإصدار التطبيق وأوقات الدخول، لأغراض الأمان.

        ## لماذا نستخدمها

        لتشغيل حسابك، وعرض ملفك على الأعضاء المناسبين وفق إعداداتك، وإدارة الاشتراكات، ومنع الاحتيال والإساءة، والرد على استفساراتك. لا نبيع البيانات الشخصية ولا نستخدمها لإعلانات أطراف أخرى، ولا نشاركها إلا مع مزوّدي خدمات يعالجونها نيابة عنا بموجب عقود ملزمة (الاستضافة والدفع والإشعارات)، أو مع الجهات المختصة حين يوجب القانون ذلك.

        ## الصور والملفات الخاصة

        أنت من يقرر من يرى صورك. فإذا كان ملفك خاصاً فلن تظهر صورك وتفاصيلك إلا للأعضاء الذين وافقت على طلبات متابعتهم، ويمكنك إزالة أي متابع في أي وقت. ولا تستطيع أي منصة أن تمنع لقطات الشاشة منعاً تاماً، فشارك صورك بحكمة.

        ## الإشراف

        تراجع الأنظمة الآلية وفريق الإشراف الصورَ والملفات والمحادثات المُبلَّغ عنها لتطبيق [الشروط والأحكام](/terms-and-conditions). ولا يطّلع المشرفون على المحادثات إلا عند تقديم بلاغ أو الاشتباه في احتيال.

        ## حقوقك

        يحق لك الاطلاع على بياناتك، وتصديرها بصيغة قابلة للنقل، وتصحيحها، وتقييد بعض أوجه معالجتها أو الاعتراض عليها، وحذف حسابك. ويتاح التصدير والحذف من صفحة حسابك؛ ويؤدي الحذف إلى إخفاء ملفك فوراً ومحو بياناتك خلال 30 يوماً، باستثناء ما يلزمنا القانون بالاحتفاظ به كسجلات الدفع.

        ## التواصل معنا

        لأي سؤال أو شكوى تتعلق بالخصوصية، راسلنا عبر [صفحة التواصل](/contact-us). ويحق لك أيضاً تقديم شكوى إلى مكتب الإمارات للبيانات، أو إلى سلطة حماية البيانات في بلدك إن كنت مقيماً في الاتحاد الأوروبي.
      `,
      en: md`
        **Last updated:** 1 November 2026

        Mawadda respects your privacy and treats your personal data as a trust (amanah). This policy explains what we collect, why we collect it and the choices you have. We process personal data in accordance with the UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data (PDPL) and, for members in the European Union and the United Kingdom, the General Data Protection Regulation (GDPR).

        ## What we collect

        - Account details: name, email address, phone number, date of birth, gender and country.
        - Profile details you choose to add: education, work, religious practice, marital status, a description of yourself and of the spouse you seek, and photos.
        - Messages, follow requests, blocks and reports, so that the service works and members stay safe.
        - Technical data such as device type, app version and sign-in times, used for security.

        ## Why we use it

        To run your account, show your profile to suitable members according to your settings, manage subscriptions, prevent fraud and abuse, and answer your enquiries. We do not sell personal data or use it for third-party advertising. We share it only with service providers that process it on our behalf under binding contracts (hosting, payments, notifications), or with the authorities where the law requires.

        ## Photos and private profiles

        You decide who sees your photos. If your profile is private, your photos and details are visible only to members whose follow request you have approved, and you can remove any follower at any time. No platform can fully prevent screenshots, so please share your photos wisely.

        ## Moderation

        Automated checks and our moderation team review photos, reported profiles and reported conversations to enforce our [terms and conditions](/terms-and-conditions). Moderators access a conversation only when it has been reported or fraud is suspected.

        ## Your rights

        You may access your data, export it in a portable format, correct it, restrict or object to certain processing, and delete your account. Export and deletion are available from your account page. Deleting your account hides your profile immediately and erases your data within 30 days, except what the law requires us to keep, such as payment records.

        ## Contact us

        For any privacy question or complaint, write to us through the [contact page](/contact-us). You may also complain to the UAE Data Office or, if you are in the European Union, to the data protection authority of your country.
      `,
      ur: md`
        **آخری تازہ کاری:** یکم نومبر 2026

        ہم مودّت پر آپ کی رازداری کا احترام کرتے ہیں اور آپ کے ذاتی ڈیٹا کو امانت سمجھتے ہیں۔ یہ پالیسی بتاتی ہے کہ ہم کون سا ڈیٹا جمع کرتے ہیں، کیوں کرتے ہیں اور آپ کے پاس کیا اختیارات ہیں۔ ہم ذاتی ڈیٹا کو متحدہ عرب امارات کے ذاتی ڈیٹا کے تحفظ سے متعلق وفاقی فرمان بہ قانون نمبر 45 بابت 2021 (PDPL) کے مطابق، اور یورپی یونین اور برطانیہ کے اراکین کے لیے جنرل ڈیٹا پروٹیکشن ریگولیشن (GDPR) کے مطابق پروسیس کرتے ہیں۔

        ## ہم کیا جمع کرتے ہیں

        - اکاؤنٹ کی معلومات: نام، ای میل ایڈریس، فون نمبر، تاریخِ پیدائش، جنس اور ملک۔
        - پروفائل کی وہ معلومات جو آپ خود شامل کریں: تعلیم، پیشہ، دینی رجحان، ازدواجی حیثیت، اپنا اور مطلوبہ شریکِ حیات کا تعارف، اور تصاویر۔
        - پیغامات، فالو کی درخواستیں، بلاک اور رپورٹس، تاکہ سروس کام کرے اور اراکین محفوظ رہیں۔
        - تکنیکی معلومات جیسے ڈیوائس کی قسم، ایپ کا ورژن اور لاگ اِن کے اوقات، جو سیکیورٹی کے لیے استعمال ہوتی ہیں۔

        ## ہم اسے کیوں استعمال کرتے ہیں

        آپ کا اکاؤنٹ چلانے، آپ کی سیٹنگز کے مطابق آپ کا پروفائل موزوں اراکین کو دکھانے، سبسکرپشن کا انتظام کرنے، دھوکا دہی اور بدسلوکی روکنے اور آپ کے سوالات کا جواب دینے کے لیے۔ ہم ذاتی ڈیٹا فروخت نہیں کرتے اور نہ ہی اسے دوسروں کے اشتہارات کے لیے استعمال کرتے ہیں۔ ہم یہ ڈیٹا صرف ان سروس فراہم کنندگان کو دیتے ہیں جو پابند معاہدوں کے تحت ہماری جانب سے اسے پروسیس کرتے ہیں (ہوسٹنگ، ادائیگی، نوٹیفکیشنز)، یا قانون کے تقاضے پر متعلقہ حکام کو۔

        ## تصاویر اور نجی پروفائل

        آپ کی تصاویر کون دیکھے، یہ فیصلہ آپ کا ہے۔ اگر آپ کا پروفائل نجی ہے تو آپ کی تصاویر اور تفصیلات صرف ان اراکین کو نظر آئیں گی جن کی فالو کی درخواست آپ نے منظور کی ہو، اور آپ کسی بھی فالوور کو کسی بھی وقت ہٹا سکتے ہیں۔ کوئی بھی پلیٹ فارم اسکرین شاٹ کو مکمل طور پر نہیں روک سکتا، اس لیے تصاویر سوچ سمجھ کر شیئر کریں۔

        ## نگرانی

        خودکار نظام اور ہماری نگرانی کی ٹیم [شرائط و ضوابط](/terms-and-conditions) پر عمل درآمد کے لیے تصاویر، رپورٹ شدہ پروفائلز اور رپورٹ شدہ گفتگو کا جائزہ لیتے ہیں۔ موڈریٹرز کسی گفتگو تک صرف اسی وقت رسائی حاصل کرتے ہیں جب اس کی رپورٹ کی گئی ہو یا دھوکا دہی کا شبہ ہو۔

        ## آپ کے حقوق

        آپ کو اپنے ڈیٹا تک رسائی، اسے قابلِ منتقلی فارمیٹ میں ایکسپورٹ کرنے، اس کی تصحیح کرنے، بعض پروسیسنگ کو محدود کرنے یا اس پر اعتراض کرنے، اور اپنا اکاؤنٹ حذف کرنے کا حق حاصل ہے۔ ایکسپورٹ اور حذف کرنے کی سہولت آپ کے اکاؤنٹ کے صفحے پر موجود ہے۔ اکاؤنٹ حذف کرنے سے آپ کا پروفائل فوراً چھپ جاتا ہے اور آپ کا ڈیٹا 30 دن کے اندر مٹا دیا جاتا ہے، سوائے اس ڈیٹا کے جسے قانوناً محفوظ رکھنا ضروری ہو، جیسے ادائیگی کا ریکارڈ۔

        ## ہم سے رابطہ

        رازداری سے متعلق کسی بھی سوال یا شکایت کے لیے [رابطے کے صفحے](/contact-us) کے ذریعے ہمیں لکھیں۔ آپ متحدہ عرب امارات کے ڈیٹا آفس (UAE Data Office) میں، یا یورپی یونین میں مقیم ہوں تو اپنے ملک کی ڈیٹا پروٹیکشن اتھارٹی میں بھی شکایت درج کرا سکتے ہیں۔
      `,
      fa: md`
        **آخرین به‌روزرسانی:** ۱ نوامبر ۲۰۲۶

        ما در مودّت به حریم خصوصی شما احترام می‌گذاریم و داده‌های شخصی‌تان را امانتی نزد خود می‌دانیم. این سیاست توضیح می‌دهد چه اطلاعاتی جمع می‌کنیم، به چه دلیل، و چه اختیاراتی دارید. ما داده‌های شخصی را مطابق فرمان قانونی فدرال شماره ۴۵ سال ۲۰۲۱ امارات متحده عربی درباره حفاظت از داده‌های شخصی (PDPL) و، برای اعضای ساکن اتحادیه اروپا و بریتانیا، مطابق مقررات عمومی حفاظت از داده‌ها (GDPR) پردازش می‌کنیم.

        ## چه اطلاعاتی جمع می‌کنیم

        - اطلاعات حساب: نام، نشانی ایمیل، شماره تلفن، تاریخ تولد، جنسیت و کشور.
        - اطلاعاتی که خودتان به پروفایل می‌افزایید: تحصیلات، شغل، میزان پایبندی دینی، وضعیت تأهل، معرفی خود و همسر مورد نظر، و عکس‌ها.
        - پیام‌ها، درخواست‌های دنبال‌کردن، مسدودسازی‌ها و گزارش‌ها، تا سرویس کار کند و اعضا در امان بمانند.
        - اطلاعات فنی مانند نوع دستگاه، نسخه اپلیکیشن و زمان‌های ورود، برای حفظ امنیت.

        ## چرا از آن استفاده می‌کنیم

        برای اداره حساب شما، نمایش پروفایلتان به اعضای مناسب مطابق تنظیماتتان، مدیریت اشتراک‌ها، جلوگیری از کلاهبرداری و سوءاستفاده و پاسخ به پرسش‌هایتان. ما داده‌های شخصی را نمی‌فروشیم و برای تبلیغات دیگران به کار نمی‌بریم. این داده‌ها را فقط با ارائه‌دهندگان خدماتی در میان می‌گذاریم که طبق قراردادهای الزام‌آور و از طرف ما آن‌ها را پردازش می‌کنند (میزبانی، پرداخت، اعلان‌ها)، یا در صورت الزام قانونی با مراجع ذی‌صلاح.

        ## عکس‌ها و پروفایل خصوصی

        اینکه چه کسی عکس‌هایتان را ببیند، تصمیمش با شماست. اگر پروفایلتان خصوصی باشد، عکس‌ها و جزئیات آن فقط برای اعضایی نمایان است که درخواست دنبال‌کردنشان را پذیرفته‌اید، و هر زمان بخواهید می‌توانید هر دنبال‌کننده‌ای را حذف کنید. هیچ بستری نمی‌تواند جلوی گرفتن تصویر از صفحه را به‌طور کامل بگیرد؛ پس عکس‌هایتان را با دقت به اشتراک بگذارید.

        ## نظارت

        سامانه‌های خودکار و تیم نظارت ما برای اجرای [شرایط و ضوابط](/terms-and-conditions)، عکس‌ها و پروفایل‌ها و گفت‌وگوهای گزارش‌شده را بررسی می‌کنند. ناظران فقط هنگامی به یک گفت‌وگو دسترسی پیدا می‌کنند که درباره آن گزارشی ثبت شده باشد یا احتمال کلاهبرداری در میان باشد.

        ## حقوق شما

        شما حق دارید به داده‌هایتان دسترسی داشته باشید، آن‌ها را در قالبی قابل انتقال دریافت کنید، اصلاحشان کنید، با برخی پردازش‌ها مخالفت کنید یا آن‌ها را محدود کنید، و حسابتان را حذف کنید. دریافت خروجی و حذف حساب از صفحه حساب کاربری در دسترس است. با حذف حساب، پروفایل شما بی‌درنگ پنهان می‌شود و داده‌هایتان ظرف ۳۰ روز پاک می‌شود، مگر آنچه قانون نگهداری‌اش را الزامی کرده باشد، مانند سوابق پرداخت.

        ## تماس با ما

        برای هر پرسش یا شکایتی درباره حریم خصوصی، از طریق [صفحه تماس با ما](/contact-us) برایمان بنویسید. همچنین می‌توانید به دفتر داده امارات (UAE Data Office) یا، اگر در اتحادیه اروپا هستید، به مرجع حفاظت از داده‌ها در کشور خود شکایت کنید.
      `,
      tr: md`
        **Son güncelleme:** 1 Kasım 2026

        Mawadda olarak mahremiyetinize saygı duyuyor, kişisel verilerinizi bize bırakılmış bir emanet olarak görüyoruz. Bu politika, hangi verileri neden topladığımızı ve hangi seçeneklere sahip olduğunuzu açıklar. Kişisel verileri, Birleşik Arap Emirlikleri’nin kişisel verilerin korunmasına ilişkin 2021 tarihli ve 45 sayılı Federal Kanun Hükmünde Kararnamesine (PDPL) ve Avrupa Birliği ile Birleşik Krallık’taki üyelerimiz için Genel Veri Koruma Tüzüğü’ne (GDPR) uygun olarak işliyoruz.

        ## Topladığımız veriler

        - Hesap bilgileri: ad, e-posta adresi, telefon numarası, doğum tarihi, cinsiyet ve ülke.
        - Profilinize eklemeyi seçtiğiniz bilgiler: eğitim, meslek, dini yaşantı, medeni durum, kendinizi ve aradığınız eşi anlatan yazılar ve fotoğraflar.
        - Hizmetin çalışması ve üyelerin güvenliği için mesajlar, takip istekleri, engellemeler ve şikâyetler.
        - Güvenlik amacıyla cihaz türü, uygulama sürümü ve giriş saatleri gibi teknik veriler.

        ## Verileri neden kullanıyoruz?

        Hesabınızı yönetmek, profilinizi ayarlarınıza göre uygun üyelere göstermek, abonelikleri işlemek, dolandırıcılığı ve kötüye kullanımı önlemek ve sorularınızı yanıtlamak için. Kişisel verileri satmayız ve üçüncü tarafların reklamları için kullanmayız. Verileri yalnızca bağlayıcı sözleşmeler çerçevesinde bizim adımıza işleyen hizmet sağlayıcılarla (barındırma, ödeme, bildirimler) veya kanunun gerektirdiği durumlarda yetkili makamlarla paylaşırız.

        ## Fotoğraflar ve gizli profiller

        Fotoğraflarınızı kimin göreceğine siz karar verirsiniz. Profiliniz gizliyse fotoğraflarınız ve bilgileriniz yalnızca takip isteğini onayladığınız üyelere görünür; dilediğiniz takipçiyi istediğiniz zaman çıkarabilirsiniz. Hiçbir platform ekran görüntüsü alınmasını tamamen engelleyemez; bu yüzden fotoğraflarınızı paylaşırken dikkatli olun.

        ## Moderasyon

        Otomatik kontroller ve moderasyon ekibimiz, [Şartlar ve Koşullarımızı](/terms-and-conditions) uygulamak için fotoğrafları, şikâyet edilen profilleri ve şikâyet edilen yazışmaları inceler. Moderatörler bir yazışmaya yalnızca şikâyet yapıldığında veya dolandırıcılık şüphesi olduğunda erişir.

        ## Haklarınız

        Verilerinize erişme, bunları taşınabilir bir biçimde dışa aktarma, düzeltme, belirli işlemeleri kısıtlama veya bunlara itiraz etme ve hesabınızı silme hakkına sahipsiniz. Dışa aktarma ve silme işlemlerini hesap sayfanızdan yapabilirsiniz. Hesabınızı sildiğinizde profiliniz hemen gizlenir; verileriniz ise ödeme kayıtları gibi kanunen saklamamız gereken bilgiler dışında 30 gün içinde silinir.

        ## Bize ulaşın

        Gizlilikle ilgili her türlü soru ve şikâyetiniz için [iletişim sayfamız](/contact-us) üzerinden bize yazabilirsiniz. Ayrıca BAE Veri Ofisi’ne (UAE Data Office) veya Avrupa Birliği’nde bulunuyorsanız ülkenizin veri koruma otoritesine başvurabilirsiniz.
      `,
    },
  },

  // ── terms-and-conditions ─────────────────────────────────────────────────
  {
    id: 5,
    categoryId: 0,
    slug: 'terms-and-conditions',
    order: 5,
    title: {
      ar: 'الشروط والأحكام',
      en: 'Terms and conditions',
      ur: 'شرائط و ضوابط',
      fa: 'شرایط و ضوابط',
      tr: 'Şartlar ve Koşullar',
    },
    body: {
      ar: md`
        **آخر تحديث:** 1 نوفمبر 2026

        بإنشائك حساباً في مودة فإنك توافق على هذه الشروط وعلى القسم الذي تؤديه عند التسجيل، وإن لم توافق عليها فنرجو ألا تستخدم الخدمة.

        ## الأهلية

        - أن تكون قد أتممت 18 عاماً، وأن تكون أهلاً للزواج وفق قوانين بلد إقامتك.
        - أن تُفصح عن حالتك الاجتماعية بصدق، وأن يكون استخدامك لمودة متوافقاً مع قوانين بلدك.

        ## حساب واحد صادق

        - لكل شخص حساب واحد فقط باسمه الحقيقي، ولا يجوز إنشاء حساب نيابة عن شخص آخر، وإن جاز للوالدين أو الولي مساعدة العضو في إكمال ملفه بعلمه.
        - يجب أن تكون جميع المعلومات والصور صحيحة وحديثة وخاصة بك.

        ## للزواج الشرعي فقط

        وُجدت مودة لغاية واحدة هي إعانة الأعضاء على الزواج الشرعي، فلا يجوز استخدامها للتسلية أو للعلاقات العابرة أو للترويج التجاري أو لأي غرض آخر غير الزواج.

        ## آداب التعامل

        - عامِل الأعضاء بالاحترام الذي ترتضيه لأهلك، وليكن كلامك عفيفاً مهذباً.
        - لا تطلب من أي عضو مالاً أو هدايا أو بيانات مصرفية أو مساعدة مالية لأي سبب كان؛ فطلب المال يؤدي إلى إيقاف الحساب فوراً.
        - لا تنشر صور عضو آخر أو بياناته أو محادثاته خارج المنصة.
        - لا تضع في ملفك العام وسائل تواصل أو روابط أو إعلانات.

        ## الإبلاغ والحظر

        يمكنك حظر أي عضو في أي وقت، والإبلاغ عن الملفات أو الرسائل المخالفة لهذه الشروط. ويراجع فريق الإشراف كل بلاغ، وقد يطلب منك معلومات إضافية. وإذا طلب منك أحد مالاً فلا تردّ عليه، بل أبلغ عنه.

        ## الإيقاف وإنهاء الحساب

        يحق لنا توجيه إنذار إلى الحسابات التي تخالف هذه الشروط أو القانون أو تعرّض الأعضاء للخطر، أو تقييدها أو إيقافها أو إغلاقها نهائياً. وقد نحيل الحالات الجسيمة، كالاحتيال أو التهديد، إلى الجهات المختصة.

        ## المسؤولية والقانون الواجب التطبيق

        تعرّف مودة الأعضاء بعضهم ببعض، ولا تتحقق من كل ما يذكرونه؛ راجع [إخلاء المسؤولية](/disclaimer). وتخضع هذه الشروط لقوانين دولة الإمارات العربية المتحدة، وتختص محاكم الدولة بالنظر في أي نزاع ينشأ عنها.
      `,
      en: md`
        **Last updated:** 1 November 2026

        By creating an account on Mawadda you accept these terms and the oath you take when registering. If you do not agree with them, please do not use the service.

        ## Eligibility

        - You must be at least 18 years old and legally able to marry under the laws of your country of residence.
        - You must state your marital status truthfully, and your use of Mawadda must comply with the laws of your country.

        ## One honest account

        - Each person may hold only one account, in their own real name. Creating an account on behalf of someone else is not allowed, although a parent or wali may help a member complete their profile with the member’s knowledge.
        - All information and photos must be true, recent and your own.

        ## Lawful marriage only

        Mawadda exists for one purpose: helping members toward lawful marriage. It must not be used for entertainment, casual relationships, commercial promotion or any purpose other than marriage.

        ## Conduct

        - Treat other members with the respect you would want for your own family, and keep your words modest and courteous.
        - Never ask another member for money, gifts, bank details or financial help, for any reason. Asking for money leads to immediate suspension.
        - Do not share another member’s photos, details or conversations outside the platform.
        - Do not put contact details, links or advertising in your public profile.

        ## Reporting and blocking

        You can block any member at any time and report profiles or messages that break these terms. Our moderators review every report and may ask you for more information. If anyone asks you for money, do not reply: report them.

        ## Suspension and termination

        We may warn, restrict, suspend or permanently close accounts that break these terms or the law, or that put members at risk. Serious cases, such as fraud or threats, may be referred to the competent authorities.

        ## Liability and governing law

        Mawadda introduces members to one another and does not verify everything they say; see our [disclaimer](/disclaimer). These terms are governed by the laws of the United Arab Emirates, and the UAE courts have jurisdiction over any dispute arising from them.
      `,
      ur: md`
        **آخری تازہ کاری:** یکم نومبر 2026

        مودّت پر اکاؤنٹ بنا کر آپ ان شرائط کو اور رجسٹریشن کے وقت اٹھائے گئے حلف کو قبول کرتے ہیں۔ اگر آپ ان سے متفق نہیں تو براہِ کرم یہ سروس استعمال نہ کریں۔

        ## اہلیت

        - آپ کی عمر کم از کم 18 سال ہو اور آپ اپنے ملکِ رہائش کے قوانین کے مطابق نکاح کے اہل ہوں۔
        - آپ اپنی ازدواجی حیثیت سچائی سے بیان کریں، اور مودّت کا استعمال آپ کے ملک کے قوانین کے مطابق ہو۔

        ## ایک سچا اکاؤنٹ

        - ہر شخص اپنے اصل نام سے صرف ایک اکاؤنٹ رکھ سکتا ہے۔ کسی اور کی جانب سے اکاؤنٹ بنانے کی اجازت نہیں، البتہ والدین یا ولی رکن کے علم میں رکھتے ہوئے پروفائل مکمل کرنے میں اس کی مدد کر سکتے ہیں۔
        - تمام معلومات اور تصاویر سچی، تازہ اور آپ کی اپنی ہونی چاہئیں۔

        ## صرف شرعی نکاح کے لیے

        مودّت کا واحد مقصد اراکین کو شرعی نکاح تک پہنچنے میں مدد دینا ہے۔ اسے وقت گزاری، غیر سنجیدہ تعلقات، تجارتی تشہیر یا نکاح کے سوا کسی اور مقصد کے لیے استعمال کرنا منع ہے۔

        ## آدابِ تعامل

        - دوسرے اراکین سے ویسا ہی احترام برتیں جیسا آپ اپنے گھر والوں کے لیے چاہتے ہیں، اور اپنی گفتگو باحیا اور شائستہ رکھیں۔
        - کسی بھی وجہ سے کسی رکن سے رقم، تحائف، بینک کی تفصیلات یا مالی مدد نہ مانگیں۔ رقم مانگنے پر اکاؤنٹ فوراً معطل کر دیا جاتا ہے۔
        - کسی دوسرے رکن کی تصاویر، معلومات یا گفتگو پلیٹ فارم سے باہر شیئر نہ کریں۔
        - اپنے عوامی پروفائل میں رابطے کی تفصیلات، لنکس یا اشتہارات نہ ڈالیں۔

        ## رپورٹ اور بلاک کرنا

        آپ کسی بھی رکن کو کسی بھی وقت بلاک کر سکتے ہیں اور ان شرائط کی خلاف ورزی کرنے والے پروفائلز یا پیغامات کی رپورٹ کر سکتے ہیں۔ ہماری نگرانی کی ٹیم ہر رپورٹ کا جائزہ لیتی ہے اور ضرورت پڑنے پر آپ سے مزید معلومات طلب کر سکتی ہے۔ اگر کوئی آپ سے رقم مانگے تو اسے جواب دینے کے بجائے اس کی رپورٹ کریں۔

        ## معطلی اور اکاؤنٹ کی بندش

        جو اکاؤنٹس ان شرائط یا قانون کی خلاف ورزی کریں یا اراکین کو خطرے میں ڈالیں، انہیں ہم تنبیہ کر سکتے ہیں، محدود یا معطل کر سکتے ہیں، یا مستقل طور پر بند کر سکتے ہیں۔ دھوکا دہی یا دھمکی جیسے سنگین معاملات متعلقہ حکام کے حوالے کیے جا سکتے ہیں۔

        ## ذمہ داری اور نافذ قانون

        مودّت کا پلیٹ فارم اراکین کا ایک دوسرے سے تعارف کراتا ہے اور ان کی ہر بات کی تصدیق نہیں کرتا؛ تفصیل کے لیے [اعلانِ دستبرداری](/disclaimer) دیکھیں۔ یہ شرائط متحدہ عرب امارات کے قوانین کے تابع ہیں، اور ان سے پیدا ہونے والے کسی بھی تنازع کی سماعت کا اختیار امارات کی عدالتوں کو حاصل ہے۔
      `,
      fa: md`
        **آخرین به‌روزرسانی:** ۱ نوامبر ۲۰۲۶

        با ساختن حساب در مودّت، این شرایط و سوگندی را که هنگام ثبت‌نام یاد می‌کنید می‌پذیرید. اگر با آن‌ها موافق نیستید، لطفاً از این سرویس استفاده نکنید.

        ## شرایط عضویت

        - دست‌کم ۱۸ سال داشته باشید و طبق قوانین کشور محل اقامتتان اهلیت ازدواج داشته باشید.
        - وضعیت تأهل خود را صادقانه اعلام کنید و استفاده‌تان از مودّت با قوانین کشورتان سازگار باشد.

        ## یک حساب صادقانه

        - هر فرد فقط می‌تواند یک حساب به نام واقعی خود داشته باشد. ساختن حساب از طرف شخص دیگر مجاز نیست، هرچند پدر و مادر یا ولی می‌توانند با اطلاع خود عضو در تکمیل پروفایلش کمک کنند.
        - همه اطلاعات و عکس‌ها باید درست، به‌روز و متعلق به خود شما باشد.

        ## فقط برای ازدواج شرعی

        مودّت تنها برای یک هدف پدید آمده است: یاری رساندن به اعضا برای رسیدن به ازدواج شرعی. استفاده از آن برای سرگرمی، روابط غیرجدی، تبلیغات تجاری یا هر هدفی جز ازدواج ممنوع است.

        ## آداب رفتار

        - با دیگر اعضا همان‌گونه محترمانه رفتار کنید که برای خانواده خود می‌پسندید و سخنتان را عفیف و مؤدبانه نگه دارید.
        - به هیچ دلیلی از عضو دیگری پول، هدیه، اطلاعات بانکی یا کمک مالی نخواهید؛ درخواست پول به تعلیق فوری حساب می‌انجامد.
        - عکس‌ها، اطلاعات یا گفت‌وگوهای عضو دیگر را بیرون از این بستر منتشر نکنید.
        - در پروفایل عمومی خود راه ارتباطی، پیوند یا آگهی قرار ندهید.

        ## گزارش و مسدودسازی

        هر زمان بخواهید می‌توانید هر عضوی را مسدود کنید و پروفایل‌ها یا پیام‌هایی را که این شرایط را نقض می‌کنند گزارش دهید. تیم نظارت ما همه گزارش‌ها را بررسی می‌کند و ممکن است اطلاعات بیشتری از شما بخواهد. اگر کسی از شما پول خواست، پاسخش را ندهید و او را گزارش کنید.

        ## تعلیق و بستن حساب

        ما می‌توانیم به حساب‌هایی که این شرایط یا قانون را نقض کنند یا اعضا را در معرض خطر قرار دهند هشدار دهیم، یا آن‌ها را محدود، تعلیق یا برای همیشه بسته کنیم. موارد جدی مانند کلاهبرداری یا تهدید ممکن است به مراجع ذی‌صلاح ارجاع شود.

        ## مسئولیت و قانون حاکم

        مودّت اعضا را به یکدیگر معرفی می‌کند و درستی همه گفته‌های آنان را بررسی نمی‌کند؛ [سلب مسئولیت](/disclaimer) را ببینید. این شرایط تابع قوانین امارات متحده عربی است و رسیدگی به هر اختلافی که از آن ناشی شود در صلاحیت دادگاه‌های امارات است.
      `,
      tr: md`
        **Son güncelleme:** 1 Kasım 2026

        Mawadda’da hesap oluşturarak bu şartları ve kayıt sırasında ettiğiniz yemini kabul etmiş olursunuz. Kabul etmiyorsanız lütfen hizmeti kullanmayınız.

        ## Üyelik koşulları

        - En az 18 yaşında olmalı ve ikamet ettiğiniz ülkenin kanunlarına göre evlenme ehliyetine sahip olmalısınız.
        - Medeni durumunuzu doğru bildirmeli, Mawadda’yı ülkenizin kanunlarına uygun şekilde kullanmalısınız.

        ## Tek ve dürüst bir hesap

        - Her kişi kendi gerçek adıyla yalnızca bir hesap açabilir. Başkası adına hesap açılamaz; ancak anne baba veya veli, üyenin bilgisi dahilinde profilin tamamlanmasına yardımcı olabilir.
        - Tüm bilgi ve fotoğraflar doğru, güncel ve size ait olmalıdır.

        ## Yalnızca meşru nikâh için

        Mawadda’nın tek amacı, üyelerin meşru bir nikâha ulaşmasına yardımcı olmaktır. Platformu eğlence, ciddiyetsiz ilişkiler, ticari tanıtım veya evlilik dışında herhangi bir amaçla kullanmak yasaktır.

        ## Davranış kuralları

        - Diğer üyelere, kendi ailenize gösterilmesini istediğiniz saygıyla davranın; sözleriniz edepli ve nazik olsun.
        - Hiçbir gerekçeyle başka bir üyeden para, hediye, banka bilgisi veya maddi yardım istemeyin. Para talebi, hesabın derhâl askıya alınmasına yol açar.
        - Başka bir üyenin fotoğraflarını, bilgilerini veya yazışmalarını platform dışında paylaşmayın.
        - Herkese açık profilinizde iletişim bilgisi, bağlantı veya reklam yer almasın.

        ## Şikâyet ve engelleme

        Dilediğiniz üyeyi istediğiniz zaman engelleyebilir, bu şartları ihlal eden profilleri veya mesajları şikâyet edebilirsiniz. Moderasyon ekibimiz her şikâyeti inceler ve gerekirse sizden ek bilgi isteyebilir. Sizden para isteyen biri olursa yanıt vermeyin, şikâyet edin.

        ## Askıya alma ve hesabın kapatılması

        Bu şartları veya kanunu ihlal eden ya da üyeleri tehlikeye atan hesapları uyarabilir, kısıtlayabilir, askıya alabilir veya kalıcı olarak kapatabiliriz. Dolandırıcılık veya tehdit gibi ciddi durumlar yetkili makamlara bildirilebilir.

        ## Sorumluluk ve uygulanacak hukuk

        Mawadda üyeleri birbiriyle tanıştırır; üyelerin beyan ettiği her bilgiyi doğrulamaz. Ayrıntılar için [Sorumluluk Reddi](/disclaimer) sayfasına bakınız. Bu şartlar Birleşik Arap Emirlikleri kanunlarına tabidir ve bunlardan doğan uyuşmazlıklarda BAE mahkemeleri yetkilidir.
      `,
    },
  },

  // ── subscription-terms ───────────────────────────────────────────────────
  {
    id: 4,
    categoryId: 0,
    slug: 'subscription-terms',
    order: 4,
    title: {
      ar: 'شروط الاشتراك',
      en: 'Subscription terms',
      ur: 'سبسکرپشن کی شرائط',
      fa: 'شرایط اشتراک',
      tr: 'Abonelik Şartları',
    },
    body: {
      ar: md`
        **آخر تحديث:** 1 نوفمبر 2026

        تسري هذه الشروط على الاشتراكات المدفوعة في مودة، وهي مكمّلة لـ[الشروط والأحكام](/terms-and-conditions).

        ## الباقات

        - **باقة ستة أشهر** و**باقة سنة**، وتمنح كلٌّ منهما الوصول إلى المزايا المميزة طوال مدتها.
        - تُعرض الأسعار بالدرهم الإماراتي على [صفحة الاشتراك](/subscription) وتشمل ضريبة القيمة المضافة حيث تنطبق، والسعر المعروض عند تأكيد الشراء هو السعر الذي تدفعه.
        - تسري الخصومات الترويجية (حتى 60%) على المدة الأولى من الباقة ما لم ينص العرض على غير ذلك.

        ## التجربة المجانية

        - يمكن للأعضاء الجدد تجربة المزايا المميزة مجاناً لمدة 14 يوماً، مرة واحدة لكل شخص.
        - يمكنك الإلغاء في أي وقت خلال فترة التجربة دون أن يُخصم منك شيء.
        - إن لم تُلغِ، تبدأ الباقة التي اخترتها عند انتهاء التجربة ويُخصم ثمنها من وسيلة الدفع التي حددتها.

        ## التجديد وانتهاء الاشتراك

        - يتجدد الاشتراك تلقائياً في نهاية كل مدة للمدة نفسها وبالسعر المعمول به حينها، ما لم توقف التجديد التلقائي قبل موعد التجديد بـ24 ساعة على الأقل.
        - نذكّرك بالبريد الإلكتروني وفي التطبيق قبل التجديد بسبعة أيام.
        - إذا أوقفت التجديد التلقائي، ينتهي اشتراكك بنهاية المدة المدفوعة ويعود حسابك إلى الخطة المجانية، مع الاحتفاظ بملفك ومتابعيك ومحادثاتك.

        ## الإلغاء

        - يمكنك الإلغاء من صفحة حسابك في قسم «الاشتراك». يوقف الإلغاء التجديد القادم، وتستمر المزايا المميزة حتى نهاية المدة المدفوعة.
        - الاشتراكات المشتراة عبر App Store أو Google Play تُدار وتُلغى من إعدادات المتجر نفسه.
        - يخضع استرداد المبالغ لـ[شروط الطلبات والاسترجاع](/orders-and-teturns-terms).

        ## إيقاف الحساب

        إذا أُوقف الحساب أو أُغلق بسبب مخالفة شروطنا، فلا يُسترد المبلغ عن المدة المتبقية من الاشتراك.

        ## التعديلات

        إذا غيّرنا الأسعار أو هذه الشروط فسنُخطرك قبل 30 يوماً على الأقل، وتسري التغييرات ابتداءً من التجديد التالي.
      `,
      en: md`
        **Last updated:** 1 November 2026

        These terms apply to paid subscriptions to Mawadda and complement our [terms and conditions](/terms-and-conditions).

        ## Plans

        - A **6-month plan** and a **1-year plan**, each giving access to premium features for the whole period.
        - Prices are shown in UAE dirhams (AED) on the [subscription page](/subscription) and include VAT where applicable. The price shown when you confirm your purchase is the price you pay.
        - Promotional discounts (up to 60%) apply to the first period of a plan unless the offer states otherwise.

        ## Free trial

        - New members can try premium features free for 14 days, once per person.
        - You may cancel at any time during the trial and nothing will be charged.
        - If you do not cancel, the plan you selected starts when the trial ends and is charged to your chosen payment method.

        ## Renewal and expiry

        - Subscriptions renew automatically at the end of each period for the same duration, at the price then in force, unless you turn off auto-renewal at least 24 hours before the renewal date.
        - We remind you by email and in the app 7 days before each renewal.
        - If auto-renewal is off, your subscription expires at the end of the paid period and your account returns to the free plan. Your profile, followers and conversations are kept.

        ## Cancellation

        - You can cancel from your account page, under Subscription. Cancelling stops the next renewal; premium access continues until the end of the period already paid.
        - Subscriptions bought through the App Store or Google Play are managed and cancelled in the store’s own settings.
        - Refunds are governed by our [orders and returns terms](/orders-and-teturns-terms).

        ## Suspended accounts

        If an account is suspended or closed for breaching our terms, the remaining subscription period is not refunded.

        ## Changes

        If we change our prices or these terms, we will notify you at least 30 days in advance, and the changes will apply from your next renewal.
      `,
      ur: md`
        **آخری تازہ کاری:** یکم نومبر 2026

        یہ شرائط مودّت کی ادا شدہ سبسکرپشنز پر لاگو ہوتی ہیں اور ہماری [شرائط و ضوابط](/terms-and-conditions) کا تکملہ ہیں۔

        ## پلانز

        - **چھ ماہ کا پلان** اور **ایک سال کا پلان**؛ دونوں پوری مدت کے لیے پریمیم سہولیات تک رسائی دیتے ہیں۔
        - قیمتیں [سبسکرپشن کے صفحے](/subscription) پر اماراتی درہم (AED) میں دکھائی جاتی ہیں اور جہاں لاگو ہو، ویلیو ایڈڈ ٹیکس (VAT) ان میں شامل ہوتا ہے۔ خریداری کی تصدیق کے وقت جو قیمت دکھائی جائے، وہی آپ ادا کرتے ہیں۔
        - پروموشنل رعایت (60 فیصد تک) پلان کی پہلی مدت پر لاگو ہوتی ہے، الا یہ کہ آفر میں کچھ اور درج ہو۔

        ## مفت ٹرائل

        - نئے اراکین 14 دن تک پریمیم سہولیات مفت آزما سکتے ہیں؛ یہ سہولت ہر فرد کے لیے صرف ایک بار ہے۔
        - ٹرائل کے دوران آپ کسی بھی وقت منسوخ کر سکتے ہیں اور آپ سے کوئی رقم نہیں لی جائے گی۔
        - اگر آپ منسوخ نہ کریں تو ٹرائل ختم ہوتے ہی آپ کا منتخب کردہ پلان شروع ہو جائے گا اور اس کی رقم آپ کے منتخب کردہ ادائیگی کے طریقے سے وصول کی جائے گی۔

        ## تجدید اور میعاد کا اختتام

        - ہر مدت کے اختتام پر سبسکرپشن اسی دورانیے کے لیے، اس وقت نافذ قیمت پر، خودبخود تجدید ہو جاتی ہے، الا یہ کہ آپ تجدید کی تاریخ سے کم از کم 24 گھنٹے پہلے خودکار تجدید بند کر دیں۔
        - ہم ہر تجدید سے 7 دن پہلے ای میل اور ایپ کے ذریعے آپ کو یاد دہانی کراتے ہیں۔
        - اگر خودکار تجدید بند ہو تو ادا شدہ مدت ختم ہونے پر سبسکرپشن ختم ہو جاتی ہے اور آپ کا اکاؤنٹ مفت پلان پر واپس آ جاتا ہے۔ آپ کا پروفائل، فالوورز اور پیغامات محفوظ رہتے ہیں۔

        ## منسوخی

        - آپ اپنے اکاؤنٹ کے صفحے پر “سبسکرپشن” کے حصے سے منسوخ کر سکتے ہیں۔ منسوخی اگلی تجدید کو روک دیتی ہے، جبکہ پریمیم سہولیات ادا شدہ مدت کے اختتام تک جاری رہتی ہیں۔
        - App Store یا Google Play کے ذریعے خریدی گئی سبسکرپشنز کا انتظام اور منسوخی متعلقہ اسٹور کی سیٹنگز سے ہوتی ہے۔
        - رقم کی واپسی ہماری [آرڈر اور رقم کی واپسی کی شرائط](/orders-and-teturns-terms) کے تحت ہوتی ہے۔

        ## معطل اکاؤنٹس

        اگر ہماری شرائط کی خلاف ورزی پر کوئی اکاؤنٹ معطل یا بند کیا جائے تو سبسکرپشن کی باقی مدت کی رقم واپس نہیں کی جاتی۔

        ## تبدیلیاں

        اگر ہم قیمتوں یا ان شرائط میں تبدیلی کریں تو کم از کم 30 دن پہلے آپ کو مطلع کریں گے، اور تبدیلیاں آپ کی اگلی تجدید سے لاگو ہوں گی۔
      `,
      fa: md`
        **آخرین به‌روزرسانی:** ۱ نوامبر ۲۰۲۶

        این شرایط بر اشتراک‌های پولی مودّت حاکم است و مکمل [شرایط و ضوابط](/terms-and-conditions) ماست.

        ## طرح‌ها

        - **اشتراک شش‌ماهه** و **اشتراک یک‌ساله**؛ هر دو در تمام مدت خود دسترسی به امکانات ویژه را فراهم می‌کنند.
        - قیمت‌ها به درهم امارات (AED) در [صفحه اشتراک](/subscription) نمایش داده می‌شوند و در موارد مشمول، مالیات بر ارزش افزوده را نیز در بر دارند. قیمتی که هنگام تأیید خرید می‌بینید، همان مبلغی است که می‌پردازید.
        - تخفیف‌های ویژه (تا ۶۰٪) بر دوره نخست اشتراک اعمال می‌شود، مگر اینکه در شرایط همان پیشنهاد چیز دیگری آمده باشد.

        ## دوره آزمایشی رایگان

        - اعضای جدید می‌توانند امکانات ویژه را ۱۴ روز رایگان امتحان کنند؛ این امکان برای هر نفر فقط یک بار وجود دارد.
        - در طول دوره آزمایشی هر زمان بخواهید می‌توانید آن را لغو کنید و هیچ مبلغی کسر نمی‌شود.
        - اگر لغو نکنید، طرحی که برگزیده‌اید با پایان دوره آزمایشی آغاز می‌شود و هزینه آن از روش پرداختی که انتخاب کرده‌اید دریافت می‌شود.

        ## تمدید و پایان اشتراک

        - اشتراک در پایان هر دوره به‌طور خودکار برای همان مدت و با قیمت جاری در آن زمان تمدید می‌شود، مگر اینکه دست‌کم ۲۴ ساعت پیش از موعد تمدید، تمدید خودکار را غیرفعال کنید.
        - ۷ روز پیش از هر تمدید، از طریق ایمیل و اپلیکیشن به شما یادآوری می‌کنیم.
        - اگر تمدید خودکار غیرفعال باشد، اشتراک شما در پایان دوره پرداخت‌شده به پایان می‌رسد و حسابتان به طرح رایگان بازمی‌گردد. پروفایل، دنبال‌کنندگان و گفت‌وگوهایتان حفظ می‌شوند.

        ## لغو اشتراک

        - می‌توانید از بخش «اشتراک» در صفحه حساب کاربری خود اشتراک را لغو کنید. لغو اشتراک جلوی تمدید بعدی را می‌گیرد و امکانات ویژه تا پایان دوره پرداخت‌شده فعال می‌ماند.
        - اشتراک‌هایی که از طریق App Store یا Google Play خریداری شده‌اند، از تنظیمات همان فروشگاه مدیریت و لغو می‌شوند.
        - بازپرداخت وجه تابع [شرایط سفارش و بازپرداخت](/orders-and-teturns-terms) است.

        ## حساب‌های تعلیق‌شده

        اگر حسابی به دلیل نقض شرایط ما تعلیق یا بسته شود، مبلغ باقی‌مانده اشتراک بازپرداخت نمی‌شود.

        ## تغییرات

        اگر قیمت‌ها یا این شرایط را تغییر دهیم، دست‌کم ۳۰ روز پیش‌تر به شما اطلاع می‌دهیم و تغییرات از تمدید بعدی شما اعمال می‌شود.
      `,
      tr: md`
        **Son güncelleme:** 1 Kasım 2026

        Bu şartlar Mawadda’daki ücretli abonelikler için geçerlidir ve [Şartlar ve Koşullarımızın](/terms-and-conditions) tamamlayıcısıdır.

        ## Planlar

        - **6 aylık plan** ve **1 yıllık plan**; her ikisi de süre boyunca premium özelliklere erişim sağlar.
        - Fiyatlar [abonelik sayfasında](/subscription) BAE dirhemi (AED) cinsinden gösterilir ve uygulandığı durumlarda KDV dahildir. Satın alma işlemini onayladığınız anda gösterilen fiyat, ödeyeceğiniz fiyattır.
        - Kampanya indirimleri (%60’a kadar), kampanyada aksi belirtilmedikçe planın ilk dönemine uygulanır.

        ## Ücretsiz deneme

        - Yeni üyeler premium özellikleri 14 gün boyunca ücretsiz deneyebilir; bu hak kişi başına bir kez kullanılabilir.
        - Deneme süresi içinde istediğiniz zaman iptal edebilirsiniz; sizden hiçbir ücret alınmaz.
        - İptal etmezseniz seçtiğiniz plan deneme süresi bitince başlar ve ücreti belirlediğiniz ödeme yönteminden tahsil edilir.

        ## Yenileme ve sona erme

        - Abonelik, yenileme tarihinden en az 24 saat önce otomatik yenilemeyi kapatmadığınız sürece her dönemin sonunda aynı süre için, o tarihte geçerli fiyattan otomatik olarak yenilenir.
        - Her yenilemeden 7 gün önce size e-posta ve uygulama içi bildirimle hatırlatma yaparız.
        - Otomatik yenileme kapalıysa aboneliğiniz ödenen dönemin sonunda sona erer ve hesabınız ücretsiz plana döner. Profiliniz, takipçileriniz ve yazışmalarınız korunur.

        ## İptal

        - Aboneliğinizi hesap sayfanızdaki “Abonelik” bölümünden iptal edebilirsiniz. İptal, bir sonraki yenilemeyi durdurur; premium erişiminiz ödediğiniz dönemin sonuna kadar devam eder.
        - App Store veya Google Play üzerinden satın alınan abonelikler ilgili mağazanın ayarlarından yönetilir ve iptal edilir.
        - Ücret iadeleri [Sipariş ve İade Şartlarımıza](/orders-and-teturns-terms) tabidir.

        ## Askıya alınan hesaplar

        Hesap, şartlarımızın ihlali nedeniyle askıya alınır veya kapatılırsa aboneliğin kalan süresi için iade yapılmaz.

        ## Değişiklikler

        Fiyatlarda veya bu şartlarda değişiklik yaparsak sizi en az 30 gün önceden bilgilendiririz; değişiklikler bir sonraki yenilemenizden itibaren geçerli olur.
      `,
    },
  },

  // ── orders-and-teturns-terms (historical spelling of the path) ───────────
  {
    id: 6,
    categoryId: 0,
    slug: 'orders-and-teturns-terms',
    order: 6,
    title: {
      ar: 'شروط الطلبات والاسترجاع',
      en: 'Orders and returns terms',
      ur: 'آرڈر اور رقم کی واپسی کی شرائط',
      fa: 'شرایط سفارش و بازپرداخت',
      tr: 'Sipariş ve İade Şartları',
    },
    body: {
      ar: md`
        **آخر تحديث:** 1 نوفمبر 2026

        تبيع مودة خدمات رقمية فقط، هي الاشتراكات التي تتيح المزايا المميزة في الموقع والتطبيق، فلا توجد منتجات مادية تُشحن أو تُعاد بالبريد. وتوضح هذه الشروط كيف تُؤكَّد الطلبات، ومتى يمكن استرداد قيمة الاشتراك.

        ## الطلبات

        - يكتمل الطلب عند اعتماد عملية الدفع ووصول التأكيد إلى بريدك الإلكتروني وحسابك.
        - يتضمن كل تأكيد فاتورة ضريبية تبيّن الباقة والمدة والسعر بالدرهم الإماراتي وضريبة القيمة المضافة.
        - تُفعَّل المزايا المميزة فور التأكيد.

        ## الاسترداد

        - **التجربة المجانية:** إذا ألغيت قبل انتهاء فترة التجربة البالغة 14 يوماً فلن يُخصم منك شيء، ولا حاجة إلى استرداد.
        - **خلال 14 يوماً من الدفع:** يحق لك طلب الاسترداد، بما في ذلك دفعات التجديد التلقائي، ونردّ إليك قيمة الجزء غير المستخدم من المدة بالتناسب، محسوبةً بالأيام.
        - **بعد 14 يوماً:** لا تُسترد المدفوعات، لكن يمكنك إيقاف التجديد التلقائي حتى لا يُخصم منك مرة أخرى.
        - **الخصم المكرر أو الخاطئ** والمبالغ المدفوعة مقابل خدمة لم نتمكن من تقديمها تُردّ كاملة.
        - **الحسابات الموقوفة:** لا يُستحق أي استرداد إذا أُوقف الحساب أو أُغلق بسبب مخالفة شروطنا.

        ## كيف تطلب الاسترداد

        أرسل طلبك عبر [صفحة التواصل](/contact-us) مختاراً موضوع «الاشتراكات والمدفوعات»، مع ذكر البريد الإلكتروني المسجل في حسابك ورقم الفاتورة. نرد خلال 3 أيام عمل، وتُعاد المبالغ المعتمدة إلى وسيلة الدفع الأصلية، وعادةً ما تستغرق البنوك من 5 إلى 10 أيام عمل لإظهارها في حسابك.

        ## الشراء عبر متاجر التطبيقات

        الاشتراكات المشتراة عبر App Store أو Google Play تُحصّلها Apple أو Google، وتُقدَّم طلبات استردادها إليهما مباشرة وفق سياساتهما.
      `,
      en: md`
        **Last updated:** 1 November 2026

        Mawadda sells digital services only: subscriptions that unlock premium features on the website and in the app. No physical goods are shipped, so there is nothing to return by post. These terms explain how orders are confirmed and when a subscription can be refunded.

        ## Orders

        - An order is complete when the payment is authorised and you receive a confirmation by email and in your account.
        - Each confirmation includes a tax invoice showing the plan, the period, the price in AED and the VAT.
        - Premium features are activated immediately after confirmation.

        ## Refunds

        - **Free trial:** if you cancel before the 14-day trial ends you are not charged, so no refund is needed.
        - **Within 14 days of a payment:** you may request a refund, including for automatic renewals. We refund the unused part of the period on a pro-rata basis, calculated in days.
        - **After 14 days:** payments are not refundable, but you can turn off auto-renewal so that you are not charged again.
        - **Duplicate or mistaken charges**, and charges for a service we were unable to provide, are refunded in full.
        - **Suspended accounts:** no refund is due when an account is suspended or closed for breaching our terms.

        ## How to request a refund

        Send your request through the [contact page](/contact-us), choosing the topic “Subscriptions and payments”, with the email address of your account and the invoice number. We reply within 3 working days. Approved refunds are returned to the original payment method; banks usually take 5 to 10 working days to show the amount.

        ## App store purchases

        Subscriptions bought through the App Store or Google Play are billed by Apple or Google, and refund requests for them must be made to Apple or Google under their own policies.
      `,
      ur: md`
        **آخری تازہ کاری:** یکم نومبر 2026

        ہم صرف ڈیجیٹل خدمات فروخت کرتے ہیں، یعنی وہ سبسکرپشنز جن سے ویب سائٹ اور ایپ میں پریمیم سہولیات کھلتی ہیں۔ کوئی مادی چیز نہیں بھیجی جاتی، اس لیے ڈاک کے ذریعے کچھ واپس کرنے کی ضرورت بھی نہیں پڑتی۔ یہ شرائط بتاتی ہیں کہ آرڈر کی تصدیق کیسے ہوتی ہے اور سبسکرپشن کی رقم کب واپس کی جا سکتی ہے۔

        ## آرڈرز

        - آرڈر اس وقت مکمل ہوتا ہے جب ادائیگی منظور ہو جائے اور آپ کو ای میل اور اکاؤنٹ میں تصدیق موصول ہو جائے۔
        - ہر تصدیق کے ساتھ ٹیکس انوائس ہوتی ہے جس میں پلان، مدت، اماراتی درہم میں قیمت اور VAT درج ہوتا ہے۔
        - تصدیق کے فوراً بعد پریمیم سہولیات فعال ہو جاتی ہیں۔

        ## رقم کی واپسی

        - **مفت ٹرائل:** اگر آپ 14 دن کا ٹرائل ختم ہونے سے پہلے منسوخ کر دیں تو آپ سے کوئی رقم نہیں لی جاتی، اس لیے واپسی کی ضرورت ہی نہیں پڑتی۔
        - **ادائیگی کے 14 دن کے اندر:** آپ رقم کی واپسی کی درخواست دے سکتے ہیں، خودکار تجدید کی ادائیگیوں سمیت۔ ہم مدت کے غیر استعمال شدہ حصے کی رقم دنوں کے حساب سے تناسب کے ساتھ واپس کرتے ہیں۔
        - **14 دن کے بعد:** ادائیگیاں ناقابلِ واپسی ہیں، البتہ آپ خودکار تجدید بند کر سکتے ہیں تاکہ دوبارہ رقم نہ کٹے۔
        - **دوہری یا غلط کٹوتی**، اور ایسی سروس کی رقم جو ہم فراہم نہ کر سکے ہوں، پوری واپس کی جاتی ہے۔
        - **معطل اکاؤنٹس:** اگر اکاؤنٹ ہماری شرائط کی خلاف ورزی پر معطل یا بند کیا جائے تو کوئی رقم واپس نہیں ہوتی۔

        ## رقم کی واپسی کی درخواست کیسے دیں

        [رابطے کے صفحے](/contact-us) پر “سبسکرپشن اور ادائیگیاں” کا موضوع منتخب کر کے اپنے اکاؤنٹ کے ای میل ایڈریس اور انوائس نمبر کے ساتھ درخواست بھیجیں۔ ہم 3 کاروباری دنوں میں جواب دیتے ہیں۔ منظور شدہ رقم اصل ادائیگی کے طریقے پر واپس بھیجی جاتی ہے، اور بینکوں کو اسے ظاہر کرنے میں عموماً 5 سے 10 کاروباری دن لگتے ہیں۔

        ## ایپ اسٹورز سے خریداری

        App Store یا Google Play کے ذریعے خریدی گئی سبسکرپشنز کا بل Apple یا Google جاری کرتے ہیں، اور ان کی رقم کی واپسی کی درخواست انہی کی پالیسیوں کے مطابق براہِ راست انہیں دی جاتی ہے۔
      `,
      fa: md`
        **آخرین به‌روزرسانی:** ۱ نوامبر ۲۰۲۶

        مودّت فقط خدمات دیجیتال می‌فروشد؛ یعنی اشتراک‌هایی که امکانات ویژه را در وب‌سایت و اپلیکیشن فعال می‌کنند. هیچ کالای فیزیکی ارسال نمی‌شود و بنابراین چیزی برای بازگرداندن از راه پست وجود ندارد. این شرایط توضیح می‌دهد سفارش‌ها چگونه تأیید می‌شوند و در چه مواردی مبلغ اشتراک بازپرداخت می‌شود.

        ## سفارش‌ها

        - سفارش زمانی کامل می‌شود که پرداخت تأیید شود و تأییدیه آن به ایمیل و حساب کاربری شما برسد.
        - هر تأییدیه همراه با فاکتور مالیاتی است که طرح، مدت، قیمت به درهم امارات و مالیات بر ارزش افزوده را نشان می‌دهد.
        - امکانات ویژه بلافاصله پس از تأیید فعال می‌شوند.

        ## بازپرداخت

        - **دوره آزمایشی رایگان:** اگر پیش از پایان دوره آزمایشی ۱۴ روزه لغو کنید، مبلغی از شما کسر نمی‌شود و نیازی به بازپرداخت نیست.
        - **تا ۱۴ روز پس از پرداخت:** می‌توانید درخواست بازپرداخت بدهید، از جمله برای پرداخت‌های تمدید خودکار. مبلغ بخش استفاده‌نشده دوره را به نسبت روزهای باقی‌مانده بازمی‌گردانیم.
        - **پس از ۱۴ روز:** پرداخت‌ها بازگشت‌پذیر نیستند، اما می‌توانید تمدید خودکار را غیرفعال کنید تا دوباره مبلغی کسر نشود.
        - **کسر تکراری یا اشتباه**، و مبلغ خدمتی که نتوانسته‌ایم ارائه دهیم، به‌طور کامل بازپرداخت می‌شود.
        - **حساب‌های تعلیق‌شده:** اگر حسابی به دلیل نقض شرایط ما تعلیق یا بسته شود، بازپرداختی به آن تعلق نمی‌گیرد.

        ## درخواست بازپرداخت

        درخواست خود را از طریق [صفحه تماس با ما](/contact-us) و با انتخاب موضوع «اشتراک و پرداخت» بفرستید و نشانی ایمیل حساب و شماره فاکتور را ذکر کنید. ظرف ۳ روز کاری پاسخ می‌دهیم. مبالغ تأییدشده به همان روش پرداخت اولیه بازگردانده می‌شود و نمایش آن در حساب بانکی معمولاً ۵ تا ۱۰ روز کاری طول می‌کشد.

        ## خرید از فروشگاه‌های اپلیکیشن

        صورت‌حساب اشتراک‌هایی که از App Store یا Google Play خریداری شده‌اند توسط Apple یا Google صادر می‌شود و درخواست بازپرداخت آن‌ها باید طبق سیاست‌های همان شرکت‌ها مستقیماً به خودشان ارائه شود.
      `,
      tr: md`
        **Son güncelleme:** 1 Kasım 2026

        Mawadda yalnızca dijital hizmet satar: web sitesinde ve uygulamada premium özellikleri açan abonelikler. Fiziksel bir ürün gönderilmediği için kargoyla iade edilecek bir şey de yoktur. Bu şartlar, siparişlerin nasıl onaylandığını ve bir aboneliğin ücretinin hangi durumlarda iade edilebileceğini açıklar.

        ## Siparişler

        - Sipariş, ödeme onaylandığında ve onay bildirimi e-posta adresinize ve hesabınıza ulaştığında tamamlanır.
        - Her onayla birlikte plan, süre, AED cinsinden fiyat ve KDV’yi gösteren bir vergi faturası düzenlenir.
        - Premium özellikler onayın hemen ardından etkinleşir.

        ## İadeler

        - **Ücretsiz deneme:** 14 günlük deneme süresi bitmeden iptal ederseniz sizden ücret alınmaz; dolayısıyla iadeye gerek kalmaz.
        - **Ödemeden sonraki 14 gün içinde:** Otomatik yenileme ödemeleri de dahil olmak üzere iade talep edebilirsiniz. Dönemin kullanılmayan kısmının ücretini gün hesabıyla, orantılı olarak iade ederiz.
        - **14 günden sonra:** Ödemeler iade edilmez; ancak yeniden ücret alınmaması için otomatik yenilemeyi kapatabilirsiniz.
        - **Mükerrer veya hatalı tahsilatlar** ile sağlayamadığımız bir hizmet için alınan ücretler tamamen iade edilir.
        - **Askıya alınan hesaplar:** Hesap, şartlarımızın ihlali nedeniyle askıya alınır veya kapatılırsa iade yapılmaz.

        ## İade talebi nasıl yapılır?

        [İletişim sayfamızda](/contact-us) “Abonelik ve ödemeler” konusunu seçerek hesabınıza kayıtlı e-posta adresini ve fatura numarasını içeren bir talep gönderin. 3 iş günü içinde yanıt veririz. Onaylanan iadeler orijinal ödeme yöntemine yapılır; tutarın hesabınıza yansıması bankanıza bağlı olarak genellikle 5 ila 10 iş günü sürer.

        ## Uygulama mağazası üzerinden satın almalar

        App Store veya Google Play üzerinden satın alınan abonelikler Apple ya da Google tarafından faturalandırılır; bunlara ilişkin iade talepleri, ilgili şirketin politikaları çerçevesinde doğrudan o şirkete iletilmelidir.
      `,
    },
  },

  // ── disclaimer ───────────────────────────────────────────────────────────
  {
    id: 7,
    categoryId: 0,
    slug: 'disclaimer',
    order: 7,
    title: {
      ar: 'إخلاء المسؤولية',
      en: 'Disclaimer',
      ur: 'اعلانِ دستبرداری',
      fa: 'سلب مسئولیت',
      tr: 'Sorumluluk Reddi',
    },
    body: {
      ar: md`
        مودة وسيلة للتعارف؛ نوفّر أدوات تعين المسلمين والمسلمات على أن يجد بعضهم بعضاً بقصد الزواج، أما قرار الزواج والتحرّي الذي ينبغي أن يسبقه فهما للأعضاء وأسرهم.

        ## ما نقوم به وما لا نقوم به

        - لا نرتّب الزيجات، ولا نقوم مقام الولي، ولا نعقد عقود النكاح.
        - يكتب الأعضاء ملفاتهم بأنفسهم. نراجع الصور ونتابع البلاغات، وشارات التوثيق لا تؤكد إلا ما تنص عليه (كرقم هاتف موثّق أو وثيقة هوية)، وليست ضماناً لأخلاق الشخص أو نيّته أو أحواله.
        - لا نضمن أن يجد كل عضو شريك حياته، ولا أن ينتهي كل تعارف بالزواج.

        ## دور الأسرة

        قبل أي ارتباط، ننصح الأعضاء وأسرهم بالسؤال والتحرّي، واللقاء وجهاً لوجه بحضور الأهل، والتثبّت مما قيل لهم من الهوية والحالة الاجتماعية والعمل والسمعة، بالطرق المعروفة والموثوقة في مجتمعهم. وإشراك الولي منذ البداية حمايةٌ وبركة.

        ## التوجيه الديني

        المقالات المنشورة في مدونتنا وصفحات مثل [القرآن الكريم](/koran) للتذكير العام، وليست فتاوى؛ فللأحكام المتعلقة بحالتك الخاصة استشر عالماً مؤهلاً أو جهة الإفتاء الرسمية في بلدك.

        ## الروابط والأطراف الأخرى

        نوفّر روابط لمواقع أخرى ولمتاجر التطبيقات تيسيراً عليك، ولسنا مسؤولين عن محتواها أو ممارساتها.

        ## حدود المسؤولية

        في الحدود التي يسمح بها القانون، لا تتحمل مودة المسؤولية عن سلوك الأعضاء داخل المنصة أو خارجها، ولا عن القرارات المتخذة بناءً على معلومات يقدمها الأعضاء. ولا ينتقص شيء مما ورد هنا من حقوقك بموجب قوانين حماية المستهلك المعمول بها.
      `,
      en: md`
        Mawadda is a means of introduction. We provide tools that help Muslim men and women find one another for the purpose of marriage; the decision to marry, and the enquiries that should come before it, belong to the members and their families.

        ## What we do and do not do

        - We do not arrange marriages, act as a wali or conclude marriage contracts.
        - Members write their own profiles. We review photos and act on reports, and verification badges confirm only what they state (for example, a verified phone number or identity document). They are not a guarantee of a person’s character, intentions or circumstances.
        - We do not guarantee that every member will find a spouse, or that every introduction will lead to marriage.

        ## The role of families

        Before any commitment, we encourage members and their families to ask questions, meet in person with the family present, and verify what they have been told (identity, marital status, work and reputation) through the trusted means usual in their community. Involving the wali from the start is both a protection and a blessing.

        ## Religious guidance

        Articles on our blog and pages such as [the Holy Quran](/koran) are offered as general reminders, not fatwas. For rulings on your own situation, consult a qualified scholar or the official fatwa authority in your country.

        ## Links and third parties

        Links to other websites and to app stores are provided for your convenience; we are not responsible for their content or practices.

        ## Limitation of liability

        To the extent permitted by law, Mawadda is not liable for the conduct of members on or off the platform, or for decisions taken on the basis of information that members provide. Nothing here limits the rights you have under applicable consumer protection law.
      `,
      ur: md`
        مودّت تعارف کا ایک ذریعہ ہے۔ ہم ایسے ٹولز فراہم کرتے ہیں جن کی مدد سے مسلمان مرد و خواتین نکاح کی نیت سے ایک دوسرے کو تلاش کر سکیں؛ نکاح کا فیصلہ اور اس سے پہلے ضروری چھان بین اراکین اور ان کے خاندانوں کی ذمہ داری ہے۔

        ## ہم کیا کرتے ہیں اور کیا نہیں کرتے

        - ہم رشتے طے نہیں کراتے، ولی کا کردار ادا نہیں کرتے اور نہ ہی نکاح پڑھاتے ہیں۔
        - اراکین اپنے پروفائل خود لکھتے ہیں۔ ہم تصاویر کا جائزہ لیتے ہیں اور رپورٹس پر کارروائی کرتے ہیں۔ تصدیقی بیج صرف اسی بات کی تصدیق کرتے ہیں جو ان پر درج ہو (مثلاً تصدیق شدہ فون نمبر یا شناختی دستاویز)؛ یہ کسی شخص کے کردار، نیت یا حالات کی ضمانت نہیں۔
        - ہم اس بات کی ضمانت نہیں دیتے کہ ہر رکن کو شریکِ حیات مل جائے گا یا ہر تعارف نکاح پر منتج ہوگا۔

        ## خاندان کا کردار

        کسی بھی عہد و پیمان سے پہلے ہم اراکین اور ان کے خاندانوں کو مشورہ دیتے ہیں کہ وہ سوالات کریں، گھر والوں کی موجودگی میں بالمشافہ ملاقات کریں، اور جو کچھ انہیں بتایا گیا ہے (شناخت، ازدواجی حیثیت، ملازمت اور ساکھ) اس کی تصدیق اپنے معاشرے کے معروف اور قابلِ اعتماد طریقوں سے کریں۔ ابتدا ہی سے ولی کو شامل کرنا تحفظ بھی ہے اور برکت بھی۔

        ## دینی رہنمائی

        ہمارے بلاگ کے مضامین اور [قرآنِ کریم](/koran) جیسے صفحات عمومی یاد دہانی کے لیے ہیں، فتویٰ نہیں۔ اپنی مخصوص صورتِ حال کے شرعی حکم کے لیے کسی مستند عالمِ دین یا اپنے ملک کے سرکاری دارالافتاء سے رجوع کریں۔

        ## لنکس اور دیگر فریق

        دوسری ویب سائٹس اور ایپ اسٹورز کے لنکس آپ کی سہولت کے لیے دیے گئے ہیں؛ ان کے مواد یا طریقۂ کار کی ذمہ داری ہم پر نہیں۔

        ## ذمہ داری کی حد

        قانون کی اجازت کی حد تک، ہم پلیٹ فارم کے اندر یا باہر اراکین کے رویّے کے، یا اراکین کی فراہم کردہ معلومات کی بنیاد پر کیے گئے فیصلوں کے ذمہ دار نہیں۔ یہاں درج کوئی بات صارفین کے تحفظ کے نافذ قوانین کے تحت آپ کے حقوق کو محدود نہیں کرتی۔
      `,
      fa: md`
        مودّت ابزاری برای آشنایی است. ما امکاناتی فراهم می‌کنیم که به مردان و زنان مسلمان کمک می‌کند با نیت ازدواج یکدیگر را بیابند؛ اما تصمیم به ازدواج و تحقیقی که باید پیش از آن انجام شود، بر عهده خود اعضا و خانواده‌هایشان است.

        ## آنچه انجام می‌دهیم و آنچه انجام نمی‌دهیم

        - ما ازدواج ترتیب نمی‌دهیم، نقش ولی را بر عهده نمی‌گیریم و عقد نکاح جاری نمی‌کنیم.
        - اعضا پروفایل خود را خودشان می‌نویسند. ما عکس‌ها را بررسی و به گزارش‌ها رسیدگی می‌کنیم. نشان‌های تأیید فقط همان چیزی را تأیید می‌کنند که بر آن‌ها درج شده است (مثلاً شماره تلفن یا مدرک هویتی تأییدشده) و ضمانتی برای اخلاق، نیت یا شرایط یک فرد نیستند.
        - تضمین نمی‌کنیم که هر عضوی همسر خود را بیابد یا هر آشنایی به ازدواج بینجامد.

        ## نقش خانواده

        پیش از هر تعهدی، به اعضا و خانواده‌هایشان توصیه می‌کنیم پرس‌وجو کنند، در حضور خانواده حضوری دیدار کنند و درستی آنچه را شنیده‌اند (هویت، وضعیت تأهل، شغل و خوش‌نامی) از راه‌های شناخته‌شده و مطمئن در جامعه خود بررسی کنند. همراه کردن ولی از همان آغاز، هم مایه حفاظت است و هم مایه برکت.

        ## راهنمایی دینی

        مقاله‌های وبلاگ ما و صفحه‌هایی مانند [قرآن کریم](/koran) برای یادآوری عمومی است و فتوا به شمار نمی‌آید. برای حکم شرعی درباره وضعیت خاص خود، با عالمی صاحب‌صلاحیت یا مرجع دینی مورد اعتماد خود مشورت کنید.

        ## پیوندها و اشخاص ثالث

        پیوند به وب‌سایت‌های دیگر و فروشگاه‌های اپلیکیشن برای سهولت کار شما قرار داده شده است و ما مسئول محتوا یا عملکرد آن‌ها نیستیم.

        ## حدود مسئولیت

        تا جایی که قانون اجازه می‌دهد، مودّت مسئول رفتار اعضا در داخل یا خارج از این بستر، یا تصمیم‌هایی که بر پایه اطلاعات ارائه‌شده از سوی اعضا گرفته می‌شود، نیست. هیچ‌یک از این موارد، حقوقی را که طبق قوانین حمایت از مصرف‌کننده دارید محدود نمی‌کند.
      `,
      tr: md`
        Mawadda bir tanışma vesilesidir. Müslüman kadın ve erkeklerin evlilik niyetiyle birbirlerini bulmalarına yardımcı olan araçlar sunarız; evlenme kararı ve bu karardan önce yapılması gereken araştırma ise üyelere ve ailelerine aittir.

        ## Ne yaparız, ne yapmayız?

        - Evlilik ayarlamayız, velilik yapmayız ve nikâh kıymayız.
        - Üyeler profillerini kendileri yazar. Fotoğrafları inceler, şikâyetleri değerlendiririz. Doğrulama rozetleri yalnızca üzerinde yazanı teyit eder (örneğin doğrulanmış bir telefon numarası veya kimlik belgesi); bir kişinin ahlakının, niyetinin veya durumunun garantisi değildir.
        - Her üyenin eş bulacağını ya da her tanışmanın evlilikle sonuçlanacağını garanti etmeyiz.

        ## Ailenin rolü

        Herhangi bir söz vermeden önce üyelerimize ve ailelerine; sorular sormalarını, aile huzurunda yüz yüze görüşmelerini ve kendilerine anlatılanları (kimlik, medeni durum, iş ve itibar) çevrelerinde bilinen güvenilir yollarla teyit etmelerini tavsiye ederiz. Veliyi en baştan sürece katmak hem bir korunma hem de bir bereket vesilesidir.

        ## Dini rehberlik

        Blogumuzdaki yazılar ve [Kur’an-ı Kerim](/koran) gibi sayfalar genel bir hatırlatma amacı taşır; fetva değildir. Kendi durumunuza ilişkin dini hüküm için ehil bir âlime veya ülkenizdeki resmî fetva kurumuna danışınız.

        ## Bağlantılar ve üçüncü taraflar

        Diğer web sitelerine ve uygulama mağazalarına verilen bağlantılar kolaylık amacıyla sunulmuştur; bu sitelerin içeriğinden veya uygulamalarından sorumlu değiliz.

        ## Sorumluluğun sınırı

        Kanunun izin verdiği ölçüde Mawadda, üyelerin platform içindeki veya dışındaki davranışlarından ve üyelerin verdiği bilgilere dayanılarak alınan kararlardan sorumlu değildir. Buradaki hiçbir hüküm, yürürlükteki tüketici koruma mevzuatından doğan haklarınızı sınırlamaz.
      `,
    },
  },
];
