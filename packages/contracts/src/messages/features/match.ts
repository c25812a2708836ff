import type { Message } from '../message.js';

/** The path to nikah (match service): why a step is refused, in five languages. */
const en = {
  'match.pairNotFound': 'There is no such path between you.',
  'match.pairEnded': 'This path has ended.',
  'match.proposalPending': 'A step already waits for an answer. Answer it or let it be answered first.',
  'match.nothingToConfirm': 'Nothing waits for your answer here.',
  'match.ownProposal': 'You proposed this step: it waits for the others.',
  'match.firstStage': 'This path is at its first stage: there is no stage to step back to.',
  'match.married': 'This path is complete: you are married.',
  'match.conversationClosed': 'Your conversation is closed. Open it again before taking the next step.',
  'match.meetingRequired': 'Give the date, the kind of place and the chaperone of the meeting.',
  'match.meetingDatePast': 'The meeting date must be today or later.',
  'match.questionsNotYet': "The families' questions open once your families are involved.",
  'match.unknownChoice': 'Pick one of the answers offered.',
  'match.declarationsUnconfirmed':
    'Confirm again what you declare (marital state, children, wives) before the engagement.',
} as const satisfies Record<string, Message>;

type Catalog = Record<keyof typeof en, Message>;

export const matchMessages: { en: typeof en; ar: Catalog; ur: Catalog; fa: Catalog; tr: Catalog } = {
  en,
  ar: {
    'match.pairNotFound': 'لا يوجد مسار كهذا بينكما.',
    'match.pairEnded': 'انتهى هذا المسار.',
    'match.proposalPending': 'هناك خطوة تنتظر الرد بالفعل. أجب عنها أو انتظر الرد أولاً.',
    'match.nothingToConfirm': 'لا شيء ينتظر ردك هنا.',
    'match.ownProposal': 'أنت من اقترح هذه الخطوة: إنها تنتظر الآخرين.',
    'match.firstStage': 'هذا المسار في مرحلته الأولى: لا توجد مرحلة للرجوع إليها.',
    'match.married': 'اكتمل هذا المسار: لقد تزوجتما.',
    'match.conversationClosed': 'محادثتكما مغلقة. افتحاها من جديد قبل الخطوة التالية.',
    'match.meetingRequired': 'حدّد تاريخ اللقاء ونوع المكان والمَحرم أو المرافق.',
    'match.meetingDatePast': 'يجب أن يكون تاريخ اللقاء اليوم أو بعده.',
    'match.questionsNotYet': 'تُفتح أسئلة العائلتين حين يدخل الأهل.',
    'match.unknownChoice': 'اختر إحدى الإجابات المعروضة.',
    'match.declarationsUnconfirmed':
      'أكِّد من جديد ما صرّحت به (الحالة الاجتماعية والأولاد والزوجات) قبل الخطبة.',
  },
  ur: {
    'match.pairNotFound': 'آپ دونوں کے درمیان ایسا کوئی راستہ نہیں ہے۔',
    'match.pairEnded': 'یہ راستہ ختم ہو چکا ہے۔',
    'match.proposalPending': 'ایک قدم پہلے ہی جواب کا منتظر ہے۔ پہلے اس کا جواب دیں یا جواب کا انتظار کریں۔',
    'match.nothingToConfirm': 'یہاں کوئی چیز آپ کے جواب کی منتظر نہیں ہے۔',
    'match.ownProposal': 'یہ قدم آپ نے تجویز کیا ہے: یہ دوسروں کا منتظر ہے۔',
    'match.firstStage': 'یہ راستہ اپنے پہلے مرحلے پر ہے: پیچھے جانے کے لیے کوئی مرحلہ نہیں۔',
    'match.married': 'یہ راستہ مکمل ہو گیا: آپ کا نکاح ہو چکا ہے۔',
    'match.conversationClosed': 'آپ کی گفتگو بند ہے۔ اگلے قدم سے پہلے اسے دوبارہ کھولیں۔',
    'match.meetingRequired': 'ملاقات کی تاریخ، جگہ کی قسم اور محرم/ساتھی کا نام دیں۔',
    'match.meetingDatePast': 'ملاقات کی تاریخ آج یا اس کے بعد کی ہونی چاہیے۔',
    'match.questionsNotYet': 'خاندانوں کے سوالات خاندانوں کی شمولیت کے بعد کھلتے ہیں۔',
    'match.unknownChoice': 'پیش کیے گئے جوابات میں سے ایک چنیں۔',
    'match.declarationsUnconfirmed':
      'منگنی سے پہلے اپنے بیان (ازدواجی حیثیت، بچے، بیویاں) کی دوبارہ تصدیق کریں۔',
  },
  fa: {
    'match.pairNotFound': 'چنین مسیری میان شما وجود ندارد.',
    'match.pairEnded': 'این مسیر به پایان رسیده است.',
    'match.proposalPending': 'یک گام از قبل منتظر پاسخ است. ابتدا به آن پاسخ دهید یا منتظر پاسخ بمانید.',
    'match.nothingToConfirm': 'اینجا چیزی منتظر پاسخ شما نیست.',
    'match.ownProposal': 'این گام را شما پیشنهاد داده‌اید: منتظر دیگران است.',
    'match.firstStage': 'این مسیر در نخستین مرحله است: مرحله‌ای برای بازگشت وجود ندارد.',
    'match.married': 'این مسیر کامل شده است: شما ازدواج کرده‌اید.',
    'match.conversationClosed': 'گفت‌وگوی شما بسته است. پیش از گام بعدی آن را دوباره باز کنید.',
    'match.meetingRequired': 'تاریخ دیدار، نوع مکان و همراه (محرم) را مشخص کنید.',
    'match.meetingDatePast': 'تاریخ دیدار باید امروز یا پس از آن باشد.',
    'match.questionsNotYet': 'پرسش‌های خانواده‌ها پس از حضور خانواده‌ها باز می‌شوند.',
    'match.unknownChoice': 'یکی از پاسخ‌های پیشنهادی را برگزینید.',
    'match.declarationsUnconfirmed':
      'پیش از نامزدی، آنچه اعلام کرده‌اید (وضعیت تأهل، فرزندان، همسران) را دوباره تأیید کنید.',
  },
  tr: {
    'match.pairNotFound': 'Aranızda böyle bir yol yok.',
    'match.pairEnded': 'Bu yol sona erdi.',
    'match.proposalPending':
      'Zaten yanıt bekleyen bir adım var. Önce onu yanıtlayın ya da yanıtlanmasını bekleyin.',
    'match.nothingToConfirm': 'Burada yanıtınızı bekleyen bir şey yok.',
    'match.ownProposal': 'Bu adımı siz önerdiniz: diğerlerinin yanıtını bekliyor.',
    'match.firstStage': 'Bu yol ilk aşamasında: geri dönülecek bir aşama yok.',
    'match.married': 'Bu yol tamamlandı: evlendiniz.',
    'match.conversationClosed': 'Sohbetiniz kapalı. Sonraki adımdan önce yeniden açın.',
    'match.meetingRequired': 'Görüşmenin tarihini, yer türünü ve refakatçiyi belirtin.',
    'match.meetingDatePast': 'Görüşme tarihi bugün ya da daha sonra olmalıdır.',
    'match.questionsNotYet': 'Ailelerin soruları, aileler devreye girince açılır.',
    'match.unknownChoice': 'Sunulan yanıtlardan birini seçin.',
    'match.declarationsUnconfirmed':
      'Nişandan önce beyanınızı (medeni durum, çocuklar, eşler) yeniden onaylayın.',
  },
};
