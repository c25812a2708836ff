import { describe, expect, it } from 'vitest';
import { isBuildAsset, isNavigation, isSitePage, offlinePageFor } from './requests';

const origin = 'https://mawadda.example';
const url = (path: string, base = origin) => new URL(path, base);
const request = (mode: RequestMode) => ({ mode }) as Request;

describe('what the service worker may keep and answer', () => {
  it('keeps only the build files, never the API, member media or a page', () => {
    expect(isBuildAsset(url('/assets/index-BVh9rynF.js'), origin)).toBe(true);
    expect(isBuildAsset(url('/assets/style-Bnl-OjCK.css'), origin)).toBe(true);
    for (const path of [
      '/api/profiles/me',
      '/api/assets/x.js',
      '/_img?src=/images/a.jpg',
      '/en/profile',
      '/',
    ])
      expect(isBuildAsset(url(path), origin)).toBe(false);
    expect(isBuildAsset(url('/assets/a.js', 'https://elsewhere.example'), origin)).toBe(false);
  });

  it('passes this origin’s page loads through, and only the member site’s get the offline page', () => {
    expect(isNavigation(request('navigate'), url('/en/search'), origin)).toBe(true);
    expect(isNavigation(request('cors'), url('/api/search'), origin)).toBe(false);
    expect(isNavigation(request('navigate'), url('/', 'https://elsewhere.example'), origin)).toBe(false);
    expect(isSitePage(url('/en/chat/12'))).toBe(true);
    for (const path of ['/api/health', '/admin', '/admin/users', '/dev/inbox', '/_img'])
      expect(isSitePage(url(path))).toBe(false);
  });

  it('answers with the offline page in the page’s language, Arabic at the root', () => {
    expect(offlinePageFor(url('/'))).toBe('/offline/ar.html');
    expect(offlinePageFor(url('/profile'))).toBe('/offline/ar.html');
    expect(offlinePageFor(url('/en/search'))).toBe('/offline/en.html');
    expect(offlinePageFor(url('/ur'))).toBe('/offline/ur.html');
    expect(offlinePageFor(url('/tr/news/3'))).toBe('/offline/tr.html');
    expect(offlinePageFor(url('/fa/blog'))).toBe('/offline/fa.html');
  });
});
