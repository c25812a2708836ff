import { z } from 'zod';
import {
  fieldIssuesFrom,
  legalNameSchema,
  maritalDocumentFieldSchema,
  myVerificationSchema,
  selfiePromptSchema,
  type VerificationDocKind,
} from '@mawadda/contracts';
import { AUTHZ, problems, type Principal } from '@mawadda/kit';
import type { Request } from 'express';
import { readMyVerification } from '../app/verification-read.js';
import { askSelfiePrompt } from '../app/verification-prompt.js';
import { submitVerification } from '../app/verification-submit.js';
import { readUpload } from './read-upload.js';
import type { ProfileHttp } from './context.js';
import { orRefuse } from './problems.js';

/*
 * The member's side of identity verification (README: verification and badges). The prompt id is
 * a query parameter, so the answer (404, 409, 422) is known before the photo is read. It is
 * checked by the use case (after the profile: staff accounts have none), not by the schema.
 */
const uploadQuery = z.object({
  promptId: z.string().max(64).optional(),
  lang: z.string().max(35).optional(),
});

const UPLOAD_ERRORS = {
  400: 'No file, more than one, or a damaged file; `field` is `file`',
  404: 'No profile (staff)',
  409: 'One is already waiting for staff, or the badge is earned',
  413: 'The file is over its limit',
  415: 'Not multipart, or the content is not an allowed type (checked on the bytes)',
  429: 'Too many uploads',
};

export function verificationRoutes({ api, app }: ProfileHttp) {
  const receive = async (
    auth: Principal,
    kind: VerificationDocKind,
    promptId: string | undefined,
    req: Request,
  ) => {
    // Read as a profile image (its size limit); the use case decides the type from the bytes.
    const read = async () => {
      const upload = await readUpload(req, 'avatar');
      if (kind === 'marital') {
        // Which document: staff read it as that, and the member's notice names it.
        const named = maritalDocumentFieldSchema.safeParse({ document: upload.fields.document });
        if (!named.success) throw problems.validation(fieldIssuesFrom(named.error, upload.fields));
        return { file: upload.buffer, document: named.data.document };
      }
      if (kind !== 'id') return { file: upload.buffer };
      // The name as on the document: staff check it against the document, so none, none at all.
      const named = legalNameSchema.safeParse({ legalName: upload.fields.legalName });
      if (!named.success) throw problems.validation(fieldIssuesFrom(named.error, upload.fields));
      return { file: upload.buffer, legalName: named.data.legalName };
    };
    const uuid = promptId && z.uuid().safeParse(promptId).success ? promptId : undefined;
    return orRefuse(await submitVerification(app, auth.id, kind, uuid, read));
  };

  api.get(
    '/me/verification',
    {
      summary: 'My badges, and where my selfie and identity document stand (a rejection says why)',
      access: 'signed-in',
      authz: AUTHZ.ownProfile,
      response: myVerificationSchema,
      errors: { 404: 'No profile (staff)' },
    },
    async ({ auth }) => orRefuse(await readMyVerification(app, auth.id)),
  );

  api.post(
    '/me/verification/selfie/prompt',
    {
      summary: 'A gesture to show in my next selfie, valid 15 minutes',
      access: 'signed-in',
      authz: AUTHZ.ownProfile,
      status: 201,
      response: selfiePromptSchema,
      errors: { 404: 'No profile (staff)' },
    },
    async ({ auth }) => orRefuse(await askSelfiePrompt(app, auth.id)),
  );

  api.put(
    '/me/verification/selfie',
    {
      summary:
        'Send a selfie showing the gesture of `?promptId=` (multipart `file`: JPEG, PNG or WebP under 5 MB; re-encoded without metadata) → pending',
      access: 'signed-in',
      authz: AUTHZ.ownProfile,
      query: uploadQuery,
      response: myVerificationSchema,
      errors: {
        ...UPLOAD_ERRORS,
        422: 'No prompt of mine, or it expired or was used; `field` is `promptId`',
      },
    },
    ({ auth, query, req }) => receive(auth, 'selfie', query.promptId, req),
  );

  api.put(
    '/me/verification/id',
    {
      summary:
        'Send an identity document (multipart `legalName`, the full name as on it, then `file`: an image or a PDF under 5 MB, checked on the bytes) → pending',
      access: 'signed-in',
      authz: AUTHZ.ownProfile,
      query: uploadQuery,
      response: myVerificationSchema,
      errors: UPLOAD_ERRORS,
    },
    ({ auth, req }) => receive(auth, 'id', undefined, req),
  );

  api.put(
    '/me/verification/marital',
    {
      summary:
        'Back my declaration (marital state, children, wives) with a document (multipart `document`: divorce_certificate, death_certificate or family_book, then `file`: an image or a PDF under 5 MB, checked on the bytes) → pending; staff alone see it',
      access: 'signed-in',
      authz: AUTHZ.ownProfile,
      query: uploadQuery,
      response: myVerificationSchema,
      errors: UPLOAD_ERRORS,
    },
    ({ auth, req }) => receive(auth, 'marital', undefined, req),
  );
}
