import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_RULES, XLSX_MIME_TYPE, type UploadKind } from '@mawadda/contracts';
import { UploadRefused } from '../domain/upload-refusals.js';
import { zipEntryNames } from './zip-entries.js';

/**
 * The real type of an upload, read from its bytes (magic numbers; for zip-based formats the
 * entries inside), never from its name or declared type: a script named `me.jpg` or a PDF sent
 * as `image/jpeg` is what its bytes say. Text formats (HTML, SVG, scripts) have no magic number,
 * file-type names none, and they are refused with everything else not allowed for the kind.
 *
 * A refusal is thrown as `UploadRefused` `unsupported_file_type` with the kind's message (answered
 * as 415 Unsupported Media Type: the content, not the request, is the problem).
 */
export async function sniffUpload(bytes: Buffer, kind: UploadKind): Promise<string> {
  const rule = UPLOAD_RULES[kind];
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  if (
    mime === undefined ||
    !rule.mimeTypes.includes(mime) ||
    (mime === XLSX_MIME_TYPE && !isWorkbook(bytes))
  ) {
    throw new UploadRefused({ refusal: 'unsupported_file_type', messageKey: rule.wrongType });
  }
  return mime;
}

/**
 * file-type reads the zip's entries front to back and, on an archive cut short before its
 * `[Content_Types].xml`, guesses XLSX from an `xl/` folder alone. The stored file is served as a
 * spreadsheet, so it must be one Excel opens: an intact archive whose index lists the content
 * types and the `xl/` parts, without a macro project (macro-enabled books are .xlsm, not allowed).
 */
function isWorkbook(bytes: Buffer): boolean {
  const names = zipEntryNames(bytes);
  return (
    names !== undefined &&
    names.includes('[Content_Types].xml') &&
    names.some((n) => n.startsWith('xl/')) &&
    !names.some((n) => n.toLowerCase().endsWith('vbaproject.bin'))
  );
}
