/**
 * The Markdown the server already drew, keyed by text and locale: main.tsx takes it before
 * hydrating, and a Markdown whose key is there hydrates onto it without loading the renderer (the
 * content pages' largest chunk) or parsing again. Anything else goes through the renderer.
 */
const ATTRIBUTE = 'data-markdown';
let drawn: Map<string, string> | undefined;

/** FNV-1a of the locale and the text: the same on the server and in the browser, and short. */
export function markdownKey(text: string, locale: string): string {
  let hash = 0x811c9dc5;
  const input = `${locale}\n${text}`;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}${input.length.toString(36)}`;
}

/** The attribute the rendered body carries, for `seedMarkdown` to find it. */
export const markdownAttributes = (key: string) => ({ [ATTRIBUTE]: key });

/** Before hydration: the bodies in the server's markup under `root`, by key. */
export function seedMarkdown(root: ParentNode): void {
  drawn = new Map();
  for (const element of root.querySelectorAll(`[${ATTRIBUTE}]`))
    drawn.set(element.getAttribute(ATTRIBUTE)!, element.innerHTML);
}

/** The server's markup of this body, if the page came with it. */
export function drawnMarkdown(key: string): string | undefined {
  return drawn?.get(key);
}
