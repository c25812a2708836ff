import busboy from 'busboy';
import type { Request } from 'express';
import { UPLOAD_RULES, type UploadKind } from '@mawadda/contracts';
import { UploadRefused, type UploadRefusal } from '../domain/upload-refusals.js';
import { discardRest } from './discard-rest.js';

export interface ReceivedUpload {
  buffer: Buffer;
  /** The name the browser sent; for logs only, never trusted for the type. */
  declaredName: string;
  /** The form's text fields sent before the file (a verification's legal name), as sent. */
  fields: Record<string, string>;
}

const FIELD = 'file';
/**
 * Besides the file a form may carry a few small text fields (an identity document's legal name);
 * busboy keeps at most `fieldSize` bytes of each. Anything more is not our form.
 */
const FORM_LIMITS = { files: 1, fields: 4, fieldSize: 1024, fieldNameSize: 64, parts: 6, headerPairs: 16 };

/**
 * Reads one file from the multipart field `file`, never past the kind's limit (busboy's `fileSize`
 * fires on reaching it, so the limit is maxBytes itself). A refusal is final at once: parsing stops
 * and the rest is dropped (discardRest); it is thrown as `UploadRefused` for http/problems.ts.
 */
export function readUpload(req: Request, kind: UploadKind): Promise<ReceivedUpload> {
  const rule = UPLOAD_RULES[kind];
  if (!req.is('multipart/form-data') || req.readableEnded) {
    discardRest(req, rule.maxBytes);
    return Promise.reject(new UploadRefused({ refusal: 'unsupported_media_type' }));
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers, limits: { ...FORM_LIMITS, fileSize: rule.maxBytes } });
  } catch {
    // multipart/form-data without a boundary
    discardRest(req, rule.maxBytes);
    return Promise.reject(new UploadRefused({ refusal: 'malformed_multipart' }));
  }

  return new Promise((resolve, reject) => {
    let file: ReceivedUpload | undefined;
    const fields: Record<string, string> = {};
    let receiving = false;
    let settled = false;
    const settle = (outcome: ReceivedUpload | UploadRefusal) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      // Not at once: we may be inside busboy's own 'limit' or 'file' event, and busboy touches its
      // file stream right after emitting them (destroying first makes it throw a TypeError).
      process.nextTick(() => parser.destroy()); // ends a file stream in progress; its chunks go with it
      if ('buffer' in outcome) return resolve(outcome);
      if (!req.complete) discardRest(req, rule.maxBytes);
      reject(new UploadRefused(outcome));
    };
    const oneFile = () => settle({ refusal: 'one_file' });

    parser.on('field', (name, value) => {
      if (!receiving) fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      stream.on('error', () => undefined); // destroyed with the parser on a refusal, which is the answer
      if (field !== FIELD || receiving) {
        stream.resume();
        return oneFile();
      }
      receiving = true;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (!settled) chunks.push(chunk);
      });
      stream.on('limit', () => {
        chunks.length = 0;
        settle({ refusal: 'file_too_large', messageKey: rule.tooLarge });
      });
      stream.on('end', () => {
        file = { buffer: Buffer.concat(chunks), declaredName: info.filename ?? '', fields };
      });
    });
    parser.on('filesLimit', oneFile);
    parser.on('partsLimit', oneFile);
    parser.on('fieldsLimit', oneFile);
    parser.on('error', () => settle({ refusal: 'malformed_multipart' }));
    // 'close' follows 'finish', once the whole body is parsed and the file stream has ended.
    parser.on('close', () => {
      if (file && file.buffer.length >= rule.maxBytes)
        settle({ refusal: 'file_too_large', messageKey: rule.tooLarge });
      else if (file && file.buffer.length > 0) settle(file);
      else settle({ refusal: 'no_file' });
    });

    // The client went away half-way: nobody reads the answer, but the caller must not wait forever.
    const aborted = () => settle({ refusal: 'upload_aborted' });
    req.on('error', aborted);
    req.on('close', () => {
      if (!req.complete) aborted();
    });
    req.pipe(parser);
  });
}
