import type { Option } from './types.js';

/** How a member accepts to be contacted by a prospective spouse. */
export const communicationMethods: readonly Option[] = [
  {
    id: 'chat',
    label: {
      ar: 'المحادثة داخل الموقع فقط',
      en: 'In-site chat only',
      ur: 'صرف سائٹ کے اندر چیٹ',
      fa: 'فقط گفت‌وگو در سایت',
      tr: 'Yalnızca site içi sohbet',
    },
  },
  {
    id: 'phone',
    label: { ar: 'الهاتف', en: 'Phone', ur: 'فون', fa: 'تلفن', tr: 'Telefon' },
  },
  {
    id: 'whatsapp',
    label: { ar: 'واتساب', en: 'WhatsApp', ur: 'واٹس ایپ', fa: 'واتس‌اپ', tr: 'WhatsApp' },
  },
  {
    id: 'email',
    label: { ar: 'البريد الإلكتروني', en: 'Email', ur: 'ای میل', fa: 'ایمیل', tr: 'E-posta' },
  },
  {
    id: 'guardian',
    label: {
      ar: 'عن طريق الولي أو الأهل',
      en: 'Through the guardian (wali) or family',
      ur: 'ولی یا گھر والوں کے ذریعے',
      fa: 'از طریق ولی یا خانواده',
      tr: 'Veli ya da aile aracılığıyla',
    },
  },
];
