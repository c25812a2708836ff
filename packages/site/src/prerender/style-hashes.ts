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
 * `sha256-…` of every `style="…"` attribute value in rendered markup, as the browser hashes it
 * (entities decoded). React writes a component's `style` prop as an attribute on the server,
 * where in the browser it sets it through the CSSOM, which the CSP does not govern: the rendered
 * page allows exactly those values ('unsafe-hashes'), never inline styles in general.
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
