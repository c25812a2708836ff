import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { compressNow, sendForms, type CompressedForms } from './compressed-forms.js';

/**
 * A public read's answer kept in memory with its ETag and compressed forms, made once; only
 * `access: 'public'` routes, so one copy serves every visitor. Cleared on content change and after
 * `ttlMs` (scheduled posts); browsers keep it `maxAgeSeconds`, then revalidate by ETag.
 */
export interface PublicCacheOptions {
  /** How long an entry is served from memory (default 60 s). */
  ttlMs?: number;
  /** `Cache-Control: max-age` for browsers and shared caches (default 60 s). */
  maxAgeSeconds?: number;
  /** Total bytes kept, the compressed forms included (default 16 MB); the oldest go first. */
  budgetBytes?: number;
  now?: () => number;
}

/** The JSON with its compressed forms (from 1 KB) and ETag, and when it was kept. */
interface Entry extends CompressedForms {
  storedAt: number;
}

export class PublicCache {
  /** In the order they were kept: the first is the oldest, dropped first when over budget. */
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly budget: number;
  private readonly ttlMs: number;
  private readonly cacheControl: string;
  private readonly now: () => number;
  /** Bumped by `clear`: an answer computed from content read before a change is not kept. */
  private generation = 0;

  constructor(options: PublicCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? 60_000;
    const maxAge = options.maxAgeSeconds ?? 60;
    // stale-while-revalidate: a browser shows what it has at once and refreshes it behind.
    this.cacheControl = `public, max-age=${maxAge}, stale-while-revalidate=${maxAge * 5}`;
    this.now = options.now ?? Date.now;
    this.budget = options.budgetBytes ?? 16 * 1024 * 1024;
  }

  /** Forgets every answer: the content changed. */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.bytes = 0;
  }

  /** Serves a kept answer (or a 304), else lets the route compute it. */
  readonly lookup: RequestHandler = (req, res, next) => {
    if (this.serveKept(req, res)) return;
    res.locals.publicCacheGeneration = this.generation;
    next();
  };

  /**
   * Sends the answer kept for this URL, if there is one still fresh; false otherwise. On the edge
   * (`edge.ts`) before the app sees the request, and in the route (`lookup`). `prepare` runs
   * first when there is one to send (the edge's headers).
   */
  serveKept(req: IncomingMessage, res: ServerResponse, prepare?: () => void): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const entry = this.entries.get(keyOf(req));
    if (!entry || this.now() - entry.storedAt > this.ttlMs) return false;
    prepare?.();
    this.send(req, res, entry);
    return true;
  }

  /** Answers `body` as JSON with status 200, keeping it for the next visitor. */
  respond(req: Request, res: Response, body: unknown): void {
    const json = Buffer.from(JSON.stringify(body));
    // Compressed once here, for every visitor after this one.
    const entry: Entry = { ...compressNow(json), storedAt: this.now() };
    // Content read before a `clear` may be the old content: answered, not kept.
    if (res.locals.publicCacheGeneration === this.generation) this.keep(keyOf(req), entry);
    this.send(req, res, entry);
  }

  private keep(key: string, entry: Entry): void {
    const size = sizeOf(entry);
    if (size > this.budget / 4) return; // one huge answer must not push out all the others
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.bytes -= sizeOf(old);
    }
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldest, e] of this.entries) {
      if (this.bytes <= this.budget) break;
      this.entries.delete(oldest);
      this.bytes -= sizeOf(e);
    }
  }

  private send(req: IncomingMessage, res: ServerResponse, entry: Entry): void {
    res.setHeader('cache-control', this.cacheControl);
    res.setHeader('content-type', 'application/json; charset=utf-8');
    sendForms(req, res, entry);
  }
}

/** The URL as the client sent it: an app's `originalUrl`, the raw request's `url` on the edge. */
const keyOf = (req: IncomingMessage) => (req as Partial<Request>).originalUrl ?? req.url ?? '';

const sizeOf = (e: Entry) => e.body.length + (e.br?.length ?? 0) + (e.gzip?.length ?? 0) + 256;
