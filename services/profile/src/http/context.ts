import type { Request, Response } from 'express';
import type { ApiRouter, Principal } from '@mawadda/kit';
import type { ProfileApp } from '../app/context.js';
import type { MediaViewer } from '../domain/media-url.js';

/** What the profile routes share, built once in createProfileService. */
export interface ProfileHttp {
  api: ApiRouter;
  app: ProfileApp;
  /** Sets the media cookie for a signed-in caller whose response carries media URLs. */
  grantMedia(res: Response, auth: Principal): void;
  /** Who a media request proves to be: its bearer token, else its media cookie (media-cookie.ts). */
  mediaViewer(req: Request): Promise<MediaViewer | undefined>;
}
