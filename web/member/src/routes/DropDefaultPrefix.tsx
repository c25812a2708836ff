import { Navigate, useLocation } from 'react-router-dom';
import { withoutDefaultPrefix } from '@mawadda/contracts/web-routes';

/**
 * A link inside the site to `/ar/…` (an article's Markdown, a pasted address): Arabic lives at the
 * root, so the page is shown at its one address, as the server's 301 does for a fresh load.
 */
export function DropDefaultPrefix() {
  const { pathname, search, hash } = useLocation();
  return <Navigate replace to={withoutDefaultPrefix(`${pathname}${search}${hash}`) ?? '/'} />;
}

export { DropDefaultPrefix as Component };
