import http from 'node:http';

/**
 * How the seed talks to the site: plain HTTP against the public API, as the member site and the
 * staff console do. Shared by the steps of the seed (members, staff, the moderators' day).
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    what: string,
    readonly body: unknown,
  ) {
    super(`${what}: HTTP ${status} ${JSON.stringify(body)}`);
  }
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
  locale?: string;
  /** Statuses that are an answer rather than a failure (default 200, 201, 204). */
  expect?: number[];
  /** The local address to send from (a loopback alias); JSON bodies only. */
  from?: string;
}

export interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** A JSON request sent from a chosen local address, which fetch cannot do. */
function sendFrom(
  localAddress: string,
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
) {
  return new Promise<{ status: number; text: string; headers: Headers }>((resolve, reject) => {
    const req = http.request(url, { method, headers, localAddress }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const out = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          if (typeof value === 'string') out.set(name, value);
        resolve({ status: res.statusCode ?? 0, text, headers: out });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

export function client(baseUrl: string) {
  return async function api<T = unknown>(
    method: string,
    path: string,
    o: CallOptions = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (o.locale) headers['accept-language'] = o.locale;
    if (o.json !== undefined) headers['content-type'] = 'application/json';
    const url = new URL(path, baseUrl);
    const body = o.json === undefined ? undefined : JSON.stringify(o.json);
    let answer: { status: number; text: string; headers: Headers };
    if (o.from) {
      answer = await sendFrom(o.from, url, method, headers, body);
    } else {
      const res = await fetch(url, { method, headers, body: o.form ?? body });
      answer = { status: res.status, text: await res.text(), headers: res.headers };
    }
    const parsed = (answer.text ? JSON.parse(answer.text) : undefined) as T;
    if (!(o.expect ?? [200, 201, 204]).includes(answer.status))
      throw new ApiError(answer.status, `${method} ${path}`, parsed);
    return { status: answer.status, body: parsed, headers: answer.headers };
  };
}
export type Api = ReturnType<typeof client>;

/** A staff list query as the console's ra-data-simple-rest provider sends it. */
export function adminList(path: string, filter: Record<string, unknown>, range: [number, number] = [0, 499]) {
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    range: JSON.stringify(range),
    sort: JSON.stringify(['id', 'ASC']),
  });
  return `${path}?${query}`;
}

/** Runs `work` over `items`, `limit` at a time. */
export async function pool<T>(
  items: readonly T[],
  limit: number,
  work: (item: T, i: number) => Promise<void>,
) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      await work(items[i]!, i);
    }
  });
  await Promise.all(lanes);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Retries while the answer is 404: a new member's profile appears once the registration event is read. */
export async function untilFound<T>(attempt: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404) || Date.now() > deadline) throw error;
      await sleep(100);
    }
  }
}
