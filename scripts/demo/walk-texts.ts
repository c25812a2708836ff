import fs from 'node:fs';
import path from 'node:path';
import englishMessages from 'ra-language-english';
import arConsole from '../../web/admin/src/i18n/ar/console.js';
import arDashboard from '../../web/admin/src/i18n/ar/dashboard.js';
import arRa from '../../web/admin/src/i18n/ar/ra.js';
import arStories from '../../web/admin/src/i18n/ar/stories.js';
import arVerifications from '../../web/admin/src/i18n/ar/verifications.js';
import enConsole from '../../web/admin/src/i18n/en/console.js';
import enDashboard from '../../web/admin/src/i18n/en/dashboard.js';
import enStories from '../../web/admin/src/i18n/en/stories.js';
import enVerifications from '../../web/admin/src/i18n/en/verifications.js';
import { deepMerge as merge, type Tree } from '../../web/admin/src/i18n/deep-merge.js';

/**
 * The words the walk clicks and waits for, read from the member site's and the console's own
 * catalogues, so the walk finds a button by what the member reads in her language.
 */
export type WalkLang = 'ar' | 'en';

const MEMBER_LOCALES = path.resolve(import.meta.dirname, '../../web/member/src/i18n/locales');
const memberCatalogues = new Map<string, Tree>();

function lookup(tree: Tree, key: string): string {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text for ${key}`);
  return node;
}

const fill = (text: string, vars: Record<string, string>, open: string, close: string) =>
  text.replace(new RegExp(`${open}\\s*(\\w+)\\s*${close}`, 'g'), (_, name: string) => vars[name] ?? '');

/** A member-site text, `ns:key.path`, with its `{{x}}` placeholders filled. */
export function memberText(lang: WalkLang, id: string, vars: Record<string, string> = {}): string {
  const [ns, key] = id.split(':') as [string, string];
  const file = path.join(MEMBER_LOCALES, lang, `${ns}.json`);
  let tree = memberCatalogues.get(file);
  if (!tree) {
    tree = JSON.parse(fs.readFileSync(file, 'utf8')) as Tree;
    memberCatalogues.set(file, tree);
  }
  return fill(lookup(tree, key), vars, '\\{\\{', '\\}\\}');
}

const CONSOLE: Record<WalkLang, Tree> = {
  ar: merge(arRa, arConsole, arDashboard, arVerifications, arStories),
  en: merge(englishMessages, enConsole, enDashboard, enVerifications, enStories),
};

/** A console text (the singular of a `one |||| many` text), `%{x}` filled. */
export function consoleText(lang: WalkLang, key: string, vars: Record<string, string> = {}): string {
  return fill(lookup(CONSOLE[lang], key).split('||||')[0]!.trim(), vars, '%\\{', '\\}');
}
