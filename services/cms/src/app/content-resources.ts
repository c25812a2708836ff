import type { PostInput } from '@mawadda/contracts';
import type { Db } from '@mawadda/kit';
import { publishedAtFor } from '../domain/publication.js';
import { contentTables, type ContentTable } from '../store/content-tables.js';
import type { PostTable } from '../store/schema.js';

/** A staff resource: its table, and for those staff write, how a checked body becomes columns. */
export interface ContentResource<Row extends { id: number | string }, Input> extends ContentTable<Row> {
  /** Create and full replace share it; `existing` is the row a replace overwrites. */
  values?: (input: Input, existing: Row | undefined, now: Date) => Record<string, unknown>;
}

const asIs = <T extends object>(input: T) => ({ ...input });

/** A post's publication time follows the publication rules, not whatever the form sent. */
const postValues = (input: PostInput, existing: PostTable['$inferSelect'] | undefined, now: Date) => ({
  ...input,
  publishedAt: publishedAtFor(input.status, input.publishedAt, existing?.publishedAt ?? null, now),
});

/** What staff manage, by the name it has under /admin. Feedback has no write rule: staff never create it. */
export function contentResources(db: Db) {
  const t = contentTables(db);
  return {
    menus: { ...t.menus, values: asIs },
    blocks: { ...t.blocks, values: asIs },
    pages: { ...t.pages, values: asIs },
    news: { ...t.news, values: postValues },
    blog: { ...t.blog, values: postValues },
    faq: { ...t.faq, values: asIs },
    feedback: t.feedback,
  };
}

export type ContentResources = ReturnType<typeof contentResources>;
