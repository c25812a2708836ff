import type { z } from 'zod';
import { ApiProblem, networkProblem, problemOf, renewSession, sessionHeaders } from './api';
import { readToken } from '../app/token-store';

export interface UploadOptions<S extends z.ZodType> {
  method: 'POST' | 'PUT';
  file: File;
  /** Text fields sent before the file (the service may read them before the bytes). */
  fields?: Record<string, string>;
  /** The answer is parsed, never cast, as with every other call. */
  schema: S;
  /** Share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

interface Answer {
  status: number;
  body: unknown;
}

const parseJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * One multipart request carrying `file` in the form field `file`. XMLHttpRequest, not fetch,
 * because only it reports how much of the body has gone out, and a 5 MB photo on a phone
 * connection takes long enough that a member needs to see it moving.
 */
function sendOnce(path: string, { method, file, fields, onProgress, signal }: UploadOptions<z.ZodType>) {
  return new Promise<Answer>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
    for (const [name, value] of Object.entries(sessionHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseJson(xhr.responseText) });
    xhr.onerror = () => reject(new ApiProblem(networkProblem()));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields ?? {})) form.append(name, value);
    form.append('file', file);
    // The browser writes the multipart Content-Type with its boundary itself.
    xhr.send(form);
  });
}

/**
 * Uploads one file with the session of the API client, under its rule: a 401 on a call that
 * carried a token renews the session once (shared with every call in flight) and sends again.
 */
export async function uploadFile<S extends z.ZodType>(
  path: string,
  options: UploadOptions<S>,
): Promise<z.output<S>> {
  let answer = await sendOnce(path, options);
  if (answer.status === 401 && readToken() && (await renewSession())) {
    options.onProgress?.(0);
    answer = await sendOnce(path, options);
  }
  if (answer.status < 200 || answer.status >= 300) throw await problemOf(answer.status, answer.body);
  return options.schema.parse(answer.body);
}
