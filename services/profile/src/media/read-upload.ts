import busboy from 'busboy';
import type { Request } from 'express';
import { UPLOAD_RULES, type UploadKind } from '@mawadda/contracts';
import { ProblemError } from '@mawadda/kit';

export interface ReceivedUpload {
  buffer: Buffer;
  /** The name the browser sent; kept for logs only, never trusted for the type. */
  declaredName: string;
}

const FIELD = 'file';
const fail = (status: number, code: string, key: ConstructorParameters<typeof ProblemError>[2]) =>
  new ProblemError(status, code, key, { field: FIELD });

/**
 * Reads exactly one file from the multipart field `file`, in memory and never past its limit:
 * the stream is cut as soon as the file reaches the kind's maximum ("less than 5MB" means a file
 * of exactly 5 MiB is refused). A second file, another file field or an empty file is refused.
 * On any refusal the rest of the body is drained so the client reads our answer, not a reset.
 */
export function readUpload(req: Request, kind: UploadKind): Promise<ReceivedUpload> {
  const rule = UPLOAD_RULES[kind];
  if (!req.is('multipart/form-data')) {
    return Promise.reject(new ProblemError(415, 'unsupported_media_type', 'error.unsupportedMediaType'));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // busboy stops keeping bytes past `fileSize` and says so ('limit'); a file of exactly the
        // limit is refused below, so memory never holds more than the limit.
        limits: { files: 1, fileSize: rule.maxBytes, fields: 5, fieldSize: 1024, parts: 8, headerPairs: 20 },
      });
    } catch {
      reject(fail(400, 'malformed_multipart', 'upload.noFile'));
      return;
    }
    let received: ReceivedUpload | undefined;
    let problem: ProblemError | undefined;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume(); // drain whatever is left so the response can be read
      if (problem) reject(problem);
      else if (!received || received.buffer.length === 0) reject(fail(400, 'no_file', 'upload.noFile'));
      else resolve(received);
    };
    const refuse = (p: ProblemError) => {
      problem ??= p;
    };

    parser.on('file', (field, stream, info) => {
      if (field !== FIELD || received) {
        refuse(fail(400, 'one_file', 'upload.oneFile'));
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        refuse(fail(413, 'file_too_large', rule.tooLarge));
        chunks.length = 0;
      });
      stream.on('end', () => {
        if (chunks.reduce((n, c) => n + c.length, 0) >= rule.maxBytes)
          refuse(fail(413, 'file_too_large', rule.tooLarge));
        received = {
          buffer: problem ? Buffer.alloc(0) : Buffer.concat(chunks),
          declaredName: info.filename ?? '',
        };
      });
    });
    parser.on('filesLimit', () => refuse(fail(400, 'one_file', 'upload.oneFile')));
    parser.on('partsLimit', () => refuse(fail(400, 'one_file', 'upload.oneFile')));
    parser.on('fieldsLimit', () => refuse(fail(400, 'too_many_fields', 'validation.invalid')));
    parser.on('error', () => {
      refuse(fail(400, 'malformed_multipart', 'upload.noFile'));
      finish();
    });
    parser.on('close', finish);
    req.on('aborted', () => {
      refuse(fail(400, 'aborted', 'upload.noFile'));
      finish();
    });
    req.pipe(parser);
  });
}
