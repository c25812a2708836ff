import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FeedbackStatus, FeedbackType, Locale, Localized, PostStatus } from '@mawadda/contracts';
import { platformTables } from '@mawadda/kit';

/** Everything the content service owns lives in the `cms` schema (DESIGN §3). */
export const cmsSchema = pgSchema('cms');
export const platform = platformTables(cmsSchema);
export const { outbox, inbox, deadLetters, relayLease } = platform;

// Content ids are integers: the seed fixes them (menus are listed by id) and staff read them.
const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const localized = (name: string) => jsonb(name).$type<Localized>().notNull();
const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
};

export const menuItems = cmsSchema.table(
  'menu_items',
  {
    id: id(),
    categoryId: integer('category_id').notNull(),
    menuId: integer('menu_id').notNull(),
    order: integer('order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    link: text('link').notNull(),
    label: localized('label'),
    ...stamps,
  },
  (t) => [index('menu_items_category_idx').on(t.categoryId, t.menuId)],
);

export const blocks = cmsSchema.table(
  'blocks',
  {
    id: id(),
    categoryId: integer('category_id').notNull(),
    key: text('key').notNull(),
    order: integer('order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    title: localized('title'),
    body: localized('body'),
    image: text('image'),
    link: text('link'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    ...stamps,
  },
  (t) => [unique('blocks_category_key_uq').on(t.categoryId, t.key)],
);

export const pages = cmsSchema.table('pages', {
  id: id(),
  categoryId: integer('category_id').notNull().default(0),
  slug: text('slug').notNull().unique('pages_slug_uq'),
  order: integer('order').notNull().default(0),
  title: localized('title'),
  body: localized('body'),
  ...stamps,
});

/** News and blog share one shape and one rule set, but keep their own ids and slugs. */
const postTable = (name: 'news' | 'blog_posts') =>
  cmsSchema.table(
    name,
    {
      id: id(),
      slug: text('slug').notNull().unique(`${name}_slug_uq`),
      status: text('status').$type<PostStatus>().notNull().default('draft'),
      // Millisecond precision so a cursor carried through a JS Date compares exactly.
      publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }),
      image: text('image'),
      title: localized('title'),
      summary: localized('summary'),
      body: localized('body'),
      author: jsonb('author').$type<Localized>(),
      ...stamps,
    },
    (t) => [
      index(`${name}_feed_idx`)
        .on(t.publishedAt.desc(), t.id.desc())
        .where(sql`status = 'published'`),
      check(`${name}_status_ck`, sql`${t.status} in ('draft', 'published')`),
      check(`${name}_published_at_ck`, sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
    ],
  );

export const news = postTable('news');
export const blogPosts = postTable('blog_posts');
export type PostTable = typeof news;

export const faqs = cmsSchema.table('faqs', {
  id: id(),
  order: integer('order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  question: localized('question'),
  answer: localized('answer'),
  ...stamps,
});

export const feedback = cmsSchema.table(
  'feedback',
  {
    id: uuid('id').primaryKey(),
    /** What the writer quotes to us ("MW-482139"): short and unique, unlike the id. */
    reference: text('reference').notNull(),
    type: text('type').$type<FeedbackType>().notNull(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    description: text('description').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    memberId: text('member_id'),
    status: text('status').$type<FeedbackStatus>().notNull().default('new'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    repliedBy: text('replied_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (t) => [
    unique('feedback_reference_uq').on(t.reference),
    index('feedback_status_idx').on(t.status, t.createdAt),
    // A member's own messages (their page of replies) and staff's filter by member.
    index('feedback_member_idx').on(t.memberId, t.createdAt),
    check('feedback_type_ck', sql`${t.type} in ('contact', 'complaint', 'suggestion')`),
    check('feedback_status_ck', sql`${t.status} in ('new', 'answered', 'closed')`),
  ],
);
export type FeedbackRow = typeof feedback.$inferSelect;

/** Which seed sets were applied, so content staff deleted on purpose is not planted again. */
export const seedLog = cmsSchema.table('seed_log', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).defaultNow().notNull(),
});
