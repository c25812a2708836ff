import { vi } from 'vitest';

export interface SentUpload {
  method: string;
  url: string;
  file: File | null;
  headers: Record<string, string>;
  /** The form's text fields sent with the file (a document's kind, a legal name). */
  fields: Record<string, string>;
}

type Answer = { status: number; body?: unknown };

/**
 * A stand-in for XMLHttpRequest (uploads) in unit tests: records what would have been sent,
 * reports half the bytes as sent, then answers from `respond`. Restored by vi.unstubAllGlobals.
 */
export function stubUploads(respond: (upload: SentUpload) => Answer = () => ({ status: 201, body: {} })) {
  const sent: SentUpload[] = [];
  class FakeXhr {
    upload: {
      onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    status = 0;
    responseText = '';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: FormData) {
      const file = body.get('file');
      const fields: Record<string, string> = {};
      body.forEach((value, key) => {
        if (typeof value === 'string') fields[key] = value;
      });
      const upload = {
        method: this.method,
        url: this.url,
        file: file instanceof File ? file : null,
        headers: this.headers,
        fields,
      };
      sent.push(upload);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        setTimeout(() => {
          const answer = respond(upload);
          this.status = answer.status;
          this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
          this.onload?.();
        }, 20);
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
