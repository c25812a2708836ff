import type { AdminReport, ReportReason } from '@mawadda/contracts';
import { adminList, type Api } from './api.js';
import type { Seeded } from './seeded.js';

/**
 * Reports in the staff queue, filed from profiles as members file them: one member reported twice
 * (repeat reports rise to the top), every reason once, details in the reporter's language, and one
 * the moderator has already dismissed, so the queue's filters have something to show.
 */

interface DemoReport {
  /** Reporter and reported, as [gender, k]: the k-th man or woman after the two sample members. */
  by: ['male' | 'female', number];
  against: ['male' | 'female', number];
  reason: ReportReason;
  details: { en: string; ar: string };
  dismissed?: string;
}

const REPORTS: readonly DemoReport[] = [
  {
    by: ['female', 0],
    against: ['male', 0],
    reason: 'fake_profile',
    details: {
      en: 'His age and job change every time he writes, and the photo looks taken from a website.',
      ar: 'عمره ومهنته يتغيران في كل مرة يكتب فيها، والصورة تبدو مأخوذة من موقع على الإنترنت.',
    },
  },
  {
    by: ['female', 1],
    against: ['male', 0],
    reason: 'fake_profile',
    details: {
      en: 'I think this profile is not real: the details contradict each other.',
      ar: 'أظن أن هذا الملف غير حقيقي: المعلومات فيه متناقضة.',
    },
  },
  {
    by: ['female', 2],
    against: ['male', 1],
    reason: 'harassment',
    details: {
      en: 'He keeps sending me follow requests after I declined him twice.',
      ar: 'يواصل إرسال طلبات المتابعة بعد أن رفضته مرتين.',
    },
  },
  {
    by: ['male', 2],
    against: ['female', 3],
    reason: 'scam',
    details: {
      en: 'Asked me to send money for travel papers before we had even spoken to her family.',
      ar: 'طلبت مني تحويل مال لأوراق السفر قبل أن نتحدث مع أهلها.',
    },
  },
  {
    by: ['female', 4],
    against: ['male', 3],
    reason: 'hidden_marital_status',
    details: {
      en: 'His profile says he was never married, but I know his family: he is married.',
      ar: 'مكتوب في ملفه أنه لم يتزوج من قبل، لكنني أعرف عائلته وهو متزوج.',
    },
  },
  {
    by: ['male', 4],
    against: ['female', 0],
    reason: 'inappropriate_photos',
    details: { en: '', ar: '' },
    dismissed: 'The profile image is a geometric pattern; nothing inappropriate.',
  },
  {
    by: ['male', 1],
    against: ['female', 2],
    reason: 'other',
    details: {
      en: 'Her about-me text asks members to contact her on another app with a number.',
      ar: 'نص التعريف بها يطلب التواصل معها عبر تطبيق آخر ورقم هاتف.',
    },
  },
];

/** The k-th man or woman after the sample members, spread over the whole list. */
export function nthOf(seeded: readonly Seeded[], gender: 'male' | 'female', k: number): Seeded {
  const of = seeded.slice(2).filter((s) => s.member.gender === gender);
  const stride = Math.max(1, Math.floor(of.length / 5));
  return of[(k * stride) % of.length]!;
}

/**
 * Files the reports; one already filed by the same reporter against the same member (a resumed
 * seed) is not filed again, whatever its status.
 */
export async function fileReports(api: Api, seeded: readonly Seeded[], moderatorToken: string) {
  let filed = 0;
  for (const report of REPORTS) {
    const by = nthOf(seeded, ...report.by);
    const against = nthOf(seeded, ...report.against);
    const existing = await api<AdminReport[]>(
      'GET',
      adminList('/api/social/admin/reports', { reporterId: by.id, memberId: against.id }, [0, 0]),
      { token: moderatorToken },
    );
    if (existing.body.length) continue;
    const receipt = await api<{ id: string }>('POST', '/api/social/reports', {
      token: by.token,
      locale: by.member.locale,
      json: { memberId: against.id, reason: report.reason, details: report.details[by.member.locale] },
    });
    filed++;
    if (report.dismissed)
      await api('PUT', `/api/social/admin/reports/${receipt.body.id}`, {
        token: moderatorToken,
        json: { status: 'dismissed', staffNote: report.dismissed },
      });
  }
  return { filed, total: REPORTS.length, dismissed: REPORTS.filter((r) => r.dismissed).length };
}
