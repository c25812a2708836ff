import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_RULES, XLSX_MIME_TYPE, type UploadKind } from '@mawadda/contracts';
import { UploadRefused } from '../domain/upload-refusals.js';
import { zipEntryNames } from './zip-entries.js';

/**
 * The real type of an upload, from its bytes, never its name or declared type: a script named
 * `me.jpg` is what its bytes say. Text formats have no magic number and are refused with everything
 * else not allowed for the kind (`unsupported_file_type`, answered 415).
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
 * file-type guesses XLSX from an `xl/` folder alone on an archive cut short. The stored file is
 * served as a spreadsheet, so it must be an intact archive listing its content types and `xl/`
 * parts, with no macro project (.xlsm is not allowed).
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
