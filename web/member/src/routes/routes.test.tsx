import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RequireSession } from './guards';
import { pageModulesOf, routes } from './routes';

const branch = (url: string) => matchRoutes(routes, url) ?? [];
const page = (url: string) => branch(url).at(-1)?.route.path;
const needsSession = (url: string) =>
  branch(url).some((m) => isValidElement(m.route.element) && m.route.element.type === RequireSession);

const ID = '5f9d2c1a-8b7e-4c3d-a2f1-0e9d8c7b6a54';

describe('the route table', () => {
  it.each([
    ['/profile/requests', 'profile/requests'],
    ['/en/profile/requests', 'profile/requests'],
    ['/tr/profile/blocked', 'profile/blocked'],
    [`/ur/profile/${ID}/followers`, 'profile/:id/followers'],
    [`/profile/${ID}/following`, 'profile/:id/following'],
  ])('%s is the social page %s, behind the member-only guard', (url, path) => {
    expect(page(url)).toBe(path);
    expect(needsSession(url)).toBe(true);
  });

  it("keeps another member's profile open (a guest learns what it is and meets the login prompt)", () => {
    expect(page(`/en/profile/${ID}`)).toBe('profile/:id');
    expect(needsSession(`/en/profile/${ID}`)).toBe(false);
  });

  it.each([
    [`/chat/${ID}`, 'chat/:id'],
    [`/en/chat/${ID}`, 'chat/:id'],
    ['/profile/chat', 'profile/chat'],
    ['/fa/profile/chat', 'profile/chat'],
  ])('%s is the chat page %s, open (a guest meets the login prompt there)', (url, path) => {
    expect(page(url)).toBe(path);
    expect(needsSession(url)).toBe(false);
  });
});

describe('the page modules a path matches (pageModulesOf, named by vite-plugins/route-modules.ts)', () => {
  it.each([
    ['/search', 'src/pages/SearchPage.tsx'],
    ['/en/search', 'src/pages/SearchPage.tsx'],
    [`/fa/profile/${ID}`, 'src/pages/MemberProfilePage.tsx'],
    ['/tr/koran', 'src/features/content/components/StaticPage.tsx'],
    ['/en/no-such-page', 'src/lib/errors/NotFoundPage.tsx'],
  ])('%s is drawn by %s', (url, module) => {
    expect(pageModulesOf(routes, url)).toEqual([module]);
  });

  it('names every page of the table, so that each can be preloaded', () => {
    const pages = routes.flatMap(function leaves(route): RouteObject[] {
      return route.children ? route.children.flatMap(leaves) : [route];
    });
    const unnamed = pages.filter((route) => !(route.lazy as { module?: string } | undefined)?.module);
    expect(pages.length).toBeGreaterThan(100);
    expect(unnamed.map((route) => route.path)).toEqual([]);
  });
});
