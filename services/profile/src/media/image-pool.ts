import os from 'node:os';
import { Worker } from 'node:worker_threads';
// Sharp's docs: on glibc Linux the main thread must load sharp before any worker does, so its
// shared libraries stay loaded until every thread is done. The gateway's `/_img` loads it too.
import 'sharp';
import { CV_PREVIEW_PAGES, IMAGE_QUALITY, IMAGE_WIDTHS } from '@mawadda/contracts';
import { UploadRefused } from '../domain/upload-refusals.js';
import { FairQueue } from './fair-queue.js';
import type { ProcessedImage, RenditionSpec } from './image-render.js';
import {
  movable,
  type ImageJobMessage,
  type ImageReplyMessage,
  type JobKind,
  type MarkFormat,
} from './image-worker-protocol.js';

/**
 * Under tsx this file and the worker module are TypeScript, so `image-worker-boot.mjs` loads tsx in
 * the thread first (a Node 20 worker does not inherit loader hooks). Compiled, the worker is
 * `image-worker.js` beside this file.
 */
const TYPESCRIPT = import.meta.url.endsWith('.ts');
const BOOT_URL = new URL('./image-worker-boot.mjs', import.meta.url);
const WORKER_ENTRY = new URL(TYPESCRIPT ? './image-worker.ts' : './image-worker.js', import.meta.url);
const SPEC: RenditionSpec = { widths: IMAGE_WIDTHS, quality: IMAGE_QUALITY, maxPages: CV_PREVIEW_PAGES };

/**
 * At most one worker per core but one: the main thread keeps a core for requests (and, embedded,
 * the gateway's `/_img`). At most 3: sharp's work runs on libuv's threadpool, four threads shared
 * by every thread of the process (file reads, scrypt, zlib), and one of them stays free.
 */
export const DEFAULT_POOL_SIZE = Math.max(1, Math.min(os.availableParallelism() - 1, 3));

/**
 * The longest one image may take. A worker still busy past this is stuck (a decoder in a loop) and
 * would hold its slot, and every member behind it, for ever: it is stopped, its job rejected, and
 * the next job gets a fresh worker.
 */
export const DEFAULT_JOB_TIMEOUT_MS = 60_000;

/** A watermark job's text and output format, and the file it marks (`affinity`). */
export interface WatermarkOptions {
  text?: string;
  format?: MarkFormat;
  /**
   * The content key (`markBaseKey`) of the file a watermark job marks: a worker that marked it
   * lately, or made it (an upload's widest rendition), holds its decoded pixels.
   */
  affinity?: string;
}

interface Job extends WatermarkOptions {
  id: number;
  owner: string;
  kind: JobKind;
  input: Buffer;
  resolve: (result: ProcessedImage) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  job?: Job;
  /** Ends a job that runs past its time (see `jobTimeoutMs`). */
  timer?: NodeJS.Timeout;
  /** An uncaught error in the worker, reported just before its `exit`. */
  error?: Error;
  /** The files this worker marked or made last (its decoded-pixel cache holds about as many). */
  recent: string[];
}

/** How many marked files a slot remembers for `affinity`. */
const RECENT_PER_SLOT = 8;

/**
 * Image jobs on a few worker threads from a fair queue. Workers start on demand and are reused; a
 * dead one's job is rejected, never left hanging. Idle workers do not keep the process alive.
 */
export class ImagePool {
  private readonly queue = new FairQueue<Job>();
  private readonly slots = new Set<Slot>();
  private readonly size: number;
  private readonly workerEntry: URL;
  private readonly jobTimeoutMs: number;
  private nextId = 1;

  /** `workerEntry`: the worker module, for tests that need one they can make crash or hang. */
  constructor(options: { size?: number; workerEntry?: URL; jobTimeoutMs?: number } = {}) {
    this.size = options.size ?? DEFAULT_POOL_SIZE;
    this.workerEntry = options.workerEntry ?? WORKER_ENTRY;
    this.jobTimeoutMs = options.jobTimeoutMs ?? DEFAULT_JOB_TIMEOUT_MS;
  }

