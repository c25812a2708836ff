import type { Message } from '../message.js';

/** The calls feature's texts in five languages (chat's refusals of a call, the missed-call email). */
const en = {
  'chat.refused.calls_off': 'This member is not taking calls in this conversation.',
  'chat.refused.busy': 'You are already in a call. End it before starting another.',
  'chat.refused.not_in_call': 'This call has ended or is not yours to answer.',
  'notify.email.call.missed.subject': 'You missed a call',
  'notify.email.call.missed.body':
    'A member called you on Mawadda and you did not answer. See the conversation: {link}',
} as const satisfies Record<string, Message>;

type Catalog = Record<keyof typeof en, Message>;

export const callsMessages: { en: typeof en; ar: Catalog; ur: Catalog; fa: Catalog; tr: Catalog } = {
  en,
  ar: {
    'chat.refused.calls_off': 'لا يستقبل هذا العضو المكالمات في هذه المحادثة.',
    'chat.refused.busy': 'أنت في مكالمة الآن. أنهِها قبل بدء مكالمة أخرى.',
    'chat.refused.not_in_call': 'انتهت هذه المكالمة أو أنها ليست لك.',
    'notify.email.call.missed.subject': 'فاتتك مكالمة',
    'notify.email.call.missed.body': 'اتصل بك أحد الأعضاء على مودة ولم تُجب. افتح المحادثة: {link}',
  },
  ur: {
    'chat.refused.calls_off': 'یہ رکن اس گفتگو میں کالیں وصول نہیں کر رہا۔',
    'chat.refused.busy': 'آپ پہلے ہی ایک کال میں ہیں۔ نئی کال سے پہلے اسے ختم کریں۔',
    'chat.refused.not_in_call': 'یہ کال ختم ہو چکی ہے یا آپ کی نہیں ہے۔',
    'notify.email.call.missed.subject': 'آپ کی ایک کال چھوٹ گئی',
    'notify.email.call.missed.body':
      'مودہ پر ایک رکن نے آپ کو کال کی اور آپ نے جواب نہیں دیا۔ گفتگو دیکھیں: {link}',
  },
  fa: {
    'chat.refused.calls_off': 'این عضو در این گفتگو تماس نمی‌پذیرد.',
    'chat.refused.busy': 'شما هم‌اکنون در تماس هستید. پیش از تماس دیگر آن را پایان دهید.',
    'chat.refused.not_in_call': 'این تماس پایان یافته یا از آن شما نیست.',
    'notify.email.call.missed.subject': 'تماسی را از دست دادید',
    'notify.email.call.missed.body':
      'یکی از اعضا در موده با شما تماس گرفت و پاسخ ندادید. گفتگو را ببینید: {link}',
  },
  tr: {
    'chat.refused.calls_off': 'Bu üye bu sohbette arama kabul etmiyor.',
    'chat.refused.busy': 'Zaten bir aramadasınız. Yenisini başlatmadan önce onu bitirin.',
    'chat.refused.not_in_call': 'Bu arama sona erdi ya da sizin değil.',
    'notify.email.call.missed.subject': 'Cevapsız bir aramanız var',
    'notify.email.call.missed.body':
      "Mawadda'da bir üye sizi aradı ve cevap vermediniz. Sohbete bakın: {link}",
  },
};
