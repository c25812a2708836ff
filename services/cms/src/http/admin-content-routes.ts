import {
  blockInputSchema,
  blockSchema,
  faqInputSchema,
  faqSchema,
  menuItemInputSchema,
  menuItemSchema,
  pageInputSchema,
  pageSchema,
  postInputSchema,
  postSchema,
  type PublicContent,
} from '@mawadda/contracts';
import { z } from 'zod';
import { adminCrudRoutes } from './admin-crud.js';
import { ADMIN, STAFF, type CmsHttp } from './context.js';

const intId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Content writes are told in the staff audit log with the resource's name as the target type. */
const contentAudit = (type: PublicContent) =>
  ({
    type,
    create: 'content.create',
    update: 'content.update',
    delete: 'content.delete',
    publicContent: type,
  }) as const;

/** Staff CRUD of what the public site shows: staff read, admins write. */
export function adminContentRoutes({ api, app }: CmsHttp) {
  const { content } = app;
  const access = { readAccess: STAFF, removeAccess: ADMIN, idParam: intId } as const;
  adminCrudRoutes(api, app, content.menus, {
    name: 'menus',
    ...access,
    audit: contentAudit('menus'),
    response: menuItemSchema,
    write: { access: ADMIN, input: menuItemInputSchema },
  });
  adminCrudRoutes(api, app, content.blocks, {
    name: 'blocks',
    ...access,
    audit: contentAudit('blocks'),
    response: blockSchema,
    write: { access: ADMIN, input: blockInputSchema },
  });
  adminCrudRoutes(api, app, content.pages, {
    name: 'pages',
    ...access,
    audit: contentAudit('pages'),
    response: pageSchema,
    write: { access: ADMIN, input: pageInputSchema },
  });
  for (const name of ['news', 'blog'] as const)
    adminCrudRoutes(api, app, content[name], {
      name,
      ...access,
      audit: contentAudit(name),
      response: postSchema,
      write: { access: ADMIN, input: postInputSchema },
    });
  adminCrudRoutes(api, app, content.faq, {
    name: 'faq',
    ...access,
    audit: contentAudit('faq'),
    response: faqSchema,
    write: { access: ADMIN, input: faqInputSchema },
  });
}
