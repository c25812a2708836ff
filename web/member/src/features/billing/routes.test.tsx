import { isValidElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RequireSession } from '../../routes/guards';
import { routes } from '../../routes/routes';

const branch = (url: string) => matchRoutes(routes, url) ?? [];
const page = (url: string) => branch(url).at(-1)?.route.path;
const needsSession = (url: string) =>
  branch(url).some((m) => isValidElement(m.route.element) && m.route.element.type === RequireSession);

describe("billing's routes", () => {
  it.each([
    ['/subscription/result?order=x', 'subscription/result'],
    ['/en/order-tracking', 'order-tracking'],
    ['/fa/order-tracking/0190b1c2/receipt', 'order-tracking/:id/receipt'],
  ])('%s is %s, for members only', (url, path) => {
    expect(page(url.split('?')[0]!)).toBe(path);
    expect(needsSession(url.split('?')[0]!)).toBe(true);
  });

  it('keeps the plans open to guests (prices shown, login to buy)', () => {
    expect(page('/tr/subscription')).toBe('subscription');
    expect(needsSession('/tr/subscription')).toBe(false);
  });
});
