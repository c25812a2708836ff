import fs from 'node:fs';
import path from 'node:path';

/** What the gateway reads of a chunk in Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Modulepreload tags for a member page's route chunks beyond the entry's own, so the route's chunk
 * loads beside the entry instead of a round trip after it ran, on the way to the largest paint. The
 * manifest is read once per build; a build without one gets none.
 */
export function pagePreloadTags(siteDir: string) {
  let kept: { stamp: string; manifest: Manifest | undefined; withEntry: Set<string> } | undefined;
  const read = (stamp: string) => {
    if (kept?.stamp === stamp) return kept;
    let manifest: Manifest | undefined;
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(siteDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    } catch {
      manifest = undefined;
    }
    const withEntry = new Set<string>();
    for (const [key, chunk] of Object.entries(manifest ?? {}))
      if (chunk.isEntry) collect(manifest!, key, withEntry, new Set());
    kept = { stamp, manifest, withEntry };
    return kept;
  };
  return (modules: readonly string[], stamp: string): string => {
    const { manifest, withEntry } = read(stamp);
    if (!manifest) return '';
    const files = new Set<string>();
    for (const module of modules) if (manifest[module]) collect(manifest, module, files, withEntry);
    return [...files]
      .map((file) => `\n    <link rel="modulepreload" crossorigin href="/${encodeURI(file)}">`)
      .join('');
  };
}

/** `key`'s file and those of every chunk it imports, however deep, except what `skip` holds. */
function collect(manifest: Manifest, key: string, into: Set<string>, skip: Set<string>): void {
  const seen = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k) || skip.has(chunk.file)) return;
    seen.add(k);
    into.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(key);
}
