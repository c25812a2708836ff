import { LOCALES } from '@mawadda/contracts/locale';
import { ALLOWED_UNDER_MEMBER_PREFIXES, localePath, MEMBER_PATH_PREFIXES } from './public-pages.js';

/**
 * robots.txt: public pages open to every crawler; members' areas closed in every locale prefix
 * (a profile is also `noindex` on the page itself, for links found elsewhere); the API, the staff
 * console and the dev inbox closed; the sitemap named with the public origin.
 */
export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *'];
  for (const locale of LOCALES) {
    for (const prefix of MEMBER_PATH_PREFIXES) lines.push(`Disallow: ${localePath(locale, prefix)}`);
    for (const allowed of ALLOWED_UNDER_MEMBER_PREFIXES) lines.push(`Allow: ${localePath(locale, allowed)}`);
  }
  lines.push(
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /dev/',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  );
  return lines.join('\n');
}
