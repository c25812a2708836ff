import type { Localized } from '@mawadda/contracts';

/** One link of a site menu. The API returns menu items sorted by `id`; the UI orders them by `order`. */
export interface SeedMenuItem {
  id: number;
  categoryId: number;
  menuId: number;
  order: number;
  isActive: boolean;
  /** Path without locale prefix, e.g. `/about-us`. */
  link: string;
  label: Localized;
}

/** A content block shown on a page section (how it works, promo, oath, ...). */
export interface SeedBlock {
  id: number;
  categoryId: number;
  key: string;
  order: number;
  isActive: boolean;
  title: Localized;
  body: Localized;
  image: string | null;
  link: string | null;
  data: Record<string, unknown> | null;
}

/** A static page. `body` is Markdown (## / ### headings, paragraphs, - lists, **bold**, links); no raw HTML. */
export interface SeedPage {
  id: number;
  categoryId: number;
  slug: string;
  order: number;
  title: Localized;
  body: Localized;
}

/** A news item or blog post. `body` is Markdown. */
export interface SeedArticle {
  id: number;
  slug: string;
  /** ISO 8601 date-time in UTC. */
  publishedAt: string;
  image: string | null;
  title: Localized;
  summary: Localized;
  body: Localized;
  author?: Localized;
}

export interface SeedFaq {
  id: number;
  order: number;
  question: Localized;
  answer: Localized;
}
