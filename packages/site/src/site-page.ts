import fs from 'node:fs';
import { siteCsp, inlineScriptHashes } from './content-security.js';
import { markAsDemo } from './demo-site.js';

export interface SitePage {
  html: Buffer;
  /** The page's CSP: its inline scripts' hashes change with the build. */
  csp: string;
  /** Which build of the page this is (the file's time and size): pages rendered from it are kept by it. */
  stamp: string;
}

/**
 * The app's `index.html` as it is on disk now: a rebuild changes the hashed script names, and a
 * page kept from before would paint nothing. Rechecked (one `stat`) at most every `recheckMs`;
 * while a build has removed it, the last page stays.
 */
export function sitePage(
  indexPath: string,
  options: { demo?: boolean; recheckMs?: number; csp?: (inlineScriptHashes: string[]) => string } = {},
): () => SitePage {
  const recheckMs = options.recheckMs ?? 1_000;
  let page: SitePage | undefined;
  let stamp = '';
  let checkedAt = -Infinity;

  const load = (current: string): SitePage => {
    const built = fs.readFileSync(indexPath);
    const html = options.demo ? Buffer.from(markAsDemo(built.toString('utf8'))) : built;
    return { html, csp: (options.csp ?? siteCsp)(inlineScriptHashes(html.toString('utf8'))), stamp: current };
  };

  return () => {
    const now = performance.now();
    if (page && now - checkedAt < recheckMs) return page;
    checkedAt = now;
    try {
      const stat = fs.statSync(indexPath);
      const current = `${stat.mtimeMs}:${stat.size}`;
      if (!page || current !== stamp) {
        page = load(current);
        stamp = current;
      }
    } catch (err) {
      if (!page) throw err;
    }
    return page;
  };
}
