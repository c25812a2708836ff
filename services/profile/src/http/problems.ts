import { adminListProblem, ProblemError, problems, valueOr, type Outcome } from '@mawadda/kit';
import type { ProfileRefusal } from '../domain/refusals.js';
import { UploadRefused, type UploadRefusal } from '../domain/upload-refusals.js';

/** Every refusal of an upload concerns the multipart field `file`. */
const FILE = 'file';

/**
 * How each refusal of the profile use cases and of the media code reaches the caller: the one
 * place with status codes. Uploads: a damaged or missing file is 400, a file over its limit 413,
 * content of a type the kind does not take (or no multipart at all) 415.
 */
export function problemFor(r: ProfileRefusal | UploadRefusal): ProblemError {
  switch (r.refusal) {
    case 'not_found':
      return problems.notFound();
    case 'media_link_expired':
      return new ProblemError(410, 'media_link_expired', 'error.mediaLinkExpired');
    case 'profile_rules':
      return problems.validation(
        r.issues.map((i) => ({
          field: i.field,
          code: 'rule',
          messageKey: i.messageKey,
          params: { field: i.field },
        })),
      );
    case 'photo_limit':
      return new ProblemError(409, 'photo_limit', 'error.photoLimit', {
        field: FILE,
        params: { max: r.max },
      });
    case 'moderation_already_decided':
      return new ProblemError(409, 'moderation_already_decided', 'error.moderationAlreadyDecided');
    case 'reveal_not_allowed':
      return new ProblemError(409, 'reveal_not_allowed', 'error.revealNotAllowed');
    case 'reveal_not_needed':
      return new ProblemError(409, 'reveal_not_needed', 'error.revealNotNeeded');
    case 'reveal_request_decided':
      return new ProblemError(409, 'reveal_request_decided', 'error.revealRequestDecided');
    case 'guardian_request_withdrawn':
      return new ProblemError(409, 'guardian_request_withdrawn', 'guardian.requestWithdrawn');
    case 'verification_prompt_invalid':
      return problems.field(422, 'verification_prompt_invalid', 'promptId', 'badges.promptInvalid');
    case 'verification_pending':
      return problems.field(409, 'verification_pending', FILE, 'badges.alreadyPending');
    case 'verification_done':
      return problems.field(409, 'verification_done', FILE, 'badges.alreadyVerified');
    case 'verification_already_decided':
      return new ProblemError(409, 'verification_already_decided', 'badges.alreadyDecided');
    case 'unsupported_media_type':
      return problems.field(415, 'unsupported_media_type', FILE, 'error.unsupportedMediaType');
    case 'file_too_large':
      return problems.field(413, 'file_too_large', FILE, r.messageKey);
    case 'no_file':
      return problems.field(400, 'no_file', FILE, 'upload.noFile');
    case 'one_file':
      return problems.field(400, 'one_file', FILE, 'upload.oneFile');
    case 'corrupt_file':
      return problems.field(400, 'corrupt_file', FILE, 'upload.corrupt');
    case 'malformed_multipart':
      return problems.field(400, 'malformed_multipart', FILE, 'upload.corrupt');
    case 'upload_aborted':
      return problems.field(400, 'upload_aborted', FILE, 'upload.corrupt');
    case 'image_too_many_pixels':
      return problems.field(400, 'image_too_many_pixels', FILE, 'upload.tooManyPixels');
    case 'unsupported_file_type':
      return problems.field(415, 'unsupported_file_type', FILE, r.messageKey);
    case 'rate_limited':
      return problems.rateLimited(r.retryAfterSeconds);
    case 'invalid_filter':
    case 'invalid_sort':
      return adminListProblem(r);
  }
}

/** A use case's value, or its refusal thrown as the problem above. */
export const orRefuse = <T>(outcome: Outcome<T, ProfileRefusal | UploadRefusal>): T =>
  valueOr(outcome, problemFor);

/**
 * Runs work that reads or decodes an upload, answering an `UploadRefused` thrown anywhere inside
 * (the request parser, the sniffer, the image pipeline, whichever thread) as its problem.
 */
export async function answeringUploadRefusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof UploadRefused) throw problemFor(err.refusal);
    throw err;
  }
}
