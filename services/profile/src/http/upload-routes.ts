import type { Request, Response } from 'express';
import { z } from 'zod';
import { profileFileSchema, profileImageSchema, type UploadKind } from '@mawadda/contracts';
import { type Principal, AUTHZ } from '@mawadda/kit';
import { recordActivity } from '../app/record-activity.js';
import { removeFile } from '../app/remove-file.js';
import { uploadFile } from '../app/upload-file.js';
import { readUpload } from './read-upload.js';
import type { ProfileHttp } from './context.js';
import { orRefuse } from './problems.js';

const SINGLE_KINDS = ['avatar', 'cover', 'cv', 'video'] as const;
const UPLOAD_ERRORS = {
  400: 'No file, more than one, or a damaged file; `field` is `file`',
  413: 'The file is over its limit',
  415: 'Not multipart, or the content is not an allowed type (checked on the bytes)',
  429: 'Too many uploads',
};

/**
 * Uploads, one file in the multipart field `file`. The answer is the stored asset as the profile
 * shows it, with URLs signed for the owner.
 */
export function uploadRoutes({ api, app, grantMedia }: ProfileHttp) {
  const receive = async (auth: Principal, kind: UploadKind, req: Request, res: Response) => {
    void recordActivity(app, auth.id);
    grantMedia(res, auth);
    // The body is read only once the use case has counted the upload against the hourly budget.
    const read = async () => (await readUpload(req, kind)).buffer;
    return orRefuse(await uploadFile(app, auth.id, kind, read));
  };

  api.post(
    '/me/photos',
    {
      summary: 'Add a photo to my album (JPEG, PNG or WebP under 5 MB; stored as WebP without metadata)',
      access: 'signed-in',
      status: 201,
      response: profileImageSchema,
      errors: { ...UPLOAD_ERRORS, 409: 'The album is full' },
    },
    ({ auth, req, res }) => receive(auth, 'photo', req, res),
  );

  api.delete(
    '/me/photos/:photoId',
    {
      summary: 'Delete a photo of my album, for good',
      access: 'signed-in',
      authz: AUTHZ.ownerOnly,
      params: z.object({ photoId: z.uuid() }),
      errors: { 404: 'No such photo of mine' },
    },
    async ({ auth, params }) => orRefuse(await removeFile(app, auth.id, { assetId: params.photoId })),
  );

  for (const kind of SINGLE_KINDS) {
    const image = kind === 'avatar' || kind === 'cover';
    api.put(
      `/me/${kind}`,
      {
        summary: `Set my ${kind} (replaces the one before)`,
        access: 'signed-in',
        response: image ? profileImageSchema : profileFileSchema,
        errors: UPLOAD_ERRORS,
      },
      ({ auth, req, res }) => receive(auth, kind, req, res),
    );
    api.delete(
      `/me/${kind}`,
      {
        summary: `Remove my ${kind}`,
        access: 'signed-in',
        authz: AUTHZ.ownFile,
        errors: { 404: `I have no ${kind}` },
      },
      async ({ auth }) => orRefuse(await removeFile(app, auth.id, { kind })),
    );
  }
}
