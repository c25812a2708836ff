import type { ExportKey } from '@mawadda/kit';
import type { SocialApp } from './context.js';

/**
 * One page of every block standing, for rebuilding read models (contracts/export-page.ts). The
 * total is counted beside the page, so a walk can tell how far along it is.
 */
export async function exportBlocks(app: SocialApp, limit: number, cursor: ExportKey | undefined) {
  const [page, total] = await Promise.all([app.blockExport.page(limit, cursor), app.blockExport.count()]);
  return { ...page, total };
}
