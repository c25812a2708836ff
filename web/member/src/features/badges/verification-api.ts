import {
  myVerificationSchema,
  selfiePromptSchema,
  type MaritalDocument,
  type MyVerification,
  type SelfiePrompt,
} from '@mawadda/contracts';
import { api } from '../../lib/api';
import { uploadFile } from '../../lib/upload';

/** Where my verification sits in the query cache (the verification page and home share it). */
export const MY_VERIFICATION_KEY = ['profile', 'me', 'verification'] as const;

/** GET /api/profile/me/verification: badges, and where the selfie and document stand. */
export const fetchMyVerification = (signal?: AbortSignal): Promise<MyVerification> =>
  api('/profile/me/verification', { schema: myVerificationSchema, signal });

/** POST /api/profile/me/verification/selfie/prompt: a gesture to show, valid 15 minutes. */
export const askGesture = (): Promise<SelfiePrompt> =>
  api('/profile/me/verification/selfie/prompt', { method: 'POST', schema: selfiePromptSchema });

export const sendSelfie = (promptId: string, file: File, onProgress?: (f: number) => void) =>
  uploadFile(`/profile/me/verification/selfie?promptId=${encodeURIComponent(promptId)}`, {
    method: 'PUT',
    file,
    schema: myVerificationSchema,
    onProgress,
  });

/** The document with the full name as written on it (`legalName`), which staff compare. */
export const sendIdDocument = (legalName: string, file: File, onProgress?: (f: number) => void) =>
  uploadFile('/profile/me/verification/id', {
    method: 'PUT',
    file,
    fields: { legalName },
    schema: myVerificationSchema,
    onProgress,
  });

/** A document backing the declaration (`document`: which one), checked by staff like the ID. */
export const sendMaritalDocument = (
  document: MaritalDocument,
  file: File,
  onProgress?: (f: number) => void,
) =>
  uploadFile('/profile/me/verification/marital', {
    method: 'PUT',
    file,
    fields: { document },
    schema: myVerificationSchema,
    onProgress,
  });
