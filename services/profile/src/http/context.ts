import type { Response } from 'express';
import type { ApiRouter, Principal } from '@mawadda/kit';
import type { ProfileApp } from '../app/context.js';

/** What the profile routes share, built once in createProfileService. */
export interface ProfileHttp {
  api: ApiRouter;
  app: ProfileApp;
  /** Sets the media cookie for a signed-in caller whose response carries media URLs. */
  grantMedia(res: Response, auth: Principal): void;
}
