import type { CmsBlock, CmsFaq, CmsFeedback, CmsMenuItem, CmsPage, CmsPost } from '@mawadda/contracts';
import type { blocks, faqs, feedback, menuItems, pages, PostTable } from './schema.js';

/** Rows to API shapes: localized jsonb passes through whole, times become ISO-8601 UTC. */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const menuItemDto = (r: typeof menuItems.$inferSelect): CmsMenuItem => ({
  id: r.id,
  categoryId: r.categoryId,
  menuId: r.menuId,
  order: r.order,
  isActive: r.isActive,
  link: r.link,
  label: r.label,
});

export const blockDto = (r: typeof blocks.$inferSelect): CmsBlock => ({
  id: r.id,
  categoryId: r.categoryId,
  key: r.key,
  order: r.order,
  isActive: r.isActive,
  title: r.title,
  body: r.body,
  image: r.image,
  link: r.link,
  data: r.data,
});

export const pageDto = (r: typeof pages.$inferSelect): CmsPage => ({
  id: r.id,
  categoryId: r.categoryId,
  slug: r.slug,
  order: r.order,
  title: r.title,
  body: r.body,
});

export const postDto = (r: PostTable['$inferSelect']): CmsPost => ({
  id: r.id,
  slug: r.slug,
  status: r.status,
  publishedAt: iso(r.publishedAt),
  image: r.image,
  title: r.title,
  summary: r.summary,
  body: r.body,
  author: r.author,
});

export const faqDto = (r: typeof faqs.$inferSelect): CmsFaq => ({
  id: r.id,
  order: r.order,
  isActive: r.isActive,
  question: r.question,
  answer: r.answer,
});

export const feedbackDto = (r: typeof feedback.$inferSelect): CmsFeedback => ({
  id: r.id,
  reference: r.reference,
  type: r.type,
  userName: r.userName,
  email: r.email,
  mobile: r.mobile,
  description: r.description,
  locale: r.locale,
  memberId: r.memberId,
  status: r.status,
  reply: r.reply,
  repliedAt: iso(r.repliedAt),
  repliedBy: r.repliedBy,
  createdAt: r.createdAt.toISOString(),
});
