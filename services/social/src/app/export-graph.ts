import type { ExportKey } from '@mawadda/kit';
import type { SocialApp } from './context.js';

/*
 * One page of every block standing, or of every accepted follow, for rebuilding read models
 * (contracts/export-page.ts). The total is counted beside the page, so a walk can tell how far
 * along it is.
 */

export async function exportBlocks(app: SocialApp, limit: number, cursor: ExportKey | undefined) {
  const [page, total] = await Promise.all([
    app.graphExport.blockPage(limit, cursor),
    app.graphExport.blockCount(),
  ]);
  return { ...page, total };
}

export async function exportFollows(app: SocialApp, limit: number, cursor: ExportKey | undefined) {
  const [page, total] = await Promise.all([
    app.graphExport.followPage(limit, cursor),
    app.graphExport.followCount(),
  ]);
  return { ...page, total };
}
