const decode = (value: string) => value.replace(/&amp;/g, '&');
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * The optimised images (`/_img?…`) a rendered page paints first: its `fetchpriority="high"`
 * images (the home's hero, a post's cover), their `src` and then every `srcset` candidate.
 */
export function firstImageUrls(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
    if (attribute(tag, 'fetchpriority')?.toLowerCase() !== 'high') continue;
    const src = attribute(tag, 'src');
    if (src) urls.add(decode(src));
    for (const candidate of (attribute(tag, 'srcset') ?? '').split(','))
      urls.add(decode(candidate.trim().split(/\s+/)[0] ?? ''));
  }
  return [...urls].filter((url) => url.startsWith('/_img?'));
}

/**
 * Makes `urls` one after another as a page is rendered, so the resized variants are on disk or
 * being made when the first visitor asks, and a cover never waits on a resize. Never throws: a
 * failed variant is left for the browser's own request.
 */
export async function warmImages(
  urls: readonly string[],
  warm: (url: string) => Promise<void>,
): Promise<void> {
  for (const url of urls) await warm(url).catch(() => undefined);
}
