import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../src');

/** Every module a module loads at run time (type-only imports left out), by path under src/. */
function runtimeClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(path.join(src, file), 'utf8');
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm))
      visit(path.join(path.dirname(file), m[1]!.replace(/\.js$/, '.ts')));
  };
  visit(entry);
  return seen;
}

/*
 * The home page's strip validates its cards (`/cards`) and labels presence (`/profile-labels`) at
 * a guest's first visit: these entries must not bring the phone rules, the reference lists, the
 * other contracts or the five languages' messages, a download and a long task for a phone.
 */
describe('the light entries of the contracts', () => {
  it.each(['cards.ts', 'profile/labels/index.ts'])('%s loads only its own schemas', (entry) => {
    const closure = [...runtimeClosure(entry)];
    expect(closure.filter((f) => /^(rules|auth|index)\.ts$|^messages\/|^reference\//.test(f))).toEqual([]);
  });
});

/*
 * The signed-in search page validates its query (`search/query.ts`) and names places from the
 * reference lists: neither may bring the phone rule, whose large libphonenumber metadata a page
 * that checks no phone number must not download.
 */
describe('the entries of pages that check no phone number', () => {
  it.each(['search/query.ts', 'reference/index.ts', 'profile/profile-edit.ts'])(
    '%s does not load the phone rule',
    (entry) => {
      const closure = [...runtimeClosure(entry)];
      expect(closure.filter((f) => /^(phone-rule|auth)\.ts$/.test(f))).toEqual([]);
    },
  );
});
