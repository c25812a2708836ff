import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * Serves a built single-page app when its build exists: hashed assets cached for a year,
 * every other path answered with index.html so the app's router decides (and shows its 404).
 */
export function mountWebApp(
  app: Express,
  mountPath: string,
  dist: string | undefined,
  fallbackDir: string,
): boolean {
  const dir = path.resolve(dist ?? path.join(repoRoot, fallbackDir));
  const index = path.join(dir, 'index.html');
  if (!fs.existsSync(index)) return false;
  app.use(mountPath, express.static(dir, { index: false, maxAge: '1y', immutable: true }));
  app.get(`${mountPath === '/' ? '' : mountPath}/{*rest}`, (req, res, next) => {
    if (req.path.startsWith('/api/')) return next();
    res.set('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return true;
}
