import { mediaViewPageSchema, type MediaViewPage } from '@mawadda/contracts';
import { api } from '../../../lib/api';

/** GET /api/profile/me/views: who saw my photos and CV pages, newest first. */
export const fetchMediaViews = (cursor: string | null, signal?: AbortSignal): Promise<MediaViewPage> =>
  api(`/profile/me/views?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
    schema: mediaViewPageSchema,
    signal,
  });
