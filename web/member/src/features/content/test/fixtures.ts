import type { CmsBlock, CmsFaq, CmsPage, CmsPageSummary, CmsPost } from '@mawadda/contracts/cms-content';
import type { Localized } from '@mawadda/contracts/locale';
import type { AppState } from '../../../app/state';

/** English and Arabic as given; the other locales are marked so a wrong pick shows in a failure. */
export const text = (en: string, ar: string): Localized => ({
  en,
  ar,
  ur: `ur:${en}`,
  fa: `fa:${en}`,
  tr: `tr:${en}`,
});

const block = (
  id: number,
  categoryId: number,
  key: string,
  title: Localized,
  body: Localized,
  extra: Partial<CmsBlock> = {},
): CmsBlock => ({
  id,
  categoryId,
  key,
  order: id,
  isActive: true,
  title,
  body,
  image: null,
  link: null,
  data: null,
  ...extra,
});

const step = (id: number, icon: string, en: string, ar: string) =>
  block(id, 15, `how-${id}`, text(en, ar), text(`${en} body`, `${ar} نص`), { data: { icon } });

/** The seed's home blocks (categories 15, 9 and 4), shortened. */
export const homeBlocks = (): AppState['blocks'] => ({
  howItWorks: [
    step(1, 'user-plus', 'Create your account and take the oath', 'أنشئ حسابك وأدِّ القسم'),
    step(2, 'id-card', 'Complete your profile and choose your privacy', 'أكمل ملفك واختر خصوصيتك'),
    { ...step(3, 'search', 'Search and follow', 'ابحث وتابِع'), link: '/search' },
    step(4, 'chat', 'Talk respectfully and involve your families', 'تحدّث باحترام وأشرِك الأهل'),
  ],
  promo: {
    items: [
      block(
        5,
        9,
        'promo',
        text('Save up to 60% on your subscription', 'خصم يصل إلى 60% على الاشتراك'),
        text('Start with a free trial.', 'ابدأ بتجربة مجانية.'),
        {
          link: '/subscription',
          data: { ctaLink: '/subscription', trialDays: 14, discountPercent: 60 },
        },
      ),
      block(6, 9, 'stats', text('Mawadda in numbers', 'مودة في أرقام'), text('', ''), {
        data: { since: 2012, downloads: 6_000_000, marriages: 300_000 },
      }),
    ],
  },
  app: [
    block(
      7,
      4,
      'app-cta',
      text('Get the Mawadda app', 'حمّل تطبيق مودة'),
      text('Available for iOS and Android.', 'متاح لأجهزة iOS وAndroid.'),
      {
        link: '/services',
        data: { platforms: ['ios', 'android'] },
      },
    ),
    block(
      8,
      4,
      'oath',
      text('Membership oath', 'قسم العضوية'),
      text(
        'I swear by Allah that my purpose is lawful marriage.',
        'أقسم بالله العظيم أن غايتي الزواج الشرعي.',
      ),
      {
        link: '/terms-and-conditions',
      },
    ),
  ],
});

/** A page as the startup's list has it (`GET /api/cms/page-titles`): no body. */
export const pageSummary = (id: number, slug: string, title: Localized): CmsPageSummary => ({
  id,
  categoryId: 0,
  slug,
  order: id,
  title,
});

export const page = (id: number, slug: string, title: Localized, body: Localized): CmsPage => ({
  id,
  categoryId: 0,
  slug,
  order: id,
  title,
  body,
});

export const post = (
  id: number,
  slug: string,
  publishedAt: string,
  extra: Partial<CmsPost> = {},
): CmsPost => ({
  id,
  slug,
  status: 'published',
  publishedAt,
  image: null,
  title: text(`Post ${id}`, `خبر ${id}`),
  summary: text(`Summary ${id}`, `ملخص ${id}`),
  body: text(`## Section of ${id}\n\nBody of ${id}.`, `## قسم ${id}\n\nنص ${id}.`),
  author: null,
  ...extra,
});

export const faq = (id: number, question: Localized, answer: Localized): CmsFaq => ({
  id,
  order: id,
  isActive: true,
  question,
  answer,
});
