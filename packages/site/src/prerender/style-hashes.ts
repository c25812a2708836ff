import { createHash } from 'node:crypto';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * `sha256-…` of every `style="…"` value in rendered markup: React writes `style` props as
 * attributes on the server but through the CSSOM in the browser, so the page allows exactly those
 * values ('unsafe-hashes'), never inline styles in general.
 */
export function styleAttributeHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/\sstyle="([^"]*)"/g)) {
    const value = m[1]!.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (e) => ENTITIES[e]!);
    hashes.add(`sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/**
 * The page's CSP with its style attributes' hashes allowed (see `styleAttributeHashes`), and its
 * inlined stylesheet's (`inline-stylesheet.ts`): a hash source also admits a `<style>` element.
 */
export function allowStyleAttributes(csp: string, hashes: string[]): string {
  if (!hashes.length) return csp;
  return csp.replace(
    /style-src ([^;]*)/,
    (_, sources: string) => `style-src ${sources} 'unsafe-hashes' ${hashes.map((h) => `'${h}'`).join(' ')}`,
  );
}
