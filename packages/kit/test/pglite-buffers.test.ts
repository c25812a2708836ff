import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../src/config/load-config.js';
import { loadPlatformConfig } from '../src/config/platform-config.js';
import type { Database } from '../src/db/database.js';
import { openDatabase } from '../src/db/open-database.js';
import { openPgliteDatabase } from '../src/db/pglite-database.js';

const opened: Database[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A setting of the database's PostgreSQL, as `show` answers it. */
const setting = async (database: Database, name: string) => {
  opened.push(database);
  const result = (await database.db.execute(sql.raw(`show ${name}`))) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows[0]?.[name];
};
const sharedBuffers = (database: Database) => setting(database, 'shared_buffers');

describe("PGlite's settings: its buffer cache, statistics and plans", () => {
  it('is 32MB by default, not the 128MB that held the idle embedded app over 500 MB', async () => {
    expect(await sharedBuffers(await openPgliteDatabase())).toBe('32MB');
    expect(loadPlatformConfig({}).PGLITE_SHARED_BUFFERS).toBe('32MB');
  });

  it('samples 3,000 rows a table when it analyzes, so its foreground ANALYZE pauses requests briefly', async () => {
    expect(await setting(await openPgliteDatabase(), 'default_statistics_target')).toBe('10');
  });

  it('plans each named statement once (generic plans), not again at every execution', async () => {
    expect(await setting(await openPgliteDatabase(), 'plan_cache_mode')).toBe('force_generic_plan');
  });

  it('takes PGLITE_SHARED_BUFFERS for the embedded database under DATA_DIR', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-buffers-'));
    dirs.push(dir);
    const config = loadPlatformConfig({ DATA_DIR: dir, PGLITE_SHARED_BUFFERS: '16MB' });
    expect(await sharedBuffers(await openDatabase(config))).toBe('16MB');
  });

  it('refuses a size Postgres would not read, naming the variable', () => {
    for (const bad of ['lots', '32', '0MB', '32 MB', '-1MB']) {
      const error = (() => {
        try {
          loadPlatformConfig({ PGLITE_SHARED_BUFFERS: bad });
        } catch (e) {
          return e;
        }
      })() as ConfigError;
      expect(error).toBeInstanceOf(ConfigError);
      expect(error.variables.map((v) => v.name)).toEqual(['PGLITE_SHARED_BUFFERS']);
    }
  });
});
