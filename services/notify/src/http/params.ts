import { z } from 'zod';
import { NOTIFICATION_PAGE_DEFAULT, NOTIFICATION_PAGE_MAX } from '@mawadda/contracts';
import { uuidKeysetCursorQuery } from '@mawadda/kit';

export const notificationParams = z.object({ id: z.uuid() });

export const notificationListQuery = z
  .object({
    cursor: uuidKeysetCursorQuery,
    limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(NOTIFICATION_PAGE_DEFAULT),
  })
  .strict();

export const deviceParams = z.object({ id: z.uuid() });
