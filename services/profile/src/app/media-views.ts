import type { MediaViewPage, RevealSubject } from '@mawadda/contracts';
import { uuidv7 } from '@mawadda/kit';
import { VIEW_WINDOW_MS, viewCursor, viewKey, viewOf } from '../domain/media-views.js';
import type { MediaViewer } from '../domain/media-url.js';
import type { ProfileApp } from './context.js';

/**
 * Records that `viewer` saw a photo or CV page of `ownerId` (the media route, once it sends the
 * file). This process's throttle answers most repeats; the store's locked check the rest. A
 * failure is logged and swallowed: the member got the file, the log is not worth a 500.
 */
export async function recordMediaView(
  app: ProfileApp,
  view: { ownerId: string; viewer: MediaViewer; assetId: string; subject: RevealSubject; fileKind: string },
): Promise<void> {
  const at = app.clock();
  if (!app.viewThrottle.claim(viewKey(view.viewer, view.assetId), at.getTime())) return;
  try {
    await app.database.db.transaction((tx) =>
      app.views.record(
        tx,
        {
          id: uuidv7(),
          ownerId: view.ownerId,
          viewerKind: view.viewer.kind,
          viewerId: view.viewer.kind === 'guest' ? null : view.viewer.id,
          assetId: view.assetId,
          subject: view.subject,
          fileKind: view.fileKind,
          at,
        },
        VIEW_WINDOW_MS,
      ),
    );
  } catch (err) {
    app.logger.warn({ err, assetId: view.assetId }, 'could not record a media view');
  }
}

/** `GET /me/views`: the owner's log, newest first, after the cursor's line (the route parsed it). */
export async function listMediaViews(
  { views }: ProfileApp,
  ownerId: string,
  query: { after?: { at: Date; id: string }; limit: number },
): Promise<MediaViewPage> {
  const rows = await views.page(ownerId, query.limit, query.after);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map(viewOf),
    next: rows.length > query.limit ? viewCursor(page.at(-1)!) : null,
  };
}
