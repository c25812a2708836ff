import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { stylesheetPruner } from './stylesheet-pruner.js';

const STYLESHEET = /<link rel="stylesheet"[^>]*\bhref="(\/assets\/[^"?#]+\.css)"[^>]*>/i;

export interface InlinedStyle {
  /** The shell with its stylesheet link replaced by the page's rules. */
  html: string;
  /** `sha256-…` of the `<style>` element's text, for the page's style-src. */
  hash: string;
  /** The whole sheet's text (the faces it names are preloaded: font-preloads.ts). */
  css: string;
}

/**
 * A rendered page inlines its stylesheet, pruned to the rules it can use, since the link was the
 * one request its first paint waited for; `data-sheet` names the whole sheet for the app to load.
 * Members' pages keep the cached link. Sheets are parsed once per (content-hashed) name.
 */
export function stylesheetInliner(siteDir: string) {
  const sheets = new Map<string, { css: string; prune: (markup: string) => string }>();
  const sheetOf = (href: string) => {
    if (!sheets.has(href)) {
      try {
        // `</style` cannot end the element early: CSS reads `<\/style` the same inside a string,
        // and the sequence means nothing outside one.
        const css = fs.readFileSync(path.join(siteDir, href), 'utf8').replace(/<\/style/gi, '<\\/style');
        sheets.set(href, { css, prune: stylesheetPruner(css) });
      } catch {
        // A build in progress: the link stays, and the next page tries again.
        return null;
      }
    }
    return sheets.get(href);
  };
  /** `markup`: the page's rendered app, whose classes (and the shell's) decide the rules kept. */
  return (shell: string, markup: string): InlinedStyle | undefined => {
    const link = STYLESHEET.exec(shell);
    if (!link || link[1]!.includes('..')) return undefined;
    const sheet = sheetOf(link[1]!);
    if (!sheet) return undefined;
    const css = sheet.prune(shell + markup);
    return {
      html: shell.replace(link[0], () => `<style data-sheet="${link[1]}">${css}</style>`),
      hash: `sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}`,
      css: sheet.css,
    };
  };
}
