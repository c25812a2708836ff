import type { CmsFeedback, FeedbackType } from '@mawadda/contracts';
import { adminList, ApiError, type Api } from './api.js';
import type { Seeded } from './seeded.js';

/**
 * Messages to the staff (contact, complaints, suggestions) in Arabic and English, some from
 * visitors and some from signed-in members (staff see who wrote; the member reads the reply under
 * "my messages"). The moderator has answered two of them.
 */

interface DemoMessage {
  type: FeedbackType;
  locale: 'ar' | 'en';
  /** A visitor who is not signed in; otherwise the k-th member writing in this language. */
  guest?: { userName: string; email: string; mobile: string };
  member?: number;
  description: string;
  reply?: string;
}

const MESSAGES: readonly DemoMessage[] = [
  {
    type: 'contact',
    locale: 'ar',
    guest: { userName: 'أم عبدالله', email: 'umm.abdullah@demo.mawadda.invalid', mobile: '+1 202 555 0143' },
    description: 'السلام عليكم، هل يمكن لولي الأمر أن يتابع المحادثات مع ابنته قبل الخطبة؟',
  },
  {
    type: 'complaint',
    locale: 'en',
    guest: {
      userName: 'Yusuf Rahman',
      email: 'yusuf.visitor@demo.mawadda.invalid',
      mobile: '+1 202 555 0178',
    },
    description: 'The search filters reset every time I go back from a profile. Please fix this.',
  },
  {
    type: 'suggestion',
    locale: 'ar',
    member: 0,
    description: 'أقترح إضافة خيار لإخفاء صوري عن كل من لا أقبل متابعته.',
    reply:
      'شكراً لاقتراحك. يمكنك اليوم جعل ملفك خاصاً من صفحة الملف الشخصي، فلا يرى صورك إلا من قبلت متابعتهم.',
  },
  {
    type: 'complaint',
    locale: 'en',
    member: 0,
    description: 'A member keeps sending me follow requests after I declined twice.',
    reply:
      'Thank you for telling us. You can block the member from their profile page; we have also reviewed the account.',
  },
  {
    type: 'suggestion',
    locale: 'en',
    guest: {
      userName: 'Amina Siddiqui',
      email: 'amina.visitor@demo.mawadda.invalid',
      mobile: '+44 20 7946 0321',
    },
    description: 'It would help to search by the languages a member speaks, not only the country.',
  },
  {
    type: 'contact',
    locale: 'ar',
    member: 1,
    description: 'كيف أغيّر البريد الإلكتروني المسجل في حسابي؟ لم أجد الخيار في الإعدادات.',
  },
  {
    type: 'complaint',
    locale: 'ar',
    guest: {
      userName: 'خالد العتيبي',
      email: 'khalid.visitor@demo.mawadda.invalid',
      mobile: '+966 50 555 0192',
    },
    description: 'دفعت قيمة الاشتراك أمس ولم يتم تفعيله حتى الآن، أرجو المساعدة.',
  },
  {
    type: 'suggestion',
    locale: 'en',
    member: 1,
    description: 'Please show in the search results when a member was last active on the site.',
  },
];

function writer(seeded: readonly Seeded[], locale: 'ar' | 'en', k: number): Seeded {
  const of = seeded.slice(2).filter((s) => s.member.locale === locale);
  const from = of.length ? of : seeded;
  return from[(k * 7) % from.length]!;
}

/**
 * Each message comes from its own loopback address (127.0.0.20, .21, …): feedback is limited per
 * address, and the seed must neither meet that limit nor use up the allowance of whoever tries the
 * contact form after it. Without such addresses (macOS) it sends from the usual one.
 */
async function send(api: Api, message: DemoMessage, body: unknown, token: string | undefined, from?: string) {
  try {
    return await api<{ id: string }>('POST', '/api/cms/feedback', {
      token,
      locale: message.locale,
      json: body,
      from,
      expect: [201, 429],
    });
  } catch (error) {
    if (from && !(error instanceof ApiError)) return send(api, message, body, token);
    throw error;
  }
}

/** Sends the messages not sent before (a resumed seed: found by the writer's email) and answers two. */
export async function sendFeedback(
  api: Api,
  baseUrl: string,
  seeded: readonly Seeded[],
  moderatorToken: string,
) {
  const loopback = new URL(baseUrl).hostname === '127.0.0.1';
  let sent = 0;
  let limited = 0;
  for (const [i, message] of MESSAGES.entries()) {
    const member = message.member === undefined ? undefined : writer(seeded, message.locale, message.member);
    const who = message.guest ?? {
      userName: member!.member.registration.fullName,
      email: member!.member.email,
      mobile: member!.member.registration.phone,
    };
    const existing = await api<CmsFeedback[]>(
      'GET',
      adminList('/api/cms/admin/feedback', { q: who.email, type: message.type }, [0, 99]),
      { token: moderatorToken },
    );
    if (existing.body.some((f) => f.description === message.description)) continue;
    const body = { type: message.type, ...who, description: message.description };
    const res = await send(api, message, body, member?.token, loopback ? `127.0.0.${20 + i}` : undefined);
    if (res.status === 429) {
      limited++;
      continue;
    }
    sent++;
    if (message.reply)
      await api('PUT', `/api/cms/admin/feedback/${res.body.id}`, {
        token: moderatorToken,
        json: { reply: message.reply },
      });
  }
  return { sent, limited, total: MESSAGES.length, answered: MESSAGES.filter((m) => m.reply).length };
}
