import { z } from 'zod';
import { POST_STATUSES } from './cms-content.js';
import { LOCALES } from './locale.js';
import {
  emailRule,
  fullNameRule,
  normalizePhoneInput,
  requiredChoice,
  requiredLongText,
  requiredText,
} from './rules.js';

/**
 * The content service's API shapes (menus, blocks, pages, news, blog, FAQ, feedback), shared by
 * the service, the member site and the staff console. Messages are i18n keys of `messages/en.ts`,
 * so a form shows the same text the API answers with.
 */

export const FEEDBACK_TYPES = ['contact', 'complaint', 'suggestion'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_STATUSES = ['new', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Loose international form: an optional `+` and 7..15 digits once spaces, dashes and brackets are gone. */
export const MOBILE_PATTERN = /^\+?[0-9]{7,15}$/;
/** Lower-case words joined by dashes; at most one `/` (e.g. `about-us/vision-mission`). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/;

// Absent input is "required" and a wrong kind is "invalid", so a form never shows zod's English.
const kindError = (fallback: 'validation.invalid' | 'validation.unknownOption') => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? 'validation.required' : fallback,
});
const text = () => z.string(kindError('validation.invalid')).trim();
const choice = requiredChoice;

const localizedOf = (field: z.ZodType<string>) =>
  z.object(
    Object.fromEntries(LOCALES.map((l) => [l, field])) as Record<(typeof LOCALES)[number], z.ZodType<string>>,
    kindError('validation.invalid'),
  );

/** A text in all five locales, none blank. */
export const localizedTextSchema = localizedOf(requiredText(500));
/** Long localized text (Markdown bodies); every locale present, none blank. */
export const localizedBodySchema = localizedOf(requiredLongText(100_000));
/** Localized text that may be blank in every locale (e.g. a block without body). */
export const localizedOptionalSchema = localizedOf(text().max(100_000, 'validation.maxLength'));

// ── Feedback (contact, complaints, suggestions) ─────────────────────────────

export const feedbackSubmitSchema = z.object({
  type: choice(FEEDBACK_TYPES),
  /** Like the full name of registration (spec §5): required, at least 3 characters. */
  userName: fullNameRule,
  email: emailRule,
  // Looser than registration's phone rule: a visitor may write from a number we cannot classify.
  mobile: requiredText(32).overwrite(normalizePhoneInput).regex(MOBILE_PATTERN, 'validation.phone'),
  description: requiredLongText(5000).min(10, 'validation.minLength'),
});
export type FeedbackSubmit = z.output<typeof feedbackSubmitSchema>;

/** `reference` is what the writer quotes to us ("MW-482139"); `id` is for the API. */
export const feedbackReceiptSchema = z.object({
  id: z.string(),
  reference: z.string(),
  status: choice(FEEDBACK_STATUSES),
});

/** Staff update: a reply (which marks the item answered) and/or a status. Other fields are ignored. */
export const feedbackUpdateSchema = z.object({
  reply: text().max(5000, 'validation.maxLength').nullish(),
  status: choice(FEEDBACK_STATUSES).optional(),
});
export type FeedbackUpdate = z.output<typeof feedbackUpdateSchema>;

export const feedbackSchema = z.object({
  id: z.string(),
  reference: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  userName: z.string(),
  email: z.string(),
  mobile: z.string(),
  description: z.string(),
  locale: z.enum(LOCALES),
  memberId: z.string().nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  repliedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type CmsFeedback = z.output<typeof feedbackSchema>;

/**
 * One of the member's own messages as they see it (`GET /api/cms/feedback/mine`): what they wrote
 * and the staff reply, with no staff identity and none of the contact details they typed.
 * `status`: `new` (waiting for an answer), `answered`, `closed`.
 */
export const myFeedbackSchema = z.object({
  id: z.string(),
  reference: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  description: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MyFeedback = z.output<typeof myFeedbackSchema>;

/** `GET /api/cms/feedback/mine`: the signed-in account's messages, newest first (at most `MY_FEEDBACK_MAX`). */
export const MY_FEEDBACK_MAX = 100;
export const myFeedbackListSchema = z.object({ items: z.array(myFeedbackSchema) });
export type MyFeedbackList = z.output<typeof myFeedbackListSchema>;

// ── Content written by staff (request bodies of /admin/*) ───────────────────

const whole = (max: number) =>
  z
    .number(kindError('validation.invalid'))
    .int('validation.invalid')
    .min(0, 'validation.min')
    .max(max, 'validation.max');
const order = whole(100_000);
const categoryId = whole(1_000_000);
const flag = z.boolean(kindError('validation.invalid'));
// Links are site paths (`/about-us`) or absolute http(s) URLs; nothing that runs script.
const LINK = /^(\/|https?:\/\/)/;
const link = requiredText(2000).regex(LINK, 'validation.invalid');
const optionalLink = text()
  .max(2000, 'validation.maxLength')
  .refine((v) => v === '' || LINK.test(v), 'validation.invalid')
  .nullish()
  .transform((v) => v || null);
const slug = text()
  .toLowerCase()
  .min(1, 'validation.required')
  .max(200, 'validation.maxLength')
  .regex(SLUG_PATTERN, 'validation.invalid');

export const menuItemInputSchema = z.object({
  categoryId,
  menuId: categoryId,
  order,
  isActive: flag.default(true),
  link,
  label: localizedTextSchema,
});

export const blockInputSchema = z.object({
  categoryId,
  key: requiredText(100).regex(/^[a-z0-9][a-z0-9._-]*$/, 'validation.invalid'),
  order,
  isActive: flag.default(true),
  title: localizedOptionalSchema,
  body: localizedOptionalSchema,
  image: optionalLink,
  link: optionalLink,
  data: z
    .record(z.string(), z.unknown(), kindError('validation.invalid'))
    .nullish()
    .transform((v) => v ?? null),
});

export const pageInputSchema = z.object({
  categoryId,
  slug,
  order,
  title: localizedTextSchema,
  body: localizedBodySchema,
});

export const postInputSchema = z.object({
  slug,
  status: choice(POST_STATUSES).default('draft'),
  /** Omitted when publishing means "now"; a future time schedules the post. */
  publishedAt: z.iso
    .datetime({ offset: true, error: 'validation.invalid' })
    // A well-formed time in year 20 was stored, then read back as an invalid date (a 500 on
    // every later read): only years a post can carry.
    .refine((v) => {
      const year = new Date(v).getUTCFullYear();
      return year >= 1970 && year <= 9998;
    }, 'validation.invalid')
    .nullish(),
  image: optionalLink,
  title: localizedTextSchema,
  summary: localizedOptionalSchema,
  body: localizedBodySchema,
  author: localizedOptionalSchema.nullish().transform((v) => v ?? null),
});

export const faqInputSchema = z.object({
  order,
  isActive: flag.default(true),
  question: localizedTextSchema,
  answer: localizedBodySchema,
});

export type MenuItemInput = z.output<typeof menuItemInputSchema>;
export type BlockInput = z.output<typeof blockInputSchema>;
export type PageInput = z.output<typeof pageInputSchema>;
export type PostInput = z.output<typeof postInputSchema>;
export type FaqInput = z.output<typeof faqInputSchema>;

// What the API answers lives in cms-content.ts: the site's first screen needs it without the form rules.
export * from './cms-content.js';
