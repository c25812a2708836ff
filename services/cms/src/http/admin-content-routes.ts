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
} from '@mawadda/contracts';
import { z } from 'zod';
import { adminCrudRoutes } from './admin-crud.js';
import { ADMIN, STAFF, type CmsHttp } from './context.js';

const intId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** Staff CRUD of what the public site shows: staff read, admins write. */
export function adminContentRoutes({ api, app }: CmsHttp) {
  const { content } = app;
  const access = { readAccess: STAFF, removeAccess: ADMIN, idParam: intId } as const;
  adminCrudRoutes(api, content.menus, {
    name: 'menus',
    ...access,
    response: menuItemSchema,
    write: { access: ADMIN, input: menuItemInputSchema },
  });
  adminCrudRoutes(api, content.blocks, {
    name: 'blocks',
    ...access,
    response: blockSchema,
    write: { access: ADMIN, input: blockInputSchema },
  });
  adminCrudRoutes(api, content.pages, {
    name: 'pages',
    ...access,
    response: pageSchema,
    write: { access: ADMIN, input: pageInputSchema },
  });
  for (const name of ['news', 'blog'] as const)
    adminCrudRoutes(api, content[name], {
      name,
      ...access,
      response: postSchema,
      write: { access: ADMIN, input: postInputSchema },
    });
  adminCrudRoutes(api, content.faq, {
    name: 'faq',
    ...access,
    response: faqSchema,
    write: { access: ADMIN, input: faqInputSchema },
  });
}
