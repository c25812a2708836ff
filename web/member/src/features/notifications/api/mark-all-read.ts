import { markedReadSchema, type MarkedRead } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** POST /api/notify/notifications/read-all: every one of mine read. */
export const markAllRead = (): Promise<MarkedRead> =>
  api('/notify/notifications/read-all', { method: 'POST', schema: markedReadSchema });
