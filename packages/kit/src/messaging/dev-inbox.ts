import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { uuidv7 } from '../ids.js';
import { ensurePrivateDir } from '../private-dir.js';
import { checkMailMessage, checkSmsMessage } from './message-checks.js';
import type { MailMessage, Mailer, SentMessage, SmsMessage, SmsSender } from './port.js';

/** One message as the dev inbox keeps it: one JSON file `<id>.json`. */
export const devInboxEntrySchema = z.object({
  id: z.uuid(),
  channel: z.enum(['mail', 'sms']),
  to: z.string(),
  subject: z.string().optional(),
  text: z.string(),
  html: z.string().optional(),
  locale: z.string(),
  purpose: z.string(),
  /** ISO 8601, UTC. */
  sentAt: z.iso.datetime(),
});
export type DevInboxEntry = z.infer<typeof devInboxEntrySchema>;

export interface DevInbox {
  readonly dir: string;
  readonly mailer: Mailer;
  readonly sms: SmsSender;
  /** Every kept message, newest first. */
  list(): Promise<DevInboxEntry[]>;
  read(id: string): Promise<DevInboxEntry | undefined>;
}

export interface DevInboxOptions {
  dir: string;
  /** How many messages are kept; older ones are deleted on write. Default 500. */
  keep?: number;
  /** The clock for `sentAt` (tests). */
  now?: () => Date;
}

export const DEV_INBOX_KEEP = 500;

// UUID v7 file names sort by time as strings; anything else in the folder (a temporary file
// mid-write, a stray file) is ignored.
const ENTRY_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\.json$/;
const isMissing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * The embedded adapter of both outgoing-message ports: each mail and SMS becomes a file shown at
 * `/dev/inbox`. Several processes may share the folder, so writes are atomic and pruning tolerates
 * files already gone. Never used in production.
 */
export function createDevInbox(options: DevInboxOptions): DevInbox {
  const dir = path.resolve(options.dir);
  const keep = options.keep ?? DEV_INBOX_KEEP;
  const now = options.now ?? (() => new Date());
  ensurePrivateDir(dir);

  async function entryFiles(): Promise<string[]> {
    try {
      return (await fs.readdir(dir)).filter((name) => ENTRY_FILE.test(name)).sort();
    } catch (err) {
      if (isMissing(err)) return [];
      throw err;
    }
  }

  async function readFile(name: string): Promise<DevInboxEntry | undefined> {
    try {
      const parsed = devInboxEntrySchema.safeParse(
        JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')),
      );
      return parsed.success ? parsed.data : undefined;
    } catch {
      // Pruned by another process between readdir and read, or not JSON: not a message.
      return undefined;
    }
  }

  async function prune(): Promise<void> {
    const files = await entryFiles();
    const old = files.slice(0, Math.max(0, files.length - keep));
    await Promise.all(
      old.map((name) =>
        fs.rm(path.join(dir, name)).catch((err: unknown) => {
          if (!isMissing(err)) throw err;
        }),
      ),
    );
  }

  async function write(entry: Omit<DevInboxEntry, 'id' | 'sentAt'>): Promise<SentMessage> {
    const id = uuidv7();
    const full: DevInboxEntry = { id, ...entry, sentAt: now().toISOString() };
    const file = path.join(dir, `${id}.json`);
    const temporary = path.join(dir, `.${id}.${process.pid}.tmp`);
    // The folder may have been removed since start (a cleaned DATA_DIR): recreate it, private.
    ensurePrivateDir(dir);
    await fs.writeFile(temporary, JSON.stringify(full, null, 2), { mode: 0o600 });
    await fs.rename(temporary, file);
    await prune();
    return { id };
  }

  const mailer: Mailer = {
    async send(message: MailMessage) {
      checkMailMessage(message);
      return write({
        channel: 'mail',
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html !== undefined && { html: message.html }),
        locale: message.locale,
        purpose: message.purpose,
      });
    },
    ping: async () => {},
    close: async () => {},
  };

  const sms: SmsSender = {
    async send(message: SmsMessage) {
      checkSmsMessage(message);
      return write({
        channel: 'sms',
        to: message.to,
        text: message.text,
        locale: message.locale,
        purpose: message.purpose,
      });
    },
    ping: async () => {},
    close: async () => {},
  };

  return {
    dir,
    mailer,
    sms,
    async list() {
      const files = (await entryFiles()).reverse();
      const entries = await Promise.all(files.map(readFile));
      return entries.filter((e): e is DevInboxEntry => e !== undefined);
    },
    async read(id: string) {
      const name = `${id}.json`;
      // Only an inbox file name is opened: an id from a URL never becomes another path.
      if (!ENTRY_FILE.test(name)) return undefined;
      return readFile(name);
    },
  };
}
