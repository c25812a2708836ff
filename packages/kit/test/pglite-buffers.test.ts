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

const sharedBuffers = async (database: Database) => {
  opened.push(database);
  const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as {
    rows: { shared_buffers: string }[];
  };
  return result.rows[0]?.shared_buffers;
};

describe("PGlite's buffer cache", () => {
  it('is 32MB by default, not the 128MB that held the idle embedded app over 500 MB', async () => {
    expect(await sharedBuffers(await openPgliteDatabase())).toBe('32MB');
    expect(loadPlatformConfig({}).PGLITE_SHARED_BUFFERS).toBe('32MB');
  });

  it('samples 3,000 rows a table when it analyzes, so its foreground ANALYZE pauses requests briefly', async () => {
    const database = await openPgliteDatabase();
    opened.push(database);
    const result = (await database.db.execute(sql`show default_statistics_target`)) as unknown as {
      rows: { default_statistics_target: string }[];
    };
    expect(result.rows[0]?.default_statistics_target).toBe('10');
  });

  it('plans each named statement once (generic plans), not again at every execution', async () => {
    const database = await openPgliteDatabase();
    opened.push(database);
    const result = (await database.db.execute(sql`show plan_cache_mode`)) as unknown as {
      rows: { plan_cache_mode: string }[];
    };
    expect(result.rows[0]?.plan_cache_mode).toBe('force_generic_plan');
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
