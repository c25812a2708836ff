import { FEEDBACK_STATUSES, FEEDBACK_TYPES, LOCALES, POST_STATUSES } from '@mawadda/contracts';
import { getTableName } from 'drizzle-orm';
import { parseBoolean, parseInteger, parseOneOf, parseUuid, type AdminListSpec, type Db } from '@mawadda/kit';
import { CrudStore } from './crud-store.js';
import { blockDto, faqDto, feedbackDto, menuItemDto, pageDto, postDto } from './mappers.js';
import { blocks, blogPosts, faqs, feedback, menuItems, news, pages, type PostTable } from './schema.js';

/** One table as staff read it: its store, what the list may be filtered and sorted by, its API shape. */
export interface ContentTable<Row extends { id: number | string }> {
  store: CrudStore<Row>;
  list: AdminListSpec;
  toDto: (row: Row) => unknown;
}

function postTable(db: Db, table: PostTable): ContentTable<PostTable['$inferSelect']> {
  return {
    store: new CrudStore(db, table, { [`${getTableName(table)}_slug_uq`]: 'slug' }),
    list: {
      id: table.id,
      sortable: {
        id: table.id,
        slug: table.slug,
        status: table.status,
        publishedAt: table.publishedAt,
        updatedAt: table.updatedAt,
      },
      filters: { status: { column: table.status, parse: parseOneOf(POST_STATUSES) } },
      search: { text: [table.slug], localized: [table.title] },
    },
    toDto: postDto,
  };
}

/** Every table the staff console reads, by the name it has under /admin. */
export function contentTables(db: Db) {
  return {
    menus: {
      store: new CrudStore<typeof menuItems.$inferSelect>(db, menuItems),
      list: {
        id: menuItems.id,
        sortable: {
          id: menuItems.id,
          categoryId: menuItems.categoryId,
          menuId: menuItems.menuId,
          order: menuItems.order,
          isActive: menuItems.isActive,
        },
        filters: {
          categoryId: { column: menuItems.categoryId, parse: parseInteger },
          menuId: { column: menuItems.menuId, parse: parseInteger },
          isActive: { column: menuItems.isActive, parse: parseBoolean },
        },
        search: { text: [menuItems.link], localized: [menuItems.label] },
      },
      toDto: menuItemDto,
    },
    blocks: {
      store: new CrudStore<typeof blocks.$inferSelect>(db, blocks, { blocks_category_key_uq: 'key' }),
      list: {
        id: blocks.id,
        sortable: {
          id: blocks.id,
          categoryId: blocks.categoryId,
          key: blocks.key,
          order: blocks.order,
          isActive: blocks.isActive,
        },
        filters: {
          categoryId: { column: blocks.categoryId, parse: parseInteger },
          isActive: { column: blocks.isActive, parse: parseBoolean },
        },
        search: { text: [blocks.key], localized: [blocks.title, blocks.body] },
      },
      toDto: blockDto,
    },
    pages: {
      store: new CrudStore<typeof pages.$inferSelect>(db, pages, { pages_slug_uq: 'slug' }),
      list: {
        id: pages.id,
        sortable: {
          id: pages.id,
          categoryId: pages.categoryId,
          slug: pages.slug,
          order: pages.order,
          updatedAt: pages.updatedAt,
        },
        filters: { categoryId: { column: pages.categoryId, parse: parseInteger } },
        search: { text: [pages.slug], localized: [pages.title] },
      },
      toDto: pageDto,
    },
    news: postTable(db, news),
    blog: postTable(db, blogPosts),
    faq: {
      store: new CrudStore<typeof faqs.$inferSelect>(db, faqs),
      list: {
        id: faqs.id,
        sortable: { id: faqs.id, order: faqs.order, isActive: faqs.isActive },
        filters: { isActive: { column: faqs.isActive, parse: parseBoolean } },
        search: { localized: [faqs.question, faqs.answer] },
      },
      toDto: faqDto,
    },
    feedback: {
      store: new CrudStore<typeof feedback.$inferSelect>(db, feedback),
      list: {
        id: feedback.id,
        sortable: {
          id: feedback.id,
          createdAt: feedback.createdAt,
          status: feedback.status,
          type: feedback.type,
          repliedAt: feedback.repliedAt,
        },
        filters: {
          status: { column: feedback.status, parse: parseOneOf(FEEDBACK_STATUSES) },
          type: { column: feedback.type, parse: parseOneOf(FEEDBACK_TYPES) },
          locale: { column: feedback.locale, parse: parseOneOf(LOCALES) },
          // Everything one member wrote while signed in (staff's member page).
          memberId: { column: feedback.memberId, parse: parseUuid },
        },
        // The reference a writer quotes ("MW-482139") finds their message.
        search: {
          text: [feedback.reference, feedback.userName, feedback.email, feedback.mobile, feedback.description],
        },
      },
      toDto: feedbackDto,
    },
  };
}
