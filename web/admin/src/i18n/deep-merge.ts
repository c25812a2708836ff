/** A catalogue: keys to texts or to nested catalogues. */
export type Tree = { [key: string]: string | Tree };

/**
 * Catalogue fragments merged into one, later fragments winning key by key at every depth: how the
 * console assembles each language, and how tests and the demo walk read the same texts.
 */
export function deepMerge(...trees: object[]): Tree {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree as Tree)) {
      const prev = out[key];
      out[key] =
        value && typeof value === 'object' && prev && typeof prev === 'object'
          ? deepMerge(prev, value)
          : value && typeof value === 'object'
            ? deepMerge(value)
            : value;
    }
  }
  return out;
}
