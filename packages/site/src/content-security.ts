import { createHash } from 'node:crypto';

/**
 * The member site's CSP: scripts only from this origin plus index.html's one inline script by hash,
 * never 'unsafe-inline', so an injected script runs nowhere. No plugins or framing; forms and
 * <base> pinned here; images may be blobs and data URLs (upload previews).
 */
export function siteCsp(inlineScriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes.map((h) => `'${h}'`).join(' ')}`.trim(),
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The member site's service worker's own policy (a worker is governed by its script's headers, not
 * the page's): it fetches from this origin to keep the shell and pass pages through, and loads
 * nothing else. The edge's default for other files (`default-src 'none'`) would stop every fetch.
 */
export const WORKER_CSP = "default-src 'none'; connect-src 'self'";

/**
 * The staff console's policy: the member site's, except inline styles, as MUI's emotion writes
 * `<style>` elements at run time and a nonce would mean rewriting index.html per request. Scripts
 * stay as strict as the member site's.
 */
export function adminCsp(inlineScriptHashes: string[]): string {
  return siteCsp(inlineScriptHashes).replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
}

/**
 * `sha256-…` of every inline <script> (one without src) in an HTML page, as CSP names them. Data
 * blocks (`type="application/json"`, `application/ld+json`) never run, so they are left out.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\btype="application\/(ld\+)?json"/i.test(m[1]!)) continue;
    hashes.push(`sha256-${createHash('sha256').update(m[2]!, 'utf8').digest('base64')}`);
  }
  return hashes;
}
