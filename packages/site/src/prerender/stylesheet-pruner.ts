import postcss, { type Container } from 'postcss';

/**
 * A piece of the site's stylesheet: a rule with, per selector, the class names the page must
 * have for it to match anything; a group (`@media`, `@supports`…) of pieces; or something kept
 * whatever the page (`@font-face`, `@keyframes`, `@import`…).
 */
type Piece =
  | { kind: 'rule'; text: string; needs: string[][] }
  | { kind: 'group'; open: string; pieces: Piece[] }
  | { kind: 'keep'; text: string };

/** At-rules whose content is rules for the page, cut like the top level. */
const GROUPS = new Set(['media', 'supports', 'container', 'layer']);

/**
 * The class names `selector` certainly needs to match: pseudo-class insides and attribute selectors
 * are left out, so a selector is dropped only when it surely matches nothing. Undefined when a
 * class name is escaped: the selector is kept.
 */
export function requiredClasses(selector: string): string[] | undefined {
  let s = selector;
  let before: string;
  do {
    before = s;
    s = s.replace(/:[\w-]+\([^()]*\)/g, '');
  } while (s !== before);
  s = s.replace(/\[[^\]]*\]/g, '');
  if (s.includes('\\')) return undefined;
  return [...s.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!);
}

function piecesOf(container: Container): Piece[] {
  const pieces: Piece[] = [];
  container.each((node) => {
    if (node.type === 'rule') {
      const needs = node.selectors.map((s) => requiredClasses(s) ?? []);
      pieces.push({ kind: 'rule', text: node.toString(), needs });
    } else if (node.type === 'atrule' && GROUPS.has(node.name.toLowerCase()) && node.nodes) {
      const open = `@${node.name}${node.raws.afterName ?? ' '}${node.params}${node.raws.between ?? ''}{`;
      pieces.push({ kind: 'group', open, pieces: piecesOf(node) });
    } else if (node.type !== 'comment') pieces.push({ kind: 'keep', text: node.toString() });
  });
  return pieces;
}

function write(pieces: Piece[], classes: Set<string>): string {
  let out = '';
  for (const piece of pieces) {
    if (piece.kind === 'keep') out += piece.text;
    else if (piece.kind === 'rule') {
      if (piece.needs.some((needs) => needs.every((c) => classes.has(c)))) out += piece.text;
    } else {
      const inner = write(piece.pieces, classes);
      if (inner) out += `${piece.open}${inner}}`;
    }
  }
  return out;
}

/** Every class name the markup's `class` attributes name. */
export function classesIn(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const m of markup.matchAll(/\sclass="([^"]*)"/g))
    for (const name of m[1]!.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/**
 * Cuts the stylesheet to the rules a rendered page can use: inlined whole, the document no longer
 * fits a new connection's first round trip. A rule stays when every class one of its selectors
 * needs is on the page; the app loads the whole sheet before drawing anything else.
 */
export function stylesheetPruner(css: string): (markup: string) => string {
  const pieces = piecesOf(postcss.parse(css));
  return (markup) => write(pieces, classesIn(markup));
}
