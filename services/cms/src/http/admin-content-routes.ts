import {
  blockInputSchema,
  blockSchema,
  faqInputSchema,
  faqSchema,
  menuItemInputSchema,
  menuItemSchema,
  pageInputSchema,
  pageSchema,
  POST_STATUSES,
  postInputSchema,
  postSchema,
  type PostInput,
} from '@mawadda/contracts';
import { getTableName } from 'drizzle-orm';
import { z } from 'zod';
import { publishedAtFor } from '../domain/publication.js';
import { parseBoolean, parseInteger, parseOneOf } from '@mawadda/kit';
import { CrudStore } from '../store/crud-store.js';
import { blockDto, faqDto, menuItemDto, pageDto, postDto } from '../store/mappers.js';
import { blocks, blogPosts, faqs, menuItems, news, pages, type PostTable } from '../store/schema.js';
import { adminCrudRoutes } from './admin-crud.js';
import { ADMIN, STAFF, type CmsContext } from './context.js';

const intId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const asIs = <T extends object>(input: T) => ({ ...input });

function postResource(db: CmsContext['db'], name: 'news' | 'blog', table: PostTable) {
  return {
    name,
    store: new CrudStore<PostTable['$inferSelect']>(db, table, {
      [`${getTableName(table)}_slug_uq`]: 'slug',
    }),
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
    idParam: intId,
    toDto: postDto,
    response: postSchema,
    readAccess: STAFF,
    removeAccess: ADMIN,
    write: {
      access: ADMIN,
      input: postInputSchema,
      values: (input: PostInput, existing: PostTable['$inferSelect'] | undefined, now: Date) => ({
        ...input,
        publishedAt: publishedAtFor(input.status, input.publishedAt, existing?.publishedAt ?? null, now),
      }),
    },
  };
}

/** Staff CRUD of what the public site shows: staff read, admins write. */
export function adminContentRoutes({ api, db }: CmsContext) {
  adminCrudRoutes(api, {
    name: 'menus',
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
    idParam: intId,
    toDto: menuItemDto,
    response: menuItemSchema,
    readAccess: STAFF,
    removeAccess: ADMIN,
    write: { access: ADMIN, input: menuItemInputSchema, values: asIs },
  });

  adminCrudRoutes(api, {
    name: 'blocks',
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
    idParam: intId,
    toDto: blockDto,
    response: blockSchema,
    readAccess: STAFF,
    removeAccess: ADMIN,
    write: { access: ADMIN, input: blockInputSchema, values: asIs },
  });

  adminCrudRoutes(api, {
    name: 'pages',
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
    idParam: intId,
    toDto: pageDto,
    response: pageSchema,
    readAccess: STAFF,
    removeAccess: ADMIN,
    write: { access: ADMIN, input: pageInputSchema, values: asIs },
  });

  adminCrudRoutes(api, postResource(db, 'news', news));
  adminCrudRoutes(api, postResource(db, 'blog', blogPosts));

  adminCrudRoutes(api, {
    name: 'faq',
    store: new CrudStore<typeof faqs.$inferSelect>(db, faqs),
    list: {
      id: faqs.id,
      sortable: { id: faqs.id, order: faqs.order, isActive: faqs.isActive },
      filters: { isActive: { column: faqs.isActive, parse: parseBoolean } },
      search: { localized: [faqs.question, faqs.answer] },
    },
    idParam: intId,
    toDto: faqDto,
    response: faqSchema,
    readAccess: STAFF,
    removeAccess: ADMIN,
    write: { access: ADMIN, input: faqInputSchema, values: asIs },
  });
}
