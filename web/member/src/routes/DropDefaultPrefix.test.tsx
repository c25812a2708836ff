import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DropDefaultPrefix } from './DropDefaultPrefix';
import { routes } from './routes';
import { matchRoutes } from 'react-router-dom';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output>{`${pathname}${search}${hash}`}</output>;
}

const open = (url: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        [
          { path: '/ar/*', element: <DropDefaultPrefix /> },
          { path: '*', element: <Where /> },
        ],
        { initialEntries: [url] },
      )}
    />,
  );

describe('an /ar/… link inside the site', () => {
  it.each([
    ['/ar', '/'],
    ['/ar/blog/first-post?ref=faq#end', '/blog/first-post?ref=faq#end'],
    ['/ar//elsewhere.example', '/elsewhere.example'],
  ])('%s shows the page at %s', async (from, to) => {
    open(from);
    expect((await screen.findByRole('status')).textContent).toBe(to);
  });

  it('is routed so in the Arabic tree only; other prefixes and look-alikes are pages as before', () => {
    const last = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.path;
    expect(last('/ar/about-us')).toBe('ar/*');
    expect(last('/en/about-us')).toBe('about-us');
    expect(last('/arabic')).toBe('*');
  });
});
