import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_RULES, type UploadKind } from '@mawadda/contracts';
import { ProblemError } from '@mawadda/kit';

/**
 * The real type of an upload, read from its bytes (magic numbers, and for zip-based formats the
 * entries inside), never from its name or declared type: a script named `me.jpg` or a PDF sent
 * as `image/jpeg` is what its bytes say. Anything not allowed for the kind is 415 with the
 * kind's message. file-type tells an XLSX from a plain zip or a DOCX by the `xl/` entries.
 */
export async function sniffUpload(bytes: Buffer, kind: UploadKind): Promise<string> {
  const rule = UPLOAD_RULES[kind];
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !rule.mimeTypes.includes(detected.mime)) {
    throw new ProblemError(415, 'unsupported_file_type', rule.wrongType, { field: 'file' });
  }
  return detected.mime;
}
