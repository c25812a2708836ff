import type { Express } from 'express';
import path from 'node:path';
import swaggerUi from 'swagger-ui-dist';
import { compressStream } from '@mawadda/kit';

/**
 * The API docs page: swagger-ui injects its own styles at run time, so it alone gets inline
 * styles; its scripts are still files from this origin.
 */
const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const page = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mawadda API</title><link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body></html>`;

const DOCS_ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js'] as const;

/** /api/openapi.json (merged from every service) and a readable page for it at /api/docs. */
export function mountApiDocs(app: Express, openapi: () => Promise<unknown> | unknown) {
  // Under `/api/` a route compresses its own answer (the kit's createHttpApp): these are files.
  app.get('/api/openapi.json', compressStream, async (_req, res) => {
    res.json(await openapi());
  });
  // Only the two files the page loads: the package also holds a demo index, an OAuth redirect
  // page and its package.json, none of which the site should serve.
  for (const file of DOCS_ASSETS)
    app.get(`/api/docs/assets/${file}`, compressStream, (_req, res) => {
      res.sendFile(path.join(swaggerUi.getAbsoluteFSPath(), file), { maxAge: '1d' });
    });
  // Served as a file, not inline, so the page works under a strict Content-Security-Policy.
  app.get('/api/docs/init.js', compressStream, (_req, res) => {
    res
      .type('application/javascript')
      .send("window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#ui' });");
  });
  app.get('/api/docs', compressStream, (_req, res) => {
    res.type('html').set('Content-Security-Policy', DOCS_CSP).send(page);
  });
}
