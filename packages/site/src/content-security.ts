import { createHash } from 'node:crypto';

/**
 * The member site's Content-Security-Policy. Scripts come only from this origin, plus the one
 * inline script of index.html (it sets `lang`/`dir` before the first paint), allowed by its
 * hash rather than 'unsafe-inline': an injected script tag runs nowhere. No plugins, no framing
 * (clickjacking), forms and <base> pinned to this origin. Styles are this origin's stylesheets;
 * React's `style` props go through the CSSOM, which style-src does not govern. Images may be
 * blobs and data URLs (upload previews).
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
 * The staff console's policy: the member site's, except that styles may be inline. react-admin
 * draws with MUI, whose emotion engine writes `<style>` elements at run time; a nonce would need
 * the static index.html rewritten per request and emotion's cache told it, for styles only.
 * Scripts stay as strict as the member site's: files from this origin and hashed inline ones.
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