  /**
   * Queues `input` for `owner`. When the Buffer owns its whole memory, that memory is moved to the
   * worker rather than copied, and the Buffer is empty afterwards: do not read it after this call.
   */
  run(owner: string, kind: JobKind, input: Buffer, mark: WatermarkOptions = {}): Promise<ProcessedImage> {
    return new Promise((resolve, reject) => {
      this.queue.push(owner, { id: this.nextId++, owner, kind, input, ...mark, resolve, reject });
      this.pump();
    });
  }

  /** Stops every worker; jobs running or waiting are rejected. */
  async close(): Promise<void> {
    for (const job of this.queue.drain()) job.reject(new Error('the image pool was closed'));
    await Promise.all([...this.slots].map((slot) => slot.worker.terminate()));
  }

  private pump(): void {
    while (this.queue.size > 0) {
      if (!this.hasIdleSlot()) return;
      const job = this.queue.shift()!;
      this.start(this.idleSlot(job.affinity)!, job);
    }
  }

  private hasIdleSlot(): boolean {
    return this.slots.size < this.size || [...this.slots].some((slot) => !slot.job);
  }

  /** A free worker, the one that marked `affinity` lately if it is free, else any. */
  private idleSlot(affinity: string | undefined): Slot | undefined {
    let idle: Slot | undefined;
    for (const slot of this.slots) {
      if (slot.job) continue;
      if (affinity && slot.recent.includes(affinity)) return slot;
      idle ??= slot;
    }
    return idle ?? (this.slots.size < this.size ? this.spawn() : undefined);
  }

  private spawn(): Slot {
    const workerData = {
      entry: this.workerEntry.href,
      typescript: this.workerEntry.pathname.endsWith('.ts'),
    };
    // execArgv [] rather than the parent's: its `--import tsx`, honoured by newer Nodes, would load tsx twice.
    const slot: Slot = { worker: new Worker(BOOT_URL, { workerData, execArgv: [] }), recent: [] };
    slot.worker.on('message', (reply: ImageReplyMessage) => this.settle(slot, reply));
    slot.worker.on('error', (err) => (slot.error = err));
    slot.worker.on('exit', (code) => {
      clearTimeout(slot.timer);
      this.slots.delete(slot);
      const job = slot.job;
      slot.job = undefined;
      if (job) this.queue.done(job.owner);
      const why = slot.error ? `: ${slot.error.message}` : '';
      job?.reject(new Error(`the image worker stopped (exit code ${code})${why}`, { cause: slot.error }));
      this.pump(); // what waited gets a fresh worker
    });
    this.slots.add(slot);
    return slot;
  }

  private start(slot: Slot, job: Job): void {
    slot.job = job;
    if (job.affinity) remember(slot, job.affinity);
    slot.worker.ref(); // a job in progress keeps the process alive, an idle worker does not
    slot.timer = setTimeout(() => {
      slot.error = new Error(`the image job ran past ${this.jobTimeoutMs} ms`);
      void slot.worker.terminate(); // its exit rejects the job and starts the next
    }, this.jobTimeoutMs);
    const message: ImageJobMessage = {
      id: job.id,
      kind: job.kind,
      input: job.input,
      spec: SPEC,
      text: job.text,
      format: job.format,
    };
    slot.worker.postMessage(message, movable(job.input));
  }

  private settle(slot: Slot, reply: ImageReplyMessage): void {
    const job = slot.job;
    if (!job || reply.id !== job.id) return;
    clearTimeout(slot.timer);
    slot.job = undefined;
    this.queue.done(job.owner);
    slot.worker.unref();
    if (reply.ok) {
      if (reply.warmed) remember(slot, reply.warmed);
      const variants = reply.variants.map((v) => ({
        width: v.width,
        height: v.height,
        buffer: asBuffer(v.bytes),
      }));
      job.resolve({ width: reply.width, height: reply.height, variants });
    } else if ('refusal' in reply) {
      job.reject(new UploadRefused(reply.refusal));
    } else {
      job.reject(new Error(`the image worker failed: ${reply.message}`));
    }
    this.pump();
  }
}

/** `key` is the file this slot's worker touched last. */
function remember(slot: Slot, key: string): void {
  slot.recent = [key, ...slot.recent.filter((k) => k !== key)].slice(0, RECENT_PER_SLOT);
}

/** A Buffer view of received bytes (structured cloning turns a Buffer into a plain Uint8Array). */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
