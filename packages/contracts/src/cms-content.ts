import { z } from 'zod';
import { LOCALES } from './locale.js';

/**
 * The content API's answers (menus, blocks, pages, posts, FAQ). Kept apart from the input rules
 * in cms.ts so the member site's first screen loads these schemas without the phone metadata.
 */
export const POST_STATUSES = ['draft', 'published'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

const localized = z.object(
  Object.fromEntries(LOCALES.map((l) => [l, z.string()])) as Record<(typeof LOCALES)[number], z.ZodString>,
);

export const menuItemSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  menuId: z.number().int(),
  order: z.number().int(),
  isActive: z.boolean(),
  link: z.string(),
  label: localized,
});
export const blockSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  key: z.string(),
  order: z.number().int(),
  isActive: z.boolean(),
  title: localized,
  body: localized,
  image: z.string().nullable(),
  link: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export const pageSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  slug: z.string(),
  order: z.number().int(),
  title: localized,
  body: localized,
});
/**
 * A page without its body: what the site's startup needs for links and breadcrumbs. The bodies
 * (Markdown in five languages, most of the list's weight) are read one page at a time, on opening it.
 */
export const pageSummarySchema = pageSchema.omit({ body: true });
export const postSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  status: z.enum(POST_STATUSES),
  publishedAt: z.string().nullable(),
  image: z.string().nullable(),
  title: localized,
  summary: localized,
  body: localized,
  author: localized.nullable(),
});
export const faqSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  isActive: z.boolean(),
  question: localized,
  answer: localized,
});

export type CmsMenuItem = z.output<typeof menuItemSchema>;
export type CmsBlock = z.output<typeof blockSchema>;
export type CmsPage = z.output<typeof pageSchema>;
export type CmsPageSummary = z.output<typeof pageSummarySchema>;
export type CmsPost = z.output<typeof postSchema>;
export type CmsFaq = z.output<typeof faqSchema>;

export const cmsItemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });
/** A cursor page, newest first: `next` pages to older items, `prev` back to newer ones. */
export const cmsCursorPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), next: z.string().nullable(), prev: z.string().nullable() });
