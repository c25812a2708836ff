import { buildOpenApi, loadPlatformConfig, MemoryEventBus, type Database } from '@mawadda/kit';
import { createTestTokens } from '@mawadda/kit/testing';
import { pino } from 'pino';
import { expect, it } from 'vitest';
import { createCmsService } from '../src/index.js';

it('documents every route, with the startup calls and the staff API under /api/cms', async () => {
  // Building the service touches no database; the document comes from the route declarations alone.
  const database = { db: {} } as unknown as Database;
  const { verifier } = await createTestTokens();
  const svc = createCmsService({
    config: loadPlatformConfig({}),
    logger: pino({ level: 'silent' }),
    database,
    bus: new MemoryEventBus(),
    verifier,
  });
  const doc = buildOpenApi({ title: 'cms', version: '1' }, [
    { prefix: '/api/cms', operations: svc.api.operations },
  ]);
  const paths = Object.keys(doc.paths);
  for (const p of [
    '/api/cms/menus',
    '/api/cms/blocks',
    '/api/cms/pages',
    '/api/cms/page-titles',
    '/api/cms/pages/{slug}',
    '/api/cms/pages/{section}/{slug}',
    '/api/cms/news',
    '/api/cms/blog/{slug}',
    '/api/cms/faq',
    '/api/cms/feedback',
    '/api/cms/admin/feedback/{id}',
  ]) {
    expect(paths).toContain(p);
  }
  expect(Object.keys(doc.paths['/api/cms/admin/pages/{id}']!)).toEqual(['get', 'put', 'delete']);
  expect(Object.keys(doc.paths['/api/cms/admin/feedback/{id}']!)).toEqual(['get', 'delete', 'put']);
  expect(JSON.stringify(doc.paths['/api/cms/feedback'])).toContain('userName');
});
