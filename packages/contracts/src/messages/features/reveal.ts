import type { Message } from '../message.js';

/**
 * The reveal feature's texts in five languages, kept in one file so its keys travel together; the
 * locale catalogues spread them in.
 */
const en = {
  'error.revealNotAllowed':
    'You can reveal only to a member you follow, who follows you, you have talked with, or who asked you.',
  'error.revealNotNeeded': 'You can already see this.',
  'error.revealRequestDecided': 'This request has already been answered.',
  'error.revealRequestsTooMany': 'You have sent many requests. Please try again later.',
} as const satisfies Record<string, Message>;

type Catalog = Record<keyof typeof en, Message>;

export const revealMessages: { en: typeof en; ar: Catalog; ur: Catalog; fa: Catalog; tr: Catalog } = {
  en,
  ar: {
    'error.revealNotAllowed': 'يمكنك الإظهار فقط لعضو تتابعه أو يتابعك أو تحادثتما أو طلب منك ذلك.',
    'error.revealNotNeeded': 'يمكنك رؤية هذا من قبل.',
    'error.revealRequestDecided': 'تمت الإجابة على هذا الطلب من قبل.',
    'error.revealRequestsTooMany': 'أرسلت طلبات كثيرة. يرجى المحاولة لاحقًا.',
  },
  ur: {
    'error.revealNotAllowed':
      'آپ صرف اسی رکن کو دکھا سکتے ہیں جسے آپ فالو کرتے ہیں، جو آپ کو فالو کرتا ہے، جس سے آپ کی بات ہوئی ہے یا جس نے درخواست کی ہے۔',
    'error.revealNotNeeded': 'آپ یہ پہلے ہی دیکھ سکتے ہیں۔',
    'error.revealRequestDecided': 'اس درخواست کا جواب پہلے ہی دیا جا چکا ہے۔',
    'error.revealRequestsTooMany': 'آپ نے بہت سی درخواستیں بھیجی ہیں۔ براہِ کرم بعد میں کوشش کریں۔',
  },
  fa: {
    'error.revealNotAllowed':
      'فقط می‌توانید به عضوی نشان دهید که او را دنبال می‌کنید، شما را دنبال می‌کند، با او گفتگو کرده‌اید یا از شما درخواست کرده است.',
    'error.revealNotNeeded': 'شما از قبل می‌توانید این را ببینید.',
    'error.revealRequestDecided': 'به این درخواست قبلاً پاسخ داده شده است.',
    'error.revealRequestsTooMany': 'درخواست‌های زیادی فرستاده‌اید. لطفاً بعداً دوباره تلاش کنید.',
  },
  tr: {
    'error.revealNotAllowed':
      'Yalnızca takip ettiğiniz, sizi takip eden, yazıştığınız veya sizden isteyen bir üyeye gösterebilirsiniz.',
    'error.revealNotNeeded': 'Bunu zaten görebiliyorsunuz.',
    'error.revealRequestDecided': 'Bu istek zaten yanıtlandı.',
    'error.revealRequestsTooMany': 'Çok fazla istek gönderdiniz. Lütfen daha sonra tekrar deneyin.',
  },
};
