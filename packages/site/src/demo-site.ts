/**
 * How the member site learns that it runs as a demo (`npm run demo`, DEMO=true): a meta element
 * in the head of index.html, read once by the site's DemoNotice. A meta element is not a script,
 * so the page's CSP (scripts by hash only) and its inline-script hash stay as they are.
 */
export const DEMO_META_NAME = 'mawadda-demo';

export const markAsDemo = (html: string): string =>
  html.replace(/<\/head>/i, (head) => `  <meta name="${DEMO_META_NAME}" content="true" />\n  ${head}`);
