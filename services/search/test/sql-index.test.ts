import path from 'node:path';
import { openTestPorts } from '@mawadda/kit/testing';
import { SqlSearchIndex } from '../src/index/sql/sql-index.js';
import { compatibilityContract } from './contract/compatibility.contract.js';
import { searchIndexContract } from './contract/search-index.contract.js';

// The SQL adapter on the test database: PGlite here, PostgreSQL in the integration run.
const openSql = async () => {
  const ports = await openTestPorts('search-index');
  await ports.database.migrate(path.resolve(import.meta.dirname, '../drizzle'), 'search');
  return { index: new SqlSearchIndex(ports.database.db), close: () => ports.close() };
};
searchIndexContract('SQL adapter', openSql);
compatibilityContract('SQL adapter', openSql);
