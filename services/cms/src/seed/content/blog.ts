import type { Localized } from '@mawadda/contracts';
import { md } from './md.js';
import { DUA_ISTIKHARA } from './quran.js';
import type { SeedArticle } from './types.js';

const COUNSELLING_TEAM: Localized = {
  ar: 'فريق الإرشاد الأسري في مودة',
  en: 'Mawadda Family Counselling Team',
  ur: 'مودّت کی خاندانی رہنمائی کی ٹیم',
  fa: 'تیم مشاوره خانواده مودّت',
  tr: 'Mawadda Aile Danışmanlığı Ekibi',
};

const SAFETY_TEAM: Localized = {
  ar: 'فريق الأمان والثقة في مودة',
  en: 'Mawadda Trust and Safety Team',
  ur: 'مودّت کی حفاظتی ٹیم',
  fa: 'تیم امنیت و اعتماد مودّت',
  tr: 'Mawadda Güven ve Güvenlik Ekibi',
};

/** Blog posts (route /blog). Covers are the site's own illustrations (scripts/make-cover-images.mjs). */
export const seedBlog: SeedArticle[] = [
  // ── 1. Faith and character ───────────────────────────────────────────────
  {
    id: 1,
    slug: 'choosing-a-spouse-for-faith-and-character',
    publishedAt: '2026-01-08T10:00:00Z',
    image: '/images/covers/choosing-a-spouse-for-faith-and-character.jpg',
    author: COUNSELLING_TEAM,
    title: {
      ar: 'اختيار شريك الحياة على أساس الدين والخلق',
      en: 'Choosing a spouse for faith and character',
      ur: 'دین اور اخلاق کی بنیاد پر شریکِ حیات کا انتخاب',
      fa: 'انتخاب همسر بر پایه دین و اخلاق',
      tr: 'Eş seçiminde din ve ahlak',
    },
    summary: {
      ar: 'للمال والجمال والنسب مكانها، لكن النبي ﷺ أرشد إلى الدين والخلق بوصفهما ما يدوم. فكيف تتعرّف إليهما عملياً؟',
      en: 'Wealth, beauty and lineage have their place, but the Prophet ﷺ pointed to faith and character as what lasts. How can you recognise them in practice?',
      ur: 'مال، خوبصورتی اور خاندان کی اپنی جگہ اہمیت ہے، لیکن نبی کریم ﷺ نے دین اور اخلاق کو پائیدار بنیاد قرار دیا۔ عملی طور پر انہیں کیسے پہچانا جائے؟',
      fa: 'ثروت، زیبایی و تبار جایگاه خود را دارند، اما پیامبر ﷺ دین و اخلاق را همان چیزی دانست که ماندگار است. در عمل چگونه می‌توان آن‌ها را شناخت؟',
      tr: 'Malın, güzelliğin ve soyun bir yeri vardır; ancak Peygamber Efendimiz ﷺ kalıcı olanın din ve ahlak olduğuna işaret etmiştir. Peki bunlar pratikte nasıl anlaşılır?',
    },
    body: {
      ar: md`
        قال النبي ﷺ: «تُنكَح المرأة لأربع: لمالها ولحسبها ولجمالها ولدينها، فاظفر بذات الدين تربت يداك» (متفق عليه). وقال ﷺ: «إذا خطب إليكم من ترضون دينه وخلقه فزوّجوه، إلا تفعلوا تكن فتنة في الأرض وفساد عريض» (رواه الترمذي).

        والتوجيه يشمل الرجل والمرأة معاً: فالدين وحسن الخلق هما الأساس الذي يُبنى عليه البيت. ولا يعني ذلك إهمال غيرهما من الصفات، كالتوافق والقبول المتبادل ووحدة النظرة إلى الحياة، لكنها تزدهر أكثر ما تزدهر على هذا الأساس.

        ## كيف تتعرّف إلى الدين والخلق؟

        - **انظر إلى الأفعال لا إلى الألقاب:** كيف يتحدث الشخص عن الصلاة؟ وكيف يعامل والديه ومن لا يملكون له نفعاً؟
        - **اسأل من يعرفه:** اعتادت الأسر أن تسأل عن الخاطب في المسجد والعمل وبين الأقارب، وليس هذا سوء ظن بل حرص ورعاية.
        - **لاحظ طريقته في الخلاف:** الصبر والإنصاف في الاختلافات الصغيرة يكشفان الكثير عن الحياة الزوجية.
        - **أنصت إلى حديثه عن الآخرين:** الغيبة والسخرية علامتا تحذير، والشكر وحفظ الأسرار علامتا خير.

        ## أسئلة تستحق أن تُطرح

        - كيف ترى الزواج الناجح؟
        - كيف تحب أن نعيش ديننا في بيتنا؟
        - كيف سنتخذ قراراتنا، وكيف سنُشرك والدينا فيها؟

        ## كلمة عن التوافق

        الدين هو الأساس، لكنه ليس المعيار الوحيد. ومن المشروع أن تبحث عمّن تميل إليه نفسك، ويتوافق معك في نشأته وتطلعاته وأسلوب حياته. كن صادقاً مع نفسك فيما يهمك، ولطيفاً حين تعتذر.
      `,
      en: md`
        The Prophet ﷺ said: “A woman is married for four things: her wealth, her lineage, her beauty and her religion. So choose the one with religion, and you will prosper.” (Al-Bukhari and Muslim). He ﷺ also said: “If someone whose religion and character please you comes to you with a proposal, then marry (your daughter) to him.” (At-Tirmidhi)

        The guidance applies to men and women alike: faith and good character are the foundation on which a home is built. Other qualities matter too, such as compatibility, mutual attraction and a shared vision of life, but they flourish best on that foundation.

        ## How do you recognise faith and character?

        - **Look at actions, not labels.** How does the person speak about prayer? How do they treat their parents, and people who can do nothing for them?
        - **Ask those who know them.** Families have always asked about a suitor’s reputation at the mosque, at work and among relatives. This is not suspicion; it is care.
        - **Notice how they handle disagreement.** Patience and fairness over small differences say a great deal about married life.
        - **Listen to how they speak of others.** Backbiting and mockery are warning signs; gratitude and discretion are good ones.

        ## Questions worth asking

        - What does a good marriage look like to you?
        - How would you like us to live our faith at home?
        - How will we take decisions, and how will we involve our parents?

        ## A word on compatibility

        Faith is the foundation, not the only criterion. It is legitimate to seek someone you are drawn to and whose background, expectations and way of life fit your own. Be honest with yourself about what matters to you, and be kind when you decline.
      `,
      ur: md`
        نبی کریم ﷺ نے فرمایا: “عورت سے چار چیزوں کی وجہ سے نکاح کیا جاتا ہے: اس کے مال، اس کے خاندان، اس کی خوبصورتی اور اس کے دین کی وجہ سے؛ پس تم دین دار کو ترجیح دو، تمہارا بھلا ہو۔” (بخاری و مسلم)۔ اور آپ ﷺ نے فرمایا: “جب تمہارے پاس کوئی ایسا شخص رشتہ بھیجے جس کے دین اور اخلاق سے تم مطمئن ہو تو اس سے (اپنی بیٹی کا) نکاح کر دو۔” (ترمذی)

        یہ رہنمائی مرد اور عورت دونوں کے لیے ہے: دین اور اچھے اخلاق ہی وہ بنیاد ہیں جس پر گھر تعمیر ہوتا ہے۔ دوسری خوبیاں بھی اہم ہیں، جیسے ہم آہنگی، باہمی پسندیدگی اور زندگی کے بارے میں مشترک سوچ، لیکن وہ اسی بنیاد پر سب سے بہتر پروان چڑھتی ہیں۔

        ## دین اور اخلاق کو کیسے پہچانیں؟

        - **القاب نہیں، اعمال دیکھیں:** وہ شخص نماز کے بارے میں کیسے بات کرتا ہے؟ اپنے والدین اور ان لوگوں سے کیسا سلوک کرتا ہے جن سے اسے کوئی فائدہ نہیں پہنچ سکتا؟
        - **جاننے والوں سے پوچھیں:** خاندان ہمیشہ سے مسجد، کام کی جگہ اور رشتہ داروں میں رشتہ بھیجنے والے کی شہرت کے بارے میں پوچھتے آئے ہیں۔ یہ بدگمانی نہیں بلکہ فکرمندی ہے۔
        - **اختلاف میں اس کا رویہ دیکھیں:** چھوٹے اختلافات میں صبر اور انصاف ازدواجی زندگی کے بارے میں بہت کچھ بتا دیتے ہیں۔
        - **دوسروں کے بارے میں اس کی گفتگو سنیں:** غیبت اور مذاق اڑانا خطرے کی علامتیں ہیں، جبکہ شکر گزاری اور رازداری اچھی علامتیں ہیں۔

        ## پوچھنے کے لائق سوالات

        - آپ کے نزدیک اچھی ازدواجی زندگی کیسی ہوتی ہے؟
        - آپ ہمارے گھر میں دین پر عمل کو کیسا دیکھنا چاہتے ہیں؟
        - ہم فیصلے کیسے کریں گے، اور اپنے والدین کو ان میں کیسے شامل کریں گے؟

        ## ہم آہنگی کے بارے میں ایک بات

        دین بنیاد ہے، مگر واحد معیار نہیں۔ ایسے شخص کی تلاش بالکل جائز ہے جس کی طرف آپ کا دل مائل ہو اور جس کا پس منظر، توقعات اور طرزِ زندگی آپ سے میل کھاتے ہوں۔ جو چیز آپ کے لیے اہم ہے اس کے بارے میں خود سے سچ بولیں، اور انکار کرتے وقت نرمی برتیں۔
      `,
      fa: md`
        پیامبر ﷺ فرمود: «زن به خاطر چهار چیز به همسری گرفته می‌شود: مالش، تبارش، زیبایی‌اش و دینش؛ پس دین‌دار را برگزین تا کامیاب شوی.» (بخاری و مسلم). و نیز فرمود: «هرگاه کسی که دین و اخلاقش را می‌پسندید به خواستگاری نزد شما آمد، به او همسر دهید.» (ترمذی)

        این رهنمود هم برای مرد است و هم برای زن: دین و اخلاق نیکو پایه‌ای است که خانه بر آن بنا می‌شود. ویژگی‌های دیگر مانند هم‌خوانی، کشش دوسویه و نگاه مشترک به زندگی نیز مهم‌اند، اما بر همین پایه است که بهتر از همه شکوفا می‌شوند.

        ## دین و اخلاق را چگونه بشناسیم؟

        - **به رفتار بنگرید، نه به عنوان‌ها:** او درباره نماز چگونه سخن می‌گوید؟ با پدر و مادرش و با کسانی که سودی برایش ندارند چگونه رفتار می‌کند؟
        - **از آشنایانش بپرسید:** خانواده‌ها همیشه درباره خوش‌نامی خواستگار در مسجد، محل کار و میان خویشاوندان پرس‌وجو کرده‌اند. این بدگمانی نیست؛ دلسوزی است.
        - **ببینید با اختلاف چگونه کنار می‌آید:** صبر و انصاف در اختلاف‌های کوچک، چیزهای بسیاری درباره زندگی زناشویی نشان می‌دهد.
        - **به سخنش درباره دیگران گوش دهید:** غیبت و تمسخر نشانه‌های هشدارند؛ سپاسگزاری و رازداری نشانه‌های نیک.

        ## پرسش‌هایی که ارزش پرسیدن دارند

        - ازدواج خوب از نگاه شما چگونه است؟
        - دوست دارید دین‌داری در خانه ما چگونه باشد؟
        - تصمیم‌هایمان را چگونه خواهیم گرفت و پدر و مادرمان را چگونه در آن‌ها سهیم خواهیم کرد؟

        ## سخنی درباره هم‌خوانی

        دین پایه است، اما تنها معیار نیست. جستجوی کسی که دلتان به او گرایش دارد و پیشینه، انتظارات و شیوه زندگی‌اش با شما هم‌خوان است، کاملاً رواست. درباره آنچه برایتان مهم است با خودتان صادق باشید و هنگام پاسخ منفی، مهربان.
      `,
      tr: md`
        Peygamber Efendimiz ﷺ şöyle buyurmuştur: “Kadınla dört şeyi için evlenilir: malı, soyu, güzelliği ve dini için. Sen dindar olanı seç ki elin bereket bulsun.” (Buhârî ve Müslim). Yine şöyle buyurmuştur: “Dininden ve ahlakından razı olduğunuz biri size kız istemeye gelirse onunla evlendirin.” (Tirmizî)

        Bu rehberlik kadın ve erkek için aynı ölçüde geçerlidir: Din ve güzel ahlak, yuvanın üzerine kurulduğu temeldir. Uyum, karşılıklı beğeni ve hayata ortak bakış gibi başka özellikler de önemlidir; ancak en iyi bu temel üzerinde yeşerirler.

        ## Din ve ahlak nasıl anlaşılır?

        - **Unvanlara değil, davranışlara bakın:** Namazdan nasıl söz ediyor? Anne babasına ve kendisine hiçbir faydası dokunamayacak insanlara nasıl davranıyor?
        - **Onu tanıyanlara sorun:** Aileler öteden beri talibin camideki, iş yerindeki ve akrabaları arasındaki itibarını sorar. Bu bir suizan değil, bir özendir.
        - **Anlaşmazlıklarda nasıl davrandığına dikkat edin:** Küçük farklılıklarda gösterilen sabır ve adalet, evlilik hayatı hakkında çok şey söyler.
        - **Başkalarından nasıl söz ettiğini dinleyin:** Gıybet ve alay uyarı işaretleridir; şükür ve ketumluk ise güzel işaretlerdir.

        ## Sorulmaya değer sorular

        - Sizce iyi bir evlilik nasıl olur?
        - Evimizde dinimizi nasıl yaşamak istersiniz?
        - Kararlarımızı nasıl alacağız ve anne babalarımızı bu kararlara nasıl dahil edeceğiz?

        ## Uyum hakkında bir not

        Din temeldir ama tek ölçüt değildir. Gönlünüzün ısındığı; geçmişi, beklentileri ve yaşam tarzı sizinkiyle uyuşan birini aramak son derece meşrudur. Sizin için neyin önemli olduğu konusunda kendinize karşı dürüst olun; bir teklifi geri çevirirken de nazik davranın.
      `,
    },
  },

  // ── 2. The wali and the families ─────────────────────────────────────────
  {
    id: 2,
    slug: 'involving-the-wali-and-families',
    publishedAt: '2026-02-03T10:00:00Z',
    image: '/images/covers/involving-the-wali-and-families.jpg',
    author: COUNSELLING_TEAM,
    title: {
      ar: 'إشراك الولي والأسرة: لماذا وكيف؟',
      en: 'Involving the wali and families: why and how',
      ur: 'ولی اور خاندان کو شامل کرنا: کیوں اور کیسے؟',
      fa: 'همراه کردن ولی و خانواده: چرا و چگونه؟',
      tr: 'Veliyi ve aileleri sürece katmak: Neden ve nasıl?',
    },
    summary: {
      ar: 'الأسرة ليست عائقاً أمام الزواج الناجح، بل من أقوى ضماناته. خطوات عملية لإشراكها مبكراً.',
      en: 'Families are not an obstacle to a good marriage but one of its strongest safeguards. Practical steps for bringing them in early.',
      ur: 'خاندان اچھے نکاح کی راہ میں رکاوٹ نہیں بلکہ اس کی مضبوط ترین ضمانتوں میں سے ہے۔ انہیں جلد شامل کرنے کے عملی اقدامات۔',
      fa: 'خانواده مانع ازدواج خوب نیست، بلکه از محکم‌ترین پشتوانه‌های آن است. گام‌هایی عملی برای همراه کردن زودهنگام خانواده.',
      tr: 'Aile, iyi bir evliliğin önünde bir engel değil, en güçlü teminatlarından biridir. Aileyi erkenden sürece katmak için pratik adımlar.',
    },
    body: {
      ar: md`
        الزواج في الإسلام يجمع بين أسرتين لا بين شخصين فحسب. وقد قال النبي ﷺ: «لا نكاح إلا بولي» (رواه أبو داود والترمذي وابن ماجه). وإن اختلفت المذاهب الفقهية في بعض تفاصيل دور الولي، فإنها متفقة على أن إشراك الأسرة حماية وحكمة وبركة.

        ## لماذا نُشرك الأسرة مبكراً؟

        - **الحماية:** يسأل الولي الأسئلة التي قد يتردد في طرحها من مال قلبه، ويستطيع التثبّت مما قيل.
        - **الحكمة:** رأى الوالدان زيجات كثيرة، وقد يلحظان ما يفوتك.
        - **الوئام:** الزواج الذي ترحّب به الأسرتان يبدأ بالمودة من الطرفين.

        ## كيف تفعل ذلك على مودة

        - أخبر أحد والديك أو وليّك حالما يصبح التواصل جاداً.
        - شارك معهم سيرتك الذاتية للزواج، واطلب من الطرف الآخر أن يفعل مثل ذلك.
        - رتّبوا اتصالاً أو زيارة بين الأسرتين، بدلاً من إطالة المحادثة الخاصة.
        - دع الأسرتين تسألان عن السمعة والعمل والأحوال عن طريق أشخاص يثقون بهم.

        ## للأخوات

        الولي في العادة هو الأب، فإن تعذّر قام مقامه قريب آخر أو القاضي، بحسب المذهب الفقهي وقانون بلدك. ويستطيع فريق الإرشاد الأسري لدينا مساعدتك في النظر في وضعك.

        ## للإخوة

        التقدّم إلى أهل الفتاة مباشرة علامة جدية واحترام. فكن مستعداً للإجابة عن أسئلتهم بصراحة وصبر، وأشرك أهلك أنت أيضاً.

        ## حين تختلف الأسر

        الخلاف أمر شائع، وكثيراً ما يمكن تجاوزه. أنصت إلى مخاوف والديك، واستعن بقريب أو إمام محترم ليقرّب بين وجهات النظر، وأكثر من الدعاء. ومرشدونا متاحون بخمس لغات لمساعدتك.
      `,
      en: md`
        Marriage in Islam joins two families, not only two people. The Prophet ﷺ said: “There is no marriage without a wali.” (Abu Dawud, At-Tirmidhi and Ibn Majah). The schools of jurisprudence differ on some details of the wali’s role, but they agree that involving the family brings protection, wisdom and blessing.

        ## Why involve the family early?

        - **Protection:** a wali asks the questions that someone whose heart is already inclined may hesitate to ask, and can verify what has been said.
        - **Wisdom:** parents have seen many marriages and may notice what you miss.
        - **Harmony:** a marriage that both families welcome begins with goodwill on both sides.

        ## How to do it on Mawadda

        - Tell a parent or your wali as soon as a conversation becomes serious.
        - Share your Marriage CV with them, and ask the other member to do the same.
        - Arrange a call or a visit between the families rather than continuing a long private conversation.
        - Let the families ask about reputation, work and circumstances through people they trust.

        ## For sisters

        The wali is usually the father. If he is not available, another close relative or the judge takes on this role, depending on your school of jurisprudence and the law of your country. Our family counselling team can help you think through your situation.

        ## For brothers

        Approaching the young woman’s family directly is a sign of seriousness and respect. Be ready to answer their questions openly and patiently, and involve your own family too.

        ## When families disagree

        Disagreement is common, and it can often be resolved. Listen to your parents’ concerns, ask a respected relative or imam to help bring views together, and make dua. Our counsellors are available in five languages to help.
      `,
      ur: md`
        اسلام میں نکاح صرف دو افراد کا نہیں بلکہ دو خاندانوں کا ملاپ ہے۔ نبی کریم ﷺ نے فرمایا: “ولی کے بغیر نکاح نہیں۔” (ابو داود، ترمذی، ابن ماجہ)۔ ولی کے کردار کی بعض تفصیلات میں فقہی مذاہب کی آرا مختلف ہیں، لیکن سب اس پر متفق ہیں کہ خاندان کو شامل کرنا تحفظ، دانائی اور برکت کا باعث ہے۔

        ## خاندان کو جلد شامل کیوں کریں؟

        - **تحفظ:** ولی وہ سوالات پوچھتا ہے جو دل مائل ہو جانے کے بعد انسان پوچھنے میں جھجکتا ہے، اور کہی گئی باتوں کی تصدیق کر سکتا ہے۔
        - **دانائی:** والدین نے بہت سے رشتے بنتے دیکھے ہیں اور وہ ایسی باتیں بھانپ سکتے ہیں جو آپ کی نظر سے رہ جائیں۔
        - **ہم آہنگی:** جس نکاح کا دونوں خاندان خیرمقدم کریں، اس کا آغاز دونوں طرف کی خیرسگالی سے ہوتا ہے۔

        ## مودّت پر یہ کیسے کریں

        - جیسے ہی گفتگو سنجیدہ ہو، اپنے والدین میں سے کسی کو یا اپنے ولی کو بتائیں۔
        - اپنا نکاح کا بائیو ڈیٹا ان کے ساتھ شیئر کریں، اور دوسرے رکن سے بھی یہی کرنے کو کہیں۔
        - لمبی نجی گفتگو جاری رکھنے کے بجائے دونوں خاندانوں کے درمیان فون کال یا ملاقات طے کریں۔
        - خاندانوں کو موقع دیں کہ وہ قابلِ اعتماد لوگوں کے ذریعے شہرت، روزگار اور حالات کے بارے میں معلومات حاصل کریں۔

        ## بہنوں کے لیے

        عام طور پر ولی والد ہوتے ہیں۔ اگر وہ موجود نہ ہوں تو آپ کے فقہی مسلک اور ملک کے قانون کے مطابق کوئی دوسرا قریبی رشتہ دار یا قاضی یہ ذمہ داری سنبھالتا ہے۔ ہماری خاندانی رہنمائی کی ٹیم آپ کی صورتِ حال پر غور کرنے میں آپ کی مدد کر سکتی ہے۔

        ## بھائیوں کے لیے

        براہِ راست لڑکی کے گھر والوں سے رجوع کرنا سنجیدگی اور احترام کی علامت ہے۔ ان کے سوالات کا کھلے دل اور تحمل سے جواب دینے کے لیے تیار رہیں، اور اپنے گھر والوں کو بھی شامل کریں۔

        ## جب خاندانوں میں اختلاف ہو

        اختلاف ہونا عام بات ہے اور اکثر اسے دور کیا جا سکتا ہے۔ اپنے والدین کے خدشات غور سے سنیں، کسی معزز رشتہ دار یا امام سے درمیان میں پڑنے کی درخواست کریں، اور دعا کرتے رہیں۔ ہمارے مشیر پانچ زبانوں میں آپ کی مدد کے لیے موجود ہیں۔
      `,
      fa: md`
        ازدواج در اسلام تنها پیوند دو نفر نیست، بلکه پیوند دو خانواده است. پیامبر ﷺ فرمود: «نکاحی جز با ولی نیست.» (ابوداود، ترمذی و ابن ماجه). مذاهب فقهی در برخی جزئیات نقش ولی دیدگاه‌های متفاوتی دارند، اما همه هم‌داستان‌اند که همراه کردن خانواده مایه حفاظت، خردمندی و برکت است.

        ## چرا خانواده را زود همراه کنیم؟

        - **حفاظت:** ولی پرسش‌هایی را می‌پرسد که کسی که دلش مایل شده ممکن است در پرسیدنشان تردید کند، و می‌تواند درستی گفته‌ها را بررسی کند.
        - **خردمندی:** پدر و مادر ازدواج‌های بسیاری دیده‌اند و ممکن است به نکته‌هایی پی ببرند که از چشم شما پنهان مانده است.
        - **هماهنگی:** ازدواجی که هر دو خانواده از آن استقبال کنند، با حسن نیت از هر دو سو آغاز می‌شود.

        ## در مودّت چگونه این کار را انجام دهید

        - همین که گفت‌وگو جدی شد، پدر یا مادر یا ولی خود را در جریان بگذارید.
        - رزومه ازدواج خود را با آنان به اشتراک بگذارید و از عضو دیگر هم بخواهید همین کار را بکند.
        - به جای ادامه دادن یک گفت‌وگوی خصوصی طولانی، تماس تلفنی یا دیداری میان دو خانواده ترتیب دهید.
        - بگذارید خانواده‌ها از طریق افراد مورد اعتمادشان درباره خوش‌نامی، شغل و شرایط پرس‌وجو کنند.

        ## برای خواهران

        ولی معمولاً پدر است. در نبود او، بسته به مذهب فقهی و قانون کشورتان، خویشاوند نزدیک دیگری یا قاضی عهده‌دار این نقش می‌شود. تیم مشاوره خانواده ما می‌تواند در بررسی شرایطتان یاری‌تان کند.

        ## برای برادران

        رفتن مستقیم به خواستگاری نزد خانواده دختر، نشانه جدیت و احترام است. آماده باشید با صراحت و حوصله به پرسش‌هایشان پاسخ دهید و خانواده خودتان را نیز همراه کنید.

        ## وقتی خانواده‌ها هم‌نظر نیستند

        اختلاف نظر رایج است و اغلب می‌توان آن را برطرف کرد. نگرانی‌های پدر و مادرتان را با دقت بشنوید، از یکی از خویشاوندان محترم یا امام جماعت بخواهید دیدگاه‌ها را به هم نزدیک کند، و دعا کنید. مشاوران ما به پنج زبان آماده کمک به شما هستند.
      `,
      tr: md`
        İslam’da nikâh yalnızca iki kişiyi değil, iki aileyi birleştirir. Peygamber Efendimiz ﷺ şöyle buyurmuştur: “Velisiz nikâh olmaz.” (Ebû Dâvûd, Tirmizî ve İbn Mâce). Mezhepler velinin rolüne ilişkin bazı ayrıntılarda farklı görüşlere sahiptir; ancak ailenin sürece katılmasının koruma, hikmet ve bereket getirdiği konusunda hepsi birleşir.

        ## Aileyi neden erkenden dahil etmeli?

        - **Koruma:** Veli, gönlü bir tarafa meyletmiş birinin sormaya çekinebileceği soruları sorar ve söylenenlerin doğruluğunu araştırabilir.
        - **Hikmet:** Anne babalar pek çok evliliğe tanık olmuştur; sizin gözünüzden kaçanı fark edebilirler.
        - **Uyum:** İki ailenin de gönül hoşluğuyla karşıladığı bir evlilik, iki taraftan da iyi niyetle başlar.

        ## Bunu Mawadda’da nasıl yaparsınız?

        - Görüşme ciddileşir ciddileşmez anne babanızdan birine veya velinize haber verin.
        - Evlilik özgeçmişinizi onlarla paylaşın ve diğer üyeden de aynısını yapmasını isteyin.
        - Uzun bir özel yazışmayı sürdürmek yerine iki aile arasında bir telefon görüşmesi ya da ziyaret ayarlayın.
        - Ailelerin, güvendikleri kişiler aracılığıyla itibar, iş ve durum hakkında bilgi almasına fırsat tanıyın.

        ## Hanım kardeşlerimize

        Veli genellikle babadır. O bulunamıyorsa, mezhebinize ve ülkenizin kanunlarına göre başka bir yakın akraba veya hâkim bu görevi üstlenir. Aile danışmanlığı ekibimiz durumunuzu birlikte değerlendirmenize yardımcı olabilir.

        ## Erkek kardeşlerimize

        Doğrudan kızın ailesine gitmek ciddiyetin ve saygının göstergesidir. Sorularını açık yüreklilikle ve sabırla yanıtlamaya hazır olun; kendi ailenizi de sürece katın.

        ## Aileler aynı fikirde olmadığında

        Görüş ayrılıkları sık yaşanır ve çoğu zaman aşılabilir. Anne babanızın kaygılarını dinleyin, saygın bir akrabadan veya imamdan görüşleri yakınlaştırmasını isteyin ve dua edin. Danışmanlarımız beş dilde size yardımcı olmaya hazır.
      `,
    },
  },

  // ── 3. Online safety ─────────────────────────────────────────────────────
  {
    id: 3,
    slug: 'staying-safe-never-send-money',
    publishedAt: '2026-03-10T10:00:00Z',
    image: '/images/covers/staying-safe-never-send-money.jpg',
    author: SAFETY_TEAM,
    title: {
      ar: 'احمِ نفسك: لا ترسل المال أبداً، وأبقِ محادثاتك على مودة',
      en: 'Staying safe: never send money, and keep your chats on Mawadda',
      ur: 'محفوظ رہیں: کبھی رقم نہ بھیجیں اور گفتگو مودّت پر ہی رکھیں',
      fa: 'ایمن بمانید: هرگز پول نفرستید و گفت‌وگوها را در مودّت نگه دارید',
      tr: 'Güvende kalın: Asla para göndermeyin, sohbetlerinizi Mawadda’da tutun',
    },
    summary: {
      ar: 'يسير الاحتيال في منصات الزواج غالباً على نمط واحد. تعرّف إلى علامات التحذير واحمِ نفسك.',
      en: 'Most fraud on marriage platforms follows the same pattern. Learn the warning signs and protect yourself.',
      ur: 'نکاح کے پلیٹ فارمز پر زیادہ تر دھوکا دہی ایک ہی انداز سے ہوتی ہے۔ خطرے کی علامات پہچانیں اور خود کو محفوظ رکھیں۔',
      fa: 'بیشتر کلاهبرداری‌ها در بسترهای ازدواج از یک الگو پیروی می‌کنند. نشانه‌های هشدار را بشناسید و از خود محافظت کنید.',
      tr: 'Evlilik platformlarındaki dolandırıcılıkların çoğu aynı kalıbı izler. Uyarı işaretlerini tanıyın ve kendinizi koruyun.',
    },
    body: {
      ar: md`
        معظم أعضاء مودة صادقون، لكن قلّة، كما في كل منصة، يحاولون استغلال ثقة الباحثين عن الزواج. والاحتيال يسير في الغالب على نمط واحد، وبضع قواعد بسيطة كفيلة بحمايتك.

        ## لا ترسل المال أبداً

        لن يطلب منك أي شخص جادّ في الزواج مالاً أو هدايا أو بيانات مصرفية، ولا مساعدة في حالة طارئة أو تأشيرة أو رسوم جمركية أو استثمار. ومهما كانت القصة فالجواب: لا. أبلغ عن الحساب وتوقف عن الرد.

        ## أبقِ المحادثات على مودة

        كثيراً ما يستعجل المحتالون نقل المحادثة إلى تطبيق مراسلة آخر، حيث لا تستطيع أدوات الأمان لدينا حمايتك. أبقِ محادثاتك على مودة حتى تُشرك أسرتك وتلتقيا بحضورها.

        ## احمِ معلوماتك الشخصية

        - لا تشارك عنوان سكنك أو مكان عملك أو وثائق هويتك أو بياناتك المالية.
        - لا تشارك صورك إلا مع المتابعين الذين وافقت عليهم، وحين يصبح التواصل جاداً.
        - احذر ممن يُظهر مشاعر قوية بسرعة كبيرة، أو يتهرب من الحديث مع أهلك، أو تتبدل روايته باستمرار.

        ## التقِ بأمان

        حين يحين وقت اللقاء، فليكن في مكان عام أو في بيت الأسرة، بحضور وليّك أو أهلك، وأخبر شخصاً تثق به بوجهتك.

        ## إن شعرت بأن شيئاً ما ليس على ما يرام

        استخدم زرّي الحظر والإبلاغ في الملف الشخصي أو في المحادثة. يراجع فريق الإشراف البلاغات على مدار الساعة، ولن تكون عبئاً علينا أبداً حين تبلّغ. وإن كنت قد أرسلت مالاً بالفعل، فتواصل مع مصرفك والشرطة في أسرع وقت.
      `,
      en: md`
        Most people on Mawadda are sincere. But, as on every platform, a few try to exploit the trust of people who are seeking marriage. Fraud almost always follows the same pattern, and a few simple rules will protect you.

        ## Never send money

        No one who is serious about marriage will ask you for money, gifts or bank details, or for help with an emergency, a visa, customs fees or an investment. Whatever the story, the answer is no. Report the account and stop replying.

        ## Keep conversations on Mawadda

        Scammers often push to move quickly to another messaging app, where our safety tools cannot protect you. Keep your conversations on Mawadda until your families are involved and you have met in their presence.

        ## Protect your personal information

        - Do not share your home address, workplace, identity documents or financial details.
        - Share photos only with approved followers, and only once the conversation is serious.
        - Be wary of anyone who declares strong feelings very quickly, avoids speaking with your family, or whose story keeps changing.

        ## Meet safely

        When the time comes to meet, do so in a public place or a family home, with your wali or family present, and tell someone you trust where you are going.

        ## If something feels wrong

        Use the block and report buttons on the profile or in the chat. Our moderators review reports around the clock, and you are never a bother for reporting. If you have already sent money, contact your bank and the police as soon as possible.
      `,
      ur: md`
        مودّت پر زیادہ تر لوگ مخلص ہیں، لیکن ہر پلیٹ فارم کی طرح یہاں بھی چند لوگ نکاح کے خواہش مندوں کے اعتماد سے ناجائز فائدہ اٹھانے کی کوشش کرتے ہیں۔ دھوکا دہی تقریباً ہمیشہ ایک ہی انداز سے ہوتی ہے، اور چند آسان اصول آپ کو محفوظ رکھ سکتے ہیں۔

        ## کبھی رقم نہ بھیجیں

        نکاح کے بارے میں سنجیدہ کوئی بھی شخص آپ سے رقم، تحائف یا بینک کی تفصیلات نہیں مانگے گا، نہ ہی کسی ہنگامی صورتِ حال، ویزے، کسٹم فیس یا سرمایہ کاری کے لیے مدد طلب کرے گا۔ کہانی کچھ بھی ہو، جواب “نہیں” ہے۔ اکاؤنٹ کی رپورٹ کریں اور جواب دینا بند کر دیں۔

        ## گفتگو مودّت پر ہی رکھیں

        دھوکے باز اکثر جلد از جلد کسی دوسری میسجنگ ایپ پر جانے پر زور دیتے ہیں، جہاں ہمارے حفاظتی ٹولز آپ کو تحفظ نہیں دے سکتے۔ جب تک آپ کے خاندان شامل نہ ہوں اور ان کی موجودگی میں ملاقات نہ ہو جائے، اپنی گفتگو مودّت پر ہی رکھیں۔

        ## اپنی ذاتی معلومات کی حفاظت کریں

        - اپنے گھر کا پتا، کام کی جگہ، شناختی دستاویزات یا مالی تفصیلات شیئر نہ کریں۔
        - تصاویر صرف منظور شدہ فالوورز کے ساتھ اور صرف اس وقت شیئر کریں جب بات سنجیدہ ہو جائے۔
        - ایسے شخص سے محتاط رہیں جو بہت جلد شدید جذبات کا اظہار کرے، آپ کے گھر والوں سے بات کرنے سے کترائے، یا جس کی کہانی بار بار بدلتی رہے۔

        ## محفوظ طریقے سے ملیں

        جب ملاقات کا وقت آئے تو کسی عوامی جگہ یا خاندان کے گھر پر، اپنے ولی یا گھر والوں کی موجودگی میں ملیں، اور کسی قابلِ اعتماد شخص کو ملاقات کی جگہ سے آگاہ کر دیں۔

        ## اگر کچھ غلط محسوس ہو

        پروفائل یا چیٹ میں موجود بلاک اور رپورٹ کے بٹن استعمال کریں۔ ہمارے موڈریٹرز چوبیس گھنٹے رپورٹس کا جائزہ لیتے ہیں، اور رپورٹ کرنا کبھی بوجھ نہیں بلکہ سب کی حفاظت ہے۔ اگر رقم پہلے ہی بھیجی جا چکی ہے تو جلد از جلد اپنے بینک اور پولیس سے رابطہ کریں۔
      `,
      fa: md`
        بیشتر اعضای مودّت صادق‌اند، اما مانند هر بستر دیگری، عده‌ای اندک می‌کوشند از اعتماد کسانی که در جستجوی ازدواج‌اند سوءاستفاده کنند. کلاهبرداری تقریباً همیشه الگوی یکسانی دارد و چند قاعده ساده از شما محافظت می‌کند.

        ## هرگز پول نفرستید

        هیچ فردی که به‌راستی قصد ازدواج دارد از شما پول، هدیه یا اطلاعات بانکی نمی‌خواهد و برای موقعیتی اضطراری، ویزا، هزینه گمرک یا سرمایه‌گذاری از شما کمک نمی‌طلبد. ماجرا هر چه باشد، پاسخ «نه» است. حساب را گزارش کنید و دیگر پاسخ ندهید.

        ## گفت‌وگو را در مودّت نگه دارید

        کلاهبرداران اغلب اصرار دارند هرچه زودتر به پیام‌رسان دیگری بروید؛ جایی که ابزارهای ایمنی ما نمی‌توانند از شما محافظت کنند. تا زمانی که خانواده‌ها در جریان قرار نگرفته‌اند و در حضور آنان دیدار نکرده‌اید، گفت‌وگو را در مودّت ادامه دهید.

        ## از اطلاعات شخصی خود محافظت کنید

        - نشانی منزل، محل کار، مدارک هویتی یا اطلاعات مالی خود را به اشتراک نگذارید.
        - عکس‌ها را فقط با دنبال‌کنندگان تأییدشده و تنها زمانی به اشتراک بگذارید که گفت‌وگو جدی شده باشد.
        - از کسی که خیلی زود از احساسات عمیق سخن می‌گوید، از صحبت با خانواده شما طفره می‌رود یا داستانش مدام تغییر می‌کند، بر حذر باشید.

        ## با امنیت دیدار کنید

        وقتی زمان دیدار رسید، در مکانی عمومی یا در خانه خانواده و در حضور ولی یا خانواده‌تان دیدار کنید و به فردی مورد اعتماد بگویید کجا می‌روید.

        ## اگر احساس کردید چیزی درست نیست

        از دکمه‌های مسدودسازی و گزارش در پروفایل یا گفت‌وگو استفاده کنید. ناظران ما به‌صورت شبانه‌روزی گزارش‌ها را بررسی می‌کنند و گزارش دادن شما هرگز مزاحمت به شمار نمی‌آید. اگر پیش‌تر پولی فرستاده‌اید، هرچه زودتر با بانک خود و پلیس تماس بگیرید.
      `,
      tr: md`
        Mawadda’daki insanların çoğu samimidir. Ancak her platformda olduğu gibi, az sayıda kişi evlenmek isteyenlerin güvenini istismar etmeye çalışır. Dolandırıcılık neredeyse her zaman aynı kalıbı izler ve birkaç basit kural sizi korumaya yeter.

        ## Asla para göndermeyin

        Evlilik konusunda gerçekten ciddi olan hiç kimse sizden para, hediye veya banka bilgisi istemez; acil bir durum, vize, gümrük masrafı ya da yatırım için yardım talep etmez. Hikâye ne olursa olsun cevap “hayır”dır. Hesabı şikâyet edin ve yanıt vermeyi bırakın.

        ## Sohbetlerinizi Mawadda’da tutun

        Dolandırıcılar çoğu zaman konuşmayı hemen başka bir mesajlaşma uygulamasına taşımak için ısrar eder; orada güvenlik araçlarımız sizi koruyamaz. Aileleriniz sürece dahil olana ve onların yanında görüşene kadar sohbetlerinizi Mawadda’da sürdürün.

        ## Kişisel bilgilerinizi koruyun

        - Ev adresinizi, iş yerinizi, kimlik belgelerinizi veya mali bilgilerinizi paylaşmayın.
        - Fotoğraflarınızı yalnızca onayladığınız takipçilerle ve ancak görüşme ciddileştiğinde paylaşın.
        - Çok kısa sürede yoğun duygular dile getiren, ailenizle konuşmaktan kaçınan ya da anlattıkları sürekli değişen kişilere karşı dikkatli olun.

        ## Güvenli bir şekilde görüşün

        Görüşme zamanı geldiğinde velinizin veya ailenizin yanında, herkese açık bir yerde ya da aile evinde buluşun; nereye gittiğinizi güvendiğiniz birine mutlaka söyleyin.

        ## Bir şeyler ters gidiyorsa

        Profildeki veya sohbetteki engelleme ve şikâyet düğmelerini kullanın. Moderatörlerimiz şikâyetleri günün her saatinde inceler; şikâyette bulunmakla kimseyi rahatsız etmiş olmazsınız. Daha önce para gönderdiyseniz en kısa sürede bankanızla ve polisle iletişime geçin.
      `,
    },
  },

  // ── 4. An honest profile ─────────────────────────────────────────────────
  {
    id: 4,
    slug: 'writing-an-honest-profile',
    publishedAt: '2026-04-14T10:00:00Z',
    image: '/images/covers/writing-an-honest-profile.jpg',
    author: COUNSELLING_TEAM,
    title: {
      ar: 'كيف تكتب ملفاً صادقاً يعبّر عنك',
      en: 'How to write an honest profile that reflects who you are',
      ur: 'ایسا سچا پروفائل کیسے لکھیں جو آپ کی حقیقی تصویر ہو',
      fa: 'چگونه پروفایلی صادقانه بنویسیم که بازتاب خود ما باشد',
      tr: 'Sizi yansıtan dürüst bir profil nasıl yazılır?',
    },
    summary: {
      ar: 'الملف الجيد ليس إعلاناً، بل تعريف صادق يساعد الشخص المناسب وأسرته على أن يعرفوك.',
      en: 'A good profile is not an advertisement. It is an honest introduction that helps the right person, and their family, recognise you.',
      ur: 'اچھا پروفائل کوئی اشتہار نہیں بلکہ ایک سچا تعارف ہے جو موزوں شخص اور اس کے گھر والوں کو آپ کو پہچاننے میں مدد دیتا ہے۔',
      fa: 'پروفایل خوب آگهی تبلیغاتی نیست؛ معرفی‌ای صادقانه است که به فرد مناسب و خانواده‌اش کمک می‌کند شما را بشناسند.',
      tr: 'İyi bir profil bir reklam değildir; doğru kişinin ve ailesinin sizi tanımasına yardımcı olan dürüst bir tanıtımdır.',
    },
    body: {
      ar: md`
        ملفك الشخصي هو أول ما يعرفه عنك الشريك المحتمل وأسرته. والصدق قاعدة من قواعد مودة وجزء من القسم الذي أدّيته، وهو كذلك أضمن طريق إلى من يقدّرك كما أنت.

        ## ابدأ بالحقائق

        اذكر بدقة عمرك وحالتك الاجتماعية وأبناءك إن وُجدوا، وجنسيتك ومكان إقامتك وتعليمك وعملك. فإخفاء زواج سابق أو أبناء لا يفعل سوى تأجيل حديث مؤلم.

        ## صِف تديّنك بصدق

        صِف التزامك كما هو اليوم، لا كما تأمل أن يكون يوماً ما. وإن كنت تجاهد نفسك في أمر فلا بأس أن تذكر ذلك؛ فالصدق جذّاب.

        ## عرّف بحياتك اليومية

        بدلاً من قائمة صفات، صِف يومك وأسرتك وكيف تقضي وقت فراغك وما تتعلمه. فالتفاصيل المحددة تساعد الآخرين على تبيّن القيم المشتركة.

        ## كن واضحاً فيما تبحث عنه

        اذكر ما هو أساسي بالنسبة إليك (كالمكان الذي تنوي الإقامة فيه، أو رغبتك في الاستمرار في العمل) وما يقبل المرونة. فالوضوح المبكر يوفّر على الطرفين الوقت.

        ## الصور

        استخدم صوراً حديثة محتشمة لك وحدك. وإن كنت تفضّل الخصوصية فاحفظها في ألبومك الخاص، وشاركها مع المتابعين الذين توافق عليهم.

        ## ما ينبغي تجنّبه

        - أرقام الهواتف أو حسابات التواصل الاجتماعي أو الروابط.
        - المبالغة، أو الأوصاف المنقولة من مصادر أخرى.
        - التعليقات على أعضاء آخرين أو على جنسيات أو فئات.

        وأخيراً، اطلب من أحد أفراد أسرتك ممن تثق بهم أن يقرأ ملفك؛ فإن عرفك فيه فقد أحسنت كتابته.
      `,
      en: md`
        Your profile is the first thing a potential spouse and their family learn about you. Honesty is a rule of Mawadda and part of the oath you took, and it is also the surest way to meet someone who will appreciate you as you are.

        ## Start with the facts

        Give accurate details of your age, marital status, children if you have any, nationality, place of residence, education and work. Hiding a previous marriage or children only postpones a painful conversation.

        ## Describe your faith sincerely

        Describe your practice as it is today, not as you hope it will be one day. If you are working on something, you can say so: sincerity is attractive.

        ## Show what your life looks like

        Rather than a list of adjectives, describe your routine, your family, how you spend your free time and what you are learning. Specific details help others recognise shared values.

        ## Be clear about what you are looking for

        Mention what is essential to you (for example, where you plan to live or whether you wish to keep working) and what is flexible. Being clear early saves both sides time.

        ## Photos

        Use recent, modest photos of yourself alone. If you prefer privacy, keep them in your private album and share them with the followers you approve.

        ## What to avoid

        - Phone numbers, social media accounts or links.
        - Exaggeration, or descriptions copied from elsewhere.
        - Remarks about other members, nationalities or groups.

        Finally, ask a trusted family member to read your profile. If they recognise you in it, you have written it well.
      `,
      ur: md`
        آپ کا پروفائل وہ پہلی چیز ہے جس سے ممکنہ شریکِ حیات اور ان کے گھر والے آپ کے بارے میں جانتے ہیں۔ سچائی مودّت کا اصول اور آپ کے اٹھائے ہوئے حلف کا حصہ ہے، اور یہی اس شخص تک پہنچنے کا سب سے یقینی راستہ بھی ہے جو آپ کو ویسا ہی قبول کرے جیسے آپ ہیں۔

        ## حقائق سے آغاز کریں

        اپنی عمر، ازدواجی حیثیت، اولاد (اگر ہو)، قومیت، جائے رہائش، تعلیم اور ملازمت کے بارے میں درست معلومات دیں۔ سابقہ نکاح یا اولاد کو چھپانا صرف ایک تکلیف دہ گفتگو کو مؤخر کرتا ہے۔

        ## اپنی دین داری سچائی سے بیان کریں

        اپنے دینی معمولات ویسے ہی بیان کریں جیسے وہ آج ہیں، نہ کہ جیسے آپ چاہتے ہیں کہ کسی دن ہوں۔ اگر آپ کسی پہلو پر محنت کر رہے ہیں تو اس کا ذکر کرنے میں کوئی حرج نہیں؛ سچائی خود ایک کشش ہے۔

        ## اپنی روزمرہ زندگی کی جھلک دکھائیں

        صفات کی فہرست کے بجائے اپنے معمولات، اپنے خاندان، فارغ وقت کے مشاغل اور جو کچھ آپ سیکھ رہے ہیں، اس کا ذکر کریں۔ ٹھوس تفصیلات دوسروں کو مشترک اقدار پہچاننے میں مدد دیتی ہیں۔

        ## واضح کریں کہ آپ کیا چاہتے ہیں

        بتائیں کہ آپ کے لیے کیا ضروری ہے (مثلاً آپ کہاں رہنے کا ارادہ رکھتے ہیں، یا ملازمت جاری رکھنا چاہتے ہیں یا نہیں) اور کن باتوں میں لچک ہے۔ شروع ہی میں وضاحت دونوں طرف کا وقت بچاتی ہے۔

        ## تصاویر

        اپنی تازہ اور باوقار تصاویر استعمال کریں جن میں صرف آپ ہوں۔ اگر آپ رازداری کو ترجیح دیتے ہیں تو انہیں اپنے نجی البم میں رکھیں اور صرف منظور شدہ فالوورز کے ساتھ شیئر کریں۔

        ## کن باتوں سے بچیں

        - فون نمبر، سوشل میڈیا اکاؤنٹس یا لنکس۔
        - مبالغہ آرائی، یا کہیں اور سے نقل کی گئی تحریریں۔
        - دوسرے اراکین، قومیتوں یا گروہوں کے بارے میں تبصرے۔

        آخر میں اپنے خاندان کے کسی قابلِ اعتماد فرد سے اپنا پروفائل پڑھوائیں۔ اگر وہ اس میں آپ کو پہچان لیں تو سمجھیں آپ نے اچھا لکھا ہے۔
      `,
      fa: md`
        پروفایل شما نخستین چیزی است که همسر احتمالی و خانواده‌اش از شما می‌شناسند. صداقت از قواعد مودّت و بخشی از سوگندی است که یاد کرده‌اید، و مطمئن‌ترین راه برای رسیدن به کسی است که شما را همان‌گونه که هستید بپذیرد.

        ## از واقعیت‌ها آغاز کنید

        سن، وضعیت تأهل، فرزندان (اگر دارید)، ملیت، محل اقامت، تحصیلات و شغل خود را دقیق بنویسید. پنهان کردن ازدواج پیشین یا فرزندان، تنها یک گفت‌وگوی دردناک را به تأخیر می‌اندازد.

        ## دین‌داری خود را صادقانه توصیف کنید

        پایبندی دینی خود را همان‌گونه که امروز هست توصیف کنید، نه آن‌گونه که امید دارید روزی باشد. اگر روی جنبه‌ای از خود کار می‌کنید، گفتنش اشکالی ندارد؛ صداقت خود جذاب است.

        ## تصویری از زندگی‌تان بدهید

        به جای فهرستی از صفت‌ها، از برنامه روزانه، خانواده، سرگرمی‌های اوقات فراغت و آنچه در حال آموختنش هستید بنویسید. جزئیات مشخص به دیگران کمک می‌کند ارزش‌های مشترک را تشخیص دهند.

        ## روشن بگویید در جستجوی چه هستید

        بگویید چه چیزهایی برایتان ضروری است (مثلاً کجا قصد زندگی دارید یا آیا می‌خواهید به کار ادامه دهید) و در چه مواردی انعطاف دارید. روشن‌گویی از همان آغاز، در وقت هر دو طرف صرفه‌جویی می‌کند.

        ## عکس‌ها

        از عکس‌های تازه و باوقاری استفاده کنید که فقط خودتان در آن‌ها هستید. اگر حریم خصوصی را ترجیح می‌دهید، آن‌ها را در آلبوم خصوصی نگه دارید و با دنبال‌کنندگانی که تأیید می‌کنید به اشتراک بگذارید.

        ## از این‌ها پرهیز کنید

        - شماره تلفن، حساب‌های شبکه‌های اجتماعی یا پیوند.
        - اغراق، یا توصیف‌هایی که از جای دیگری رونویسی شده است.
        - اظهار نظر درباره اعضای دیگر، ملیت‌ها یا گروه‌ها.

        در پایان، از یکی از اعضای مورد اعتماد خانواده‌تان بخواهید پروفایلتان را بخواند. اگر شما را در آن بازشناخت، خوب نوشته‌اید.
      `,
      tr: md`
        Profiliniz, olası eşinizin ve ailesinin sizinle ilgili öğrendiği ilk şeydir. Dürüstlük Mawadda’nın bir kuralı ve ettiğiniz yeminin bir parçasıdır; aynı zamanda sizi olduğunuz gibi takdir edecek biriyle tanışmanın en emin yoludur.

        ## Gerçeklerle başlayın

        Yaşınızı, medeni durumunuzu, varsa çocuklarınızı, uyruğunuzu, yaşadığınız yeri, eğitiminizi ve işinizi doğru bir şekilde belirtin. Önceki bir evliliği veya çocukları gizlemek, yalnızca can sıkıcı bir konuşmayı ertelemek demektir.

        ## Dindarlığınızı samimiyetle anlatın

        Dini yaşantınızı bir gün olmasını umduğunuz haliyle değil, bugün olduğu haliyle anlatın. Üzerinde çalıştığınız bir konu varsa bunu söyleyebilirsiniz; samimiyet başlı başına çekicidir.

        ## Hayatınızdan bir kesit sunun

        Bir sıfatlar listesi yerine gününüzü, ailenizi, boş vakitlerinizi nasıl geçirdiğinizi ve neler öğrendiğinizi anlatın. Somut ayrıntılar, başkalarının ortak değerleri fark etmesine yardımcı olur.

        ## Ne aradığınızı açıkça belirtin

        Sizin için vazgeçilmez olanı (örneğin nerede yaşamayı planladığınızı ya da çalışmaya devam etmek isteyip istemediğinizi) ve esnek olabileceğiniz konuları belirtin. Baştan açık olmak iki tarafın da zamanını korur.

        ## Fotoğraflar

        Yalnızca sizin yer aldığınız, güncel ve edepli fotoğraflar kullanın. Gizliliği tercih ediyorsanız bunları gizli albümünüzde tutun ve onayladığınız takipçilerle paylaşın.

        ## Kaçınılması gerekenler

        - Telefon numaraları, sosyal medya hesapları veya bağlantılar.
        - Abartı ya da başka yerlerden kopyalanmış tanımlar.
        - Diğer üyeler, milletler veya gruplar hakkında yorumlar.

        Son olarak profilinizi güvendiğiniz bir aile büyüğünüze okutun. Sizi o satırlarda tanıyorsa, iyi yazmışsınız demektir.
      `,
    },
  },

  // ── 5. Istikhara ─────────────────────────────────────────────────────────
  {
    id: 5,
    slug: 'istikhara-before-marriage',
    publishedAt: '2026-06-02T10:00:00Z',
    image: '/images/covers/istikhara-before-marriage.jpg',
    author: COUNSELLING_TEAM,
    title: {
      ar: 'الاستخارة: طلب الخِيَرة من الله قبل القرار',
      en: 'Istikhara: seeking Allah’s guidance before you decide',
      ur: 'استخارہ: فیصلے سے پہلے اللہ سے خیر طلب کرنا',
      fa: 'استخاره: طلب خیر از خداوند پیش از تصمیم',
      tr: 'İstihare: Karar vermeden önce Allah’tan hayır dilemek',
    },
    summary: {
      ar: 'كان النبي ﷺ يعلّم أصحابه الاستخارة في الأمور كلها. إليك كيف تصلّيها، وماذا تتوقع بعدها.',
      en: 'The Prophet ﷺ taught his Companions to pray istikhara in all their affairs. Here is how to pray it, and what to expect afterwards.',
      ur: 'نبی کریم ﷺ اپنے صحابہ کو تمام معاملات میں استخارہ سکھاتے تھے۔ جانیے کہ استخارہ کیسے کیا جاتا ہے اور اس کے بعد کیا توقع رکھی جائے۔',
      fa: 'پیامبر ﷺ استخاره در همه کارها را به یارانش می‌آموخت. ببینید نماز استخاره چگونه خوانده می‌شود و پس از آن چه باید انتظار داشت.',
      tr: 'Peygamber Efendimiz ﷺ ashabına bütün işlerinde istihareyi öğretirdi. İstihare namazının nasıl kılındığını ve sonrasında neler beklenebileceğini öğrenin.',
    },
    body: {
      ar: md`
        عن جابر بن عبد الله رضي الله عنهما قال: «كان رسول الله ﷺ يعلّمنا الاستخارة في الأمور كلها، كما يعلّمنا السورة من القرآن» (رواه البخاري). والزواج من أعظم قرارات الحياة، فهو أحقّ بهذه الصلاة.

        ## كيف تصلّي الاستخارة

        - صلِّ ركعتين من غير الفريضة، في غير أوقات النهي.
        - بعد الصلاة احمد الله وصلِّ على النبي ﷺ، ثم ادعُ بالدعاء الآتي.
        - عند قولك «هذا الأمر» سمِّ حاجتك، كأن تقول: زواجي من فلان أو من فلانة.

        ## الدعاء

        **«${DUA_ISTIKHARA}»**

        (رواه البخاري)

        ## ماذا بعد الاستخارة؟

        لا يلزمك انتظار رؤيا أو شعور خاص، بل امضِ في الأسباب المعتادة: اسأل عن الشخص، واستشر أهلك وأهل الخبرة، ثم امضِ في أمرك. فإن تيسّر الأمر فذلك علامة خير، وإن انصرف فثق بأن الله اختار لك ما هو خير. ولا بأس بتكرار الاستخارة إن بقي عندك تردد.

        ## الاستخارة والاستشارة معاً

        وكما قيل قديماً: «ما خاب من استخار، ولا ندم من استشار». فاستخر الله، وأشرك وليّك وأهلك، ثم توكّل على الله.
      `,
      en: md`
        Jabir ibn Abdullah (may Allah be pleased with them both) said: “The Messenger of Allah ﷺ used to teach us istikhara in all matters, just as he taught us a surah of the Quran.” (Al-Bukhari). Marriage is among the weightiest decisions of life, and it is all the more deserving of this prayer.

        ## How to pray istikhara

        - Pray two voluntary rak’ahs, outside the times in which voluntary prayer is disliked.
        - After the prayer, praise Allah and send blessings on the Prophet ﷺ, then recite the supplication below.
        - At the words “this matter”, mention the specific proposal, for example: my marriage to this person.

        ## The supplication

        **«${DUA_ISTIKHARA}»**

        **Meaning:** “O Allah, I seek Your guidance through Your knowledge, I seek ability through Your power, and I ask You of Your immense bounty; for You are able and I am not, You know and I do not, and You are the Knower of the unseen. O Allah, if You know that this matter is good for me in my religion, my livelihood and the outcome of my affairs, then decree it for me, make it easy for me and bless me in it. And if You know that this matter is bad for me in my religion, my livelihood and the outcome of my affairs, then turn it away from me and turn me away from it, decree for me what is good wherever it may be, and make me content with it.” (Al-Bukhari)

        ## What happens after istikhara?

        You do not need to wait for a dream or a special feeling. Carry on with the normal steps: ask about the person, consult your family and people of experience, and move forward. If the matter becomes easy, take it as a sign of good; if it is closed off, trust that Allah has chosen what is better for you. You may repeat the istikhara if you remain unsure.

        ## Istikhara and consultation go together

        As the well-known saying goes: “Whoever seeks Allah’s guidance will not fail, and whoever seeks counsel will not regret.” Pray istikhara, involve your wali and your family, and then place your trust in Allah.
      `,
      ur: md`
        حضرت جابر بن عبداللہ رضی اللہ عنہما بیان کرتے ہیں کہ رسول اللہ ﷺ ہمیں تمام معاملات میں استخارہ اسی طرح سکھاتے تھے جیسے قرآن کی کوئی سورت سکھاتے تھے (بخاری)۔ نکاح زندگی کے اہم ترین فیصلوں میں سے ہے، اس لیے یہ اس نماز کا سب سے زیادہ حق دار ہے۔

        ## استخارہ کیسے کریں

        - مکروہ اوقات کے علاوہ کسی وقت نفل کی دو رکعتیں پڑھیں۔
        - نماز کے بعد اللہ کی حمد و ثنا کریں، نبی کریم ﷺ پر درود بھیجیں، پھر نیچے دی گئی دعا پڑھیں۔
        - دعا میں جہاں “یہ معاملہ” کے الفاظ آئیں، وہاں اپنے مخصوص معاملے کو ذہن میں رکھیں یا زبان سے ذکر کریں، مثلاً فلاں شخص سے میرا نکاح۔

        ## دعا

        **«${DUA_ISTIKHARA}»**

        **ترجمہ:** “اے اللہ! میں تیرے علم کے واسطے سے تجھ سے خیر طلب کرتا ہوں، تیری قدرت کے واسطے سے تجھ سے طاقت مانگتا ہوں اور تجھ سے تیرے فضلِ عظیم کا سوال کرتا ہوں؛ کیونکہ تو قدرت رکھتا ہے اور میں قدرت نہیں رکھتا، تو جانتا ہے اور میں نہیں جانتا، اور تو غیب کی باتوں کو خوب جاننے والا ہے۔ اے اللہ! اگر تو جانتا ہے کہ یہ معاملہ میرے دین، میری معاش اور میرے انجامِ کار کے لحاظ سے میرے لیے بہتر ہے تو اسے میرے لیے مقدر فرما، اسے میرے لیے آسان کر دے، پھر اس میں میرے لیے برکت عطا فرما۔ اور اگر تو جانتا ہے کہ یہ معاملہ میرے دین، میری معاش اور میرے انجامِ کار کے لحاظ سے میرے لیے برا ہے تو اسے مجھ سے پھیر دے اور مجھے اس سے پھیر دے، اور میرے لیے بھلائی مقدر فرما جہاں کہیں بھی ہو، پھر مجھے اس پر راضی کر دے۔” (بخاری)

        ## استخارے کے بعد کیا ہوتا ہے؟

        کسی خواب یا خاص احساس کا انتظار ضروری نہیں۔ معمول کے اقدامات جاری رکھیں: اس شخص کے بارے میں معلومات حاصل کریں، اپنے گھر والوں اور تجربہ کار لوگوں سے مشورہ کریں، اور آگے بڑھیں۔ اگر معاملہ آسان ہوتا جائے تو اسے خیر کی علامت سمجھیں، اور اگر راستہ بند ہو جائے تو یقین رکھیں کہ اللہ نے آپ کے لیے بہتر کا انتخاب فرمایا ہے۔ اگر تردد باقی رہے تو استخارہ دوبارہ بھی کیا جا سکتا ہے۔

        ## استخارہ اور مشورہ ساتھ ساتھ

        مشہور قول ہے: “جس نے استخارہ کیا وہ ناکام نہیں ہوا، اور جس نے مشورہ کیا وہ نادم نہیں ہوا۔” لہٰذا استخارہ کریں، اپنے ولی اور گھر والوں کو شامل کریں، اور پھر اللہ پر بھروسا رکھیں۔
      `,
      fa: md`
        جابر بن عبدالله (رضی الله عنهما) می‌گوید: «رسول خدا ﷺ استخاره در همه کارها را همان‌گونه به ما می‌آموخت که سوره‌ای از قرآن را می‌آموخت.» (بخاری). ازدواج از مهم‌ترین تصمیم‌های زندگی است و بیش از هر کاری سزاوار این نماز است.

        ## نماز استخاره چگونه خوانده می‌شود

        - دو رکعت نماز مستحب بخوانید، در غیر اوقاتی که نماز نافله در آن مکروه است.
        - پس از نماز، خداوند را حمد و ثنا گویید، بر پیامبر ﷺ درود بفرستید و سپس دعای زیر را بخوانید.
        - به جایی از دعا که «این کار» آمده است، کار مورد نظر خود را در دل یا بر زبان بیاورید؛ مثلاً ازدواج من با فلان شخص.

        ## دعا

        **«${DUA_ISTIKHARA}»**

        **ترجمه:** «خدایا، به علم تو از تو خیر می‌طلبم و به قدرت تو از تو توانایی می‌خواهم و از فضل بزرگ تو درخواست می‌کنم؛ زیرا تو توانایی و من ناتوانم، تو می‌دانی و من نمی‌دانم، و تو دانای نهان‌هایی. خدایا، اگر می‌دانی که این کار در دین، معیشت و سرانجام کارم برایم خیر است، آن را برایم مقدر کن و آسانش گردان و سپس در آن برایم برکت قرار ده. و اگر می‌دانی که این کار در دین، معیشت و سرانجام کارم برایم شر است، آن را از من بگردان و مرا از آن بازدار، و خیر را هر کجا که هست برایم مقدر کن و سپس مرا به آن خشنود ساز.» (بخاری)

        ## پس از استخاره چه می‌شود؟

        لازم نیست منتظر خواب یا احساسی خاص بمانید. گام‌های معمول را ادامه دهید: درباره آن شخص پرس‌وجو کنید، با خانواده و افراد باتجربه مشورت کنید و پیش بروید. اگر کار آسان شد، آن را نشانه خیر بدانید و اگر راهش بسته شد، اطمینان داشته باشید که خداوند برایتان بهتر را برگزیده است. اگر همچنان مردد بودید، می‌توانید استخاره را تکرار کنید.

        ## استخاره و مشورت در کنار هم

        به تعبیر سخنی مشهور: «کسی که استخاره کند زیان نمی‌بیند و کسی که مشورت کند پشیمان نمی‌شود.» پس استخاره کنید، ولی و خانواده خود را همراه کنید و آنگاه بر خدا توکل کنید.
      `,
      tr: md`
        Câbir b. Abdullah (radıyallahu anhümâ) şöyle anlatır: “Resûlullah ﷺ bize Kur’an’dan bir sure öğretir gibi bütün işlerimizde istihareyi öğretirdi.” (Buhârî). Nikâh hayatın en önemli kararlarından biridir ve bu namaza her şeyden çok layıktır.

        ## İstihare namazı nasıl kılınır?

        - Namaz kılınması mekruh olan vakitler dışında iki rekât nafile namaz kılın.
        - Namazdan sonra Allah’a hamd edip Peygamber Efendimiz’e ﷺ salavat getirin, ardından aşağıdaki duayı okuyun.
        - Duada “bu iş” ifadesinin geçtiği yerde niyet ettiğiniz işi kalbinizden geçirin veya dile getirin; örneğin: falanca kişiyle evliliğim.

        ## Dua

        **«${DUA_ISTIKHARA}»**

        **Anlamı:** “Allah’ım! İlminle senden hayır diliyorum, kudretinle senden güç istiyorum ve büyük lütfundan sana yalvarıyorum. Çünkü sen her şeye güç yetirirsin, ben yetiremem; sen bilirsin, ben bilemem; gaybı hakkıyla bilen sensin. Allah’ım! Eğer bu işin dinim, geçimim ve işimin sonu bakımından benim için hayırlı olduğunu biliyorsan onu bana takdir et, kolaylaştır ve sonra onu bana mübarek kıl. Eğer bu işin dinim, geçimim ve işimin sonu bakımından benim için şer olduğunu biliyorsan onu benden, beni de ondan uzaklaştır; hayır nerede ise onu bana takdir et ve sonra beni ona razı kıl.” (Buhârî)

        ## İstihareden sonra ne olur?

        Bir rüya ya da özel bir his beklemeniz gerekmez. Olağan adımları atmaya devam edin: Kişi hakkında bilgi edinin, ailenize ve tecrübe sahibi kişilere danışın ve ilerleyin. İş kolaylaşıyorsa bunu hayra alamet sayın; önü kapanıyorsa Allah’ın sizin için daha hayırlısını seçtiğine güvenin. Tereddüdünüz sürerse istihareyi tekrarlayabilirsiniz.

        ## İstihare ve istişare bir arada

        Meşhur sözde denildiği gibi: “İstihare eden kaybetmez, istişare eden pişman olmaz.” İstihare edin, velinizi ve ailenizi sürece katın, sonra Allah’a tevekkül edin.
      `,
    },
  },
];
